import type { Storage } from './types.ts';

/** A stored file read whole into memory: only for small files, so it reads at most `limit` bytes. */
export async function readStoredFile(storage: Storage, key: string, limit: number): Promise<Uint8Array> {
  const stat = await storage.stat(key);
  const end = Math.min(stat?.size ?? 0, limit) - 1;
  if (end < 0) return new Uint8Array();
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.createReadStream(key, { start: 0, end }))
    chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
