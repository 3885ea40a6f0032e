import fs from 'node:fs';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Shares the server's embedded database with other processes over a local socket, speaking PostgreSQL's wire
 * protocol (docs/decisions/0001-embedded-database-shared-over-a-socket.md).
 *
 * PGlite is one PostgreSQL session. Whoever uses it, the server's own queries or a socket client, must have it for a
 * whole unit of work: a client's messages from its first after an idle moment up to the `Sync` or simple `Query`
 * that ends them, and for as long as the client is inside a transaction. The server's queries and transactions take
 * PGlite's transaction lock, so a client holds that same lock for its unit; each message is then run under PGlite's
 * query lock, as PGlite's own queries are. A client that leaves in the middle of a unit or of a transaction has what
 * it began rolled back and ended before the session is handed on.
 *
 * The statements a client prepares by name live in that one session, which outlives the client: each client's names
 * are its own there (another client may use the same), and they are closed when it leaves, or every renewed
 * connection of the server's pool would leave its statements behind (docs/decisions/0015-every-query-prepared.md).
 */

const SSL_REQUEST = 80_877_103;
const GSS_ENCRYPTION_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
/** PostgreSQL's own bound on a start-up packet. */
const MAX_START_LENGTH = 10_000;
const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const CLOSE = 0x43; // 'C'
/** Describe and Close name a statement ('S') or a portal ('P'). */
const OF_STATEMENT = 0x53;

export interface EmbeddedSocketServer {
  stop(): Promise<void>;
}

export async function shareOverSocket(
  pglite: PGlite,
  listen: { path: string } | { host: string; port: number },
): Promise<EmbeddedSocketServer> {
  const connections = new Set<Connection>();
  let lastId = 0;
  const server = net.createServer((socket) => {
    const connection = new Connection(++lastId, pglite, socket, () => connections.delete(connection));
    connections.add(connection);
  });
  if ('path' in listen) fs.rmSync(listen.path, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...connections].map((connection) => connection.close()));
      await closed;
    },
  };
}

