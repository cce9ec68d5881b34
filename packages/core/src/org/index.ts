/** The organisation platform (/backService, issue 10): every verb checks membership or the admin role first. */
export { ORG_ROLES, type OrgRole, requireMember, requireOrgAdmin } from "./access";
export {
  answerOrgInvitation,
  INVITATION_TTL_MS,
  INVITE_RULES,
  inviteOrgMember,
  myOrgInvitations,
  pendingOrgInvitations,
  revokeOrgInvitation,
} from "./invitations";
export { leaveOrganization, removeOrgMember, setOrgMemberRole } from "./members";
export { createOrganization, myOrganizations, ORG_NAME_MAX, organizationDetail, orgName, renameOrganization } from "./orgs";
export { orgPlan } from "./plan";
