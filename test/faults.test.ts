import { describe, expect, it } from 'vitest';
import { checkIds } from '../conformance/kit.js';
import { ledgerOf, ledgerPartsOf } from '../src/scenario-file.js';
import type { Ledger } from '../src/ledger/ledger.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { isJsonObject, serialize } from '../src/encoding/json.js';
import {
  composeFaults,
  faultIds,
  faults,
  faultsFor,
  UnknownFaultError,
  type Fault,
  type FaultHeaders,
  type Next,
  type Operation,
} from '../src/faults/index.js';
import { defaultPrefixes, routesFor } from '../src/app/routes.js';
import { eventHistory } from '../src/operations/event-history.js';
import { profileOf } from '../src/operations/profile.js';
import type { Reply } from '../src/operations/reply.js';
import { formatInstant, parseInstant } from '../src/ledger/time.js';
import { OPERATION_IDS, OPERATIONS, type ParamKind } from '../common/api.js';

const ledger = ledgerOf('minimal');
const profile = profileOf(ledger);
const operations: readonly Operation[] = OPERATION_IDS;
/** Each operation's handler, as the app's routes run it; they keep nothing (no page store). */
const handles = new Map(routesFor(defaultPrefixes).map((route) => [route.operation, route.handle]));

/** A request as the composer sees it, without a socket: the route's operation, its parameters, body and headers. */
interface Call {
  readonly operation: Operation;
  readonly params: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly headers: FaultHeaders;
}

/** The real operation of a call, as the app's routes run it: the chain's innermost link. */
const innermostOf =
  (call: Call): Next =>
  (body, on) => {
    const handle = handles.get(call.operation);
    if (!handle) throw new Error(`no route for operation ${call.operation}`);
    return handle(on, call.params, body);
  };

const answer = (chosen: readonly Fault[], call: Call, on: Ledger = ledger): Reply =>
  composeFaults(chosen, call, innermostOf(call))(call.body, on);

/** A live ledger whose end moved past the scenario's: d-moving-end's fault acts on what a live ledger appends. */
const moved = new LiveLedger(ledgerPartsOf('minimal'));
moved.advanceSteps(5);
const ledgerFor = (fault: Fault): Ledger => (fault.id === 'd-moving-end' ? moved : ledger);

/** A reply as the wire carries it: status, content type and the exact body text. */
const bytesOf = (reply: Reply): string =>
  `${reply.status} ${reply.contentType ?? 'application/json'}\n${reply.text ?? serialize(reply.body)}`;

/**
 * The next cursor after a D item (docs/simulator.md, how the simulator answers: from `update`, `update.event` or
 * `verdict`, and `record_time`).
 */
function cursorAfter(item: unknown): Record<string, unknown> {
  const record = isJsonObject(item) ? item : {};
  const update = isJsonObject(record['update']) ? record['update'] : null;
  const event = update && isJsonObject(update['event']) ? update['event'] : null;
  const source = event ?? update ?? (isJsonObject(record['verdict']) ? record['verdict'] : {});
  return { after_migration_id: source['migration_id'], after_record_time: source['record_time'] };
}

const firstPage = eventHistory(ledger, { page_size: 10 }).body as { events: unknown[] };
const cursor = cursorAfter(firstPage.events[4]);
/** The same cursor, its time written at an offset of +05:30 (the same instant). */
const cursorEast = {
  ...cursor,
  after_record_time: `${formatInstant((parseInstant(String(cursor['after_record_time'])) ?? 0) + 330 * 60_000_000).slice(0, -1)}+05:30`,
};
const allocationIds = [...ledger.allocations.keys()];
const parties = [...profile.partiesWithEntry, ...profile.partiesWithoutEntry];

/** The values of each kind of path parameter: every one the ledger knows, and one it does not. */
const valuesOf: Readonly<Record<ParamKind, readonly string[]>> = {
  allocation: [...allocationIds, 'Not-A-Known-Id'],
  party: [...parties, 'nobody::1220' + '0'.repeat(64)],
};

/** The bodies of each operation that takes one: between them they reach each fault's defect. */
const bodiesOf: Partial<Record<Operation, readonly unknown[]>> = {
  A: [{}, { excludeDebugFields: true }, { excludeDebugFields: 'yes', meta: { k: 1 } }],
  B: [
    { choiceArguments: profile.factoryChoiceArguments },
    { choiceArguments: profile.factoryChoiceArguments, excludeDebugFields: true },
    { choiceArguments: [] },
  ],
  D: [
    { page_size: 3 },
    { page_size: 20 },
    { page_size: 1001 },
    { page_size: 40, ledger_value_encoding: 'protobuf_json' },
    // To the end, and past the scenario's on a live ledger.
    { page_size: 100 },
    { page_size: 5, after: cursor },
    { page_size: 5, after: cursorEast },
  ],
};

