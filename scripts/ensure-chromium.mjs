// First step of `npm test` and `npm run test:e2e`: makes sure the browser tests have their Chromium, before any
// build or test runs (scripts/chromium-setup.mjs decides what to do).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumSetup } from './chromium-setup.mjs';

const path = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';
const exists = () => {
  try {
    fs.accessSync(path, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

const plan = chromiumSetup({
  path,
  exists: exists(),
  explicitPath: Boolean(process.env['CHROMIUM_PATH']),
  isRoot: process.getuid?.() === 0,
  hasAptGet,
});

if (plan.kind === 'stop') {
  console.error(plan.message);
  process.exit(1);
}
if (plan.kind === 'install') {
  console.log(`Chromium is missing at ${path}: installing Debian's chromium with apt-get (as .ci/run does).`);
  for (const [command, ...args] of plan.commands) {
    const run = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) {
      console.error(
        `'${[command, ...args].join(' ')}' failed; install Chromium by hand and run the tests again.`,
      );
      process.exit(1);
    }
  }
  if (!exists()) {
    console.error(`apt-get installed chromium, but ${path} is still missing.`);
    process.exit(1);
  }
}
