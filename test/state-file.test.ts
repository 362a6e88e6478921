import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadScenario } from '../src/scenario-file.js';
import { startSimulator, type Profile, type Simulator } from '../src/index.js';
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
      // Saved at the start: a fresh state, with no call yet (and its log of calls beside it).
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ calls: [], end: { eventCount: 40 } });
      expect(existsSync(`${file}.log`)).toBe(true);
      move(first);
      const saved = first.control.saveState();
      expect(saved).toMatchObject({ file, eventCount: first.ledger.timeline.total });
      const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      expect(json).toMatchObject({ format: 'token-registry-kit/state', formatVersion: 1, seed: 7 });
      expect(json['scenario']).toMatchObject({ name: 'minimal', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
      // Twenty advances in a row are one entry of the log, and the history is not in the file.
      expect((json['calls'] as unknown[]).length).toBe(saved.calls);
      expect(saved.calls).toBeLessThan(10);
      // A copy: the file itself is the first simulator's while it runs (below, two processes on one file).
      const copy = freshFile();
      copyFileSync(file, copy);
      const second = await startSimulator(manual(copy));
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
      [
        'a file nested 200,000 deep, as its format',
        async () => withFile(`{"format":${'['.repeat(200_000)}${']'.repeat(200_000)}}`),
        /nests arrays and objects more than 16 deep, and a saved state is not as deep/,
      ],
      [
        'a file nested 200,000 deep, as its calls',
        async () => {
          const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
          return withFile((await edited((s) => (s['calls'] = 'deep'))).replace('"deep"', deep));
        },
        /nests arrays and objects more than 16 deep/,
      ],
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

/** What a crash now would leave on disk: the state file and its log of calls, copied to a new name beside them. */
function leftByACrash(file: string): string {
  const copy = freshFile();
  copyFileSync(file, copy);
  if (existsSync(`${file}.log`)) copyFileSync(`${file}.log`, `${copy}.log`);
  return copy;
}

/** Where a simulator stands: what a client of it can tell apart without reading every page. */
const standing = (sim: Simulator): unknown => [sim.ledger.timeline.total, sim.control.advance(0), sim.control.state()];

/** A simulator started from the files of `file` that logs its notes, and the notes. */
async function restarted(file: string): Promise<{ sim: Simulator; notes: string[] }> {
  const notes: string[] = [];
  const sim = await startSimulator({ ...manual(file), log: (line) => notes.push(line) });
  return { sim, notes };
}

describe('what is durable', () => {
  it('should have every call on disk before it returns: what a crash after it leaves loads as the ledger stood', async () => {
    const file = freshFile();
    const sim = await startSimulator(manual(file));
    try {
      const c = sim.control;
      const party = c.state().partiesWithoutEntry[0] as string;
      const calls: (() => unknown)[] = [
        () => c.advance(7),
        () => c.createAllocation(),
        () => c.advance({ millis: 120_000 }),
        () => c.snapshot(),
        () => c.startMigration(),
        () => c.setNameEntry(party, { name: 'durable.unverified.cns' }),
        () => c.revert('1'),
        () => c.createAllocation(),
        () => c.reset(),
        () => c.advance(3),
      ];
      for (const [i, call] of calls.entries()) {
        call();
        const copy = leftByACrash(file);
        const { sim: after, notes } = await restarted(copy);
        try {
          expect(standing(after), `after call ${i}`).toEqual(standing(sim));
          expect(notes.join('\n')).not.toMatch(/cut short/);
        } finally {
          await after.close();
        }
      }
      // Pages too, byte for byte, at the end.
      const { sim: last } = await restarted(leftByACrash(file));
      try {
        expect(await served(last)).toEqual(await served(sim));
      } finally {
        await last.close();
      }
    } finally {
      await sim.close();
    }
  });

  it("should drop a log's torn last record with a note, and refuse one damaged before its end", async () => {
    const file = freshFile();
    const sim = await startSimulator(manual(file));
    let kept: unknown;
    try {
      sim.control.createAllocation();
      sim.control.advance(5);
      kept = standing(sim);
      sim.control.createAllocation();
    } finally {
      // Not closed yet: closing would save the whole state and empty the log.
      const torn = leftByACrash(file);
      const lines = readFileSync(`${torn}.log`, 'utf8').split('\n');
      // The process stopped while it wrote the last record: half of it, no newline.
      const last = lines.at(-2) as string;
      writeFileSync(`${torn}.log`, `${lines.slice(0, -2).join('\n')}\n${last.slice(0, last.length >> 1)}`);
      const { sim: after, notes } = await restarted(torn);
      try {
        expect(standing(after)).toEqual(kept);
        expect(notes.join('\n')).toMatch(/its last record was cut short .*: dropped/);
      } finally {
        await after.close();
      }
      // Or bytes the file system never wrote, zeros, as its last line.
      const zeroed = leftByACrash(file);
      writeFileSync(`${zeroed}.log`, `${lines.slice(0, -2).join('\n')}\n${'\u0000'.repeat(40)}\n`);
      const { sim: again, notes: noted } = await restarted(zeroed);
      try {
        expect(standing(again)).toEqual(kept);
        expect(noted.join('\n')).toMatch(/its last record was cut short/);
      } finally {
        await again.close();
      }
      const damaged = leftByACrash(file);
      const text = readFileSync(`${damaged}.log`, 'utf8').split('\n');
      text[1] = '{"call":"createAllocation","args":[';
      writeFileSync(`${damaged}.log`, text.join('\n'));
      const error = (await startSimulator(manual(damaged)).catch((e: unknown) => e)) as Error;
      expect(error.name).toBe('SavedStateError');
      expect(error.message).toMatch(/^state file \S+: its log of calls \S+\.log is damaged at line 2: it is not JSON/);
      await sim.close();
    }
  });

  it('should not read a log of calls that goes on from another state (a crash between the two renames of a save)', async () => {
    const file = freshFile();
    const sim = await startSimulator(manual(file));
    try {
      sim.control.createAllocation();
      const old = readFileSync(`${file}.log`, 'utf8');
      expect(old.split('\n')).toHaveLength(3);
      sim.control.saveState();
      const copy = leftByACrash(file);
      writeFileSync(`${copy}.log`, old);
      const { sim: after, notes } = await restarted(copy);
      try {
        expect(standing(after)).toEqual(standing(sim));
        expect(notes).toEqual([]);
      } finally {
        await after.close();
      }
    } finally {
      await sim.close();
    }
  });
});

describe('one state file, one process', () => {
  it('should refuse a second simulator on it while the first runs, and take it once the first has closed', async () => {
    const file = freshFile();
    const first = await startSimulator(manual(file));
    let closed = false;
    try {
      const error = (await startSimulator(manual(file)).catch((e: unknown) => e)) as Error & { exitCode: number };
      expect(error.name).toBe('SavedStateError');
      expect(error.exitCode).toBe(2);
      expect(error.message).toBe(
        `state file ${file} is in use by process ${process.pid} (${file}.lock): one process at a time keeps a state; stop that one, or remove ${file}.lock if it is gone`,
      );
      first.control.createAllocation();
      await first.close();
      closed = true;
      expect(existsSync(`${file}.lock`)).toBe(false);
      const second = await startSimulator(manual(file));
      expect(second.control.state().eventCount).toBe(41);
      await second.close();
    } finally {
      if (!closed) await first.close();
    }
  });

  it('should take over the lock of a process that is gone, and respect one of another host', async () => {
    const file = freshFile();
    // No process has this id: the largest a Linux pid can be is 4,194,304.
    writeFileSync(`${file}.lock`, `99999999 ${hostname()}\n`);
    const sim = await startSimulator(manual(file));
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
    await sim.close();
    writeFileSync(`${file}.lock`, `4242 elsewhere.example\n`);
    const error = (await startSimulator(manual(file)).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/is in use by process 4242 on host elsewhere\.example/);
  });
});

describe('how a state file is written', () => {
  it('should refuse at the start a state file in a folder that is not there', async () => {
    const file = join(folder, 'missing', 'state.json');
    const error = (await startSimulator(manual(file)).catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('SavedStateError');
    expect(error.message).toBe(`state file ${file} cannot be written: no folder ${join(folder, 'missing')}`);
  });

  it('should follow a symbolic link to its target, leaving the link a link', async () => {
    const target = freshFile();
    const link = freshFile();
    symlinkSync(target, link);
    const sim = await startSimulator(manual(link));
    sim.control.createAllocation();
    await sim.close();
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(target, 'utf8'))).toMatchObject({ calls: [{ call: 'createAllocation' }] });
    // The log and the lock go beside the target, whichever link names it.
    expect(existsSync(`${target}.log`)).toBe(true);
    expect(existsSync(`${link}.log`)).toBe(false);
  });

  it("should write through a temporary file of its own, never one planted at a name it would use, with the target's mode", async () => {
    const file = freshFile();
    const victim = freshFile();
    writeFileSync(victim, 'precious\n');
    // The names a predictable writer would use, each a link to a file the state must never be written to.
    for (const name of [`${file}.${process.pid}.tmp`, `${file}.tmp`]) symlinkSync(victim, name);
    const sim = await startSimulator(manual(file));
    chmodSync(file, 0o600);
    sim.control.createAllocation();
    sim.control.saveState();
    await sim.close();
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Its log of calls holds the same calls: it is no more readable than the state.
    expect(statSync(`${file}.log`).mode & 0o777).toBe(0o600);
    // No temporary file is left behind.
    expect(readdirSync(folder).filter((name) => name.startsWith(`.${basename(file)}.`))).toEqual([]);
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

  it('should keep every call it answered through a SIGKILL, and serve the pages of a process that made them and lived', async () => {
    const file = freshFile();
    const args = ['--scenario', 'minimal', '--live', '--clock', 'manual', '--control', '--quiet', '--state', file];
    const killed = await startServeProcess(args);
    const reference = await startSimulator({ scenario: 'minimal', live: { clock: 'manual' }, control: true });
    // Every kind of call that changes the ledger, a snapshot and a revert among them (a revert saves the whole).
    const party = reference.control.state().partiesWithoutEntry[0] as string;
    const calls: [string, string][] = [
      ['/advance', '{"steps":25}'],
      ['/allocations', '{}'],
      ['/snapshots', '{}'],
      ['/advance', '{"millis":90000}'],
      ['/migrations', '{}'],
      ['/snapshots/1/revert', '{}'],
      ['/allocations', '{}'],
      [`/name-entries/${encodeURIComponent(party)}`, '{"name":"killed.unverified.cns"}'],
      ['/advance', '{"millis":250000}'],
      ['/allocations', '{}'],
    ];
    try {
      for (const [path, body] of calls) {
        expect((await post(killed.base, path, body)).status, path).toBe(200);
        expect((await post(reference.urls.base, path, body)).status, path).toBe(200);
      }
    } finally {
      // No signal handler runs, and nothing is saved at the end: what is on disk is what each call wrote.
      expect(await killed.stop('SIGKILL')).toBe(null);
    }
    const restarted = await startServe(args);
    try {
      for (const encoding of ['compact_json', 'protobuf_json']) {
        expect(await servedPages(`${restarted.base}/api/scan`, encoding)).toEqual(
          await servedPages(reference.urls.scan, encoding),
        );
      }
      const state = await fetch(`${restarted.base}/_control/state`);
      expect(await state.json()).toEqual(reference.control.state());
    } finally {
      expect(await restarted.stop()).toBe(0);
      await reference.close();
    }
    // Killed while calls are in flight: each one answered is there, whichever of the others got in.
    const flooded = await startServeProcess(args);
    const answered: string[] = [];
    const client = async (): Promise<void> => {
      for (;;) {
        const res = await post(flooded.base, '/allocations').catch(() => null);
        if (res?.status !== 200) return;
        answered.push(((await res.json()) as { allocationId: string }).allocationId);
      }
    };
    const clients = Array.from({ length: 4 }, client);
    await vi.waitUntil(() => answered.length >= 40, { timeout: 30_000, interval: 5 });
    await flooded.stop('SIGKILL');
    await Promise.all(clients);
    const after = await startServe(args);
    try {
      const known = new Set(
        ((await (await fetch(`${after.base}/_control/state`)).json()) as Profile).knownAllocationIds,
      );
      expect(answered.filter((id) => !known.has(id))).toEqual([]);
    } finally {
      expect(await after.stop()).toBe(0);
    }
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
