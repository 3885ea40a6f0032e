import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getSessionId } from '../../../lib/storage.ts';
import { useCreatePageView } from '../api/create-page-view.ts';

/**
 * Reports each route change, the first included, once. `enabled` is false while maintenance is on or not yet
 * known; a location reached meanwhile is reported as soon as tracking is enabled.
 */
export function usePageViewTracking(enabled: boolean): void {
  const { key, pathname, search } = useLocation();
  const { mutate } = useCreatePageView();
  const reportedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || reportedKey.current === key) return;
    reportedKey.current = key;
    mutate({ page_url: pathname + search, session_id: getSessionId() });
  }, [enabled, key, pathname, search, mutate]);
}
