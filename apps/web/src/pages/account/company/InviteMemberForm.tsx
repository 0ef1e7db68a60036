import { companyRoles, companyRoleDescriptions, type CompanyRole } from '@buildright/api/shared';
import { Button, Select, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { useTRPC } from '../../../lib/trpc.ts';
import { LimitInputs, type Limits } from './LimitInputs.tsx';
import { limitValue, roleLabel } from './limits.ts';

export const roleOptions = companyRoles.map((role) => ({
  value: role,
  label: `${roleLabel(role)}: ${companyRoleDescriptions[role]}`,
}));

/** A company admin invites someone by e-mail, with their role and spending limits. */
export function InviteMemberForm() {
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const [limits, setLimits] = useState<Limits>({ orderLimit: '', monthlyLimit: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invite = useMutation(
    trpc.companies.member.invite.mutationOptions({
      onSuccess: (sent) => {
        setEmail('');
        setLimits({ orderLimit: '', monthlyLimit: '' });
        setErrors({});
        toast({ title: 'Invitation sent', description: `We e-mailed a link to ${sent.email}.` });
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toastFailure('Invitation not sent', error);
      },
    }),
  );
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        Invite a member
      </Title>
      <form
        noValidate
        aria-label="Invite a member"
        onSubmit={(event) => {
          event.preventDefault();
          invite.mutate({
            email,
            role,
            orderLimit: limitValue(limits.orderLimit),
            monthlyLimit: limitValue(limits.monthlyLimit),
          });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="E-mail"
            type="email"
            withAsterisk
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <Select
            label="Role"
            data={roleOptions}
            value={role}
            onChange={(value) => value && setRole(value as CompanyRole)}
            allowDeselect={false}
            error={errors.role}
          />
          <LimitInputs value={limits} onChange={setLimits} errors={errors} />
          <Button type="submit" loading={invite.isPending} w="fit-content" h={44}>
            Send invitation
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
