import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './cli-process.js';
import { run } from './processes.js';

/** The commands of `npm run typecheck`, in order. */
const typecheck = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts['typecheck']?.split(' && ');

describe("the browser view's code (src/ui/browser), type-checked by npm run typecheck", () => {
  it('should fail on a name mistyped in a click handler, which no test may ever click', async () => {
    // Its own program, with the DOM's types and not node's (src/ui/browser/tsconfig.json), after the rest's.
    const browser = typecheck?.find((command) => command.endsWith(' -p src/ui/browser'));
    expect(browser, JSON.stringify(typecheck)).toBeDefined();
    const [node = '', ...args] = browser?.split(' ') ?? [];
    expect(node).toBe('node');
    // A copy of what the program reaches, with `say` mistyped where the token is forgotten.
    const dir = mkdtempSync(join(tmpdir(), 'trk-ui-typecheck-'));
    try {
      for (const path of ['common', join('src', 'ui'), 'tsconfig.json', 'package.json']) {
        cpSync(join(projectRoot, path), join(dir, path), { recursive: true });
      }
      symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
      const main = join(dir, 'src', 'ui', 'browser', 'main.ts');
      const text = readFileSync(main, 'utf8');
      expect(text).toContain("say('Token forgotten.');");
      writeFileSync(main, text.replace("say('Token forgotten.');", "sai('Token forgotten.');"));
      const { code, stdout } = await run(process.execPath, args, { cwd: dir });
      expect(stdout.trim().split('\n')).toEqual([
        expect.stringMatching(/^src\/ui\/browser\/main\.ts\(\d+,\d+\): error TS\d+: Cannot find name 'sai'\./),
      ]);
      expect(code).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
