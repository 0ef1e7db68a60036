/**
 * Where product documents' files are kept: the server's uploads store (a local folder or an S3
 * bucket), handed to the API as this port so that the catalogue and the mail need no storage
 * code of their own.
 */
export interface DocumentFiles {
  /** Keeps a checked PDF under a new random name; answers the address the shop serves it at. */
  save(bytes: Uint8Array): Promise<string>;
  /** A stored document by the address `save` gave; null when the store no longer holds it. */
  read(url: string): Promise<Buffer | null>;
  /**
   * Fetches a document an import names by URL, at most MAX_DOCUMENT_BYTES; throws a
   * DocumentDownloadError that says why it could not.
   */
  download(url: string): Promise<Uint8Array>;
}

/** Why a document named by URL could not be fetched, in words for the import's report. */
export class DocumentDownloadError extends Error {
  override name = 'DocumentDownloadError';
}

const PDF_MAGIC = '%PDF-';

/** Whether the bytes are a PDF: every PDF starts with `%PDF-`, whatever its name says. */
export function isPdf(bytes: Uint8Array): boolean {
  return (
    bytes.length >= PDF_MAGIC.length &&
    Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).toString('latin1') === PDF_MAGIC
  );
}
