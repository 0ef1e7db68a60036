import { and, asc, eq, inArray } from 'drizzle-orm';
import { productDocuments, type Transaction } from '@buildright/db';

/** Spec sheets attached to one quote e-mail, together; the rest are linked in its text. */
const MAX_SPEC_SHEET_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** A quoted product's spec sheet as the quote e-mail carries it (frozen in the outbox row). */
export interface QuoteSpecSheet {
  productName: string;
  title: string;
  /** Where the shop serves it: the e-mail links it, the mail worker reads it from the store. */
  url: string;
  bytes: number;
  /** Attached to the e-mail; otherwise only linked, the attachments being full. */
  attached: boolean;
}

/**
 * Which spec sheets go with a quote: those of its products in the order of its lines, each file
 * once, attached while they fit within MAX_SPEC_SHEET_ATTACHMENT_BYTES together and linked past
 * that (a smaller one further down may still fit).
 */
export function chooseSpecSheets(
  sheets: readonly Omit<QuoteSpecSheet, 'attached'>[],
  limit = MAX_SPEC_SHEET_ATTACHMENT_BYTES,
): QuoteSpecSheet[] {
  const seen = new Set<string>();
  let attachedBytes = 0;
  const chosen: QuoteSpecSheet[] = [];
  for (const sheet of sheets) {
    if (seen.has(sheet.url)) continue;
    seen.add(sheet.url);
    const attached = attachedBytes + sheet.bytes <= limit;
    if (attached) attachedBytes += sheet.bytes;
    chosen.push({ ...sheet, attached });
  }
  return chosen;
}

/** The spec sheets of the quoted products, as they stand when the quote is sent. */
export async function specSheetsOf(
  tx: Transaction,
  lines: readonly { productId: number; name: string }[],
): Promise<QuoteSpecSheet[]> {
  if (lines.length === 0) return [];
  const rows = await tx
    .select({
      productId: productDocuments.productId,
      title: productDocuments.title,
      url: productDocuments.url,
      bytes: productDocuments.bytes,
    })
    .from(productDocuments)
    .where(
      and(
        inArray(
          productDocuments.productId,
          lines.map((line) => line.productId),
        ),
        eq(productDocuments.kind, 'spec_sheet'),
      ),
    )
    .orderBy(asc(productDocuments.id));
  return chooseSpecSheets(
    lines.flatMap((line) =>
      rows
        .filter((row) => row.productId === line.productId)
        .map(({ title, url, bytes }) => ({ productName: line.name, title, url, bytes })),
    ),
  );
}
