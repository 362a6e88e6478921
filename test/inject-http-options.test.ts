import { describe, expect, it } from 'vitest';
import { InjectRuleError, JournalError, startSimulator } from 'token-registry-kit';
import { runMain, startServe } from './cli-process.js';
import { post } from './http-client.js';
import { eventsUrl, page } from './inject-http-helpers.js';

// Rules and the journal's size given from the start: to startSimulator, and to serve by flag or environment.

describe('startSimulator({ inject, journalSize })', () => {
  it('should refuse a rule it cannot read, and a journal size out of range, before it listens', async () => {
    await expect(startSimulator({ scenario: 'empty', inject: ['D: 503', 'D: 200'] })).rejects.toThrow(InjectRuleError);
    await expect(startSimulator({ scenario: 'empty', inject: ['D: 200'] })).rejects.toThrow(
      /^inject rule "D: 200": status 200 is not an error/,
    );
    await expect(startSimulator({ scenario: 'empty', journalSize: -1 })).rejects.toThrow(JournalError);
    await expect(startSimulator({ scenario: 'empty', journalSize: 1.5 })).rejects.toThrow(
      /journalSize must be an integer from 0 to 1000000, got 1.5/,
    );
    await expect(startSimulator({ scenario: 'empty', journalMb: 0 })).rejects.toThrow(
      /journalMb must be an integer from 1 to 4096, got 0/,
    );
  });

  it('should put the rules given in force from the start, in order, numbered from 1', async () => {
    const s = await startSimulator({ scenario: 'empty', inject: ['D: 503 next 1', 'd: 429 next 1'], journalSize: 0 });
    try {
      expect(s.rules().map(({ id, rule }) => [id, rule])).toEqual([
        [1, 'D: 503 next 1'],
        [2, 'D: 429 next 1'],
      ]);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(eventsUrl(s), page(1))).status);
      expect(statuses).toEqual([503, 429, 200]);
      expect(() => s.requests()).toThrow(/the request journal is off/);
    } finally {
      await s.close();
    }
  });
});

describe('serve --inject and --journal-size', () => {
  it('should list both in --help', async () => {
    const help = await runMain(['serve', '--help']);
    expect(help.stdout).toMatch(/--inject <rule>.*D: 503 next 2.*env TRK_INJECT/);
    expect(help.stdout).toMatch(/--journal-size <n>.*default 1000; env TRK_JOURNAL_SIZE/);
    expect(help.stdout).toMatch(/--journal-mb <n>.*default 32; env TRK_JOURNAL_MB/);
  });

  it.each([
    [['--inject', 'D: 200'], /^token-registry-kit: --inject: inject rule "D: 200": status 200 is not an error/],
    [
      ['--inject', 'D 503'],
      /--inject: inject rule "D 503": expected TARGET \[header=NAME\[:VALUE\]\] \[client=ADDRESS\] \[status=CODE\]: ACTION/,
    ],
    [['--journal-size', 'lots'], /--journal-size must be an integer from 0 to 1000000, got "lots"/],
    [['--journal-mb', '0'], /--journal-mb must be an integer from 1 to 4096, got "0"/],
  ])('should exit 2 with one line for %j', async (args, message) => {
    const result = await runMain(['serve', '--scenario', 'empty', ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });

  it('should name TRK_INJECT when a rule from it is bad', async () => {
    const result = await runMain(['serve', '--scenario', 'empty'], { TRK_INJECT: 'D: 503\nD: boom' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^token-registry-kit: TRK_INJECT: inject rule "D: boom": unknown action "boom"/);
  });

  it('should serve with the rules of --inject and TRK_INJECT, in order', async () => {
    const serve = await startServe(['--scenario', 'empty', '--quiet', '--inject', 'D: 503 next 1'], {
      TRK_INJECT: 'ignored: the flag wins',
    });
    const fromEnv = await startServe(['--scenario', 'empty', '--quiet'], {
      TRK_INJECT: 'D: 503 next 1\nD: 429 next 1\n',
    });
    try {
      const statuses = async (base: string): Promise<number[]> => {
        const seen: number[] = [];
        for (let i = 0; i < 3; i++) seen.push((await post(`${base}/api/scan/v0/events`, page(1))).status);
        return seen;
      };
      expect(await statuses(serve.base)).toEqual([503, 200, 200]);
      expect(await statuses(fromEnv.base)).toEqual([503, 429, 200]);
    } finally {
      expect(await serve.stop()).toBe(0);
      expect(await fromEnv.stop()).toBe(0);
    }
  });

  it('should turn the journal off with --journal-size 0, and say so over the control API', async () => {
    const live = ['--scenario', 'empty', '--quiet', '--live', '--clock', 'manual', '--control'];
    const serve = await startServe([...live, '--journal-size', '0']);
    const on = await startServe([...live, '--journal-size', '2']);
    try {
      expect(on.output()).toMatch(/\n {2}journal: +http:\/\/127\.0\.0\.1:\d+\/_control\/requests\n/);
      expect(serve.output()).not.toMatch(/journal:/);
      const off = await fetch(`${serve.base}/_control/requests`);
      expect(off.status).toBe(404);
      expect(((await off.json()) as { error: string }).error).toMatch(/the request journal is off/);
      for (let i = 0; i < 3; i++) await post(`${on.base}/api/scan/v0/events`, page(1));
      const kept = (await (await fetch(`${on.base}/_control/requests`)).json()) as {
        size: number;
        requests: { id: number }[];
      };
      expect(kept.size).toBe(2);
      expect(kept.requests.map((r) => r.id)).toEqual([2, 3]);
    } finally {
      await serve.stop();
      await on.stop();
    }
  });
});
