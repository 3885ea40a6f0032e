import * as alphaTab from '@coderline/alphatab';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCourseDetailSchema } from '@gjs/shared';
import { SNIFF_BYTES } from '../../src/modules/admin/uploads/file-types.ts';
import { detectScoreExtension } from '../../src/modules/admin/uploads/score-types.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminHeaders, firstSeedFile, multipart, seedFile, upload, type AdminHeaders } from './support.ts';

// A Guitar Pro score through the chapter form's upload (decision 0631): read whole with alphaTab, its bars counted,
// a broken one refused. The file is made here with alphaTab's own Guitar Pro 7 exporter from a demo MusicXML score
// of 32 bars, so no binary fixture is kept in the repository.
let ctx: TestContext;
let as: AdminHeaders;
let guitarPro: Buffer;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
  alphaTab.Logger.logLevel = alphaTab.LogLevel.None;
  const settings = new alphaTab.Settings();
  const score = alphaTab.importer.ScoreLoader.loadScoreFromBytes(
    seedFile('scores/swing-de-berlin.musicxml'),
    settings,
  );
  guitarPro = Buffer.from(new alphaTab.exporter.Gp7Exporter().export(score, settings));
});

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: as.staff, payload });

/** A course with one video chapter whose score is the stored key; answers the chapter's sync-points address. */
async function chapterWithScore(key: string) {
  const video = await upload(ctx, as.staff, 'video', firstSeedFile('videos', '.mp4'), 'a.mp4');
  const course = await call('POST', '/api/admin/courses/', {
    name: 'Guitar Pro',
    description: '',
    level: 'beginner',
    language: 'english',
    category: 'Songs',
    thumbnail: null,
  });
  const id = course.json<{ id: number }>().id;
  const created = await call('POST', `/api/admin/courses/${id}/chapters/`, {
    heading: 'Melody',
    chapter_type: 'video',
    video: video.key,
    pdf: null,
    music_xml: key,
    backing_track_id: null,
  });
  expect(created.statusCode, created.body).toBe(201);
  const chapter = adminCourseDetailSchema.parse(created.json()).chapters[0]!;
  expect(chapter.music_xml).toBe(key);
  return `/api/admin/courses/${id}/chapters/${chapter.id}/sync-points/`;
}

describe('a Guitar Pro score upload', () => {
  it('is stored as a .gp file and read whole: the chapter’s score has the 32 bars of the tune', async () => {
    expect(guitarPro.subarray(0, 2).toString('latin1')).toBe('PK');
    const { key, size } = await upload(ctx, as.staff, 'musicxml', guitarPro, 'swing.gp');
    expect(key).toMatch(/^uploads\/scores\/[\w-]+\.gp$/);
    expect(size).toBe(guitarPro.length);
    // The server counts the bars of the stored score when the owner ties it to the media.
    const points = await chapterWithScore(key);
    const last = await call('PUT', points, {
      sync_points: [
        { bar: 0, ms: 0 },
        { bar: 31, ms: 41_000 },
      ],
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ bar_count: 32 });
    const beyond = await call('PUT', points, { sync_points: [{ bar: 32, ms: 0 }] });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe('sync_points: Point 1: the score has 32 bars.');
  });

  it.each([
    ['cut in half', () => guitarPro.subarray(0, Math.floor(guitarPro.length / 2))],
    ['with its score replaced by noise', () => withNoise(guitarPro)],
  ])('answers 400 with the score error for a Guitar Pro file %s', async (_how, broken) => {
    const bytes = broken();
    // Its first bytes are those of a Guitar Pro 7 file: the whole read is what refuses it.
    expect(detectScoreExtension(bytes.subarray(0, SNIFF_BYTES))).toBe('gp');
    const body = multipart(bytes, 'swing.gp');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/musicxml/',
      headers: { ...as.staff, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The file is not a readable MusicXML or Guitar Pro score.',
      code: 'upload_not_musicxml',
    });
  });
});

/** The file's first 200 bytes (the zip's first entry header, naming its content) and noise after them. */
function withNoise(file: Buffer): Buffer {
  const noise = Buffer.alloc(file.length - 200);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  return Buffer.concat([file.subarray(0, 200), noise]);
}
