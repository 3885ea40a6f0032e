import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerCleanup } from '../cleanup.ts';

/** A tiny H.264/AAC clip from FFmpeg's test sources: `seconds` long, `width`x`height`, a 440 Hz tone. */
export function generatedClip({ seconds = 5, width = 640, height = 360 } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-clip-'));
  registerCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}
