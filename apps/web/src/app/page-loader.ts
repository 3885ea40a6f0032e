import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * A route module's data step: it fills the query cache from the features' query options before the page renders,
 * in the browser on navigation and on the server before rendering. It never throws: a failed call stays in the
 * cache as an error, which the page shows as it always did (the server then sends the plain app shell). In the
 * browser a navigation waits for it only a moment (`PAGE_DATA_WAIT_MS`): a page whose data is slower shows its
 * loading text meanwhile (docs/decisions/0208).
 */
export type PageLoader = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<void>;

// The options of any query: each is handed to prefetchQuery on its own, which is typed by the options it gets.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/** A query the page always needs, or one chosen from the address (a language, an id). */
type PageQuery = AnyQueryOptions | ((args: LoaderFunctionArgs) => AnyQueryOptions);

/** The loader of a page that needs the given queries, fetched side by side. */
export function prefetching(...queries: PageQuery[]): PageLoader {
  return async (queryClient, args) => {
    await Promise.all(
      queries.map((query) => queryClient.prefetchQuery(typeof query === 'function' ? query(args) : query)),
    );
  };
}

/**
 * The longest a navigation in the browser waits for the new page's data. Data that comes sooner (or is cached) shows
 * with the page, without a loading text that would flash; slower data leaves the page to show its loading text, the
 * frame's progress bar having shown meanwhile that the click was taken (docs/decisions/0208).
 */
export const PAGE_DATA_WAIT_MS = 300;

/** Settles when `loading` does or after `ms`, whichever comes first; the loading itself goes on. */
export function atMost(loading: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([loading, elapsed]).finally(() => clearTimeout(timer));
}
