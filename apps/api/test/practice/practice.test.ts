import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  courseSettingsSchema,
  memberDataSchema,
  practiceSummarySchema,
  storedTrackSettingsSchema,
  trackSettingsSchema,
  type TrackSettings,
} from '@gjs/shared';
import {
  backingTracks,
  chapters,
  courses,
  practiceClock,
  practiceLog,
  trackSettings,
  users,
} from '../../src/db/schema/index.ts';
import { countedSeconds } from '../../src/modules/practice/service.ts';
import { addDays, mondayOf, streak } from '../../src/modules/practice/days.ts';
import { buildTestApp, queryRows, type TestContext } from '../helper.ts';
import { DENIED_ROLES, roleHeaders, type RoleHeaders } from '../media/support.ts';

// Remembered practice settings and the practice log (docs/decisions/0630-practice-settings-and-log.md).
let ctx: TestContext;
let as: RoleHeaders;
let track: number;
let otherTrack: number;
let course: number;
let draft: number;
let chapter: number;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const settingsUrl = (id: number | string) => `/api/practice/tracks/${id}/settings/`;
const courseUrl = (id: number | string) => `/api/practice/courses/${id}/settings/`;
const report = (headers: Headers, payload: unknown) => call('POST', '/api/practice/log/', headers, payload);

const SETTINGS: TrackSettings = {
  tempo: 85,
  loop: { first: 5, last: 8 },
  loop_on: true,
  ramp: { start: 70, target: 90, step: 5, every: 1 },
  count_in: true,
  key: -3,
  mix: { bass: { volume: 0.5, mute: true, solo: false } },
};

async function userId(username: string) {
  const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** Moves the member's practice clock back, as if the last report had been `seconds` ago. */
/** Sets the member's practice clock `seconds` before this process's time (which a test may hold still). */
async function rewindClock(username: string, seconds: number) {
  await ctx.app.db
    .update(practiceClock)
    .set({ coveredUntil: new Date(Date.now() - seconds * 1000) })
    .where(eq(practiceClock.userId, await userId(username)));
}

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await roleHeaders(ctx);
  const { db } = ctx.app;
  const chords = Array.from({ length: 16 }, (_, i) => (i % 2 ? 'Am6' : 'E7'));
  const tracks = await db
    .insert(backingTracks)
    .values([
      { name: 'Minor Swing', musicalKey: 'A minor', chords, audio: 'tracks/minor-swing.mp3' },
      { name: 'Dark Eyes', musicalKey: 'D minor', chords: chords.slice(0, 8), audio: 'tracks/dark-eyes.mp3' },
    ])
    .returning({ id: backingTracks.id });
  [track, otherTrack] = tracks.map((t) => t.id) as [number, number];
  const inserted = await db
    .insert(courses)
    .values([
      { name: 'Pompe Basics', level: 'beginner', language: 'english', category: 'Rhythm', isPublished: true },
      { name: 'Unreleased', level: 'beginner', language: 'english', category: 'Rhythm', isPublished: false },
    ])
    .returning({ id: courses.id });
  [course, draft] = inserted.map((c) => c.id) as [number, number];
  const [row] = await db
    .insert(chapters)
    .values({ courseId: course, position: 1, heading: 'The pompe stroke', video: 'courses/p/1.mp4' })
    .returning({ id: chapters.id });
  chapter = row!.id;
});

