// The first stylesheet holds what the server's pages need, so they are whole at first paint.
import './styles/mantine-first-screen.css';
import './styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { App } from './App.tsx';
import { createBrowserData } from './lib/trpc.ts';
import { createRoutes } from './routes.tsx';
import { readServerState } from './server-state.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const data = createBrowserData();
const routes = createRoutes(data, { awaitData: false });

/** Hydration must draw what the server drew, so the current screen's code is loaded first. */
async function loadCurrentScreen(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const shop = (router: ReturnType<typeof createBrowserRouter>, publicUrl: string) => (
  <StrictMode>
    <App data={data} publicUrl={publicUrl}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

/** Hydrates the server's page, or draws the screen when the server sent none. */
function start(root: HTMLElement) {
  const serverState = readServerState();
  // A page the browser drew alone has no server state; its own address is the best guess then.
  const publicUrl = serverState?.publicUrl ?? window.location.origin;
  if (!serverState) {
    createRoot(root).render(shop(createBrowserRouter(routes), publicUrl));
    return;
  }
  hydrate(data.queryClient, serverState.queries);
  // Not a top-level await: the screens' chunks import this module, which must finish first.
  void loadCurrentScreen(routes).then(() =>
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page, so the page answers input while it comes alive.
    startTransition(() => {
      const router = createBrowserRouter(routes, { hydrationData: serverState.router });
      hydrateRoot(root, shop(router, publicUrl));
    }),
  );
}

// Evaluating the shop's code is already a phone's longest task: reading the server's state and
// asking for the screen's chunks (a link per chunk) wait for a task of their own. Posted as a
// message, as React's scheduler posts its work: a timer may be clamped, or paused by a test clock.
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => start(root);
nextTask.port2.postMessage(null);
