import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/**
 * Stack traces of the compiled server name the TypeScript sources: each frame in a file of `bundleDir` is mapped
 * through that file's source map, read the first time a stack trace needs it. Node's own `--enable-source-maps`
 * instead reads and keeps, at start, the map of every module that names one, and drizzle-orm and stripe ship about
 * 1,400 of them: 7–8 MB of an idle server for frames of libraries (docs/decisions/003).
 * Answers a function that puts back the stack formatting found before.
 */
export function mapBundleStackTraces(bundleDir: string): () => void {
  const previous = Error.prepareStackTrace;
  const maps = new Map<string, TraceMap | null>();
  const inBundle = (file: string) => path.dirname(file) === bundleDir;

  const mapOf = (file: string): TraceMap | null => {
    let map = maps.get(file);
    if (map === undefined) {
      try {
        map = new TraceMap(fs.readFileSync(`${file}.map`, 'utf8'), `${file}.map`);
      } catch {
        map = null; // no map beside it: the frame stays as it is
      }
      maps.set(file, map);
    }
    return map;
  };

  const frameText = (frame: NodeJS.CallSite): string => {
    const text = String(frame);
    const name = frame.getFileName();
    const line = frame.getLineNumber();
    const column = frame.getColumnNumber();
    if (!name || !line || !column) return text;
    const file = name.startsWith('file:') ? fileURLToPath(name) : name;
    if (!inBundle(file)) return text;
    const map = mapOf(file);
    const original = map && originalPositionFor(map, { line, column: column - 1 });
    if (!original?.source || original.line === null) return text;
    return text.replace(
      `${name}:${line}:${column}`,
      `${original.source}:${original.line}:${original.column + 1}`,
    );
  };

  Error.prepareStackTrace = (error: unknown, frames: NodeJS.CallSite[]) => {
    let header: string;
    try {
      header = Error.prototype.toString.call(error);
    } catch {
      header = '<error>';
    }
    return [header, ...frames.map((frame) => `    at ${frameText(frame)}`)].join('\n');
  };
  return () => {
    Error.prepareStackTrace = previous;
  };
}
