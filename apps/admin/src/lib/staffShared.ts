// `@buildright/api/shared` does not re-export shared/staff.ts and shared/staff-input.ts yet. Once
// its index does, import these from there and delete this file.
export {
  INVITATION_DAYS,
  staffRoleDescriptions,
  staffRoleLabels,
  staffRoles,
  type StaffRole,
} from '../../../../packages/api/src/shared/staff.ts';
export {
  acceptInvitationForm,
  inviteStaffInput,
  type InviteStaffInput,
} from '../../../../packages/api/src/shared/staff-input.ts';
