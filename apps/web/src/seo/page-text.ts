import { SHOP_NAME } from '@buildright/api/shared';

export { SHOP_NAME };

/** How long a description may be before search results cut it off. */
const SNIPPET_LENGTH = 160;

/** "Page | BuildRight Equipment" */
export function pageTitle(page: string): string {
  return `${page} | ${SHOP_NAME}`;
}

// Stored descriptions come from the server's sanitiser, which writes every character as itself
// except these four: nothing else can be encoded in them.
const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

// Words run on across inline tags ("<b>5 t</b>, steel"); blocks, items and breaks part them.
const inlineTag = /<\/?(?:a|b|em|i|mark|s|span|strike|strong|u)\b[^>]*>/g;

/** A product's rich-text description as one line of plain text. */
export function plainTextOf(html: string): string {
  return html
    .replace(inlineTag, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => entities[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` cut at a word so that it fits a search result's snippet. */
export function snippetOf(text: string): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const cut = text.slice(0, SNIPPET_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > SNIPPET_LENGTH / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:]+$/, '')}…`;
}
