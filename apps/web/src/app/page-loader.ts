import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * A route module's data step: it fills the query cache from the features' query options before the page renders,
 * in the browser on navigation and on the server before rendering. It never throws: a failed call stays in the
 * cache as an error, which the page shows as it always did (the server then sends the plain app shell).
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
