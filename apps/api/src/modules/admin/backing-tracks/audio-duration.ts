import { spawn } from 'node:child_process';
import { pipeline } from 'node:stream/promises';
import { MESSAGE_TEXTS } from '@gjs/shared';
import { ValidationError } from '#lib/errors.ts';
import type { Storage } from '#lib/storage/index.ts';

/** ffprobe (FFmpeg, run as a separate program) reads the packets' times without decoding the audio. */
const FFPROBE = process.env['FFPROBE_PATH'] ?? 'ffprobe';

/**
 * The length of a stored audio file in milliseconds, from the end of its last audio packet, read through ffprobe
 * from the storage stream (so it works for every storage driver). A file without an audio stream is refused: the
 * type is decided by the content, never by the name.
 */
export async function audioDurationMs(storage: Storage, key: string, field: string): Promise<number> {
  const child = spawn(
    FFPROBE,
    [
      '-v',
      'error',
      '-select_streams',
      'a:0',
      '-show_entries',
      'packet=pts_time,duration_time',
      '-of',
      'csv=p=0',
      '-i',
      'pipe:0',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const exit = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  // ffprobe may stop reading early on a file it cannot parse: a closed pipe is its answer, not an error.
  await pipeline(await storage.createReadStream(key), child.stdin).catch(() => undefined);
  const code = await exit;
  let end = 0;
  for (const line of out.split('\n')) {
    const [pts, duration] = line.split(',').map(Number);
    if (Number.isFinite(pts) && Number.isFinite(duration)) end = Math.max(end, pts! + duration!);
  }
  if (code !== 0 || end <= 0) {
    const message = MESSAGE_TEXTS.part_not_audio;
    throw new ValidationError(`${field}: ${message}`, { errors: { [field]: [message] } });
  }
  return Math.round(end * 1000);
}
