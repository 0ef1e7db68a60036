import { unstorableTextMessage } from '../../shared/storable-text.ts';
import * as z from 'zod';
import { productDocumentKinds, type ProductDocumentKind } from '@buildright/db/domain';
import { idOf, requiredText } from '../../shared/fields.ts';

export { productDocumentKinds, type ProductDocumentKind };
// What the product page shows of its documents lives in a module without zod.
export {
  documentSummary,
  formatFileSize,
  productDocumentKindLabels,
  type ProductDocument,
} from './document-summary.ts';

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
