import { spawn } from 'node:child_process';

export interface FfmpegRun {
  /** The run's share of the whole job's progress is worked out by the caller; this is 0-1 of the media's time. */
  onProgress?: (fraction: number) => void;
  durationSeconds: number;
  signal: AbortSignal;
}

/**
 * Runs FFmpeg at the lowest priority (`nice -n 19`), so that the API's requests always come first
 * (docs/decisions/0304, issue 32: at nice 10 the event loop's p99 went from 15 to 49 ms). Progress comes from
 * `-progress pipe:1`, whose `out_time_us` says how far the output got. Aborting kills FFmpeg.
 */
export function runFfmpeg(args: string[], run: FfmpegRun): Promise<void> {
  return new Promise((resolve, reject) => {
    if (run.signal.aborted) return reject(run.signal.reason as Error);
    const child = spawn(
      'nice',
      [
        '-n',
        '19',
        'ffmpeg',
        '-hide_banner',
        '-nostdin',
        '-nostats',
        '-loglevel',
        'error',
        '-progress',
        'pipe:1',
        ...args,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    let pending = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-4000)));
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      pending += d;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match && run.durationSeconds > 0)
          run.onProgress?.(Math.min(1, Number(match[1]) / 1e6 / run.durationSeconds));
      }
    });
    const abort = () => child.kill('SIGKILL');
    run.signal.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => {
      run.signal.removeEventListener('abort', abort);
      reject(new Error(`FFmpeg could not be started (${error.message}); is it installed?`));
    });
    child.on('close', (code) => {
      run.signal.removeEventListener('abort', abort);
      if (run.signal.aborted) return reject(run.signal.reason as Error);
      if (code === 0) return resolve();
      const reason = stderr.trim().split('\n').slice(-2).join(' ');
      reject(new Error(`FFmpeg failed (exit code ${code})${reason ? `: ${reason}` : '.'}`));
    });
  });
}
