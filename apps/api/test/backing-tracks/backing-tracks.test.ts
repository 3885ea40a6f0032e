import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { backingTrackListSchema } from '@gjs/shared';
import { backingTracks } from '../../src/db/schema/index.ts';
import { bearer, buildTestApp, login, type TestContext } from '../helper.ts';
import {
  ALLOWED_ROLES,
  PASSWORD,
  DENIED_ROLES,
  roleHeaders,
  SUBSCRIPTION_REQUIRED,
  type RoleHeaders,
} from '../media/support.ts';

const AUDIO = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
let ctx: TestContext;
let as: RoleHeaders;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await roleHeaders(ctx);
  await ctx.app.storage.put('tracks/valse.mp3', AUDIO);
  const track = (name: string, extra: Partial<typeof backingTracks.$inferInsert> = {}) => ({
    name,
    musicalKey: 'D major',
    chords: ['D6', ['Em7', 'A7']],
    audio: 'tracks/valse.mp3',
    ...extra,
  });
  await ctx.app.db
    .insert(backingTracks)
    .values([
      track('valse rapide', { tempo: 220, starttime: 0.75, repetitions: 2 }),
      track('Bossa Manouche', { musicalKey: 'E minor' }),
      track('Hidden Chart', { isListed: false }),
      track('Arpeggio Drill', { musicalKey: 'A minor', tempo: 90.5 }),
    ]);
});

const list = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/backingtracks/', headers });

describe('GET /api/backingtracks/', () => {
  it('answers 401 {message} to anonymous visitors', async () => {
    const res = await list(as.anonymous);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it.each(DENIED_ROLES)('answers 403 to a logged-in user whose subscription is %s', async (role) => {
    const res = await list(as[role]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SUBSCRIPTION_REQUIRED, code: expect.any(String) });
  });

  it.each(ALLOWED_ROLES)('answers 200 to %s', async (role) => {
    expect((await list(as[role])).statusCode).toBe(200);
  });

  it('lists the listed tracks by name (case-insensitive) in the list shape, with defaults filled', async () => {
    const res = await list(as.active);
    const tracks = backingTrackListSchema.parse(res.json());
    expect(tracks.map((t) => t.name)).toEqual(['Arpeggio Drill', 'Bossa Manouche', 'valse rapide']);
    expect(Object.keys(res.json()[0]).sort()).toEqual(
      [
        'id',
        'name',
        'tempo',
        'key',
        'audio_url',
        'audio_download_url',
        'chords',
        'starttime',
        'repetitions',
        // The parts of decision 0313; an empty list for a track without them.
        'parts',
      ].sort(),
    );
    expect(tracks[0]).toMatchObject({ key: 'A minor', tempo: 90.5, starttime: 0, repetitions: 1, parts: [] });
    expect(tracks[2]).toMatchObject({
      key: 'D major',
      tempo: 220,
      starttime: 0.75,
      repetitions: 2,
      chords: ['D6', ['Em7', 'A7']],
    });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('signs audio URLs that stream by ranges, and a download URL that is an attachment', async () => {
    const [track] = (await list(as.trial)).json();
    expect(track.audio_url).toMatch(/^\/api\/media\/tracks\/valse\.mp3\?exp=\d+&sig=[\w-]{43}$/);
    const part = await ctx.app.inject({ url: track.audio_url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('audio/mpeg');
    expect(part.headers['content-disposition']).toBe('inline');
    expect(part.rawPayload.equals(AUDIO.subarray(100, 200))).toBe(true);
    const download = await ctx.app.inject({ url: track.audio_download_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Arpeggio Drill.mp3"');
    expect(download.rawPayload.equals(AUDIO)).toBe(true);
  });

  it('gives the same URL on a repeated call, so that a refetch does not reset the player', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Two calls 30 s apart inside one 900 s expiry step (the access token stays valid).
      const now = Date.now();
      const start = now % 900_000 > 850_000 ? now + 60_000 : now;
      vi.setSystemTime(start);
      const first = (await list(as.active)).json()[0].audio_url;
      vi.setSystemTime(start + 30_000);
      const second = (await list(as.active)).json()[0].audio_url;
      expect(second).toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs anew once the expiry step has passed, so a kept list never hands out a URL older than the TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      vi.setSystemTime(start);
      const first = (await list(as.active)).json()[0].audio_url as string;
      // One step (TTL / 8, at most 900 s) later, with a token of that time.
      vi.setSystemTime(start + 901_000);
      const fresh = bearer((await login(ctx.app, 'member', PASSWORD)).access);
      const later = (await list(fresh)).json()[0].audio_url as string;
      const exp = (url: string) => Number(new URL(url, 'http://x').searchParams.get('exp'));
      expect(exp(later)).toBeGreaterThan(exp(first));
      expect(exp(later) * 1000).toBeGreaterThanOrEqual(
        start + 901_000 + ctx.app.mediaUrls.signer.ttlSeconds * 1000,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a track the console lists on the next read, whatever the list kept', async () => {
    await list(as.active);
    ctx.app.sharedCaches.invalidate();
    await ctx.app.db
      .update(backingTracks)
      .set({ isListed: true })
      .where(eq(backingTracks.name, 'Hidden Chart'));
    ctx.app.sharedCaches.invalidate();
    expect((await list(as.active)).json().map((t: { name: string }) => t.name)).toContain('Hidden Chart');
    await ctx.app.db
      .update(backingTracks)
      .set({ isListed: false })
      .where(eq(backingTracks.name, 'Hidden Chart'));
    ctx.app.sharedCaches.invalidate();
  });
});
