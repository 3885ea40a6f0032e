import type { Disposition } from './signing.ts';

/**
 * `attachment; filename="..."` with an ASCII fallback and the exact UTF-8 name in `filename*` (RFC 6266, RFC 8187);
 * the file name has already lost control characters, slashes and quotes (signing.ts cleanFilename).
 */
export function contentDisposition(disposition: Disposition, filename: string): string {
  if (disposition === 'inline') return 'inline';
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_');
  if (ascii === filename) return `attachment; filename="${filename}"`;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
