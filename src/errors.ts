/**
 * An error of the simulator: a `name` to tell it by (in logs, and across the ES module and CommonJS builds, where
 * `instanceof` does not reach) and the exit code that the command line ends with on it: 2 for what the user gave
 * (a scenario file, a fault id), 1 for a server that cannot start or stop. The kit's errors (KitError) carry the
 * same two fields; the two halves share no class, since neither imports the other's core.
 */
export abstract class SimulatorError extends Error {
  abstract override readonly name: string;
  abstract readonly exitCode: 1 | 2;
}
