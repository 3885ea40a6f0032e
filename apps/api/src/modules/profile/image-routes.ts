import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  messageErrorSchema,
  profileImageResponseSchema,
  endpoints,
} from '@gjs/shared';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { contentTypeFor } from '../../lib/storage/content-types.ts';
import { answerStoredFile, FILE_NOT_FOUND } from '../media/index.ts';
import { profileImageKey } from './image-urls.ts';
import { IMAGE_MISSING, IMAGE_TOO_LARGE, PayloadTooLargeError, setProfileImage } from './image-service.ts';
import { routePath } from '../../lib/route-path.ts';

/** Each upload gets a new name, so a URL always shows the same picture: caches may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    routePath(app, endpoints.profile.uploadImage),
    {
      schema: {
        tags: ['profile'],
        summary: 'Upload a profile image (multipart field profile_image); stored as a 300x300 JPEG',
        consumes: ['multipart/form-data'],
        response: {
          200: profileImageResponseSchema,
          400: messageErrorSchema,
          401: messageErrorSchema,
          413: messageErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ValidationError(IMAGE_MISSING);
      let upload: Buffer | undefined;
      try {
        const file = await request.file({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1 } });
        if (!file || file.fieldname !== PROFILE_IMAGE_FIELD) throw new ValidationError(IMAGE_MISSING);
        upload = await file.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(IMAGE_TOO_LARGE);
        if (code?.startsWith('FST_')) throw new ValidationError(IMAGE_MISSING);
        throw error;
      }
      const answer = await setProfileImage(
        { db: app.db, storage: app.storage, log: request.log, mediaBaseUrl: app.config.mediaBaseUrl },
        request.user.id,
        upload,
      );
      // The forum's kept pages show the author's picture.
      app.changes.announce('forum');
      return answer;
    },
  );

  app.get(
    routePath(app, endpoints.profile.image),
    {
      schema: {
        tags: ['profile'],
        summary: 'A public profile image (shown beside forum posts)',
        params: z.object({ name: z.string() }),
        response: {
          200: z.any().describe('The JPEG'),
          206: z.any().describe('One byte range of the JPEG'),
          304: z.any().describe('Not modified'),
          404: messageErrorSchema,
          416: z.any().describe('Range not satisfiable'),
        },
      },
    },
    async (request, reply) => {
      const key = profileImageKey(request.params.name);
      const object = key ? await app.storage.stat(key) : undefined;
      if (!key || !object) throw new NotFoundError(FILE_NOT_FOUND);
      const file = await answerStoredFile(app.storage, key, object, request.headers, {
        'content-type': contentTypeFor(key),
        'content-disposition': 'inline',
        'cache-control': IMMUTABLE,
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
      });
      reply.code(file.status).headers(file.headers);
      return reply.send(file.body ?? '');
    },
  );
};
export default routes;
