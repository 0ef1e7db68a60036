import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import superjson from 'superjson';
import { scriptSafeJson } from './lib/script-json.ts';

/** The element of the server's HTML that carries the data its render used. */
export const SERVER_STATE_ID = 'shop-state';

interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
  /** The shop's public address the server drew the page for. */
  publicUrl: string;
}

/** JSON for a `<script type="application/json">`. */
export function serializeServerState(state: ServerState): string {
  return scriptSafeJson(superjson.stringify(state));
}

/** The server's state, when the page was rendered by the server. */
export function readServerState(): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  return element?.textContent ? superjson.parse<ServerState>(element.textContent) : undefined;
}
