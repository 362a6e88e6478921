/**
 * "Did you mean": the known word nearest to a mistyped one, when it is near enough to be the one meant. Both halves
 * name what they do not know with it (options, commands, scenarios, fault and check ids, fields of a request body),
 * so it lives in common/. Pure.
 */

/**
 * The edits that turn `a` into `b`: insertions, deletions, substitutions and swaps of two neighbours (the optimal
 * string alignment distance, Damerau's variant of Levenshtein's), so that `scenaro` is 1 from `scenario` and
 * `defualt` 1 from `default`.
 */
export function editDistance(a: string, b: string): number {
  // Three rows of the table: the one before the last, the last and this one.
  let before: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((last[j] as number) + 1, (row[j - 1] as number) + 1, (last[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (before[j - 2] as number) + 1);
      }
      row.push(best);
    }
    before = last;
    last = row;
  }
  return last[b.length] as number;
}

/**
 * How many edits a word may be from the one meant: none for a word of one or two letters (anything is near those),
 * 1 up to five letters, then 2, or a third of the length for a long one.
 */
export const reachOf = (word: string): number =>
  word.length <= 2 ? 0 : word.length <= 5 ? 1 : Math.max(2, Math.floor(word.length / 3));

/**
 * The known word nearest to `given`, compared without case, when it is within `reachOf(given)` edits; the first
 * listed of equally near ones. Undefined when none is near, or `given` is itself known.
 */
export function closest(given: string, known: readonly string[]): string | undefined {
  const reach = reachOf(given);
  const word = given.toLowerCase();
  let best: string | undefined;
  let bestDistance = reach + 1;
  for (const candidate of known) {
    if (candidate === given) return undefined;
    // The distance is at least the difference of the lengths: a long hostile input costs no table.
    if (Math.abs(candidate.length - given.length) >= bestDistance) continue;
    const distance = editDistance(word, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * ` (did you mean "scenario"?)` for the end of a message, or '' when no known word is near; `show` writes the
 * suggestion as the place it goes expects it (`--scenario`, `"scenario"`).
 */
export function didYouMean(
  given: string,
  known: readonly string[],
  show: (word: string) => string = (word) => JSON.stringify(word),
): string {
  const near = closest(given, known);
  return near === undefined ? '' : ` (did you mean ${show(near)}?)`;
}
