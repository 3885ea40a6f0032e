import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBackingTrack, AuditList } from '@gjs/shared';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminHeaders, firstSeedFile, upload, type AdminHeaders } from './support.ts';

let ctx: TestContext;
let as: AdminHeaders;
let audio: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
  audio = (await upload(ctx, as.staff, 'audio', firstSeedFile('backing-tracks', '.mp3'), 't.mp3')).key;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: as.staff,
    ...(payload === undefined ? {} : { payload }),
  } as never);

const track = () => ({
  name: 'Minor Blues',
  key: 'A minor',
  tempo: 160,
  starttime: 1.5,
  repetitions: 3,
  chords: ['Am6', ['Dm6', 'E7'], 'Am6', 'E7'],
  audio,
  is_listed: true,
});

describe('admin backing tracks', () => {
  it('creates a track with several chords in one bar; members see it in the list at once', async () => {
    const res = await call('POST', '/backing-tracks/', track());
    expect(res.statusCode).toBe(201);
    const created = res.json<AdminBackingTrack>();
    expect(created).toMatchObject({
      name: 'Minor Blues',
      key: 'A minor',
      chords: ['Am6', ['Dm6', 'E7'], 'Am6', 'E7'],
    });
    expect(created.audio_url).toMatch(/^\/api\/media\/uploads\/audio\//);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/backingtracks/', headers: as.member });
    expect(list.json()).toMatchObject([{ name: 'Minor Blues', tempo: 160, starttime: 1.5, repetitions: 3 }]);
  });

  it('edits tempo and start time, unlists the track, and records both writes in the audit log', async () => {
    const { id } = (
      await call('POST', '/backing-tracks/', { ...track(), name: 'Editable' })
    ).json<AdminBackingTrack>();
    const res = await call('PUT', `/backing-tracks/${id}/`, {
      ...track(),
      name: 'Editable',
      tempo: 92.5,
      starttime: 0.42,
      is_listed: false,
    });
    expect(res.json()).toMatchObject({ tempo: 92.5, starttime: 0.42, is_listed: false });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/backingtracks/', headers: as.member });
    expect(list.json<{ name: string }[]>().map((t) => t.name)).not.toContain('Editable');
    const audit = (await call('GET', '/audit-log/?target_type=backing_track')).json<AuditList>();
    expect(audit.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['backing_track.create', 'backing_track.update']),
    );
    expect(audit.entries.find((e) => e.action === 'backing_track.update')?.details).toMatchObject({
      tempo: 92.5,
      starttime: 0.42,
    });
  });

  it.each([
    ['an empty chart', { chords: [] }, 'chords'],
    ['a bar with five chords', { chords: [['A', 'B', 'C', 'D', 'E']] }, 'chords.0'],
    ['a tempo of 0', { tempo: 0 }, 'tempo'],
    ['a negative start time', { starttime: -1 }, 'starttime'],
    ['fractional repetitions', { repetitions: 1.5 }, 'repetitions'],
    ['an empty name', { name: '' }, 'name'],
  ])('refuses %s with a field error', async (_label, change, field) => {
    const res = await call('POST', '/backing-tracks/', { ...track(), ...change });
    expect(res.statusCode).toBe(400);
    expect(
      Object.keys(res.json<{ errors: Record<string, unknown> }>().errors).some((k) => k.startsWith(field)),
    ).toBe(true);
  });

  it('refuses audio that is not an uploaded audio file', async () => {
    const res = await call('POST', '/backing-tracks/', { ...track(), audio: 'uploads/videos/x.mp4' });
    expect(res.json()).toMatchObject({ errors: { audio: ['Not an uploaded audio file.'] } });
  });

  it('deletes a track; a chapter that used it keeps its place without the track', async () => {
    const { id } = (
      await call('POST', '/backing-tracks/', { ...track(), name: 'Short-lived' })
    ).json<AdminBackingTrack>();
    const course = (
      await call('POST', '/courses/', {
        name: 'C',
        description: '',
        level: 'beginner',
        language: 'english',
        category: 'Songs',
        thumbnail: null,
      })
    ).json<{ id: number }>();
    await call('POST', `/courses/${course.id}/chapters/`, {
      heading: 'Play along',
      chapter_type: 'backingtrack',
      video: null,
      pdf: null,
      music_xml: null,
      backing_track_id: id,
    });
    expect((await call('DELETE', `/backing-tracks/${id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/backing-tracks/${id}/`)).json()).toEqual({
      message: 'Backing track not found',
      code: 'track_not_found',
    });
    const detail = (await call('GET', `/courses/${course.id}/`)).json<{
      chapters: { backing_track_id: number | null }[];
    }>();
    expect(detail.chapters).toMatchObject([{ backing_track_id: null }]);
  });
});
