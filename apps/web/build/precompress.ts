// Compresses the build once, so that the server never compresses a static file at request time: every text asset
// of at least 1 KiB gets a brotli (.br, quality 11) and a gzip (.gz, level 9) sibling, which @fastify/static sends
// to browsers that accept them.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export async function precompressDir(
  dir: string,
  { skip = () => false }: { skip?: (file: string) => boolean } = {},
): Promise<void> {
  const files = [...walk(dir)].filter((file) => COMPRESSIBLE.test(file) && !skip(file));
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.promises.readFile(file);
      if (data.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: 9 }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/** The Vite plugin: runs after the browser build is written (the server renderer's build is not sent to browsers). */
export function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'gjs-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      await precompressDir(outDir, { skip: (file) => file.endsWith('.map') });
    },
  };
}
