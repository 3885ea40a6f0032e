declare global {
  // zod keeps its settings here, so that every copy of it on a page shares them; it reads them when it loads.
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * Tells zod, before it loads, never to compile validators with `new Function`. The page's Content-Security-Policy
 * forbids eval, and zod's probe for it (made when a form's schema is built) is reported as a violation otherwise.
 * Setting the shared settings object, not calling `z.config`, keeps zod out of the entry script: zod loads with
 * the forms.
 */
export function forbidZodEval(): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}
