import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve(import.meta.dirname, '../dist');

/** Every JavaScript file of a built folder, with its text. */
function scripts(folder: string): { file: string; text: string }[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(folder, file), 'utf8') }));
}

// A warning that only React's development build carries.
const REACT_DEVELOPMENT_MARKER = 'Each child in a list should have a unique';

describe.skipIf(!fs.existsSync(path.join(DIST, 'server')))('the production build', () => {
  it('renders pages on the server with the production builds of React and emotion, as the browser does', () => {
    const development = scripts(path.join(DIST, 'server'))
      .filter(({ text }) => text.includes(REACT_DEVELOPMENT_MARKER))
      .map(({ file }) => file);
    expect(development).toEqual([]);
  });

  it('sends the browser no development build either', () => {
    const development = scripts(path.join(DIST, 'assets'))
      .filter(({ text }) => text.includes(REACT_DEVELOPMENT_MARKER))
      .map(({ file }) => file);
    expect(development).toEqual([]);
  });
});
