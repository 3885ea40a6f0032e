import type { Outcome } from '../core/cli-link.ts';
import { COMMANDS, usage, UsageError, type CliContext } from './commands/index.ts';

export type { Outcome };

/** Runs one command line with the context `withContext` opens for it; errors become their exit codes. */
export async function execute(
  argv: string[],
  withContext: <T>(run: (ctx: CliContext) => Promise<T>) => Promise<T>,
): Promise<Outcome> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    return { exitCode: 2, stdout: '', stderr: name ? `Unknown command '${name}'.\n\n${usage()}` : usage() };
  }
  try {
    const result = await withContext((ctx) => command.run(args, ctx));
    if (typeof result === 'string') return { exitCode: 0, stdout: result, stderr: '' };
    return { exitCode: result.exitCode, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
  } catch (error) {
    if (error instanceof UsageError)
      return { exitCode: 2, stdout: '', stderr: `${error.message}\n\n${usage()}` };
    // AppError, ConfigError and any other failure: the message only, exit code 1.
    return {
      exitCode: 1,
      stdout: '',
      stderr: error instanceof Error ? `Error: ${error.message}` : String(error),
    };
  }
}
