import {
  documentTitle,
  productDocumentKindLabels,
  productDocumentKinds,
  type ProductDocument,
  type ProductDocumentKind,
} from '../shared/product-documents.ts';

/**
 * The `documents` column: one document per line of the cell, written `Kind: Title URL`, as in
 * "Spec sheet: EX200 specifications https://example.com/ex200.pdf". The kind is its label or its
 * code (spec_sheet), in any case; the URL is the line's last word (URLs hold no spaces).
 */

interface DocumentEntry {
  kind: ProductDocumentKind;
  title: string;
  url: string;
}

const kindByName = new Map<string, ProductDocumentKind>(
  productDocumentKinds.flatMap((kind) => [
    [kind, kind],
    [productDocumentKindLabels[kind].toLowerCase().replace(/[\s-]+/g, '_'), kind],
  ]),
);

const kindOf = (name: string) =>
  kindByName.get(
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );

const entryPattern = /^([^:]+):\s*(.*?)\s+(\S+)$/;

const kindNames = productDocumentKinds.map((kind) => productDocumentKindLabels[kind]).join(', ');

/** The cell's documents, or the problems of the lines that could not be read. */
export function readDocumentCell(cell: string): { entries: DocumentEntry[]; errors: string[] } {
  const entries: DocumentEntry[] = [];
  const errors: string[] = [];
  const lines = cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  for (const line of lines) {
    const match = entryPattern.exec(line);
    if (!match) {
      errors.push(`"${line}" is not a document; write each as "Kind: Title URL", one per line`);
      continue;
    }
    const [, kindName, titleText, url] = match as unknown as [string, string, string, string];
    const kind = kindOf(kindName);
    const title = documentTitle.safeParse(titleText);
    if (!kind) {
      errors.push(`"${kindName.trim()}" is not a kind of document; the kinds are ${kindNames}`);
    } else if (!title.success) {
      errors.push(`${title.error.issues[0]!.message} (in "${line}")`);
    } else {
      entries.push({ kind, title: title.data, url });
    }
  }
  return { entries, errors };
}

/** A product's documents as the export writes the column. */
export function documentCell(
  documents: readonly Pick<ProductDocument, 'kind' | 'title' | 'url'>[],
) {
  return documents
    .map(
      (document) =>
        `${productDocumentKindLabels[document.kind]}: ${document.title} ${document.url}`,
    )
    .join('\n');
}
