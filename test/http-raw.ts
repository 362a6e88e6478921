import { connect } from 'node:net';

/** One answer read off a raw connection. */
export interface RawAnswer {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * Splits raw HTTP/1.1 answers by their Content-Length (every answer of ours has one); bytes after the last whole
 * answer (a cut-off one, or what is not an answer) are left out.
 */
export function answersIn(bytes: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = bytes;
  while (rest.subarray(0, 9).toString('latin1') === 'HTTP/1.1 ') {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const lines = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (rest.length < end + 4 + length) break;
    answers.push({
      status: Number(lines[0]?.slice(9, 12)),
      headers,
      body: rest.subarray(end + 4, end + 4 + length).toString('utf8'),
    });
    rest = rest.subarray(end + 4 + length);
  }
  return answers;
}

/** What came back on a raw connection, and whether the server ended it (rather than the wait running out). */
export interface Exchange {
  readonly bytes: Buffer;
  readonly closed: boolean;
}

/**
 * Sends `requests` back to back on a new connection, in one write, and reads until the server ends the connection
 * or nothing has arrived for `quietMs` once at least `awaited` whole answers have (a busy machine may pause longer
 * than `quietMs` between answers it owes; only what comes after them is waited for by time).
 */
export function exchange(
  port: number,
  requests: string | Buffer | readonly Buffer[],
  quietMs = 3000,
  awaited = 0,
): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let quiet: NodeJS.Timeout | undefined;
    const done = (closed: boolean): void => {
      clearTimeout(quiet);
      socket.destroy();
      resolve({ bytes: Buffer.concat(chunks), closed });
    };
    const wait = (): void => {
      clearTimeout(quiet);
      if (awaited > 0 && answersIn(Buffer.concat(chunks)).length < awaited) return;
      quiet = setTimeout(() => done(false), quietMs);
    };
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      wait();
    });
    socket.on('end', () => done(true));
    socket.on('close', () => done(true));
    socket.on('error', () => done(true));
    socket.on('connect', () => {
      const all = typeof requests === 'string' || Buffer.isBuffer(requests) ? requests : Buffer.concat(requests);
      socket.write(typeof all === 'string' ? Buffer.from(all, 'latin1') : all);
      wait();
    });
  });
}

/** A POST of a JSON body, as raw HTTP/1.1. */
export const rawPost = (path: string, body: string): string =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
