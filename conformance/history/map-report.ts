import type { HistoryMap } from './map-shape.js';

/** A place in the history as the reports give it: migration id and record time, as the target wrote it. */
export interface PlaceReport {
  readonly migrationId: number;
  readonly recordTime: string;
}

/** The map of the history in the JSON report: its places without the instants the kit computes with. */
export interface HistoryReport {
  readonly migrations: readonly {
    readonly migrationId: number;
    readonly first: PlaceReport;
    readonly last: PlaceReport;
  }[];
  readonly samples: readonly PlaceReport[];
  readonly last: PlaceReport | null;
  readonly complete: boolean;
  readonly requests: number;
  readonly durationMs: number;
}

const place = (p: { readonly migrationId: number; readonly recordTime: string }): PlaceReport => ({
  migrationId: p.migrationId,
  recordTime: p.recordTime,
});

/** The map as the reports and runKit's result give it: JSON, without the instants the kit computes with. */
export const historyReport = (map: HistoryMap): HistoryReport => ({
  migrations: map.migrations.map((m) => ({ migrationId: m.migrationId, first: place(m.first), last: place(m.last) })),
  samples: map.samples.map(place),
  last: map.last && place(map.last),
  complete: map.complete,
  requests: map.requests,
  durationMs: map.durationMs,
});
