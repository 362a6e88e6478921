import { GROUPS } from '../../common/api.js';
import { shellQuote } from '../client/client.js';
import { defaultKitConfig, defaultRateLimit, type KitConfig } from '../config/config.js';

/** The replay path of a failure that discovery met in its windows (ReadDefect.found), not a fast-check path. */
export const DISCOVERY_PATH = 'discovery';

/**
 * The one command that replays a failure: the same target, facts, dialect, seed and path, and every option that
 * changes what is sent or generated (time-out, rate limit, runs, discovery bounds). Header values are masked: put
 * your own back in place of `***`.
 */
export function replayCommand(config: KitConfig, id: string, path: string, reading: readonly string[] = []): string {
  const parts = ['npx', 'token-registry-kit', 'check'];
  // Each group's own URL, --registry-url and so on (config/options.ts), in the table's order.
  for (const group of GROUPS) {
    const url = config.target[group];
    if (url) parts.push(`--${group}-url`, shellQuote(url));
  }
  if (config.profilePath) parts.push('--profile', shellQuote(config.profilePath));
  else {
    // Discovery's bounds decide the facts, and so the examples.
    if (config.discoveryPages !== defaultKitConfig.discoveryPages)
      parts.push('--discovery-pages', String(config.discoveryPages));
    if (config.discoverySeconds !== defaultKitConfig.discoverySeconds)
      parts.push('--discovery-time', String(config.discoverySeconds));
  }
  if (config.dialect !== 'spec') parts.push('--dialect', config.dialect);
  if (config.timeoutMs !== defaultKitConfig.timeoutMs) parts.push('--timeout', String(config.timeoutMs));
  // The command line's default rate limit depends on the target: name it whenever the run's differs from that.
  if (config.rateLimit !== defaultRateLimit(config.target)) parts.push('--rate-limit', String(config.rateLimit));
  // The path names a run among numRuns (examples included): the same runs replay the same example.
  if (config.runs !== defaultKitConfig.runs) parts.push('--runs', String(config.runs));
  // Without them the replay cannot reach an https target with a private CA or a self-signed certificate.
  if (config.caFile) parts.push('--ca', shellQuote(config.caFile));
  if (config.insecure) parts.push('--insecure');
  // Without it a replay against an end that stands still for a moment has nothing to watch.
  if (config.movingEnd) parts.push('--moving-end');
  for (const name of Object.keys(config.headers)) parts.push('-H', shellQuote(`${name}: ***`));
  // Where a failure was read, for one that only a reading there meets again (a sweep's).
  parts.push(...reading);
  parts.push('--checks', id, '--seed', String(config.seed));
  // A failure found while the kit mapped the history has no path: the map is made again, and fails again. One
  // found by discovery's windows has the path `discovery`: the replay reads them again, whatever it checks.
  if (path !== '') parts.push('--path', path);
  return parts.join(' ');
}
