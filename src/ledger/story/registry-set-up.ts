import type { Registry } from '../model.js';
import {
  amuletRulesPayload,
  externalPartyAmuletRulesPayload,
  externalPartyConfigStatePayload,
  instrumentConfigurationPayload,
  openMiningRoundPayload,
} from '../payloads.js';
import { templates } from '../templates.js';
import { created, newContract, type EffectiveTime } from '../transactions.js';
import { transactionItem } from './items.js';
import type { StorySetting, Step } from './state.js';

/** The DSO's set-up of the registry: its rules, the allocation factory, round 0 and the instruments. */
function registryContracts(setting: StorySetting, effective: EffectiveTime): Registry {
  const { plan, world } = setting;
  const contractStream = setting.storyStream.child('bootstrap', 'contracts');
  const dso = [world.dso];
  const amuletRules = newContract(
    contractStream,
    templates.amuletRules,
    amuletRulesPayload(world.dso, world.globalSynchronizer),
    effective,
    dso,
  );
  const factory = newContract(
    contractStream,
    templates.externalPartyAmuletRules,
    externalPartyAmuletRulesPayload(world.dso),
    effective,
    dso,
  );
  const configState = plan.externalPartyConfig
    ? newContract(
        contractStream,
        templates.externalPartyConfigState,
        externalPartyConfigStatePayload(world.dso, 0),
        effective,
        dso,
      )
    : null;
  const round = newContract(
    contractStream,
    templates.openMiningRound,
    openMiningRoundPayload(world.dso, 0, effective.micros),
    effective,
    dso,
  );
  const instruments = new Map(
    plan.instruments.map((name) => [
      name,
      newContract(
        contractStream,
        templates.instrumentConfiguration,
        instrumentConfigurationPayload(world.dso, name, effective.micros),
        effective,
        dso,
      ),
    ]),
  );
  return { amuletRules, factory, configState, rounds: [round], instruments };
}

/** The registry's set-up comes first (key -1): every other step relies on it. */
export function registrySetUp(setting: StorySetting): Step[] {
  const { world } = setting;
  return [
    {
      key: -1,
      run: (slot, state) =>
        transactionItem(
          setting,
          setting.storyStream.child('bootstrap'),
          slot,
          (effective) => {
            const registry = registryContracts(setting, effective);
            state.registry = registry;
            const { amuletRules, factory, configState, rounds, instruments } = registry;
            return [
              amuletRules,
              factory,
              ...(configState ? [configState] : []),
              ...rounds,
              ...instruments.values(),
            ].map(created);
          },
          [world.dso],
          { workflowId: 'bootstrap-dso' },
        ),
    },
  ];
}
