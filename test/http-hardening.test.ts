import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/index.js';
import { post, schemaErrors } from './http-client.js';
import { answersIn, exchange, rawPost, type RawAnswer } from './http-raw.js';

let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ scenario: 'default' });
});
afterAll(async () => {
  await sim.close();
});

const eventsPath = '/api/scan/v0/events';

/** Sends raw bytes on a new connection and collects everything until the server closes it (or a time-out). */
function raw(bytes: string | Buffer, waitMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(sim.port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(text);
    }, waitMs);
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      if (text !== '') resolve(text);
      else reject(error);
    });
    socket.write(bytes);
  });
}

/** Status, content type and body of the first answer in raw HTTP text. */
function firstAnswer(text: string): { status: number; contentType: string | undefined; body: unknown } {
  const [head = '', rest = ''] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const contentType = /\r\ncontent-type: ([^\r]+)/i.exec(head)?.[1];
  const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? rest.length);
  let body: unknown;
  try {
    body = JSON.parse(rest.slice(0, length));
  } catch {
    body = undefined;
  }
  return { status, contentType, body };
}

function expectErrorAnswer(text: string, status: number): void {
  const answer = firstAnswer(text);
  expect(answer.status).toBe(status);
  expect(answer.contentType).toBe('application/json');
  expect(schemaErrors('error-response', answer.body)).toEqual([]);
}

describe('errors of the HTTP layer', () => {
  it('should answer a malformed request line with a 400 ErrorResponse', async () => {
    expectErrorAnswer(await raw('GARBAGE / NOT-HTTP\r\n\r\n'), 400);
    expectErrorAnswer(await raw('POST /api/scan/v0/events HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'), 400);
  });

  it('should answer headers over the limit with a 431 ErrorResponse', async () => {
    const huge = `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`;
    expectErrorAnswer(await raw(huge), 431);
  });

  it('should answer an unsupported Expect with a 417 ErrorResponse', async () => {
    const text = await raw(
      `POST ${eventsPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: teapot\r\nContent-Length: 15\r\nConnection: close\r\n\r\n{"page_size":1}`,
    );
    expectErrorAnswer(text, 417);
  });

  it('should let ordinary clients that send a body over 1 MiB read the 413', async () => {
    const big = JSON.stringify({ page_size: 1, padding: 'x'.repeat(8 * 1024 * 1024) });
    for (let i = 0; i < 10; i++) {
      const answer = await post(`${sim.urls.scan}/v0/events`, big);
      expect(answer.status).toBe(413);
      expect(schemaErrors('error-response', answer.json)).toEqual([]);
    }
    // node:http with a chunked body: no Content-Length to refuse it by, the limit is found while reading.
    for (let i = 0; i < 5; i++) {
      const status = await new Promise<number>((resolve, reject) => {
        let code = 0;
        const req = request(
          {
            host: '127.0.0.1',
            port: sim.port,
            path: eventsPath,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            code = res.statusCode ?? 0;
            res.resume();
          },
        );
        // Done when the whole exchange is: a reset while the body is still being sent must fail the test.
        req.on('error', reject);
        req.on('close', () => resolve(code));
        for (let k = 0; k < 128; k++) req.write('x'.repeat(64 * 1024));
        req.end();
      });
      expect(status).toBe(413);
    }
  });
});

/** An answer of ours that is an ErrorResponse with the given status, JSON and CORS, as every answer is. */
function expectErrorResponse(answer: RawAnswer | undefined, status: number): void {
  expect(answer?.status).toBe(status);
  expect(answer?.headers['content-type']).toBe('application/json');
  expect(answer?.headers['access-control-allow-origin']).toBe('*');
  expect(schemaErrors('error-response', JSON.parse(answer?.body ?? 'null'))).toEqual([]);
}

