import { model } from '@coderline/alphatab';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';
import { renameFont } from './rename-font.ts';

/** The served music font's name: Bravura's licence reserves its name for the font as Steinberg made it. */
export const MUSIC_FONT_NAME = 'GJSNote';

/**
 * The code points of every SMuFL glyph alphaTab draws: its `MusicFontSymbol` list (alphaTab measures the glyphs from
 * Bravura's metadata built into its code, not from the font file, so the file only has to hold what is drawn).
 */
export function drawnMusicSymbols(): number[] {
  return Object.values(model.MusicFontSymbol).filter(
    (value): value is number => typeof value === 'number' && value > 0,
  );
}

/**
 * Bravura cut down to the glyphs alphaTab draws (decision 0209), as woff2: the whole font is 313 kB, which a score
 * chapter on a phone's line loads beside the lesson's video. A cut-down font is a Modified Version under the SIL Open
 * Font License, so it carries a name of its own, and Bravura's copyright and licence notices unchanged.
 */
export async function bravuraSubset(font: Buffer): Promise<Buffer> {
  const cut = await subsetFont(font, String.fromCodePoint(...drawnMusicSymbols()), { targetFormat: 'sfnt' });
  return fontverter.convert(renameFont(cut, 'Bravura', MUSIC_FONT_NAME), 'woff2');
}
