import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_DOCUMENT_BYTES } from '@buildright/api/shared';
import { auditEntries, productDocuments } from '@buildright/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceAndSend, requestQuote, revision } from '../quotes/helpers.ts';
import { pdfBytes } from '../testing/document-server.ts';
import {
  addCategory,
  addProduct,
  registerCustomer,
  signInAdmin,
  signInStaff,
} from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcQuery } from '../testing/trpc.ts';

let t: TestApp;
let uploadsDir: string;
let admin: string;
let categoryId: number;

function upload(
  productId: number | string,
  parts: {
    file?: { bytes: Uint8Array; name: string; type?: string };
    title?: string;
    kind?: string;
  },
  cookie: string | undefined = admin,
) {
  const form = new FormData();
  if (parts.title !== undefined) form.append('title', parts.title);
  if (parts.kind !== undefined) form.append('kind', parts.kind);
  if (parts.file) {
    const { bytes, name, type = 'application/pdf' } = parts.file;
    form.append('file', new Blob([bytes], { type }), name);
  }
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/documents`,
    payload: form,
    headers: cookie ? { cookie } : {},
  });
}

const specSheet = (productId: number, title = 'EX200 specifications', bytes = pdfBytes()) =>
  upload(productId, { title, kind: 'spec_sheet', file: { bytes, name: 'ex200.pdf' } });

const remove = (productId: number | string, documentId: number | string, cookie = admin) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/products/${productId}/documents/${documentId}`,
    headers: cookie ? { cookie } : {},
  });

