import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import {
  listSitePages,
  shownProductPages,
  splitShownProducts,
  type CatalogCache,
  type ProductRun,
  type PublicPage,
} from '@buildright/api';
import type { Database } from '@buildright/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SitemapIndexStream, SitemapStream, type IndexItem, type SitemapItemLoose } from 'sitemap';

interface CrawlersOptions {
  db: Database;
  catalogCache: CatalogCache;
  /** The shop's address as visitors reach it; every address in the sitemap starts with it. */
  publicUrl: string;
  /**
   * Addresses per sitemap file (the protocol allows 50,000, the default); with more pages than
   * that, /sitemap.xml is an index of files that each hold at most this many.
   */
  sitemapUrlLimit?: number;
}

/** Pages that are private, transactional or not pages at all: nothing a search result should show. */
const PRIVATE_PATHS = [
  '/admin-dashboard',
  '/admin',
  '/checkout',
  '/stripe-checkout',
  '/payment-success',
  '/account',
  '/forgot-password',
  '/reset-password',
  '/find-order',
  '/quotes/',
  '/api/',
  '/trpc',
];

const SITEMAP_URL_LIMIT = 50_000;
/** Products read per query while a sitemap file is written. */
const PRODUCT_BATCH = 5_000;

/** What the sitemap lists and, when one file cannot hold it, how the products are split. */
interface SitemapPlan {
  /** Every page but the products. */
  pages: PublicPage[];
  /** The product files of a sitemap index, in order; null when one file lists every page. */
  productRuns: ProductRun[] | null;
}

const toItem = (page: PublicPage): SitemapItemLoose => ({
  url: page.path,
  lastmod: page.lastModified?.toISOString(),
});

async function* productItems(db: Database, run?: ProductRun) {
  for await (const pages of shownProductPages(db, run, PRODUCT_BATCH)) yield* pages.map(toItem);
}

const latest = (dates: (Date | undefined)[]) =>
  dates.reduce<Date | undefined>(
    (found, date) => (date && (!found || date > found) ? date : found),
    undefined,
  );

/**
 * The stream's output joined into chunks of about 64 KB. A sitemap stream writes a few bytes at
 * a time, and sent as they come, 50,000 addresses take some 200,000 socket writes and many
 * seconds; joined, a fraction of a second.
 */
function inLargeChunks(size = 64 * 1024) {
  let pending: Buffer[] = [];
  let length = 0;
  const take = () => {
    const chunk = Buffer.concat(pending, length);
    pending = [];
    length = 0;
    return chunk;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      length += chunk.length;
      done(null, length >= size ? take() : undefined);
    },
    flush(done) {
      done(null, length > 0 ? take() : undefined);
    },
  });
}

/** The XML `stream` writes for `items`; a failed read rejects instead of leaving it hanging. */
async function xmlOf(items: Iterable<unknown> | AsyncIterable<unknown>, stream: Transform) {
  const [xml] = await Promise.all([text(stream), pipeline(Readable.from(items), stream)]);
  return xml;
}

/**
 * /robots.txt and /sitemap.xml: what search engines may index, and where to find it. A shop with
 * more pages than one sitemap file may hold gets a sitemap index of /sitemap-pages.xml and
 * /sitemap-products-1.xml, -2 … instead.
 */
export function registerCrawlerFiles(app: FastifyInstance, options: CrawlersOptions) {
  const { db, catalogCache, publicUrl } = options;
  const limit = options.sitemapUrlLimit ?? SITEMAP_URL_LIMIT;
  const robots = [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  const urlset = () =>
    new SitemapStream({
      hostname: publicUrl,
      xmlns: { news: false, video: false, image: false, xhtml: false },
    });

  // Kept with the catalogue's other answers, so any catalogue change draws it again. The split
  // is keyset hops over an index and counts the products too: no query loads every product.
  const plan = () =>
    catalogCache.get('sitemap:plan', async (): Promise<SitemapPlan> => {
      const [pages, runs] = await Promise.all([listSitePages(db), splitShownProducts(db, limit)]);
      const shownProducts = runs.reduce((sum, run) => sum + run.size, 0);
      return { pages, productRuns: pages.length + shownProducts <= limit ? null : runs };
    });

  const sitemapXml = () =>
    catalogCache.get('sitemap.xml', async () => {
      const { pages, productRuns } = await plan();
      if (productRuns === null) {
        return xmlOf(
          (async function* () {
            yield* pages.map(toItem);
            yield* productItems(db);
          })(),
          urlset(),
        );
      }
      const children: IndexItem[] = [
        {
          url: `${publicUrl}/sitemap-pages.xml`,
          lastmod: latest(pages.map((page) => page.lastModified))?.toISOString(),
        },
        ...productRuns.map((run, i) => ({
          url: `${publicUrl}/sitemap-products-${i + 1}.xml`,
          lastmod: run.lastModified.toISOString(),
        })),
      ];
      return xmlOf(children, new SitemapIndexStream());
    });

  const sendXml = (reply: FastifyReply, xml: string | Transform) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await sitemapXml()),
  );

  // The files of an index exist only while /sitemap.xml is one.
  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { pages, productRuns } = await plan();
    if (productRuns === null) return reply.callNotFound();
    const xml = await catalogCache.get('sitemap-pages.xml', () =>
      xmlOf(pages.map(toItem), urlset()),
    );
    return sendXml(reply, xml);
  });

  app.get<{ Params: { file: string } }>(
    '/sitemap-products-:file(^\\d+).xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const run = (await plan()).productRuns?.[Number(request.params.file) - 1];
      if (!run) return reply.callNotFound();
      // Written as it is read, a batch of products at a time: memory stays flat however many
      // there are. Should a read fail, pipeline hands the error to the stream Fastify sends,
      // which answers with it or, once the file has begun, cuts it short and logs it.
      const xml = inLargeChunks();
      pipeline(Readable.from(productItems(db, run)), urlset(), xml).catch(() => {});
      return sendXml(reply, xml);
    },
  );
}
