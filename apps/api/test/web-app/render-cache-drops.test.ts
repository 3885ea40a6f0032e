import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageRenderer, SERVER_ENTRY } from '../../src/plugins/external/server-renderer.ts';

/**
 * A built web app of its own: its server entry renders the number of renders so far, and each render waits until
 * the test lets it finish (globalThis.__releaseRender).
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-render-cache-'));
fs.writeFileSync(
  path.join(root, 'index.html'),
  '<html lang="en"><head></head><body><div id="root"></div></body></html>',
);
fs.mkdirSync(path.join(root, path.dirname(SERVER_ENTRY)), { recursive: true });
fs.writeFileSync(
  path.join(root, SERVER_ENTRY),
  `let renders = 0;
export const SSR_PAYLOAD_ELEMENT_ID = 'payload';
export const isServerRenderedPage = () => true;
export const isKnownPage = () => true;
export const setPublicReader = () => {};
export async function render() {
  const n = ++renders;
  await new Promise((release) => (globalThis.__releaseRender = release));
  return { status: 200, head: '', html: 'render ' + n, payload: '{}', rootAttributes: '', language: 'en' };
}
`,
);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const app = {
  log: { warn: () => {}, error: () => {}, debug: () => {} },
  siteSettings: { get: async () => ({ maintenance_mode: false }) },
  config: { publicUrl: 'http://localhost' },
} as unknown as FastifyInstance;

const released = () => (globalThis as { __releaseRender?: () => void }).__releaseRender;
async function finish<T>(render: Promise<T>): Promise<T> {
  await expect.poll(released).toBeTypeOf('function');
  const release = released()!;
  (globalThis as { __releaseRender?: () => void }).__releaseRender = undefined;
  release();
  return render;
}
const htmlOf = (page: { html: Buffer | string } | null) => String(page?.html ?? '');

describe('the reused server-rendered pages (docs/decisions/0501-changes-reach-every-process.md)', () => {
  it('do not keep a render that began before the owner changed something', async () => {
    const renderer = createPageRenderer(app, root)!;
    const before = renderer.render('/courses');
    await expect.poll(released).toBeTypeOf('function');
    renderer.invalidate(); // the owner's write lands while that render reads the old data
    expect(htmlOf(await finish(before))).toContain('render 1');

    const after = await finish(renderer.render('/courses'));
    expect(htmlOf(after)).toContain('render 2');
    // The render that began after the change is kept and reused.
    expect(htmlOf(await renderer.render('/courses'))).toContain('render 2');
  });
});
