// The school's one web font, Nunito, as a single variable woff2 of the Latin subset (every weight the theme uses,
// German letters included). Its @font-face is inlined into index.html with a preload link, so the first paint needs
// no extra stylesheet and the font request starts with the HTML. `font-display: optional` keeps the page still: if
// the font is not there by first paint, this visit keeps the fallback, and the cached font is used from the next page
// on. There is never a swap, so there is no layout shift.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve('@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2');
// The Latin range of the fontsource package's own CSS for this subset.
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

function fontFaceTags(href: string): HtmlTagDescriptor[] {
  const css = `@font-face{font-family:'Nunito';font-style:normal;font-display:optional;font-weight:200 1000;src:url(${href}) format('woff2');unicode-range:${LATIN_RANGE}}`;
  return [
    {
      tag: 'link',
      attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
      injectTo: 'head',
    },
    { tag: 'style', children: css, injectTo: 'head' },
  ];
}

export function fontFace(): Plugin {
  let referenceId: string | undefined;
  let href = '';
  let building = false;
  return {
    name: 'gjs-font-face',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (!building) return;
      referenceId = this.emitFile({
        type: 'asset',
        name: 'nunito-latin-wght.woff2',
        source: fs.readFileSync(FONT_FILE),
      });
    },
    generateBundle() {
      if (referenceId) href = `/${this.getFileName(referenceId)}`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // In development the file is served straight from node_modules.
        return fontFaceTags(context.server ? `/@fs${FONT_FILE}` : href);
      },
    },
  };
}
