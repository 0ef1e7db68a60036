import * as z from 'zod';
import { emailField, idOf } from '../../shared/fields.ts';
import { registerInput, withPasswordConfirmation } from '../../customers/shared/sign-in-input.ts';
import { INVITATION_REFUSED, staffRoles } from './staff.ts';

const staffRole = z.enum(staffRoles, { error: `Role must be one of ${staffRoles.join(', ')}` });

export const inviteStaffInput = z.strictObject({ email: emailField(), role: staffRole });
export type InviteStaffInput = z.infer<typeof inviteStaffInput>;

export const staffRoleInput = z.strictObject({ id: idOf('Staff id'), role: staffRole });

export const staffDisabledInput = z.strictObject({
  id: idOf('Staff id'),
  disabled: z.boolean({ error: 'Disabled must be true or false' }),
});

export const invitationToken = z
  .string({ error: INVITATION_REFUSED })
  .trim()
  .min(1, INVITATION_REFUSED)
  .max(200, INVITATION_REFUSED);

export const acceptInvitationInput = z.object({
  token: invitationToken,
  // A staff member's username and password follow the rules of a customer's.
  username: registerInput.shape.username,
  password: registerInput.shape.password,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

export const acceptInvitationForm = withPasswordConfirmation(acceptInvitationInput);
