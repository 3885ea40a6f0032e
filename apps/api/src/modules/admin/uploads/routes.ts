import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageErrorSchema, uploadKindParamsSchema, uploadResultSchema, adminEndpoints } from '@gjs/shared';
import { ValidationError } from '#lib/errors.ts';
import { adminContext } from '../context.ts';
import { MAX_UPLOAD_BYTES } from './file-types.ts';
import { storeUpload, tooLarge } from './service.ts';
import { routePath } from '#lib/route-path.ts';

export const FILE_MISSING = 'Send the file as multipart form data in the field file.';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePath(app, adminEndpoints.uploads.upload),
    {
      schema: {
        tags: ['admin'],
        summary:
          'Upload a video, PDF, MusicXML, audio file or thumbnail (multipart field file), streamed to storage',
        consumes: ['multipart/form-data'],
        params: uploadKindParamsSchema,
        response: { 201: uploadResultSchema, 400: messageErrorSchema, 413: messageErrorSchema },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      if (!request.isMultipart()) throw new ValidationError(FILE_MISSING);
      try {
        const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES[kind], files: 1 } });
        if (!file || file.fieldname !== 'file') throw new ValidationError(FILE_MISSING);
        const result = await storeUpload(adminContext(app, request), kind, file.file, file.filename);
        return reply.code(201).send(result);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
        if (code?.startsWith('FST_')) throw new ValidationError(FILE_MISSING);
        throw error;
      }
    },
  );
};
export default routes;
