import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORUM_TOTAL_COUNT_HEADER,
  forumCommentSchema,
  forumMineSchema,
  forumPostListSchema,
  forumPostQuerySchema,
  forumPostSchema,
  messageErrorSchema,
  newForumCommentSchema,
  newForumPostSchema,
  endpoints,
} from '@gjs/shared';
import * as forum from './service.ts';
import { notifyPostAuthor } from './reply-email.ts';
import { routePath } from '../../lib/route-path.ts';
import { sendSerialized } from '../../lib/json-serializer.ts';

const denied = { 401: messageErrorSchema, 403: messageErrorSchema, 429: messageErrorSchema };

/** Writes per member and hour (docs/decisions/0103-rate-limits.md); the member is known from onRequest on. */
const perMember = (name: string, max: number) => ({
  max,
  timeWindow: 60 * 60 * 1000,
  keyGenerator: (request: FastifyRequest) => `${name}:${request.user.id}`,
});

/** The member writing, from the account the authentication read. */
const writer = (request: FastifyRequest): forum.Writer => ({
  id: request.user.id,
  username: request.user.username,
  profileImage: request.account.profile?.profileImage ?? null,
});

/** Members only: trial or active subscription, or staff (see README.md). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const base = app.config.mediaBaseUrl;

  app.get(
    routePath(app, endpoints.forum.listPosts),
    {
      schema: {
        tags: ['forum'],
        summary:
          'Forum posts, newest first, with comments; optional search, category and page (decision 0410)',
        querystring: forumPostQuerySchema,
        response: { 200: forumPostListSchema, 400: messageErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { json, total } = await forum.listPostsSerialized(app.db, request.query, base, {
        counts: app.sharedCaches.forumCounts,
        pageIndexes: app.sharedCaches.forumPageIndexes,
        pages: app.sharedCaches.forumPages,
      });
      reply.header(FORUM_TOTAL_COUNT_HEADER, String(total)).header('cache-control', 'private, no-store');
      return sendSerialized(reply, json);
    },
  );

  app.post(
    routePath(app, endpoints.forum.createPost),
    {
      config: {
        rateLimit: perMember('forum-post', app.config.forumPostRateLimit),
        leavesAccountsUnchanged: true,
      },
      schema: {
        tags: ['forum'],
        summary: 'Create a post (markdown stored as written)',
        body: newForumPostSchema,
        response: { 201: forumPostSchema, 400: messageErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const post = await forum.createPost(app.db, writer(request), request.body, base);
      app.changes.announce('forum');
      return reply.code(201).send(post);
    },
  );

  app.get(
    routePath(app, endpoints.forum.mine),
    {
      schema: {
        tags: ['forum'],
        summary: 'Whether the caller has written a post (welcome banner)',
        response: { 200: forumMineSchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return forum.mine(app.db, request.user.id);
    },
  );

  app.post(
    routePath(app, endpoints.forum.addComment),
    {
      config: {
        rateLimit: perMember('forum-comment', app.config.forumCommentRateLimit),
        leavesAccountsUnchanged: true,
      },
      schema: {
        tags: ['forum'],
        summary: "Comment on a post; e-mails the post's author if they want reply notifications",
        params: z.object({ id: z.string() }),
        body: newForumCommentSchema,
        response: { 201: forumCommentSchema, 400: messageErrorSchema, ...denied, 404: messageErrorSchema },
      },
    },
    async (request, reply) => {
      const postId = forum.parsePostId(request.params.id);
      const comment = await forum.addComment(app.db, postId, writer(request), request.body, base);
      app.changes.announce('forum');
      // Not awaited: the answer does not wait for the mail server, and a mail failure is only logged.
      void notifyPostAuthor(
        { db: app.db, mailer: app.mailer, log: request.log, config: app.config },
        { postId, commenter: request.user, comment: comment.content },
      );
      return reply.code(201).send(comment);
    },
  );
};
export default routes;
