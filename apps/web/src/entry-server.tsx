import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setSiteOrigin } from './components/seo/site-origin.ts';
import { createQueryClient } from './lib/query-client.ts';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { serializePayload, SSR_PAYLOAD_ELEMENT_ID } from './app/ssr/payload.ts';
import { isServerRenderedPage, prefetchPageData, type FetchJson } from './app/ssr/prefetch.ts';
import { splitHoistedHead } from './app/ssr/split-head.ts';

export { isServerRenderedPage, SSR_PAYLOAD_ELEMENT_ID };
export type { FetchJson };

export type RenderRequest = {
  /** The request's path and query ('/agb?lang=en'). */
  url: string;
  /** The site's public origin (PUBLIC_URL): canonical links and structured data use it. */
  origin: string;
  /** Reads the page's public data from the API. */
  fetchJson: FetchJson;
};

export type RenderResult = {
  status: number;
  /** Title, meta and link elements of the page, and its critical CSS, for <head>. */
  head: string;
  /** The rendered page, for #root. */
  html: string;
  /** The JSON of the SSR payload script element. */
  payload: string;
};

const handler = createStaticHandler(routes);
const noop = () => {};

/**
 * A cache per request in "compat" mode: styles are collected in it instead of written inline beside elements. It
 * keeps the insertion order (the order of the rules is their precedence), which `inserted` alone does not give
 * for names that look like numbers.
 */
function createStyleCollector() {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const order: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!(serialized.name in cache.inserted)) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  /** The CSS the render inserted, as one style element the browser's emotion cache adopts instead of inserting. */
  const styleElement = () => {
    const names = order.filter((name) => typeof cache.inserted[name] === 'string');
    if (names.length === 0) return '';
    const css = names.map((name) => cache.inserted[name] as string).join('');
    return `<style data-emotion="${cache.key} ${names.join(' ')}">${css}</style>`;
  };
  return { cache, styleElement };
}

/**
 * Renders a public page on the server, logged out, from the same routes and providers as the browser, with its
 * data fetched first. Null for a page that is not rendered on the server (the app shell serves it).
 */
export async function render({ url, origin, fetchJson }: RenderRequest): Promise<RenderResult | null> {
  const requestUrl = new URL(url, origin);
  if (!isServerRenderedPage(requestUrl.pathname)) return null;

  const queryClient = createQueryClient();
  await prefetchPageData(requestUrl.pathname, queryClient, fetchJson);
  const context = await handler.query(new Request(requestUrl));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const { cache, styleElement } = createStyleCollector();
  // renderToString is synchronous, so no other render can see this origin.
  setSiteOrigin(origin);
  let markup: string;
  try {
    markup = renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <AppProvider queryClient={queryClient} onLoggedOut={noop}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </CacheProvider>
      </StrictMode>,
    );
  } finally {
    setSiteOrigin(undefined);
  }
  const { head, body } = splitHoistedHead(markup);
  return {
    status: context.statusCode,
    head: head + styleElement(),
    html: body,
    payload: serializePayload({ origin, queries: dehydrate(queryClient) }),
  };
}
