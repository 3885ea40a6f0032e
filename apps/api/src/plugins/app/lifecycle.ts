import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: {
      /** True once the process was asked to stop: /api/ready answers 503 so a proxy sends no new work. */
      readonly draining: boolean;
      drain(): void;
    };
  }
}

/** Whether this process still takes new work; server.ts starts draining on SIGTERM before it closes. */
export default fp(
  async (app) => {
    let draining = false;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
    });
  },
  { name: 'lifecycle' },
);
