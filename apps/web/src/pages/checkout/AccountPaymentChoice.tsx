import { Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { formatMoney } from '@buildright/browser';
import type { AccountPayment } from './account-payment.ts';
import { CheckoutProblem, type CheckoutFailure } from './CheckoutProblem.tsx';
import { FieldsToFix } from './FieldsToFix.tsx';
import { PayByCard } from './PayByCard.tsx';
import { RequestQuoteButton } from './RequestQuoteButton.tsx';
import type { CardApproval } from './SendForApproval.tsx';

export type PaymentChoice = 'account' | 'card' | 'quote';

interface AccountPaymentChoiceProps {
  account: AccountPayment;
  choice: PaymentChoice;
  onChoose: (choice: PaymentChoice) => void;
  /** The fields not yet complete, by label. */
  missing: string[];
  /** The fields a submit found wrong, by label. */
  toFix: string[];
  cardApproval: CardApproval;
  poNumber: {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    error?: ReactNode;
  };
  problem: CheckoutFailure | null;
  placing: boolean;
  requesting: boolean;
}

/** A company member with payment terms chooses: on the company's account, by card, or a quote. */
export function AccountPaymentChoice({
  account,
  choice,
  onChoose,
  missing,
  toFix,
  cardApproval,
  poNumber,
  problem,
  placing,
  requesting,
}: AccountPaymentChoiceProps) {
  const options: {
    value: PaymentChoice;
    label: string;
    description: string;
    disabled?: boolean;
  }[] = [
    {
      value: 'account',
      label: `Pay on account (${account.terms})`,
      description:
        account.hold ??
        `Charged to ${account.companyName}'s account and invoiced on ${account.terms} terms; ${formatMoney(account.availableCredit)} of credit left. An order past your spending limits waits for your company's approval.`,
      disabled: account.hold !== null,
    },
    {
      value: 'card',
      label: 'Pay with credit card',
      description:
        'Pay now, on the next page; an order past your spending limits is paid once approved.',
    },
    {
      value: 'quote',
      label: 'Request a quote',
      description:
        'No payment now. Our sales team gets back to you within 24 hours with delivery options and a final quote.',
    },
  ];
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="xl" mb="md">
        Payment Options
      </Title>
      <Radio.Group
        label="How would you like to pay?"
        value={choice}
        onChange={(value) => onChoose(value as PaymentChoice)}
        labelProps={{ mb: 'xs' }}
      >
        <Stack gap="sm">
          {options.map((option) => (
            <ChoiceCard key={option.value} {...option} checked={choice === option.value} />
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap="md" mt="lg">
        {choice === 'account' && (
          <TextInput
            label="PO number"
            description="Optional: your purchase order number, printed on the invoice"
            maxLength={100}
            {...poNumber}
          />
        )}
        {problem && <CheckoutProblem problem={problem} />}
        {choice !== 'card' && <FieldsToFix labels={toFix} />}
        {choice === 'account' && (
          <Button
            type="submit"
            size="md"
            h={44}
            fullWidth
            disabled={placing}
            leftSection={<IconBuildingBank size={18} aria-hidden />}
          >
            {placing ? 'Placing Order...' : 'Place Order on Account'}
          </Button>
        )}
        {choice === 'card' && <PayByCard missing={missing} approval={cardApproval} />}
        {choice === 'quote' && <RequestQuoteButton busy={requesting} />}
      </Stack>
    </Card>
  );
}

function ChoiceCard({
  value,
  label,
  description,
  checked,
  disabled = false,
}: {
  value: PaymentChoice;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Radio.Card
      value={value}
      disabled={disabled}
      radius="md"
      p="md"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-description`}
      style={
        checked
          ? {
              borderColor: 'var(--mantine-color-safety-8)',
              background: 'var(--mantine-color-safety-0)',
            }
          : undefined
      }
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} disabled={disabled} />
        <div>
          <Text fw={700} id={`${id}-label`}>
            {label}
          </Text>
          <Text size="sm" c="dimmed" id={`${id}-description`}>
            {description}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}
