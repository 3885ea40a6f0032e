import fp from 'fastify-plugin';

export interface BackgroundTasks {
  /** Runs `task` after the current answer is on its way; a failure is logged under `name`, never thrown. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundTasks: BackgroundTasks;
  }
}

/**
 * Work that must not delay or shape an answer (docs/decisions/0104-password-reset-after-the-answer.md). Tasks live
 * in this process; closing the app waits for them, so a shutdown does not drop a mail already promised.
 */
export default fp(
  async (app) => {
    const pending = new Set<Promise<unknown>>();
    const tasks: BackgroundTasks = {
      run(name, task) {
        const promise = new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .catch((error: unknown) => app.log.error({ err: error, task: name }, 'background task failed'))
          .finally(() => pending.delete(promise));
        pending.add(promise);
      },
      async idle() {
        while (pending.size) await Promise.all([...pending]);
      },
    };
    app.decorate('backgroundTasks', tasks);
    // preClose: before the mailer and other plugins close in their onClose hooks.
    app.addHook('preClose', () => tasks.idle());
  },
  { name: 'background-tasks' },
);
