import { randomUUID } from 'node:crypto';
import type { DocumentFiles } from '@buildright/api';
import { downloadDocument } from './download.ts';
import { isUploadFile, type ImageStore } from './store.ts';

/** The stored file an address of this store names; undefined for any other address. */
function storedFileOf(store: ImageStore, url: string): string | undefined {
  const prefix = store.urlPrefixes.find((candidate) => url.startsWith(candidate));
  const file = prefix === undefined ? undefined : url.slice(prefix.length);
  return file !== undefined && isUploadFile(file) ? file : undefined;
}

/** Product documents kept in the uploads store beside the images, each as `<uuid>.pdf`. */
export function documentFiles(
  store: ImageStore,
  options: { allowPrivateNetwork?: boolean } = {},
): DocumentFiles {
  return {
    async save(bytes) {
      const name = `${randomUUID()}.pdf`;
      await store.put(name, bytes, 'application/pdf');
      return store.urlFor(name);
    },
    async read(url) {
      const file = storedFileOf(store, url);
      return file === undefined ? null : store.read(file);
    },
    download: (url) => downloadDocument(url, options),
  };
}
