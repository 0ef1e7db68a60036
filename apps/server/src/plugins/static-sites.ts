import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyAccepts from '@fastify/accepts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPublicUploadPath } from '../uploads/return-photos.ts';
import type { ShopPages } from './shop-pages.ts';

interface StaticSitesOptions {
  /** Built shop (apps/web/dist), served at /. */
  webDir: string;
  /** Built admin site (apps/admin/dist), served at /admin-dashboard/. */
  adminDir: string;
  demoImagesDir: string;
  /** The uploads' local folder, served at /uploads/; none when they live elsewhere. */
  uploadsDir?: string;
  /** The shop's pages drawn by the server; without it the shop's index.html is sent as it is. */
  shopPages?: ShopPages;
}

const ADMIN_BASE = '/admin-dashboard/';

const hashedAsset = /\/assets\//;

function cacheHeaders(reply: FastifyReply, path: string) {
  // Vite fingerprints everything under assets/; index.html must always be revalidated.
  reply.header(
    'cache-control',
    hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * Both single-page apps, the demo images and the uploads, with history fallback: a page route
 * such as /equipment/3 answers with the app's index.html, while unknown API paths stay 404.
 */
export async function registerStaticSites(app: FastifyInstance, options: StaticSitesOptions) {
  const sites = [
    { prefix: ADMIN_BASE, root: options.adminDir },
    { prefix: '/', root: options.webDir },
  ].filter((site) => existsSync(join(site.root, 'index.html')));

  let decorated = false;
  const serve = (
    prefix: string,
    root: string,
    maxAge?: string,
    allowedPath?: (path: string) => boolean,
  ) => {
    app.register(fastifyStatic, {
      root,
      prefix,
      allowedPath,
      decorateReply: !decorated,
      wildcard: true,
      // A site's own folder (/ or /admin-dashboard/) is its page; image folders are never listed.
      index: maxAge ? false : 'index.html',
      // A site's build may hold its files already compressed (file.js.br, file.js.gz, written by
      // apps/web's build): sent as they are, they save compressing every answer again.
      ...(maxAge
        ? { maxAge, immutable: false }
        : { setHeaders: cacheHeaders, preCompressed: true }),
    });
    decorated = true;
  };

  const { shopPages } = options;
  serve('/demo-images/', options.demoImagesDir, '1d');
  // The folder's files only: the return photos' private folder inside it is never sent.
  if (options.uploadsDir) serve('/uploads/', options.uploadsDir, '7d', isPublicUploadPath);
  for (const site of sites) serve(site.prefix, site.root);

  const sendShopPage = async (request: FastifyRequest, reply: FastifyReply, draw: ShopPages) => {
    const page = await draw(request.url, request.log);
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
  // The home page is drawn too, rather than sent as the folder's index.html.
  if (shopPages && sites.some((site) => site.prefix === '/')) {
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendShopPage(request, reply, shopPages),
    );
  }

  // Browsers, crawlers and link previews ask for a page in many ways (text/html, */*, nothing at
  // all); only a caller that prefers JSON, such as a fetch of a wrong API address, is not sent one.
  await app.register(fastifyAccepts);
  const isPageRequest = (request: FastifyRequest) =>
    request.method === 'GET' &&
    !/^\/(api|trpc|uploads|demo-images|metrics)(\/|$)/.test(request.url) &&
    !/\.\w+$/.test(request.url.split('?')[0]!) &&
    request.accepts().type(['html', 'json']) !== 'json';

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const site = sites.find(
      (s) => request.url.startsWith(s.prefix) || `${request.url}/` === s.prefix,
    );
    if (site && isPageRequest(request)) {
      if (site.prefix === '/' && shopPages) return sendShopPage(request, reply, shopPages);
      // cacheControl: false, or sendFile applies the options of the folder that decorated it.
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', site.root, { cacheControl: false });
    }
    return reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
