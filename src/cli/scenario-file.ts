import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { buildLedger, type Ledger } from '../ledger/ledger.js';
import { planOf, ScenarioError, type Scenario } from '../ledger/scenario.js';
import { packageRoot } from '../package-root.js';
import { describeError, validate } from '../schemas/registry.js';

/** The bundled scenarios' folder, with a trailing separator (callers append file names). */
export const scenarioDir = join(packageRoot, 'scenarios/');

/** A scenario file that cannot be used; the message names the file, the JSON path and the rule. */
export class ScenarioFileError extends Error {}

/** Resolves `--scenario`: a bundled name (`default`) or a path to a JSON file. */
export function scenarioPath(nameOrPath: string): string {
  if (/^[a-z0-9][a-z0-9-]*$/.test(nameOrPath)) {
    const bundled = resolve(scenarioDir, `${nameOrPath}.json`);
    if (existsSync(bundled)) return bundled;
  }
  const path = isAbsolute(nameOrPath) ? nameOrPath : resolve(process.cwd(), nameOrPath);
  if (!existsSync(path)) {
    throw new ScenarioFileError(
      `scenario ${JSON.stringify(nameOrPath)} is neither a bundled scenario (default, empty, minimal, large) nor an existing file`,
    );
  }
  return path;
}

/** Reads and validates a scenario file against schemas/scenario.json. */
export function loadScenario(nameOrPath: string): Scenario {
  const path = scenarioPath(nameOrPath);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ScenarioFileError(`${path}: not valid JSON: ${(error as Error).message}`);
  }
  return checkScenario(data, path);
}

/** Validates scenario data (from a file or given in-process). */
export function checkScenario(data: unknown, source: string): Scenario {
  const result = validate<Scenario>('scenario', data);
  if (!result.ok) {
    const first = result.errors[0];
    throw new ScenarioFileError(`${source}: ${first ? describeError(first, 'scenario', true) : 'invalid scenario'}`);
  }
  try {
    planOf(result.value);
  } catch (error) {
    if (error instanceof ScenarioError) throw new ScenarioFileError(`${source}: ${error.message}`);
    throw error;
  }
  return result.value;
}

/**
 * The ledger of a scenario (a bundled name, a file path, or scenario data), with the seed given or else the
 * scenario's own seed.
 */
export function ledgerOf(source: string | Scenario, seed?: number): Ledger {
  if (seed !== undefined && (!Number.isInteger(seed) || seed < 0 || seed > 4294967295)) {
    throw new RangeError(`seed must be an integer from 0 to 4294967295, got ${seed}`);
  }
  const scenario = typeof source === 'string' ? loadScenario(source) : checkScenario(source, 'scenario');
  const label = typeof source === 'string' ? source : 'scenario';
  try {
    return buildLedger(scenario, seed ?? scenario.seed ?? 0);
  } catch (error) {
    if (error instanceof ScenarioError) throw new ScenarioFileError(`${label}: ${error.message}`);
    throw error;
  }
}
