// Identity (accounts, passwords, codes, sessions, devices): what other domains build on. These verbs
// act on the account named in their arguments and check no permission themselves: account's verbs
// (the user, after a code or a ticket) and admin's (staff:manage, user:manage) check before calling.
export { assertEmail, assertPhone, findUserByAccount, findUserById, findUserByPhone, maskTarget, parseAccount } from "./accounts";
export { checkImageCode } from "./captcha";
export { type Channel, CODE_FAILED, sendVerification, verifyCode } from "./codes";
export { type ClientInfo, type LoginResult, startSession } from "./complete-login";
export { maskPhone } from "./current-user";
export { describeUserAgent } from "./device";
export { forgetDevices, rememberDevice } from "./known-devices";
export { hashPassword, verifyPassword } from "./password";
export { assertPasswordAcceptable } from "./password-policy";
export { revokeSession, revokeUserSessions, rolesOf } from "./sessions";
export { consumeTicket, issueTicket, peekTicket } from "./tickets";
