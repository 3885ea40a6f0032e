import {
  endpointMatches,
  endpoints,
  fillPath,
  MAINTENANCE_MESSAGE,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type PathParams,
  type RefreshResponse,
  endpointsOf,
} from '@gjs/shared';
import { env } from '../config/env.ts';
import { loadMessageTexts, messageIn, pageLanguage } from './i18n/message-texts.ts';
import { isBlockedByMaintenance, pathOnly } from './maintenance.ts';
import { clearTokens, getRefreshToken, getToken, setTokens } from './storage.ts';

export const REFRESH_PATH = endpoints.auth.refresh.path;
export const NO_REFRESH_TOKEN_MESSAGE = 'No refresh token available';

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** A call the API (or the client's maintenance gate) answered with an error; `body` is the parsed answer. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(messageOf(body) ?? `Request failed with status ${status}`);
  }
}

function codeOf(body: unknown): string | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The text a screen shows for a failed call: the server's `message` in the page's language (by its `code`), or the
 * message of any other error.
 */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const message = messageOf(error.body);
    return message && messageIn(pageLanguage(), message, codeOf(error.body));
  }
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON, as multipart when it is a FormData, as raw bytes when it is a Blob. */
  body?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (a save on leaving it): the browser still sends it after the tab closes. */
  keepalive?: boolean;
};

function urlOf(path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${env.VITE_API_BASE_URL}${path}`;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One HTTP exchange, no refresh: resolves with the parsed body, rejects with an ApiError on a non-2xx answer. */
async function send(path: string, options: ApiRequestOptions, token: string | null): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body instanceof Blob) {
    headers.set('Content-Type', 'application/octet-stream');
    body = options.body;
  } else if (options.body !== undefined) {
    // Only with a body: a JSON content type on an empty body is a 400 for the API's parser.
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await fetch(urlOf(path), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  const parsed = await parseBody(response);
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed;
}

/** Calls whose 401 is final (product 0424): login, public and registration calls, and the refresh itself. */
// The admin console's table (adminEndpoints) marks no call so; it stays out of the first load.
const FINAL_401 = endpointsOf(endpoints).filter((endpoint) => endpoint.finalOn401);

/** The contracts mark these calls `finalOn401` (docs/decisions/0310-endpoints-in-the-contracts.md). */
function refreshesOn401(path: string): boolean {
  const called = pathOnly(path);
  return !FINAL_401.some((endpoint) => endpointMatches(endpoint, called));
}

/** Reads a public API path in-process; the server renderer sets one, where there is no browser and no HTTP. */
export type ServerReader = (path: string) => Promise<unknown>;
let serverReader: ServerReader | null = null;

export function setServerReader(reader: ServerReader | null): void {
  serverReader = reader;
}

let pendingRefresh: Promise<string> | null = null;

async function runRefresh(): Promise<string> {
  const refresh = getRefreshToken();
  if (!refresh) {
    clearTokens();
    throw new ApiError(401, { message: NO_REFRESH_TOKEN_MESSAGE });
  }
  try {
    const answer = await send(REFRESH_PATH, { method: 'POST', body: { refresh } }, getToken());
    // Refresh tokens rotate (decision 0409): keeping the old one would make the next refresh look like a reuse.
    const tokens = answer as RefreshResponse;
    setTokens(tokens);
    return tokens.access;
  } catch (error) {
    clearTokens();
    throw error;
  }
}

/** Every 401 arriving while a refresh runs waits for that same refresh: one rotation, never two. */
export function refreshTokens(): Promise<string> {
  pendingRefresh ??= runRefresh().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

/**
 * Calls the API at `path` (relative to VITE_API_BASE_URL). A 401 refreshes the tokens once and replays the call;
 * while maintenance is on, calls the server does not decide on are refused here without a request.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  if (serverReader) {
    // On the server only the logged-out public reads of the pages' loaders exist.
    if (method !== 'GET') throw new Error(`${method} ${path} cannot run while rendering on the server`);
    return (await serverReader(path)) as T;
  }
  try {
    return (await sendRefreshingOnce(path, { ...options, method })) as T;
  } catch (error) {
    // The screen shows the error's message at once (errorMessage), in the page's language: its catalogue first.
    if (error instanceof ApiError) await loadMessageTexts(pageLanguage());
    throw error;
  }
}

async function sendRefreshingOnce(
  path: string,
  request: ApiRequestOptions & { method: HttpMethod },
): Promise<unknown> {
  if (isBlockedByMaintenance(request.method, path)) throw new ApiError(503, { message: MAINTENANCE_MESSAGE });
  const sentToken = getToken();
  try {
    return await send(path, request, sentToken);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !refreshesOn401(path)) throw error;
    // If another call already refreshed while this one was in flight, its token is the one to replay with.
    const current = getToken();
    const token = current && current !== sentToken ? current : await refreshTokens();
    // The replay is the retried request: a second 401 goes to the caller.
    return await send(path, request, token);
  }
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /**
   * Calls an endpoint of the contracts: the method is the endpoint's, the path its path with `params` filled in and
   * `query` appended, and the answer is typed as the contracts state it.
   */
  call: <E extends Endpoint>(endpoint: E, ...[args]: CallArgs<E>): Promise<EndpointAnswer<E>> => {
    const { params, query, body, signal, keepalive } = (args ?? {}) as CallOptions<
      Record<string, string | number>,
      unknown
    >;
    return apiRequest<EndpointAnswer<E>>(fillPath(endpoint.path, params, query), {
      method: endpoint.method as HttpMethod,
      ...(body === undefined ? {} : { body }),
      ...(signal ? { signal } : {}),
      ...(keepalive ? { keepalive } : {}),
    });
  },
};

type CallOptions<Params, Body> = {
  params?: Params;
  query?: URLSearchParams | string;
  body?: Body;
  signal?: AbortSignal;
  keepalive?: boolean;
};

type PathOf<E> = E extends Endpoint<infer Path, unknown, unknown> ? Path : string;
type ParamsOf<E> = keyof PathParams<PathOf<E>> extends never
  ? { params?: never }
  : { params: PathParams<PathOf<E>> };
type BodyOf<E> = [EndpointBody<E>] extends [undefined] ? { body?: never } : { body: EndpointBody<E> };
type CallInput<E> = ParamsOf<E> &
  BodyOf<E> & { query?: URLSearchParams | string; signal?: AbortSignal; keepalive?: boolean };
type CallArgs<E> = Record<never, never> extends CallInput<E> ? [args?: CallInput<E>] : [args: CallInput<E>];
