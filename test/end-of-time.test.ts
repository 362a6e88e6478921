import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app/app.js';
import { bodyText } from '../src/app/request.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { END_OF_TIME, formatRecordTime, parseInstant } from '../src/ledger/time.js';
import { startRealClock } from '../src/live-clock.js';
import { clockedControlOf, controlOf } from '../src/operations/control.js';
import { ledgerPartsOf, loadScenario } from '../src/scenario-file.js';
import { call, HOST, utf8 } from './control-hardening-helpers.js';

// The end of time (docs/control.md, the end of time): every time a live ledger serves is one RFC 3339 can write,
// at most 9999-12-31T23:59:59.999999Z; its present stops early enough for the expiries its items carry.

const minimal = loadScenario('minimal');
/** The minimal scenario a day apart (the most a scenario may have): a thousand years are 365,000 items. */
const daily = { ...minimal, clock: { ...minimal.clock, meanGapMillis: 86_400_000 } };
/** The most one advance may move the clock: a thousand years (schemas/control-advance.json). */
const MAX_MILLIS = 31_536_000_000_000;

/** A live ledger a minute before its last present, its control and the app that serves both. */
function lateLedger() {
  const ledger = new LiveLedger(ledgerPartsOf(daily));
  const clocked = clockedControlOf(ledger);
  const app = createApp({ ledger, control: clocked.control, cacheBytes: 0 });
  for (;;) {
    const left = Math.floor((ledger.lastPresent - ledger.now) / 1000) - 60_000;
    if (left <= 0) break;
    clocked.control.advance({ millis: Math.min(left, MAX_MILLIS) });
  }
  return { ledger, clocked, app };
}

const END_TEXT = "would take the ledger's time past 9999-12-31T23:59:59.999999Z, the last instant RFC 3339 can write";

/** Record times of the last items D serves. */
function lastRecordTimes(app: ReturnType<typeof createApp>, ledger: LiveLedger): string[] {
  const from = ledger.slot(ledger.total - 5);
  const after = { after_migration_id: from.migrationId, after_record_time: formatRecordTime(from.recordTime - 1) };
  const reply = app({
    method: 'POST',
    target: '/api/scan/v0/events',
    headers: { host: HOST, 'content-type': 'application/json' },
    body: { bytes: utf8.encode(JSON.stringify({ page_size: 100, after })) },
  });
  expect(reply.status).toBe(200);
  return [...bodyText(reply).matchAll(/"record_time":"([^"]+)"/g)].map((m) => m[1] as string);
}

describe('the end of time', () => {
  it('should refuse (409, nothing changed) an advance that would pass it, and serve only RFC 3339 times', () => {
    const ledger = new LiveLedger(ledgerPartsOf(daily));
    const app = createApp({ ledger, control: controlOf(ledger), cacheBytes: 0 });
    const advance = (body: object) => call(app, { method: 'POST', path: '/advance', body: JSON.stringify(body) });
    // A thousand years a call while it is served, then half as long, down to a minute (or until the ledger's
    // year has five digits).
    for (let step = MAX_MILLIS; step >= 60_000; step = Math.floor(step / 2)) {
      while (ledger.now < END_OF_TIME && advance({ millis: step }).status === 200);
    }
    const before = [ledger.total, ledger.now];
    for (const body of [{ millis: 86_400_000 }, { millis: MAX_MILLIS }, { steps: 1000 }]) {
      const refused = advance(body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect((JSON.parse(bodyText(refused)) as { error: string }).error).toContain(END_TEXT);
      expect([ledger.total, ledger.now]).toEqual(before);
    }
    expect(formatRecordTime(ledger.now)).toMatch(/^999\d-/);
    const times = lastRecordTimes(app, ledger);
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) {
      expect(time).toMatch(/^999\d-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
      expect(parseInstant(time)).not.toBeNull();
    }
  });

  it('should refuse a control call whose item or expiry would pass it', () => {
    const { ledger, clocked, app } = lateLedger();
    clocked.tick(1e15);
    expect(ledger.now).toBe(ledger.lastPresent);
    const total = ledger.total;
    const refused = call(app, { method: 'POST', path: '/allocations', body: '{}' });
    expect(refused.status).toBe(409);
    expect(bodyText(refused)).toContain(`this call's item ${END_TEXT}`);
    const party = clocked.control.state().partiesWithoutEntry[0] as string;
    const entry = call(app, {
      method: 'POST',
      path: `/name-entries/${party}`,
      body: JSON.stringify({ name: 'last.unverified.cns', expiresAt: '9999-12-31T23:59:59.999999Z' }),
    });
    expect(entry.status).toBe(409);
    expect(bodyText(entry)).toMatch(
      /expiresAt must be before 10000-01-01T00:00:00Z, which RFC 3339 cannot write: at most 9999-12-31T23:59:59\.999968Z, the last microsecond the ledger holds there/,
    );
    expect(ledger.total).toBe(total);
  });

  it('should take an expiry at the last microsecond it holds, which D then serves as written', () => {
    const ledger = new LiveLedger(ledgerPartsOf(daily));
    const clocked = clockedControlOf(ledger);
    const party = clocked.control.state().partiesWithoutEntry[0] as string;
    const set = clocked.control.setNameEntry(party, {
      name: 'last.unverified.cns',
      expiresAt: '9999-12-31T23:59:59.999968Z',
    });
    const app = createApp({ ledger, control: clocked.control, cacheBytes: 0 });
    const reply = app({
      method: 'GET',
      target: `/api/validator/v0/scan-proxy/ans-entries/by-party/${encodeURIComponent(party)}`,
      headers: { host: HOST },
      body: { bytes: new Uint8Array() },
    });
    expect(JSON.parse(bodyText(reply))).toMatchObject({
      entry: { contract_id: set.contractId, expires_at: '9999-12-31T23:59:59.999968Z' },
    });
  });

  it("should stop a real clock's ticks at it, saying so once", () => {
    const { ledger, clocked } = lateLedger();
    expect(clocked.tick(60_000)).toBeNull();
    const said = clocked.tick(1e15);
    expect(said).toMatch(
      /^the ledger's time reached 999\d-\d\d-\d\dT\S+Z, the last present it has \(its items' times stay before 9999-12-31T23:59:59\.999999Z.*\): the real clock stops$/,
    );
    expect(ledger.now).toBe(ledger.lastPresent);
    const total = ledger.total;
    expect(clocked.tick(1e15)).toBeNull();
    expect([ledger.total, ledger.now]).toEqual([total, ledger.lastPresent]);
  });
});

describe('a real clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should stop ticking at the end of time, and say so once', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const lines: string[] = [];
    let ticks = 0;
    const clock = startRealClock(
      () => (++ticks === 3 ? 'the end' : null),
      1,
      (line) => lines.push(line),
    );
    vi.advanceTimersByTime(2_000);
    clock.stop();
    expect(ticks).toBe(3);
    expect(lines).toEqual(['the end']);
  });
});
