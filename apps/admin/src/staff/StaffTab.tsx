import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser } from '@buildright/api';
import { QueryError } from '../common/QueryError.tsx';
import { LoadingText } from '../common/TableStates.tsx';
import { trpc } from '../lib/trpc.ts';
import { InvitationsTable } from './InvitationsTable.tsx';
import { InviteDialog } from './InviteDialog.tsx';
import { MembersTable } from './MembersTable.tsx';

/** The owner's view of the staff: who has an account with which role, and who is invited. */
export function StaffTab({ admin }: { admin: AdminUser }) {
  const staff = useQuery(trpc.staff.list.queryOptions());
  const [inviting, setInviting] = useState(false);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="h3">
          Staff members
        </Title>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => setInviting(true)}
        >
          Invite staff member
        </Button>
      </Group>
      {staff.isError ? (
        <QueryError error={staff.error} onRetry={() => void staff.refetch()} />
      ) : !staff.data ? (
        <LoadingText>Loading staff...</LoadingText>
      ) : (
        <>
          <MembersTable members={staff.data.members} me={admin} />
          <Title order={2} fz="h3" mt="md">
            Open invitations
          </Title>
          <InvitationsTable invitations={staff.data.invitations} />
        </>
      )}
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
