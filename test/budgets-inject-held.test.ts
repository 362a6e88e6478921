import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transport } from '../src/app/inject-rules.js';
import type { AppReply } from '../src/app/request.js';
import { HeldAnswers } from '../src/http/held-answers.js';
import { writeInjected, type InjectedEdge } from '../src/http/injected-write.js';
import { PageLease } from '../src/operations/page-lease.js';

// What delay and slow rules hold at the edge (docs/inject.md, budgets), by the edge's own count (HeldAnswers), on a
// response that records what is written to it, under fake timers: no socket, no wall time.

/** A response as the injected writers use one: what they write is kept, `close` is the test's to emit. */
class Response extends EventEmitter {
  /** Its connection: the client's side still open (`end` is the test's to emit, as a client that leaves). */
  readonly socket = Object.assign(new EventEmitter(), {
    timeout: 30_000,
    readableEnded: false,
    setTimeout: vi.fn(),
    destroy: vi.fn(),
    destroySoon: vi.fn(),
    resetAndDestroy: vi.fn(),
  });
  destroyed = false;
  writableNeedDrain = false;
  statusCode = 0;
  readonly chunks: Uint8Array[] = [];
  setHeader = vi.fn();
  flushHeaders = vi.fn();
  writeHead(status: number): this {
    this.statusCode = status;
    return this;
  }
  write(chunk: Uint8Array, done?: (error?: Error) => void): boolean {
    this.chunks.push(chunk);
    done?.();
    return true;
  }
  end = vi.fn();
  destroy = vi.fn();
  /** Bytes of the body written so far. */
  get written(): number {
    return this.chunks.reduce((sum, c) => sum + c.length, 0);
  }
  close(): void {
    this.destroyed = true;
    this.emit('close');
  }
}

const asResponse = (res: Response): ServerResponse => res as unknown as ServerResponse;

const reply = (bytes: number, transport: Transport, extra: Partial<AppReply> = {}): AppReply => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: new Uint8Array(bytes).fill(0x41),
  injected: { id: 1, rule: 'D: test', transport },
  ...extra,
});

/** The edge the writers are given: what it writes plainly is kept. */
function edgeOf(capacity: number): InjectedEdge & { readonly plain: AppReply[] } {
  const plain: AppReply[] = [];
  return {
    plain,
    write: (_res, r) => void plain.push(r),
    warned: vi.fn(),
    held: new HeldAnswers(capacity),
    error: (status, message, extra = {}) => ({ status, headers: extra, body: JSON.stringify({ error: message }) }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a delay holds no answer while it waits', () => {
  it('should make the answer once the wait is over, and count the wait as an answer of no bytes', () => {
    const edge = edgeOf(1000);
    const made = reply(5000, { kind: 'delay', ms: 0 });
    const later = vi.fn(() => made);
    const res = new Response();
    writeInjected(asResponse(res), reply(0, { kind: 'delay', ms: 60_000 }, { status: 0, body: '', later }), edge);
    expect([edge.held.answers, edge.held.bytes]).toEqual([1, 0]);
    vi.advanceTimersByTime(59_999);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledTimes(1);
    expect(edge.plain).toEqual([made]);
    expect(edge.warned).toHaveBeenCalledWith(made);
    res.close();
    expect([edge.held.answers, edge.held.bytes]).toEqual([0, 0]);
  });

  it('should never make the answer of a client that leaves during the wait', () => {
    const edge = edgeOf(1000);
    const later = vi.fn(() => reply(10, { kind: 'delay', ms: 0 }));
    const res = new Response();
    writeInjected(asResponse(res), reply(0, { kind: 'delay', ms: 60_000 }, { status: 0, body: '', later }), edge);
    res.close();
    vi.advanceTimersByTime(120_000);
    expect(later).not.toHaveBeenCalled();
    expect(edge.plain).toEqual([]);
    expect(edge.held.answers).toBe(0);
  });
});

describe('the answers that slow rules, and delays made for status=, hold', () => {
  it('should count their bytes until the response closes, up to the budget exactly, and refuse one byte more with 503', () => {
    const edge = edgeOf(10_000);
    const slow = new Response();
    const waiting = new Response();
    writeInjected(asResponse(slow), reply(6000, { kind: 'slow', bytesPerSecond: 100 }), edge);
    writeInjected(asResponse(waiting), reply(4000, { kind: 'delay', ms: 60_000 }), edge);
    expect([edge.held.answers, edge.held.bytes]).toEqual([2, 10_000]);
    const refused = new Response();
    // A lent page refused is never written: its buffer is never given back, so never written over.
    const givenBack = vi.fn();
    const page = new PageLease(new Uint8Array(1).fill(0x41), givenBack);
    writeInjected(asResponse(refused), reply(1, { kind: 'slow', bytesPerSecond: 100 }, { body: page }), edge);
    expect(edge.held.bytes).toBe(10_000);
    refused.close();
    expect(givenBack).not.toHaveBeenCalled();
    const answer = edge.plain[0];
    expect(answer?.status).toBe(503);
    expect(answer?.headers['retry-after']).toBe('1');
    expect(String(answer?.body)).toMatch(
      /"10000 bytes are held, and this answer of 1 byte would take them past the budget of the answers that delay and slow rules hold, 10000 bytes \(--inject-hold-mb, injectHoldMb, per process\)/,
    );
    // A client that leaves gives its bytes back; the held delay's go back when it has been written.
    slow.close();
    expect(edge.held.bytes).toBe(4000);
    vi.advanceTimersByTime(60_000);
    expect(edge.plain.at(-1)?.status).toBe(200);
    waiting.close();
    expect([edge.held.answers, edge.held.bytes]).toEqual([0, 0]);
  });

  it('should refuse an answer larger than the whole budget, saying so', () => {
    const edge = edgeOf(1024);
    writeInjected(asResponse(new Response()), reply(2048, { kind: 'slow', bytesPerSecond: 1 }), edge);
    expect(String(edge.plain[0]?.body)).toMatch(
      /this answer of 2048 bytes is alone larger than the budget .*, 1024 bytes/,
    );
    expect(edge.held.answers).toBe(0);
  });
});

describe('slow N', () => {
  it.each([1, 3, 9, 10, 15, 2048])('should send %i bytes a second, however small the rate', (rate) => {
    const edge = edgeOf(1 << 20);
    const res = new Response();
    writeInjected(asResponse(res), reply(1 << 20, { kind: 'slow', bytesPerSecond: rate }), edge);
    vi.advanceTimersByTime(10_000);
    // Ten seconds, and the first step's tenth: at most one step more than the rate says.
    expect(res.written).toBeGreaterThanOrEqual(10 * rate);
    expect(res.written).toBeLessThanOrEqual(10 * rate + Math.ceil(rate / 10));
    res.close();
  });
});
