import type { CompanyMember } from '@buildright/api/shared';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast, toastFailure } from '@buildright/browser';
import { ModalActions } from '../../../components/ModalActions.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { MemberModal } from './MemberModal.tsx';
import { RowList, RowListItem } from './RowList.tsx';
import { limitText, roleLabel } from './limits.ts';

/** The company's members; its admins change their roles and limits, and remove them. */
export function MembersSection({
  companyName,
  members,
  isAdmin,
}: {
  companyName: string;
  members: CompanyMember[];
  isAdmin: boolean;
}) {
  const trpc = useTRPC();
  const [editing, setEditing] = useState<CompanyMember | null>(null);
  const [removing, setRemoving] = useState<CompanyMember | null>(null);
  const remove = useMutation(
    trpc.companies.member.removeMember.mutationOptions({
      // Named as asked: the members read again once it is done no longer hold them.
      onMutate: ({ customerId }) => members.find((member) => member.customerId === customerId),
      onSuccess: (_done, _input, gone) => {
        setRemoving(null);
        toast({
          title: 'Member removed',
          description: `${gone?.name ?? 'The member'} no longer buys for ${companyName}.`,
        });
      },
      onError: (error) => toastFailure('Member not removed', error),
    }),
  );
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        Members
      </Title>
      <RowList testId="company-members">
        {members.map((member) => (
          <RowListItem key={member.customerId} testId="company-member">
            <div style={{ minWidth: 0, flex: '1 1 200px' }}>
              <Text fw={600} size="sm">
                {member.name}
              </Text>
              <Text c="dimmed" size="xs" style={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Text>
            </div>
            <Text size="sm" w={90}>
              {roleLabel(member.role)}
            </Text>
            <div style={{ flex: '1 1 160px' }}>
              <Text size="sm">{limitText(member.orderLimit, 'an order')}</Text>
              <Text size="sm">{limitText(member.monthlyLimit, 'a month')}</Text>
            </div>
            {isAdmin && (
              <Group gap="xs">
                <Button
                  variant="default"
                  size="sm"
                  h={44}
                  onClick={() => setEditing(member)}
                  aria-label={`Edit ${member.name}'s role and limits`}
                >
                  Edit
                </Button>
                <Button
                  variant="default"
                  color="red"
                  size="sm"
                  h={44}
                  onClick={() => setRemoving(member)}
                  aria-label={`Remove ${member.name} from the company`}
                >
                  Remove
                </Button>
              </Group>
            )}
          </RowListItem>
        ))}
      </RowList>
      {editing && <MemberModal member={editing} onClose={() => setEditing(null)} />}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove Member">
        <Stack gap="xs">
          <Text size="sm">
            Remove {removing?.name} ({removing?.email}) from {companyName}? They lose access to the
            company at once.
          </Text>
          <Text size="sm">
            Their orders waiting for approval are cancelled; orders already placed stay with the
            company. Lists they shared stay with the company, passed to an admin.
          </Text>
        </Stack>
        <ModalActions
          onCancel={() => setRemoving(null)}
          confirmLabel="Remove Member"
          confirmColor="red"
          focusCancel
          loading={remove.isPending}
          onConfirm={() => removing && remove.mutate({ customerId: removing.customerId })}
        />
      </Modal>
    </Stack>
  );
}
