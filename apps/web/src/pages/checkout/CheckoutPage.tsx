import type { Order } from '@buildright/api';
import { checkoutInfo, type CheckoutInfo } from '@buildright/api/shared';
import { Card, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@buildright/browser';
import { orderLines } from '../../cart/rules.ts';
import { useCart } from '../../cart/useCart.ts';
import { PaymentStepLayout } from '../../components/PaymentStepLayout.tsx';
import { EmailInput, FullAddressInput, PhoneInput } from '../../forms/contact-inputs.tsx';
import { LoadingNotice } from '../LoadStates.tsx';
import { AccountPaymentChoice, type PaymentChoice } from './AccountPaymentChoice.tsx';
import { CardOrQuoteOptions } from './CardOrQuoteOptions.tsx';
import { fieldsInError, unfinishedFields } from './checkout-fields.ts';
import { EmptyCheckout, QuoteRequested } from './CheckoutStates.tsx';
import { CompanyOrderPlaced } from './CompanyOrderPlaced.tsx';
import { usePricedCart } from '../../cart/usePricedCart.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { SavedAddressPicker } from './SavedAddressPicker.tsx';
import { withSavedAddress } from './saved-details.ts';
import { useAccountPayment } from './useAccountPayment.ts';
import { useCheckoutOrders } from './useCheckoutOrders.ts';
import { useSavedDetailsPrefill } from './useSavedDetailsPrefill.ts';
import { useCompanyAddressChoices } from './useCompanyAddressChoices.ts';
import type { CardApproval } from './SendForApproval.tsx';

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
  const [placedForCompany, setPlacedForCompany] = useState<Order | null>(null);

  if (requestedQuote !== null) return <QuoteRequested quoteNumber={requestedQuote} />;
  if (placedForCompany && payment.companyName) {
    return (
      <CompanyOrderPlaced
        order={placedForCompany}
        companyName={payment.companyName}
        terms={payment.account?.terms ?? null}
      />
    );
  }
  if (cart.items.length === 0) return <EmptyCheckout />;
  return (
    <CheckoutForm
      payment={payment}
      onRequested={setRequestedQuote}
      onPlacedForCompany={setPlacedForCompany}
    />
  );
}

function CheckoutForm({
  payment,
  onRequested,
  onPlacedForCompany,
}: {
  payment: ReturnType<typeof useAccountPayment>;
  onRequested: (quoteNumber: string) => void;
  onPlacedForCompany: (order: Order) => void;
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
  const missing = unfinishedFields(form.values).map((field) => field.label);
  const toFix = fieldsInError(form.errors).map((field) => field.label);
  // A refused submit takes the buyer to the first field to fix, wherever the button was.
  const showFirstError = (errors: Record<string, unknown>) => {
    const [first] = fieldsInError(errors);
    const input = first && form.getInputNode(first.path);
    input?.scrollIntoView({ block: 'center' });
    input?.focus({ preventScroll: true });
  };
  const [chosen, setChoice] = useState<PaymentChoice>('account');
  // Under a credit hold the account is closed: the card is chosen instead.
  const choice = chosen === 'account' && payment.account?.hold ? 'card' : chosen;
  const [poNumber, setPoNumber] = useState('');
  const { requestQuote, placeOnAccount, sendForApproval, problem, clearProblem } =
    useCheckoutOrders(form, { onRequested, onPlacedForCompany });
  // The server's word on whether a card order would pass the member's spending limits.
  const { approval } = usePricedCart(cart.items);
  const cardApproval: CardApproval = {
    reason: approval,
    sending: sendForApproval.isPending,
    problem: sendForApproval.error && errorMessage(sendForApproval.error),
    onSend: form.onSubmit((values) => {
      clearProblem();
      sendForApproval.mutate({ ...values, items: orderLines(cart.items) });
    }, showFirstError),
  };

  const submit = form.onSubmit((values) => {
    clearProblem();
    const order = { ...values, items: orderLines(cart.items) };
    if (payment.account && choice === 'account') placeOnAccount.mutate({ ...order, poNumber });
    else if (payment.account && choice === 'card') void navigate('/stripe-checkout');
    else requestQuote.mutate(order);
  }, showFirstError);

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
        missing={missing}
        toFix={toFix}
        cardApproval={cardApproval}
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
        missing={missing}
        toFix={toFix}
        cardApproval={cardApproval}
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
                buyerName={form.values.customerName}
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
