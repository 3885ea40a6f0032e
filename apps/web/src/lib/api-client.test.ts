import { beforeEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGE } from '@gjs/shared';
import { jsonResponse, stubFetch } from '../testing/fetch-mock.ts';
import { api, ApiError, errorMessage, REFRESH_PATH } from './api-client.ts';
import { setStaffSession } from './maintenance.ts';
import { getRefreshToken, getToken, setStoredMaintenanceMode, setTokens } from './storage.ts';

const bearer = (token: string) => `Bearer ${token}`;

beforeEach(() => {
  setStaffSession(false);
});

describe('api client: headers', () => {
  it('sends the stored access token as a Bearer header, JSON accept and content type, and credentials', async () => {
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
    const { calls } = stubFetch(() => jsonResponse({ ok: true }));

    await api.post('/api/forum/posts/', { subject: 'Hi' });

    const [call] = calls;
    expect(call?.url).toBe('/api/forum/posts/');
    expect(call?.headers.get('Authorization')).toBe(bearer('access-1'));
    expect(call?.headers.get('Accept')).toBe('application/json');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.init.credentials).toBe('include');
    expect(call?.body).toEqual({ subject: 'Hi' });
  });

  it('sends no Authorization header when no token is stored, and no content type without a body', async () => {
    const { calls } = stubFetch(() => jsonResponse([]));

    await api.get('/api/courses/');

    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('rejects a non-2xx answer with an ApiError carrying the status and the parsed body', async () => {
    stubFetch(() => jsonResponse({ message: 'Too many attempts' }, 429));

    const error = await api.post('/api/login/', { username: 'a', password: 'b' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, body: { message: 'Too many attempts' } });
    expect(errorMessage(error)).toBe('Too many attempts');
  });
});

describe('api client: refresh on 401', () => {
  it('refreshes once with the stored refresh token, stores both rotated tokens and replays the request', async () => {
    setTokens({ access: 'old-access', refresh: 'old-refresh' });
    const { calls } = stubFetch(({ url, headers }) => {
      if (url === REFRESH_PATH) return jsonResponse({ access: 'new-access', refresh: 'new-refresh' });
      return headers.get('Authorization') === bearer('new-access')
        ? jsonResponse({ id: 7 })
        : jsonResponse({ message: 'Token expired' }, 401);
    });

    await expect(api.get('/api/profile/')).resolves.toEqual({ id: 7 });

    expect(calls.map((c) => c.url)).toEqual(['/api/profile/', REFRESH_PATH, '/api/profile/']);
    expect(calls[1]?.body).toEqual({ refresh: 'old-refresh' });
    expect(getToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
  });

  it('passes a second 401 of the replayed request on instead of refreshing again', async () => {
    setTokens({ access: 'old-access', refresh: 'old-refresh' });
    const { calls } = stubFetch(({ url }) =>
      url === REFRESH_PATH
        ? jsonResponse({ access: 'new-access', refresh: 'new-refresh' })
        : jsonResponse({ message: 'Nope' }, 401),
    );

    await expect(api.get('/api/forum/posts/')).rejects.toMatchObject({ status: 401 });

    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it.each([
    ['the login call', '/api/login/'],
    ['a public call', '/api/public/site-settings/'],
    ['the registration call', '/api/register/'],
    ['the refresh call itself', REFRESH_PATH],
  ])('does not refresh on a 401 from %s', async (_name, path) => {
    setTokens({ access: 'access', refresh: 'refresh' });
    const { calls } = stubFetch(() => jsonResponse({ message: 'Unauthorized' }, 401));

    await expect(api.post(path, {})).rejects.toMatchObject({ status: 401 });

    expect(calls).toHaveLength(1);
    expect(getRefreshToken()).toBe('refresh');
  });

  it('lets concurrent 401s wait for one shared refresh, then replays each of them', async () => {
    setTokens({ access: 'old-access', refresh: 'old-refresh' });
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { calls } = stubFetch(async ({ url, headers }) => {
      if (url === REFRESH_PATH) {
        await refreshGate;
        return jsonResponse({ access: 'new-access', refresh: 'new-refresh' });
      }
      return headers.get('Authorization') === bearer('new-access')
        ? jsonResponse({ url })
        : jsonResponse({ message: 'Token expired' }, 401);
    });

    const pending = Promise.all([
      api.get('/api/courses/'),
      api.get('/api/backingtracks/'),
      api.get('/api/forum/posts/'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseRefresh();

    await expect(pending).resolves.toEqual([
      { url: '/api/courses/' },
      { url: '/api/backingtracks/' },
      { url: '/api/forum/posts/' },
    ]);
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(1);
    expect(calls).toHaveLength(7);
  });

  it('removes both tokens and passes the refresh error on when the refresh fails', async () => {
    setTokens({ access: 'old-access', refresh: 'revoked' });
    stubFetch(({ url }) =>
      url === REFRESH_PATH
        ? jsonResponse({ message: 'Invalid refresh token' }, 401)
        : jsonResponse({ message: 'Token expired' }, 401),
    );

    await expect(api.get('/api/profile/')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid refresh token',
    });

    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it("fails with 'No refresh token available' and clears the access token when no refresh token is stored", async () => {
    window.localStorage.setItem('token', 'lonely-access');
    const { calls } = stubFetch(() => jsonResponse({ message: 'Token expired' }, 401));

    await expect(api.get('/api/backingtracks/')).rejects.toMatchObject({
      status: 401,
      message: 'No refresh token available',
    });

    expect(calls).toHaveLength(1);
    expect(getToken()).toBeNull();
  });
});

describe('api client: maintenance gate', () => {
  it('rejects every other call on the client while the stored maintenance_mode is true', async () => {
    window.localStorage.setItem('maintenance_mode', 'TRUE');
    const { calls } = stubFetch(() => jsonResponse({}));

    const error = await api.get('/api/courses/').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(MAINTENANCE_MESSAGE);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['GET', '/api/public/site-settings/'],
    ['GET', '/api/public/business-details/'],
    ['POST', '/api/login/'],
    ['POST', REFRESH_PATH],
    ['GET', '/api/profile/'],
  ] as const)('lets %s %s reach the server during maintenance', async (method, path) => {
    setStoredMaintenanceMode(true);
    const { calls } = stubFetch(() => jsonResponse({ access: 'a', refresh: 'r' }));

    await (method === 'GET' ? api.get(path) : api.post(path, { refresh: 'r' }));

    expect(calls).toHaveLength(1);
  });

  it('still blocks other methods on the profile path during maintenance', async () => {
    setStoredMaintenanceMode(true);
    const { calls } = stubFetch(() => jsonResponse({}));

    await expect(api.patch('/api/profile/', { bio: 'x' })).rejects.toThrow(MAINTENANCE_MESSAGE);
    expect(calls).toHaveLength(0);
  });

  it("lets every call through for a signed-in staff user's session", async () => {
    setStoredMaintenanceMode(true);
    setTokens({ access: 'staff-access', refresh: 'staff-refresh' });
    setStaffSession(true);
    const { calls } = stubFetch(() => jsonResponse({ ok: true }));

    await api.patch('/api/admin/settings/', { maintenance_mode: false });

    expect(calls).toHaveLength(1);
  });

  it('forgets the staff exception once the tokens are gone', async () => {
    setStoredMaintenanceMode(true);
    setStaffSession(true);
    const { calls } = stubFetch(() => jsonResponse({}));

    await expect(api.get('/api/courses/')).rejects.toThrow(MAINTENANCE_MESSAGE);
    expect(calls).toHaveLength(0);
  });

  it('sends calls normally when the stored maintenance_mode is false', async () => {
    setStoredMaintenanceMode(false);
    const { calls } = stubFetch(() => jsonResponse([]));

    await api.get('/api/courses/');

    expect(calls).toHaveLength(1);
  });
});
