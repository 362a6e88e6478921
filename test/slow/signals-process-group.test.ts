import { describe, expect, it } from 'vitest';
import { startAndStop } from '../npm-start.js';

// Two more npm, sh and tsx trees: npm test stops `npm start` by SIGTERM to npm alone, and the server on its own
// SIGTERM and SIGINT (test/signals.test.ts, test/determinism.test.ts).
describe('npm start', () => {
  // Ctrl-C in a terminal signals the whole foreground process group: the server gets the signal itself. (SIGINT
  // to npm's pid alone stops nothing: sh waits for its child before it acts on SIGINT, and the child never hears.)
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'should stop on %s sent to its whole process group, as Ctrl-C in a terminal and kill -- -pgid do',
    async (signal) => {
      const npm = await startAndStop(true, (started) => process.kill(-(started.child.pid as number), signal));
      // The shell dies of a SIGTERM at once: on a busy machine the server may notice its parent gone before its
      // own signal handler runs. Either way it stops, which startAndStop checks (no process left, port free).
      expect(npm.output()).toMatch(new RegExp(`(${signal} received|parent process \\d+ exited), stopping`));
    },
  );
});
