import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import {
  INVITATION_DAYS,
  inviteStaffInput,
  staffRoleDescriptions,
  staffRoleLabels,
  staffRoles,
} from '@buildright/api/shared';
import { fieldErrorsOf, toast } from '@buildright/browser';
import { FailureAlert } from '../common/FailureAlert.tsx';
import { FormButtons } from '../common/FormButtons.tsx';
import { TitledModal } from '../common/TitledModal.tsx';
import { trpc } from '../lib/trpc.ts';
import { schemaErrors } from '../lib/validate.ts';

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
      onSuccess: ({ email }) => {
        toast({
          title: 'Invitation sent',
          description: `${email} gets a link to set up the account.`,
        });
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
        <FailureAlert title="Not invited" error={invite.error} />
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
        <FormButtons submitLabel="Send invitation" saving={invite.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Asks for the new staff member's e-mail address and role, and sends them the link. */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <TitledModal opened={opened} onClose={onClose} title="Invite staff member">
      {/* A fresh, empty form each time the dialog opens. */}
      {opened && <InviteForm onClose={onClose} />}
    </TitledModal>
  );
}
