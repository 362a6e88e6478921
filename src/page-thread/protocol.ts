/** What a page thread and the server's thread share (page-thread.ts): where the state and the bytes lie. */
export interface PageThreadData {
  readonly seed: number;
  /** Int32 slots: STATE and LENGTH. */
  readonly control: SharedArrayBuffer;
  /** The bytes of the items last built. */
  readonly data: SharedArrayBuffer;
}

export const STATE = 0;
export const LENGTH = 1;

export const IDLE = 0;
export const PENDING = 1;
export const DONE = 2;
/** The items' bytes do not fit in `data`: the server's thread builds them itself. */
export const TOO_LARGE = 3;
export const FAILED = 4;
