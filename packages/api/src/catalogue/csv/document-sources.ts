import { inArray } from 'drizzle-orm';
import { productDocuments, type Database } from '@buildright/db';
import { tooLarge } from '../../errors.ts';
import { documentTooLarge, MAX_DOCUMENT_BYTES } from '../shared/product-documents.ts';
import { DocumentDownloadError, isPdf, type DocumentFiles } from '../product-documents/files.ts';
import { readDocumentCell } from './document-cells.ts';
import type { ProductCsvFile } from './product-rows.ts';

/** New documents one import may fetch: each can take seconds and 20 MB. */
const MAX_IMPORT_DOWNLOADS = 50;
const PARALLEL_DOWNLOADS = 4;

/** A document URL of the file, resolved: where the shop serves it and its size, or why not. */
export type DocumentSource = { url: string; bytes: number } | { problem: string };

/** By the URL as the file writes it. */
export type DocumentSources = ReadonlyMap<string, DocumentSource>;

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** The document URLs a file names, each once; none when it has no documents column. */
function documentUrls(file: ProductCsvFile): string[] {
  if (!file.columns.has('documents')) return [];
  const urls = file.rows.flatMap((row) =>
    readDocumentCell(row.cells.documents ?? '').entries.map((entry) => entry.url),
  );
  return [...new Set(urls)];
}

/** Fetches one document and checks it as an upload is checked; stores it only when asked. */
async function fetchDocument(
  files: DocumentFiles,
  url: string,
  store: boolean,
): Promise<DocumentSource> {
  let bytes: Uint8Array;
  try {
    bytes = await files.download(url);
  } catch (error) {
    if (error instanceof DocumentDownloadError) return { problem: error.message };
    throw error;
  }
  if (bytes.length > MAX_DOCUMENT_BYTES) return { problem: documentTooLarge(url) };
  if (!isPdf(bytes)) return { problem: `${url} is not a PDF; documents must be PDF files` };
  return { url: store ? await files.save(bytes) : url, bytes: bytes.length };
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * What each document URL of an import names. A document the shop already holds (the address an
 * export writes) is taken as it is; any other http or https address is fetched and checked like
 * an upload (a PDF, at most 20 MB), and with `store` kept in the uploads store, before the import's
 * transaction, so no network wait holds it open. Should the import then fail, those files are
 * left to the unused-upload cleanup, as uploaded images never saved are.
 */
export async function resolveDocumentSources(
  db: Database,
  files: DocumentFiles,
  file: ProductCsvFile,
  { store }: { store: boolean },
): Promise<DocumentSources> {
  const urls = documentUrls(file);
  const sources = new Map<string, DocumentSource>();
  if (urls.length === 0) return sources;
  const held = await db
    .selectDistinctOn([productDocuments.url], {
      url: productDocuments.url,
      bytes: productDocuments.bytes,
    })
    .from(productDocuments)
    .where(inArray(productDocuments.url, urls));
  for (const document of held) sources.set(document.url, document);
  const toFetch = urls.filter((url) => !sources.has(url));
  for (const url of toFetch.filter((candidate) => !isWebAddress(candidate))) {
    sources.set(url, {
      problem: `${url} is neither an http or https address nor a document the shop holds`,
    });
  }
  const downloads = toFetch.filter(isWebAddress);
  if (downloads.length > MAX_IMPORT_DOWNLOADS) {
    throw tooLarge(
      `The file names ${downloads.length} new documents to fetch; import at most ${MAX_IMPORT_DOWNLOADS} at a time`,
    );
  }
  await inParallel(downloads, PARALLEL_DOWNLOADS, async (url) => {
    sources.set(url, await fetchDocument(files, url, store));
  });
  return sources;
}
