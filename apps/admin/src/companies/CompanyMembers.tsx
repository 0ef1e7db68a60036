import {
  companyRoleLabels,
  type CompanyMember,
  type OpenCompanyInvitation,
} from '@buildright/api/shared';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatMoney, toast } from '@buildright/browser';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';

const limit = (amount: string | null) => (amount === null ? 'No limit' : formatMoney(amount));

/**
 * A company's members and its invitations not yet accepted; staff who edit companies remove a
 * member or revoke an invitation, as the company's admins can.
 */
export function CompanyMembers({
  companyId,
  members,
  invitations,
}: {
  companyId: number;
  members: CompanyMember[];
  invitations: OpenCompanyInvitation[];
}) {
  const can = useCan();
  const manages = can('credit.manage');
  const [toRemove, setToRemove] = useState<CompanyMember | null>(null);
  const [toRevoke, setToRevoke] = useState<OpenCompanyInvitation | null>(null);
  const remove = useMutation(
    trpc.companies.staff.removeMember.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Member removed', description: toRemove?.email });
        setToRemove(null);
      },
    }),
  );
  const revoke = useMutation(
    trpc.companies.staff.revokeInvitation.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Invitation revoked', description: toRevoke?.email });
        setToRevoke(null);
      },
    }),
  );

  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Members
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Members" data-testid="company-members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Order limit</Table.Th>
              <Table.Th>Monthly limit</Table.Th>
              {manages && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.customerId}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {member.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td>{companyRoleLabels[member.role]}</Table.Td>
                <Table.Td>{limit(member.orderLimit)}</Table.Td>
                <Table.Td>{limit(member.monthlyLimit)}</Table.Td>
                {manages && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Remove ${member.name} from the company`}
                      onClick={() => setToRemove(member)}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {invitations.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Pending invitations" data-testid="company-invitations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invited</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>Link valid until</Table.Th>
                {manages && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td fw={600}>{invitation.email}</Table.Td>
                  <Table.Td>{companyRoleLabels[invitation.role]}</Table.Td>
                  <Table.Td>{formatDate(invitation.invitedAt)}</Table.Td>
                  <Table.Td>{formatDate(invitation.expiresAt)}</Table.Td>
                  {manages && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`Revoke the invitation to ${invitation.email}`}
                        onClick={() => setToRevoke(invitation)}
                      >
                        Revoke
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <ConfirmDialog
        opened={toRemove !== null}
        title="Remove member"
        confirmLabel="Remove"
        pendingLabel="Removing..."
        failureTitle="Not removed"
        action={remove}
        onCancel={() => setToRemove(null)}
        onConfirm={() =>
          toRemove && remove.mutate({ id: companyId, customerId: toRemove.customerId })
        }
      >
        <Text>
          Remove <strong>{toRemove?.name}</strong> ({toRemove?.email}) from the company? They lose
          access at once; their orders awaiting approval are cancelled, orders already placed stay
          with the company, and lists they shared pass to an admin.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={toRevoke !== null}
        title="Revoke invitation"
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        failureTitle="Not revoked"
        action={revoke}
        onCancel={() => setToRevoke(null)}
        onConfirm={() => toRevoke && revoke.mutate({ id: companyId, invitationId: toRevoke.id })}
      >
        <Text>
          Revoke the invitation to <strong>{toRevoke?.email}</strong>? Its link stops working.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
