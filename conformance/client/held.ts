/**
 * The bytes of answers a client holds at once, against its budget (--max-held-mb): every body while it arrives,
 * then until it is given back (a lent one, after its use) or taken back (a kept one, at recycle()). A check that
 * keeps several answers of one example holds them all together; a budget in bytes bounds that, whatever their
 * count, so that a target answering near --max-response-mb to every request cannot make the kit hold several such
 * answers at once (README, Budgets).
 */

/** Why an answer was not read: the room it needed, what the others held, and the budget. */
export interface NoRoom {
  /** What the others held when it was refused. */
  readonly others: number;
  readonly budget: number;
}

export class Held {
  private bytes = 0;
  private most = 0;
  constructor(readonly budget: number) {}

  /** Bytes held now. */
  get now(): number {
    return this.bytes;
  }

  /** The most bytes held at once so far. */
  get peak(): number {
    return this.most;
  }

  /**
   * Room for `more` bytes of a body that holds `own` bytes already, taken; or, when the body would take the whole
   * past the budget while other answers are held, what it was refused for. A body alone is read whatever the
   * budget, up to the cap of one answer (--max-response-mb): the budget bounds answers held together.
   */
  take(more: number, own: number): NoRoom | null {
    const others = this.bytes - own;
    if (others > 0 && this.bytes + more > this.budget) return { others, budget: this.budget };
    this.bytes += more;
    if (this.bytes > this.most) this.most = this.bytes;
    return null;
  }

  /** Gives back the room of bytes held. */
  give(bytes: number): void {
    this.bytes -= bytes;
  }
}
