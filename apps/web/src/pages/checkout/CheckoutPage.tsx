import { checkoutInfo, type CheckoutInfo } from '@buildright/api/shared';
import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle, IconCreditCard, IconFileInvoice } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fieldErrorsOf, toast } from '@buildright/browser';
import { orderLines } from '../../cart/rules.ts';
import { useCart } from '../../cart/useCart.ts';
import { ErrorAlert } from '@buildright/ui';
import { PaymentStepLayout } from '../../components/PaymentStepLayout.tsx';
import { EmailInput, FullAddressInput, PhoneInput } from '../../forms/contact-inputs.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { EmptyCheckout, QuoteRequested } from './CheckoutStates.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { SavedAddressPicker } from './SavedAddressPicker.tsx';
import { withSavedAddress } from './saved-details.ts';
import { useSavedDetailsPrefill } from './useSavedDetailsPrefill.ts';

const emptyInfo: CheckoutInfo = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  customerAddress: '',
};

export function CheckoutPage() {
  const cart = useCart();
  const [requestedQuote, setRequestedQuote] = useState<string | null>(null);

  if (requestedQuote !== null) return <QuoteRequested quoteNumber={requestedQuote} />;
  if (cart.items.length === 0) return <EmptyCheckout />;
  return <CheckoutForm onRequested={setRequestedQuote} />;
}

function CheckoutForm({ onRequested }: { onRequested: (quoteNumber: string) => void }) {
  const trpc = useTRPC();
  const cart = useCart();
  const form = useForm<CheckoutInfo>({
    initialValues: cart.checkoutInfo ?? emptyInfo,
    validate: schemaResolver(checkoutInfo, { sync: true }),
    // Kept for the card payment page (and a reload) once all four fields are filled in.
    onValuesChange: (values) => cart.setCheckoutInfo(values),
  });
  const savedAddresses = useSavedDetailsPrefill(form);
  const readyToPay = checkoutInfo.safeParse(form.values).success;
  const [problem, setProblem] = useState<string | null>(null);

  const requestQuote = useMutation(
    trpc.checkout.requestQuote.mutationOptions({
      onSuccess: (request) => {
        onRequested(request.quoteNumber);
        cart.clear();
        // The spec's words for a placed order (SPEC §8); the page names the quote request itself.
        toast({
          title: 'Order Placed Successfully!',
          description: 'You will receive a confirmation email shortly.',
        });
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        form.setErrors(fieldErrors);
        // Problems with the cart itself (stock, a removed product) are explained beside the form.
        setProblem(Object.keys(fieldErrors).length === 0 ? error.message : null);
        toast({
          title: 'Error',
          description: 'Failed to place order. Please try again.',
          variant: 'destructive',
        });
      },
    }),
  );

  const submit = form.onSubmit((values) => {
    setProblem(null);
    requestQuote.mutate({ ...values, items: orderLines(cart.items) });
  });

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
            {savedAddresses.length > 0 && (
              <SavedAddressPicker
                addresses={savedAddresses}
                currentAddress={form.values.customerAddress}
                onPick={(address) => form.setValues(withSavedAddress(form.getValues(), address))}
              />
            )}
            <FullAddressInput {...form.getInputProps('customerAddress')} />
          </Card>

          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="xl" mb="xs">
              Payment Options
            </Title>
            <Text c="dimmed" size="sm" mb="md">
              Pay now by card, or request a quote and our sales team will contact you to arrange
              payment and delivery.
            </Text>
            {readyToPay ? (
              <Button
                component={Link}
                to="/stripe-checkout"
                size="md"
                fullWidth
                leftSection={<IconCreditCard size={18} aria-hidden />}
              >
                Pay with Credit Card
              </Button>
            ) : (
              <>
                <Button
                  size="md"
                  fullWidth
                  disabled
                  leftSection={<IconCreditCard size={18} aria-hidden />}
                  aria-describedby="pay-hint"
                >
                  Complete Information to Pay
                </Button>
                <Text size="sm" c="dimmed" mt="xs" id="pay-hint">
                  Please complete your contact and delivery information above to pay by card.
                </Text>
              </>
            )}
          </Card>

          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="xl" mb="xs">
              Request a Quote
            </Title>
            <Text c="dimmed" size="sm" mb="md">
              No payment now. We reserve your items and our sales team gets back to you within 24
              hours with delivery options and a final quote.
            </Text>
            {problem && (
              <ErrorAlert
                icon={<IconAlertTriangle aria-hidden />}
                mb="md"
                title="We could not place your order"
              >
                {problem}
              </ErrorAlert>
            )}
            <Button
              type="submit"
              size="md"
              fullWidth
              variant="filled"
              color="dark"
              disabled={requestQuote.isPending}
              leftSection={<IconFileInvoice size={18} aria-hidden />}
            >
              {requestQuote.isPending ? 'Submitting Request...' : 'Request Quote'}
            </Button>
          </Card>
        </Stack>
      </form>
    </PaymentStepLayout>
  );
}
