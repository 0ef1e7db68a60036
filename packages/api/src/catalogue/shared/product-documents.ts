import { unstorableTextMessage } from '../../shared/storable-text.ts';
import * as z from 'zod';
import { productDocumentKinds, type ProductDocumentKind } from '@buildright/db/domain';
import { idOf, requiredText } from '../../shared/fields.ts';

export { productDocumentKinds, type ProductDocumentKind };

/** A PDF attached to a product, as a product's answer lists it. */
export interface ProductDocument {
  id: number;
  title: string;
  kind: ProductDocumentKind;
  /** Where the shop serves the file. */
  url: string;
  bytes: number;
}

export const productDocumentKindLabels: Record<ProductDocumentKind, string> = {
  spec_sheet: 'Spec sheet',
  safety_data_sheet: 'Safety data sheet',
  manual: 'Manual',
  installation_guide: 'Installation guide',
};

/** A document's largest size: a scanned manual fits, a mailbox still takes a spec sheet. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** How many documents one product may carry: its page lists them all. */
export const MAX_PRODUCT_DOCUMENTS = 20;

/** Why a file was refused for its size, naming it when its name is known. */
export const documentTooLarge = (fileName: string) =>
  `${fileName ? `"${fileName}"` : 'The file'} is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB, the most a document may be`;

/**
 * A document's title, on one line (the product CSV writes one document a line). NUL is refused
 * here as well as by every procedure, so that the upload route names the title even when the
 * form has other problems (a missing file).
 */
export const documentTitle = requiredText('Title is required', 200)
  .superRefine((title, ctx) => {
    const message = unstorableTextMessage(title);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((title) => title.replace(/\s+/g, ' '));

export const documentKind = z.enum(productDocumentKinds, {
  error: `Kind must be one of ${productDocumentKinds.join(', ')}`,
});

/** What staff say about a document they attach; the file itself comes beside it. */
export const productDocumentFields = z.strictObject({ title: documentTitle, kind: documentKind });

/** One document of one product, as DELETE /api/products/{id}/documents/{documentId} names it. */
export const productDocumentRef = z.strictObject({
  productId: idOf('Product id'),
  documentId: idOf('Document id'),
});

const UNITS = ['KB', 'MB', 'GB'];

/**
 * A file's size as people read it, in the units the size limits use (1 KB = 1,024 bytes): "900
 * bytes", "1.5 KB", "340 KB", "1.2 MB", "20 MB". One decimal below 10, none above.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  const shown = (amount: number) =>
    amount < 10 ? Math.round(amount * 10) / 10 : Math.round(amount);
  // 1,048,000 bytes would round to "1024 KB": that is 1 MB.
  while (shown(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${shown(value).toLocaleString('en-US')} ${UNITS[unit]}`;
}

/** "Spec sheet · PDF · 1.2 MB": what the product page shows under a document's title. */
export function documentSummary(document: Pick<ProductDocument, 'kind' | 'bytes'>): string {
  return `${productDocumentKindLabels[document.kind]} · PDF · ${formatFileSize(document.bytes)}`;
}