/** Every combination of the values of an operation's path parameters. */
const paramsOf = (operation: Operation): Record<string, string>[] =>
  Object.entries(OPERATIONS[operation].params).reduce<Record<string, string>[]>(
    (combinations, [name, kind]) =>
      combinations.flatMap((params) => valuesOf[kind].map((value) => ({ ...params, [name]: value }))),
    [{}],
  );

/**
 * Requests of every operation that between them reach each fault's defect, and the clean answers around it: each
 * value of its path parameters with each of its bodies (none for a GET).
 */
const calls: readonly Call[] = operations.flatMap((operation) => [
  ...paramsOf(operation).flatMap((params) =>
    (bodiesOf[operation] ?? [undefined]).map((body) => ({ operation, params, body, headers: {} })),
  ),
  // The first of them again with the JSON media type as other clients spell it (docs/kit.md, media-type spellings).
  {
    operation,
    params: paramsOf(operation)[0] ?? {},
    body: bodiesOf[operation]?.[0],
    headers: { 'content-type': 'Application/JSON; charset=utf-8' },
  },
]);

describe('faults', () => {
  it('should have one fault per check id, and no other, in the order of the checks', () => {
    expect(faultIds).toEqual(checkIds);
    expect(new Set(faultIds).size).toBe(faultIds.length);
  });

  it('should declare at least one operation, and the one its check id names', () => {
    for (const fault of faults) {
      expect(fault.operations.length, fault.id).toBeGreaterThan(0);
      const named = new RegExp(`^([${OPERATION_IDS.join('').toLowerCase()}])-`).exec(fault.id)?.[1]?.toUpperCase();
      if (named) expect(fault.operations, fault.id).toEqual([named]);
    }
  });
});

describe('faultsFor', () => {
  it('should answer the faults of the ids, in their order', () => {
    expect(faultsFor(['d-order', 'a-no-credentials']).map((f) => f.id)).toEqual(['d-order', 'a-no-credentials']);
  });

  it('should throw an UnknownFaultError that lists the known ids', () => {
    expect(() => faultsFor(['d-nothing'])).toThrow(UnknownFaultError);
    expect(() => faultsFor(['d-nothing'])).toThrow(/unknown fault "d-nothing"; known faults: response-schema, /);
  });
});

describe('composeFaults', () => {
  describe.each(faults.map((fault) => [fault.id, fault] as const))('with %s', (_id, fault) => {
    it('should change some answer of an operation it declares', () => {
      const own = calls.filter((call) => fault.operations.includes(call.operation));
      const on = ledgerFor(fault);
      expect(own.some((call) => bytesOf(answer([fault], call, on)) !== bytesOf(answer([], call, on)))).toBe(true);
    });

    it('should leave every answer of the other operations byte-identical to the clean simulator', () => {
      const others = calls.filter((call) => !fault.operations.includes(call.operation));
      expect(new Set(others.map((call) => call.operation))).toEqual(
        new Set(operations.filter((op) => !fault.operations.includes(op))),
      );
      for (const call of others) expect(bytesOf(answer([fault], call))).toBe(bytesOf(answer([], call)));
    });
  });

  const withdraw = (chosen: readonly Fault[], allocationId: string): number =>
    answer(chosen, { operation: 'A', params: { allocationId }, body: {}, headers: {} }).status;
  const inReassignment = profile.reassigningAllocationIds[0] ?? '';
  const lockExpired = [...ledger.allocations.values()].find((a) => a.state === 'lockExpired')?.allocationId ?? '';

  it('should find allocations in reassignment (409) and with an expired lock (200) in the clean ledger', () => {
    expect(withdraw([], inReassignment)).toBe(409);
    expect(withdraw([], lockExpired)).toBe(200);
  });

  it.each([
    ['a-reassignment-409', 'a-known-allocation'],
    ['a-known-allocation', 'a-reassignment-409'],
  ])('should keep both defects with %s outside %s', (outer, inner) => {
    const chosen = faultsFor([outer, inner]);
    expect(withdraw(chosen, inReassignment)).toBe(200);
    expect(withdraw(chosen, lockExpired)).toBe(404);
  });

  it.each([
    ['response-schema', 'a-reassignment-409'],
    ['a-reassignment-409', 'response-schema'],
  ])('should pass a substituted ledger through a 200 edit, with %s outside %s', (outer, inner) => {
    const reply = answer(faultsFor([outer, inner]), {
      operation: 'A',
      params: { allocationId: inReassignment },
      body: {},
      headers: {},
    });
    expect(reply.status).toBe(200);
    expect(serialize(reply.body)).toContain('"disclosedContracts"');
    expect(serialize(reply.body)).not.toContain('createdEventBlob');
  });

  it('should apply a fault only to requests of its operations', () => {
    const seen: Operation[] = [];
    const spy: Fault = {
      id: 'spy',
      defect: 'records the operations it is applied to',
      operations: ['B', 'D'],
      apply: (input, next) => {
        seen.push(input.operation);
        return next(input.body, input.ledger);
      },
    };
    for (const operation of operations) answer([spy], calls.find((call) => call.operation === operation) as Call);
    expect(seen).toEqual(['B', 'D']);
  });
});
