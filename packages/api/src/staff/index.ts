export { authorizeStaff } from './authorize.ts';
export {
  acceptInvitation,
  describeInvitation,
  type InvitationView,
  inviteStaff,
  revokeInvitation,
} from './invitations.ts';
export {
  listStaff,
  type OpenInvitation,
  setStaffDisabled,
  setStaffRole,
  type StaffList,
  type StaffMember,
} from './members.ts';
