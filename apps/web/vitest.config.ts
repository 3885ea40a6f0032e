import { defineConfig, defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Works both on its own (`vitest run --root apps/web`) and as the 'web' entry of the root `test.projects`.
export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    defineProject({
      test: {
        name: 'web',
        environment: 'jsdom',
        // One jsdom per worker instead of one per file (it cost a third of this project's time), each file still in
        // a context of its own. A page's `location` cannot be replaced there: tests mock lib/page-load.ts instead
        // (docs/decisions/0019-ci-within-a-quarter-hour.md).
        pool: 'vmThreads',
        include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,mjs}'],
        // Tests of the build that need Node's own globals (WebAssembly tools, alphaTab's Node renderer): 'web-build'.
        exclude: ['build/**/*.node.test.ts', '**/node_modules/**'],
        setupFiles: ['./src/testing/setup-test-env.ts'],
        // The limit catches a test that hangs, it does not measure speed (benchmarks do): beside the browser tests in CI
        // a file's first render took over the default 5 s (docs/decisions/0019-ci-within-a-quarter-hour.md).
        testTimeout: 30_000,
        restoreMocks: true,
        unstubGlobals: true,
        unstubEnvs: true,
      },
    }),
  ),
);
