// The JavaScript a first visit to a page downloads, read from Vite's build manifest: the entry chunk, the app it
// imports after the first frame (its dynamic imports) and the route module of the page, each with every chunk it
// imports statically (the browser preloads those before running).
import fs from 'node:fs';
import path from 'node:path';

export type Manifest = Record<
  string,
  { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/**
 * The module the entry imports to start the app (src/main.tsx): in the manifest under its own name, or under the
 * `app` chunk that holds it (vite.config.ts).
 */
export const APP_START_MODULE = 'src/app/ssr/start-client.tsx';
const isAppStart = (manifest: Manifest, key: string) =>
  key === APP_START_MODULE || manifest[key]?.name === 'app';

export function readManifest(distDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The manifest keys reached from `keys` by static imports, `keys` included. */
function staticKeys(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const jsFiles = (manifest: Manifest, keys: Iterable<string>) => [
  ...new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))),
];

/** Every JS file reached from the manifest keys by static imports, in no particular order. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  return jsFiles(manifest, staticKeys(manifest, keys));
}

/**
 * The translations into `language` that the chunks of `keys` load before the page hydrates: the app loads the
 * translation of every text module it has run (src/lib/i18n/texts.ts, `loadTexts`), each a dynamic import of a
 * `*.<language>.ts` module beside its English (except those the English declares `onDemand`), or of a chunk that
 * groups several such modules (`*-texts-<language>` in vite.config.ts).
 */
function translationKeys(distDir: string, manifest: Manifest, keys: Set<string>, language: string): string[] {
  const suffix = `.${language}.ts`;
  const isTranslation = (key: string) => {
    if (manifest[key]?.name?.endsWith(`-texts-${language}`)) return true;
    if (!key.endsWith(suffix)) return false;
    const english = path.resolve(distDir, '..', `${key.slice(0, -suffix.length)}.ts`);
    return !/\bonDemand: true\b/.test(fs.readFileSync(english, 'utf8'));
  };
  return [...keys].flatMap((key) => (manifest[key]!.dynamicImports ?? []).filter(isTranslation));
}

/**
 * Bytes of a file as the server sends it to a browser that accepts brotli: its precompressed sibling, which the build
 * writes for every file worth compressing (precompress.ts); a smaller file goes as it is.
 */
export function sentSize(file: string): number {
  const compressed = `${file}.br`;
  return fs.statSync(fs.existsSync(compressed) ? compressed : file).size;
}

/**
 * `waitsForVisitor`: the page loads the app only once its visitor acts (src/app/ssr/hydrate-on-intent.ts), so a
 * first visit runs the entry script alone, without the app it imports later or the route's module.
 */
export function firstLoad(
  distDir: string,
  manifest: Manifest,
  routeModules: string[],
  { waitsForVisitor = false, language = 'en' } = {},
) {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  // The app the entry imports after the first frame; not what it imports only in some cases (the German home page's
  // offer, src/main.tsx).
  const appStart = (manifest[entry]?.dynamicImports ?? []).filter((key) => isAppStart(manifest, key));
  if (appStart.length === 0)
    throw new Error(`the entry imports no ${APP_START_MODULE} in the build manifest`);
  const startModules = waitsForVisitor ? [] : appStart;
  const keys = staticKeys(manifest, [entry, ...startModules, ...(waitsForVisitor ? [] : routeModules)]);
  // An English page runs the texts it was built with; a page in another language loads their translation first.
  const translations =
    language === 'en' || waitsForVisitor ? [] : translationKeys(distDir, manifest, keys, language);
  const files = jsFiles(manifest, new Set([...keys, ...staticKeys(manifest, translations)]));
  const bytes = files.reduce((sum, file) => sum + sentSize(path.join(distDir, file)), 0);
  return { files, bytes };
}
