import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerOf } from '../src/scenario-file.js';
import type { StaticLedger as Ledger } from '../src/ledger/ledger.js';
import { parseInstant } from '../src/ledger/time.js';
import { allocationFactory } from '../src/operations/allocation-factory.js';
import { profileOf, type Profile } from '../src/operations/profile.js';
import { withdrawContext } from '../src/operations/withdraw-context.js';
import { walk, type EventItem } from './history-walk.js';
import { schemaErrors } from './http-client.js';

type Json = Record<string, unknown>;

let ledger: Ledger;
let profile: Profile;
let items: EventItem[];
const createdById = new Map<string, Json>();
const consumedBy = new Map<string, Json>();
const unassigned = new Map<string, Json>();
const assigned = new Map<string, Json>();

beforeAll(() => {
  ledger = ledgerOf('default');
  profile = profileOf(ledger);
  items = walk(ledger, 1000);
  for (const item of items) {
    const update = item.update;
    if (!update) continue;
    if ('events_by_id' in update) {
      for (const event of Object.values(update['events_by_id'] as Record<string, Json>)) {
        if (event['event_type'] === 'created_event') createdById.set(event['contract_id'] as string, event);
        else if (event['consuming']) consumedBy.set(event['contract_id'] as string, event);
      }
    } else {
      const event = update['event'] as Json;
      if ('created_event' in event) assigned.set(event['unassign_id'] as string, event);
      else unassigned.set(event['contract_id'] as string, event);
    }
  }
});

