import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Output } from '../common/program.js';
import { checkCommand } from '../conformance/cli.js';
import { defaultKitConfig, type KitConfig } from '../conformance/config/config.js';
import { runKit, type KitEvent } from '../conformance/kit.js';
import { replayCommand } from '../conformance/run/runner.js';
import { startSimulator, type Simulator } from '../src/index.js';

const targetOf = (sim: Simulator) => ({
  registry: sim.urls.registry,
  validator: sim.urls.validator,
  scan: sim.urls.scan,
});
const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/** Runs `check` in-process, as the command line does, and keeps what it prints. */
async function check(
  args: Record<string, string | boolean>,
  options: { env?: NodeJS.ProcessEnv; tty?: boolean } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: Output = {
    out: (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    tty: options.tty ?? false,
  };
  const code = await checkCommand(args, options.env ?? {}, io);
  return { code, stdout, stderr };
}

/** A loopback port that nothing listens on: bound once, then closed. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('check --fail-on-skip', () => {
  let sim: Simulator;
  let empty: Simulator;
  beforeAll(async () => {
    [sim, empty] = await Promise.all([startSimulator({ scenario: 'minimal' }), startSimulator({ scenario: 'empty' })]);
  });
  afterAll(async () => {
    await Promise.all([sim.close(), empty.close()]);
  });

  const onlyScan = (sim: Simulator): Record<string, string> => ({
    'scan-url': sim.urls.scan,
    checks: 'a-unknown-allocation,c-unknown-party,d-order',
    runs: '3',
    seed: '1',
  });

  it('should exit 1 when a URL group is missing, and list what did not run and why after the table', async () => {
    const result = await check({ ...onlyScan(sim), 'fail-on-skip': true });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^d-order\s+D\s+passed\s+\d+\s+\d+\s+D 200x\d+/m);
    expect(result.stdout).toMatch(
      /^not run:\n {2}a-unknown-allocation {2}no --registry-url given\n {2}c-unknown-party {7}no --validator-url given$/m,
    );
    expect(result.stdout).toMatch(
      /1 passed, 0 failed, 0 inconclusive, 2 skipped, 0 errors .* \(--fail-on-skip: a skipped check fails/,
    );
    expect(result.stdout).toMatch(/^facts: discovery read the whole history, 40 items \(/m);
  });

  it('should take TRK_FAIL_ON_SKIP from the environment, and exit 0 for the same run without it', async () => {
    expect((await check(onlyScan(sim), { env: { TRK_FAIL_ON_SKIP: '1' } })).code).toBe(1);
    const lenient = await check(onlyScan(sim));
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toMatch(/^not run:$/m);
    await expect(check(onlyScan(sim), { env: { TRK_FAIL_ON_SKIP: 'maybe' } })).rejects.toThrow(
      /unknown value "maybe" for TRK_FAIL_ON_SKIP; expected 1, true, yes, 0, false or no/,
    );
  });

  it('should exit 1 for a check skipped for lack of facts, saying where discovery looked', async () => {
    const result = await check({ 'base-url': empty.urls.base, checks: 'a-known-allocation', 'fail-on-skip': true });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^ {2}a-known-allocation {2}no live allocation id known: none found in the whole history \(give --profile\)$/m,
    );
  });
});

describe('check --wait-for-target', () => {
  it('should retry the first contact until the target answers, then run', async () => {
    const port = await freePort();
    let sim: Simulator | undefined;
    // The target starts once the kit has been turned away (a reset), whatever the machine's speed: the first
    // contact meets it absent, then present.
    const late = new Promise<void>((resolve) => {
      let turnedAway = false;
      const door = createServer((socket) => {
        socket.resetAndDestroy();
        if (turnedAway) return;
        turnedAway = true;
        door.close(
          () =>
            void startSimulator({ scenario: 'minimal', port }).then((started) => {
              sim = started;
              resolve();
            }),
        );
      });
      door.listen(port, '127.0.0.1');
    });
    try {
      const result = await check({
        'base-url': `http://127.0.0.1:${port}`,
        'wait-for-target': '30',
        checks: 'd-order',
        runs: '3',
      });
      await late;
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/waiting for the scan URL http:\/\/127\.0\.0\.1:\d+\/api\/scan \(\d+ s of 30 s\)/);
      expect(result.stdout).toMatch(/^d-order\s+D\s+passed\s+\d+\s+\d+\s+D 200x\d+/m);
    } finally {
      await late;
      await sim?.close();
    }
  });

  it('should exit 3 once the time is up', async () => {
    const port = await freePort();
    const started = performance.now();
    const result = await check({ 'base-url': `http://127.0.0.1:${port}`, 'wait-for-target': '1' });
    expect(result.code).toBe(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    expect(result.stderr).toMatch(/the scan URL .* is unreachable: .*ECONNREFUSED \(waited 1 s\)$/m);
  });

  it('should refuse a wait that is not a number of seconds', async () => {
    await expect(check({ 'base-url': 'http://127.0.0.1:9', 'wait-for-target': 'soon' })).rejects.toThrow(
      /--wait-for-target must be an integer from 0 to 86400, got "soon"/,
    );
  });
});

describe('progress while discovering', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ scenario: 'default' });
  });
  afterAll(async () => {
    await sim.close();
  });

  it('should print a few progress lines off a terminal, and say how far back it read', async () => {
    const result = await check({ 'base-url': sim.urls.base, checks: 'a-known-allocation', runs: '2' });
    expect(result.code).toBe(0);
    expect(result.stderr.split('\n')[0]).toBe(
      "token-registry-kit: mapping the history (each migration's first and last item, items across it)",
    );
    const lines = result.stderr.split('\n').filter((l) => l.includes('discovering facts'));
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) expect(line).toMatch(/requests, \d+ pages, [\d,]+ events; found \d+ live allocations/);
    expect(result.stderr).toMatch(/^ {2}note: discovery read the whole history, 5,400 items \(\d+ pages/m);
    expect(result.stderr).not.toContain('\r');
  });

  it('should rewrite one line on a terminal', async () => {
    const result = await check({ 'base-url': sim.urls.base, checks: 'a-known-allocation', runs: '2' }, { tty: true });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('\r\u001b[2Ktoken-registry-kit: discovering facts');
    expect(result.stderr.split('\n').filter((l) => l.includes('discovering facts') && !l.includes('\r'))).toEqual([]);
  });
});

describe('runKit, the in-process API', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ scenario: 'minimal' });
  });
  afterAll(async () => {
    await sim.close();
  });

  it('should print nothing, report progress to onProgress and return both reports with the run metadata', async () => {
    const events: KitEvent['kind'][] = [];
    const out = vi.spyOn(process.stdout, 'write');
    const err = vi.spyOn(process.stderr, 'write');
    const before = Date.now();
    let run;
    try {
      run = await runKit({
        target: targetOf(sim),
        checks: ['d-order', 'a-known-allocation'],
        runs: 2,
        seed: 9,
        dialect: 'splice',
        onProgress: (event) => void events.push(event.kind),
      });
      expect(out).not.toHaveBeenCalled();
      expect(err).not.toHaveBeenCalled();
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    expect(new Set(events)).toEqual(new Set(['discovery', 'facts', 'check', 'result']));
    // What runKit gives back is plain JSON, as a caller that stores or sends it expects.
    expect(JSON.parse(JSON.stringify(run))).toMatchObject({ exitCode: 0, map: { complete: true } });
    expect(run.exitCode).toBe(0);
    const started = Date.parse(run.startedAt);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(started).toBeLessThanOrEqual(Date.now());
    expect(run.report).toMatchObject({
      kit: { name: 'token-registry-kit', version },
      startedAt: run.startedAt,
      target: targetOf(sim),
      dialect: 'splice',
      seed: 9,
      exitCode: 0,
      summary: { passed: 2, failed: 0, inconclusive: 0, skipped: 0, error: 0 },
      facts: { source: 'discovery', found: { knownAllocations: 3, reassigningAllocations: 1 } },
    });
    expect(run.report.facts.reach?.wholeHistory).toBe(true);
    for (const property of [
      `<property name="kit.version" value="${version}"/>`,
      `<property name="startedAt" value="${run.startedAt}"/>`,
      `<property name="target.scan" value="${sim.urls.scan}"/>`,
      '<property name="dialect" value="splice"/>',
      '<property name="seed" value="9"/>',
    ])
      expect(run.junit).toContain(property);
    expect(run.junit).toContain(`timestamp="${run.startedAt}"`);
  });

  it('should write the same reports from check, and count skips as failures in JUnit with --fail-on-skip', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trk-field-'));
    const result = await check({
      'scan-url': sim.urls.scan,
      checks: 'd-order,c-known-entry',
      runs: '2',
      seed: '4',
      'fail-on-skip': true,
      report: 'junit,json',
      'report-dir': dir,
    });
    expect(result.code).toBe(1);
    const json = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as Record<string, unknown>;
    expect(json).toMatchObject({
      kit: { version },
      target: { scan: sim.urls.scan },
      dialect: 'spec',
      seed: 4,
      failOnSkip: true,
      exitCode: 1,
      notRun: [{ id: 'c-known-entry', verdict: 'skipped', reason: 'no --validator-url given' }],
    });
    const junit = readFileSync(join(dir, 'conformance.junit.xml'), 'utf8');
    expect(junit).toMatch(/tests="2" failures="1" errors="0" skipped="0"/);
    // What fails the run is a <failure> a JUnit viewer shows red, never a <skipped/>; the gate's settings are there.
    expect(junit).toMatch(
      /<testcase [^>]*name="c-known-entry: [^"]*"[^>]*>\n {4}<failure message="skipped \(--fail-on-skip\): no --validator-url given" type="skipped"\/>\n {2}<\/testcase>/,
    );
    expect(junit).not.toContain('<skipped');
    expect(junit).toContain('<property name="failOnSkip" value="true"/>');
    expect(junit).toContain('<property name="exitCode" value="1"/>');
  });
});

describe('replayCommand', () => {
  const config: KitConfig = {
    ...defaultKitConfig,
    target: { registry: 'https://registry.example.com', scan: 'https://scan.example.com/api/scan' },
    headers: { authorization: 'Bearer secret' },
    seed: 12,
    rateLimit: 20,
  };

  it('should keep every option that changes what is sent or generated, with header values masked', () => {
    const command = replayCommand(
      { ...config, profilePath: 'my profile.json', dialect: 'splice', timeoutMs: 2500, rateLimit: 5, runs: 7 },
      'd-order',
      '3:1',
    );
    expect(command).toBe(
      "npx token-registry-kit check --registry-url https://registry.example.com --scan-url https://scan.example.com/api/scan --profile 'my profile.json' --dialect splice --timeout 2500 --rate-limit 5 --runs 7 -H 'authorization: ***' --checks d-order --seed 12 --path 3:1",
    );
    expect(command).not.toContain('secret');
  });

  it("should leave out options at the command line's defaults, and name discovery bounds without a profile", () => {
    expect(replayCommand(config, 'd-order', '0')).toBe(
      "npx token-registry-kit check --registry-url https://registry.example.com --scan-url https://scan.example.com/api/scan -H 'authorization: ***' --checks d-order --seed 12 --path 0",
    );
    expect(replayCommand({ ...config, discoveryPages: 10, rateLimit: 0 }, 'd-order', '0')).toContain(
      '--discovery-pages 10 --rate-limit 0 ',
    );
  });
});
