import fs from 'node:fs/promises';
import path from 'node:path';
import { hlsArgs } from './hls-args.ts';
import { renditionsFor } from './ladder.ts';
import { planPreviews, posterArgs, previewsVtt, spriteArgs } from './previews.ts';
import { probeVideo, type VideoFacts } from './probe.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import { MASTER_PLAYLIST, POSTER, PREVIEWS_SPRITE, PREVIEWS_VTT } from './stream-keys.ts';

export interface Transcoded {
  facts: VideoFacts;
  heights: number[];
}

/**
 * Makes the whole stream of the video file `source` in the folder `out`: the renditions and their playlists, the
 * master playlist, the poster and the seek-bar previews. `progress` gets 0-1: the renditions are most of the work.
 */
export async function transcodeToFolder(
  source: string,
  out: string,
  opts: { threads: number; signal: AbortSignal; progress: (fraction: number) => void },
): Promise<Transcoded> {
  const facts = await probeVideo(source, opts.signal);
  const renditions = renditionsFor(Math.min(facts.height, 1080));
  for (const r of renditions) await fs.mkdir(path.join(out, `${r.height}p`), { recursive: true });
  const run = { durationSeconds: facts.durationSeconds, signal: opts.signal };
  await runFfmpeg(hlsArgs(source, out, renditions, facts.hasAudio, opts.threads), {
    ...run,
    onProgress: (f) => opts.progress(f * 0.85),
  });
  await fs.access(path.join(out, MASTER_PLAYLIST));
  await runFfmpeg(posterArgs(source, path.join(out, POSTER), facts.durationSeconds, facts.height), run);
  const plan = planPreviews(facts.durationSeconds, facts.width, facts.height);
  await runFfmpeg(spriteArgs(source, path.join(out, PREVIEWS_SPRITE), plan, opts.threads), {
    ...run,
    onProgress: (f) => opts.progress(0.85 + f * 0.1),
  });
  await fs.writeFile(path.join(out, PREVIEWS_VTT), previewsVtt(plan, facts.durationSeconds, PREVIEWS_SPRITE));
  return { facts, heights: renditions.map((r) => r.height) };
}
