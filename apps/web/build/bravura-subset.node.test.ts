import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as alphaTab from '@coderline/alphatab';
import fontverter from 'fontverter';
import { describe, expect, it } from 'vitest';
import { bravuraSubset, drawnMusicSymbols, MUSIC_FONT_NAME } from './bravura-subset.ts';

const PACKAGE_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.resolve('@coderline/alphatab'))));
const DEMO_SCORES = path.resolve(import.meta.dirname, '../../api/src/db/seed/media/scores');
const SMUFL = { first: 0xe000, last: 0xf8ff };

/** The SMuFL code points alphaTab draws for a score, every track in notation and tablature as the viewer shows it. */
function musicGlyphsOf(file: string): Set<number> {
  const settings = new alphaTab.Settings();
  settings.core.engine = 'svg';
  settings.core.enableLazyLoading = false;
  settings.display.staveProfile = alphaTab.StaveProfile.ScoreTab;
  const score = alphaTab.importer.ScoreLoader.loadScoreFromBytes(
    new Uint8Array(fs.readFileSync(file)),
    settings,
  );
  const glyphs = new Set<number>();
  score.tracks.forEach((track, index) => {
    for (const staff of track.staves) {
      staff.showStandardNotation = true;
      if (staff.tuning.length > 0) staff.showTablature = true;
    }
    const renderer = new alphaTab.rendering.ScoreRenderer(settings);
    renderer.width = 900;
    renderer.partialRenderFinished.on((result) => {
      for (const match of String(result.renderResult).matchAll(/&#(\d+);/g)) {
        const point = Number(match[1]);
        if (point >= SMUFL.first && point <= SMUFL.last) glyphs.add(point);
      }
    });
    renderer.renderScore(score, [index]);
  });
  return glyphs;
}

describe('the music font served to the score viewer (decision 0209)', () => {
  const scores = fs.readdirSync(DEMO_SCORES).filter((name) => name.endsWith('.musicxml'));

  it.each(scores)('holds every glyph alphaTab draws for the demo score %s', (name) => {
    const drawn = musicGlyphsOf(path.join(DEMO_SCORES, name));
    expect(drawn.size).toBeGreaterThan(3);
    const kept = new Set(drawnMusicSymbols());
    expect([...drawn].filter((point) => !kept.has(point)).map((point) => point.toString(16))).toEqual([]);
  });

  it("is Bravura cut down to those glyphs, a small woff2 under a name of its own with Bravura's notices", async () => {
    const fontFile = path.join(PACKAGE_DIR, 'dist/font/Bravura.woff2');
    const full = fs.readFileSync(fontFile);
    const subset = await bravuraSubset(full);
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(subset.length).toBeLessThan(full.length / 4);
    const names = nameRecords(await fontverter.convert(subset, 'sfnt'));
    // Family (1), full (4) and PostScript (6) names: the Reserved Font Name is not used by the modified font.
    for (const id of [1, 4, 6]) expect(names.get(id)).toContain(MUSIC_FONT_NAME);
    for (const id of [1, 4, 6]) expect(names.get(id)).not.toContain('Bravura');
    // The copyright notice (0) still names Steinberg and the Reserved Font Name.
    expect(names.get(0)).toMatch(/Steinberg/);
  });
});

/** The Windows-platform strings of an SFNT's name table, by name id. */
function nameRecords(font: Buffer): Map<number, string> {
  const count = font.readUInt16BE(4);
  let name = 0;
  for (let i = 0; i < count; i += 1) {
    if (font.toString('latin1', 12 + i * 16, 16 + i * 16) === 'name') name = font.readUInt32BE(20 + i * 16);
  }
  const records = new Map<number, string>();
  const strings = name + font.readUInt16BE(name + 4);
  for (let i = 0; i < font.readUInt16BE(name + 2); i += 1) {
    const record = name + 6 + i * 12;
    if (font.readUInt16BE(record) !== 3) continue;
    const start = strings + font.readUInt16BE(record + 10);
    const bytes = Buffer.from(font.subarray(start, start + font.readUInt16BE(record + 8)));
    records.set(font.readUInt16BE(record + 6), bytes.swap16().toString('utf16le'));
  }
  return records;
}
