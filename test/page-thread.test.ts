import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app/app.js';
import { bodyText, type AppRequest } from '../src/app/request.js';
import { PageThread } from '../src/page-thread/page-thread.js';
import { ledgerPartsOf } from '../src/scenario-file.js';
import { main } from '../cli/main.js';
import { startSimulator } from '../src/index.js';

const events = (body: object): AppRequest => ({
  method: 'POST',
  target: '/api/scan/v0/events',
  headers: { 'content-type': 'application/json' },
  body: { bytes: new TextEncoder().encode(JSON.stringify(body)) },
});

describe('a page thread', () => {
  const parts = ledgerPartsOf('default');
  const thread = new PageThread(parts.ledger, parts.scenario, parts.ledger.seed);
  afterAll(() => thread.stop());

  it('should build about half of each page, and the pages should be the bytes one thread writes', async () => {
    expect(await thread.whenReady()).toBe(true);
    const alone = createApp({ ledger: parts.ledger, cacheBytes: 0 });
    const split = createApp({ ledger: parts.ledger, cacheBytes: 0, pageThread: thread });
    let cursor: object | undefined;
    for (const [size, encoding] of [
      [1000, 'compact_json'],
      [999, 'protobuf_json'],
      [65, 'compact_json'],
      [64, 'protobuf_json'],
      [3, 'compact_json'],
    ] as const) {
      const request = { page_size: size, ledger_value_encoding: encoding, ...(cursor ? { after: cursor } : {}) };
      const mine = bodyText(split(events(request)));
      expect(mine).toBe(bodyText(alone(events(request))));
      const items = (JSON.parse(mine) as { events: { update?: { migration_id: number; record_time: string } }[] })
        .events;
      expect(items).toHaveLength(size);
      const last = items.at(-1)?.update;
      if (last) cursor = { after_migration_id: last.migration_id, after_record_time: last.record_time };
    }
    // The thread built some of the chunks, which went in their places among this thread's.
    expect(thread.itemsBuilt).toBeGreaterThan(100);
  });

  it('should leave the pages of another ledger, and every page once stopped, to the server thread', async () => {
    const other = ledgerPartsOf('minimal');
    const app = createApp({ ledger: other.ledger, cacheBytes: 0, pageThread: thread });
    const alone = createApp({ ledger: other.ledger, cacheBytes: 0 });
    expect(bodyText(app(events({ page_size: 200 })))).toBe(bodyText(alone(events({ page_size: 200 }))));
    await thread.stop();
    expect(await thread.whenReady()).toBe(false);
    const mine = createApp({ ledger: parts.ledger, cacheBytes: 0, pageThread: thread });
    const plain = createApp({ ledger: parts.ledger, cacheBytes: 0 });
    expect(bodyText(mine(events({ page_size: 500 })))).toBe(bodyText(plain(events({ page_size: 500 }))));
  });

  it('should be refused by startSimulator for anything but 0 or 1, and with a live ledger', async () => {
    await expect(startSimulator({ scenario: 'minimal', pageThreads: 2 })).rejects.toThrow(
      'pageThreads must be 0 or 1, got 2',
    );
    await expect(startSimulator({ scenario: 'minimal', pageThreads: 1, live: true })).rejects.toThrow(
      'pageThreads needs a ledger that stands still: not with live',
    );
  });

  it('should be refused by serve with --live or --workers, and out of 0..1, with exit 2', async () => {
    for (const argv of [
      ['serve', '--page-threads', '1', '--live'],
      ['serve', '--page-threads', '1', '--workers', '2'],
      ['serve', '--page-threads', '2'],
    ]) {
      let err = '';
      const code = await main(argv, { out: () => undefined, err: (text) => void (err += text), env: {}, tty: false });
      expect(code, argv.join(' ')).toBe(2);
      expect(err).toMatch(/--page-threads/);
    }
  });
});
