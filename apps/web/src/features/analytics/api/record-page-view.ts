import { endpoints, type PageViewRequest } from '@gjs/shared';
import { env } from '#config/env.ts';
import { getSessionId } from '#lib/storage.ts';

/**
 * Plain fetch on purpose: page views go to the analytics host (decision 0412) without credentials or a bearer
 * token, and a 401 there must never start a token refresh. No React or query library either: the entry script
 * reports the first view of a page that waits for its visitor before loading the app (app/ssr/hydrate-on-intent.ts).
 */
export async function createPageView(view: PageViewRequest): Promise<void> {
  const response = await fetch(`${env.VITE_ANALYTICS_BASE_URL}${endpoints.analytics.recordPageView.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(view),
    credentials: 'omit',
    keepalive: true,
  });
  if (!response.ok) throw new Error(`Page view not recorded: HTTP ${response.status}`);
}

/** The address whose view the entry script reported before the app started, until the app's tracking skips it. */
let reportedBeforeApp: string | null = null;

/** Reports the view of the page as it was loaded, before the app runs; the app's tracking then leaves it out. */
export function reportViewBeforeApp(): void {
  reportedBeforeApp = window.location.pathname + window.location.search;
  createPageView({ page_url: reportedBeforeApp, session_id: getSessionId() }).catch((error: unknown) =>
    console.warn('Page view tracking failed', error),
  );
}

/** True, once, when `pageUrl` is the view the entry script already reported. */
export function takeViewReportedBeforeApp(pageUrl: string): boolean {
  const taken = reportedBeforeApp === pageUrl;
  reportedBeforeApp = null;
  return taken;
}
