// Paths and small helpers shared by the media scripts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCRIPT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(SCRIPT_DIR, '..', '..');
/** Committed output folder. */
export const MEDIA_DIR = join(REPO_ROOT, 'apps', 'api', 'src', 'db', 'seed', 'media');
export const FONT_DIR = '/usr/share/fonts/truetype/dejavu';

export function outDir(sub) {
  const dir = join(MEDIA_DIR, sub);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function workDir(name) {
  return mkdtempSync(join(tmpdir(), `gjs-media-${name}-`));
}

/** Runs a command, throws with its stderr when it fails; returns stdout. */
export function run(cmd, args, { input, cwd, maxBuffer = 1 << 30, encoding = 'utf8' } = {}) {
  const res = spawnSync(cmd, args, { input, cwd, maxBuffer, encoding });
  if (res.error)
    throw new Error(`${cmd}: ${res.error.message} (is it installed? see scripts/media/README.md)`);
  if (res.status !== 0) {
    const err = typeof res.stderr === 'string' ? res.stderr : res.stderr?.toString();
    throw new Error(`${cmd} ${args.join(' ')} failed (${res.status}):\n${err?.slice(-3000)}`);
  }
  return res.stdout;
}

/** ffprobe: container duration in seconds (rounded to ms) and the first video/audio stream facts. */
export function probe(file) {
  const json = JSON.parse(
    run('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]),
  );
  const video = json.streams.find((s) => s.codec_type === 'video');
  const audio = json.streams.find((s) => s.codec_type === 'audio');
  return {
    duration: Math.round(Number(json.format.duration) * 1000) / 1000,
    video: video && {
      codec: video.codec_name,
      width: video.width,
      height: video.height,
      pixFmt: video.pix_fmt,
    },
    audio: audio && {
      codec: audio.codec_name,
      sampleRate: Number(audio.sample_rate),
      channels: audio.channels,
      bitRate: Number(audio.bit_rate),
    },
  };
}
