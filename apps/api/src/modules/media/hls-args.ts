import path from 'node:path';
import type { Rendition } from './ladder.ts';

/** Segments of 4 seconds: a key frame is forced every 4 s, so every segment starts with one and is 4 s long. */
export const SEGMENT_SECONDS = 4;

/**
 * FFmpeg's arguments for every rendition of one source in one run (the source is decoded once): H.264 (main
 * profile) and AAC in MPEG-TS segments, one media playlist per rendition in `<height>p/index.m3u8`, and the master
 * playlist `master.m3u8` naming them all, in `out`.
 */
export function hlsArgs(
  input: string,
  out: string,
  renditions: Rendition[],
  hasAudio: boolean,
  threads: number,
) {
  const n = renditions.length;
  const split = `[0:v]split=${n}${renditions.map((_, i) => `[s${i}]`).join('')}`;
  const scales = renditions.map((r, i) => `[s${i}]scale=-2:${r.height}:flags=bicubic,setsar=1[v${i}]`);
  const args = [
    '-y',
    '-threads',
    String(threads),
    '-i',
    input,
    '-filter_complex',
    [split, ...scales].join(';'),
  ];
  renditions.forEach((r, i) => {
    args.push('-map', `[v${i}]`);
    if (hasAudio) args.push('-map', '0:a:0');
    args.push(
      `-c:v:${i}`,
      'libx264',
      `-b:v:${i}`,
      `${r.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(r.videoKbps * 1.1)}k`,
      `-bufsize:v:${i}`,
      `${r.videoKbps * 2}k`,
    );
    if (hasAudio) args.push(`-c:a:${i}`, 'aac', `-b:a:${i}`, `${r.audioKbps}k`, `-ac:a:${i}`, '2');
  });
  const streamMap = renditions
    .map((r, i) => `v:${i}${hasAudio ? `,a:${i}` : ''},name:${r.height}p`)
    .join(' ');
  args.push(
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-x264-params',
    `threads=${threads}`,
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    '-sc_threshold',
    '0',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    path.join(out, '%v', 'seg-%05d.ts'),
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streamMap,
    path.join(out, '%v', 'index.m3u8'),
  );
  return args;
}
