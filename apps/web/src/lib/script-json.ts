/** JSON to place inside a `<script>` element: no `<` in it can end the element early. */
export function scriptSafeJson(json: string): string {
  return json.replaceAll('<', '\\u003c');
}
