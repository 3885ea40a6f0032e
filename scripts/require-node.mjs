// The project brings its own Node (the `node` package, docs/decisions/0017-node-26-brought-by-npm.md): a start on
// another Node, such as a machine's older system Node run by hand, stops at once and says which one it needs.
import fs from 'node:fs';

const { engines } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = engines.node.replace(/^\^/, '');
const [wantedMajor, wantedMinor] = wanted.split('.').map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);

if (major !== wantedMajor || minor < wantedMinor) {
  console.error(
    `This project runs on Node ${engines.node} (found ${process.version} at ${process.execPath}).\n` +
      `Run it through npm (npm start, npm test, npm run serve, npm run cli), which uses the Node that npm ci ` +
      `installed in node_modules/.bin, or put that folder first on PATH.`,
  );
  process.exit(1);
}
