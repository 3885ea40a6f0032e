import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '@gjs/shared';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminHeaders, type AdminHeaders } from './support.ts';

let ctx: TestContext;
let as: AdminHeaders;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
});

const put = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/settings/', headers: as.staff, payload });
const publicSettings = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/public/site-settings/' })).json();

describe('admin site settings', () => {
  it('shows every setting to staff', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings/', headers: as.staff });
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'business_city',
        'business_email',
        'business_name',
        'business_postal_code',
        'business_responsible_person',
        'business_street',
        'free_signup_enabled',
        'maintenance_allow_list',
        'maintenance_mode',
        'promo_video',
        'registration_enabled',
        'teacher_bio',
        'teacher_name',
        'teacher_photo',
        'teacher_website',
      ].sort(),
    );
  });

  it('refuses invalid settings with field errors and changes nothing', async () => {
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/settings/', headers: as.staff })
    ).json();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'non_field_errors'],
      // Unknown keys are dropped by the contract: nothing is left to change.
      [{ is_staff: true }, 'non_field_errors'],
      [{ business_email: 'not an address' }, 'business_email'],
      [{ maintenance_allow_list: ['admin'] }, 'maintenance_allow_list.0'],
      [{ registration_enabled: 'yes' }, 'registration_enabled'],
      [{ business_postal_code: '1'.repeat(21) }, 'business_postal_code'],
    ];
    for (const [payload, field] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toContain(field);
    }
    const after = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings/', headers: as.staff });
    expect(after.json()).toEqual(before);
  });

  it('switches registration off and the public settings follow at once', async () => {
    await publicSettings(); // fills the settings cache
    const res = await put({ registration_enabled: false });
    expect(res.json()).toMatchObject({ registration_enabled: false });
    expect(await publicSettings()).toMatchObject({ registration_enabled: false });
  });

  it('turns maintenance on: members get 503, staff keep working, and staff can turn it off again', async () => {
    await put({ maintenance_mode: true, maintenance_allow_list: ['/', '/impressum'] });
    const member = await ctx.app.inject({ method: 'GET', url: '/api/backingtracks/', headers: as.member });
    expect(member.statusCode).toBe(503);
    expect(member.json()).toEqual({ message: 'Service is currently under maintenance', code: 'maintenance' });
    expect(await publicSettings()).toMatchObject({
      maintenance_mode: true,
      maintenance_allow_list: ['/', '/impressum'],
    });
    expect((await put({ maintenance_mode: false })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/backingtracks/', headers: as.member })).statusCode,
    ).toBe(200);
  });

  it('changes the business details shown on the imprint', async () => {
    await put({ business_name: 'Swing School Berlin', business_email: 'hello@swing.example' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/public/business-details/' });
    expect(res.json()).toMatchObject({
      business_name: 'Swing School Berlin',
      business_email: 'hello@swing.example',
    });
  });

  it.each([
    ['an empty change', {}],
    ['a non-boolean switch', { maintenance_mode: 'yes' }],
    ['an allow-list entry without a leading slash', { maintenance_allow_list: ['impressum'] }],
    ['an invalid e-mail address', { business_email: 'not-an-address' }],
  ])('refuses %s', async (_label, body) => {
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('records each change with the changed values only, and nothing for a change to the same value', async () => {
    const before = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log/?action=settings.update',
        headers: as.staff,
      })
    ).json<AuditList>();
    await put({ free_signup_enabled: false, registration_enabled: false });
    const after = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log/?action=settings.update',
        headers: as.staff,
      })
    ).json<AuditList>();
    expect(after.entries).toHaveLength(before.entries.length + 1);
    expect(after.entries[0]).toMatchObject({
      actor_username: 'owner',
      target_type: 'site_settings',
      details: { free_signup_enabled: false },
    });
    expect(after.entries[0]!.details).not.toHaveProperty('registration_enabled');
    await put({ free_signup_enabled: false });
    const unchanged = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log/?action=settings.update',
        headers: as.staff,
      })
    ).json<AuditList>();
    expect(unchanged.entries).toHaveLength(after.entries.length);
  });
});
