import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../src/index.js';
import { projectRoot } from '../cli-process.js';

// vitest run in a process of its own, seconds of CPU: npm test runs what the project does with the environment
// in-process (test/check-cli.test.ts), and the project itself against the simulator.
let faulty: Simulator;
beforeAll(async () => {
  faulty = await startSimulator({ scenario: 'minimal', faults: ['d-cursor-exclusive'] });
});
afterAll(async () => {
  await faulty.close();
});

describe('the conformance vitest project', () => {
  it('should fail against a faulted target given in the environment', async () => {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'conformance'], {
        cwd: projectRoot,
        env: {
          ...process.env,
          TRK_BASE_URL: faulty.urls.base,
          TRK_CHECKS: 'd-cursor-exclusive,d-page-size-bound',
          TRK_RUNS: '10',
        },
        stdio: 'ignore',
      });
      child.on('close', resolve);
    });
    expect(code).toBe(1);
  });
});
