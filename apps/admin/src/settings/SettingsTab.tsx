import {
  Button,
  Group,
  Input,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  holdPeriodText,
  returnReasonLabels,
  returnReasons,
  type RestockingFees,
} from '@buildright/api/shared';
import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { QueryContent } from '../common/QueryContent.tsx';
import { trpc } from '../lib/trpc.ts';

interface Settings {
  cardHoldMinutes: number;
  remitToAddress: string | null;
  paymentInstructions: string | null;
  returnWindowDays: number;
  restockingFees: RestockingFees;
  returnAddress: string | null;
}

const whole = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/**
 * The shop's settings staff with settings.manage keep: holds of card payments, invoices' remit-to,
 * and returns' window, restocking fees and address.
 */
export function SettingsTab() {
  const settings = useQuery(trpc.settings.get.queryOptions());
  return (
    <QueryContent query={settings} loading="Loading settings...">
      {/* Drawn afresh from each saved value, so the form shows what the shop uses. */}
      {(data) => <SettingsForm key={JSON.stringify(data)} settings={data} />}
    </QueryContent>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const [cardHoldMinutes, setCardHoldMinutes] = useState<number | string>(settings.cardHoldMinutes);
  const [remitToAddress, setRemitToAddress] = useState(settings.remitToAddress ?? '');
  const [paymentInstructions, setPaymentInstructions] = useState(
    settings.paymentInstructions ?? '',
  );
  const [returnWindowDays, setReturnWindowDays] = useState<number | string>(
    settings.returnWindowDays,
  );
  const [fees, setFees] = useState<Record<string, number | string>>(settings.restockingFees);
  const [returnAddress, setReturnAddress] = useState(settings.returnAddress ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (saved) => {
        setErrors({});
        toast({
          title: 'Settings saved',
          description: `Unpaid card payments now hold stock for ${holdPeriodText(saved.cardHoldMinutes)}.`,
        });
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toastFailure('Settings not saved', error);
      },
    }),
  );
  return (
    <Paper withBorder p="md" radius="md" maw={720}>
      <form
        aria-label="Shop settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({
            cardHoldMinutes: whole(cardHoldMinutes),
            remitToAddress,
            paymentInstructions,
            returnWindowDays: whole(returnWindowDays),
            restockingFees: Object.fromEntries(
              returnReasons.map((reason) => [reason, whole(fees[reason] ?? '')]),
            ) as RestockingFees,
            returnAddress,
          });
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="lg">
            Shop settings
          </Title>
          <NumberInput
            label="Card payment hold (minutes)"
            description="How long an unpaid card checkout keeps its units off the shelf, for guests and signed-in buyers alike (5 to 1,440)"
            allowDecimal={false}
            allowNegative={false}
            min={5}
            max={1440}
            maw={320}
            value={cardHoldMinutes}
            onChange={setCardHoldMinutes}
            error={errors.cardHoldMinutes}
          />
          <Textarea
            label="Remit-to address"
            description="Where customers on account send payment; printed on invoices and statements. Empty: the shop's address."
            autosize
            minRows={3}
            value={remitToAddress}
            onChange={(event) => setRemitToAddress(event.currentTarget.value)}
            error={errors.remitToAddress}
          />
          <Textarea
            label="Payment instructions"
            description="Bank transfer or ACH details, printed on invoices and statements"
            autosize
            minRows={3}
            value={paymentInstructions}
            onChange={(event) => setPaymentInstructions(event.currentTarget.value)}
            error={errors.paymentInstructions}
          />
          <Title order={3} fz="md">
            Returns
          </Title>
          <NumberInput
            label="Return window (days)"
            description="How long after delivery a buyer may ask to return items (1 to 365)"
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={365}
            maw={320}
            value={returnWindowDays}
            onChange={setReturnWindowDays}
            error={errors.returnWindowDays}
          />
          <Input.Wrapper
            label="Restocking fee per reason (%)"
            description="Kept back of a return's refund by default; staff may refund another amount"
            error={errors.restockingFees}
          >
            <SimpleGrid cols={{ base: 2, sm: 5 }} mt={4}>
              {returnReasons.map((reason) => (
                <NumberInput
                  key={reason}
                  label={returnReasonLabels[reason]}
                  allowDecimal={false}
                  allowNegative={false}
                  min={0}
                  max={100}
                  value={fees[reason]}
                  onChange={(value) => setFees((now) => ({ ...now, [reason]: value }))}
                />
              ))}
            </SimpleGrid>
          </Input.Wrapper>
          <Textarea
            label="Returns address"
            description="Where buyers send returns; printed on the return slip. Empty: the shop's address."
            autosize
            minRows={3}
            value={returnAddress}
            onChange={(event) => setReturnAddress(event.currentTarget.value)}
            error={errors.returnAddress}
          />
          <Text size="sm" c="dimmed">
            Changes are recorded in the activity log.
          </Text>
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
