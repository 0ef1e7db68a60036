import { Link } from '@react-email/components';
import { formatFileSize } from '../../catalogue/shared/product-documents.ts';
import type { QuoteSpecSheet } from '../spec-sheets.ts';
import {
  Paragraph,
  type EmailAttachment,
  type ShopIdentity,
  type StoredFiles,
} from '../../mail/index.ts';
/** A stored address as a link that works from a mailbox: relative ones are the shop's. */
const absoluteUrl = (url: string, shop: ShopIdentity) => new URL(url, `${shop.url}/`).href;

/** "Excavator Bucket - Spec sheet.pdf": the product and title, safe as a file name. */
function fileNameOf(sheet: QuoteSpecSheet): string {
  const name = `${sheet.productName} - ${sheet.title}`
    .replace(/[^\w .()-]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${name}.pdf`;
}

/** The quoted products' spec sheets: which are attached, and a link to each. */
export function SpecSheetList({ sheets, shop }: { sheets: QuoteSpecSheet[]; shop: ShopIdentity }) {
  if (sheets.length === 0) return null;
  const attachedAll = sheets.every((sheet) => sheet.attached);
  return (
    <>
      <Paragraph>
        {attachedAll
          ? 'The spec sheets of the quoted equipment are attached:'
          : 'The spec sheets of the quoted equipment (those marked attached are in this e-mail):'}
      </Paragraph>
      <ul style={{ margin: '0 0 12px', paddingLeft: 20, fontSize: 15, lineHeight: '24px' }}>
        {sheets.map((sheet) => (
          <li key={sheet.url}>
            {sheet.productName}: <Link href={absoluteUrl(sheet.url, shop)}>{sheet.title}</Link>{' '}
            (PDF, {formatFileSize(sheet.bytes)}
            {sheet.attached ? ', attached' : ''})
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The attached spec sheets, read from the store when the e-mail is sent. One removed from its
 * product since (and cleaned away) is left out; the e-mail still links it.
 */
export async function specSheetAttachments(
  sheets: QuoteSpecSheet[],
  files: StoredFiles,
): Promise<EmailAttachment[]> {
  const attachments: EmailAttachment[] = [];
  for (const sheet of sheets.filter((candidate) => candidate.attached)) {
    const content = await files.read(sheet.url);
    if (content) {
      attachments.push({ filename: fileNameOf(sheet), contentType: 'application/pdf', content });
    }
  }
  return attachments;
}
