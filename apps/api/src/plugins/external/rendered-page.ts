import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type PageEncoding = 'br' | 'gzip';

type Done = (error: Error | null, result: Buffer) => void;
const settle =
  (resolve: (result: Buffer) => void, reject: (error: Error) => void): Done =>
  (error, result) =>
    error ? reject(error) : resolve(result);

const COMPRESS: Record<PageEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    new Promise((resolve, reject) =>
      zlib.brotliCompress(
        body,
        { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
        settle(resolve, reject),
      ),
    ),
  gzip: (body) => new Promise((resolve, reject) => zlib.gzip(body, { level: 6 }, settle(resolve, reject))),
};

/**
 * A rendered HTML document with its validator, reused while it is cached. Each compressed form is made the first
 * time a visitor accepts it and kept with the page, so an answer waits only for its own encoding
 * (docs/decisions/0201-compress-once-revalidate-pages.md).
 */
export type RenderedPage = {
  status: number;
  html: Buffer;
  etag: string;
  encoded: Map<PageEncoding, Promise<Buffer>>;
};

export function packPage(status: number, html: string): RenderedPage {
  const body = Buffer.from(html);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status, html: body, etag, encoded: new Map() };
}

/** The page in one encoding, compressed on the first request for it and reused after that. */
export function encodedPage(page: RenderedPage, encoding: PageEncoding): Promise<Buffer> {
  let made = page.encoded.get(encoding);
  if (!made) {
    made = COMPRESS[encoding](page.html);
    page.encoded.set(encoding, made);
  }
  return made;
}

function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Sends the page revalidated by ETag (304 when unchanged) and compressed as the browser accepts. */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  reply.code(page.status).type('text/html; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  const body = await encodedPage(page, encoding);
  return reply.header('content-encoding', encoding).send(body);
}
