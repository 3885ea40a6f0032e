import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChapterInputSchema,
  adminChapterOrderSchema,
  adminCourseDetailSchema,
  adminCourseInputSchema,
  adminCourseListSchema,
  adminPublishSchema,
  adminUpcomingCourseInputSchema,
  adminUpcomingCourseListSchema,
  adminUpcomingCourseSchema,
  syncPointsInputSchema,
  syncPointsResultSchema,
  adminEndpoints,
} from '@gjs/shared';
import { adminContext } from '../context.ts';
import { chapterParamsSchema, idParamsSchema } from '../params.ts';
import * as chapters from './chapters-service.ts';
import * as courses from './service.ts';
import { setSyncPoints } from './sync-points-service.ts';
import * as upcoming from './upcoming-service.ts';
import { routePath } from '#lib/route-path.ts';

const tags = ['admin'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof adminContext>[1]) => adminContext(app, request);
  const detail = { 200: adminCourseDetailSchema };

  app.get(
    routePath(app, adminEndpoints.courses.list),
    { schema: { tags, summary: 'Every course, published or not', response: { 200: adminCourseListSchema } } },
    async (request) => courses.listCourses(ctx(request)),
  );
  app.post(
    routePath(app, adminEndpoints.courses.create),
    {
      schema: {
        tags,
        summary: 'Create a course (unpublished)',
        body: adminCourseInputSchema,
        response: { 201: adminCourseDetailSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await courses.createCourse(ctx(request), request.body)),
  );
  app.get(
    routePath(app, adminEndpoints.courses.get),
    { schema: { tags, summary: 'A course with its chapters', params: idParamsSchema, response: detail } },
    async (request) => courses.getCourse(ctx(request), request.params.id),
  );
  app.put(
    routePath(app, adminEndpoints.courses.update),
    {
      schema: {
        tags,
        summary: 'Edit a course',
        params: idParamsSchema,
        body: adminCourseInputSchema,
        response: detail,
      },
    },
    async (request) => courses.updateCourse(ctx(request), request.params.id, request.body),
  );
  app.put(
    routePath(app, adminEndpoints.courses.publish),
    {
      schema: {
        tags,
        summary: 'Publish or unpublish a course',
        params: idParamsSchema,
        body: adminPublishSchema,
        response: detail,
      },
    },
    async (request) => courses.publishCourse(ctx(request), request.params.id, request.body),
  );
  app.delete(
    routePath(app, adminEndpoints.courses.remove),
    { schema: { tags, summary: 'Delete a course and its chapters', params: idParamsSchema } },
    async (request, reply) => {
      await courses.deleteCourse(ctx(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    routePath(app, adminEndpoints.courses.createChapter),
    {
      schema: {
        tags,
        summary: 'Add a chapter at the end',
        params: idParamsSchema,
        body: adminChapterInputSchema,
        response: { 201: adminCourseDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await chapters.createChapter(ctx(request), request.params.id, request.body)),
  );
  app.put(
    routePath(app, adminEndpoints.courses.orderChapters),
    {
      schema: {
        tags,
        summary: 'Reorder the chapters',
        params: idParamsSchema,
        body: adminChapterOrderSchema,
        response: detail,
      },
    },
    async (request) => chapters.reorderChapters(ctx(request), request.params.id, request.body),
  );
  app.put(
    routePath(app, adminEndpoints.courses.updateChapter),
    {
      schema: {
        tags,
        summary: 'Edit a chapter',
        params: chapterParamsSchema,
        body: adminChapterInputSchema,
        response: detail,
      },
    },
    async (request) =>
      chapters.updateChapter(ctx(request), request.params.id, request.params.chapterId, request.body),
  );
  app.put(
    routePath(app, adminEndpoints.courses.setSyncPoints),
    {
      schema: {
        tags,
        summary:
          'Set the sync points of a chapter’s score (bars within the score, bars and times increasing)',
        params: chapterParamsSchema,
        body: syncPointsInputSchema,
        response: { 200: syncPointsResultSchema },
      },
    },
    async (request) => setSyncPoints(ctx(request), request.params.id, request.params.chapterId, request.body),
  );
  app.delete(
    routePath(app, adminEndpoints.courses.removeChapter),
    { schema: { tags, summary: 'Delete a chapter', params: chapterParamsSchema, response: detail } },
    async (request) => chapters.deleteChapter(ctx(request), request.params.id, request.params.chapterId),
  );
  app.post(
    routePath(app, adminEndpoints.courses.retryChapterStream),
    {
      schema: {
        tags,
        summary: "Make the adaptive stream of a chapter's video again (after a failure)",
        params: chapterParamsSchema,
        response: detail,
      },
    },
    async (request) => chapters.retryChapterStream(ctx(request), request.params.id, request.params.chapterId),
  );

  app.get(
    routePath(app, adminEndpoints.courses.listUpcoming),
    {
      schema: {
        tags,
        summary: 'Every announced course, past dates too',
        response: { 200: adminUpcomingCourseListSchema },
      },
    },
    async (request) => upcoming.listUpcoming(ctx(request)),
  );
  app.post(
    routePath(app, adminEndpoints.courses.createUpcoming),
    {
      schema: {
        tags,
        summary: 'Announce a course',
        body: adminUpcomingCourseInputSchema,
        response: { 201: adminUpcomingCourseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await upcoming.createUpcoming(ctx(request), request.body)),
  );
  app.put(
    routePath(app, adminEndpoints.courses.updateUpcoming),
    {
      schema: {
        tags,
        summary: 'Edit an announcement',
        params: idParamsSchema,
        body: adminUpcomingCourseInputSchema,
        response: { 200: adminUpcomingCourseSchema },
      },
    },
    async (request) => upcoming.updateUpcoming(ctx(request), request.params.id, request.body),
  );
  app.delete(
    routePath(app, adminEndpoints.courses.removeUpcoming),
    { schema: { tags, summary: 'Remove an announcement', params: idParamsSchema } },
    async (request, reply) => {
      await upcoming.deleteUpcoming(ctx(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
export default routes;
