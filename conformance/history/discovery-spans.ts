import type { MigrationSpan } from './map.js';

export const SECOND = 1_000_000_000n;
export const PAGE = 1000;

/** Where a window begins: an exclusive cursor in a migration (by its index), or the start of the history. */
export type Start = { readonly index: number; readonly nanos: bigint } | null;

/** The start `span` earlier than `from`, taking in the ends of earlier migrations as needed. */
export function startBefore(
  migrations: readonly MigrationSpan[],
  from: { index: number; nanos: bigint },
  span: bigint,
): Start {
  const spanAt = (i: number): MigrationSpan => migrations[i] as MigrationSpan;
  let { index, nanos } = from;
  let need = span;
  for (;;) {
    const first = spanAt(index).first.nanos;
    if (nanos - need >= first) return { index, nanos: nanos - need };
    if (index === 0) return null;
    need -= nanos > first ? nanos - first : 0n;
    index -= 1;
    nanos = spanAt(index).last.nanos;
  }
}

/** Nanoseconds of record time the window spans, added up per migration (their ranges may overlap). */
export function covered(spans: ReadonlyMap<number, { readonly min: bigint; readonly max: bigint }>): bigint {
  let sum = 0n;
  for (const { min, max } of spans.values()) sum += max - min;
  return sum;
}

/**
 * How far the next window reaches back, by the density of the items read so far: up to `minItems` in one go,
 * then twice as far as read so far, within the page bound.
 */
export function nextSpan(
  previous: bigint,
  read: { readonly items: number; readonly covered: bigint; readonly pagesLeft: number; readonly minItems: number },
): bigint {
  const { items, pagesLeft, minItems } = read;
  // Too few items to tell their density: gallop.
  if (items < 100 || read.covered <= 0n) return previous * 16n;
  const wanted = items < minItems ? minItems - items : items;
  const target = Math.max(PAGE / 2, Math.min(Math.max(PAGE, wanted), Math.floor(pagesLeft * PAGE * 0.8)));
  const span = (BigInt(target) * read.covered) / BigInt(items);
  return span > SECOND ? span : SECOND;
}
