import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadScenario } from '../src/scenario-file.js';
import { startSimulator, type Simulator } from '../src/index.js';
import { runMain, startServe, startServeProcess } from './cli-process.js';
import { servedPages } from './history-walk.js';

const folder = mkdtempSync(join(tmpdir(), 'trk-state-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
const freshFile = (): string => join(folder, `state-${++files}.json`);

/** What two simulators must agree on: every page in both encodings, the state, the present. */
async function served(sim: Simulator): Promise<unknown> {
  const { now } = sim.control.advance(0);
  return [
    await servedPages(sim.urls.scan),
    await servedPages(sim.urls.scan, 'protobuf_json', 37),
    sim.control.state(),
    now,
  ];
}

/** Moves a simulator with some of every kind of call, a revert among them. */
function move(sim: Simulator): void {
  const c = sim.control;
  c.advance(30);
  const snap = c.snapshot();
  const { allocationId } = c.createAllocation();
  c.startReassignment(allocationId);
  c.advance({ millis: 90_000 });
  c.revert(snap);
  c.createAllocation();
  c.startMigration();
  for (let i = 0; i < 20; i++) c.advance({ millis: 25_000 });
  const [party] = c.state().partiesWithEntry;
  c.setNameEntry(party as string, { name: 'saved.unverified.cns' });
}

const manual = (stateFile: string): Parameters<typeof startSimulator>[0] => ({
  scenario: 'minimal',
  live: { clock: 'manual', stateFile },
});

describe('a saved state', () => {
  it('should be written by saveState and load in a new simulator that serves the same bytes', async () => {
    const file = freshFile();
    const first = await startSimulator(manual(file));
    try {
      expect(existsSync(file)).toBe(false);
      move(first);
      const saved = first.control.saveState();
      expect(saved).toMatchObject({ file, eventCount: first.ledger.timeline.total });
      const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      expect(json).toMatchObject({ format: 'token-registry-kit/state', formatVersion: 1, seed: 7 });
      expect(json['scenario']).toMatchObject({ name: 'minimal', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
      // Twenty advances in a row are one entry of the log, and the history is not in the file.
      expect((json['calls'] as unknown[]).length).toBe(saved.calls);
      expect(saved.calls).toBeLessThan(10);
      const second = await startSimulator(manual(file));
      try {
        expect(await served(second)).toEqual(await served(first));
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });

  it('should be written on close, and go on from there', async () => {
    const file = freshFile();
    const first = await startSimulator(manual(file));
    move(first);
    const before = await served(first);
    await first.close();
    expect(existsSync(file)).toBe(true);
    const second = await startSimulator(manual(file));
    try {
      expect(await served(second)).toEqual(before);
      second.control.advance(5);
      second.control.createAllocation();
    } finally {
      await second.close();
    }
    const third = await startSimulator(manual(file));
    try {
      expect(third.ledger.timeline.total).toBe(second.ledger.timeline.total);
    } finally {
      await third.close();
    }
  });

  describe('of something else is refused at the start, saying what differs', () => {
    const saved = freshFile();
    const withFile = async (text: string, options = {}): Promise<unknown> => {
      const file = freshFile();
      writeFileSync(file, text);
      const live = { clock: 'manual' as const, ...(options as { live?: object }).live, stateFile: file };
      return startSimulator({ scenario: 'minimal', ...options, live }).then(
        (sim) => sim.close(),
        (error: unknown) => error,
      );
    };
    const original = async (): Promise<string> => {
      if (!existsSync(saved)) {
        const sim = await startSimulator(manual(saved));
        move(sim);
        await sim.close();
      }
      return readFileSync(saved, 'utf8');
    };
    const edited = async (edit: (state: Record<string, unknown>) => void): Promise<string> => {
      const state = JSON.parse(await original()) as Record<string, unknown>;
      edit(state);
      return JSON.stringify(state);
    };
    const cases: [string, () => Promise<unknown>, RegExp][] = [
      ['another seed', async () => withFile(await original(), { seed: 8 }), /saved with seed 7, and this .* seed 8/],
      [
        'another scenario of the same name',
        async () => withFile(await original(), { scenario: { ...loadScenario('minimal'), events: 41 } }),
        /saved from scenario "minimal" \(sha256 [0-9a-f]{12}\.\.\.\), and this simulator runs scenario "minimal" \(sha256 /,
      ],
      ['a file that is not JSON', async () => withFile((await original()).slice(0, 200)), /is not JSON/],
      ['another format', async () => withFile('{"format":"anvil"}'), /its "format" is "anvil"/],
      [
        'another format version',
        async () => withFile(await edited((s) => (s['formatVersion'] = 2))),
        /has format version 2; this token-registry-kit reads version 1/,
      ],
      [
        'another version of the package',
        async () => withFile(await edited((s) => (s['packageVersion'] = '0.0.1'))),
        /saved by token-registry-kit 0\.0\.1, and this is .*replays the same only in the version that saved it/,
      ],
      [
        'an end its calls do not replay to',
        async () => withFile(await edited((s) => ((s['end'] as { eventCount: number }).eventCount += 1))),
        /its calls replay to \d+ items, migration 2, now \S+, not to the \d+ items/,
      ],
      [
        'more control calls than this simulator keeps',
        async () => withFile(await original(), { live: { clock: 'manual', maxControlItems: 2 } }),
        /its calls do not replay on this ledger: control calls keep at most 2 items/,
      ],
      [
        'calls changed since',
        async () => withFile(await edited((s) => (s['calls'] as unknown[]).pop())),
        /was changed after it was saved/,
      ],
    ];
    for (const [what, start, message] of cases) {
      it(what, async () => {
        const error = (await start()) as Error & { exitCode?: number };
        expect(error).toBeInstanceOf(Error);
        expect(error.name).toBe('SavedStateError');
        expect(error.exitCode).toBe(2);
        expect(error.message).toMatch(/^state file \S+ /);
        expect(error.message).toMatch(message);
        expect(error.message).not.toContain('\n');
      });
    }
  });
});

describe('serve --state', () => {
  const post = (base: string, path: string, body = '{}', type = 'application/json'): Promise<Response> =>
    fetch(`${base}/_control${path}`, { method: 'POST', headers: { 'content-type': type }, body });

  it('should write the file on POST /_control/state and when stopped, and load it on the next start', async () => {
    const file = freshFile();
    const args = ['--scenario', 'minimal', '--live', '--clock', 'manual', '--control', '--quiet', '--state', file];
    const first = await startServe(args);
    let pages: string[];
    try {
      expect((await post(first.base, '/advance', '{"steps":25}')).status).toBe(200);
      const written = await post(first.base, '/state');
      expect(written.status).toBe(200);
      expect(await written.json()).toMatchObject({ file, calls: 1 });
      expect((await post(first.base, '/allocations')).status).toBe(200);
      pages = await servedPages(`${first.base}/api/scan`);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    // Stopped as a signal stops it: the allocation made after the POST is in the file too.
    expect((JSON.parse(readFileSync(file, 'utf8')) as { calls: unknown[] }).calls).toHaveLength(2);
    const second = await startServe(args);
    try {
      expect(await servedPages(`${second.base}/api/scan`)).toEqual(pages);
    } finally {
      expect(await second.stop()).toBe(0);
    }
    const refused = await runMain(['serve', '--port', '0', ...args, '--seed', '9']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^token-registry-kit: state file \S+ was saved with seed 7, and this .* seed 9.*\n$/,
    );
    expect((await runMain(['serve', '--state', file])).stderr).toMatch(/--state needs --live/);
  });

  it('should write the file on SIGTERM, in a process of its own', async () => {
    const file = freshFile();
    const stateful = await startServeProcess([
      '--scenario',
      'minimal',
      '--live',
      '--clock',
      'manual',
      '--control',
      '--state',
      file,
    ]);
    expect((await post(stateful.base, '/advance', '{"steps":3}')).status).toBe(200);
    expect(await stateful.stop('SIGTERM')).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ end: { eventCount: 43 } });
  });
});
