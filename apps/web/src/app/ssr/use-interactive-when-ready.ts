import { useEffect } from 'react';
import { useAuth } from '../../lib/session/use-auth.ts';
import { APP_INTERACTIVE_EVENT, HYDRATING_ATTRIBUTE } from './hydrate-on-intent.ts';

/**
 * A server-rendered page arrives with `data-hydrating` on #root, which makes it ignore the pointer (index.html).
 * Once React has taken the page over and the session is settled, what is on screen is what stays: the attribute
 * goes and clicks land. Until then a click could hit markup that is about to be replaced (a member's page after the
 * logged-out render) and be lost; no click is taken rather than one lost. The root is then told the app is
 * interactive: clicks held on a page that waited for its visitor are made again (hydrate-on-intent.ts).
 */
export function useInteractiveWhenReady(): void {
  const { settled } = useAuth();
  useEffect(() => {
    if (!settled) return;
    const root = document.getElementById('root');
    root?.removeAttribute(HYDRATING_ATTRIBUTE);
    root?.dispatchEvent(new Event(APP_INTERACTIVE_EVENT));
  }, [settled]);
}