describe('the default scenario', () => {
  it('should be large enough to exercise every check', () => {
    expect(items.length).toBeGreaterThanOrEqual(5000);
    expect(ledger.world.parties.length).toBeGreaterThanOrEqual(100);
    expect(profile.partiesWithoutEntry.length).toBeGreaterThan(0);
    expect(ledger.allocations.size).toBeGreaterThanOrEqual(50);
    expect(profile.reassigningAllocationIds.length).toBeGreaterThanOrEqual(3);
    expect(profile.withdrawnAllocationIds.length).toBeGreaterThanOrEqual(3);
    expect(ledger.timeline.migrations.length).toBeGreaterThanOrEqual(3);
  });

  it('should have migrations whose record-time ranges overlap', () => {
    const ranges = ledger.timeline.migrations.map((m) => [m.first, m.last]);
    for (let m = 1; m < ranges.length; m++)
      expect((ranges[m] as number[])[0]).toBeLessThan((ranges[m - 1] as number[])[1] as number);
  });

  it('should hold every kind of item', () => {
    const kinds = new Set(
      items.map((i) =>
        [
          i.update ? ('events_by_id' in i.update ? 'tx' : 'reassignment') : '-',
          i.verdict ? 'verdict' : '-',
          i.traffic_summary ? 'traffic' : '-',
          i.app_activity_records ? 'activity' : '-',
        ].join('+'),
      ),
    );
    expect([...kinds].sort()).toEqual([
      '-+verdict+traffic+activity',
      'reassignment+-+-+-',
      'tx+-+-+-',
      'tx+verdict+-+-',
      'tx+verdict+traffic+activity',
    ]);
  });

  it('should validate every item against the schemas', () => {
    expect(schemaErrors('event-history-response', { events: items })).toEqual([]);
  });

  // Each test below collects what is wrong over the whole history and asserts once: an assertion per item and event
  // (tens of thousands) took seconds of its own. A problem names its item.
  const nameOf = (item: EventItem): string =>
    String(item.update?.['update_id'] ?? item.verdict?.['update_id'] ?? item.verdict?.['record_time']);

  it('should give record and finalization times six fraction digits and Z, unique and increasing within a migration', () => {
    const last = new Map<number, number>();
    const recordTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
    const problems: string[] = [];
    for (const item of items) {
      const times = [
        item.update?.['record_time'],
        item.verdict?.['record_time'],
        item.verdict?.['finalization_time'],
      ].filter((t) => t !== undefined);
      for (const t of times)
        if (typeof t !== 'string' || !recordTime.test(t)) problems.push(`${nameOf(item)}: time ${String(t)}`);
      const migration = (item.update?.['migration_id'] ??
        (item.update?.['event'] as Json | undefined)?.['migration_id'] ??
        item.verdict?.['migration_id']) as number;
      const time = parseInstant((item.update?.['record_time'] ?? item.verdict?.['record_time']) as string) as number;
      if (!(time > (last.get(migration) ?? -Infinity))) problems.push(`${nameOf(item)}: not after the item before`);
      last.set(migration, time);
    }
    expect(problems).toEqual([]);
  });

  it('should accept the verdict of every committed transaction; only verdict-only items may be rejected', () => {
    const results = new Set<unknown>();
    const rejected: string[] = [];
    for (const item of items) {
      if (item.update && item.verdict && item.verdict['verdict_result'] !== 'VERDICT_RESULT_ACCEPTED') {
        rejected.push(`${nameOf(item)}: ${String(item.verdict['verdict_result'])}`);
      }
      if (!item.update && item.verdict) results.add(item.verdict['verdict_result']);
    }
    expect(rejected).toEqual([]);
    expect(results).toContain('VERDICT_RESULT_REJECTED');
  });

  it('should give update and verdict of one item the same update id and record time', () => {
    const problems = items
      .filter((item) => item.update && item.verdict)
      .filter(
        (item) =>
          item.verdict?.['update_id'] !== item.update?.['update_id'] ||
          item.verdict?.['record_time'] !== item.update?.['record_time'],
      )
      .map(nameOf);
    expect(problems).toEqual([]);
  });

  it('should build well-formed event trees: pre-order ids, consistent roots and children', () => {
    const problems: string[] = [];
    for (const item of items) {
      const update = item.update;
      if (!update || !('events_by_id' in update)) continue;
      const byId = update['events_by_id'] as Record<string, Json>;
      const keys = Object.keys(byId);
      if (keys.join() !== [...keys].sort().join()) problems.push(`${nameOf(item)}: ids not in order`);
      const order: string[] = [];
      const visit = (id: string): void => {
        const event = byId[id] as Json;
        if (event?.['event_id'] !== id)
          problems.push(`${nameOf(item)}: event ${id} says ${String(event?.['event_id'])}`);
        order.push(id);
        for (const child of (event?.['child_event_ids'] as string[] | undefined) ?? []) visit(child);
      };
      (update['root_event_ids'] as string[]).forEach(visit);
      const preOrder = order.map((_, n) => `${update['update_id'] as string}:${n}`);
      if (order.join() !== preOrder.join()) problems.push(`${nameOf(item)}: not pre-order: ${order.join()}`);
      if (order.length !== keys.length)
        problems.push(`${nameOf(item)}: ${keys.length} events, ${order.length} reached`);
    }
    expect(problems).toEqual([]);
  });

  it('should build valid view graphs and traffic envelopes that name existing views', () => {
    const problems: string[] = [];
    for (const item of items) {
      if (!item.verdict) continue;
      const views = item.verdict['transaction_views'] as {
        views: { view_id: number; sub_views: number[] }[];
        root_views: number[];
      };
      const ids = new Set(views.views.map((v) => v.view_id));
      const listed = views.views.map((v) => v.view_id);
      if (listed.join() !== [...ids].sort((a, b) => a - b).join())
        problems.push(`${nameOf(item)}: views ${listed.join()}`);
      const named = [
        ...views.root_views,
        ...views.views.flatMap((v) => v.sub_views),
        ...(item.traffic_summary?.envelope_traffic_summaries ?? []).flatMap((envelope) => envelope.view_ids),
      ];
      for (const id of named) if (!ids.has(id)) problems.push(`${nameOf(item)}: no view ${id}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('coherence of the operations with the history', () => {
  const disclosedOf = (body: unknown): Json[] => {
    const b = body as { disclosedContracts?: Json[]; choiceContext?: { disclosedContracts: Json[] } };
    return b.disclosedContracts ?? b.choiceContext?.disclosedContracts ?? [];
  };

  it('should disclose only contracts created in the history, with the same template and payload', () => {
    const answers = [
      ...profile.knownAllocationIds.map((id) => withdrawContext(ledger, id, {})),
      allocationFactory(ledger, { choiceArguments: profile.factoryChoiceArguments }),
    ];
    let checked = 0;
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      for (const contract of disclosedOf(answer.body)) {
        const created = createdById.get(contract['contractId'] as string);
        expect(created, `created event of ${String(contract['contractId'])}`).toBeDefined();
        expect(contract['templateId']).toBe(created?.['template_id']);
        expect(contract['debugPayload']).toEqual(created?.['create_arguments']);
        expect(contract['debugCreatedAt']).toBe(created?.['created_at']);
        expect(consumedBy.has(contract['contractId'] as string)).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('should place a contract on the synchronizer its last assignment names', () => {
    const reassigned = [...ledger.allocations.values()].filter((a) => a.state === 'reassigned');
    expect(reassigned.length).toBeGreaterThan(0);
    for (const allocation of reassigned) {
      const locked = allocation.lockedAmulet.contractId;
      const unassign = unassigned.get(locked) as Json;
      const assign = assigned.get(unassign['unassign_id'] as string) as Json;
      const body = withdrawContext(ledger, allocation.allocationId, {}).body;
      const disclosed = disclosedOf(body).find((c) => c['contractId'] === locked);
      expect(disclosed?.['synchronizerId']).toBe(assign['target_synchronizer']);
    }
  });

  it('should answer 409 only for allocations with an unassignment and no matching assignment', () => {
    for (const id of profile.reassigningAllocationIds) {
      expect(withdrawContext(ledger, id, {}).status).toBe(409);
      const locked = ledger.allocations.get(id)?.lockedAmulet.contractId as string;
      const unassign = unassigned.get(locked);
      expect(unassign).toBeDefined();
      expect(assigned.has(unassign?.['unassign_id'] as string)).toBe(false);
    }
  });

  it('should answer 404 for withdrawn allocations, whose withdrawing exercise is in the history', () => {
    for (const id of profile.withdrawnAllocationIds) {
      expect(withdrawContext(ledger, id, {}).status).toBe(404);
      expect(consumedBy.get(id)?.['choice']).toBe('Allocation_Withdraw');
    }
  });

  it('should let every name entry exist in the history as a created AnsEntry that expires after its creation', () => {
    for (const [party, entries] of ledger.ansEntries) {
      for (const entry of entries) {
        expect(entry.expiresAt).toBeGreaterThan(entry.contract.createdAt);
        const created = createdById.get(entry.contract.contractId);
        expect(created?.['template_id']).toMatch(/:Splice\.Ans:AnsEntry$/);
        expect((created?.['create_arguments'] as Json | undefined)?.['user']).toBe(party);
      }
    }
  });
});
