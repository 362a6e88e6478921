export interface StopOptions {
  /** Prefix of the lines printed, e.g. `token-registry-kit`. */
  readonly name: string;
  /** Where the "stopping" lines go. */
  readonly write: (text: string) => void;
  /** How long closing may take before the process exits anyway; 5 s by default. */
  readonly graceMs?: number;
  /** How often to look whether the parent process has gone; 200 ms by default. */
  readonly parentPollMs?: number;
}

const signalExitCodes = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * Stops a server on SIGINT or SIGTERM by calling `stop`; the caller exits once the server has closed (bin.ts: when
 * `main` resolves, 0, or 1 for a close that failed). A close that takes longer than the grace period exits 1 anyway
 * (a hung socket must not keep a stopped server alive). A second signal while closing exits at once, with the
 * shell's code for that signal.
 *
 * Run by npm (`npm start`, `npx token-registry-kit serve`), the process also stops when its parent goes away: npm
 * runs us through `sh -c`, and when npm passes a SIGTERM on, dash dies without passing it to us, which used to
 * leave the server running as an orphan. No signal reaches us then; the parent's disappearance is the only sign.
 * (A SIGINT to npm's pid alone reaches nobody: sh waits for its child before acting on it. Ctrl-C in a terminal
 * signals the whole process group, us included.)
 */
export function stopOnSignals(stop: () => void, options: StopOptions): void {
  const graceMs = options.graceMs ?? 5000;
  let stopping = false;
  const begin = (reason: string): void => {
    stopping = true;
    options.write(`${options.name}: ${reason}, stopping\n`);
    setTimeout(() => {
      options.write(`${options.name}: not closed after ${graceMs} ms, exiting anyway\n`);
      process.exit(1);
    }, graceMs).unref();
    stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!stopping) return begin(`${signal} received`);
      options.write(`${options.name}: ${signal} received again, exiting now\n`);
      process.exit(signalExitCodes[signal]);
    });
  }
  // npm sets npm_lifecycle_event for the scripts it runs, npx included. Elsewhere a reparented server is left
  // alone: `nohup token-registry-kit serve &` means to outlive the shell. Windows does not reparent: nothing to see.
  if (process.env['npm_lifecycle_event'] !== undefined && process.platform !== 'win32') {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent && !stopping) begin(`parent process ${parent} exited`);
    }, options.parentPollMs ?? 200).unref();
  }
}
