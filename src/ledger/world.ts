import { namespaced } from './ids.js';
import type { Stream } from './random.js';

const NAMES = [
  'alice',
  'bob',
  'carol',
  'dave',
  'erin',
  'frank',
  'grace',
  'heidi',
  'ivan',
  'judy',
  'kim',
  'leo',
  'mallory',
  'niaj',
  'olivia',
  'peggy',
  'quinn',
  'rupert',
  'sybil',
  'trent',
  'uma',
  'victor',
  'walter',
  'xena',
  'yolanda',
  'zane',
];
const ROLES = ['wallet', 'exchange', 'custodian', 'trader', 'app', 'validator', 'market-maker', 'treasury', 'fund'];

/** A user party; its hint is what ANS names are made from. */
export interface Party {
  readonly id: string;
  readonly hint: string;
}

/** The cast of a ledger: who exists and where, independent of what happens. */
export interface World {
  readonly dso: string;
  readonly svParties: readonly string[];
  readonly participants: readonly string[];
  readonly globalSynchronizer: string;
  readonly appSynchronizer: string;
  /** User parties, in creation order; each has a hint that ANS names are made from. */
  readonly parties: readonly Party[];
  /** App providers that earn activity records. */
  readonly providers: readonly string[];
}

export function buildWorld(stream: Stream, partyCount: number): World {
  const s = stream.child('world');
  const svParties = ['Digital-Asset-2', 'Cumberland-1', 'GSF-Foundation', 'MPC-Holding-Inc'].map((hint) =>
    namespaced(hint, s.child('sv', hint)),
  );
  const participants = Array.from({ length: 6 }, (_, i) =>
    namespaced(`participant-${i + 1}`, s.child('participant', i)),
  );
  const seen = new Set<string>();
  const parties = Array.from({ length: partyCount }, (_, i) => {
    const ps = s.child('party', i);
    let hint = `${ps.pick(NAMES)}-${ps.pick(ROLES)}`;
    if (seen.has(hint)) hint = `${hint}-${i}`;
    seen.add(hint);
    return { id: namespaced(hint, ps), hint };
  });
  const providers = Array.from({ length: 5 }, (_, i) => namespaced(`app-provider-${i + 1}`, s.child('provider', i)));
  return {
    dso: namespaced('DSO', s.child('dso')),
    svParties,
    participants,
    globalSynchronizer: namespaced('global-domain', s.child('synchronizer', 'global')),
    appSynchronizer: namespaced('app-synchronizer', s.child('synchronizer', 'app')),
    parties,
    providers,
  };
}
