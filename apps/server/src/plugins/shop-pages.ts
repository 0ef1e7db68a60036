import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { appRouter, type AppRouter, type Logger } from '@buildright/api';
import { createTRPCClient, unstable_localLink, type TRPCClient } from '@trpc/client';
import superjson from 'superjson';
import { createGuestContext, type AppServices } from '../context.ts';

/** What the shop's server bundle (apps/web/src/entry-server.tsx) exports. */
interface ShopRenderModule {
  SERVER_STATE_ID: string;
  render(
    url: string,
    trpcClient: TRPCClient<AppRouter>,
    publicUrl: string,
  ): Promise<{
    status: number;
    /** `head`: the page's <title>, <meta> and <link> elements. */
    markup?: { html: string; head: string; state: string };
    transient?: boolean;
  }>;
}

interface ShopPage {
  status: number;
  html: string;
  /** Drawn without its data (the database failed): not kept, so the next visitor retries. */
  transient?: boolean;
}

interface ShopPagesOptions {
  /** The built shop's index.html. */
  template: string;
  /** The built server render (apps/web/dist-server/entry-server.js). */
  entry: string;
  services: AppServices;
  /** The process's log: a page drawn once serves every visitor until the catalogue changes. */
  log: Logger;
}

const ROOT = '<div id="root"></div>';
const MODULE_SCRIPT = /<script type="module"/g;
const TITLE = /<title>.*?<\/title>/s;

/**
 * The shop's pages drawn on the server, so visitors see the page (and crawlers read it) before
 * the JavaScript arrives; the browser then hydrates it. Pages show public data only, so one
 * rendering serves everybody until the catalogue changes. Undefined when the shop is not built.
 */
export async function createShopPages(options: ShopPagesOptions) {
  if (!existsSync(options.entry) || !existsSync(options.template)) return undefined;
  const template = await readFile(options.template, 'utf8');
  if (!template.includes(ROOT)) throw new Error(`${options.template} has no ${ROOT}`);
  const { render, SERVER_STATE_ID } = (await import(
    pathToFileURL(options.entry).href
  )) as ShopRenderModule;
  const { catalogCache } = options.services;
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      unstable_localLink({
        router: appRouter,
        // The browser's client reads answers through superjson; the server's render gets the same.
        transformer: superjson,
        createContext: async () => createGuestContext(options.services, options.log),
      }),
    ],
  });

  async function draw(url: string): Promise<ShopPage> {
    const { status, markup, transient } = await render(
      url,
      trpcClient,
      options.services.settings.publicUrl,
    );
    if (!markup) return { status, html: template, transient };
    const html = template
      .replace(TITLE, (original) => (markup.head.includes('<title>') ? '' : original) + markup.head)
      // The page shows without its code, so the stylesheet and the images it needs go first.
      .replace(MODULE_SCRIPT, '$& fetchpriority="low"')
      .replace(
        ROOT,
        () =>
          `<div id="root">${markup.html}</div>` +
          `<script type="application/json" id="${SERVER_STATE_ID}">${markup.state}</script>`,
      );
    return { status, html };
  }

  /** The page at `url`; a failure to draw it is logged to the request's `log`. */
  return async (url: string, log: Logger): Promise<ShopPage> => {
    try {
      return await catalogCache.get(
        `page:${url}`,
        () => draw(url),
        (page) => !page.transient,
      );
    } catch (error) {
      // The browser can still draw the page itself.
      log.error({ err: error, url }, 'Drawing a shop page failed; sent the bare app');
      return { status: 200, html: template };
    }
  };
}

export type ShopPages = NonNullable<Awaited<ReturnType<typeof createShopPages>>>;
