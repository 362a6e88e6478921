import { networkInterfaces } from 'node:os';
import { listensEverywhere } from '../app/listen-address.js';
import { OPERATION_IDS, OPERATIONS } from '../../common/api.js';
import type { Simulator } from '../index.js';

/**
 * What `serve` prints once it listens: the base URLs, then each operation of the API (common/api.ts) with its
 * method and whole URL, so that a new user can copy one, then the simulator's own endpoints. One block of text, the
 * same in every worker of `--workers` (the primary compares them).
 *
 * @example
 * token-registry-kit: serving scenario "minimal" (seed 1, 40 events) on port 8080
 *   registry:  http://127.0.0.1:8080
 *   validator: http://127.0.0.1:8080/api/validator
 *   scan:      http://127.0.0.1:8080/api/scan
 *   A  POST http://127.0.0.1:8080/registry/allocations/v1/{allocationId}/choice-contexts/withdraw
 *   B  POST http://127.0.0.1:8080/registry/allocation-instruction/v1/allocation-factory
 *   C  GET  http://127.0.0.1:8080/api/validator/v0/scan-proxy/ans-entries/by-party/{party}
 *   D  POST http://127.0.0.1:8080/api/scan/v0/events
 *   rule 1:    D: 503 next 2
 */

/**
 * One of the simulator's own endpoints beside the API, printed under the operations when it is on: its label and
 * its path under the base URL (`['control', '/_control']`). The request journal's row goes beside the control API's.
 */
export type Endpoint = readonly [label: string, path: string];

export interface BannerFacts {
  readonly program: string;
  /** The address it listens on, as given (`--host`): on every interface, the machine's address is printed too. */
  readonly host: string;
  /** How the ledger moves (`manual clock`), for a live one. */
  readonly live?: string;
  /** The state file of a live ledger (`--state`), and the calls replayed from it when it existed. */
  readonly state?: { readonly file: string; readonly calls: number | null };
  readonly endpoints: readonly Endpoint[];
  /** The browser view is off because the host is not loopback, and nothing asked for it either way. */
  readonly uiOff?: boolean;
  /** The rules of faults on demand in force, as `GET /_control/inject` lists them. */
  readonly rules?: readonly { readonly id: number; readonly rule: string }[];
}

/** `  label:     text`: the labels in one column. */
const row = (label: string, text: string): string => `  ${`${label}:`.padEnd(10)} ${text}\n`;

/** This machine's first IPv4 address that other machines may reach (not loopback), if it has one. */
function outwardAddress(): string | undefined {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((address) => address !== undefined && address.family === 'IPv4' && !address.internal);
  return found?.address;
}

const stateText = ({ file, calls }: { readonly file: string; readonly calls: number | null }): string =>
  calls === null
    ? `${file} (new: written now, and each call on disk before it answers)`
    : `${file} (loaded: ${calls} call${calls === 1 ? '' : 's'} replayed)`;

/** The lines `serve` prints once it listens (see above). */
export function bannerOf(
  simulator: Pick<Simulator, 'urls' | 'port' | 'profile' | 'faults'>,
  facts: BannerFacts,
): string {
  const { urls, profile, port } = simulator;
  const operations = OPERATION_IDS.map((op) => {
    const { group, method, path } = OPERATIONS[op];
    return `  ${op}  ${method.padEnd(4)} ${urls[group]}${path}\n`;
  });
  let network = '';
  if (listensEverywhere(facts.host)) {
    const outward = outwardAddress();
    network = row(
      'network',
      outward === undefined
        ? `every interface (${facts.host}); this machine has no address other machines reach`
        : `http://${outward}:${port} (every interface, ${facts.host}: the same paths, from other machines)`,
    );
  }
  return (
    `${facts.program}: serving scenario "${profile.scenario}" (seed ${profile.seed}, ${profile.eventCount} events) on port ${port}\n` +
    row('registry', urls.registry) +
    row('validator', urls.validator) +
    row('scan', urls.scan) +
    operations.join('') +
    network +
    (simulator.faults.length > 0 ? row('faults', `${simulator.faults.join(', ')} (deliberate defects)`) : '') +
    (facts.live === undefined ? '' : row('live', facts.live)) +
    (facts.state === undefined ? '' : row('state', stateText(facts.state))) +
    facts.endpoints.map(([label, path]) => row(label, `${urls.base}${path}`)).join('') +
    (facts.uiOff ? row('ui', `off on --host ${facts.host}, which is not loopback; --ui serves it at /_ui`) : '') +
    (facts.rules ?? []).map(({ id, rule }) => row(`rule ${id}`, rule)).join('')
  );
}
