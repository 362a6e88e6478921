/**
 * The simulator's `profile` command: the facts about a simulated ledger that a conformance run needs (the kit reads
 * them with --profile). The command line (cli/main.ts) splits the arguments and runs it.
 */
import { helpText, readOptions, type Env, type Given } from '../../common/options.js';
import { PROGRAM, type Output } from '../../common/program.js';
import { profileOf } from '../operations/profile.js';
import { ledgerOf } from '../scenario-file.js';
import { simulatorOptions } from './options.js';

export const profileHelp = helpText(
  `Usage: ${PROGRAM} profile [options]`,
  'Print, as JSON, the facts about a simulated ledger that a conformance run needs.\nGuide: docs/simulator.md (the command line); a profile for a real registry: docs/ci.md.',
  simulatorOptions,
);

/** `profile`: prints, as JSON, the facts a conformance run needs about the ledger of the scenario and seed given. */
export function profile(
  given: Given<typeof simulatorOptions>,
  io: Pick<Output, 'out'> & { readonly env: Env },
): number {
  const o = readOptions(simulatorOptions, given, io.env);
  io.out(`${JSON.stringify(profileOf(ledgerOf(o.scenario, o.seed)), null, 2)}\n`);
  return 0;
}
