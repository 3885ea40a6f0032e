import zlib from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Counts the compressions the module makes, while making them for real. */
vi.mock('node:zlib', async (original) => {
  const real = (await original()) as { default: typeof zlib };
  const spied = {
    ...real.default,
    brotliCompress: vi.fn(real.default.brotliCompress),
    gzip: vi.fn(real.default.gzip),
  };
  return { ...real, default: spied, ...spied };
});

const { encodedPage, packPage } = await import('../../src/plugins/external/rendered-page.ts');

const HTML = `<!doctype html><html><body>${'<p>Minor swing, la pompe, rest strokes.</p>'.repeat(200)}</body></html>`;

beforeEach(() => {
  vi.mocked(zlib.brotliCompress).mockClear();
  vi.mocked(zlib.gzip).mockClear();
});

describe('a rendered page (docs/decisions/0201-compress-once-revalidate-pages.md)', () => {
  it('is compressed only in the encoding a visitor asks for, once, and in another only when one asks for it', async () => {
    const page = packPage(200, HTML);
    expect(zlib.brotliCompress).not.toHaveBeenCalled();
    expect(zlib.gzip).not.toHaveBeenCalled();

    const br = await encodedPage(page, 'br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(HTML);
    expect(zlib.brotliCompress).toHaveBeenCalledTimes(1);
    expect(zlib.gzip).not.toHaveBeenCalled();

    // The next visitor of the kept page gets the same bytes without compressing again.
    expect(await encodedPage(page, 'br')).toBe(br);
    expect(zlib.brotliCompress).toHaveBeenCalledTimes(1);

    const gz = await encodedPage(page, 'gzip');
    expect(zlib.gunzipSync(gz).toString()).toBe(HTML);
    expect(zlib.gzip).toHaveBeenCalledTimes(1);
  });
});
