// The signed-in user's own account (profile, security, recovery, registration): every verb acts for
// ctx's user (requireUser) or, before sign-in, after a code or a ticket proves who is asking.
export { updateProfile } from "./profile";
