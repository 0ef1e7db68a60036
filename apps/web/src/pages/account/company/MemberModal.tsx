import type { CompanyMember, CompanyRole } from '@buildright/api/shared';
import { Modal, Select, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { ModalActions } from '../../../components/ModalActions.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { roleOptions } from './InviteMemberForm.tsx';
import { LimitInputs, type Limits } from './LimitInputs.tsx';
import { limitValue } from './limits.ts';

/** A company admin sets a member's role and limits; drawn only while open. */
export function MemberModal({ member, onClose }: { member: CompanyMember; onClose: () => void }) {
  const trpc = useTRPC();
  const [role, setRole] = useState<CompanyRole>(member.role);
  const [limits, setLimits] = useState<Limits>({
    orderLimit: member.orderLimit ?? '',
    monthlyLimit: member.monthlyLimit ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation(
    trpc.companies.member.changeMember.mutationOptions({
      onSuccess: () => {
        onClose();
        toast({
          title: 'Member updated',
          description: `${member.name}'s role and limits are saved.`,
        });
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([key, value]) => [key.replace('values.', ''), value]),
          ),
        );
        toastFailure('Member not updated', error);
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title={`Role and limits: ${member.name}`} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({
            customerId: member.customerId,
            role,
            orderLimit: limitValue(limits.orderLimit),
            monthlyLimit: limitValue(limits.monthlyLimit),
          });
        }}
      >
        <Stack gap="sm">
          <Select
            label="Role"
            data={roleOptions}
            value={role}
            onChange={(value) => value && setRole(value as CompanyRole)}
            allowDeselect={false}
            error={errors.role}
            data-autofocus
          />
          <LimitInputs value={limits} onChange={setLimits} errors={errors} />
          <ModalActions onCancel={onClose} confirmLabel="Save" loading={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
