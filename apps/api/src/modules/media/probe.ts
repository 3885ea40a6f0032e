import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface VideoFacts {
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
}

/** What ffprobe reads of a media file: its streams and its container's format. */
export interface ProbedFile {
  streams?: { codec_type?: string; width?: number; height?: number; tags?: { rotate?: string } }[];
  format?: { duration?: string };
}

/** ffprobe's facts of any media file; a file it cannot read fails with ffprobe's reason, naming it as `what`. */
export async function probeFile(file: string, signal?: AbortSignal, what = 'file'): Promise<ProbedFile> {
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
      { signal, maxBuffer: 4 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as ProbedFile;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`The ${what} could not be read${stderr ? `: ${stderr.split('\n')[0]}` : '.'}`, {
      cause: error,
    });
  }
}

/** The length the container states, in seconds; undefined when it states none (a recorder's live WebM). */
export function statedDurationSeconds(facts: ProbedFile): number | undefined {
  const duration = Number(facts.format?.duration);
  return Number.isFinite(duration) && duration > 0 ? duration : undefined;
}

/** What ffprobe says of a video file; a file that is not one fails with ffprobe's reason. */
export async function probeVideo(file: string, signal?: AbortSignal): Promise<VideoFacts> {
  const facts = await probeFile(file, signal, 'video');
  const video = facts.streams?.find((s) => s.codec_type === 'video');
  const duration = statedDurationSeconds(facts);
  if (!video?.width || !video.height) throw new Error('The file has no video picture.');
  if (duration === undefined) throw new Error('The video has no duration.');
  return {
    width: video.width,
    height: video.height,
    durationSeconds: duration,
    hasAudio: facts.streams?.some((s) => s.codec_type === 'audio') ?? false,
  };
}
