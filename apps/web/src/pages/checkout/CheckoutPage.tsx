import type { Order } from '@buildright/api';
import { checkoutInfo, type CheckoutInfo } from '@buildright/api/shared';
import { Card, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { orderLines } from '../../cart/rules.ts';
import { useCart } from '../../cart/useCart.ts';
import { PaymentStepLayout } from '../../components/PaymentStepLayout.tsx';
import { EmailInput, FullAddressInput, PhoneInput } from '../../forms/contact-inputs.tsx';
import { LoadingNotice } from '../LoadStates.tsx';
import { AccountPaymentChoice, type PaymentChoice } from './AccountPaymentChoice.tsx';
import { CardOrQuoteOptions } from './CardOrQuoteOptions.tsx';
import { EmptyCheckout, QuoteRequested } from './CheckoutStates.tsx';
import { OrderPlacedOnAccount } from './OrderPlacedOnAccount.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { SavedAddressPicker } from './SavedAddressPicker.tsx';
import { withSavedAddress } from './saved-details.ts';
import { useAccountPayment } from './useAccountPayment.ts';
import { useCheckoutOrders } from './useCheckoutOrders.ts';
import { useSavedDetailsPrefill } from './useSavedDetailsPrefill.ts';
import { useCompanyAddressChoices } from './useCompanyAddressChoices.ts';

const emptyInfo: CheckoutInfo = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  customerAddress: '',
};

export function CheckoutPage() {
  const cart = useCart();
  const payment = useAccountPayment();
  const [requestedQuote, setRequestedQuote] = useState<string | null>(null);
  const [placedOnAccount, setPlacedOnAccount] = useState<Order | null>(null);

  if (requestedQuote !== null) return <QuoteRequested quoteNumber={requestedQuote} />;
  if (placedOnAccount && payment.account) {
    return <OrderPlacedOnAccount order={placedOnAccount} account={payment.account} />;
  }
  if (cart.items.length === 0) return <EmptyCheckout />;
  return (
    <CheckoutForm
      payment={payment}
      onRequested={setRequestedQuote}
      onPlacedOnAccount={setPlacedOnAccount}
    />
  );
}

function CheckoutForm({
  payment,
  onRequested,
  onPlacedOnAccount,
}: {
  payment: ReturnType<typeof useAccountPayment>;
  onRequested: (quoteNumber: string) => void;
  onPlacedOnAccount: (order: Order) => void;
}) {
  const cart = useCart();
  const navigate = useNavigate();
  const form = useForm<CheckoutInfo>({
    initialValues: cart.checkoutInfo ?? emptyInfo,
    validate: schemaResolver(checkoutInfo, { sync: true }),
    // Kept for the card payment page (and a reload) once all four fields are filled in.
    onValuesChange: (values) => cart.setCheckoutInfo(values),
  });
  const savedAddresses = useSavedDetailsPrefill(form);
  const companyAddresses = useCompanyAddressChoices();
  const readyToPay = checkoutInfo.safeParse(form.values).success;
  const [chosen, setChoice] = useState<PaymentChoice>('account');
  // Under a credit hold the account is closed: the card is chosen instead.
  const choice = chosen === 'account' && payment.account?.hold ? 'card' : chosen;
  const [poNumber, setPoNumber] = useState('');
  const { requestQuote, placeOnAccount, problem, clearProblem } = useCheckoutOrders(form, {
    onRequested,
    onPlacedOnAccount,
  });

  const submit = form.onSubmit((values) => {
    clearProblem();
    const order = { ...values, items: orderLines(cart.items) };
    if (payment.account && choice === 'account') placeOnAccount.mutate({ ...order, poNumber });
    else if (payment.account && choice === 'card') void navigate('/stripe-checkout');
    else requestQuote.mutate(order);
  });

  let paymentOptions;
  if (payment.loading) {
    paymentOptions = <LoadingNotice what="payment options" py="md" />;
  } else if (payment.account) {
    paymentOptions = (
      <AccountPaymentChoice
        account={payment.account}
        choice={choice}
        onChoose={(next) => {
          setChoice(next);
          clearProblem();
        }}
        readyToPay={readyToPay}
        poNumber={{
          value: poNumber,
          onChange: (event) => {
            setPoNumber(event.currentTarget.value);
            form.clearFieldError('poNumber');
          },
          error: form.errors.poNumber,
        }}
        problem={problem}
        placing={placeOnAccount.isPending}
        requesting={requestQuote.isPending}
      />
    );
  } else {
    paymentOptions = (
      <CardOrQuoteOptions
        readyToPay={readyToPay}
        problem={problem}
        requesting={requestQuote.isPending}
      />
    );
  }

  return (
    <PaymentStepLayout
      size="xl"
      head={<title>Checkout | BuildRight Equipment</title>}
      back={{ to: '/', label: 'Back to Shop' }}
      title="Checkout"
      summary={<OrderSummary />}
    >
      <form onSubmit={submit} noValidate aria-label="Checkout">
        <Stack gap="lg">
          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="xl" mb="md">
              Contact Information
            </Title>
            <Stack gap="sm">
              <TextInput
                label="Full Name"
                autoComplete="name"
                withAsterisk
                {...form.getInputProps('customerName')}
              />
              <EmailInput label="Email Address" {...form.getInputProps('customerEmail')} />
              <PhoneInput
                label="Phone Number"
                withAsterisk
                {...form.getInputProps('customerPhone')}
              />
            </Stack>
          </Card>

          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="xl" mb="md">
              Delivery Address
            </Title>
            {(savedAddresses.length > 0 || companyAddresses) && (
              <SavedAddressPicker
                addresses={savedAddresses}
                company={companyAddresses}
                currentAddress={form.values.customerAddress}
                onPick={(address) => form.setValues(withSavedAddress(form.getValues(), address))}
              />
            )}
            <FullAddressInput {...form.getInputProps('customerAddress')} />
          </Card>

          {paymentOptions}
        </Stack>
      </form>
    </PaymentStepLayout>
  );
}
