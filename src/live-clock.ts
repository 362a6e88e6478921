import type { ClockedControl } from './operations/control.js';

/** How often a real clock moves the ledger on. */
const TICK_MILLIS = 100;

/** A running real clock: stop it before closing the server. */
export interface RealClock {
  stop(): void;
}

/**
 * Moves a live ledger on in real time, `speed` times faster: every tick hands the ledger the wall time that
 * passed, and the ledger appends what fell due. The ledger itself never reads a clock; this edge does. At the end of
 * the ledger's time (src/ledger/live/live-ledger.ts, lastPresent) it stops, and says so once on `log`.
 */
export function startRealClock(
  tick: ClockedControl['tick'],
  speed: number,
  log: (line: string) => void = () => {},
): RealClock {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const ended = tick((now - last) * speed);
    last = now;
    if (ended !== null) {
      clearInterval(timer);
      log(ended);
    }
  }, TICK_MILLIS);
  // The clock alone must not keep a process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
