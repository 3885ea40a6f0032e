#!/usr/bin/env node
// Checks the generated scores:
//   - every MusicXML file is well-formed (xmllint), re-imports with musicxml2ly without errors or warnings, and
//     the re-imported LilyPond source engraves (lilypond);
//   - if MuseScore 3 is installed (Debian 'musescore3'), it imports the file (MuseScore validates MusicXML
//     against its bundled schema and reports 'not a valid MusicXML file' otherwise) and exports a PDF;
//   - every PDF (scores and lesson sheets) renders with Ghostscript; its page count is printed.
// Usage: node scripts/media/verify-scores.mjs   (exit code 1 on failure)
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_DIR, workDir } from './lib/util.mjs';

const tmp = workDir('verify-scores');
let failed = false;
const sh = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: tmp, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 180000 });
const hasMscore = sh('which', ['mscore3']).status === 0;

function check(label, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${detail ? ` ${detail}` : ''}`);
  if (!ok) failed = true;
}

const scoresDir = join(MEDIA_DIR, 'scores');
for (const file of readdirSync(scoresDir)
  .filter((f) => f.endsWith('.musicxml'))
  .sort()) {
  const path = join(scoresDir, file);
  const base = file.replace(/\.musicxml$/, '');
  const lint = sh('xmllint', ['--noout', path]);
  const m2l = sh('musicxml2ly', ['--no-beaming', '-o', `${base}.ly`, path]);
  const m2lProblems = m2l.stderr
    .split('\n')
    .filter((l) => /error|warning/i.test(l))
    .join('; ');
  const ly = m2l.status === 0 ? sh('lilypond', ['--loglevel=WARN', `${base}.ly`]) : { status: 1, stderr: '' };
  const parts = [
    `xmllint ${lint.status === 0 ? 'well-formed' : 'ERROR'}`,
    `musicxml2ly ${m2l.status === 0 && !m2lProblems ? 'clean' : `ERROR ${m2lProblems}`}`,
    `lilypond(re-import) ${ly.status === 0 && !/error/i.test(ly.stderr) ? 'engraved' : 'ERROR'}`,
  ];
  let ok =
    lint.status === 0 && m2l.status === 0 && !m2lProblems && ly.status === 0 && !/error/i.test(ly.stderr);
  if (hasMscore) {
    const ms = sh('mscore3', ['-d', '-o', `${base}-musescore.pdf`, path], { QT_QPA_PLATFORM: 'offscreen' });
    const out = ms.stdout + ms.stderr;
    const valid = ms.status === 0 && !/not a valid MusicXML file/i.test(out) && /success/i.test(out);
    parts.push(`musescore3 ${valid ? 'schema-valid, exported' : 'ERROR'}`);
    ok &&= valid;
  }
  check(`scores/${file}:`, ok, parts.join(', '));
}

for (const dir of ['scores', 'lesson-pdfs']) {
  for (const file of readdirSync(join(MEDIA_DIR, dir))
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    const gs = sh('gs', [
      '-q',
      '-dNODISPLAY',
      '-dNOSAFER',
      '-dBATCH',
      '-dNOPAUSE',
      '-c',
      `(${join(MEDIA_DIR, dir, file)}) (r) file runpdfbegin pdfpagecount = quit`,
    ]);
    const pages = Number(gs.stdout.trim());
    check(`${dir}/${file}:`, gs.status === 0 && pages >= 1, `${pages} page(s)`);
  }
}
rmSync(tmp, { recursive: true, force: true });
console.log(failed ? '\nFAILED' : '\nOK: all scores re-import and render');
process.exit(failed ? 1 : 0);
