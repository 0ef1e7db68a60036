import sanitizeHtml from 'sanitize-html';

const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^var\(--[\w-]+\)$/, /^inherit$/];
const textAlign = [/^(left|right|center|justify)$/];
const indent = [/^\d{1,3}(px|em|rem)$/];

/**
 * The allow-list of the product description editor's toolbar: headings, bold, italic, underline,
 * strike, lists, indent, alignment, links, text colour and background. Everything else is dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'ol',
    'ul',
    'li',
    'a',
    'span',
    'mark',
    'blockquote',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    '*': ['style'],
    mark: ['style', 'data-color'],
  },
  allowedStyles: {
    '*': {
      color: colour,
      'background-color': colour,
      'text-align': textAlign,
      'padding-left': indent,
      'margin-left': indent,
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options).trim();
}
