import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { namesMissingResource, readPublicPath } from './page-data.ts';
import { packPage, type RenderedPage } from './rendered-page.ts';
import { shellInLanguage, shellPages } from './shell-language.ts';

/** The part of apps/web/src/entry-server.tsx the API uses (the bundle is built by `npm run build`). */
interface RenderResult {
  status: number;
  head: string;
  html: string;
  payload: string;
  /** The attributes of the page's root element, as the web app's entry script reads them. */
  rootAttributes: string;
  /** The page's language ('en', 'de'), for <html lang>. */
  language: string;
}
interface ServerEntry {
  SSR_PAYLOAD_ELEMENT_ID: string;
  isServerRenderedPage: (pathname: string) => boolean;
  isKnownPage: (pathname: string) => boolean;
  /** Sets how the pages' loaders read the API in-process (once, when the bundle loads). */
  setPublicReader: (reader: (path: string) => Promise<unknown>) => void;
  render: (request: { url: string; origin: string }) => Promise<RenderResult | null>;
}

/** Where the web build puts the server renderer, beside the browser app. */
export const SERVER_ENTRY = path.join('server', 'entry-server.js');
/** Rendered pages are the same for every visitor (all logged out): a few seconds of reuse keep bursts cheap. */
export const RENDER_CACHE_MS = 5_000;
const RENDER_CACHE_ENTRIES = 200;

export type PageRenderer = {
  /** The full HTML document of the page, or null when the app shell should answer. */
  render: (url: string) => Promise<RenderedPage | null>;
  /** Drops every reused page: after the owner changes content, the next visitor sees the change. */
  invalidate: () => void;
  /** The app shell with 404, for an address that is no page of the app or names a missing public resource. */
  notFound: (url: string) => Promise<RenderedPage | null>;
};

/** Puts the rendered page into the built index.html: metadata and critical CSS into <head>, the page into #root. */
function fillShell(shell: string, page: RenderResult, payloadId: string): string {
  const head = shellInLanguage(shell, page.language)
    // The page states its own title and description; the shell's site-wide ones step aside.
    .replace(/<title>[\s\S]*?<\/title>\s*/, page.head.includes('<title>') ? '' : '$&')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/, page.head.includes('name="description"') ? '' : '$&')
    .replace('</head>', `${page.head}</head>`);
  return head.replace(
    '<div id="root"></div>',
    `<div id="root" ${page.rootAttributes}>${page.html}</div><script id="${payloadId}" type="application/json">${page.payload}</script>`,
  );
}

/** The path of a request URL, or null when it does not parse (`//%5c%5cevil`). */
function pathOf(url: string): string | null {
  try {
    const parsed = new URL(url, 'http://localhost');
    return parsed.host === 'localhost' ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The server renderer of the built web app, or null when the build has none (the app shell then serves every page).
 * The bundle loads on the first page request, so that starting the server stays quick. Pages are rendered while
 * maintenance is off; a failed render falls back to the shell.
 */
export function createPageRenderer(app: FastifyInstance, root: string): PageRenderer | null {
  const entryPath = path.join(root, SERVER_ENTRY);
  if (!fs.existsSync(entryPath)) {
    app.log.warn(
      { entryPath },
      'no server renderer in the web build: public pages are served as the app shell',
    );
    return null;
  }
  let entry: Promise<ServerEntry> | undefined;
  const loadEntry = () =>
    (entry ??= (import(pathToFileURL(entryPath).href) as Promise<ServerEntry>).then((server) => {
      server.setPublicReader(readPublicPath(app));
      return server;
    }));
  const shell = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const cache = new Map<string, { at: number; page: RenderedPage }>();
  /** Counts the drops: a render that began before the last one read what the owner has since changed. */
  let drops = 0;
  const shellPage = shellPages(shell);

  async function renderFresh(server: ServerEntry, url: string) {
    if ((await app.siteSettings.get()).maintenance_mode) return null;
    const page = await server.render({ url, origin: app.config.publicUrl });
    return page && packPage(page.status, fillShell(shell, page, server.SSR_PAYLOAD_ELEMENT_ID));
  }

  return {
    async render(url) {
      try {
        const pathname = pathOf(url);
        if (pathname === null) {
          // Anonymous requests must not be able to write error logs: an address no URL parser takes is no page.
          app.log.debug({ url }, 'unparseable path: not server-rendered');
          return null;
        }
        const server = await loadEntry();
        if (!server.isServerRenderedPage(pathname)) return null;
        const cached = cache.get(url);
        if (cached && Date.now() - cached.at < RENDER_CACHE_MS) return cached.page;
        const began = drops;
        const page = await renderFresh(server, url);
        if (!page) return null;
        if (began !== drops) return page;
        // Re-inserted at the end; only a new address makes room by dropping the oldest.
        cache.delete(url);
        if (cache.size >= RENDER_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        cache.set(url, { at: Date.now(), page });
        return page;
      } catch (error) {
        app.log.error({ err: error, url }, 'server rendering failed: the app shell answers');
        return null;
      }
    },
    invalidate: () => {
      drops++;
      cache.clear();
    },
    async notFound(url) {
      const pathname = pathOf(url);
      if (pathname === null) return null;
      try {
        const server = await loadEntry();
        if (server.isKnownPage(pathname) && !(await namesMissingResource(app, pathname))) return null;
      } catch (error) {
        app.log.error({ err: error, url }, 'page lookup failed: the app shell answers');
        return null;
      }
      // The browser's router shows the error page; the status tells crawlers and tools the truth.
      return shellPage(404, pathname);
    },
  };
}
