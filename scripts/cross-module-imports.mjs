// `node scripts/cross-module-imports.mjs [apps/api/src]`: counts the imports from one API module
// (apps/api/src/modules/<name>/) into another, split into those through the other module's public face (index.ts)
// and those into its internals, which lint forbids (docs/decisions/0301-module-boundaries.md). Test files are left
// out; `-v` lists the module pairs.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('-')) ?? 'apps/api/src');
const modules = path.join(root, 'modules');
const moduleOf = (file) => {
  const [name, ...rest] = path.relative(modules, file).split(path.sep);
  return name === '..' || rest.length === 0 ? undefined : name;
};

let viaFace = 0;
let intoInternals = 0;
const pairs = new Map();
for (const entry of fs.readdirSync(modules, { recursive: true, encoding: 'utf8' })) {
  if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
  const file = path.join(modules, entry);
  for (const match of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    const target = path.resolve(path.dirname(file), match[1]);
    const from = moduleOf(file);
    const to = moduleOf(target);
    if (!to || from === to) continue;
    const face = target === path.join(modules, to, 'index.ts');
    if (face) viaFace++;
    else intoInternals++;
    const key = `${from} -> ${to}${face ? '' : ' (internals)'}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
}
console.log(
  `cross-module imports: ${viaFace + intoInternals} in ${pairs.size} module pairs; ` +
    `${intoInternals} into another module's internals, ${viaFace} through its index.ts`,
);
if (process.argv.includes('-v')) for (const [pair, n] of [...pairs].sort()) console.log(`  ${n}  ${pair}`);
