import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../env.ts';
import { IMMUTABLE_CACHE, UPLOADS_PATH, type ImageStore } from './store.ts';

/** Objects live under this prefix, so a bucket shared with other data keeps the two apart. */
const KEY_PREFIX = 'uploads/';

/**
 * Uploads in an S3 bucket (AWS or an S3-compatible store), so every server machine sees the same
 * images. The server sends them under /uploads/ unless the bucket has a public address. Another
 * `keyPrefix` keeps a part of the bucket apart (the return photos' private part).
 */
export function s3ImageStore(settings: S3Settings, keyPrefix = KEY_PREFIX): ImageStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without keys the SDK's own chain decides (AWS_* variables, an instance or task role).
    credentials: settings.credentials,
    // Other S3-compatible stores do not all know the checksums AWS asks for by default.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const Bucket = settings.bucket;
  const publicBase = settings.publicUrl && `${settings.publicUrl}/${keyPrefix}`;

  return {
    urlPrefixes: publicBase ? [UPLOADS_PATH, publicBase] : [UPLOADS_PATH],
    urlFor: (name) => `${publicBase ?? UPLOADS_PATH}${name}`,
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyPrefix + name,
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyPrefix + name }));
        if (!object.Body) throw new Error('S3 sent no body');
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyPrefix + name }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: keyPrefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue;
          yield { name: object.Key.slice(keyPrefix.length), modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyPrefix + name }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 sent no readable body');
        return {
          body: object.Body,
          contentType: object.ContentType,
          length: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  };
}
