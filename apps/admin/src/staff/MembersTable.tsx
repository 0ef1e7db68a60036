import { Badge, Button, Select, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser } from '@buildright/api';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { DataTable } from '../common/DataTable.tsx';
import { staffRoleLabels, type StaffRole } from '@buildright/api/shared';
import { formatDateTime, toast, toastFailure } from '@buildright/browser';
import { trpc } from '../lib/trpc.ts';
import { roleOptions } from './roleOptions.ts';
import type { StaffMember } from './types.ts';

const columns = ['Username', 'E-mail', 'Role', 'Status', 'Last sign-in', 'Actions'];

/** Asks before disabling (which signs the member out everywhere) or enabling an account. */
function DisabledDialog(props: { member: StaffMember | null; onClose: () => void }) {
  const { member, onClose } = props;
  const disabling = member !== null && !member.disabled;
  const change = useMutation(
    trpc.staff.setDisabled.mutationOptions({
      onSuccess: (_, { disabled }) => {
        toast({
          title: disabled ? 'Account disabled' : 'Account enabled',
          description: member?.username,
        });
        onClose();
      },
    }),
  );
  return (
    <ConfirmDialog
      opened={member !== null}
      title={disabling ? 'Disable staff account' : 'Enable staff account'}
      confirmLabel={disabling ? 'Disable' : 'Enable'}
      pendingLabel={disabling ? 'Disabling...' : 'Enabling...'}
      failureTitle={disabling ? 'Not disabled' : 'Not enabled'}
      confirmColor={disabling ? 'red' : 'blue'}
      action={change}
      onCancel={onClose}
      onConfirm={() => member && change.mutate({ id: member.id, disabled: disabling })}
    >
      <Text>
        {disabling ? 'Disable' : 'Enable'} the account of <strong>{member?.username}</strong>?
      </Text>
      <Text size="sm" c="dimmed">
        {disabling
          ? 'They are signed out everywhere at once and cannot sign in until an owner enables the account again.'
          : 'They can sign in again with their username and password.'}
      </Text>
    </ConfirmDialog>
  );
}

/** The staff accounts: each one's role to change, and the account to disable or enable. */
export function MembersTable({ members, me }: { members: StaffMember[]; me: AdminUser }) {
  const [toToggle, setToToggle] = useState<StaffMember | null>(null);
  const setRole = useMutation(
    trpc.staff.setRole.mutationOptions({
      onSuccess: ({ id }, { role }) => {
        const member = members.find((m) => m.id === id);
        toast({
          title: 'Role changed',
          description: `${member?.username ?? 'The member'} is now ${staffRoleLabels[role]}`,
        });
      },
      // The server keeps at least one enabled owner; its reason says so.
      onError: (error) => toastFailure('Role not changed', error),
    }),
  );
  const shownRole = (member: StaffMember) =>
    setRole.isPending && setRole.variables.id === member.id ? setRole.variables.role : member.role;

  return (
    <>
      <DataTable label="Staff members" columns={columns} minWidth={820}>
        {members.map((member) => (
          <Table.Tr key={member.id}>
            <Table.Td fw={600}>
              {member.username}
              {member.id === me.id && (
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  (you)
                </Text>
              )}
            </Table.Td>
            <Table.Td>{member.email ?? '—'}</Table.Td>
            <Table.Td>
              <Select
                aria-label={`Role of ${member.username}`}
                data={roleOptions}
                value={shownRole(member)}
                allowDeselect={false}
                disabled={setRole.isPending}
                onChange={(role) =>
                  role &&
                  role !== member.role &&
                  setRole.mutate({ id: member.id, role: role as StaffRole })
                }
                w={150}
                size="xs"
              />
            </Table.Td>
            <Table.Td>
              <Badge color={member.disabled ? 'gray' : 'green'}>
                {member.disabled ? 'Disabled' : 'Active'}
              </Badge>
            </Table.Td>
            <Table.Td>
              {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                color={member.disabled ? 'blue' : 'red'}
                aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.username}`}
                onClick={() => setToToggle(member)}
              >
                {member.disabled ? 'Enable' : 'Disable'}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <DisabledDialog member={toToggle} onClose={() => setToToggle(null)} />
    </>
  );
}
