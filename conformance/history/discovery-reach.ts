import type { DiscoveryReach, DiscoveryStop } from './facts.js';

const plural = (n: number, word: string): string => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

const stopText: Record<DiscoveryStop, string> = {
  'start-of-history': 'it reached the start of the history',
  defect: 'an answer broke a rule of the spec (see the failed checks)',
  'every-fact-found': 'every kind of fact was found',
  'page-bound': 'the page bound (--discovery-pages) was reached',
  'time-bound': 'the time bound (--discovery-time) was reached',
};

/** How far back discovery read, in one line: items, pages, time span and migrations. */
export function describeReach(reach: DiscoveryReach): string {
  const what = reach.wholeHistory
    ? `the whole history, ${plural(reach.items, 'item')}`
    : `the last ${plural(reach.items, 'item')} of the history`;
  const span =
    reach.from && reach.to
      ? `, from ${reach.from.recordTime} in migration ${reach.from.migrationId} to ${reach.to.recordTime} in migration ${reach.to.migrationId}`
      : '';
  const migrations =
    reach.migrationsInHistory.length > 0
      ? `; ${plural(reach.migrations.length, 'migration')} of ${reach.migrationsInHistory.length}`
      : '';
  return (
    `discovery read ${what} (${plural(reach.pages, 'page')} and ${plural(reach.probes, 'probe')} in ` +
    `${(reach.durationMs / 1000).toFixed(1)} s${span}${migrations}); it stopped because ${stopText[reach.stoppedBy]}`
  );
}

/** Where discovery looked, for the reason of a check it could not feed: "in the last 12,000 items". */
export function whereLooked(reach: DiscoveryReach): string {
  return reach.wholeHistory ? 'in the whole history' : `in the last ${plural(reach.items, 'item')} of the history`;
}
