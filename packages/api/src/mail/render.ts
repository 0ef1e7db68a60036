import { plainTextSelectors, render, toPlainText } from '@react-email/components';
import { emailTemplateNamed } from './registry.ts';
import type { EmailAttachment, ShopIdentity, StoredFiles } from './template.ts';

/** Lines and details read as tables in the text part too; layout tables stay plain text. */
const textOptions = {
  selectors: [
    ...plainTextSelectors,
    { selector: 'table.lines', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    { selector: 'table.details', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

interface RenderedEmail {
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

/** No stored files: what a preview of an e-mail attaches from the store. */
const noStoredFiles: StoredFiles = { read: async () => null };

/**
 * Draws a stored e-mail: the HTML part, its plain-text twin and any attachments (those read from
 * the store only when `files` is given, as the mail worker gives it).
 */
export async function renderEmail(
  templateName: string,
  data: unknown,
  shop: ShopIdentity,
  files: StoredFiles = noStoredFiles,
): Promise<RenderedEmail> {
  // The row was written through enqueueEmail, which typed `data` for this template.
  const template = emailTemplateNamed(templateName);
  const html = await render(template.render(data, shop));
  const text = template.text?.(data) ?? toPlainText(html, textOptions);
  const attachments = (await template.attachments?.(data, shop, files)) ?? [];
  return { html, text, attachments };
}
