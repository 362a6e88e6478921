import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InjectRuleError, SimulatorOptionError, startSimulator, type Simulator } from 'token-registry-kit';
import { Injector } from '../src/app/injector.js';
import { listen, type RunningServer } from '../src/http/server.js';
import type { Ledger } from '../src/ledger/ledger.js';
import { ledgerOf } from '../src/scenario-file.js';
import { runMain } from './cli-process.js';
import { post, schemaErrors } from './http-client.js';
import { answersIn, rawPost } from './http-raw.js';

// The budgets of faults on demand over real HTTP and on the command line (docs/inject.md, budgets): the rules in
// force, and the answers that delay and slow rules hold, each at its limit; past it the server answers a 4xx or a
// 503 that names the budget, and goes on answering.

describe('the rules in force over the control API', () => {
  let live: Simulator;
  beforeAll(async () => {
    live = await startSimulator({
      scenario: 'minimal',
      live: { clock: 'manual' },
      control: true,
      injectMaxRules: 2,
      injectMaxKb: 1,
    });
  });
  afterAll(() => live.close());

  const add = async (rule: string): Promise<{ status: number; body: { error?: string } }> => {
    const res = await fetch(`${live.urls.base}/_control/inject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rule }),
    });
    return { status: res.status, body: (await res.json()) as { error?: string } };
  };

  it('should take rules up to the count and answer 409 past it, 413 for one too long, and list them with 200', async () => {
    expect((await add('C: 503')).status).toBe(200);
    expect((await add(`POST /${'x'.repeat(900)}: 503`)).status).toBe(200);
    const full = await add('D: 503');
    expect(full.status).toBe(409);
    expect(schemaErrors('error-response', full.body)).toEqual([]);
    expect(full.body.error).toMatch(/--inject-max-rules/);
    const listed = await fetch(`${live.urls.base}/_control/inject`);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { rules: unknown[] }).rules).toHaveLength(2);
    live.clearRules();
    expect((await add(`POST /${'x'.repeat(900)}: 503`)).status).toBe(200);
    const text = await add(`POST /${'y'.repeat(200)}: 503`);
    expect(text.status).toBe(409);
    expect(text.body.error).toMatch(/past their budget of 1 KiB \(--inject-max-kb, injectMaxKb\)/);
    const huge = await add(`POST /${'z'.repeat(1_000_000)}: 503`);
    expect(huge.status).toBe(413);
    expect(huge.body.error).toMatch(/bytes long; one rule may have at most 4 KiB of text$/);
    expect(live.rules()).toHaveLength(1);
    // It goes on answering, the refused rules not in force.
    expect((await post(`${live.urls.scan}/v0/events`, { page_size: 1 })).status).toBe(200);
    live.clearRules();
  });

  it('should throw an InjectRuleError in-process past the budget, and refuse the rules given from the start', async () => {
    live.inject('C: 503');
    live.inject('C: 504');
    expect(() => live.inject('C: 500')).toThrow(InjectRuleError);
    live.clearRules();
    await expect(
      startSimulator({ scenario: 'empty', inject: ['D: 503', 'D: 504', 'D: 500'], injectMaxRules: 2 }),
    ).rejects.toThrow(/^2 fault rules are in force, their budget \(--inject-max-rules, injectMaxRules\)/);
    for (const options of [{ injectMaxRules: 0 }, { injectMaxKb: 1.5 }, { injectHoldMb: -1 }]) {
      await expect(startSimulator({ scenario: 'empty', ...options })).rejects.toThrow(SimulatorOptionError);
    }
  });
});

describe('serve --inject-max-rules, --inject-max-kb and --inject-hold-mb', () => {
  it('should list them in --help with their defaults', async () => {
    const help = (await runMain(['serve', '--help'])).stdout;
    expect(help).toMatch(/--inject-max-rules <n>.*default 256; env TRK_INJECT_MAX_RULES/);
    expect(help).toMatch(/--inject-max-kb <n>.*default 64; env TRK_INJECT_MAX_KB/);
    expect(help).toMatch(/--inject-hold-mb <n>.*default 64; env TRK_INJECT_HOLD_MB/);
  });

  it.each([
    [
      ['--inject', 'D: 503', '--inject', 'C: 503', '--inject-max-rules', '1'],
      /--inject gives 2 rules, more than the 1/,
    ],
    [
      ['--inject', `POST /${'x'.repeat(1100)}: 503`, '--inject-max-kb', '1'],
      /--inject gives rules of 1111 bytes of text, more than the 1 KiB .* \(--inject-max-kb\)/,
    ],
    [['--inject', `POST /${'x'.repeat(5000)}: 503`], /--inject: inject rule .* one rule may have at most 4 KiB/],
    [['--inject-hold-mb', 'lots'], /--inject-hold-mb must be an integer from 0 to 1048576, got "lots"/],
  ])('should exit 2 with one line for %#', async (args, message) => {
    const result = await runMain(['serve', '--scenario', 'empty', ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });
});

describe('the answers that delay and slow rules hold', () => {
  let ledger: Ledger;
  let running: RunningServer;
  let injector: Injector;
  const clients: Socket[] = [];
  /** Bytes of the pages of D asked for below, as the server answers them without a rule. */
  const sizes = new Map<number, number>();
  const HOLD = 3 * 1024 * 1024;

  const events = (size: number): string => rawPost('/api/scan/v0/events', JSON.stringify({ page_size: size }));
  /** A client that asks for a page and keeps what comes back. */
  const ask = (size: number): { readonly socket: Socket; readonly got: () => Buffer } => {
    const socket = connect(running.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', () => {});
    socket.write(events(size));
    clients.push(socket);
    return { socket, got: () => Buffer.concat(chunks) };
  };

  beforeEach(() => injector?.clear());
  beforeAll(async () => {
    ledger = ledgerOf('default');
    injector = new Injector(1);
    running = await listen({ ledger, injector, host: '127.0.0.1', port: 0, holdBytes: HOLD });
    for (const size of [100, 101, 102, 103, 200, 300]) {
      const answer = await post(`http://127.0.0.1:${running.port}/api/scan/v0/events`, { page_size: size });
      sizes.set(size, Buffer.byteLength(answer.text));
    }
  });
  afterAll(async () => {
    for (const c of clients) c.destroy();
    await running.close();
  });

  it('should hold no answer while delays wait: each is made when its wait is over', async () => {
    injector.add('D: delay 10m');
    for (const size of [100, 101, 102, 103]) ask(size);
    await vi.waitFor(() => expect(running.held.answers).toBe(4), { timeout: 20_000 });
    expect(running.held.bytes).toBe(0);
    // Clients that leave (a reset here; one that closes its side has left too: test/journal-http.test.ts).
    for (const c of clients.splice(0)) c.resetAndDestroy();
    await vi.waitFor(() => expect(running.held.answers).toBe(0), { timeout: 20_000 });
    injector.clear();
  });

  it('should hold slow answers and delays made for status= up to the budget, answer 503 past it, and go on', async () => {
    const [a, b] = [sizes.get(200) ?? 0, sizes.get(300) ?? 0];
    expect(a + b).toBeLessThan(HOLD);
    injector.add('D: slow 1 next 1');
    ask(200);
    await vi.waitFor(() => expect(running.held.bytes).toBe(a), { timeout: 20_000 });
    injector.add('D status=200: delay 10m next 1');
    ask(300);
    await vi.waitFor(() => expect(running.held.bytes).toBe(a + b), { timeout: 20_000 });
    // One more page that does not fit is refused, whole, with an ErrorResponse that names the budget.
    const room = HOLD - a - b;
    const over = [...sizes].find(([, bytes]) => bytes > room);
    expect(over).toBeDefined();
    injector.add('D: slow 1 next 1');
    const refused = ask(over?.[0] ?? 0);
    await vi.waitFor(() => expect(answersIn(refused.got())).toHaveLength(1), { timeout: 20_000 });
    const [answer] = answersIn(refused.got());
    expect(answer?.status).toBe(503);
    expect(answer?.headers['retry-after']).toBe('1');
    expect((JSON.parse(answer?.body ?? '{}') as { error: string }).error).toMatch(
      /would take them past the budget of the answers that delay and slow rules hold, 3 MiB \(--inject-hold-mb/,
    );
    expect(running.held.bytes).toBe(a + b);
    // The server goes on: a plain page, and the held ones given back as their clients leave.
    expect((await post(`http://127.0.0.1:${running.port}/api/scan/v0/events`, { page_size: 1 })).status).toBe(200);
    for (const c of clients.splice(0)) c.resetAndDestroy();
    await vi.waitFor(() => expect([running.held.answers, running.held.bytes]).toEqual([0, 0]), { timeout: 20_000 });
  });
});
