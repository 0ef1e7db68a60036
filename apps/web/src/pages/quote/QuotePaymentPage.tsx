import type { BuyerQuote } from '@buildright/api';
import { quoteToken } from '@buildright/api/shared';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { errorCode, errorMessage } from '@buildright/browser';
import { ErrorWithAction } from '../../components/ErrorWithAction.tsx';
import { PaymentStepLayout } from '../../components/PaymentStepLayout.tsx';
import { PaymentInformation } from '../payment/PaymentInformation.tsx';
import { quotePath } from './quote-paths.ts';
import { QuoteHead } from './QuoteHead.tsx';
import { QuoteNotFound } from './QuoteNotFound.tsx';
import { QuotePaymentSummary } from './QuotePaymentSummary.tsx';
import { useBuyerQuote } from './useBuyerQuote.ts';
import { useQuotePayment } from './useQuotePayment.ts';
import { LoadFailure } from '../LoadStates.tsx';
import { QuoteLoadFailure, QuoteLoading } from './QuoteLoadStates.tsx';

/**
 * /quotes/:token/pay?revision=N: accepts revision N for card payment and takes it with the shop's
 * card form. A paid payment lands back on the quote; the cart is not touched.
 */
export function QuotePaymentPage() {
  const token = quoteToken.safeParse(useParams().token);
  if (!token.success) return <QuoteNotFound />;
  return <QuotePaymentScreen token={token.data} />;
}

function QuotePaymentScreen({ token }: { token: string }) {
  const quote = useBuyerQuote(token);
  const revision = Number(useSearchParams()[0].get('revision')) || undefined;

  if (quote.isPending) return <QuoteLoading title="Card Payment" />;
  if (quote.isError) {
    return (
      <QuoteLoadFailure title="Card Payment" error={quote.error}>
        <LoadFailure what="quote" message={errorMessage(quote.error)} centred />
      </QuoteLoadFailure>
    );
  }
  const { current } = quote.data;
  const payable =
    quote.data.awaitingCardPayment || (quote.data.can.accept && revision !== undefined);
  // Paid, declined, expired... or no revision read yet: the quote page says what stands.
  if (!current || !payable) return <Navigate to={quotePath(token)} replace />;
  return <QuotePayment quote={quote.data} token={token} revision={revision ?? current.number} />;
}

function QuotePayment({
  quote,
  token,
  revision,
}: {
  quote: BuyerQuote;
  token: string;
  revision: number;
}) {
  const payment = useQuotePayment(token, revision);
  // A refusal (a newer revision, an expired quote) is no reason to retry: the quote says why.
  const refused = errorCode(payment.error) === 'CONFLICT';
  const current = quote.current!;

  return (
    <PaymentStepLayout
      head={<QuoteHead title={`Card Payment for Quote ${quote.number}`} />}
      back={{ to: quotePath(token), label: 'Back to the quote' }}
      title="Card Payment"
      summary={
        <QuotePaymentSummary
          quoteNumber={quote.number}
          revision={current}
          amount={payment.intent?.amount ?? null}
        />
      }
    >
      {refused ? (
        <ErrorWithAction
          title="This quote cannot be paid now"
          message={errorMessage(payment.error)}
          actions={[{ label: 'Back to the quote', to: quotePath(token) }]}
        />
      ) : (
        <PaymentInformation
          intent={payment.intent}
          error={payment.error}
          onRestart={payment.restart}
          returnPath={quotePath(token)}
        />
      )}
    </PaymentStepLayout>
  );
}