describe('answers on a pipelined connection', () => {
  // Pages of 1000 of the default scenario are about 6 MB: still being written when the later requests are parsed.
  const page = rawPost(eventsPath, '{"page_size":1000}');
  const getEvents = `GET ${eventsPath} HTTP/1.1\r\nHost: x\r\n\r\n`;

  it('should answer every request before a malformed one, in order, then the 400 ErrorResponse, then close', async () => {
    const { bytes, closed } = await exchange(sim.port, page + getEvents + page + 'GARBAGE\r\n\r\n');
    const answers = answersIn(bytes);
    expect(answers.map((a) => a.status)).toEqual([200, 405, 200, 400]);
    expectErrorResponse(answers[3], 400);
    expect(answers[3]?.body).toContain('HTTP parser');
    expect(answers[3]?.headers['connection']).toBe('close');
    expect(closed).toBe(true);
  });

  it('should put the 400 of a body the parser refuses in the place of that request, after the earlier answers', async () => {
    const broken = `POST ${eventsPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"pag\r\nZZZ\r\n`;
    const { bytes, closed } = await exchange(sim.port, page + page + broken);
    const answers = answersIn(bytes);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 400]);
    expectErrorResponse(answers[2], 400);
    expect(closed).toBe(true);
  });

  it('should give a request already answered 413 no second answer when the rest of its body breaks', async () => {
    const size = 2 * 1024 * 1024;
    const chunk = `${size.toString(16)}\r\n${'x'.repeat(size)}\r\n`;
    const big = `POST ${eventsPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk}ZZZ\r\n`;
    const { bytes, closed } = await exchange(sim.port, page + big);
    expect(answersIn(bytes).map((a) => a.status)).toEqual([200, 413]);
    expect(closed).toBe(true);
  });

  it('should answer every pipelined request of a client that closes its side after sending them', async () => {
    const client = connect(sim.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    client.on('data', (d: Buffer) => chunks.push(d));
    const closed = new Promise((resolve) => client.once('close', resolve));
    client.end(page + page + page + getEvents);
    await closed;
    expect(answersIn(Buffer.concat(chunks)).map((a) => a.status)).toEqual([200, 200, 200, 405]);
  });

  it('should keep the place of a 417 among pipelined answers', async () => {
    const teapot = `POST ${eventsPath} HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nContent-Length: 0\r\n\r\n`;
    const answers = answersIn((await exchange(sim.port, page + teapot + getEvents + 'GARBAGE\r\n\r\n')).bytes);
    expect(answers.map((a) => a.status)).toEqual([200, 417, 405, 400]);
  });

  it('should answer a request without Host with a 400 ErrorResponse that names it, and go on', async () => {
    const answers = answersIn((await exchange(sim.port, `GET ${eventsPath} HTTP/1.1\r\n\r\n` + page, 1000)).bytes);
    expect(answers.map((a) => a.status)).toEqual([400, 200]);
    expectErrorResponse(answers[0], 400);
    expect(answers[0]?.body).toContain('Host');
    // HTTP/1.0 does not require one.
    const old = answersIn((await exchange(sim.port, `GET ${eventsPath} HTTP/1.0\r\n\r\n`)).bytes);
    expect(old.map((a) => a.status)).toEqual([405]);
  });

  it('should answer CONNECT with a 400 ErrorResponse after the earlier answers, then close', async () => {
    const connectLine = 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n';
    const { bytes, closed } = await exchange(sim.port, page + connectLine + 'tunnel bytes');
    const answers = answersIn(bytes);
    expect(answers.map((a) => a.status)).toEqual([200, 400]);
    expectErrorResponse(answers[1], 400);
    expect(answers[1]?.body).toContain('CONNECT');
    expect(closed).toBe(true);
  });

  it('should answer a request asking for Upgrade as any other, and say that the connection ends', async () => {
    for (const connection of ['Upgrade', 'keep-alive']) {
      const upgrade = `GET ${eventsPath} HTTP/1.1\r\nHost: x\r\nConnection: ${connection}\r\nUpgrade: websocket\r\n\r\n`;
      const { bytes, closed } = await exchange(sim.port, page + upgrade + getEvents);
      const answers = answersIn(bytes);
      // The request pipelined behind it is not read: the answer's Connection: close tells the client to re-send it.
      expect(answers.map((a) => a.status)).toEqual([200, 405]);
      expectErrorResponse(answers[1], 405);
      expect(answers[1]?.headers['connection']).toBe('close');
      expect(closed).toBe(true);
    }
  });
});

describe('limits of the HTTP edge', () => {
  it('should answer pipelined requests of a client that never reads one at a time, and others at once', async () => {
    const before = process.memoryUsage().rss;
    const hog: Socket = connect(sim.port, '127.0.0.1');
    await new Promise((resolve) => hog.once('connect', resolve));
    hog.pause(); // never reads
    const one = `POST ${eventsPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 18\r\n\r\n{"page_size":1000}`;
    hog.write(one.repeat(700));
    try {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const slowest = await (async () => {
        let worst = 0;
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          expect((await post(`${sim.urls.scan}/v0/events`, { page_size: 100 })).status).toBe(200);
          worst = Math.max(worst, performance.now() - started);
        }
        return worst;
      })();
      expect(slowest).toBeLessThan(1000);
      // Unbounded, 700 pages of ~6 MB would be ~4 GB; one connection may hold one page and the socket's buffers.
      expect(process.memoryUsage().rss - before).toBeLessThan(300 * 1024 * 1024);
      expect(process.memoryUsage().rss).toBeLessThan(500 * 1024 * 1024);
    } finally {
      hog.destroy();
    }
  }, 30_000);

  it('should refuse connections beyond --max-connections with a 503 ErrorResponse, then close', async () => {
    const small = await startSimulator({ scenario: 'empty', maxConnections: 2 });
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const s = connect(small.port, '127.0.0.1');
        await new Promise((resolve) => s.once('connect', resolve));
        sockets.push(s);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const third = connect(small.port, '127.0.0.1');
      sockets.push(third);
      const text = await new Promise<string | null>((resolve) => {
        let out = '';
        third.on('data', (d: Buffer) => (out += d.toString()));
        third.once('close', () => resolve(out));
        third.on('error', () => {});
        setTimeout(() => resolve(null), 2000);
      });
      expect(text).not.toBeNull();
      expectErrorAnswer(text ?? '', 503);
      expect(text).toMatch(/--max-connections/);
    } finally {
      for (const s of sockets) s.destroy();
      await small.close();
    }
  });

  it('should close a connection whose request does not arrive in time, with a 408 ErrorResponse', async () => {
    const strict = await startSimulator({
      scenario: 'empty',
      limits: { headersTimeoutMs: 500, requestTimeoutMs: 1000 },
    });
    try {
      const text = await new Promise<string>((resolve) => {
        const socket = connect(strict.port, '127.0.0.1');
        let out = '';
        socket.on('data', (d: Buffer) => (out += d.toString()));
        socket.on('close', () => resolve(out));
        socket.on('error', () => {});
        socket.write('POST /api/scan/v0/events HTTP/1.1\r\nHost: x\r\n'); // headers never end
        setTimeout(() => socket.destroy(), 5000);
      });
      expectErrorAnswer(text, 408);
    } finally {
      await strict.close();
    }
  }, 10_000);
});
