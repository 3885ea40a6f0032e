import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface VideoFacts {
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
}

/** What ffprobe says of a video file; a file that is not one fails with ffprobe's reason. */
export async function probeVideo(file: string, signal?: AbortSignal): Promise<VideoFacts> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
      { signal, maxBuffer: 4 * 1024 * 1024 },
    ));
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`The video could not be read${stderr ? `: ${stderr.split('\n')[0]}` : '.'}`, {
      cause: error,
    });
  }
  const facts = JSON.parse(stdout) as {
    streams?: { codec_type?: string; width?: number; height?: number; tags?: { rotate?: string } }[];
    format?: { duration?: string };
  };
  const video = facts.streams?.find((s) => s.codec_type === 'video');
  const duration = Number(facts.format?.duration);
  if (!video?.width || !video.height) throw new Error('The file has no video picture.');
  if (!Number.isFinite(duration) || duration <= 0) throw new Error('The video has no duration.');
  return {
    width: video.width,
    height: video.height,
    durationSeconds: duration,
    hasAudio: facts.streams?.some((s) => s.codec_type === 'audio') ?? false,
  };
}
