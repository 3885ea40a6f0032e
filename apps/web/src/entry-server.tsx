import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { setSiteOrigin } from './components/seo/site-origin.ts';
import { createQueryClient } from './lib/query-client.ts';
import { AppProvider } from './app/provider.tsx';
import { createRoutes, type RouteHandle } from './app/router.tsx';
import { serializePayload, SSR_PAYLOAD_ELEMENT_ID } from './app/ssr/payload.ts';
import { setServerReader, type ServerReader } from './lib/api-client.ts';
import { splitHoistedHead } from './app/ssr/split-head.ts';
import { HYDRATE_ON_INTENT_ATTRIBUTE, HYDRATING_ATTRIBUTE } from './app/ssr/hydrate-on-intent.ts';
import { basenameOf, languageOfPath, type Language } from './lib/i18n/language.ts';

export { SSR_PAYLOAD_ELEMENT_ID };

/** The route tree for matching only (its loaders are never run): which pages does the server render? */
const matchingRoutes = createRoutes(createQueryClient());

/**
 * What matching found for the paths seen last, the oldest forgotten first: React Router ranks the whole route tree
 * again on every match, which was a fifth of a page's render when the server matched the same path three times.
 */
const matchedPaths = new Map<string, { handle: RouteHandle | undefined } | null>();
const MATCHED_PATHS_KEPT = 1_000;

function matchOf(pathname: string): { handle: RouteHandle | undefined } | null {
  const known = matchedPaths.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(matchingRoutes, pathname, basenameOf(languageOfPath(pathname)) || undefined);
  const match = matches && { handle: matches.at(-1)?.route.handle as RouteHandle | undefined };
  if (matchedPaths.size >= MATCHED_PATHS_KEPT) matchedPaths.delete(matchedPaths.keys().next().value!);
  matchedPaths.set(pathname, match);
  return match;
}

function handleOf(pathname: string): RouteHandle | undefined {
  return matchOf(pathname)?.handle;
}

/** True for the public pages marked in the router as rendered on the server; every other page is the app shell. */
export function isServerRenderedPage(pathname: string): boolean {
  return handleOf(pathname)?.serverRendered === true;
}

/** True when the address is a page of the app; anything else is answered with the error page and a 404. */
export function isKnownPage(pathname: string): boolean {
  return matchOf(pathname) !== null;
}

/**
 * Sets how the pages' loaders read the API on the server: in-process, straight from the API's services (no HTTP).
 * Set once, when the API loads this bundle.
 */
export function setPublicReader(reader: ServerReader): void {
  setServerReader(reader);
}

export type RenderRequest = {
  /** The request's path and query ('/agb?lang=en'). */
  url: string;
  /** The site's public origin (PUBLIC_URL): canonical links and structured data use it. */
  origin: string;
};

export type RenderResult = {
  status: number;
  /** Title, meta and link elements of the page, and its critical CSS, for <head>. */
  head: string;
  /** The rendered page, for #root. */
  html: string;
  /** The JSON of the SSR payload script element. */
  payload: string;
  /** The attributes of the page's root element: hydrating, and waiting for its visitor (app/ssr/hydrate-on-intent.ts). */
  rootAttributes: string;
  /** The page's language, for <html lang>. */
  language: Language;
};

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
 * Renders a public page on the server, logged out, from the same routes, loaders and providers as the browser. Null for a page that is not rendered on the server (the app shell serves it).
 */
export async function render({ url, origin }: RenderRequest): Promise<RenderResult | null> {
  const requestUrl = new URL(url, origin);
  if (!isServerRenderedPage(requestUrl.pathname)) return null;

  // The same routes and loaders as in the browser fill this request's query cache.
  const queryClient = createQueryClient();
  // A read in-process that failed will fail again: no retry, the app shell answers at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const language = languageOfPath(requestUrl.pathname);
  const basename = basenameOf(language);
  const handler = createStaticHandler(createRoutes(queryClient, language), basename ? { basename } : {});
  const context = await handler.query(new Request(requestUrl));
  if (context instanceof Response || context.errors) return null;
  // A page whose data could not be read is left to the browser (the app shell), which shows its own error state.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const { cache, styleElement } = createStyleCollector();
  // renderToString is synchronous, so no other render can see this origin.
  setSiteOrigin(origin);
  let markup: string;
  try {
    markup = renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <AppProvider queryClient={queryClient} onLoggedOut={noop} language={language}>
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
    language,
    head: head + styleElement(),
    html: body,
    rootAttributes: handleOf(requestUrl.pathname)?.hydrateOnIntent
      ? `${HYDRATING_ATTRIBUTE} ${HYDRATE_ON_INTENT_ATTRIBUTE}`
      : HYDRATING_ATTRIBUTE,
    payload: serializePayload({
      origin,
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: null, errors: null },
    }),
  };
}
