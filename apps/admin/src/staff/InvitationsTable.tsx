import { Button, Group, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { DataTable } from '../common/DataTable.tsx';
import { EmptyRow } from '../common/TableStates.tsx';
import { staffRoleLabels } from '@buildright/api/shared';
import { formatDateTime, toast, toastFailure } from '@buildright/browser';
import { trpc } from '../lib/trpc.ts';
import type { OpenInvitation } from './types.ts';

const columns = ['E-mail', 'Role', 'Invited by', 'Expires', 'Actions'];

/** Invitations nobody has accepted yet: sent again with a fresh link, or revoked. */
export function InvitationsTable({ invitations }: { invitations: OpenInvitation[] }) {
  const [toRevoke, setToRevoke] = useState<OpenInvitation | null>(null);
  // Inviting the same address again replaces its open invitation with a new link.
  const resend = useMutation(
    trpc.staff.invite.mutationOptions({
      onSuccess: ({ email }) =>
        toast({
          title: 'Invitation sent again',
          description: `${email} gets a new link; the old one no longer works.`,
        }),
      onError: (error) => toastFailure('Invitation not sent', error),
    }),
  );
  const revoke = useMutation(
    trpc.staff.revokeInvitation.mutationOptions({
      onSuccess: () => {
        toast({ title: 'Invitation revoked', description: toRevoke?.email });
        setToRevoke(null);
      },
    }),
  );

  return (
    <>
      <DataTable label="Open invitations" columns={columns} minWidth={760}>
        {invitations.length === 0 && (
          <EmptyRow colSpan={columns.length}>No open invitations.</EmptyRow>
        )}
        {invitations.map((invitation) => (
          <Table.Tr key={invitation.id}>
            <Table.Td fw={600}>{invitation.email}</Table.Td>
            <Table.Td>{staffRoleLabels[invitation.role]}</Table.Td>
            <Table.Td>{invitation.invitedBy ?? '—'}</Table.Td>
            <Table.Td>{formatDateTime(invitation.expiresAt)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Resend the invitation to ${invitation.email}`}
                  loading={resend.isPending && resend.variables.email === invitation.email}
                  onClick={() => resend.mutate({ email: invitation.email, role: invitation.role })}
                >
                  Resend
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                  onClick={() => setToRevoke(invitation)}
                >
                  Revoke
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <ConfirmDialog
        opened={toRevoke !== null}
        title="Revoke invitation"
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        failureTitle="Not revoked"
        action={revoke}
        onCancel={() => setToRevoke(null)}
        onConfirm={() => toRevoke && revoke.mutate({ id: toRevoke.id })}
      >
        <Text>
          Revoke the invitation to <strong>{toRevoke?.email}</strong>? Its link stops working.
        </Text>
      </ConfirmDialog>
    </>
  );
}
