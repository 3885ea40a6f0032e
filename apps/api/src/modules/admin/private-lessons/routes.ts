import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLessonCreateSchema,
  adminLessonDetailSchema,
  adminLessonListSchema,
  adminLessonSectionInputSchema,
  adminLessonSectionOrderSchema,
  adminLessonStudentsSchema,
  adminLessonUpdateSchema,
  adminStudentSearchResultSchema,
  adminStudentSearchSchema,
  adminEndpoints,
} from '@gjs/shared';
import { adminContext } from '../context.ts';
import { idParamsSchema, idSchema } from '../params.ts';
import * as lessons from './service.ts';
import { routePath } from '#lib/route-path.ts';

const tags = ['admin'];
const sectionParamsSchema = z.object({ id: idSchema, sectionId: idSchema });

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof adminContext>[1]) => adminContext(app, request);
  const detail = { 200: adminLessonDetailSchema };

  app.get(
    routePath(app, adminEndpoints.privateLessons.list),
    {
      schema: {
        tags,
        summary: 'Every private lesson with its section count and students, newest first',
        response: { 200: adminLessonListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return lessons.listLessons(ctx(request));
    },
  );
  app.post(
    routePath(app, adminEndpoints.privateLessons.create),
    {
      schema: {
        tags,
        summary:
          'Create a private lesson, optionally assigned to students (their takes_lessons is turned on)',
        body: adminLessonCreateSchema,
        response: { 201: adminLessonDetailSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await lessons.createLesson(ctx(request), request.body)),
  );
  app.get(
    routePath(app, adminEndpoints.privateLessons.searchStudents),
    {
      schema: {
        tags,
        summary: 'Active accounts to assign as students, matching part of a name, username or e-mail',
        querystring: adminStudentSearchSchema,
        response: { 200: adminStudentSearchResultSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return lessons.searchStudents(ctx(request), request.query);
    },
  );
  app.get(
    routePath(app, adminEndpoints.privateLessons.get),
    {
      schema: {
        tags,
        summary: 'A private lesson with its sections (signed media URLs) and students',
        params: idParamsSchema,
        response: detail,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return lessons.getLesson(ctx(request), request.params.id);
    },
  );
  app.put(
    routePath(app, adminEndpoints.privateLessons.update),
    {
      schema: {
        tags,
        summary: 'Rename a private lesson',
        params: idParamsSchema,
        body: adminLessonUpdateSchema,
        response: detail,
      },
    },
    async (request) => lessons.updateLesson(ctx(request), request.params.id, request.body),
  );
  app.delete(
    routePath(app, adminEndpoints.privateLessons.remove),
    { schema: { tags, summary: 'Delete a private lesson with its sections', params: idParamsSchema } },
    async (request, reply) => {
      await lessons.deleteLesson(ctx(request), request.params.id);
      return reply.code(204).send();
    },
  );
  app.put(
    routePath(app, adminEndpoints.privateLessons.setStudents),
    {
      schema: {
        tags,
        summary: "Set a lesson's students (newly assigned students get takes_lessons)",
        params: idParamsSchema,
        body: adminLessonStudentsSchema,
        response: detail,
      },
    },
    async (request) => lessons.setStudents(ctx(request), request.params.id, request.body),
  );
  app.post(
    routePath(app, adminEndpoints.privateLessons.createSection),
    {
      schema: {
        tags,
        summary: 'Add a section at the end of a lesson',
        params: idParamsSchema,
        body: adminLessonSectionInputSchema,
        response: detail,
      },
    },
    async (request) => lessons.createSection(ctx(request), request.params.id, request.body),
  );
  app.put(
    routePath(app, adminEndpoints.privateLessons.orderSections),
    {
      schema: {
        tags,
        summary: "Reorder a lesson's sections",
        params: idParamsSchema,
        body: adminLessonSectionOrderSchema,
        response: detail,
      },
    },
    async (request) => lessons.reorderSections(ctx(request), request.params.id, request.body),
  );
  app.put(
    routePath(app, adminEndpoints.privateLessons.updateSection),
    {
      schema: {
        tags,
        summary: 'Edit a section',
        params: sectionParamsSchema,
        body: adminLessonSectionInputSchema,
        response: detail,
      },
    },
    async (request) =>
      lessons.updateSection(ctx(request), request.params.id, request.params.sectionId, request.body),
  );
  app.delete(
    routePath(app, adminEndpoints.privateLessons.removeSection),
    {
      schema: {
        tags,
        summary: 'Delete a section (the sections after it move up)',
        params: sectionParamsSchema,
        response: detail,
      },
    },
    async (request) => lessons.deleteSection(ctx(request), request.params.id, request.params.sectionId),
  );
};
export default routes;
