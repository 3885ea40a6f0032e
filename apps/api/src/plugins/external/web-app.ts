import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { INTERFACE_LANGUAGES } from '@gjs/shared';
import { sendPage } from './rendered-page.ts';
import { createPageRenderer, SERVER_ENTRY, type PageRenderer } from './server-renderer.ts';
import { languageOfAddress, shellPages } from './shell-language.ts';
import { errorBody } from '../../lib/error-body.ts';

const SERVER_DIR = `/${path.dirname(SERVER_ENTRY)}/`;
const ASSETS_PREFIX = '/assets/';
const DEFAULT_LANGUAGE = INTERFACE_LANGUAGES[0];
/** Security headers (set by helmet for every answer) that only mean something on a document. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/**
 * What a cache or a range request would use, pointless on a file whose name changes with its content and which the
 * browser keeps for a year without asking again: about 100 bytes less on each of the dozen scripts a page loads.
 */
const NEEDLESS_FOR_IMMUTABLE = ['etag', 'last-modified', 'accept-ranges'];

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-rendered public pages; the admin console drops the reused ones after every write. */
    renderedPages: { invalidate: () => void };
  }
}

/**
 * Serves the built web app: hashed assets cached for a year; the public pages rendered on the server (with their
 * text and metadata, for search engines, link previews and a first paint without JavaScript); every other non-API
 * GET answered with index.html so that the browser router handles deep links (history fallback).
 */
export default fp(
  async (app) => {
    const root = app.config.webDistDir;
    const hasWebApp = fs.existsSync(path.join(root, 'index.html'));
    let renderer: PageRenderer | null = null;
    let shellPage: ReturnType<typeof shellPages> | null = null;
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build wrote brotli and gzip siblings of every text asset (apps/web/build/precompress.ts).
        preCompressed: true,
        // The server renderer sits beside the browser app but is not for browsers.
        allowedPath: (pathname) => !pathname.startsWith(SERVER_DIR),
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      renderer = createPageRenderer(app, root);
      shellPage = shellPages(fs.readFileSync(path.join(root, 'index.html'), 'utf8'));
      // A script, style sheet or font is no document: the headers that only govern documents (CSP, framing,
      // referrer...) are dropped from hashed assets, which a page loads by the dozen, and so are the validators of
      // a file that never changes. nosniff and CORP stay.
      app.addHook('onSend', async (request, reply) => {
        if (!request.url.startsWith(ASSETS_PREFIX)) return;
        for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
        for (const header of NEEDLESS_FOR_IMMUTABLE) reply.removeHeader(header);
      });
    } else {
      app.log.warn({ root }, 'no built web app found: run `npm run build` to serve it');
    }
    app.decorate('renderedPages', { invalidate: () => renderer?.invalidate() });
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWebApp && isPage && !pathname.startsWith('/api/') && pathname !== '/api') {
        const page = renderer
          ? ((await renderer.render(request.url)) ?? (await renderer.notFound(request.url)))
          : null;
        if (page) return sendPage(request, reply, page);
        // A page in another language than the default gets the shell that says so in <html lang> (decision 0701).
        if (shellPage && languageOfAddress(pathname) !== DEFAULT_LANGUAGE)
          return sendPage(request, reply, await shellPage(200, pathname));
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html');
      }
      return reply.code(404).send(errorBody(404, `Route ${request.method} ${pathname} not found.`));
    });
  },
  { name: 'web-app', dependencies: ['db', 'site-settings'] },
);
