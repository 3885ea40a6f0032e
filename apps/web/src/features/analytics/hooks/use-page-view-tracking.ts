import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getSessionId } from '#lib/storage.ts';
import { useCreatePageView } from '../api/create-page-view.ts';
import { takeViewReportedBeforeApp } from '../api/record-page-view.ts';

/**
 * Reports each route change, the first included, once. `enabled` is false while maintenance is on or not yet
 * known; a location reached meanwhile is reported as soon as tracking is enabled. A first location the entry script
 * already reported (a page that loaded the app only once its visitor acted) is not reported again.
 */
export function usePageViewTracking(enabled: boolean): void {
  const { key, pathname, search } = useLocation();
  const { mutate } = useCreatePageView();
  const reportedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || reportedKey.current === key) return;
    const first = reportedKey.current === null;
    reportedKey.current = key;
    if (first && takeViewReportedBeforeApp(pathname + search)) return;
    mutate({ page_url: pathname + search, session_id: getSessionId() });
  }, [enabled, key, pathname, search, mutate]);
}
