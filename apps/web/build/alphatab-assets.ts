// alphaTab (the score viewer, decision 0209) runs from files of its own package, served by us and never bundled:
// its module, the worker and the audio worklet it starts beside itself (`new URL('./alphaTab.worker.mjs',
// import.meta.url)`), the Bravura music font (cut down to the glyphs alphaTab draws, bravura-subset.ts) and a small
// General MIDI sound bank. alphaTab's Vite plugin does not work under Vite 8 (alphaTab issue 2768); this one copies
// the minified files, under the names the module imports, into one folder whose name carries the version, so they
// can be cached for a year like the hashed assets.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { bravuraSubset } from './bravura-subset.ts';

const require = createRequire(import.meta.url);
// The package exports no package.json: its folder is the one above its main file (dist/alphaTab.js).
const PACKAGE_DIR = path.dirname(path.dirname(require.resolve('@coderline/alphatab')));
const VERSION = (
  JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

/** Where the browser finds the files: a folder of the hashed assets, named after the version. */
export const ALPHATAB_BASE = `/assets/alphatab-${VERSION}/`;

/** Served name -> file of the package. The minified module imports `./alphaTab.core.mjs` and starts `./alphaTab.worker.mjs`. */
const FILES: Record<string, string> = {
  'alphaTab.mjs': 'dist/alphaTab.min.mjs',
  'alphaTab.core.mjs': 'dist/alphaTab.core.min.mjs',
  'alphaTab.worker.mjs': 'dist/alphaTab.worker.min.mjs',
  'alphaTab.worklet.mjs': 'dist/alphaTab.worklet.min.mjs',
  // Bravura, cut down and renamed (bravura-subset.ts); its licence beside it.
  'font/music-font.woff2': 'dist/font/Bravura.woff2',
  'font/Bravura-OFL.txt': 'dist/font/Bravura-OFL.txt',
  'soundfont/sonivox.sf2': 'dist/soundfont/sonivox.sf2',
  'soundfont/LICENSE': 'dist/soundfont/LICENSE',
  LICENSE: 'LICENSE',
};

const FONT = 'font/music-font.woff2';

/** A served file's bytes: the package's file, the music font cut down to the glyphs alphaTab draws. */
let fontSubset: Promise<Buffer> | undefined;
function contentOf(name: string): Promise<Buffer> | Buffer {
  const file = fs.readFileSync(path.join(PACKAGE_DIR, FILES[name]!));
  if (name !== FONT) return file;
  fontSubset ??= bravuraSubset(file);
  return fontSubset;
}

const TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.woff2': 'font/woff2',
  '.sf2': 'application/octet-stream',
};

export function alphaTabAssets(): Plugin {
  let building = false;
  return {
    name: 'gjs-alphatab-assets',
    config: () => ({ define: { __ALPHATAB_BASE__: JSON.stringify(ALPHATAB_BASE) } }),
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
    },
    async generateBundle() {
      if (!building) return;
      for (const name of Object.keys(FILES)) {
        this.emitFile({
          type: 'asset',
          fileName: `${ALPHATAB_BASE.slice(1)}${name}`,
          source: await contentOf(name),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        const name = url.startsWith(ALPHATAB_BASE) ? url.slice(ALPHATAB_BASE.length) : undefined;
        if (!name || !FILES[name]) return next();
        response.setHeader('content-type', TYPES[path.extname(url)] ?? 'text/plain');
        void Promise.resolve(contentOf(name)).then(
          (bytes) => response.end(bytes),
          (error: unknown) => next(error),
        );
      });
    },
  };
}
