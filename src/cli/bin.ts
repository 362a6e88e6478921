#!/usr/bin/env node
// The package's command (package.json "bin"; an ES module only, it has no CommonJS twin). main.ts only defines the
// commands, so that importing it runs nothing; running them on process.argv happens here.
import { main, reportError } from './main.js';

main(process.argv.slice(2)).catch((error: unknown) => {
  // Exit at once: a failed start may leave handles (a half-open socket, a timer) that would keep the process up.
  process.exit(reportError(error));
});
