import type { Env } from './env-schema.ts';

declare const __WEB_ENV__: Env;

/** The web environment, parsed and checked by the build (vite.config.ts) so the browser carries no validator. */
export const env: Env = __WEB_ENV__;
