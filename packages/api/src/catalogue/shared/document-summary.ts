import type { ProductDocumentKind } from '@buildright/db/domain';

/** A PDF attached to a product, as a product's answer lists it. */
export interface ProductDocument {
  id: number;
  title: string;
  kind: ProductDocumentKind;
  /** Where the shop serves the file. */
  url: string;
  bytes: number;
}

export const productDocumentKindLabels: Record<ProductDocumentKind, string> = {
  spec_sheet: 'Spec sheet',
  safety_data_sheet: 'Safety data sheet',
  manual: 'Manual',
  installation_guide: 'Installation guide',
};

const UNITS = ['KB', 'MB', 'GB'];

/**
 * A file's size as people read it, in the units the size limits use (1 KB = 1,024 bytes): "900
 * bytes", "1.5 KB", "340 KB", "1.2 MB", "20 MB". One decimal below 10, none above.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  const shown = (amount: number) =>
    amount < 10 ? Math.round(amount * 10) / 10 : Math.round(amount);
  // 1,048,000 bytes would round to "1024 KB": that is 1 MB.
  while (shown(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${shown(value).toLocaleString('en-US')} ${UNITS[unit]}`;
}

/** "Spec sheet · PDF · 1.2 MB": what the product page shows under a document's title. */
export function documentSummary(document: Pick<ProductDocument, 'kind' | 'bytes'>): string {
  return `${productDocumentKindLabels[document.kind]} · PDF · ${formatFileSize(document.bytes)}`;
}
