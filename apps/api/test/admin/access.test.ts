import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminHeaders, multipart, type AdminHeaders } from './support.ts';

let ctx: TestContext;
let as: AdminHeaders;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
});

const video = multipart(Buffer.from('\0\0\0\x18ftypmp42 video bytes'), 'clip.mp4');

/** Every call of the admin API, with a body that would be valid for staff. */
const CALLS: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}[] = [
  { method: 'GET', url: '/api/admin/courses/' },
  {
    method: 'POST',
    url: '/api/admin/courses/',
    payload: {
      name: 'X',
      description: '',
      level: 'beginner',
      language: 'english',
      category: 'Songs',
      thumbnail: null,
    },
  },
  { method: 'GET', url: '/api/admin/courses/1/' },
  {
    method: 'PUT',
    url: '/api/admin/courses/1/',
    payload: {
      name: 'X',
      description: '',
      level: 'beginner',
      language: 'english',
      category: 'Songs',
      thumbnail: null,
    },
  },
  { method: 'PUT', url: '/api/admin/courses/1/publish/', payload: { is_published: true } },
  { method: 'DELETE', url: '/api/admin/courses/1/' },
  {
    method: 'POST',
    url: '/api/admin/courses/1/chapters/',
    payload: {
      heading: 'H',
      chapter_type: 'video',
      video: null,
      pdf: null,
      music_xml: null,
      backing_track_id: null,
    },
  },
  { method: 'PUT', url: '/api/admin/courses/1/chapters/order/', payload: { chapter_ids: [] } },
  {
    method: 'PUT',
    url: '/api/admin/courses/1/chapters/1/',
    payload: {
      heading: 'H',
      chapter_type: 'video',
      video: null,
      pdf: null,
      music_xml: null,
      backing_track_id: null,
    },
  },
  { method: 'DELETE', url: '/api/admin/courses/1/chapters/1/' },
  { method: 'GET', url: '/api/admin/upcoming-courses/' },
  {
    method: 'POST',
    url: '/api/admin/upcoming-courses/',
    payload: {
      name: 'U',
      level: 'beginner',
      languages: ['english'],
      thumbnail: null,
      publish_date: '2030-01-01T00:00:00Z',
    },
  },
  {
    method: 'PUT',
    url: '/api/admin/upcoming-courses/1/',
    payload: {
      name: 'U',
      level: 'beginner',
      languages: ['english'],
      thumbnail: null,
      publish_date: '2030-01-01T00:00:00Z',
    },
  },
  { method: 'DELETE', url: '/api/admin/upcoming-courses/1/' },
  { method: 'GET', url: '/api/admin/backing-tracks/' },
  {
    method: 'POST',
    url: '/api/admin/backing-tracks/',
    payload: {
      name: 'T',
      key: 'A',
      tempo: 120,
      starttime: 0,
      repetitions: 1,
      chords: ['A'],
      audio: 'uploads/audio/x.mp3',
      is_listed: true,
    },
  },
  { method: 'GET', url: '/api/admin/backing-tracks/1/' },
  {
    method: 'PUT',
    url: '/api/admin/backing-tracks/1/',
    payload: {
      name: 'T',
      key: 'A',
      tempo: 120,
      starttime: 0,
      repetitions: 1,
      chords: ['A'],
      audio: 'uploads/audio/x.mp3',
      is_listed: true,
    },
  },
  { method: 'DELETE', url: '/api/admin/backing-tracks/1/' },
  { method: 'POST', url: '/api/admin/uploads/video/', payload: video.payload, headers: video.headers },
  { method: 'GET', url: '/api/admin/settings/' },
  { method: 'PUT', url: '/api/admin/settings/', payload: { maintenance_mode: true } },
  { method: 'GET', url: '/api/admin/stats/' },
  { method: 'GET', url: '/api/admin/audit-log/' },
];

describe('admin API access', () => {
  it.each(CALLS)('$method $url answers 401 to anonymous visitors', async (call) => {
    const res = await ctx.app.inject({ ...call, headers: { ...call.headers } } as never);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
  });

  it.each(CALLS)('$method $url answers 403 with a message to members', async (call) => {
    const res = await ctx.app.inject({ ...call, headers: { ...as.member, ...call.headers } } as never);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
  });

  it('refuses a member before writing anything: no course, no setting, no audit record', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/courses/', headers: as.staff });
    expect(list.json()).toEqual([]);
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/public/site-settings/' });
    expect(settings.json()).toMatchObject({ maintenance_mode: false });
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log/', headers: as.staff });
    expect(audit.json()).toEqual({ entries: [], target_types: [] });
  });

  it('lets staff through', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/courses/', headers: as.staff });
    expect(res.statusCode).toBe(200);
  });
});
