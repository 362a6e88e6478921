import { existsSync, readdirSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { isAbsolute, join, resolve } from 'node:path';
import { buildLedgerParts, type LedgerParts, type StaticLedger } from './ledger/ledger.js';
import { SimulatorError } from './errors.js';
import { heapEstimate, planOf, ScenarioError, type Scenario } from './ledger/scenario.js';
import { packageRoot } from '../common/package-root.js';
import { readSmallFile } from './small-file.js';
import { describeError, validate } from '../common/schemas/registry.js';
import { didYouMean } from '../common/did-you-mean.js';

/** The bundled scenarios' folder, with a trailing separator (callers append file names). */
export const scenarioDir = join(packageRoot, 'scenarios/');

/** A scenario file that cannot be used; the message names the file, the JSON path and the rule. */
export class ScenarioFileError extends SimulatorError {
  override readonly name = 'ScenarioFileError';
  readonly exitCode = 2;
}

/** Resolves `--scenario`: a bundled name (`default`) or a path to a JSON file. */
export function scenarioPath(nameOrPath: string): string {
  if (/^[a-z0-9][a-z0-9-]*$/.test(nameOrPath)) {
    const bundled = resolve(scenarioDir, `${nameOrPath}.json`);
    if (existsSync(bundled)) return bundled;
  }
  const path = isAbsolute(nameOrPath) ? nameOrPath : resolve(process.cwd(), nameOrPath);
  if (!existsSync(path)) {
    const bundled = readdirSync(scenarioDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length));
    throw new ScenarioFileError(
      `scenario ${JSON.stringify(nameOrPath)} is neither a bundled scenario (${bundled.join(', ')}) nor an existing file${didYouMean(nameOrPath, bundled)}`,
    );
  }
  return path;
}

/** Largest scenario file read: scenarios are a few hundred bytes; a larger file is a mistake, not a scenario. */
export const MAX_SCENARIO_BYTES = 1024 * 1024;

/** Reads and validates a scenario file against schemas/scenario.json. */
export function loadScenario(nameOrPath: string): Scenario {
  const path = scenarioPath(nameOrPath);
  const file = readSmallFile(path, MAX_SCENARIO_BYTES);
  if (file.kind === 'notRegular') throw new ScenarioFileError(`${path}: a scenario must be a regular file`);
  if (file.kind === 'tooLarge') {
    throw new ScenarioFileError(
      `${path}: a scenario file must be at most ${MAX_SCENARIO_BYTES} bytes, got ${file.size}`,
    );
  }
  if (file.kind === 'unreadable') throw new ScenarioFileError(`${path}: ${file.reason}`);
  let data: unknown;
  try {
    data = JSON.parse(file.text);
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
  let plan;
  try {
    plan = planOf(result.value);
  } catch (error) {
    if (error instanceof ScenarioError) throw new ScenarioFileError(`${source}: ${error.message}`);
    throw error;
  }
  checkFits(heapEstimate(plan), source);
  return result.value;
}

const gigabytes = (bytes: number): string => `${(bytes / 1e9).toFixed(1)} GB`;

/**
 * Refuses, before the build, a scenario whose ledger would not fit in half of node's heap (the build needs room
 * for its garbage too): otherwise it ends, minutes later, in a V8 out-of-memory abort.
 */
function checkFits(parts: ReturnType<typeof heapEstimate>, source: string): void {
  const limit = getHeapStatistics().heap_size_limit;
  const budget = limit / 2;
  const total = parts.reduce((sum, p) => sum + p.bytes, 0);
  if (total <= budget) return;
  const largest = parts.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  throw new ScenarioFileError(
    `${source}: ${largest.path} asks for about ${gigabytes(largest.bytes)} of memory (${largest.what}; ${gigabytes(total)} in all), ` +
      `more than this process can hold (about ${gigabytes(budget)}, half of node's heap limit of ${gigabytes(limit)}): ` +
      'lower it, or give node a larger --max-old-space-size',
  );
}

/**
 * The ledger of a scenario (a bundled name, a file path, or scenario data), with the seed given or else the
 * scenario's own seed.
 */
export function ledgerOf(source: string | Scenario, seed?: number): StaticLedger {
  return ledgerPartsOf(source, seed).ledger;
}

/** The ledger of a scenario with what a live ledger goes on from. */
export function ledgerPartsOf(source: string | Scenario, seed?: number): LedgerParts {
  if (seed !== undefined && (!Number.isInteger(seed) || seed < 0 || seed > 4294967295)) {
    throw new RangeError(`seed must be an integer from 0 to 4294967295, got ${seed}`);
  }
  const scenario = typeof source === 'string' ? loadScenario(source) : checkScenario(source, 'scenario');
  const label = typeof source === 'string' ? source : 'scenario';
  try {
    return buildLedgerParts(scenario, seed ?? scenario.seed ?? 0);
  } catch (error) {
    if (error instanceof ScenarioError) throw new ScenarioFileError(`${label}: ${error.message}`);
    throw error;
  }
}
