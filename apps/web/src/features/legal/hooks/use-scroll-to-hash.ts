import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A link such as /privacy#rights opened from outside: the router tries to scroll before this lazily loaded page
 * exists, so the page scrolls to its section itself once its text is complete (`ready`), and only that once.
 */
export function useScrollToHashOnce(ready: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}
