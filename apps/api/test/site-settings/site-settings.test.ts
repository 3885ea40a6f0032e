import crypto from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAINTENANCE_ALLOW_LIST, MAINTENANCE_MESSAGE } from '@gjs/shared';
import { buildTestApp, bearer, login, type TestContext } from '../helper.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import * as settingsRepo from '../../src/modules/site-settings/repository.ts';

const PASSWORD = 'swing-manouche';
let ctx: TestContext;
let member: { access: string; refresh: string };
let staff: { access: string; refresh: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  await createAccount(ctx.app.db, {
    username: 'member',
    email: 'member@example.com',
    password: PASSWORD,
    subscription: 'active',
  });
  await createAccount(ctx.app.db, {
    username: 'teacher',
    email: 'teacher@example.com',
    password: PASSWORD,
    isStaff: true,
  });
  member = await login(ctx.app, 'member', PASSWORD);
  staff = await login(ctx.app, 'teacher', PASSWORD);
});

afterEach(async () => {
  await ctx.app.siteSettings.set('maintenance_mode', false);
  await ctx.app.siteSettings.set('registration_enabled', true);
});

const publicSettings = () => ctx.app.inject({ url: '/api/public/site-settings/' });
const pageView = (headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/analytics/pageviews/',
    headers,
    payload: { page_url: '/courses', session_id: crypto.randomUUID() },
  });

function expectMaintenance(res: Awaited<ReturnType<typeof publicSettings>>) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: 'Service is currently under maintenance', code: 'maintenance' });
}

describe('GET /api/public/site-settings/', () => {
  it('answers the public settings with their defaults, uncached', async () => {
    const res = await publicSettings();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'free_signup_enabled',
      'maintenance_allow_list',
      'maintenance_mode',
      'promo_stream_url',
      'promo_video_url',
      'registration_enabled',
      'teacher',
    ]);
    expect(body).toMatchObject({ registration_enabled: true, maintenance_mode: false });
    expect(body.maintenance_allow_list).toEqual(
      expect.arrayContaining(['/', '/impressum', '/agb', '/privacy', '/contact']),
    );
    expect(body.maintenance_allow_list).toEqual(expect.arrayContaining(DEFAULT_MAINTENANCE_ALLOW_LIST));
    // No payment provider is configured in the tests, so free signup defaults to on (decision 0403).
    expect(body.free_signup_enabled).toBe(true);
  });

  it('reflects a changed setting at once when it is set through the service', async () => {
    await ctx.app.siteSettings.set('registration_enabled', false);
    expect((await publicSettings()).json().registration_enabled).toBe(false);
  });

  it('never exposes the business settings that are not public', async () => {
    await ctx.app.siteSettings.set('business_name', 'Secret GmbH');
    expect(JSON.stringify((await publicSettings()).json())).not.toContain('Secret GmbH');
  });
});

describe('maintenance mode', () => {
  it('answers non-staff API calls with 503 and the maintenance message', async () => {
    await ctx.app.siteSettings.set('maintenance_mode', true);
    expect(MAINTENANCE_MESSAGE).toBe('Service is currently under maintenance');
    const profile = await ctx.app.inject({ url: '/api/profile/', headers: bearer(member.access) });
    expectMaintenance(profile);
    expect(profile.headers['retry-after']).toBe('300');
    expectMaintenance(await ctx.app.inject({ url: '/api/profile/' }));
    expectMaintenance(await pageView());
    expectMaintenance(await ctx.app.inject({ url: '/api/does-not-exist/' }));
  });

  it('keeps public settings, login, token refresh and health answering', async () => {
    await ctx.app.siteSettings.set('maintenance_mode', true);
    const settings = await publicSettings();
    expect(settings.statusCode).toBe(200);
    expect(settings.json().maintenance_mode).toBe(true);

    const memberLogin = await login(ctx.app, 'member', PASSWORD);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      payload: { refresh: memberLogin.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const health = await ctx.app.inject({ url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it("lets a staff user's requests through", async () => {
    await ctx.app.siteSettings.set('maintenance_mode', true);
    const profile = await ctx.app.inject({ url: '/api/profile/', headers: bearer(staff.access) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ username: 'teacher', is_staff: true });
    expect((await pageView(bearer(staff.access))).statusCode).toBe(201);
  });

  it('restores service as soon as it is switched off', async () => {
    await ctx.app.siteSettings.set('maintenance_mode', true);
    expectMaintenance(await ctx.app.inject({ url: '/api/profile/', headers: bearer(member.access) }));
    await ctx.app.siteSettings.set('maintenance_mode', false);
    expect((await ctx.app.inject({ url: '/api/profile/', headers: bearer(member.access) })).statusCode).toBe(
      200,
    );
    expect((await pageView()).statusCode).toBe(201);
  });

  it('leaves non-API paths alone (the web app shows its own maintenance screen)', async () => {
    await ctx.app.siteSettings.set('maintenance_mode', true);
    const res = await ctx.app.inject({ url: '/courses' });
    expect(res.statusCode).not.toBe(503);
  });

  it('picks up a change written by another process within about a second (the cache expires)', async () => {
    expect((await publicSettings()).json().maintenance_mode).toBe(false); // fills the cache
    // Written behind the service's back, as the CLI does from its own process.
    await settingsRepo.upsert(ctx.app.db, 'maintenance_mode', true);
    const start = Date.now();
    let seenAfter: number | undefined;
    while (Date.now() - start < 2000) {
      const askedAt = Date.now() - start; // when the request left, so that a slow answer does not count against it
      if ((await publicSettings()).json().maintenance_mode === true) {
        seenAfter = askedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenAfter).toBeDefined();
    expect(seenAfter!).toBeLessThanOrEqual(1100);
    expectMaintenance(await pageView());
  });
});
