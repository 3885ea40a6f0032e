import { useEffect } from 'react';
import { useAuth } from '../../lib/session/use-auth.ts';

/**
 * A server-rendered page arrives with `data-hydrating` on #root, which makes it ignore the pointer (index.html).
 * Once React has taken the page over and the session is settled, what is on screen is what stays: the attribute
 * goes and clicks land. Until then a click could hit markup that is about to be replaced (a member's page after the
 * logged-out render) and be lost; no click is taken rather than one lost.
 */
export function useInteractiveWhenReady(): void {
  const { loading } = useAuth();
  useEffect(() => {
    if (!loading) document.getElementById('root')?.removeAttribute('data-hydrating');
  }, [loading]);
}