const productAnswer = async (id: number, cookie?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/products/${id}`,
      headers: cookie ? { cookie } : {},
    })
  ).json();

const storedFiles = async () => (await readdir(uploadsDir)).filter((name) => name.endsWith('.pdf'));
const documentRows = () => t.db.select().from(productDocuments);

beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'buildright-documents-'));
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example', UPLOADS_DIR: uploadsDir } });
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db)).id;
});
afterAll(async () => {
  await t?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('attaching a document', () => {
  it('stores the PDF like an image and lists it in the product answer, REST and tRPC', async () => {
    const product = await addProduct(t.db, { categoryId });
    // Read (and so cached) for the shop before the change.
    expect((await productAnswer(product.id)).documents).toEqual([]);

    const response = await specSheet(product.id, '  EX200 specifications  ');
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json();
    expect(added).toEqual({
      id: expect.any(Number),
      title: 'EX200 specifications',
      kind: 'spec_sheet',
      url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.pdf$/),
      bytes: pdfBytes().length,
    });

    const file = await t.app.inject({ method: 'GET', url: added.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.equals(pdfBytes())).toBe(true);

    expect((await productAnswer(product.id)).documents).toEqual([added]);
    expect((await productAnswer(product.id, admin)).documents).toEqual([added]);
    const byId = await trpcQuery<{ documents: unknown[] }>(t, 'catalog.byId', { id: product.id });
    expect(byId.data.documents).toEqual([added]);
  });

  it('keeps catalogue lists free of documents', async () => {
    const product = await addProduct(t.db, { categoryId, name: 'Listed Breaker' });
    expect((await specSheet(product.id)).statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/products?search=Listed+Breaker' });
    const [item] = list.json() as Record<string, unknown>[];
    expect(item?.name).toBe('Listed Breaker');
    expect(item).not.toHaveProperty('documents');
  });

  it('writes an activity entry naming the document', async () => {
    const product = await addProduct(t.db, { categoryId, name: 'Audited Auger' });
    await upload(product.id, {
      title: 'Operator manual',
      kind: 'manual',
      file: { bytes: pdfBytes(), name: 'manual.pdf' },
    });
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, product.id))
      .orderBy(desc(auditEntries.id));
    expect(entry).toMatchObject({
      action: 'product.updated',
      entityType: 'product',
      entityLabel: 'Audited Auger',
      changes: [{ field: 'documents', from: [], to: ['Manual: Operator manual'] }],
    });
  });
});

describe('refusing a document', () => {
  it('refuses a file that is not a PDF, whatever its name, naming it and storing nothing', async () => {
    const product = await addProduct(t.db, { categoryId });
    const [filesBefore, rowsBefore] = [await storedFiles(), (await documentRows()).length];
    const response = await upload(product.id, {
      title: 'Spec',
      kind: 'spec_sheet',
      file: { bytes: Buffer.from('<html>not a pdf</html>'), name: 'spec.pdf' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: '"spec.pdf" is not a PDF; documents must be PDF files',
      errors: { file: ['"spec.pdf" is not a PDF; documents must be PDF files'] },
    });
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await documentRows()).toHaveLength(rowsBefore);
  });

  it('refuses a file over 20 MB with a 413 that says so', async () => {
    const product = await addProduct(t.db, { categoryId });
    const rowsBefore = (await documentRows()).length;
    const huge = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    const response = await upload(product.id, {
      title: 'Scanned manual',
      kind: 'manual',
      file: { bytes: huge, name: 'scan.pdf' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      '"scan.pdf" is larger than 20 MB, the most a document may be',
    );
    expect(await documentRows()).toHaveLength(rowsBefore);
  });

  it('names the field at fault: an unknown kind, a missing title or file', async () => {
    const product = await addProduct(t.db, { categoryId });
    const file = { bytes: pdfBytes(), name: 'a.pdf' };
    const cases: [Parameters<typeof upload>[1], string, string][] = [
      [
        { title: 'Spec', kind: 'brochure', file },
        'kind',
        'Kind must be one of spec_sheet, safety_data_sheet, manual, installation_guide',
      ],
      [{ title: '   ', kind: 'manual', file }, 'title', 'Title is required'],
      [{ kind: 'manual', file }, 'title', 'Title is required'],
      [{ title: 'Spec', kind: 'manual' }, 'file', 'Choose a PDF file to upload'],
    ];
    for (const [parts, field, message] of cases) {
      const response = await upload(product.id, parts);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().errors[field], message).toEqual([message]);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/documents`,
      payload: { title: 'Spec', kind: 'manual', file: 'JVBERi0=' },
      headers: { cookie: admin },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors.file).toEqual(['Choose a PDF file to upload']);
    expect((await productAnswer(product.id)).documents).toEqual([]);
  });

  it('refuses a document past the 20 a product may carry', async () => {
    const product = await addProduct(t.db, { categoryId });
    for (let n = 1; n <= 20; n++) {
      expect((await specSheet(product.id, `Sheet ${n}`)).statusCode).toBe(201);
    }
    const filesBefore = await storedFiles();
    const response = await specSheet(product.id, 'Sheet 21');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.file).toEqual([
      'A product has at most 20 documents; remove one first',
    ]);
    expect((await productAnswer(product.id)).documents).toHaveLength(20);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('answers 404 for a product that does not exist, storing nothing', async () => {
    const filesBefore = await storedFiles();
    const response = await specSheet(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No product with id 999999');
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('lets only staff who change the catalogue attach one', async () => {
    const product = await addProduct(t.db, { categoryId });
    const form = { title: 'Spec', kind: 'spec_sheet', file: { bytes: pdfBytes(), name: 'a.pdf' } };
    const guest = await upload(product.id, form, '');
    expect(guest.statusCode).toBe(401);
    const customer = await upload(product.id, form, (await registerCustomer(t)).cookie);
    expect(customer.statusCode).toBe(403);
    const sales = await upload(product.id, form, (await signInStaff(t, 'sales')).cookie);
    expect(sales.statusCode).toBe(403);
    expect(sales.json().message).toBe('Your role (Sales) does not allow this');
    const manager = await upload(product.id, form, (await signInStaff(t, 'manager')).cookie);
    expect(manager.statusCode).toBe(201);
  });
});

describe('removing a document', () => {
  it('takes it off the product answer and logs it', async () => {
    const product = await addProduct(t.db, { categoryId, name: 'Removable Rake' });
    const kept = (await specSheet(product.id, 'Kept')).json();
    const dropped = (await specSheet(product.id, 'Dropped')).json();
    expect((await productAnswer(product.id)).documents).toHaveLength(2);

    const response = await remove(product.id, dropped.id);
    expect(response.statusCode).toBe(204);
    expect((await productAnswer(product.id)).documents).toEqual([kept]);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, product.id))
      .orderBy(desc(auditEntries.id));
    expect(entry!.changes).toEqual([
      {
        field: 'documents',
        from: ['Spec sheet: Kept', 'Spec sheet: Dropped'],
        to: ['Spec sheet: Kept'],
      },
    ]);
  });

  it('answers 404 for an unknown product or a document of another product', async () => {
    const product = await addProduct(t.db, { categoryId });
    const other = await addProduct(t.db, { categoryId });
    const document = (await specSheet(product.id)).json();
    expect((await remove(999_999, document.id)).statusCode).toBe(404);
    const elsewhere = await remove(other.id, document.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(
      `Product ${other.id} has no document with id ${document.id}`,
    );
    expect((await remove(product.id, 999_999)).statusCode).toBe(404);
    expect((await productAnswer(product.id)).documents).toEqual([document]);
  });

  it('refuses guests and customers', async () => {
    const product = await addProduct(t.db, { categoryId });
    const document = (await specSheet(product.id)).json();
    expect((await remove(product.id, document.id, '')).statusCode).toBe(401);
    const customer = (await registerCustomer(t)).cookie;
    expect((await remove(product.id, document.id, customer)).statusCode).toBe(403);
    expect((await productAnswer(product.id)).documents).toEqual([document]);
  });
});

describe('quote e-mails', () => {
  it("attach the quoted products' spec sheets, and no other kind", async () => {
    const product = await addProduct(t.db, { categoryId, name: 'Quoted Compactor', stock: 50 });
    await specSheet(product.id, 'Compactor spec sheet', pdfBytes('compactor'));
    await upload(product.id, {
      title: 'Safety data',
      kind: 'safety_data_sheet',
      file: { bytes: pdfBytes('sds'), name: 'sds.pdf' },
    });
    const { quoteId } = await requestQuote(t, [{ productId: product.id, quantity: 1 }]);
    await priceAndSend(
      t,
      admin,
      quoteId,
      revision([{ productId: product.id, quantity: 1, unitPrice: '500.00' }]),
    );
    await t.deliverMail();
    const mail = t.outbox.find((message) => message.subject.startsWith('Your quote Q-'));
    expect(mail?.attachments?.map((attachment) => attachment.filename)).toEqual([
      `Q-${String(quoteId).padStart(6, '0')}-rev1.pdf`,
      'Quoted Compactor - Compactor spec sheet.pdf',
    ]);
    expect(mail?.attachments?.[1]?.content.equals(pdfBytes('compactor'))).toBe(true);
    expect(mail?.text).toContain('Compactor spec sheet');
    expect(mail?.text).toMatch(/https:\/\/shop\.example\/uploads\/[0-9a-f-]{36}\.pdf/);
  });
});
