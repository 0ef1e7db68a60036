import { and, asc, count, eq } from 'drizzle-orm';
import { productDocuments, products, type Database, type Transaction } from '@buildright/db';
import { invalidFields, notFound, tooLarge } from '../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/index.ts';
import {
  documentTooLarge,
  MAX_DOCUMENT_BYTES,
  MAX_PRODUCT_DOCUMENTS,
  productDocumentKindLabels,
  type ProductDocument,
  type ProductDocumentKind,
} from '../shared/product-documents.ts';
import { isPdf, type DocumentFiles } from './files.ts';

const documentColumns = {
  id: productDocuments.id,
  title: productDocuments.title,
  kind: productDocuments.kind,
  url: productDocuments.url,
  bytes: productDocuments.bytes,
};

/** A product's documents in the order they were added (product_documents_product_idx). */
export function documentsOf(
  db: Database | Transaction,
  productId: number,
): Promise<ProductDocument[]> {
  return db
    .select(documentColumns)
    .from(productDocuments)
    .where(eq(productDocuments.productId, productId))
    .orderBy(asc(productDocuments.id));
}

/** How the activity log names a product's documents: "Spec sheet: EX200 specifications". */
export const documentLabels = (documents: { kind: ProductDocumentKind; title: string }[]) =>
  documents.map((document) => `${productDocumentKindLabels[document.kind]}: ${document.title}`);

/** The product, locked until the transaction ends; 404 when there is none. */
async function lockProduct(tx: Transaction, id: number) {
  const [product] = await tx
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!product) throw notFound(`No product with id ${id}`);
  return product;
}

const tooManyDocuments = () =>
  invalidFields([
    {
      path: ['file'],
      message: `A product has at most ${MAX_PRODUCT_DOCUMENTS} documents; remove one first`,
    },
  ]);

/** The product exists and has room for one more document; asked before the file is stored. */
async function assertRoomForDocument(db: Database, productId: number) {
  const [product] = await db
    .select({ documents: count(productDocuments.id) })
    .from(products)
    .leftJoin(productDocuments, eq(productDocuments.productId, products.id))
    .where(eq(products.id, productId))
    .groupBy(products.id);
  if (!product) throw notFound(`No product with id ${productId}`);
  if (product.documents >= MAX_PRODUCT_DOCUMENTS) throw tooManyDocuments();
}

/** The upload's bytes are a PDF within the size limit, or the caller hears why not. */
function checkDocumentFile(file: { name: string; bytes: Uint8Array }) {
  if (file.bytes.length > MAX_DOCUMENT_BYTES) throw tooLarge(documentTooLarge(file.name));
  const named = file.name ? `"${file.name}"` : 'The file';
  if (file.bytes.length === 0) {
    throw invalidFields([{ path: ['file'], message: `${named} is empty; choose a PDF file` }]);
  }
  if (!isPdf(file.bytes)) {
    throw invalidFields([
      { path: ['file'], message: `${named} is not a PDF; documents must be PDF files` },
    ]);
  }
}

interface NewDocument {
  productId: number;
  title: string;
  kind: ProductDocumentKind;
  file: { name: string; bytes: Uint8Array };
}

/**
 * Attaches a checked PDF to a product: the file is stored first, then the row and its activity
 * entry are written together. Should the product vanish meanwhile, the stored file is left to
 * the unused-upload cleanup, as an image uploaded and never saved is.
 */
export async function addProductDocument(
  db: Database,
  files: DocumentFiles,
  actor: StaffActor,
  { productId, title, kind, file }: NewDocument,
): Promise<ProductDocument> {
  checkDocumentFile(file);
  await assertRoomForDocument(db, productId);
  const url = await files.save(file.bytes);
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const before = await documentsOf(tx, productId);
    // Asked again under the lock: another upload may have taken the last place meanwhile.
    if (before.length >= MAX_PRODUCT_DOCUMENTS) throw tooManyDocuments();
    const [added] = await tx
      .insert(productDocuments)
      .values({ productId, title, kind, url, bytes: file.bytes.length })
      .returning(documentColumns);
    await recordAudit(tx, actor, {
      action: 'product.updated',
      entityType: 'product',
      entityId: productId,
      entityLabel: product.name,
      changes: [
        {
          field: 'documents',
          from: documentLabels(before),
          to: documentLabels([...before, added!]),
        },
      ],
    });
    return added!;
  });
}

/** Takes a document off its product; the file goes with the next cleanup of unused uploads. */
export async function removeProductDocument(
  db: Database,
  actor: StaffActor,
  { productId, documentId }: { productId: number; documentId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const before = await documentsOf(tx, productId);
    const [removed] = await tx
      .delete(productDocuments)
      .where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId)))
      .returning({ id: productDocuments.id });
    if (!removed) throw notFound(`Product ${productId} has no document with id ${documentId}`);
    await recordAudit(tx, actor, {
      action: 'product.updated',
      entityType: 'product',
      entityId: productId,
      entityLabel: product.name,
      changes: [
        {
          field: 'documents',
          from: documentLabels(before),
          to: documentLabels(before.filter((document) => document.id !== documentId)),
        },
      ],
    });
  });
}
