// Multipart forms: files are buffered into request.uploads and replaced by a string token, so the contract's
// `type: string, format: binary` (and its array forms) validate the form like any other field.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../images.ts';
import type { Upload } from '../routes/types.ts';
import { globalPlugin } from './global.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** multipart files by the token (`upload:N`) the validated body carries in their place */
    uploads: Map<string, Upload> | null;
  }
}

export const uploads = globalPlugin(async (app: FastifyInstance) => {
  app.decorateRequest('uploads', null);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 20, parts: 40, fieldSize: 64 * 1024 },
    async onFile(this: FastifyRequest, part) {
      const data = await part.toBuffer();
      const uploads = (this.uploads ??= new Map());
      const token = `upload:${uploads.size}`;
      uploads.set(token, { filename: part.filename, mimetype: part.mimetype, data });
      (part as unknown as { value: string }).value = token;
    },
  });
});
