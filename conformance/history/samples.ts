import { comparePositions, describePosition, type Position } from '../reading/events.js';
import { cursorAt, cursorPosition } from './cursors.js';
import type { MigrationSpan } from './map-shape.js';
import type { HistoryProbes } from './probes.js';

/** The fractions of a migration's time span probed for samples: a bisection three levels deep. */
const FRACTIONS: readonly [bigint, bigint][] = [
  [1n, 2n],
  [1n, 4n],
  [3n, 4n],
  [1n, 8n],
  [3n, 8n],
  [5n, 8n],
  [7n, 8n],
];

/** Items at dyadic fractions of a migration's time span: the first item after each such instant. */
export async function samplesOf(probes: HistoryProbes, span: MigrationSpan): Promise<Position[]> {
  const found: Position[] = [];
  const width = span.last.nanos - span.first.nanos;
  for (const [n, d] of FRACTIONS) {
    if (probes.outOfTime()) break;
    const t = span.first.nanos + (width * n) / d;
    const cursor = cursorAt(span.migrationId, t);
    const at = cursorPosition(cursor);
    if (!at || comparePositions(at, span.first) < 0 || comparePositions(at, span.last) >= 0) continue;
    const { position, exchange } = await probes.probe(cursor);
    if (!position || comparePositions(position, span.last) > 0) {
      probes.log.note(
        'd-reads-agree',
        `the first item after ${describePosition(at)}: an item of migration ${span.migrationId} no later than its last, at ${span.last.recordTime}`,
        position ? `an item at ${describePosition(position)}` : 'no item',
        exchange,
        [cursor, 1],
      );
      continue;
    }
    if (!found.some((p) => comparePositions(p, position) === 0)) found.push(position);
  }
  return found;
}
