import { spawn } from 'node:child_process';

/**
 * Makes a test clip with FFmpeg's own sources, at run time (a clip is never committed): `seconds` of testsrc2 (a moving
 * pattern with a clock, hard enough for the encoder) at `height` lines and 30 frames a second, with a 440 Hz sine, as
 * H.264 and AAC in MP4, as an upload would arrive.
 */
export function makeTestClip(output: string, seconds: number, height: number): Promise<void> {
  const width = Math.round((height * 16) / 9 / 2) * 2;
  const args = [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${width}x${height}:rate=30:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-b:v',
    '4M',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-movflags',
    '+faststart',
    output,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`FFmpeg could not make the clip: ${stderr.trim()}`)),
    );
  });
}
