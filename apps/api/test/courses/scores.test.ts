import { beforeAll, describe, expect, it } from 'vitest';
import { courseDetailSchema } from '@gjs/shared';
import { backingTracks, chapters, courses } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { seedFile } from '../admin/support.ts';
import { DENIED_ROLES, roleHeaders, SUBSCRIPTION_REQUIRED, type RoleHeaders } from '../media/support.ts';

// Scores in the viewer and their sync points (docs/decisions/0631-scores-in-step-with-their-media.md).
let ctx: TestContext;
let as: RoleHeaders;
let course: number;
let video: number;
let play: number;
let plain: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await roleHeaders(ctx);
  const { db, storage } = ctx.app;
  // 32 bars.
  await storage.put('scores/swing.musicxml', seedFile('scores/swing-de-berlin.musicxml'));
  await storage.put('scores/broken.musicxml', Buffer.from('<score-partwise><part-list>'));
  const [track] = await db
    .insert(backingTracks)
    .values({
      name: 'T',
      musicalKey: 'A minor',
      tempo: 120,
      starttime: 0.5,
      repetitions: 2,
      chords: ['Am6', 'E7'],
      audio: 't.mp3',
    })
    .returning();
  const [row] = await db
    .insert(courses)
    .values({ name: 'Swing', level: 'beginner', language: 'english', category: 'Songs', isPublished: true })
    .returning({ id: courses.id });
  course = row!.id;
  const ids = await db
    .insert(chapters)
    .values([
      { courseId: course, position: 0, heading: 'Melody', video: 'v.mp4', musicXml: 'scores/swing.musicxml' },
      {
        courseId: course,
        position: 1,
        heading: 'Play-along',
        chapterType: 'backingtrack',
        backingTrackId: track!.id,
        musicXml: 'scores/swing.musicxml',
      },
      { courseId: course, position: 2, heading: 'Intro', video: 'v.mp4' },
      { courseId: course, position: 3, heading: 'Broken', musicXml: 'scores/broken.musicxml' },
    ])
    .returning({ id: chapters.id });
  [video, play, plain] = ids.map((r) => r.id) as [number, number, number];
});

const setPoints = (chapterId: number, body: unknown, headers = as.staff) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/courses/${course}/chapters/${chapterId}/sync-points/`,
    headers,
    payload: body as object,
  });
const detail = (headers: Record<string, string>) =>
  ctx.app.inject({ url: `/api/courses/${course}/`, headers });

describe('sync points of a score', () => {
  it('are set by staff, checked against the score, and answered with every chapter that has a score', async () => {
    const points = [
      { bar: 0, ms: 2000 },
      { bar: 8, ms: 12000 },
      { bar: 31, ms: 41000 },
    ];
    const res = await setPoints(video, { sync_points: points });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sync_points: points, bar_count: 32 });

    const answer = courseDetailSchema.parse((await detail(as.active)).json());
    const [melody, playAlong, intro] = answer.chapters;
    expect(melody!.score).toEqual({
      url: expect.stringMatching(/^\/api\/media\/scores\/swing\.musicxml\?exp=/),
      sync_points: points,
    });
    // A backing-track chapter's points follow from the track: 2 chords x 2 repetitions, 2 s a bar after 0.5 s.
    expect(playAlong!.score!.sync_points).toEqual([
      { bar: 0, ms: 500 },
      { bar: 1, ms: 2500 },
      { bar: 2, ms: 4500 },
      { bar: 3, ms: 6500 },
    ]);
    expect(intro!.score).toBeNull();
  });

  it('refuse times or bars that do not increase, and bars beyond the score', async () => {
    const decreasing = await setPoints(play, {
      sync_points: [
        { bar: 0, ms: 5000 },
        { bar: 1, ms: 4000 },
      ],
    });
    expect(decreasing.statusCode).toBe(400);
    const sameBar = await setPoints(play, {
      sync_points: [
        { bar: 2, ms: 1000 },
        { bar: 2, ms: 4000 },
      ],
    });
    expect(sameBar.statusCode).toBe(400);
    const beyond = await setPoints(play, {
      sync_points: [
        { bar: 0, ms: 0 },
        { bar: 32, ms: 60000 },
      ],
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe('sync_points: Point 2: the score has 32 bars.');
    expect((await setPoints(plain, { sync_points: [{ bar: 0, ms: 0 }] })).json().message).toBe(
      'The chapter has no readable score.',
    );
    const unreadable = await setPoints(plain + 1, { sync_points: [{ bar: 0, ms: 0 }] });
    expect(unreadable.statusCode).toBe(400);
    // Nothing was stored: the play-along keeps the points of its track.
    const answer = courseDetailSchema.parse((await detail(as.active)).json());
    expect(answer.chapters[1]!.score!.sync_points[0]).toEqual({ bar: 0, ms: 500 });
  });

  it('are set by staff only', async () => {
    const body = { sync_points: [{ bar: 0, ms: 0 }] };
    expect((await setPoints(play, body, as.active)).statusCode).toBe(403);
    expect((await setPoints(play, body, {})).statusCode).toBe(401);
  });

  it.each(DENIED_ROLES)('give a member without access (%s) no score file', async (role) => {
    const res = await detail(as[role]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: SUBSCRIPTION_REQUIRED });
    expect(res.body).not.toContain('swing.musicxml');
  });
});
