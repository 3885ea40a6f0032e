import { useEffect } from 'react';
import { useAuth } from '../../lib/session/use-auth.ts';
import type { AppInteractive } from './held-actions.ts';
import { APP_INTERACTIVE_EVENT, HYDRATING_ATTRIBUTE } from './hydrate-on-intent.ts';
import { replayFieldEdit } from './replay-field-edit.ts';

/**
 * A server-rendered page arrives with `data-hydrating` on #root. Once React has taken the page over and the session
 * is settled, what is on screen is what stays (a member's page has replaced the logged-out render): the attribute
 * goes, and the root is told the app is interactive, so that the clicks, typing and choices held meanwhile are made
 * again (held-actions.ts, docs/decisions/0207).
 */
export function useInteractiveWhenReady(): void {
  const { settled } = useAuth();
  useEffect(() => {
    if (!settled) return;
    const root = document.getElementById('root');
    root?.removeAttribute(HYDRATING_ATTRIBUTE);
    root?.dispatchEvent(
      new CustomEvent<AppInteractive>(APP_INTERACTIVE_EVENT, { detail: { replayFieldEdit } }),
    );
  }, [settled]);
}
