import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBackingTrack, AdminTrackParts, BackingTrack } from '@gjs/shared';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { bearer, buildTestApp, login, type TestContext } from '../helper.ts';
import { adminHeaders, seedFile, upload, type AdminHeaders } from './support.ts';

// Parts of a backing track (decision 0313): staff upload them, the server checks type and length, and only members
// with access get their files.

let ctx: TestContext;
let as: AdminHeaders;
let trackId: number;
let sameLength: string;
let otherLength: string;
let noAccess: Record<string, string>;

const SWING = 'backing-tracks/swing-de-berlin.mp3';

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
  const audio = (await upload(ctx, as.staff, 'audio', seedFile(SWING), 'full.mp3')).key;
  sameLength = (await upload(ctx, as.staff, 'audio', seedFile(SWING), 'bass.mp3')).key;
  otherLength = (
    await upload(ctx, as.staff, 'audio', seedFile('backing-tracks/les-yeux-sombres.mp3'), 'lead.mp3')
  ).key;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/backing-tracks/',
    headers: as.staff,
    payload: {
      name: 'Parts Swing',
      key: 'A minor',
      tempo: 180,
      starttime: 1.5,
      repetitions: 1,
      chords: ['Am6', 'Dm6'],
      audio,
      is_listed: true,
    },
  });
  trackId = created.json<AdminBackingTrack>().id;
  await createAccount(ctx.app.db, {
    username: 'lapsed',
    email: 'lapsed@example.com',
    password: 'manouche-swing-1934',
    subscription: 'none',
  });
  noAccess = bearer((await login(ctx.app, 'lapsed', 'manouche-swing-1934')).access);
});

const setParts = (headers: Record<string, string>, parts: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/backing-tracks/${trackId}/parts/`,
    headers,
    payload: { parts },
  });

describe('backing-track parts', () => {
  it('are set by staff only: a member and a visitor are refused before anything is read', async () => {
    expect((await setParts(as.member, [{ name: 'bass', audio: sameLength }])).statusCode).toBe(403);
    expect((await setParts(as.anonymous, [{ name: 'bass', audio: sameLength }])).statusCode).toBe(401);
  });

  it('must be uploaded audio of the track’s length within 50 ms, each name once', async () => {
    const longer = await setParts(as.staff, [{ name: 'lead', audio: otherLength }]);
    expect(longer.statusCode).toBe(400);
    expect(JSON.stringify(longer.json())).toMatch(/lead part lasts .* parts must match it within 50 ms/);
    const notUploaded = await setParts(as.staff, [{ name: 'bass', audio: 'courses/1/intro.mp4' }]);
    expect(notUploaded.statusCode).toBe(400);
    expect(JSON.stringify(notUploaded.json())).toContain('Not an uploaded audio file.');
    const twice = await setParts(as.staff, [
      { name: 'bass', audio: sameLength },
      { name: 'bass', audio: sameLength },
    ]);
    expect(twice.statusCode).toBe(400);
    const unknown = await setParts(as.staff, [{ name: 'drums', audio: sameLength }]);
    expect(unknown.statusCode).toBe(400);
  });

  it('are stored with their measured length, and listed with signed URLs for members with access', async () => {
    const saved = await setParts(as.staff, [
      { name: 'bass', audio: sameLength },
      { name: 'rhythm', audio: sameLength },
    ]);
    expect(saved.statusCode).toBe(200);
    const parts = saved.json<AdminTrackParts>();
    expect(parts.map((part) => part.name)).toEqual(['rhythm', 'bass']);
    expect(parts[0]!.duration_ms).toBeGreaterThan(45_000);

    const list = await ctx.app.inject({ url: '/api/backingtracks/', headers: as.member });
    const track = list.json<BackingTrack[]>().find((t) => t.id === trackId)!;
    expect(track.parts.map((part) => part.name)).toEqual(['rhythm', 'bass']);
    const file = await ctx.app.inject({ url: track.parts[1]!.audio_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/audio/);
  });

  it('reach no one without access: no list, and no part file without a valid signature', async () => {
    const refused = await ctx.app.inject({ url: '/api/backingtracks/', headers: noAccess });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('/api/media/');
    const list = await ctx.app.inject({ url: '/api/backingtracks/', headers: as.member });
    const url = list.json<BackingTrack[]>().find((t) => t.id === trackId)!.parts[0]!.audio_url;
    const unsigned = url.split('?')[0]!;
    expect((await ctx.app.inject({ url: unsigned })).statusCode).toBeGreaterThanOrEqual(400);
    expect(
      (await ctx.app.inject({ url: url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });

  it('are removed with an empty list', async () => {
    expect((await setParts(as.staff, [])).json()).toEqual([]);
  });
});
