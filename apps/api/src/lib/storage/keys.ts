/**
 * Storage keys are relative, slash-separated paths. The rule is a whitelist so that no spelling of a parent folder,
 * an absolute path, a drive letter, a backslash, a control character or a hidden file can pass: every segment starts
 * with a letter, digit, `_` or `-` and continues with letters, digits, `.`, `_` or `-`.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;
const MAX_DEPTH = 8;

export class InvalidStorageKeyError extends Error {
  constructor() {
    super('Invalid storage key.');
  }
}

export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_DEPTH && segments.every((s) => SEGMENT.test(s));
}

export function assertValidKey(key: unknown): asserts key is string {
  if (!isValidKey(key)) throw new InvalidStorageKeyError();
}

/** The last segment of a key, e.g. for a download file name. */
export function keyBasename(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** Lower-case extension without the dot, or ''. */
export function keyExtension(key: string): string {
  const base = keyBasename(key);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
