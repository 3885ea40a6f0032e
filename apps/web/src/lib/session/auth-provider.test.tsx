import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../testing/render.tsx';
import { jsonResponse, stubFetch, type FetchCall } from '../../testing/fetch-mock.ts';
import { ApiError, REFRESH_PATH } from '../api-client.ts';
import { isBlockedByMaintenance } from '../maintenance.ts';
import { createQueryClient } from '../query-client.ts';
import { clearTokens, getRefreshToken, getToken, setStoredMaintenanceMode, setTokens } from '../storage.ts';
import type { AuthContextValue } from './auth-context.ts';
import { AuthProvider } from './auth-provider.tsx';
import { useAuth } from './use-auth.ts';

let session: AuthContextValue;

function SessionProbe() {
  session = useAuth();
  if (session.loading) return <p>loading</p>;
  return <p>{session.user ? `signed in as ${session.user.username}` : 'signed out'}</p>;
}

function renderSession(onLoggedOut = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider onLoggedOut={onLoggedOut}>
        <SessionProbe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { onLoggedOut };
}

const profileCalls = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/profile/');

describe('session start-up', () => {
  it('stays signed out without asking for a profile when no tokens are stored', () => {
    const { calls } = stubFetch(() => jsonResponse({}));
    renderSession();

    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(session.loading).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('loads the profile when token and refresh token are stored, loading meanwhile', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    stubFetch(() => jsonResponse(makeProfile({ username: 'stephane' })));
    renderSession();

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed in as stephane')).toBeInTheDocument();
    expect(session.isAuthenticated).toBe(true);
  });

  it('is settled at once without a session, and only once the profile is in with one', async () => {
    stubFetch(() => jsonResponse(makeProfile({ username: 'stephane' })));
    renderSession();
    expect(session.settled).toBe(true);
    act(() => setTokens({ access: 'a', refresh: 'r' }));
    expect(session.settled).toBe(false);
    await screen.findByText('signed in as stephane');
    expect(session.settled).toBe(true);
  });

  it('is not settled while a server-rendered page hydrates as logged out over a stored session', async () => {
    const tree = () => (
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <SessionProbe />
        </AuthProvider>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    setTokens({ access: 'a', refresh: 'r' });
    stubFetch(() => jsonResponse(makeProfile({ username: 'stephane' })));
    const seen: { user: string | null; settled: boolean }[] = [];
    function Recorder() {
      const { user, settled } = useAuth();
      seen.push({ user: user?.username ?? null, settled });
      return null;
    }
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={createQueryClient()}>
          <AuthProvider>
            <SessionProbe />
            <Recorder />
          </AuthProvider>
        </QueryClientProvider>,
      );
    });
    await waitFor(() => expect(container).toHaveTextContent('signed in as stephane'));
    // Every render that showed the logged-out view over the stored session said so.
    expect(seen.filter((s) => s.user === null).every((s) => !s.settled)).toBe(true);
    expect(seen.at(-1)).toEqual({ user: 'stephane', settled: true });
    container.remove();
  });

  it('drops a lone access token instead of loading a profile with it', async () => {
    window.localStorage.setItem('token', 'lonely');
    const { calls } = stubFetch(() => jsonResponse({}));
    renderSession();

    await waitFor(() => expect(getToken()).toBeNull());
    expect(calls).toHaveLength(0);
  });

  it('refreshes once on a 401 and reloads the profile', async () => {
    setTokens({ access: 'expired', refresh: 'r1' });
    const { calls } = stubFetch(({ url, headers }) => {
      if (url === REFRESH_PATH) return jsonResponse({ access: 'fresh', refresh: 'r2' });
      return headers.get('Authorization') === 'Bearer fresh'
        ? jsonResponse(makeProfile())
        : jsonResponse({ message: 'Token expired' }, 401);
    });
    renderSession();

    expect(await screen.findByText('signed in as django')).toBeInTheDocument();
    expect(profileCalls(calls)).toHaveLength(2);
    expect([getToken(), getRefreshToken()]).toEqual(['fresh', 'r2']);
  });

  it('clears the session silently when the profile cannot be loaded for another reason', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    stubFetch(() => jsonResponse({ message: 'Internal Server Error' }, 500));
    renderSession();

    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect([getToken(), getRefreshToken()]).toEqual([null, null]);
  });

  it('remembers a staff profile so that the maintenance gate lets its calls through', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    setStoredMaintenanceMode(true);
    stubFetch(() => jsonResponse(makeProfile({ is_staff: true })));
    renderSession();

    await screen.findByText('signed in as django');
    expect(isBlockedByMaintenance('GET', '/api/courses/')).toBe(false);
  });
});

