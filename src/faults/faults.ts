import { isJsonObject } from '../encoding/json.js';
import type { Ledger } from '../ledger/ledger.js';
import { formatInstant, parseInstant } from '../ledger/time.js';
import type { Reply } from '../operations/reply.js';

/** What a fault sees of a request: the operation, its parameters, the parsed body and the headers. */
export interface FaultInput {
  readonly operation: 'A' | 'B' | 'C' | 'D';
  readonly ledger: Ledger;
  readonly params: Readonly<Record<string, string>>;
  readonly body: unknown;
  /** node:http's IncomingHttpHeaders, spelled out: the package's declarations must not need @types/node. */
  readonly headers: {
    readonly authorization?: string | undefined;
    readonly [name: string]: string | string[] | undefined;
  };
}

/**
 * A fault mode: a deliberate defect that breaks the rule of the conformance check with the same id, so that a
 * test can show the check catches it. `apply` wraps the real operation (`next`), changing its request or reply.
 */
export interface Fault {
  readonly id: string;
  readonly defect: string;
  apply(input: FaultInput, next: (body: unknown, ledger?: Ledger) => Reply): Reply;
}

type Json = Record<string, unknown>;
const isObject = isJsonObject;
const clone = <T>(value: T): T => structuredClone(value);

/** Applies `edit` to a copy of the body of a 200 reply of the given operation; other replies pass unchanged. */
function edit200(
  operation: FaultInput['operation'],
  editBody: (body: Json, input: FaultInput) => void,
): Fault['apply'] {
  return (input, next) => {
    const reply = next(input.body);
    if (input.operation !== operation || reply.status !== 200 || !isObject(reply.body)) return reply;
    const body = clone(reply.body);
    editBody(body, input);
    return { ...reply, body };
  };
}

const eventsOf = (body: Json): Json[] => (Array.isArray(body['events']) ? (body['events'] as Json[]) : []);
const disclosedOf = (body: Json): Json[] => {
  const context = isObject(body['choiceContext']) ? body['choiceContext'] : body;
  return Array.isArray(context['disclosedContracts']) ? (context['disclosedContracts'] as Json[]) : [];
};
const pageSizeOf = (body: unknown): number | null =>
  isObject(body) && typeof body['page_size'] === 'number' ? body['page_size'] : null;
const afterOf = (body: unknown): Json | null => (isObject(body) && isObject(body['after']) ? body['after'] : null);

