import { describe, expect, it } from 'vitest';
import { checkOptions } from '../conformance/config.js';
import type { OptionSpec } from '../src/shared/options.js';
import { action, declaredInputs, pkg, step, steps } from './action-helpers.js';

const binName = 'token-registry-kit';

describe('action.yml', () => {
  it('should set only environment variables that the check command reads', () => {
    const options: readonly OptionSpec[] = checkOptions;
    const read = new Set(options.map((o) => o.env).filter((e): e is string => e !== undefined));
    const set = [...action.matchAll(/^\s+(TRK_[A-Z_]+):/gm)].map((m) => m[1] as string);
    expect(set.length).toBeGreaterThan(10);
    expect(set.filter((name) => !read.has(name))).toEqual([]);
  });

  it('should use only inputs it declares, and declare none it does not use', () => {
    const declared = [...declaredInputs(action).keys()];
    const used = new Set([...action.matchAll(/inputs\.([a-z-]+)/g)].map((m) => m[1] as string));
    expect(declared.length).toBeGreaterThan(20);
    expect([...used].filter((name) => !declared.includes(name))).toEqual([]);
    expect(declared.filter((name) => !used.has(name))).toEqual([]);
  });

  it('should run the bin that package.json publishes, from the folder it installed the package in', () => {
    const install = steps.find((s) => s.run.includes('npm install'));
    const check = step('check');
    // The bin's file must be in the tarball for npm to link it.
    expect(pkg.files.some((dir) => (pkg.bin[binName] ?? '').startsWith(dir))).toBe(true);
    expect(install?.run).toContain('npm install --prefix "$KIT" --no-save --no-audit --no-fund "$PACKAGE"');
    expect(install?.env['PACKAGE']).toBe('${{ steps.resolve.outputs.package }}');
    expect(install?.env['KIT']).toMatch(/^\$\{\{ runner\.temp \}\}\//);
    expect(check.env['KIT']).toBe(install?.env['KIT']);
    expect(check.run).toContain(`"$KIT/node_modules/.bin/${binName}" check`);
  });

  it('should neither install nor build the action checkout', () => {
    // Every step runs where the user's relative paths (profile, ca, report-dir, tarball) start: their working dir.
    expect(action).not.toMatch(/npm (ci|run)\b/);
    expect(action).not.toContain('working-directory');
    expect(steps.filter((s) => s.run.includes('npm install'))).toHaveLength(1);
  });

  it('should run actions/setup-node only when the input node-version is given', () => {
    const setups = steps.filter((s) => s.keys['uses']?.startsWith('actions/setup-node@'));
    expect(declaredInputs(action).get('node-version')).toBe('');
    expect(setups.length).toBeGreaterThan(0);
    for (const setup of setups) expect(setup.keys['if']).toBe("inputs.node-version != ''");
  });

  it('should upload the reports also when the check fails, and fail on a skipped check by default', () => {
    const upload = steps.find((s) => s.keys['uses']?.startsWith('actions/upload-artifact@'));
    expect(upload?.keys['if']).toMatch(/^always\(\) && inputs\.upload == 'true'/);
    expect(upload?.with['name']).toBe('${{ steps.resolve.outputs.artifact-name }}');
    expect(declaredInputs(action).get('fail-on-skip')).toBe('true');
  });
});
