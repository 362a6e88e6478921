import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PortInUseError,
  SimulatorError,
  SimulatorOptionError,
  startSimulator,
  type Simulator,
} from 'token-registry-kit';
import { runMain, startServe } from './cli-process.js';

/** The cursor a buggy indexer sends: beside `after` instead of inside it. */
const misplaced = '{"page_size":10,"after_migration_id":0,"after_record_time":"2020-01-01T00:00:00Z"}';

const postEvents = (base: string, body: string): Promise<Response> =>
  fetch(`${base}/api/scan/v0/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

const oneLine = (text: string): void => {
  expect(text.trim().split('\n')).toHaveLength(1);
  expect(text).toMatch(/^token-registry-kit: /);
};

describe('the command line names what it does not know, and what was meant', () => {
  it.each([
    [
      ['serve', '--scenaro', 'minimal'],
      "Unknown option '--scenaro' (did you mean --scenario?); see token-registry-kit serve --help",
    ],
    [['profile', '--sed', '3'], "Unknown option '--sed' (did you mean --seed?); see token-registry-kit profile --help"],
    [
      ['check', '--exclude-check', 'd-order'],
      "Unknown option '--exclude-check' (did you mean --exclude-checks?); see token-registry-kit check --help",
    ],
    [['serve', '--frobnicate'], "Unknown option '--frobnicate'; see token-registry-kit serve --help"],
    [
      ['serv'],
      'unknown command "serv" (did you mean "serve"?); expected serve, profile or check (see token-registry-kit --help)',
    ],
    [['frobnicate'], 'unknown command "frobnicate"; expected serve, profile or check (see token-registry-kit --help)'],
  ])('%j: exit 2 and one line', async (args, line) => {
    const result = await runMain(args);
    expect(result.code).toBe(2);
    oneLine(result.stderr);
    expect(result.stderr).toBe(`token-registry-kit: ${line}\n`);
  });

  it.each([
    [
      ['profile', '--scenario', 'minmal'],
      /^scenario "minmal" is neither a bundled scenario \(.*\) nor an existing file \(did you mean "minimal"\?\)$/,
    ],
    [
      ['profile', '--scenario', 'nothing-like-it'],
      /^scenario "nothing-like-it" is neither a bundled scenario \(default, empty, large, minimal\) nor an existing file$/,
    ],
    [['serve', '--fault', 'd-ordr'], /^unknown fault "d-ordr" \(did you mean "d-order"\?\); known faults: /],
    [['serve', '--fault', 'zzzz'], /^unknown fault "zzzz"; known faults: /],
    [
      ['check', '--base-url', 'http://127.0.0.1:9', '--checks', 'd-ordr'],
      /^unknown check id "d-ordr" \(did you mean "d-order"\?\); see --list$/,
    ],
    [
      ['check', '--base-url', 'http://127.0.0.1:9', '--exclude-checks', 'd-walk,d-wlak'],
      /^unknown check id "d-wlak" \(did you mean "d-walk"\?\)/,
    ],
    [
      ['check', '--base-url', 'http://127.0.0.1:9', '--checks', 'no-such-check'],
      /^unknown check id "no-such-check"; see --list$/,
    ],
  ])('%j: exit 2 naming the one meant, if any', async (args, message) => {
    const result = await runMain(args);
    expect(result.code).toBe(2);
    oneLine(result.stderr);
    expect(result.stderr.slice('token-registry-kit: '.length).trim()).toMatch(message);
  });
});

describe('options of a live ledger without --live', () => {
  it.each([
    [['serve', '--clock', 'manual'], {}, '--clock needs --live; add --live or leave --clock out'],
    [['serve', '--speed', '10'], {}, '--speed needs --live; add --live or leave --speed out'],
    [
      ['serve', '--control-max-items', '5'],
      {},
      '--control-max-items needs --live; add --live or leave --control-max-items out',
    ],
    [['serve'], { TRK_CLOCK: 'manual' }, 'TRK_CLOCK needs --live; add --live or leave TRK_CLOCK out'],
    [
      ['serve', '--live', '--control-origin', 'http://localhost:3000'],
      {},
      '--control-origin needs --control; add --control or leave --control-origin out',
    ],
    [['serve', '--control'], {}, '--control needs --live: the control API moves a live ledger'],
  ])('%j %j: exit 2 and one line', async (args, env, line) => {
    const result = await runMain(args, env);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`token-registry-kit: ${line}\n`);
  });

  it('should refuse an unknown key of the in-process options, at the top and inside live, auth and limits', async () => {
    const cases: [object, string][] = [
      [{ scenaro: 'minimal' }, 'unknown option "scenaro" (did you mean "scenario"?)'],
      [{ live: { clok: 'manual' } }, 'unknown option "live.clok" (did you mean "live.clock"?)'],
      [{ auth: { token: ['x'] } }, 'unknown option "auth.token" (did you mean "auth.tokens"?)'],
      [
        { limits: { maxConnection: 2 } },
        'unknown option "limits.maxConnection" (did you mean "limits.maxConnections"?)',
      ],
    ];
    for (const [options, message] of cases) {
      const error = await startSimulator(options as never).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SimulatorOptionError);
      expect((error as Error).message).toBe(message);
    }
  });
});

describe('a port in use', () => {
  let taken: Simulator;
  beforeAll(async () => {
    taken = await startSimulator({ scenario: 'empty' });
  });
  afterAll(() => taken.close());

  it('should reject in-process with a SimulatorError that says port: 0', async () => {
    const error = await startSimulator({ scenario: 'empty', port: taken.port }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PortInUseError);
    expect(error).toBeInstanceOf(SimulatorError);
    expect(error).toMatchObject({ name: 'PortInUseError', exitCode: 1, port: taken.port, host: '127.0.0.1' });
    expect((error as Error).message).toBe(
      `cannot listen on 127.0.0.1:${taken.port}: the port is in use (EADDRINUSE); start with port: 0 for a free one, or another port`,
    );
  });

  it('should exit 1 on the command line with one line that says --port 0', async () => {
    const result = await runMain(['serve', '--scenario', 'empty', '--page-threads', '0', '--port', String(taken.port)]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `token-registry-kit: cannot listen on 127.0.0.1:${taken.port}: the port is in use (EADDRINUSE); use --port 0 for a free one, or another --port\n`,
    );
  });
});

describe('start-up lines', () => {
  it('should list each operation with its method and whole URL, and the control API when on', async () => {
    const serve = await startServe(['--scenario', 'minimal', '--quiet', '--live', '--clock', 'manual', '--control']);
    try {
      const base = serve.base;
      expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const port = new URL(base).port;
      // The first lines as printed; the simulator's own endpoints follow, in any order.
      expect(serve.output().split('\n').slice(0, 8)).toEqual([
        `token-registry-kit: serving scenario "minimal" (seed 7, 40 events) on port ${port}`,
        `  registry:  ${base}`,
        `  validator: ${base}/api/validator`,
        `  scan:      ${base}/api/scan`,
        `  A  POST ${base}/registry/allocations/v1/{allocationId}/choice-contexts/withdraw`,
        `  B  POST ${base}/registry/allocation-instruction/v1/allocation-factory`,
        `  C  GET  ${base}/api/validator/v0/scan-proxy/ans-entries/by-party/{party}`,
        `  D  POST ${base}/api/scan/v0/events`,
      ]);
      expect(serve.output()).toContain(`\n  live:      manual clock\n`);
      expect(serve.output()).toContain(`\n  control:   ${base}/_control\n`);
      expect((await postEvents(base, '{"page_size":1}')).status).toBe(200);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it('should print reachable addresses, never 0.0.0.0, when listening on every interface', async () => {
    const serve = await startServe(['--scenario', 'empty', '--quiet', '--host', '0.0.0.0']);
    try {
      const out = serve.output();
      expect(out).not.toMatch(/http:\/\/0\.0\.0\.0/);
      expect(serve.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(out).toContain(`  D  POST ${serve.base}/api/scan/v0/events\n`);
      expect(out).toMatch(
        /^ {2}network: {3}(http:\/\/\d+\.\d+\.\d+\.\d+:\d+ \(every interface, 0\.0\.0\.0|every interface \(0\.0\.0\.0\))/m,
      );
      // The browser view is off on every interface unless asked for: the lines say so, and how to turn it on.
      expect(out).toContain('\n  ui:        off on --host 0.0.0.0, which is not loopback; --ui serves it at /_ui\n');
      expect((await postEvents(serve.base, '{"page_size":1}')).status).toBe(200);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
    const sim = await startSimulator({ scenario: 'empty', host: '0.0.0.0' });
    try {
      expect(Object.values(sim.urls).every((url) => url.startsWith(`http://127.0.0.1:${sim.port}`))).toBe(true);
    } finally {
      await sim.close();
    }
  });
});

