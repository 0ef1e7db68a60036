import type { MultipartFile } from '@fastify/multipart';
import type { DomainError } from '@buildright/api';
import type { FastifyError, FastifyRequest } from 'fastify';
import * as z from 'zod';

/** A file part of a multipart form, read whole: the body's value where the file was. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  Buffer.isBuffer((value as UploadedFile).bytes) &&
  typeof (value as UploadedFile).name === 'string';

/** A form's file field: `missing` when the part is absent or not a file. */
export const uploadedFile = (missing: string, description: string) =>
  z
    .custom<UploadedFile>(isUploadedFile, { error: missing })
    .meta({ type: 'string', format: 'binary', description });

/**
 * The multipart plugin's `onFile`: reads each file part whole within the size limit, keeping its
 * name for the messages. A larger one is the error `tooLarge` makes of it and its place among the
 * request's files.
 */
export function fileReader(tooLarge: (part: MultipartFile, index: number) => DomainError) {
  const seen = new WeakMap<FastifyRequest, number>();
  return async function readFilePart(this: FastifyRequest, part: MultipartFile) {
    const index = seen.get(this) ?? 0;
    seen.set(this, index + 1);
    try {
      const value: UploadedFile = { name: part.filename, bytes: await part.toBuffer() };
      Object.assign(part, { value });
    } catch (error) {
      if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(part, index);
      throw error;
    }
  };
}