describe('track settings', () => {
  it('are null until the member saves them, then come back exactly', async () => {
    const before = await call('GET', settingsUrl(track), as.active);
    expect(before.statusCode).toBe(200);
    expect(storedTrackSettingsSchema.parse(before.json())).toBeNull();
    const saved = await call('PUT', settingsUrl(track), as.active, SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(trackSettingsSchema.parse(saved.json())).toEqual(SETTINGS);
    expect((await call('GET', settingsUrl(track), as.active)).json()).toEqual(SETTINGS);
  });

  it('belong to one member: another member and staff see only their own', async () => {
    await call('PUT', settingsUrl(otherTrack), as.active, { ...SETTINGS, loop: { first: 1, last: 2 } });
    expect((await call('GET', settingsUrl(otherTrack), as.trial)).json()).toBeNull();
    expect((await call('GET', settingsUrl(otherTrack), as.staff)).json()).toBeNull();
  });

  it('are replaced by a later save, and a loop without bars is stored as off', async () => {
    const next = { tempo: 120, loop: null, loop_on: true, ramp: null, count_in: false };
    const res = await call('PUT', settingsUrl(track), as.trial, next);
    // A save without a key (a page from before decision 0313) keeps the recorded key.
    expect(res.json()).toEqual({ ...next, loop_on: false, key: 0, mix: {} });
    const again = await call('PUT', settingsUrl(track), as.trial, { ...next, tempo: 60 });
    expect(again.json()).toMatchObject({ tempo: 60 });
    const rows = await queryRows(
      ctx.app.db,
      sql`select count(*)::int as n from track_settings where track_id = ${track}`,
    );
    expect(rows[0]).toEqual({ n: 2 }); // one row for each of the two members
  });

  it.each([
    [{ ...SETTINGS, tempo: 24 }, 'Tempo must be at least 25 %.'],
    [{ ...SETTINGS, key: 7 }, 'Key must be at most 6 semitones.'],
    [{ ...SETTINGS, mix: { bass: { volume: 2, mute: false, solo: false } } }, 'Volume must be at most 1.'],
    [{ ...SETTINGS, key: 1.5 }, 'Key must be a whole number of semitones.'],
    [{ ...SETTINGS, tempo: 201 }, 'Tempo must be at most 200 %.'],
    [{ ...SETTINGS, tempo: 80.5 }, 'Tempo must be a whole percent.'],
    [{ ...SETTINGS, loop: { first: 0, last: 2 } }, 'First bar must be at least 1.'],
    [{ ...SETTINGS, loop: { first: 6, last: 5 } }, 'The last bar must not come before the first.'],
    [
      { ...SETTINGS, ramp: { start: 90, target: 70, step: 5, every: 1 } },
      'The target tempo must be above the start tempo.',
    ],
    [{ ...SETTINGS, ramp: { start: 70, target: 90, step: 0, every: 1 } }, 'Step must be at least 1 %.'],
    [{ ...SETTINGS, ramp: { start: 70, target: 90, step: 5, every: 17 } }, 'Repetitions must be at most 16.'],
    [{ ...SETTINGS, loop: { first: 5, last: 17 } }, "The loop must lie within the track's 16 bars."],
  ])('refuse %j with a clear message', async (payload, message) => {
    const res = await call('PUT', settingsUrl(track), as.active, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect((await call('GET', settingsUrl(track), as.active)).json()).toEqual(SETTINGS);
  });

  it('answer 404 for a track that does not exist or an id that is not one', async () => {
    for (const id of [999999, 'abc', '1 or 1=1']) {
      const res = await call('GET', settingsUrl(id), as.active);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Backing track not found', code: 'track_not_found' });
    }
  });

  it('are for members only', async () => {
    expect((await call('GET', settingsUrl(track), as.anonymous)).statusCode).toBe(401);
    for (const role of DENIED_ROLES) {
      expect((await call('PUT', settingsUrl(track), as[role], SETTINGS)).statusCode).toBe(403);
    }
  });

  it('go with the track when it is deleted', async () => {
    const [gone] = await ctx.app.db
      .insert(backingTracks)
      .values({ name: 'Gone', musicalKey: 'C', chords: ['C'], audio: 'tracks/gone.mp3' })
      .returning({ id: backingTracks.id });
    await call('PUT', settingsUrl(gone!.id), as.active, { ...SETTINGS, loop: null });
    await ctx.app.db.delete(backingTracks).where(eq(backingTracks.id, gone!.id));
    const left = await ctx.app.db.select().from(trackSettings).where(eq(trackSettings.trackId, gone!.id));
    expect(left).toEqual([]);
  });
});

describe('course settings', () => {
  it('remember the video speed per member and course', async () => {
    expect((await call('GET', courseUrl(course), as.active)).json()).toBeNull();
    const res = await call('PUT', courseUrl(course), as.active, { video_rate: 0.75 });
    expect(courseSettingsSchema.parse(res.json())).toEqual({ video_rate: 0.75 });
    expect((await call('GET', courseUrl(course), as.active)).json()).toEqual({ video_rate: 0.75 });
    expect((await call('GET', courseUrl(course), as.trial)).json()).toBeNull();
  });

  it('refuse a speed outside 0.25 to 2 and hide unpublished courses from members', async () => {
    expect((await call('PUT', courseUrl(course), as.active, { video_rate: 2.5 })).statusCode).toBe(400);
    expect((await call('PUT', courseUrl(course), as.active, { video_rate: 0.1 })).statusCode).toBe(400);
    expect((await call('GET', courseUrl(draft), as.active)).statusCode).toBe(404);
    expect((await call('PUT', courseUrl(draft), as.staff, { video_rate: 1.5 })).statusCode).toBe(200);
  });
});

describe('practice log', () => {
  it('counts reported seconds once per stretch of wall-clock time, however many tabs report', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const long = new Date(0);
    expect(countedSeconds(30, long, now).counted).toBe(30);
    // A second tab reporting the same 30 s right after the first adds only the slack.
    const first = countedSeconds(30, long, now);
    expect(countedSeconds(30, first.coveredUntil, now).counted).toBe(5);
    // Two tabs 15 s apart, each reporting 30 s: together they count 15 s per 15 s.
    const later = new Date(now.getTime() + 15_000);
    const afterTwoTabs = countedSeconds(30, new Date(now.getTime() + 5_000), later);
    expect(afterTwoTabs.counted).toBe(15);
  });

  it('adds the seconds of a track and a chapter to today, and the summary shows them', async () => {
    const member = await userId('member');
    await ctx.app.db.delete(practiceLog).where(eq(practiceLog.userId, member));
    const first = await report(as.active, { kind: 'track', item_id: track, seconds: 30 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: 30 });
    await rewindClock('member', 40);
    expect((await report(as.active, { kind: 'chapter', item_id: chapter, seconds: 40 })).json()).toEqual({
      recorded: 40,
    });
    const res = await call('GET', '/api/practice/log/', as.active);
    expect(res.statusCode).toBe(200);
    const summary = practiceSummarySchema.parse(res.json());
    expect(summary.week_seconds).toBe(70);
    expect(summary.streak_days).toBe(1);
    expect(summary.weeks).toHaveLength(12);
    expect(summary.weeks.at(-1)).toEqual({ week_start: mondayOf(summary.today), seconds: 70 });
    expect(summary.top_tracks).toEqual([
      { kind: 'track', item_id: track, name: 'Minor Swing', course_id: null, seconds: 30 },
    ]);
    expect(summary.top_chapters).toEqual([
      { kind: 'chapter', item_id: chapter, name: 'The pompe stroke', course_id: course, seconds: 40 },
    ]);
  });

  it('does not count a report that repeats time already counted (a second tab)', async () => {
    // The report counts up to the moment the server reads the time; held still here, so that the time a loaded
    // machine takes between the statements is not counted as practice too.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    try {
      await rewindClock('member', 10);
      const res = await report(as.active, { kind: 'track', item_id: track, seconds: 60 });
      expect(res.json()).toEqual({ recorded: 15 }); // 10 s since the last report, plus 5 s slack
      const again = await report(as.active, { kind: 'track', item_id: track, seconds: 30 });
      expect(again.json()).toEqual({ recorded: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps members apart: another member and staff see only their own log', async () => {
    const other = practiceSummarySchema.parse((await call('GET', '/api/practice/log/', as.trial)).json());
    expect(other.week_seconds).toBe(0);
    expect(other.top_tracks).toEqual([]);
    const staff = practiceSummarySchema.parse((await call('GET', '/api/practice/log/', as.staff)).json());
    expect(staff.week_seconds).toBe(0);
  });

  it.each([
    [{ kind: 'song', item_id: 1, seconds: 10 }, 'Kind must be track or chapter.'],
    [{ kind: 'track', item_id: 1, seconds: 61 }, 'Seconds must be at most 60.'],
    [{ kind: 'track', item_id: 1, seconds: 0 }, 'Seconds must be positive.'],
    [{ kind: 'track', item_id: -3, seconds: 10 }, 'Item must be positive.'],
  ])('refuses %j', async (payload, message) => {
    const res = await report(as.active, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('refuses an item that does not exist or a chapter of an unpublished course', async () => {
    const res = await report(as.active, { kind: 'track', item_id: 999999, seconds: 10 });
    expect(res.statusCode).toBe(404);
    expect((await report(as.active, { kind: 'chapter', item_id: 999999, seconds: 10 })).json()).toEqual({
      message: 'Chapter not found',
      code: 'chapter_not_found',
    });
  });

  it('counts the streak back from today or yesterday', () => {
    const today = '2026-11-26';
    expect(streak([], today)).toBe(0);
    expect(streak([today, addDays(today, -1), addDays(today, -2), addDays(today, -4)], today)).toBe(3);
    expect(streak([addDays(today, -1), addDays(today, -2)], today)).toBe(2);
    expect(streak([addDays(today, -2)], today)).toBe(0);
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });

  it('shows earlier weeks and a streak over days in the chart', async () => {
    const member = await userId('trialist');
    const today = practiceSummarySchema.parse(
      (await call('GET', '/api/practice/log/', as.trial)).json(),
    ).today;
    await ctx.app.db.insert(practiceLog).values([
      { userId: member, day: today, kind: 'track', itemId: track, seconds: 120 },
      { userId: member, day: addDays(today, -1), kind: 'track', itemId: track, seconds: 60 },
      { userId: member, day: addDays(today, -2), kind: 'track', itemId: otherTrack, seconds: 600 },
      { userId: member, day: addDays(today, -21), kind: 'track', itemId: track, seconds: 300 },
      { userId: member, day: addDays(today, -200), kind: 'track', itemId: track, seconds: 900 },
    ]);
    const summary = practiceSummarySchema.parse((await call('GET', '/api/practice/log/', as.trial)).json());
    expect(summary.streak_days).toBe(3);
    const total = summary.weeks.reduce((sum, week) => sum + week.seconds, 0);
    expect(total).toBe(1080); // the day 200 days ago is outside the 12 weeks
    expect(summary.weeks.find((w) => w.week_start === mondayOf(addDays(today, -21)))?.seconds).toBe(300);
    expect(summary.top_tracks.map((t) => t.name)).toEqual(['Dark Eyes', 'Minor Swing']);
  });

  it('is in "Download my data" with the settings, and deleting it leaves the settings', async () => {
    const data = memberDataSchema.parse((await call('GET', '/api/profile/my-data/', as.active)).json());
    expect(data.practice_log.map((e) => [e.kind, e.item_id, e.seconds])).toEqual([
      ['chapter', chapter, 40],
      ['track', track, 45],
    ]);
    expect(data.practice_settings.tracks).toContainEqual(
      expect.objectContaining({ track: 'Minor Swing', tempo: 85, loop: { first: 5, last: 8 } }),
    );
    expect(data.practice_settings.courses).toEqual([
      expect.objectContaining({ course: 'Pompe Basics', video_rate: 0.75 }),
    ]);
    const res = await call('DELETE', '/api/practice/log/', as.active);
    expect(res.statusCode).toBe(204);
    const after = practiceSummarySchema.parse((await call('GET', '/api/practice/log/', as.active)).json());
    expect(after.week_seconds).toBe(0);
    expect(after.weeks.every((w) => w.seconds === 0)).toBe(true);
    expect((await call('GET', settingsUrl(track), as.active)).json()).toEqual(SETTINGS);
    // The trial member's log is untouched.
    const trial = practiceSummarySchema.parse((await call('GET', '/api/practice/log/', as.trial)).json());
    expect(trial.streak_days).toBe(3);
  });

  it('is removed with the account, with the settings', async () => {
    const member = await userId('trialist');
    await ctx.app.db.delete(users).where(eq(users.id, member));
    const rows = await queryRows(
      ctx.app.db,
      sql`select (select count(*)::int from practice_log where user_id = ${member}) as log,
                 (select count(*)::int from track_settings where user_id = ${member}) as settings,
                 (select count(*)::int from practice_clock where user_id = ${member}) as clock`,
    );
    expect(rows[0]).toEqual({ log: 0, settings: 0, clock: 0 });
  });
});
