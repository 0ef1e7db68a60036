import type { ProductDocument, ProductDocumentKind } from '@buildright/api/shared';
import { apiOrigin } from './origin.ts';
import { restError } from './rest.ts';

interface UploadedImage {
  url: string;
  thumbnailUrl: string;
  alt: string;
}

/** Sends one image to the server, which checks it, stores it and makes its web versions. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(`${apiOrigin}/api/uploads`, {
    method: 'POST',
    body,
    credentials: 'include',
  });
  if (!response.ok) throw await restError(response);
  return (await response.json()) as UploadedImage;
}

/** Attaches a PDF to a product; the server checks that it is one and keeps it with the images. */
export async function uploadDocument(
  productId: number,
  document: { title: string; kind: ProductDocumentKind; file: File },
): Promise<ProductDocument> {
  const body = new FormData();
  body.append('title', document.title);
  body.append('kind', document.kind);
  body.append('file', document.file);
  const response = await fetch(`${apiOrigin}/api/products/${productId}/documents`, {
    method: 'POST',
    body,
    credentials: 'include',
  });
  if (!response.ok) throw await restError(response);
  return (await response.json()) as ProductDocument;
}
