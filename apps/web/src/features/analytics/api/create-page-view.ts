import { useMutation } from '@tanstack/react-query';
import { endpoints, type PageViewRequest } from '@gjs/shared';
import { env } from '../../../config/env.ts';

/**
 * Plain fetch on purpose: page views go to the analytics host (decision 0412) without credentials or a bearer
 * token, and a 401 there must never start a token refresh.
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

export function useCreatePageView() {
  return useMutation({
    mutationFn: createPageView,
    // Analytics never bothers the user (decision 0425): a failure is only logged.
    onError: (error) => console.warn('Page view tracking failed', error),
  });
}