describe('unknown fields over HTTP', () => {
  it('should log a warning naming the operation and the field, and answer as before', async () => {
    const serve = await startServe(['--scenario', 'minimal']);
    try {
      const answer = await postEvents(serve.base, misplaced);
      expect(answer.status).toBe(200);
      const plain = await (await postEvents(serve.base, '{"page_size":10}')).text();
      expect(await answer.text()).toBe(plain);
      // A warning is logged before its answer is written: no wait.
      expect(serve.output()).toMatch(/^\S+Z warning D: after_migration_id belongs inside "after"$/m);
      expect(serve.output()).toMatch(/^\S+Z warning D: after_record_time belongs inside "after"$/m);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it('should answer 400 with --strict-requests, and pass warnings to an in-process log', async () => {
    const serve = await startServe(['--scenario', 'minimal', '--quiet', '--strict-requests']);
    try {
      const answer = await postEvents(serve.base, '{"pagesize":10}');
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: 'unknown field "pagesize" (did you mean "page_size"?)' });
    } finally {
      expect(await serve.stop()).toBe(0);
    }
    const lines: string[] = [];
    const sim = await startSimulator({ scenario: 'minimal', log: (line) => lines.push(line) });
    try {
      expect((await postEvents(sim.urls.base, '{"pagesize":10}')).status).toBe(400);
      expect(lines).toContainEqual(
        expect.stringMatching(/Z warning D: unknown field "pagesize" \(did you mean "page_size"\?\)$/),
      );
    } finally {
      await sim.close();
    }
  });
});
