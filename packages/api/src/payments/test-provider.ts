import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { testPaymentIntents, testRefunds, type Database, type Transaction } from '@buildright/db';
import { notFound } from '../errors.ts';
import { formatMoney } from '../shared/money.ts';
import { TEST_CARDS } from './shared/test-card.ts';
import {
  outcomeOf,
  type CreateRefundInput,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
} from './provider.ts';

type Row = typeof testPaymentIntents.$inferSelect;
type RefundRow = typeof testRefunds.$inferSelect;

const toRefund = (row: RefundRow): ProviderRefund => ({
  id: row.id,
  outcome: row.status === 'succeeded' ? 'succeeded' : 'failed',
  amountCents: row.amountCents,
  refundId: row.refundId,
  failureMessage: row.failureReason,
});

function toIntent(row: Row): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    outcome: outcomeOf(row.status, row.lastError),
    amountCents: row.amountCents,
    currency: row.currency,
    orderId: row.orderId,
    failureMessage: row.lastError,
  };
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/** What the test provider's bank says to a card number (already checked as a card form does). */
function testCardVerdict(cardNumber: string): { ok: true } | { ok: false; message: string } {
  switch (cardNumber) {
    case TEST_CARDS.succeeds:
      return { ok: true };
    case TEST_CARDS.declined:
      return { ok: false, message: 'Your card was declined.' };
    case TEST_CARDS.insufficientFunds:
      return { ok: false, message: 'Your card has insufficient funds.' };
    default:
      return {
        ok: false,
        message:
          'Your card was declined. Test mode accepts only the test cards, such as 4242 4242 4242 4242.',
      };
  }
}

/** The test provider's refund of `input`: refused with `refusal`, or, without one, given. */
const testRefundRow = (input: CreateRefundInput, refusal: string | null): RefundRow => ({
  id: `tre_${token(12)}`,
  intentId: input.paymentId,
  amountCents: input.amountCents,
  idempotencyKey: input.idempotencyKey,
  refundId: input.refundId,
  status: refusal ? 'failed' : 'succeeded',
  failureReason: refusal,
  createdAt: new Date(),
});

/**
 * What the test provider's bank says to a refund of a paid intent, as Stripe would: never more
 * than it took less what it gave back already. Null when it gives the money back.
 */
async function testRefundRefusal(
  tx: Transaction,
  intent: { id: string; amountCents: number },
  amountCents: number,
): Promise<string | null> {
  const [given] = await tx
    .select({ cents: sql<number>`coalesce(sum(${testRefunds.amountCents}), 0)`.mapWith(Number) })
    .from(testRefunds)
    .where(and(eq(testRefunds.intentId, intent.id), eq(testRefunds.status, 'succeeded')));
  const left = intent.amountCents - given!.cents;
  if (amountCents <= left) return null;
  return `Refund amount (${formatMoney(amountCents)}) is greater than unrefunded amount on charge (${formatMoney(left)})`;
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /**
   * The card form's submit: charges the card (by number) against the intent named by its client
   * secret. Like Stripe, a declined intent may be confirmed again with another card.
   */
  confirm(clientSecret: string, cardNumber: string): Promise<ProviderIntent>;
}

/** The built-in provider: no network, state in the database so every server process shares it. */
export function createTestProvider(db: Database): TestPaymentProvider {
  async function find(where: ReturnType<typeof eq>): Promise<Row> {
    const [row] = await db.select().from(testPaymentIntents).where(where);
    if (!row) throw notFound('No such payment');
    return row;
  }

  return {
    name: 'test',
    publishableKey: null,

    async createIntent({ amountCents, currency, idempotencyKey, orderId }) {
      const id = `tpi_${token(12)}`;
      const [created] = await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${token(18)}`,
          amountCents,
          currency,
          orderId,
          idempotencyKey,
        })
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
        .returning();
      return toIntent(
        created ?? (await find(eq(testPaymentIntents.idempotencyKey, idempotencyKey))),
      );
    },

    async retrieve(id) {
      return toIntent(await find(eq(testPaymentIntents.id, id)));
    },

    async cancel(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(testPaymentIntents.id, id), ne(testPaymentIntents.status, 'succeeded')));
      return toIntent(await find(eq(testPaymentIntents.id, id)));
    },

    async confirm(clientSecret, cardNumber) {
      const verdict = testCardVerdict(cardNumber);
      // Only an intent still waiting for a card changes; a final one stays as it is.
      await db
        .update(testPaymentIntents)
        .set(verdict.ok ? { status: 'succeeded', lastError: null } : { lastError: verdict.message })
        .where(
          and(
            eq(testPaymentIntents.clientSecret, clientSecret),
            eq(testPaymentIntents.status, 'requires_payment_method'),
          ),
        );
      return toIntent(await find(eq(testPaymentIntents.clientSecret, clientSecret)));
    },

    // Confirmed at once, or refused at once with the bank's reason; asked again, the same answer.
    async refund(input) {
      return db.transaction(async (tx) => {
        const known = async () =>
          (
            await tx
              .select()
              .from(testRefunds)
              .where(eq(testRefunds.idempotencyKey, input.idempotencyKey))
          )[0];
        const earlier = await known();
        if (earlier) return toRefund(earlier);
        const [intent] = await tx
          .select()
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, input.paymentId))
          .for('update');
        if (!intent || intent.status !== 'succeeded') {
          const message = intent
            ? 'This PaymentIntent has not been paid: there is nothing to refund.'
            : `No such payment_intent: '${input.paymentId}'`;
          return { ...toRefund(testRefundRow(input, message)), id: null };
        }
        const refusal = await testRefundRefusal(tx, intent, input.amountCents);
        const [created] = await tx
          .insert(testRefunds)
          .values(testRefundRow(input, refusal))
          .onConflictDoNothing({ target: testRefunds.idempotencyKey })
          .returning();
        return toRefund(created ?? (await known())!);
      });
    },

    async refundStatus(providerRefundId) {
      const [row] = await db.select().from(testRefunds).where(eq(testRefunds.id, providerRefundId));
      if (!row) throw notFound(`No such refund: '${providerRefundId}'`);
      return toRefund(row);
    },
  };
}
