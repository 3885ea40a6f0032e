// Helpers for ffmpeg drawtext/drawbox filter graphs (text goes through files, so no escaping is needed).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FONT_DIR } from './util.mjs';

export const FONT_BOLD = `${FONT_DIR}/DejaVuSans-Bold.ttf`;
export const FONT_REGULAR = `${FONT_DIR}/DejaVuSans.ttf`;
export const FONT_MONO_BOLD = `${FONT_DIR}/DejaVuSansMono-Bold.ttf`;

/** Splits text into `lines` lines of words, as balanced as possible (smallest longest line). */
export function wrap(text, lines) {
  const words = text.split(/\s+/);
  if (lines <= 1 || words.length <= 1) return [words.join(' ')];
  let best = null;
  for (let cut = 1; cut < words.length; cut++) {
    const head = words.slice(0, cut).join(' ');
    const rest = wrap(words.slice(cut).join(' '), lines - 1);
    const candidate = [head, ...rest];
    const longest = Math.max(...candidate.map((l) => l.length));
    if (!best || longest < best.longest) best = { candidate, longest };
  }
  return best.candidate;
}

let counter = 0;
/** Writes `text` to a file in `dir` for drawtext's textfile= option and returns the path. */
export function textFile(dir, text) {
  const path = join(dir, `text-${++counter}.txt`);
  writeFileSync(path, text);
  return path;
}

/**
 * drawtext filters for centred lines of text starting at y = top.
 * Options: size, font, color, gap (extra pixels between lines), shadow (boolean), expand (text expansion).
 */
export function centredLines(
  dir,
  lines,
  { top, size, font = FONT_BOLD, color = 'white', gap = 8, shadow = true },
) {
  return lines.map((line, i) => {
    const y = Math.round(top + i * (size * 1.2 + gap));
    const parts = [
      `fontfile=${font}`,
      `textfile=${textFile(dir, line)}`,
      'expansion=none',
      `fontsize=${size}`,
      `fontcolor=${color}`,
      'x=(w-text_w)/2',
      `y=${y}`,
    ];
    if (shadow) parts.push('shadowcolor=black@0.35', 'shadowx=2', 'shadowy=2');
    return `drawtext=${parts.join(':')}`;
  });
}

/** Hex colour '#027368' -> ffmpeg '0x027368'. */
export const ff = (hex) => `0x${hex.replace('#', '')}`;
