import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CaFileError } from '../conformance/config/config.js';
import { endingOf, UsageError } from '../common/errors.js';
import { ProfileError } from '../conformance/history/facts.js';
import { ReportDirError } from '../conformance/report/report.js';
import { SelectionError, UnreachableError } from '../conformance/run/runner.js';
import { TargetError } from '../conformance/client/client.js';
import { main } from '../cli/main.js';
import { ServerError } from '../src/commands/serve.js';
import { processCluster } from '../src/cluster.js';
import { UnknownFaultError } from '../src/faults/index.js';
import { ScenarioFileError } from '../src/scenario-file.js';
import { schemaErrors } from './http-client.js';
import { projectRoot, runCli, runMain, startServe } from './cli-process.js';

const oneLine = (text: string): void => {
  expect(text.trim().split('\n')).toHaveLength(1);
  expect(text).toMatch(/^token-registry-kit: /);
};

describe('token-registry-kit CLI', () => {
  it('should print help for the tool and each command', async () => {
    const main = await runMain(['--help']);
    expect(main.code).toBe(0);
    expect(main.stdout).toMatch(/serve .*\n.*profile/);
    const serve = await runMain(['serve', '--help']);
    expect(serve.stdout).toMatch(/--validator-prefix <path>/);
    expect(serve.stdout).toMatch(/--scan-prefix <path>/);
  });

  it('should print the version of package.json for --version and -v', async () => {
    const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) {
      const result = await runMain([flag]);
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(`${version}\n`);
    }
  });

  it.each([
    [['frobnicate'], /unknown command "frobnicate"/],
    [['serve', '--seed', 'abc'], /--seed must be an integer from 0 to 4294967295, got "abc"/],
    [['serve', '--port', '70000'], /--port must be an integer from 0 to 65535, got "70000"/],
    [['serve', '--bogus'], /Unknown option '--bogus'/],
    [['serve', '--scan-prefix', 'api/'], /--scan-prefix must be empty or a path like \/api\/scan/],
    [['profile', '--scenario', 'no-such'], /scenario "no-such" is neither a bundled scenario/],
    [['serve', '--control'], /--control needs --live/],
    [['serve', '--live', '--speed', '0'], /--speed must be a number above 0 and at most 1000000/],
    [['serve', '--live', '--clock', 'wall'], /unknown value "wall" for --clock; expected real or manual$/m],
    [
      ['serve', '--live', '--clock', 'manul'],
      /^token-registry-kit: unknown value "manul" for --clock \(did you mean "manual"\?\); expected real or manual$/m,
    ],
    [['serve', '--cache-mb', 'lots'], /--cache-mb must be an integer from 0 to 1048576, got "lots"/],
  ])('should exit 2 with one line for %j', async (args, message) => {
    const result = await runMain(args);
    expect(result.code).toBe(2);
    oneLine(result.stderr);
    expect(result.stderr).toMatch(message);
  });

  it('should name the file, the JSON path and the rule of a bad scenario', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trk-'));
    const file = join(dir, 'bad.json');
    const good = {
      name: 'x',
      clock: { start: '2025-01-01T00:00:00Z', meanGapMillis: 1000 },
      migrations: { count: 1 },
      events: 10,
      parties: { count: 5 },
      allocations: {},
    };
    const cases: [unknown, RegExp][] = [
      [{ ...good, parties: { count: -1 } }, /bad\.json: \/parties\/count must be an integer from 0 to 100000, got -1/],
      [{ ...good, colour: 'red' }, /bad\.json: \/colour is not a known field/],
      [{ ...good, clock: { start: '2025-01-01T00:00:00Z' } }, /bad\.json: \/clock\/meanGapMillis is required/],
      [{ ...good, allocations: { active: 20 } }, /bad\.json: \/events must be at least \d+ .*got 10/],
      [
        { ...good, clock: { start: '2025-01-01T00:00:00Z', meanGapMillis: 1000, now: '2025-01-01T00:00:00+0100' } },
        /bad\.json: \/clock\/now must be an RFC 3339 timestamp/,
      ],
    ];
    for (const [data, message] of cases) {
      writeFileSync(file, JSON.stringify(data));
      const result = await runMain(['profile', '--scenario', file]);
      expect(result.code).toBe(2);
      oneLine(result.stderr);
      expect(result.stderr).toMatch(message);
    }
    writeFileSync(file, '{ not json');
    const broken = await runMain(['profile', '--scenario', file]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/bad\.json: not valid JSON/);
  });

  it('should print a profile that fits schemas/profile.json', async () => {
    const result = await runMain(['profile', '--scenario', 'minimal', '--seed', '3']);
    expect(result.code).toBe(0);
    const profile = JSON.parse(result.stdout) as { seed: number; knownAllocationIds: string[] };
    expect(schemaErrors('profile', profile)).toEqual([]);
    expect(profile.seed).toBe(3);
    expect(profile.knownAllocationIds.length).toBeGreaterThan(0);
  });

  it('should take options from the environment', async () => {
    const result = await runMain(['profile'], { TRK_SCENARIO: 'empty' });
    expect(JSON.parse(result.stdout)).toMatchObject({ scenario: 'empty', eventCount: 0, factoryChoiceArguments: null });
  });

  it('should name the environment variable, not the flag, when a bad value came from it', async () => {
    const result = await runMain(['serve'], { TRK_PORT: 'abc' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^token-registry-kit: TRK_PORT must be an integer from 0 to 65535, got "abc"$/m);
  });

  it('should print the three base URLs and the real port when serving on port 0', async () => {
    const serve = await startServe(['--scenario', 'minimal', '--validator-prefix', '/v', '--scan-prefix', '/s']);
    try {
      const out = serve.output();
      const port = /on port (\d+)/.exec(out)?.[1];
      expect(Number(port)).toBeGreaterThan(0);
      expect(out).toContain(`registry:  http://127.0.0.1:${port ?? ''}\n`);
      expect(out).toContain(`validator: http://127.0.0.1:${port ?? ''}/v\n`);
      expect(out).toContain(`scan:      http://127.0.0.1:${port ?? ''}/s\n`);
      await fetch(`${serve.base}/s/v0/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"page_size":1}',
      });
      // The line is written once the server is done with the answer, which may be after the client has it.
      await vi.waitFor(() => expect(serve.output()).toMatch(/Z POST \/s\/v0\/events 200 \d+ B [\d.]+ ms\n/), {
        timeout: 20_000,
      });
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it('should log no request with --quiet, and refuse an empty --host', async () => {
    const serve = await startServe(['--scenario', 'empty', '--quiet']);
    try {
      await fetch(`${serve.base}/api/scan/v0/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"page_size":1}',
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(serve.output()).not.toMatch(/POST \/api\/scan/);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
    const empty = await runMain(['serve', '--host', '']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/^token-registry-kit: --host must be a host name or address/m);
  });

  // In a process of its own: bin.ts must exit at once on a failed start, whatever handles it leaves.
  it('should serve a live ledger with its control API, and say so', async () => {
    const serve = await startServe(['--scenario', 'minimal', '--live', '--clock', 'manual', '--control', '--quiet']);
    try {
      expect(serve.output()).toMatch(/live:\s+manual clock/);
      expect(serve.output()).toContain(`control:   ${serve.base}/_control`);
      const moved = await fetch(`${serve.base}/_control/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"steps": 5}',
      });
      expect(await moved.json()).toMatchObject({ appended: 5, eventCount: 45 });
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it('should exit 1 with one line when the port is taken', async () => {
    const first = await startServe(['--scenario', 'empty']);
    try {
      const port = new URL(first.base).port;
      const second = await runCli(['serve', '--scenario', 'empty', '--port', port]);
      expect(second.code).toBe(1);
      oneLine(second.stderr);
      expect(second.stderr).toMatch(
        /cannot listen on 127\.0\.0\.1:\d+: the port is in use \(EADDRINUSE\); use --port 0/,
      );
    } finally {
      await first.stop();
    }
  });
});

describe('the edges of serve and of the bare command', () => {
  it('should print the usage on stderr and exit 2 with no command, and 0 for --help', async () => {
    const bare = await runMain([]);
    expect(bare.code).toBe(2);
    expect(bare.stdout).toBe('');
    expect(bare.stderr).toMatch(/^Usage: token-registry-kit <command> \[options\]\n/);
    const help = await runMain(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe(bare.stderr);
  });

  it('should say in one line that a --host does not resolve, and which addresses to use (exit 1)', async () => {
    const result = await runMain(['serve', '--scenario', 'empty', '--port', '0', '--host', 'no-such-host.invalid']);
    expect(result.code).toBe(1);
    oneLine(result.stderr);
    expect(result.stderr).toMatch(
      /^token-registry-kit: cannot listen on no-such-host\.invalid:0: the host "no-such-host\.invalid" could not be resolved to an address \((ENOTFOUND|EAI_AGAIN)\); use --host 127\.0\.0\.1 for this machine only, or --host 0\.0\.0\.0 for every interface\n$/,
    );
  });

  it('should say so in the same line when the primary of --workers finds that --host does not resolve', async () => {
    let stderr = '';
    const code = await main(
      ['serve', '--scenario', 'empty', '--workers', '2', '--port', '0', '--host', 'no-such-host.invalid'],
      // The primary probes the address before it forks anything: no worker is started.
      { out: () => undefined, err: (text) => void (stderr += text), tty: false, env: {}, cluster: processCluster() },
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^token-registry-kit: cannot listen on no-such-host\.invalid:0: the host "no-such-host\.invalid" could not be resolved to an address \((ENOTFOUND|EAI_AGAIN)\); use --host 127\.0\.0\.1 for this machine only, or --host 0\.0\.0\.0 for every interface\n$/,
    );
  });

  it('should list the rules in force as the list prints them', async () => {
    const serve = await startServe([
      '--scenario',
      'empty',
      '--quiet',
      '--inject',
      'D: 503 next 2',
      '--inject',
      'c: reset 10%',
    ]);
    try {
      expect(serve.output()).toContain('\n  rule 1:    D: 503 next 2\n  rule 2:    C: reset 10%\n');
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it('should say whether --state was loaded, and how many calls it replayed', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'trk-')), 'state.json');
    const args = ['--scenario', 'minimal', '--quiet', '--live', '--clock', 'manual', '--control', '--state', file];
    const fresh = await startServe(args);
    try {
      // What the line says is so: the state is on disk from the start, before any call or stop.
      expect(fresh.output()).toContain(
        `\n  state:     ${file} (new: written now, and each call on disk before it answers)\n`,
      );
      expect(existsSync(file)).toBe(true);
      const call = (path: string, body: object): Promise<Response> =>
        fetch(`${fresh.base}/_control${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await call('/advance', { steps: 3 });
      await call('/migrations', {});
      await call('/advance', { steps: 2 });
    } finally {
      expect(await fresh.stop()).toBe(0);
    }
    const loaded = await startServe(args);
    try {
      expect(loaded.output()).toContain(`\n  state:     ${file} (loaded: 3 calls replayed)\n`);
    } finally {
      expect(await loaded.stop()).toBe(0);
    }
  });
});

describe('endingOf', () => {
  it('should end on each error of either half with its own name, exit code and one line', () => {
    const cases: [Error, string, number][] = [
      [new UsageError('bad'), 'UsageError', 2],
      [new SelectionError('bad'), 'SelectionError', 2],
      [new ProfileError('bad'), 'ProfileError', 2],
      [new CaFileError('bad'), 'CaFileError', 2],
      [new ReportDirError('bad'), 'ReportDirError', 2],
      [new UnreachableError('bad'), 'UnreachableError', 3],
      [new TargetError('bad', 'http://x'), 'TargetError', 1],
      [new ScenarioFileError('bad'), 'ScenarioFileError', 2],
      [new UnknownFaultError('bad'), 'UnknownFaultError', 2],
      [new ServerError('bad'), 'ServerError', 1],
    ];
    for (const [error, name, exitCode] of cases) {
      expect(error.name).toBe(name);
      expect(String(error)).toBe(`${name}: bad`);
      expect(endingOf(error, 'token-registry-kit')).toEqual({ exitCode, line: 'token-registry-kit: bad\n' });
    }
  });

  it('should end with 1 on an error nobody planned for', () => {
    expect(endingOf(new TypeError('oops'), 'p')).toEqual({ exitCode: 1, line: 'p: oops\n' });
    expect(endingOf('text', 'p')).toEqual({ exitCode: 1, line: 'p: text\n' });
  });
});
