import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cli } from './cli.ts';
import { demoTrack, type DemoTrack } from './backing-tracks.ts';

const run = promisify(execFile);
const DEMO_AUDIO = path.resolve(import.meta.dirname, '../../../api/src/db/seed/media/backing-tracks');

/** The lead part's test tone: 440 Hz and 660 Hz in turn, half a second each (a change of key or tempo shows in it). */
export const LEAD_TONES = { low: 440, high: 660, halfPeriod: 0.5 } as const;

/** Runs FFmpeg quietly: `args` name the inputs and filters, the output is `seconds` long, mono 44.1 kHz. */
async function ffmpeg(args: string[], seconds: number, out: string, codec: string[]) {
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...args,
    ...['-t', String(seconds), '-ac', '1', '-ar', '44100', ...codec, out],
  ]);
}

/**
 * A long backing track with three parts, made at run time (never committed): the demo "Swing de Berlin" rhythm and
 * bass parts looped to `seconds`, a lead part of test tones, and their mix as the track's own audio. Uploaded and
 * created through the owner's CLI (the admin routes, as staff), like any track with parts.
 */
export async function createLongTrack(seconds: number): Promise<DemoTrack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-long-track-'));
  try {
    // Each part is made as exact PCM first, so the MP3s (64 kb/s mono, as the demo tracks) all hold as many samples.
    const wav = (name: string) => path.join(dir, `${name}.wav`);
    const file = (name: string) => path.join(dir, `${name}.mp3`);
    const pcm = ['-c:a', 'pcm_s16le'];
    // Looped to the length: timestamps renumbered (each loop's own start offset would shorten it), then padded.
    const loop = (name: string) => [
      ...['-stream_loop', '-1', '-i', path.join(DEMO_AUDIO, name)],
      ...['-af', 'asetpts=N/SR/TB,apad'],
    ];
    const { low, high, halfPeriod } = LEAD_TONES;
    // Commas inside a filter's arguments are escaped (a bare one separates filters).
    const tone = `0.5*sin(2*PI*t*if(lt(mod(t\\,${2 * halfPeriod})\\,${halfPeriod})\\,${low}\\,${high}))`;
    await Promise.all([
      ffmpeg(loop('swing-de-berlin-rhythm.mp3'), seconds, wav('rhythm'), pcm),
      ffmpeg(loop('swing-de-berlin-bass.mp3'), seconds, wav('bass'), pcm),
      ffmpeg(['-f', 'lavfi', '-i', `aevalsrc=${tone}:s=44100`], seconds, wav('lead'), pcm),
    ]);
    const mixed = ['-i', wav('rhythm'), '-i', wav('bass'), '-i', wav('lead')];
    await ffmpeg([...mixed, '-filter_complex', 'amix=inputs=3:normalize=0'], seconds, wav('mix'), pcm);
    const mp3 = ['-b:a', '64k'];
    await Promise.all(
      ['rhythm', 'bass', 'lead', 'mix'].map((name) => ffmpeg(['-i', wav(name)], seconds, file(name), mp3)),
    );
    const upload = async (name: string) =>
      (await cli(['admin:upload', 'audio', file(name), '--as', 'teacher'])).trim();
    const [mix, rhythm, bass, lead] = [
      await upload('mix'),
      await upload('rhythm'),
      await upload('bass'),
      await upload('lead'),
    ];
    const base = demoTrack('swing-de-berlin');
    const track: DemoTrack = { ...base, slug: 'long-figures', name: `Long figures ${Date.now() % 100000}` };
    const created = JSON.parse(
      await cli([
        ...['admin', 'POST', 'backing-tracks/', '--as', 'teacher', '--data'],
        JSON.stringify({
          name: track.name,
          key: track.key,
          tempo: track.tempo,
          starttime: track.starttime,
          repetitions: track.repetitions,
          chords: track.chords,
          audio: mix,
          is_listed: true,
        }),
      ]),
    ) as { id: number };
    await cli([
      ...['admin', 'PUT', `backing-tracks/${created.id}/parts/`, '--as', 'teacher', '--data'],
      JSON.stringify({
        parts: [
          { name: 'rhythm', audio: rhythm },
          { name: 'bass', audio: bass },
          { name: 'lead', audio: lead },
        ],
      }),
    ]);
    return track;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