class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;
  private releaseSession: (() => void) | undefined;
  /** From a message of the extended protocol up to the `Sync` that ends its unit. */
  private unitOpen = false;
  /** Messages are run one after the other, in the order they arrived, whatever the socket's chunks. */
  private work: Promise<void> = Promise.resolve();
  private closing: Promise<void> | undefined;
  /** The session's names of the statements this client prepared, closed when it leaves. */
  private readonly statements = new Set<string>();

  constructor(
    private readonly id: number,
    private readonly pglite: PGlite,
    private readonly socket: net.Socket,
    private readonly onClosed: () => void,
  ) {
    socket.on('data', (chunk: Buffer) => {
      // A message that cannot be run ends the connection: the socket is destroyed, and its 'close' event closes
      // the connection once this handler is done (close() waits for `work`, this handler included).
      this.work = this.work.then(() => this.consume(chunk)).catch(() => void this.socket.destroy());
    });
    socket.on('close', () => void this.close());
    socket.on('error', () => void this.close());
  }

  /** The socket goes at once; the session is handed on once the message being run, if any, is done. */
  close(): Promise<void> {
    this.socket.destroy();
    this.closing ??= this.work.then(async () => {
      await this.endUnit(true);
      await this.closeStatements();
      this.onClosed();
    });
    return this.closing;
  }

  private async consume(chunk: Buffer): Promise<void> {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      if (this.socket.destroyed) return;
      // Between units, a client that does not read its answers is given no more until it has; inside one, the
      // session waits for nobody.
      if (!this.releaseSession) await this.drained();
      const typed = this.started;
      const message = typed ? this.nextMessage() : this.nextStartMessage();
      if (!message) return;
      await this.run(message, typed ? message[0] : undefined);
    }
  }

  /** Before the session starts: SSL and GSS requests are declined, a cancel request is not supported. */
  private nextStartMessage(): Buffer | undefined {
    if (this.buffer.length < 8) return undefined;
    const length = this.buffer.readInt32BE(0);
    const code = this.buffer.readInt32BE(4);
    if (length < 8 || length > MAX_START_LENGTH) throw new Error(`a start-up packet of ${length} bytes`);
    if (code === SSL_REQUEST || code === GSS_ENCRYPTION_REQUEST) {
      this.buffer = this.buffer.subarray(8);
      this.socket.write('N');
      return this.nextStartMessage();
    }
    if (this.buffer.length < length) return undefined;
    const message = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    if (code === CANCEL_REQUEST) {
      this.socket.end();
      return undefined;
    }
    this.started = true;
    return message;
  }

  private nextMessage(): Buffer | undefined {
    if (this.buffer.length < 5) return undefined;
    const length = 1 + this.buffer.readInt32BE(1);
    if (length < 5) throw new Error(`a message whose length, ${length - 1}, does not cover itself`);
    if (this.buffer.length < length) return undefined;
    const message = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return message;
  }

  /** Runs one message; `type` is undefined for the start message, which has none. */
  private async run(message: Buffer, type: number | undefined): Promise<void> {
    if (type === TERMINATE) {
      this.socket.end();
      return;
    }
    const endsUnit = type === undefined || type === SYNC || type === SIMPLE_QUERY;
    const sent = type === undefined ? message : this.withOwnNames(message, type);
    this.releaseSession ??= await this.takeSession();
    this.unitOpen = !endsUnit;
    await this.pglite.runExclusive(() =>
      this.pglite.execProtocolRawStream(new Uint8Array(sent), {
        // PGlite hands over a view of its WebAssembly memory, which its next output overwrites (and a heap that
        // grows detaches). A socket whose reader is behind keeps what it is given until it can send it: a copy.
        onRawData: (data) => {
          if (!this.socket.destroyed) this.socket.write(Buffer.from(data));
        },
      }),
    );
    if (endsUnit) await this.endUnit(false);
  }

  /**
   * The message with the client's statement names turned into its own names in the session: the connection's id
   * before each. The unnamed statement keeps its empty name: a unit uses it, and a unit has the session to itself.
   */
  private withOwnNames(message: Buffer, type: number): Buffer {
    const own = (name: string) => `${this.id}.${name}`;
    if (type === PARSE) {
      const name = cString(message, 5);
      if (!name?.text) return message;
      this.statements.add(own(name.text));
      return typed(PARSE, cStringBytes(own(name.text)), message.subarray(name.end));
    }
    if (type === BIND) {
      const portal = cString(message, 5);
      const name = portal && cString(message, portal.end);
      if (!portal || !name?.text) return message;
      return typed(
        BIND,
        message.subarray(5, portal.end),
        cStringBytes(own(name.text)),
        message.subarray(name.end),
      );
    }
    if ((type === DESCRIBE || type === CLOSE) && message[5] === OF_STATEMENT) {
      const name = cString(message, 6);
      if (!name?.text) return message;
      if (type === CLOSE) this.statements.delete(own(name.text));
      return typed(type, message.subarray(5, 6), cStringBytes(own(name.text)), message.subarray(name.end));
    }
    return message;
  }

  /** In one unit: Close of a statement that does not exist (its Parse had failed) is no error. */
  private async closeStatements(): Promise<void> {
    if (!this.statements.size) return;
    const closes = [...this.statements].map((name) =>
      typed(CLOSE, Buffer.from([OF_STATEMENT]), cStringBytes(name)),
    );
    this.statements.clear();
    const release = await this.takeSession();
    try {
      await this.runUnheard(Buffer.concat([...closes, typed(SYNC)])).catch(() => {});
    } finally {
      release();
    }
  }

  /** Messages of the socket server's own, in the session it holds; the client does not hear their answers. */
  private runUnheard(messages: Buffer): Promise<unknown> {
    return this.pglite.runExclusive(() =>
      this.pglite.execProtocolRawStream(new Uint8Array(messages), { onRawData: () => {} }),
    );
  }

  /** Resolves once the session is this client's; the function it gives hands the session back. */
  private takeSession(): Promise<() => void> {
    return new Promise((granted) => {
      void this.pglite._runExclusiveTransaction(() => new Promise<void>((release) => granted(release)));
    });
  }

  /** Hands the session back at the end of a unit, unless the client is inside a transaction and still here. */
  private async endUnit(gone: boolean): Promise<void> {
    const release = this.releaseSession;
    if (!release) return;
    if (!gone && this.pglite.isInTransaction()) return;
    this.releaseSession = undefined;
    try {
      // A client gone in the middle of a unit left its writes in the unit's implicit transaction, which the next
      // client's Sync would commit, or, after an error, PostgreSQL skipping every message up to the next Sync, the
      // next client's included: what it began is rolled back, and the Sync it never sent is sent.
      if (gone && this.unitOpen) await this.runUnheard(Buffer.concat([simpleQuery('ROLLBACK'), typed(SYNC)]));
      if (this.pglite.isInTransaction()) await this.runUnheard(simpleQuery('ROLLBACK'));
    } finally {
      this.unitOpen = false;
      release();
    }
  }

  /** Resolves once the socket has sent what it was given, or is closed. */
  private drained(): Promise<void> {
    const socket = this.socket;
    if (socket.destroyed || !socket.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        socket.off('drain', done).off('close', done);
        resolve();
      };
      socket.on('drain', done).on('close', done);
    });
  }
}

/** The zero-terminated string at `at`, and where the message goes on after it. */
function cString(message: Buffer, at: number): { text: string; end: number } | undefined {
  const zero = message.indexOf(0, at);
  return zero < 0 ? undefined : { text: message.toString('utf8', at, zero), end: zero + 1 };
}

function cStringBytes(text: string): Buffer {
  return Buffer.from(`${text}\0`, 'utf8');
}

/** A message of the protocol: its type, its length, its body. */
function typed(type: number, ...body: Buffer[]): Buffer {
  const header = Buffer.alloc(5);
  const length = body.reduce((sum, part) => sum + part.length, 4);
  header[0] = type;
  header.writeInt32BE(length, 1);
  return Buffer.concat([header, ...body]);
}

function simpleQuery(text: string): Buffer {
  return typed(SIMPLE_QUERY, cStringBytes(text));
}
