import type { Stream } from '../random.js';
import { isRecent, RECENT_ITEMS } from './recent-activity.js';
import type { Step } from './state.js';

/** A step and the index of the history item it becomes. */
export interface PlacedStep {
  readonly step: Step;
  readonly index: number;
}

/**
 * Random places for the steps, in key order, that keep cause before effect: the first step (the set-up) at index 0,
 * recent steps in the last RECENT_ITEMS items when the history has room for them there, the others before. The
 * caller has checked that there are no more steps than items.
 */
export function placeSteps(storyStream: Stream, steps: readonly Step[], historyLength: number): PlacedStep[] {
  const sorted = [...steps].sort((a, b) => a.key - b.key);
  const recentCount = sorted.filter((step) => isRecent(step.key)).length;
  const tail = recentCount > 0 && sorted.length - recentCount <= historyLength - RECENT_ITEMS ? RECENT_ITEMS : 0;
  const earlier = sorted.length - (tail > 0 ? recentCount : 0);
  const positions = [
    0,
    ...storyStream
      .child('positions')
      .sample(historyLength - tail - 1, earlier - 1)
      .map((p) => p + 1),
    ...(tail > 0
      ? storyStream
          .child('recent-positions')
          .sample(tail, recentCount)
          .map((p) => p + historyLength - tail)
      : []),
  ];
  return sorted.map((step, i) => {
    const index = positions[i];
    if (index === undefined) throw new Error(`story step ${i} of ${sorted.length} has no place in the history`);
    return { step, index };
  });
}
