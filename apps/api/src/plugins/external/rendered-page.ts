import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A rendered HTML document with its validator and its compressed forms, made once and reused while it is cached. */
export type RenderedPage = {
  status: number;
  html: Buffer;
  etag: string;
  br: Buffer;
  gzip: Buffer;
};

export async function packPage(status: number, html: string): Promise<RenderedPage> {
  const body = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(body, { level: 6 }),
  ]);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status, html: body, etag, br, gzip: gz };
}

function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Sends the page revalidated by ETag (304 when unchanged) and compressed as the browser accepts. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  reply.code(page.status).type('text/html; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}
