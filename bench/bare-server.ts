/**
 * The bare comparison server: plain node:http that answers each recorded request with what the simulator answered
 * to it (status, headers, body bytes) and does nothing else. What the simulator costs above it is the simulator's
 * own work. Run by bench/http.ts, in a process of its own: node --import tsx bench/bare-server.ts <replies.json>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** One recorded exchange, as bench/http.ts writes it (it imports this type only: importing runs the server). */
export interface Recorded {
  readonly method: string;
  /** Path and query. */
  readonly path: string;
  readonly body: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly base64: string;
}

const keyOf = (method: string, path: string, body: string): string => `${method} ${path}\n${body}`;

const recorded = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Recorded[];
const replies = new Map(
  recorded.map((r) => [keyOf(r.method, r.path, r.body), { ...r, bytes: Buffer.from(r.base64, 'base64') }]),
);
const server = createServer((req, res) => {
  // The body is read whole, as the simulator reads it: it is part of the request's key.
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const reply = replies.get(keyOf(req.method ?? '', req.url ?? '', Buffer.concat(chunks).toString()));
    if (!reply) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not recorded\n');
      return;
    }
    res.writeHead(reply.status, { ...reply.headers, 'content-length': reply.bytes.length }).end(reply.bytes);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`bare:      http://127.0.0.1:${port}\n`);
});
// The benchmark kills it when it ends; should the benchmark itself be killed, it goes when its parent does.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 200).unref();
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
});
