/**
 * The answers that rules of faults on demand hold at the edge, and their budget (docs/inject.md, budgets): a slow
 * answer for as long as it trickles, and a delayed one that a rule's `status=` had to make before the wait. A
 * delay without `status=` holds no answer: it is made once the wait is over, and only counts as one waiting.
 * Per process, as the connections are.
 */

/** What `delay` and `slow` rules may hold unless told otherwise: 64 MiB. */
export const DEFAULT_HOLD_BYTES = 64 * 2 ** 20;

export class HeldAnswers {
  private held = 0;
  private count = 0;

  /** @param capacity bytes of answers it may hold at once */
  constructor(readonly capacity: number = DEFAULT_HOLD_BYTES) {}

  /** Bytes of answers held now. */
  get bytes(): number {
    return this.held;
  }

  /** Answers held or waiting now, those of no bytes (a delay whose answer is not made yet) included. */
  get answers(): number {
    return this.count;
  }

  /**
   * Holds `bytes` until the function returned is called (once; later calls do nothing), or null when they would
   * take what is held past the capacity.
   */
  take(bytes: number): (() => void) | null {
    if (this.held + bytes > this.capacity) return null;
    this.held += bytes;
    this.count++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held -= bytes;
      this.count--;
    };
  }

  /** Why an answer of `bytes` is refused, naming the budget and the option that raises it. */
  refusal(bytes: number): string {
    const budget = `the budget of the answers that delay and slow rules hold, ${sizeText(this.capacity)} (--inject-hold-mb, injectHoldMb, per process)`;
    const why =
      bytes > this.capacity
        ? `this answer of ${sizeText(bytes)} is alone larger than ${budget}`
        : `${sizeText(this.held)} are held, and this answer of ${sizeText(bytes)} would take them past ${budget}`;
    return `${why}: its rule is not carried out; try again once they are sent`;
  }
}

/** Whole MiB as such, a tenth of one above 1 MiB, else bytes. */
const sizeText = (bytes: number): string =>
  bytes >= 2 ** 20 ? `${Math.round((bytes / 2 ** 20) * 10) / 10} MiB` : `${bytes} byte${bytes === 1 ? '' : 's'}`;
