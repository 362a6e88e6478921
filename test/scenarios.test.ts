import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scenarioDir } from '../src/scenario-file.js';
import { schemaDir, schemaProblems } from '../common/schemas/registry.js';
import { schemaErrors } from './http-client.js';
import { ledgerOf } from '../src/scenario-file.js';
import { profileOf } from '../src/operations/profile.js';
import { eventHistory } from '../src/operations/event-history.js';

describe('schemas', () => {
  it('should name a schema that breaks the meta-schema or does not compile, and the file of each', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trk-schemas-'));
    try {
      const file = (name: string, schema: object): void =>
        writeFileSync(join(dir, `${name}.json`), JSON.stringify({ $id: `${name}.json`, ...schema }));
      file('fine', { type: 'string', minLength: 1 });
      file('bad-type', { type: 'strng' });
      file('misspelt', { type: 'string', minLenght: 3 });
      const problems = schemaProblems(pathToFileURL(`${dir}/`));
      expect([...new Set(problems.map((p) => p.split(':')[0]))].sort()).toEqual(['bad-type.json', 'misspelt.json']);
      expect(problems).toContain(
        'bad-type.json: data/type must be equal to one of the allowed values, data/type must be array, data/type must match a schema in anyOf',
      );
      expect(problems.find((p) => p.startsWith('misspelt.json'))).toMatch(/unknown keyword: "minLenght"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should all fit the JSON Schema meta-schema and compile, each with its file name as $id', () => {
    expect(schemaProblems()).toEqual([]);
    for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.json'))) {
      expect((JSON.parse(readFileSync(new URL(file, schemaDir), 'utf8')) as { $id: string }).$id).toBe(file);
    }
  });
});

describe('bundled scenarios', () => {
  const files = readdirSync(scenarioDir).filter((f) => f.endsWith('.json'));

  it('should include default, empty, minimal and large', () => {
    expect(files.sort()).toEqual(['default.json', 'empty.json', 'large.json', 'minimal.json']);
  });

  it.each(files)('%s should fit schemas/scenario.json and be named after its file', (file) => {
    const data = JSON.parse(readFileSync(`${scenarioDir}${file}`, 'utf8')) as { name: string };
    expect(schemaErrors('scenario', data)).toEqual([]);
    expect(data.name).toBe(file.replace(/\.json$/, ''));
  });

  it('should give the empty scenario no events, no entries and no allocations', () => {
    const profile = profileOf(ledgerOf('empty'));
    expect(profile).toMatchObject({
      eventCount: 0,
      partiesWithEntry: [],
      knownAllocationIds: [],
      factoryChoiceArguments: null,
    });
  });

  it('should give the minimal scenario one allocation of each kind', () => {
    const profile = profileOf(ledgerOf('minimal'));
    expect(profile.reassigningAllocationIds).toHaveLength(1);
    expect(profile.withdrawnAllocationIds).toHaveLength(1);
    expect(profile.partiesWithEntry.length).toBeGreaterThan(0);
    expect(profile.partiesWithoutEntry.length).toBeGreaterThan(0);
  });

  it('should serve background traffic between app providers when a scenario has no parties', () => {
    const ledger = ledgerOf({
      name: 'no-parties',
      clock: { start: '2025-01-01T00:00:00Z', meanGapMillis: 1000 },
      migrations: { count: 1 },
      events: 30,
      parties: { count: 0 },
      allocations: {},
    });
    const reply = eventHistory(ledger, { page_size: 30 });
    expect(reply.status).toBe(200);
    expect((reply.body as { events: unknown[] }).events).toHaveLength(30);
  });

  it('should refuse an out-of-range seed in-process', () => {
    expect(() => ledgerOf('minimal', 2 ** 32)).toThrow(/seed must be an integer from 0 to 4294967295, got 4294967296/);
    expect(() => ledgerOf('minimal', -1)).toThrow(/seed must be an integer/);
  });
});

describe('scenarios that cannot be used', () => {
  const base = JSON.parse(readFileSync(`${scenarioDir}minimal.json`, 'utf8')) as Record<string, unknown>;

  it('should refuse, before building, a scenario no heap can hold, naming the field', () => {
    const huge = {
      ...base,
      events: 10_000_000,
      allocations: {
        active: 100000,
        inReassignment: 100000,
        withdrawn: 100000,
        reassigned: 100000,
        lockExpired: 100000,
      },
    };
    const started = performance.now();
    expect(() => ledgerOf(huge as never)).toThrow(
      /^scenario: \/allocations asks for about 12\.5 GB of memory \(500000 allocations; [\d.]+ GB in all\), more than this process can hold/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('should read only regular files of at most 1 MiB', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trk-scenario-'));
    try {
      expect(() => ledgerOf('/dev/zero')).toThrow(/^\/dev\/zero: a scenario must be a regular file$/);
      const fifo = join(dir, 'fifo.json');
      execFileSync('mkfifo', [fifo]);
      expect(() => ledgerOf(fifo)).toThrow(/fifo\.json: a scenario must be a regular file$/);
      const big = join(dir, 'big.json');
      writeFileSync(big, `${JSON.stringify(base)}${' '.repeat(1024 * 1024)}`);
      expect(() => ledgerOf(big)).toThrow(/big\.json: a scenario file must be at most 1048576 bytes, got \d+$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
