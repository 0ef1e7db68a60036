import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import {
  INVITATION_DAYS,
  inviteStaffInput,
  staffRoleDescriptions,
  staffRoleLabels,
  staffRoles,
} from '@buildright/api/shared';
import { errorMessage, fieldErrorsOf, toast } from '@buildright/browser';
import { trpc } from '../lib/trpc.ts';
import { schemaErrors } from '../lib/validate.ts';
import { refreshStaff } from './refresh.ts';

interface InviteValues {
  email: string;
  role: string;
}

function InviteForm({ onClose }: { onClose: () => void }) {
  const form = useForm<InviteValues>({
    initialValues: { email: '', role: '' },
    validate: (values) => schemaErrors(inviteStaffInput, values),
  });
  const invite = useMutation(
    trpc.staff.invite.mutationOptions({
      onSuccess: async ({ email }) => {
        toast({
          title: 'Invitation sent',
          description: `${email} gets a link to set up the account.`,
        });
        await refreshStaff();
        onClose();
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => invite.mutate(inviteStaffInput.parse(values)))}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          We e-mail a link with which they choose a username and password. It works once, for{' '}
          {INVITATION_DAYS} days.
        </Text>
        {invite.isError && (
          <Alert color="red" role="alert" title="Not invited">
            {errorMessage(invite.error)}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="off"
          withAsterisk
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Radio.Group label="Role" withAsterisk {...form.getInputProps('role')}>
          <Stack gap="sm" mt="xs">
            {staffRoles.map((role) => (
              <Radio
                key={role}
                value={role}
                label={staffRoleLabels[role]}
                description={staffRoleDescriptions[role]}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={invite.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for the new staff member's e-mail address and role, and sends them the link. */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          Invite staff member
        </Text>
      }
      centered
    >
      {/* A fresh, empty form each time the dialog opens. */}
      {opened && <InviteForm onClose={onClose} />}
    </Modal>
  );
}
