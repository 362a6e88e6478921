// The GitHub Action's entry (action.yml): runAction on the process, then exit with the kit's code. Bundled with all
// it imports into action/check.mjs (npm run build:action), which is what the action runs; this file is its source.
import { runAction } from './github-action.js';

const code = await runAction(process.env, {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  tty: false,
});
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
