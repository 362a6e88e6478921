/** How many of each kind of fact discovery holds so far. */
export interface FactCounts {
  readonly knownAllocations: number;
  readonly reassigningAllocations: number;
  readonly withdrawnAllocations: number;
  readonly partiesWithEntry: number;
  readonly factoryChoiceArguments: boolean;
}

export interface DiscoveryProgress {
  /** `locating`: finding the migrations and the end of the history; `reading`: reading windows back from it. */
  readonly phase: 'locating' | 'reading';
  readonly requests: number;
  readonly pages: number;
  readonly items: number;
  readonly found: FactCounts;
}

export const countsOf = (facts: {
  readonly knownAllocationIds: readonly string[];
  readonly reassigningAllocationIds: readonly string[];
  readonly withdrawnAllocationIds: readonly string[];
  readonly partiesWithEntry: readonly string[];
  readonly factoryChoiceArguments: object | null;
}): FactCounts => ({
  knownAllocations: facts.knownAllocationIds.length,
  reassigningAllocations: facts.reassigningAllocationIds.length,
  withdrawnAllocations: facts.withdrawnAllocationIds.length,
  partiesWithEntry: facts.partiesWithEntry.length,
  factoryChoiceArguments: facts.factoryChoiceArguments !== null,
});

/** Every kind of fact a check needs is there. */
export const everyKind = (c: FactCounts): boolean =>
  c.knownAllocations > 0 &&
  c.reassigningAllocations > 0 &&
  c.withdrawnAllocations > 0 &&
  c.partiesWithEntry > 0 &&
  c.factoryChoiceArguments;

/** The counts of two sets of facts added up. */
export const addCounts = (found: FactCounts, pending: FactCounts): FactCounts => ({
  knownAllocations: found.knownAllocations + pending.knownAllocations,
  reassigningAllocations: found.reassigningAllocations + pending.reassigningAllocations,
  withdrawnAllocations: found.withdrawnAllocations + pending.withdrawnAllocations,
  partiesWithEntry: found.partiesWithEntry + pending.partiesWithEntry,
  factoryChoiceArguments: found.factoryChoiceArguments || pending.factoryChoiceArguments,
});
