import { staffRoleLabels, staffRoles } from '@buildright/api/shared';

/** The roles as a Select's options, in the server's order (most to least allowed). */
export const roleOptions = staffRoles.map((role) => ({
  value: role,
  label: staffRoleLabels[role],
}));
