import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { registerCleanup } from '../cleanup.ts';

const run = promisify(execFile);
const API_DIR = path.resolve(import.meta.dirname, '../..');
const INSTALLER = path.join(API_DIR, 'src/lib/source-mapped-stacks.ts');

/** A TypeScript module whose function throws on its fourth line, bundled with a source map into a folder of its own. */
async function bundledThrower(): Promise<{ bundleDir: string; source: string; bundle: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-stacks-'));
  registerCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const source = path.join(dir, 'thrower.ts');
  fs.writeFileSync(
    source,
    [
      'type Chord = { name: string };',
      '',
      'export function play(chord: Chord): never {',
      '  throw new Error(`no ${chord.name}`);',
      '}',
      '',
    ].join('\n'),
  );
  const bundleDir = path.join(dir, 'dist');
  await build({
    entryPoints: [source],
    outdir: bundleDir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    sourcemap: true,
    // An ES module wherever it lies (no package.json says so in a temporary folder).
    outExtension: { '.js': '.mjs' },
    logLevel: 'silent',
  });
  return { bundleDir, source, bundle: path.join(bundleDir, 'thrower.mjs') };
}

/** The stack of an error thrown in a Node process of its own (vitest maps stacks itself), with or without the mapping. */
async function stackInNode(bundleDir: string, thrower: string, mapped: boolean): Promise<string> {
  const script = `
    import { mapBundleStackTraces } from ${JSON.stringify(pathToFileURL(INSTALLER).href)};
    process.setSourceMapsEnabled(false); // tsx turns Node's own mapping on; the compiled server runs without it
    if (${mapped}) mapBundleStackTraces(${JSON.stringify(bundleDir)});
    try { ${thrower} } catch (error) { console.log(error.stack); }
  `;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    {
      cwd: API_DIR,
    },
  );
  return stdout.trim();
}

describe('stack traces of the compiled server', () => {
  it('name the TypeScript source, line and column of a frame in the bundle', async () => {
    const { bundleDir, source, bundle } = await bundledThrower();
    const thrower = `(await import(${JSON.stringify(pathToFileURL(bundle).href)})).play({ name: 'Gm6' });`;
    expect(await stackInNode(bundleDir, thrower, false)).toContain(bundle);
    const stack = await stackInNode(bundleDir, thrower, true);
    expect(stack.split('\n')[0]).toBe('Error: no Gm6');
    expect(stack).toContain(`play (${source}:4:9)`);
    expect(stack).not.toContain('thrower.mjs');
  });

  it('leave frames outside the bundle as they are', async () => {
    const { bundleDir } = await bundledThrower();
    const stack = await stackInNode(bundleDir, "JSON.parse('{');", true);
    expect(stack.split('\n')[0]).toMatch(/^SyntaxError: /);
    expect(stack).toContain('at JSON.parse (<anonymous>)');
  });
});
