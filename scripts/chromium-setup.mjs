// What `npm test` does about its browser (docs/decisions/0107-npm-test-sets-up-its-browser.md): the browser tests
// run in Debian's Chromium. Pure decision here, so that it can be tested; ensure-chromium.mjs acts on it.

export const INSTALL_COMMAND = 'sudo apt-get install -y chromium fonts-dejavu-core';

/**
 * @param {{ path: string, exists: boolean, explicitPath: boolean, isRoot: boolean, hasAptGet: boolean }} facts
 * @returns {{ kind: 'ready' } | { kind: 'install', commands: string[][] } | { kind: 'stop', message: string }}
 */
export function chromiumSetup({ path, exists, explicitPath, isRoot, hasAptGet }) {
  if (exists) return { kind: 'ready' };
  if (explicitPath) {
    return {
      kind: 'stop',
      message: `CHROMIUM_PATH=${path} does not exist. Point CHROMIUM_PATH at a Chromium binary, or unset it to use Debian's /usr/bin/chromium.`,
    };
  }
  if (isRoot && hasAptGet) {
    return {
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'],
      ],
    };
  }
  return {
    kind: 'stop',
    message: `The browser tests need Debian's Chromium at ${path}, which is missing. Install it with:\n\n  ${INSTALL_COMMAND}\n\nthen run the tests again.`,
  };
}
