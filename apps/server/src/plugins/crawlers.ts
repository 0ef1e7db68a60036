import { Readable } from 'node:stream';
import { listPublicPages, type CatalogCache } from '@buildright/api';
import type { Database } from '@buildright/db';
import type { FastifyInstance } from 'fastify';
import { SitemapStream, streamToPromise } from 'sitemap';

export interface CrawlersOptions {
  db: Database;
  catalogCache: CatalogCache;
  /** The shop's address as visitors reach it; every address in the sitemap starts with it. */
  publicUrl: string;
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
  '/quotes/',
  '/api/',
  '/trpc',
];

async function sitemapXml(db: Database, publicUrl: string): Promise<string> {
  const pages = await listPublicPages(db);
  const stream = new SitemapStream({
    hostname: publicUrl,
    xmlns: { news: false, video: false, image: false, xhtml: false },
  });
  const items = pages.map((page) => ({
    url: page.path,
    lastmod: page.lastModified?.toISOString(),
  }));
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString();
}

/** /robots.txt and /sitemap.xml: what search engines may index, and where to find it. */
export function registerCrawlerFiles(app: FastifyInstance, options: CrawlersOptions) {
  const robots = [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${options.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // Kept with the catalogue's other answers, so any catalogue change rebuilds it.
    const xml = await options.catalogCache.get('sitemap.xml', () =>
      sitemapXml(options.db, options.publicUrl),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(xml);
  });
}
