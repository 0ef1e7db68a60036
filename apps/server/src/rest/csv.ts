import { Readable } from 'node:stream';
import {
  DomainError,
  exportOrdersCsv,
  exportProductsCsv,
  staffPermissionOf,
} from '@buildright/api';
import { idInput, MAX_IMPORT_BYTES, orderExportInput } from '@buildright/api/shared';
import type { Database } from '@buildright/db';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';

interface CsvRoutesOptions {
  db: Database;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The CSV streamed as it is read: a whole export never sits in memory, nor goes through tRPC. */
function sendCsv(reply: FastifyReply, filename: string, chunks: AsyncIterable<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(chunks));
}

const importQuery = z.object({
  /** A dry run unless told otherwise: applying is the deliberate second step. */
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun is true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});

const tooLargeMessage = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it into smaller files`;

/** Product and price list CSV export and import, and the accountant's orders CSV (admin). */
export const csvRoutes: FastifyPluginAsyncZod<CsvRoutesOptions> = async (app, { db }) => {
  const tags = ['admin csv'];

  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Fastify's own words for an oversized body name no limit; this one tells staff what to do.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new DomainError('PAYLOAD_TOO_LARGE', tooLargeMessage);
    }
    throw error;
  });

  app.get(
    '/api/admin/products/export.csv',
    {
      // The exports are streams, not procedures: they name the role a procedure would ask.
      config: { staff: 'catalog.view' },
      schema: {
        tags,
        summary: 'Every product as CSV (the columns an import reads), as a dated attachment',
        produces: ['text/csv'],
      },
    },
    (_request, reply) => sendCsv(reply, `products-${today()}.csv`, exportProductsCsv(db)),
  );

  app.post(
    '/api/admin/products/import',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      config: { staff: staffPermissionOf('catalog.importApply') },
      schema: {
        tags,
        summary:
          'Import products from a CSV body (Content-Type: text/csv, at most 5 MB and 10,000 rows): a dry run by default; dryRun=false applies every row in one transaction, and refuses a file with problems (400)',
        description:
          "The export's columns; only `sku` is required, and a column left out keeps each " +
          "product's values. `tiers` lists volume tiers as `minQuantity:price` pairs separated " +
          'by `|`, the smallest quantity first (`10:90.00|50:80.00`; empty: none). Answers the ' +
          'report: `rows`, `creates[]` (`line`, `sku`, `name`), `updates[]` (`line`, `sku`, ' +
          '`name`, `changes`: the changed columns, and `fields`: per changed column ' +
          '`{ column, from, to }`, the cells before and after as the export writes them), ' +
          '`unchanged` (a count) and `errors[]` (`line`, `column`, `message`).',
        consumes: ['text/csv'],
        querystring: importQuery,
        body: z.string({ error: 'Send the CSV file as the body, with Content-Type text/csv' }),
      },
    },
    (request) =>
      request.query.dryRun
        ? request.api.catalog.importPreview({ csv: request.body })
        : request.api.catalog.importApply({ csv: request.body }),
  );

  app.get(
    '/api/admin/companies/:id/price-list.csv',
    {
      config: { staff: staffPermissionOf('companies.staff.priceListCsv') },
      schema: {
        tags,
        summary: "A company's price list as CSV, as a dated attachment (owners and managers)",
        description:
          'Columns `kind` (category or product), `category`, `sku`, `name`, `list_price`, ' +
          '`percent_off` and `price`: a category row carries its percentage off, a product row ' +
          'its fixed price. RFC 4180; a cell a spreadsheet would read as a formula starts with a ' +
          'quote, which the import takes off again.',
        params: idInput,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { csv } = await request.api.companies.staff.priceListCsv(request.params);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="price-list-${request.params.id}-${today()}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.put(
    '/api/admin/companies/:id/price-list.csv',
    {
      config: { staff: staffPermissionOf('companies.staff.importPriceList') },
      schema: {
        tags,
        summary: "Replace a company's price list with a CSV body (Content-Type: text/csv)",
        description:
          "The export's columns (`name` and `list_price` are not read; categories by name, " +
          'products by SKU). The whole list is replaced as `PUT …/price-list` does, with its ' +
          'checks; any problem refuses the file (400, each named by its line). Answers the list.',
        consumes: ['text/csv'],
        params: idInput,
        body: z.string({ error: 'Send the CSV file as the body, with Content-Type text/csv' }),
      },
    },
    (request) =>
      request.api.companies.staff.importPriceList({ id: request.params.id, csv: request.body }),
  );

  app.get(
    '/api/admin/orders/export.csv',
    {
      config: { staff: 'orders.manage' },
      schema: {
        tags,
        summary: 'Orders placed from one day to another (YYYY-MM-DD, inclusive, UTC) as CSV',
        querystring: orderExportInput,
        produces: ['text/csv'],
      },
    },
    (request, reply) => {
      const { from, to } = request.query;
      return sendCsv(reply, `orders-${from}-to-${to}.csv`, exportOrdersCsv(db, { from, to }));
    },
  );
};