describe('login and logout', () => {
  it('login stores both tokens and loads the profile', async () => {
    const { calls } = stubFetch(({ url }) =>
      url === '/api/login/' ? jsonResponse({ access: 'a1', refresh: 'r1' }) : jsonResponse(makeProfile()),
    );
    renderSession();

    await act(async () => {
      await session.login({ username: 'django', password: 'secret' });
    });

    expect(await screen.findByText('signed in as django')).toBeInTheDocument();
    expect([getToken(), getRefreshToken()]).toEqual(['a1', 'r1']);
    expect(calls[0]?.body).toEqual({ username: 'django', password: 'secret' });
  });

  it('login failure clears the session and hands the error to the caller', async () => {
    window.localStorage.setItem('refreshToken', 'stale');
    stubFetch(() => jsonResponse({ message: 'Invalid credentials' }, 401));
    renderSession();

    let error: unknown;
    await act(async () => {
      error = await session.login({ username: 'django', password: 'bad' }).catch((e: unknown) => e);
    });

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect([getToken(), getRefreshToken()]).toEqual([null, null]);
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('login whose profile load fails also clears the tokens it stored', async () => {
    stubFetch(({ url }) =>
      url === '/api/login/'
        ? jsonResponse({ access: 'a1', refresh: 'r1' })
        : jsonResponse({ message: 'Service is currently under maintenance' }, 503),
    );
    renderSession();

    let error: unknown;
    await act(async () => {
      error = await session.login({ username: 'django', password: 'x' }).catch((e: unknown) => e);
    });

    expect(error).toMatchObject({ status: 503, message: 'Service is currently under maintenance' });
    expect([getToken(), getRefreshToken()]).toEqual([null, null]);
  });

  it('logout revokes the refresh token on the server, clears the session and leads to /', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    const { calls } = stubFetch(({ url }) =>
      url === '/api/logout/' ? new Response(null, { status: 204 }) : jsonResponse(makeProfile()),
    );
    const { onLoggedOut } = renderSession();
    await screen.findByText('signed in as django');

    await act(async () => {
      await session.logout();
    });

    expect(calls.find((c) => c.url === '/api/logout/')?.body).toEqual({ refresh: 'r' });
    expect([getToken(), getRefreshToken()]).toEqual([null, null]);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(onLoggedOut).toHaveBeenCalledOnce();
  });

  it('logout still ends the local session when the server call fails', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    stubFetch(({ url }) =>
      url === '/api/logout/' ? Promise.reject(new TypeError('offline')) : jsonResponse(makeProfile()),
    );
    const { onLoggedOut } = renderSession();
    await screen.findByText('signed in as django');

    await act(async () => {
      await session.logout();
    });

    expect(getToken()).toBeNull();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(onLoggedOut).toHaveBeenCalledOnce();
  });

  it('ends the session when the tokens are removed elsewhere (a failed refresh, another tab)', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    stubFetch(() => jsonResponse(makeProfile()));
    renderSession();
    await screen.findByText('signed in as django');

    act(() => clearTokens());

    expect(screen.getByText('signed out')).toBeInTheDocument();
  });
});
