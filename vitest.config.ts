import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'docs'],
    // CI asks for a JSON report beside the usual output, to print one closing summary.
    ...(process.env['VITEST_JSON']
      ? { reporters: ['default', 'json'], outputFile: { json: process.env['VITEST_JSON'] } }
      : {}),
  },
});
