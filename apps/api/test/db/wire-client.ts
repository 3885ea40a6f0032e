import net from 'node:net';

/**
 * A PostgreSQL client that sends the wire protocol's messages one by one, for tests that must stop a client at a
 * chosen point of its exchange (after an Execute, before its Sync) rather than where a driver would.
 */

function message(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

const text = (value: string) => Buffer.from(`${value}\0`, 'utf8');
const int16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);

export const wire = {
  parse: (statement: string, query: string) => message('P', text(statement), text(query), int16(0)),
  /** Binds the statement's text parameters into the unnamed portal; its results come back as text. */
  bind: (statement: string, parameters: string[] = []) =>
    message(
      'B',
      text(''),
      text(statement),
      int16(0),
      int16(parameters.length),
      ...parameters.map((value) => {
        const bytes = Buffer.from(value, 'utf8');
        const length = Buffer.alloc(4);
        length.writeInt32BE(bytes.length);
        return Buffer.concat([length, bytes]);
      }),
      int16(0),
    ),
  execute: () => message('E', text(''), Buffer.alloc(4)),
  flush: () => message('H'),
  sync: () => message('S'),
  query: (sql: string) => message('Q', text(sql)),
};

export interface Answer {
  type: string;
  /** The text of a DataRow's first column, or an ErrorResponse's message. */
  text?: string;
}

export class WireClient {
  private received = Buffer.alloc(0);
  private answers: Answer[] = [];
  private wake: (() => void) | undefined;
  private closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.read();
      this.wake?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
    socket.on('error', () => {});
  }

  /** Connects and starts a session as user postgres on template1, as the server's own driver does. */
  static async connect(path: string): Promise<WireClient> {
    const socket = net.connect(path);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const client = new WireClient(socket);
    const parameters = Buffer.concat([
      text('user'),
      text('postgres'),
      text('database'),
      text('template1'),
      text(''),
    ]);
    const start = Buffer.alloc(8);
    start.writeInt32BE(8 + parameters.length, 0);
    start.writeInt32BE(196_608, 4); // protocol 3.0
    client.send(Buffer.concat([start, parameters]));
    await client.until('Z');
    return client;
  }

  send(...messages: Buffer[]): void {
    this.socket.write(Buffer.concat(messages));
  }

  /** The answers up to and including the first of `type`; rejects if the server closes the connection first. */
  async until(type: string): Promise<Answer[]> {
    for (;;) {
      const at = this.answers.findIndex((answer) => answer.type === type);
      if (at >= 0) return this.answers.splice(0, at + 1);
      if (this.closed)
        throw new Error(`closed before ${type}; got ${this.answers.map((a) => a.type).join(' ')}`);
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** Resolves once the server has closed the connection. */
  async ended(): Promise<void> {
    while (!this.closed) await new Promise<void>((resolve) => (this.wake = resolve));
  }

  /** Goes away at once, without a Terminate: a client that crashed or lost its connection. */
  destroy(): void {
    this.socket.destroy();
  }

  private read(): void {
    while (this.received.length >= 5) {
      const length = 1 + this.received.readInt32BE(1);
      if (this.received.length < length) return;
      const type = String.fromCharCode(this.received[0]!);
      const body = this.received.subarray(5, length);
      this.received = this.received.subarray(length);
      // Parameter statuses and notices may come at any time (PGlite reports its settings again to whichever client
      // follows another's start-up): they are no answer to what was sent.
      if (type === 'S' || type === 'N') continue;
      this.answers.push({ type, ...describe(type, body) });
    }
  }
}

function describe(type: string, body: Buffer): { text?: string } {
  if (type === 'D' && body.readInt16BE(0) > 0) {
    const length = body.readInt32BE(2);
    return length < 0 ? {} : { text: body.toString('utf8', 6, 6 + length) };
  }
  if (type === 'E') {
    // Fields: a code byte and a string each; 'M' is the message.
    for (let at = 0; at < body.length && body[at] !== 0;) {
      const end = body.indexOf(0, at + 1);
      if (body[at] === 0x4d) return { text: body.toString('utf8', at + 1, end) };
      at = end + 1;
    }
  }
  return {};
}
