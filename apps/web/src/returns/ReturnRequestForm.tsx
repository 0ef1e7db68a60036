import { returnReasonLabels, returnReasons, type ReturnRequestInput } from '@buildright/api/shared';
import { errorMessage, fieldErrorsOf } from '@buildright/browser';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconTruckReturn } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  emptyReturnForm,
  returnFormErrors,
  returnFormFieldErrors,
  returnRequestOf,
  type ReturnableLine,
} from './return-request.ts';

/**
 * Which lines go back and how many of each (never more than each may still return), why, and a
 * note. `send` asks (the account's or the guest's procedure); `pending` and `error` are its
 * state; `cancel` leads back.
 */
export function ReturnRequestForm({
  lines,
  send,
  pending,
  error,
  cancel,
}: {
  lines: readonly ReturnableLine[];
  send: (input: ReturnRequestInput) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  cancel: ReactNode;
}) {
  const form = useForm({
    initialValues: emptyReturnForm(lines),
    validate: (values) => returnFormErrors(values, lines),
  });
  const submit = form.onSubmit(async (values) => {
    const input = returnRequestOf(values, lines);
    try {
      await send(input);
    } catch (failure) {
      form.setErrors(returnFormFieldErrors(fieldErrorsOf(failure), input));
    }
  });
  const refused = Boolean(error) && Object.keys(fieldErrorsOf(error)).length === 0;

  return (
    <form onSubmit={submit} noValidate aria-label="Return items">
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="fieldset" m={0}>
          <Title order={2} fz="lg" component="legend" px={4}>
            What are you sending back?
          </Title>
          <Stack gap="md" mt="xs">
            {lines.map((line) => (
              <Group
                key={line.itemId}
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="sm"
                data-testid="return-line"
              >
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{line.name}</Text>
                  <Text size="sm" c="dimmed">
                    Ordered {line.quantity} · up to {line.returnableQuantity} can be returned
                  </Text>
                </div>
                <NumberInput
                  aria-label={`How many of ${line.name} to return`}
                  min={0}
                  max={line.returnableQuantity}
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative={false}
                  w={96}
                  style={{ flexShrink: 0 }}
                  {...form.getInputProps(`quantities.${line.itemId}`)}
                />
              </Group>
            ))}
            {form.errors.lines && (
              <Text c="red.8" size="sm" role="alert">
                {form.errors.lines}
              </Text>
            )}
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Radio.Group
              label="Why are you returning them?"
              withAsterisk
              {...form.getInputProps('reason')}
            >
              <Stack gap="xs" mt="xs">
                {returnReasons.map((reason) => (
                  <Radio key={reason} value={reason} label={returnReasonLabels[reason]} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label="Note"
              description={
                form.values.reason === 'other'
                  ? 'Required: tell us why you are returning them'
                  : 'Optional: anything we should know'
              }
              withAsterisk={form.values.reason === 'other'}
              autosize
              minRows={3}
              maxLength={1000}
              {...form.getInputProps('note')}
            />
          </Stack>
        </Paper>

        {refused && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            Your return was not requested: {errorMessage(error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            type="submit"
            loading={pending}
            leftSection={<IconTruckReturn size={18} aria-hidden />}
          >
            Request return
          </Button>
          {cancel}
        </Group>
      </Stack>
    </form>
  );
}
