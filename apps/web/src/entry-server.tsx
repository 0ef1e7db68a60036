import { dehydrate } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './App.tsx';
import { createQueryClient, type ShopData } from './lib/trpc.ts';
import { createRoutes, type ShopRouteHandle } from './routes.tsx';
import { serializeServerState, SERVER_STATE_ID } from './server-state.ts';

export { SERVER_STATE_ID };

export interface RenderedPage {
  status: number;
  /** The answer rests on a failure that may pass (the database was down): do not keep it. */
  transient?: boolean;
  /** The page's markup; absent when only the browser can draw it (then send the bare app). */
  markup?: {
    /** Goes inside the root element. */
    html: string;
    /** Goes into the document's head in place of its <title>: the page's title, meta and links. */
    head: string;
    /** Goes inside `<script type="application/json" id={SERVER_STATE_ID}>`. */
    state: string;
  };
}

// React puts the <title>, <meta> and <link> elements a page renders ahead of its markup.
const leadingHeadElements = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;
const notFound = (error: unknown) =>
  error instanceof TRPCClientError &&
  (error.data as { httpStatus?: number } | undefined)?.httpStatus === 404;

/**
 * The first render of a shop page, for visitors and crawlers before the JavaScript arrives.
 * Only public data is fetched (through `trpcClient`), so the answer is the same for everyone.
 */
export async function render(
  url: string,
  trpcClient: ShopData['trpcClient'],
  publicUrl: string,
): Promise<RenderedPage> {
  const data: ShopData = { queryClient: createQueryClient(), trpcClient };
  const handler = createStaticHandler(createRoutes(data, { awaitData: true }));
  const context = await handler.query(new Request(new URL(url, 'http://shop.local')));
  // The shop's loaders neither redirect nor throw responses; should one, the browser handles it.
  if (context instanceof Response) return { status: 200 };

  const handles = context.matches.map((match) => (match.route.handle ?? {}) as ShopRouteHandle);
  const status = handles.findLast((handle) => handle.status)?.status ?? context.statusCode;
  const failed = data.queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error');
  // An error screen is drawn by the browser, which also retries what failed.
  if (failed) {
    return notFound(failed.state.error) ? { status: 404 } : { status, transient: true };
  }
  if (handles.some((handle) => handle.clientOnly)) return { status };

  const state = serializeServerState({
    queries: dehydrate(data.queryClient),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
    publicUrl,
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <App data={data} publicUrl={publicUrl}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
  const head = leadingHeadElements.exec(html)![0];
  return { status, markup: { html: html.slice(head.length), head, state } };
}
