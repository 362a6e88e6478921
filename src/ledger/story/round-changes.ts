import { openMiningRoundPayload } from '../payloads.js';
import { templates } from '../templates.js';
import { created, exercised, newContract } from '../transactions.js';
import { contractIdValue, numeric, record, unit } from '../values.js';
import { transactionItem } from './items.js';
import { openRound, registryOf, type StorySetting, type Step } from './state.js';

/** At most this many round changes, one per 50 items of history. */
const MAX_ROUND_CHANGES = 4;

/** Round changes, spread evenly over the history: each archives the open round and opens the next. */
export function roundChanges(setting: StorySetting): Step[] {
  const { world } = setting;
  const count = Math.min(MAX_ROUND_CHANGES, Math.floor(setting.historyLength / 50));
  return Array.from({ length: count }, (_, i): Step => {
    const roundNumber = i + 1;
    return {
      key: roundNumber / (count + 1),
      run: (slot, state) => {
        const registry = registryOf(state);
        const previous = openRound(registry);
        const roundStream = setting.storyStream.child('round', roundNumber);
        const sv = roundStream.pick(world.svParties);
        return transactionItem(
          setting,
          roundStream,
          slot,
          (effective) => {
            const next = newContract(
              roundStream,
              templates.openMiningRound,
              openMiningRoundPayload(world.dso, roundNumber, effective.micros),
              effective,
              [world.dso],
            );
            registry.rounds.push(next);
            state.locations.set(previous.contractId, { state: 'archived' });
            return [
              exercised({
                contractId: registry.amuletRules.contractId,
                template: templates.amuletRules,
                choice: 'AmuletRules_AdvanceOpenMiningRounds',
                choiceArgument: record({
                  amuletPrice: numeric(0.005),
                  roundToArchiveCid: contractIdValue(previous.contractId),
                }),
                exerciseResult: record({ openMiningRoundCid: contractIdValue(next.contractId) }),
                consuming: false,
                actingParties: [world.dso],
                children: [
                  exercised({
                    contractId: previous.contractId,
                    template: templates.openMiningRound,
                    choice: 'Archive',
                    choiceArgument: record({}),
                    exerciseResult: unit,
                    consuming: true,
                    actingParties: [world.dso],
                  }),
                  created(next),
                ],
              }),
            ];
          },
          [sv],
        );
      },
    };
  });
}
