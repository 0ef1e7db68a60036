import type { AuditAction, Transaction } from '@buildright/db';
import type { QuoteStatus } from '@buildright/db/domain';
import { recordAudit } from '../audit/index.ts';
import type { DomainEvents } from '../events/index.ts';
import { quoteNumber } from './shared/quotes.ts';

/** The moves staff make on a quote, as the activity log names them. */
const staffMoves: Partial<Record<QuoteStatus, AuditAction>> = {
  quoted: 'quote.sent',
  withdrawn: 'quote.withdrawn',
};

/** Staff sent or withdrew a quote: the activity log says so, with what the move changed. */
export async function auditQuoteMove(
  tx: Transaction,
  { quoteId, from, to, actor, details }: DomainEvents['quote.moved'],
): Promise<void> {
  const action = staffMoves[to];
  if (!actor || !action) return;
  await recordAudit(tx, actor, {
    action,
    entityType: 'quote',
    entityId: quoteId,
    entityLabel: quoteNumber(quoteId),
    changes: [{ field: 'status', from, to }, ...details],
  });
}
