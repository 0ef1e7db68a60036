import type { Thing, WithContext } from 'schema-dts';
import { scriptSafeJson } from '../lib/script-json.ts';

/**
 * Structured data for search engines. A JSON-LD block is data, never run, so the page's
 * Content-Security-Policy (scripts from the shop's own origin only) does not apply to it.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(JSON.stringify(data)) }}
    />
  );
}
