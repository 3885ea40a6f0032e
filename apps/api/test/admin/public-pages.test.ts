import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { requireWebBuild, WEB_DIST_DIR } from '../web-app/support.ts';
import { adminHeaders, type AdminHeaders } from './support.ts';

let ctx: TestContext;
let as: AdminHeaders;

beforeAll(async () => {
  requireWebBuild();
  ctx = await buildTestApp({ WEB_DIST_DIR });
  as = await adminHeaders(ctx);
});

const page = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;

describe('admin writes and the server-rendered public pages', () => {
  it('a change shows on the next render at once, although rendered pages are reused for a few seconds', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/courses/',
      headers: as.staff,
      payload: {
        name: 'Fresh From The Console',
        description: '',
        level: 'beginner',
        language: 'english',
        category: 'Songs',
        thumbnail: null,
      },
    });
    const { id } = created.json<{ id: number }>();
    const publish = (is_published: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/courses/${id}/publish/`,
        headers: as.staff,
        payload: { is_published },
      });

    expect(await page('/courses')).not.toContain('Fresh From The Console');
    expect((await publish(true)).statusCode).toBe(200);
    expect(await page('/courses')).toContain('Fresh From The Console');
    expect((await publish(false)).statusCode).toBe(200);
    expect(await page('/courses')).not.toContain('Fresh From The Console');

    // A refused write changes nothing and keeps the reused page.
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/courses/${id}/publish/`,
      headers: as.member,
      payload: { is_published: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(await page('/courses')).not.toContain('Fresh From The Console');
  });

  it('new business details show in the imprint at once', async () => {
    expect(await page('/impressum')).toContain('Oranienstraße 42');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/',
      headers: as.staff,
      payload: { business_street: 'Kastanienallee 7' },
    });
    expect(res.statusCode).toBe(200);
    const html = await page('/impressum');
    expect(html).toContain('Kastanienallee 7');
    expect(html).not.toContain('Oranienstraße 42');
  });
});
