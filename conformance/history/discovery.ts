import { TargetError, type Send } from '../client/client.js';
import type { TargetUrls } from '../config/config.js';
import { noFacts, type Facts } from './facts.js';
import { mapHistory } from './map.js';
import type { ReadDefect } from './read-defects.js';
import { DiscoveryFailed } from './discovery-page.js';
import { describeReach, whereLooked } from './discovery-reach.js';
import { Discovery, type DiscoveryOptions } from './discovery-windows.js';

export { countsOf, type DiscoveryProgress, type FactCounts } from './discovery-progress.js';
export { describeReach, whereLooked } from './discovery-reach.js';
export type { DiscoveryOptions } from './discovery-windows.js';

/**
 * Learns the facts the checks need from the end of the event history (compact_json): live allocation ids,
 * allocations in reassignment, withdrawn ids, parties with an unexpired name entry, and factory choice arguments.
 */
export async function discoverFacts(send: Send, urls: TargetUrls, options: DiscoveryOptions = {}): Promise<Facts> {
  if (!urls.scan)
    return {
      ...noFacts,
      notes: ['no scan URL: nothing discovered; give --profile to run the checks that need known ids'],
    };
  let result;
  let discovery: Discovery | undefined;
  const failed = (problem: string, defects: readonly ReadDefect[]): Facts => ({
    ...noFacts,
    source: 'discovery',
    problem,
    notes: [`discovery failed: ${problem}`],
    defects,
  });
  try {
    const started = performance.now();
    const mapped = options.map
      ? { map: options.map, defects: [] }
      : await mapHistory(send, urls, {
          ...(options.read ? { read: options.read } : {}),
          outOfTime: () => performance.now() - started >= (options.maxMillis ?? 60_000),
        });
    if ('problem' in mapped && mapped.problem) return failed(mapped.problem, mapped.defects);
    // A map cut short by a defect has no last item: no window can be read back from the end.
    if (!mapped.map.last && mapped.map.migrations.length > 0)
      return failed('the history could not be mapped to its end', mapped.defects);
    discovery = new Discovery(send, urls, mapped.map, options);
    result = { ...(await discovery.run()), defects: [...mapped.defects, ...discovery.log.defects] };
  } catch (error) {
    if (!(error instanceof DiscoveryFailed || error instanceof TargetError)) throw error;
    const problem =
      error instanceof TargetError ? `the event history could not be read: ${error.message}` : error.message;
    return failed(problem, discovery?.log.defects ?? []);
  }
  const { learnt, history, reach } = result;
  const where = whereLooked(reach);
  const missing = [
    learnt.knownAllocationIds.length === 0 ? 'live allocation' : null,
    learnt.reassigningAllocationIds.length === 0 ? 'allocation in reassignment' : null,
    learnt.withdrawnAllocationIds.length === 0 ? 'withdrawn allocation' : null,
    learnt.partiesWithEntry.length === 0 ? 'party with a name entry' : null,
    learnt.factoryChoiceArguments === null ? 'AllocationFactory_Allocate exercise' : null,
  ].filter((m): m is string => m !== null);
  return {
    source: 'discovery',
    ...learnt,
    partiesWithoutEntry: [],
    history,
    notes: [
      describeReach(reach),
      ...(missing.length > 0
        ? [`none found ${where}: ${missing.join(', ')} (checks that need one are skipped; give --profile)`]
        : []),
    ],
    reach,
    defects: result.defects,
  };
}
