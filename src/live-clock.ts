import { ControlError } from './operations/control-error.js';
import type { Control } from './operations/control.js';

/** How often a real clock moves the ledger on. */
const TICK_MILLIS = 100;
/** What a tick appends at most when more fell due: a million items a second. */
const MAX_STEPS_PER_TICK = 100_000;

/** A running real clock: stop it before closing the server. */
export interface RealClock {
  stop(): void;
}

/**
 * Moves a live ledger on in real time, `speed` times faster: every tick hands the ledger the wall time that
 * passed, and the ledger appends what fell due. The ledger itself never reads a clock; this edge does.
 */
export function startRealClock(control: Control, speed: number): RealClock {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    try {
      control.advance({ millis: (now - last) * speed });
    } catch (error) {
      // More items fell due in one tick than one call may append (a tiny gap at a huge speed): append a tick's
      // worth of steps and let the ledger lag behind the clock rather than stop serving.
      if (!(error instanceof ControlError)) throw error;
      control.advance(MAX_STEPS_PER_TICK);
    }
    last = now;
  }, TICK_MILLIS);
  // The clock alone must not keep a process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
