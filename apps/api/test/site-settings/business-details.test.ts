import { beforeAll, describe, expect, it } from 'vitest';
import { businessDetailsSchema, MAINTENANCE_MESSAGE } from '@gjs/shared';
import { buildTestApp, type TestContext } from '../helper.ts';
import { settingsSet } from '../../src/cli/commands/settings-set.ts';
import { defaultSiteSettings } from '../../src/modules/site-settings/defaults.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});

const businessDetails = () => ctx.app.inject({ url: '/api/public/business-details/' });
/** The owner's command, run in this process against the test database (the CLI tests cover the child process). */
const cliSet = (...assignments: string[]) =>
  settingsSet.run(assignments, { db: ctx.app.db, config: ctx.config });

describe('GET /api/public/business-details/', () => {
  it('answers exactly the six imprint fields with the demo defaults, uncached and without login', async () => {
    const res = await businessDetails();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'business_city',
      'business_email',
      'business_name',
      'business_postal_code',
      'business_responsible_person',
      'business_street',
    ]);
    expect(businessDetailsSchema.parse(body)).toEqual(body);
    const defaults = defaultSiteSettings(false);
    expect(body).toEqual({
      business_name: defaults.business_name,
      business_street: defaults.business_street,
      business_postal_code: defaults.business_postal_code,
      business_city: 'Berlin',
      business_email: defaults.business_email,
      business_responsible_person: defaults.business_responsible_person,
    });
  });

  it('never exposes the other settings', async () => {
    const body = (await businessDetails()).json();
    for (const key of [
      'registration_enabled',
      'maintenance_mode',
      'maintenance_allow_list',
      'free_signup_enabled',
    ])
      expect(body).not.toHaveProperty(key);
  });

  // The postal code looks like a number: it must still come back as the text the owner typed.
  it('follows the values the owner sets with `npm run cli -- settings:set`', async () => {
    const out = await cliSet(
      'business_name=Manouche Akademie Berlin',
      'business_street=Kastanienallee 7',
      'business_postal_code=10435',
      'business_email=hallo@manouche.example',
      'business_responsible_person=Stella Rosenberg',
    );
    expect(out).toContain('Set business_name = "Manouche Akademie Berlin"');
    // The command writes behind the app's settings cache, as the CLI does from its own process: wait it out.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await businessDetails()).json()).toEqual({
      business_name: 'Manouche Akademie Berlin',
      business_street: 'Kastanienallee 7',
      business_postal_code: '10435',
      business_city: 'Berlin',
      business_email: 'hallo@manouche.example',
      business_responsible_person: 'Stella Rosenberg',
    });
  });

  it('stays answering in maintenance mode, because the imprint must always be reachable', async () => {
    await ctx.app.siteSettings.set('maintenance_mode', true);
    const res = await businessDetails();
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain(MAINTENANCE_MESSAGE);
    await ctx.app.siteSettings.set('maintenance_mode', false);
  });
});