/** Every fault mode, keyed by the id of the check it breaks. */
export const faults: readonly Fault[] = [
  {
    id: 'response-schema',
    defect: 'A leaves the required createdEventBlob out of disclosed contracts',
    apply: edit200('A', (body) => disclosedOf(body).forEach((c) => delete c['createdEventBlob'])),
  },
  {
    id: 'error-schema',
    defect: 'C answers a 404 as {"message": ...} instead of an ErrorResponse',
    apply: (input, next) => {
      const reply = next(input.body);
      if (input.operation !== 'C' || reply.status !== 404 || !isObject(reply.body)) return reply;
      return { ...reply, body: { message: reply.body['error'] } };
    },
  },
  {
    id: 'content-type-json',
    defect: 'D serves its JSON as text/plain',
    apply: (input, next) => {
      const reply = next(input.body);
      return input.operation === 'D' ? { ...reply, contentType: 'text/plain; charset=utf-8' } : reply;
    },
  },
  {
    id: 'a-known-allocation',
    defect: 'A answers 404 for allocations whose lock has expired',
    apply: (input, next) => {
      const allocation =
        input.operation === 'A' ? input.ledger.allocations.get(input.params['allocationId'] ?? '') : undefined;
      if (allocation?.state === 'lockExpired')
        return { status: 404, body: { error: `AmuletAllocation '${allocation.allocationId}' not found.` } };
      return next(input.body);
    },
  },
  {
    id: 'a-unknown-allocation',
    defect: 'A crashes (500) on an allocation id with a character outside [0-9a-z]',
    apply: (input, next) => {
      if (input.operation === 'A' && /[^0-9a-z]/.test(input.params['allocationId'] ?? '')) {
        return { status: 500, body: { error: 'internal error: cannot parse contract id' } };
      }
      return next(input.body);
    },
  },
  {
    id: 'a-reassignment-409',
    defect: 'A ignores reassignments and answers 200 with the source synchronizer (as the reference does)',
    apply: (input, next) => {
      if (input.operation !== 'A') return next(input.body);
      const ledger: Ledger = {
        ...input.ledger,
        location: (cid) => {
          const where = input.ledger.location(cid);
          return where.state === 'inFlight' ? { state: 'assigned', synchronizerId: where.source } : where;
        },
      };
      return next(input.body, ledger);
    },
  },
  {
    id: 'a-malformed-body',
    defect: 'A ignores fields of the wrong type instead of answering 400',
    apply: (input, next) => {
      if (input.operation !== 'A' || !isObject(input.body)) return next(input.body);
      const body = { ...input.body };
      if (typeof body['excludeDebugFields'] !== 'boolean') delete body['excludeDebugFields'];
      if (!isObject(body['meta']) || Object.values(body['meta']).some((v) => typeof v !== 'string'))
        delete body['meta'];
      return next(body);
    },
  },
  {
    id: 'a-debug-exclusion',
    defect: 'A keeps debugCreatedAt when excludeDebugFields is true',
    apply: (input, next) => {
      const reply = next(input.body);
      if (
        input.operation !== 'A' ||
        reply.status !== 200 ||
        !isObject(input.body) ||
        input.body['excludeDebugFields'] !== true
      )
        return reply;
      const full = next({ ...input.body, excludeDebugFields: false });
      const body = clone(reply.body) as Json;
      disclosedOf(body).forEach(
        (c, i) => (c['debugCreatedAt'] = disclosedOf(full.body as Json)[i]?.['debugCreatedAt'] ?? null),
      );
      return { ...reply, body };
    },
  },
  {
    id: 'a-no-credentials',
    defect: 'A demands an Authorization header (401 without one)',
    apply: (input, next) =>
      input.operation === 'A' && input.headers.authorization === undefined
        ? { status: 401, body: { error: 'Authorization header is required' } }
        : next(input.body),
  },
  {
    id: 'b-factory',
    defect: 'B answers an empty factoryId',
    apply: edit200('B', (body) => (body['factoryId'] = '')),
  },
  {
    id: 'b-debug-exclusion',
    defect: 'B keeps debugPackageName when excludeDebugFields is true',
    apply: (input, next) => {
      const reply = next(input.body);
      if (
        input.operation !== 'B' ||
        reply.status !== 200 ||
        !isObject(input.body) ||
        input.body['excludeDebugFields'] !== true
      )
        return reply;
      const body = clone(reply.body) as Json;
      disclosedOf(body).forEach((c, i) => (c['debugPackageName'] = `package-${i}`));
      return { ...reply, body };
    },
  },
  {
    id: 'b-malformed-body',
    defect: 'B takes an array as choiceArguments',
    apply: (input, next) =>
      input.operation === 'B' && isObject(input.body) && Array.isArray(input.body['choiceArguments'])
        ? next({ ...input.body, choiceArguments: {} })
        : next(input.body),
  },
  {
    id: 'c-known-entry',
    defect: "C answers another party's entry",
    apply: edit200('C', (body, input) => {
      const entry = body['entry'] as Json;
      const other = [...input.ledger.ansEntries.keys()].find((p) => p !== entry['user']);
      if (other) entry['user'] = other;
    }),
  },
  {
    id: 'c-unknown-party',
    defect: 'C answers 200 with an empty entry for a party without one',
    apply: (input, next) => {
      const reply = next(input.body);
      if (input.operation !== 'C' || reply.status !== 404) return reply;
      return {
        status: 200,
        body: { entry: { user: input.params['party'] ?? '', name: '', url: '', description: '' } },
      };
    },
  },
  {
    id: 'c-entry-fields',
    defect: 'C answers entry URLs without a scheme',
    apply: edit200('C', (body) => ((body['entry'] as Json)['url'] = 'www.example.com')),
  },
  {
    id: 'd-page-size-bound',
    defect: 'D returns one event more than page_size asks for, from page_size 10 on',
    apply: (input, next) => {
      const size = pageSizeOf(input.body);
      return input.operation === 'D' && size !== null && size >= 10 && size < 1000
        ? next({ ...(input.body as Json), page_size: size + 1 })
        : next(input.body);
    },
  },
  {
    id: 'd-page-size-invalid',
    defect: 'D clamps a page_size over 1000 to 1000 instead of answering 400',
    apply: (input, next) => {
      const size = pageSizeOf(input.body);
      return input.operation === 'D' && size !== null && size > 1000
        ? next({ ...(input.body as Json), page_size: 1000 })
        : next(input.body);
    },
  },
  {
    id: 'd-order',
    defect: 'D swaps the first two events of every page of three or more',
    apply: edit200('D', (body) => {
      const events = eventsOf(body);
      if (events.length >= 3) [events[0], events[1]] = [events[1] as Json, events[0] as Json];
    }),
  },
  {
    id: 'd-cursor-exclusive',
    defect: 'D treats the cursor as inclusive: an event at the cursor time comes back',
    apply: (input, next) => {
      const after = afterOf(input.body);
      const at =
        after && typeof after['after_record_time'] === 'string' ? parseInstant(after['after_record_time']) : null;
      if (input.operation !== 'D' || !after || at === null) return next(input.body);
      return next({ ...(input.body as Json), after: { ...after, after_record_time: formatInstant(at - 1) } });
    },
  },
  {
    id: 'd-walk',
    defect: 'D skips the first event after a cursor',
    apply: (input, next) => {
      const size = pageSizeOf(input.body);
      if (input.operation !== 'D' || !afterOf(input.body) || size === null || size >= 1000) return next(input.body);
      const reply = next({ ...(input.body as Json), page_size: size + 1 });
      if (reply.status !== 200) return reply;
      const body = clone(reply.body) as Json;
      body['events'] = eventsOf(body).slice(1);
      return { ...reply, body };
    },
  },
  {
    id: 'd-encodings-agree',
    defect: 'D gives protobuf_json timestamps in milliseconds instead of microseconds',
    apply: (input, next) => {
      const reply = next(input.body);
      const encoding = isObject(input.body)
        ? (input.body['ledger_value_encoding'] ?? input.body['daml_value_encoding'])
        : undefined;
      if (input.operation !== 'D' || reply.status !== 200 || encoding !== 'protobuf_json') return reply;
      const toMillis = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(toMillis);
        if (!isObject(value)) return value;
        return Object.fromEntries(
          Object.entries(value).map(([k, v]) => [
            k,
            k === 'timestamp' && typeof v === 'string' ? String(BigInt(v) / 1000n) : toMillis(v),
          ]),
        );
      };
      return { ...reply, body: toMillis(reply.body) };
    },
  },
  {
    id: 'd-item-parts',
    defect: 'D sends verdict-only events with every part null (except a page’s last event)',
    apply: edit200('D', (body) => {
      const events = eventsOf(body);
      events.forEach((e, i) => {
        if (i < events.length - 1 && e['update'] === null && isObject(e['verdict'])) {
          for (const part of ['verdict', 'traffic_summary', 'app_activity_records']) e[part] = null;
        }
      });
    }),
  },
  {
    id: 'd-update-verdict-agree',
    defect: "D gives a transaction's verdict another update id",
    apply: edit200('D', (body) => {
      for (const e of eventsOf(body)) {
        if (isObject(e['update']) && isObject(e['verdict']))
          e['verdict']['update_id'] = `${String(e['verdict']['update_id']).slice(0, -4)}ffff`;
      }
    }),
  },
  {
    id: 'd-event-tree',
    defect: 'D lists a child event id that is not in events_by_id',
    apply: edit200('D', (body) => {
      for (const e of eventsOf(body)) {
        const update = e['update'];
        if (!isObject(update) || !isObject(update['events_by_id'])) continue;
        for (const node of Object.values(update['events_by_id'])) {
          if (isObject(node) && Array.isArray(node['child_event_ids']))
            node['child_event_ids'].push(`${String(update['update_id'])}:999`);
        }
      }
    }),
  },
  {
    id: 'd-view-graph',
    defect: 'D names a root view that does not exist',
    apply: edit200('D', (body) => {
      for (const e of eventsOf(body)) {
        const views = isObject(e['verdict']) ? (e['verdict']['transaction_views'] as Json) : null;
        if (views && Array.isArray(views['root_views']) && Array.isArray(views['views']))
          views['root_views'].push(views['views'].length + 7);
      }
    }),
  },
  {
    id: 'd-traffic-views',
    defect: 'D names a view in a traffic envelope that the verdict does not have',
    apply: edit200('D', (body) => {
      for (const e of eventsOf(body)) {
        const summary = e['traffic_summary'];
        const envelopes =
          isObject(summary) && Array.isArray(summary['envelope_traffic_summaries'])
            ? (summary['envelope_traffic_summaries'] as Json[])
            : [];
        const first = envelopes[0];
        if (first && Array.isArray(first['view_ids'])) first['view_ids'].push(99);
      }
    }),
  },
];

export const faultIds: readonly string[] = faults.map((f) => f.id);

/** The faults for a list of ids; an unknown id is an error that lists the known ones. */
export function faultsFor(ids: readonly string[]): Fault[] {
  return ids.map((id) => {
    const fault = faults.find((f) => f.id === id);
    if (!fault)
      throw new UnknownFaultError(`unknown fault ${JSON.stringify(id)}; known faults: ${faultIds.join(', ')}`);
    return fault;
  });
}

export class UnknownFaultError extends Error {}
