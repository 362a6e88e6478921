import fc from 'fast-check';
import { defineCheck, failure, warning, type CheckContext, type Finding } from '../check.js';
import { walk, type Walk } from '../events.js';

/** How far the compared walks go: enough to cross pages and migrations, bounded for long real histories. */
const MAX_ITEMS = 3000;
/** How far the walk to the end goes, in pages of 1000. */
const END_PAGES = 20;
/** Small page sizes walk fewer items: a bounded number of requests per walk. */
const MAX_PAGES = 150;

const pagesFor = (size: number): number => Math.min(MAX_PAGES, Math.ceil(MAX_ITEMS / size) + 1);

// The walk to the end is the same for every example of a run: made once per run.
const ends = new WeakMap<CheckContext, Promise<Walk>>();
function walkToEnd(ctx: CheckContext): Promise<Walk> {
  let end = ends.get(ctx);
  if (!end) {
    end = walk(ctx, 1000, END_PAGES);
    ends.set(ctx, end);
  }
  return end;
}

const lastExchange = (w: Walk): Walk['exchanges'][number] | undefined => w.exchanges[w.exchanges.length - 1];

/**
 * D: walking the history with two page sizes gives the same sequence, with no duplicate and no gap, and a walk
 * ends with an empty page (spec section 4.D, cursor semantics).
 */
export const dWalk = defineCheck({
  id: 'd-walk',
  title: 'Walks with different page sizes agree and end',
  operation: 'D',
  groups: ['scan'],
  maxRuns: 4,
  inputs: () => fc.tuple(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 })),
  asks: ['a', 'b', 'end'],
  probe: async ([a, b], ctx) => {
    // The walk to the end comes first: a history that grows meanwhile only lengthens the later walks.
    const end = await walkToEnd(ctx);
    return { a: await walk(ctx, a, pagesFor(a)), b: await walk(ctx, b, pagesFor(b)), end };
  },
  verify: ([a, b], walks) => {
    const findings: Finding[] = [];
    for (const w of [walks.a, walks.b, walks.end]) {
      if (w.broken)
        return [failure('200 pages with a cursor to follow', `page ${w.exchanges.length} broke the walk`, w.broken)];
      if (w.duplicate) return [failure('each event once in a walk', `${w.duplicate} twice`, lastExchange(w))];
    }
    const common = Math.min(walks.a.items.length, walks.b.items.length, MAX_ITEMS);
    for (let i = 0; i < common; i++) {
      const [left, right] = [walks.a.items.at(i).id, walks.b.items.at(i).id];
      if (left !== right) {
        return [
          failure(
            `the same event at index ${i} with page sizes ${a} and ${b}`,
            `${left} and ${right}`,
            walks.b.exchanges[Math.floor(i / b)],
          ),
        ];
      }
    }
    const end = walks.end;
    if (end.ended) {
      // A complete walk is the reference: every shorter one is its prefix, and ended ones have all of it.
      for (const [size, w] of [
        [a, walks.a],
        [b, walks.b],
      ] as const) {
        const expected = Math.min(end.items.length, pagesFor(size) * size, MAX_ITEMS);
        // The walk to the end came first: a later walk that ended may have seen the history grow, never shrink.
        if (w.ended ? w.items.length < end.items.length : w.items.length < expected) {
          findings.push(
            failure(
              `${end.items.length} events in all, as with page size 1000`,
              `${w.items.length} with page size ${size}`,
              lastExchange(w),
            ),
          );
          break;
        }
        for (let i = 0; i < Math.min(w.items.length, end.items.length); i++) {
          const { id } = w.items.at(i);
          if (id !== end.items.at(i).id) {
            findings.push(failure(`the same event at index ${i} as with page size 1000`, id, lastExchange(w)));
            break;
          }
        }
      }
    } else if (end.exchanges.length >= END_PAGES) {
      findings.push(
        warning(
          'the walk to end',
          `${end.items.length} events in ${END_PAGES} pages without reaching the end (not followed further)`,
        ),
      );
    }
    return findings;
  },
});
