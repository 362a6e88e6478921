import { alarm, messageOf } from './status.js';

/** Runs tasks a few at a time, so that a table's rows ask their operation without a burst of requests. */
const queue: (() => Promise<void>)[] = [];
let running = 0;

export function enqueue(task: () => Promise<void>): void {
  queue.push(task);
  pump();
}

function pump(): void {
  while (running < 4 && queue.length > 0) {
    const task = queue.shift();
    if (task === undefined) return;
    running += 1;
    task()
      .catch((error: unknown) => alarm(messageOf(error)))
      .finally(() => {
        running -= 1;
        pump();
      });
  }
}
