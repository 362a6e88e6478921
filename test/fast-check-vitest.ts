import * as fc from 'fast-check';
import { TestRunner, test as vitestTest, type RunnerTestSuite, type TestContext } from 'vitest';

/**
 * What the tests take from `@fast-check/vitest` (vitest.config.ts points its name here): `fc`, and `it` or `test`,
 * vitest's own, with `.prop(arbitraries, parameters)(name, property, timeout)` as that package has it. Importing
 * the package itself walks every chain of vitest's test API (`it.skip.only.concurrent...`), about two seconds of CPU
 * in each worker of a run. A property test is named with its seed, as there, and the suite's beforeEach and
 * afterEach hooks run around each example after the first, as there. `.prop` is on `it` and `test` themselves, not
 * on their chains (`it.skip.prop`), which no test uses.
 */

type Hook = (context: TestContext, suite: RunnerTestSuite) => unknown;
type Cleanup = () => unknown;

/** The suites from the test's own up to its file, innermost first. */
function suiteChain(test: NonNullable<ReturnType<typeof TestRunner.getCurrentTest>>): RunnerTestSuite[] {
  const chain: RunnerTestSuite[] = [];
  for (let suite: RunnerTestSuite | undefined = test.suite ?? test.file; suite; suite = suite.suite) chain.push(suite);
  return chain;
}

function prop<Ts extends [unknown, ...unknown[]]>(
  arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
  parameters: fc.Parameters<Ts> = {},
) {
  return (name: string, property: (...args: Ts) => unknown, timeout?: number): void => {
    const seed = parameters.seed ?? fc.readConfigureGlobal().seed ?? Date.now() ^ (Math.random() * 0x100000000);
    const asserted = fc.asyncProperty(...arbitraries, async (...args: Ts) => {
      await property(...args);
    });
    vitestTest(
      `${name} (with seed=${seed})`,
      async () => {
        const test = TestRunner.getCurrentTest();
        if (!test) throw new Error(`${name}: a property runs inside its test`);
        const chain = suiteChain(test);
        const hooks = (suite: RunnerTestSuite) => TestRunner.getSuiteHooks(suite) as unknown as Record<string, Hook[]>;
        // As vitest runs them: beforeEach outermost first, afterEach innermost first and last added first.
        const beforeEach = [...chain].reverse().flatMap((suite) => hooks(suite)['beforeEach'] ?? []);
        const afterEach = chain.flatMap((suite) => [...(hooks(suite)['afterEach'] ?? [])].reverse());
        const suite = chain[0] as RunnerTestSuite;
        const cleanups: Cleanup[] = [];
        const cleanUp = async (): Promise<void> => {
          for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
        };
        if (beforeEach.length > 0 || afterEach.length > 0) {
          let first = true;
          asserted.beforeEach(async (previous) => {
            await previous();
            if (first) {
              first = false;
              return;
            }
            for (const hook of afterEach) await hook(test.context, suite);
            await cleanUp();
            for (const hook of beforeEach) {
              const cleanup = await hook(test.context, suite);
              if (typeof cleanup === 'function') cleanups.push(cleanup as Cleanup);
            }
          });
        }
        try {
          const { interruptAfterTimeLimit } = fc.readConfigureGlobal();
          await fc.assert(asserted, {
            ...(interruptAfterTimeLimit === undefined ? {} : { interruptAfterTimeLimit }),
            ...parameters,
            seed,
          });
        } finally {
          await cleanUp();
        }
      },
      timeout,
    );
  };
}

/** vitest's `test`, with `.prop`. */
export const test = new Proxy(vitestTest, {
  get: (target, key, receiver) => (key === 'prop' ? prop : Reflect.get(target, key, receiver)),
});
export const it = test;
export { fc };
