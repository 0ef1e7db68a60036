import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditEntries, productDocuments } from '@buildright/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportProducts, importProductsCsv } from '../testing/csv.ts';
import { documentServer, pdfBytes } from '../testing/document-server.ts';
import { addCategory, addProduct, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
let uploadsDir: string;
let maker: Awaited<ReturnType<typeof documentServer>>;
let categoryId: number;

beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'buildright-import-documents-'));
  maker = await documentServer({
    '/bkt-600-spec.pdf': { status: 200, body: pdfBytes('bucket spec') },
    '/bkt-600-manual.pdf': { status: 200, body: pdfBytes('bucket manual') },
    '/brochure.html': {
      status: 200,
      body: '<html>Buy now</html>',
      headers: { 'content-type': 'text/html' },
    },
  });
  // The maker's server runs on this machine, which a shop in production never fetches from.
  t = await createTestApp({ env: { UPLOADS_DIR: uploadsDir }, allowPrivateDocumentUrls: true });
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db, { name: 'Attachments' })).id;
});
afterAll(async () => {
  await t?.close();
  await maker?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const importCsv = (csv: string, dryRun: boolean) =>
  importProductsCsv(t, csv, { dryRun, cookie: admin });

const storedPdfs = async () => (await readdir(uploadsDir)).filter((name) => name.endsWith('.pdf'));

const documentsOf = async (productId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json().documents;

describe('documents in the product CSV', () => {
  it('fetches the PDFs a row names by URL, in the dry run only to check them', async () => {
    const product = await addProduct(t.db, { categoryId, name: 'Trench Bucket 600' });
    const csv =
      'sku,documents\n' +
      `${product.sku},"Spec sheet: BKT-600 specifications ${maker.url('/bkt-600-spec.pdf')}\n` +
      `installation_guide: Fitting the bucket ${maker.url('/bkt-600-manual.pdf')}"\n`;

    const preview = await importCsv(csv, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      errors: [],
      updates: [{ sku: product.sku, changes: ['documents'] }],
    });
    expect(await storedPdfs()).toEqual([]);
    expect(await documentsOf(product.id)).toEqual([]);

    const applied = await importCsv(csv, false);
    expect(applied.statusCode, applied.body).toBe(200);
    const documents = await documentsOf(product.id);
    expect(documents).toEqual([
      {
        id: expect.any(Number),
        title: 'BKT-600 specifications',
        kind: 'spec_sheet',
        url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.pdf$/),
        bytes: pdfBytes('bucket spec').length,
      },
      {
        id: expect.any(Number),
        title: 'Fitting the bucket',
        kind: 'installation_guide',
        url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.pdf$/),
        bytes: pdfBytes('bucket manual').length,
      },
    ]);
    const file = await t.app.inject({ method: 'GET', url: documents[0].url });
    expect(file.rawPayload.equals(pdfBytes('bucket spec'))).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, product.id))
      .orderBy(desc(auditEntries.id));
    expect(entry).toMatchObject({
      action: 'product.imported',
      changes: [
        {
          field: 'documents',
          from: [],
          to: ['Spec sheet: BKT-600 specifications', 'Installation guide: Fitting the bucket'],
        },
      ],
    });
  });

  it('exports them as it reads them, so an untouched export changes nothing', async () => {
    const { body } = await exportProducts(t, admin);
    const header = body.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header?.endsWith(',coupler,documents,tiers')).toBe(true);
    expect(body).toMatch(
      /"Spec sheet: BKT-600 specifications \/uploads\/[0-9a-f-]{36}\.pdf\nInstallation guide: Fitting the bucket \/uploads\/[0-9a-f-]{36}\.pdf"/,
    );
    const filesBefore = await storedPdfs();
    const again = await importCsv(body, false);
    expect(again.json()).toMatchObject({ updates: [], creates: [], errors: [] });
    expect(await storedPdfs()).toEqual(filesBefore);
  });

  it('gives a new product the documents of its row, and reuses a file the shop holds', async () => {
    const [held] = await t.db.select().from(productDocuments).limit(1);
    const filesBefore = await storedPdfs();
    const csv =
      'sku,name,category,price,stock,description,documents\n' +
      `BKT-800,Trench Bucket 800,Attachments,1499.00,3,<p>Wider.</p>,Manual: Shared manual ${held!.url}\n`;
    const applied = await importCsv(csv, false);
    expect(applied.json()).toMatchObject({ creates: [{ sku: 'BKT-800' }], errors: [] });
    const [created] = await t.db
      .select({ productId: productDocuments.productId, url: productDocuments.url })
      .from(productDocuments)
      .where(eq(productDocuments.title, 'Shared manual'));
    expect(created?.url).toBe(held!.url);
    expect(await storedPdfs()).toEqual(filesBefore);
  });

  it('refuses a row whose document is not a PDF or cannot be fetched, importing nothing', async () => {
    const product = await addProduct(t.db, { categoryId });
    const csv =
      'sku,stock,documents\n' +
      `${product.sku},5,"Manual: Brochure ${maker.url('/brochure.html')}\n` +
      `Manual: Missing ${maker.url('/missing.pdf')}\n` +
      'Manual: Local file C:\\manuals\\bucket.pdf"\n';
    const preview = await importCsv(csv, true);
    expect(preview.json().errors).toEqual([
      {
        line: 2,
        column: 'documents',
        message: `${maker.url('/brochure.html')} is not a PDF; documents must be PDF files`,
      },
      {
        line: 2,
        column: 'documents',
        message: `${maker.url('/missing.pdf')} answered HTTP 404`,
      },
      {
        line: 2,
        column: 'documents',
        message:
          'C:\\manuals\\bucket.pdf is neither an http or https address nor a document the shop holds',
      },
    ]);
    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().message).toMatch(/^Nothing was imported: the file has 3 problems/);
    expect(await documentsOf(product.id)).toEqual([]);
  });
});
