import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth, makeProfile } from '../../testing/render.tsx';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { useSessionEnded } from './use-session-ended.ts';

function renderWithSession(initial: AuthContextValue) {
  let auth = initial;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
  );
  const view = renderHook(() => useSessionEnded(), { wrapper });
  return {
    ...view,
    change(next: AuthContextValue) {
      auth = next;
      view.rerender();
    },
  };
}

describe('useSessionEnded', () => {
  it('is false for a visitor, while loading and after a login', () => {
    const view = renderWithSession(fakeAuth({ loading: true }));
    expect(view.result.current).toBe(false);
    view.change(fakeAuth());
    expect(view.result.current).toBe(false);
    view.change(fakeAuth({ user: makeProfile() }));
    expect(view.result.current).toBe(false);
  });

  it('turns true when the session ends while the screen is open', () => {
    const view = renderWithSession(fakeAuth({ user: makeProfile() }));
    expect(view.result.current).toBe(false);
    view.change(fakeAuth());
    expect(view.result.current).toBe(true);
  });
});
