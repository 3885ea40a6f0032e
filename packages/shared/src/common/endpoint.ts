/**
 * One call of the API as the contracts state it (docs/decisions/0310-endpoints-in-the-contracts.md): its method and
 * path, who may call it, what maintenance does to it, and (as types only) its body and its answer. Plain data with
 * no schema in it, so that the web client can read the whole table without loading zod into the public pages.
 */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * Who may call it: `public` anyone; `registrant` whoever holds the registration token of a registration that is
 * not paid yet; `user` any logged-in account; `member` a trial or active subscription, or staff; `student` a
 * member who takes private lessons, or staff; `staff` the console; `signed` whoever holds a signed media URL;
 * `provider` the payment provider (signature checked); `owner` the owner's CLI on the same machine.
 */
export type EndpointAccess =
  'public' | 'registrant' | 'user' | 'member' | 'student' | 'staff' | 'signed' | 'provider' | 'owner';

export interface Endpoint<Path extends string = string, Body = unknown, Answer = unknown> {
  readonly method: EndpointMethod;
  /** The full path, `/api/…`, with `:name` for a path parameter and `*` for the rest of the path. */
  readonly path: Path;
  readonly access: EndpointAccess;
  /** While maintenance is on, the server still answers it for everybody (it is not gated). */
  readonly openInMaintenance?: true;
  /**
   * While maintenance is on, the web client still sends it for a visitor who is not staff, and lets the server
   * decide: what staff need to read the settings, log in, keep their session and load their profile.
   */
  readonly sentInMaintenance?: true;
  /** A 401 here is the answer itself, not an expired token: the web client does not refresh and replay. */
  readonly finalOn401?: true;
  /** Types only, never set: the body the call sends and the answer it gets. */
  readonly types?: { body: Body; answer: Answer };
}

type Flags = Pick<Endpoint, 'openInMaintenance' | 'sentInMaintenance' | 'finalOn401'>;

/**
 * Declares an endpoint: `call<Answer, Body>()('GET', '/api/…', 'member')`. The two calls let the path keep its
 * literal type (for its parameters) while the answer and body types are given by hand.
 */
export const call =
  <Answer = unknown, Body = undefined>() =>
  <const Path extends string>(
    method: EndpointMethod,
    path: Path,
    access: EndpointAccess,
    flags: Flags = {},
  ): Endpoint<Path, Body, Answer> => ({ method, path, access, ...flags });

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:name` parameters. */
export type PathParams<Path extends string> = { readonly [Name in ParamNames<Path>]: string | number };

/** The answer type an endpoint states. */
export type EndpointAnswer<E> = E extends Endpoint<string, unknown, infer Answer> ? Answer : never;
/** The body type an endpoint states. */
export type EndpointBody<E> = E extends Endpoint<string, infer Body, unknown> ? Body : never;

type PathArgs<Path extends string> = [ParamNames<Path>] extends [never]
  ? [params?: Record<string, never>, query?: { toString(): string }]
  : [params: PathParams<Path>, query?: { toString(): string }];

/**
 * The URL path of a call: the endpoint's path with its parameters filled in (each one URL-encoded), followed by the
 * query when there is one.
 */
export function endpointPath<Path extends string>(
  endpoint: Endpoint<Path, unknown, unknown>,
  ...[params, query]: PathArgs<Path>
): string {
  return fillPath(endpoint.path, params, query);
}

/** `endpointPath` for a path whose parameters are not known to the type system. */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
  query?: { toString(): string },
): string {
  const filled = path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = query === undefined ? '' : String(query);
  return search ? `${filled}?${search}` : filled;
}

const patterns = new Map<string, RegExp>();

/** Whether a URL path (no query) is a path of this endpoint: `:name` stands for one segment, `*` for the rest. */
export function endpointMatches(endpoint: Pick<Endpoint, 'path'>, path: string): boolean {
  let pattern = patterns.get(endpoint.path);
  if (!pattern) {
    const source = endpoint.path
      .split(/(:[A-Za-z]\w*|\*)/)
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'),
      )
      .join('');
    pattern = new RegExp(`^${source}$`);
    patterns.set(endpoint.path, pattern);
  }
  return pattern.test(path);
}
