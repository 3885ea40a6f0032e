import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditList } from '@gjs/shared';
import { buildTestApp, queryRows, type TestContext } from '../helper.ts';
import { adminHeaders, type AdminHeaders } from './support.ts';

let ctx: TestContext;
let as: AdminHeaders;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: as.staff,
    ...(payload === undefined ? {} : { payload }),
  } as never);
const course = {
  name: 'Audited',
  description: '',
  level: 'beginner',
  language: 'english',
  category: 'Songs',
  thumbnail: null,
};

describe('admin audit log', () => {
  it('lists writes newest first with who, what and when, and filters by action, target type and actor', async () => {
    const { id } = (await call('POST', '/courses/', course)).json<{ id: number }>();
    await call('PUT', `/courses/${id}/publish/`, { is_published: true });
    await call('PUT', '/settings/', { registration_enabled: false });
    const all = (await call('GET', '/audit-log/')).json<AuditList>().entries;
    expect(all.map((e) => e.action)).toEqual(['settings.update', 'course.publish', 'course.create']);
    expect(all[2]).toMatchObject({ actor_username: 'owner', target_type: 'course', target_id: String(id) });
    expect(Date.parse(all[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(all[2]!.created_at));
    expect((await call('GET', '/audit-log/?action=course.publish')).json<AuditList>().entries).toHaveLength(
      1,
    );
    const byType = (await call('GET', '/audit-log/?target_type=course')).json<AuditList>();
    expect(byType.entries).toHaveLength(2);
    // The filter's choices come from every record, not only the filtered ones.
    expect(byType.target_types).toEqual(['course', 'site_settings']);
    expect((await call('GET', '/audit-log/?actor=OWN')).json<AuditList>().entries).toHaveLength(3);
    expect((await call('GET', '/audit-log/?actor=%25')).json<AuditList>().entries).toHaveLength(0);
    expect((await call('GET', '/audit-log/?limit=1')).json<AuditList>().entries).toHaveLength(1);
    expect((await call('GET', '/audit-log/?limit=0')).statusCode).toBe(400);
  });

  it('records nothing when the write fails validation or the target does not exist', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(ctx.app.db, sql`select count(*)::int as n from audit_log`))[0]!.n;
    const before = await count();
    await call('POST', '/courses/', { ...course, name: '' });
    await call('PUT', '/courses/99999/publish/', { is_published: true });
    await call('PUT', '/courses/99999/', course);
    expect(await count()).toBe(before);
  });

  it('rolls the write back when its audit record cannot be written', async () => {
    await ctx.app.db.execute(
      sql`alter table audit_log add constraint audit_log_no_writes check (action <> 'course.create') not valid`,
    );
    try {
      const res = await call('POST', '/courses/', { ...course, name: 'Never stored' });
      expect(res.statusCode).toBe(500);
      const names = (await call('GET', '/courses/')).json<{ name: string }[]>().map((c) => c.name);
      expect(names).not.toContain('Never stored');
    } finally {
      await ctx.app.db.execute(sql`alter table audit_log drop constraint audit_log_no_writes`);
    }
  });
});
