import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './cli-process.js';
import { run } from './processes.js';

// The file the GitHub Action runs (action.yml, action/check.mjs) is committed, built from the sources: it must be what
// they give now. test/action-steps.test.ts runs it from a copy of the action's checkout without node_modules.
describe('the action bundle, action/check.mjs', () => {
  const bundle = readFileSync(join(projectRoot, 'action', 'check.mjs'), 'utf8');

  it('should be what npm run build:action makes of the sources now, byte for byte', async () => {
    const checked = await run(process.execPath, ['.ci/build-action.mjs', '--check'], { cwd: projectRoot }, 60_000);
    expect(checked.stderr).toBe('');
    expect(checked.code).toBe(0);
    expect(checked.stdout).toBe(`build-action: action/check.mjs is current (${Buffer.byteLength(bundle)} bytes)\n`);
  });

  it("should import node's own modules only, and name no path of the machine it was built on", () => {
    const imported = [...bundle.matchAll(/^\s*import\b[^'"]*?from\s*['"]([^'"]+)['"]/gm)].map((m) => m[1] as string);
    expect(imported.length).toBeGreaterThan(5);
    expect(imported.filter((name) => !name.startsWith('node:') || !isBuiltin(name))).toEqual([]);
    expect(bundle).not.toContain(projectRoot);
    expect(bundle).not.toMatch(/\/(home|root|Users|tmp)\//);
  });
});
