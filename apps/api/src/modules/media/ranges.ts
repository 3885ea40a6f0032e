import type { ByteRange } from '../../lib/storage/types.ts';

export type RangeRequest =
  { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const SPEC = /^(\d*)-(\d*)$/;

/**
 * Reads a `Range` header (RFC 9110 §14) for a representation of `size` bytes. One range gives 206; a malformed
 * header or several ranges are ignored (a full 200, which the RFC allows); a well-formed range that lies wholly
 * outside the content gives 416.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!match?.[1]) return { kind: 'full' };
  const specs = match[1].split(',').map((s) => s.trim());
  if (specs.length !== 1) return { kind: 'full' };
  const parts = SPEC.exec(specs[0] ?? '');
  if (!parts) return { kind: 'full' };
  const [, first = '', last = ''] = parts;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (!Number.isSafeInteger(length)) return { kind: 'full' };
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  // `last < first` makes the header invalid (ignored), not unsatisfiable.
  if (!Number.isSafeInteger(start) || (last !== '' && !Number.isSafeInteger(end)) || end < start) {
    return { kind: 'full' };
  }
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}
