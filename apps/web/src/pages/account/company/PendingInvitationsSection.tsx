import type { OpenCompanyInvitation } from '@buildright/api/shared';
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, toast, toastFailure } from '@buildright/browser';
import { ModalActions } from '../../../components/ModalActions.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { RowList, RowListItem } from './RowList.tsx';
import { roleLabel } from './limits.ts';

/** Invitations not yet accepted, for the company's admins, who may take them back. */
export function PendingInvitationsSection({
  invitations,
}: {
  invitations: OpenCompanyInvitation[];
}) {
  const trpc = useTRPC();
  const [revoking, setRevoking] = useState<OpenCompanyInvitation | null>(null);
  const revoke = useMutation(
    trpc.companies.member.revokeInvitation.mutationOptions({
      onSuccess: () => {
        toast({
          title: 'Invitation revoked',
          description: `The link sent to ${revoking?.email} no longer works.`,
        });
        setRevoking(null);
      },
      onError: (error) => toastFailure('Invitation not revoked', error),
    }),
  );
  if (invitations.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="company-invitations">
      <Title order={3} fz="h4">
        Pending invitations
      </Title>
      <RowList>
        {invitations.map((invitation) => (
          <RowListItem key={invitation.id} testId="company-invitation">
            <div style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {invitation.email}
              </Text>
              <Text c="dimmed" size="xs">
                {roleLabel(invitation.role)} · sent {formatDate(invitation.invitedAt)} · link valid
                until {formatDate(invitation.expiresAt)}
              </Text>
            </div>
            <Button
              variant="default"
              color="red"
              size="sm"
              h={44}
              onClick={() => setRevoking(invitation)}
              aria-label={`Revoke the invitation to ${invitation.email}`}
            >
              Revoke
            </Button>
          </RowListItem>
        ))}
      </RowList>
      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title="Revoke Invitation">
        <Text size="sm">
          Revoke the invitation to {revoking?.email}? The link we e-mailed stops working.
        </Text>
        <ModalActions
          onCancel={() => setRevoking(null)}
          confirmLabel="Revoke Invitation"
          confirmColor="red"
          focusCancel
          loading={revoke.isPending}
          onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
        />
      </Modal>
    </Stack>
  );
}
