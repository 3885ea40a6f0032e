import { z } from 'zod';

/** A base URL without its trailing slash; empty means the page's own origin. */
const baseUrl = z
  .union([z.literal(''), z.url()])
  .default('')
  .transform((url) => url.replace(/\/+$/, ''));

/** The VITE_ variables the browser gets; checked when the app is built (vite.config.ts), never in the browser. */
export const envSchema = z.object({
  VITE_API_BASE_URL: baseUrl,
  VITE_ANALYTICS_BASE_URL: baseUrl,
  // Build-time default of the maintenance switch; the server's site setting overrides it at run time.
  VITE_MAINTENANCE_MODE: z.stringbool().default(false),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid web environment variables:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
