import { describe, expect, it } from 'vitest';
import { checkOptions } from '../conformance/config/config.js';
import type { OptionSpec } from '../common/options.js';
import { ACTION_REPORTS } from '../cli/github-action.js';
import { action, declaredInputs, step, steps } from './action-helpers.js';

describe('action.yml', () => {
  it('should set only environment variables that the check command reads', () => {
    const options: readonly OptionSpec[] = checkOptions;
    const read = new Set(options.map((o) => o.env).filter((e): e is string => e !== undefined));
    const set = [...action.matchAll(/^\s+(TRK_[A-Z_]+):/gm)].map((m) => m[1] as string);
    expect(set.length).toBeGreaterThan(10);
    expect(set.filter((name) => !read.has(name))).toEqual([]);
  });

  it("should take each of the kit's options as an input of its name, its default the kit's", () => {
    const options: readonly OptionSpec[] = checkOptions;
    const check = step('check');
    const inputs = declaredInputs(action);
    // The action writes the three reports itself (github-action.ts); `headers` takes one header a line.
    const inputOf = (option: OptionSpec): string | null =>
      option.name === 'report' ? null : option.name === 'header' ? 'headers' : option.name;
    // Defaults the action chooses for a CI job: a skip fails the gate, and the reports go where it uploads them.
    const ownDefaults = new Set(['fail-on-skip', 'report-dir']);
    const read = options.filter((o) => o.env !== undefined && inputOf(o) !== null);
    expect(read.length).toBeGreaterThan(20);
    for (const option of read) {
      const input = inputOf(option) ?? '';
      expect(check.env[option.env ?? ''], option.name).toBe(`\${{ inputs.${input} }}`);
      expect(inputs.has(input), option.name).toBe(true);
      const kitDefault = option.kind === 'flag' ? 'false' : 'default' in option ? (option.default ?? '') : '';
      if (!ownDefaults.has(input)) expect(inputs.get(input), option.name).toBe(kitDefault);
    }
  });

  it('should use only inputs it declares, and declare none it does not use', () => {
    const declared = [...declaredInputs(action).keys()];
    const used = new Set([...action.matchAll(/inputs\.([a-z-]+)/g)].map((m) => m[1] as string));
    expect(declared.length).toBeGreaterThan(20);
    expect([...used].filter((name) => !declared.includes(name))).toEqual([]);
    expect(declared.filter((name) => !used.has(name))).toEqual([]);
  });

  it('should run the kit committed in its own checkout, and install nothing from any registry', () => {
    const check = step('check');
    // A name on a registry is whoever publishes it first: the action runs its own file, from its own checkout.
    expect(check.env['ACTION_PATH']).toBe('${{ github.action_path }}');
    expect(check.run).toContain('node "$ACTION_PATH/action/check.mjs"');
    // The commands of its scripts: not their comments, nor the words of what they print.
    const commands = steps
      .flatMap((s) => s.run.split('\n'))
      .filter((line) => !/^\s*(#|echo\b|")/.test(line))
      .join('\n');
    expect(commands).toContain('node "$ACTION_PATH/action/check.mjs"');
    expect(commands).not.toMatch(/\bnpm\b|\bnpx\b|\byarn\b|\bpnpm\b|\binstall\b/);
    // The actions it runs: setup-node when asked, upload-artifact; none that installs a package.
    expect(steps.flatMap((s) => (s.keys['uses'] ? [s.keys['uses'].replace(/@.*/, '')] : []))).toEqual([
      'actions/setup-node',
      'actions/upload-artifact',
    ]);
  });

  it('should refuse the inputs that chose what to install, in one line each', () => {
    const resolve = step('resolve');
    expect(resolve.run).toMatch(/if \[ -n "\$VERSION" \]; then\n\s+echo "::error::version: /);
    expect(resolve.run).toMatch(/if \[ -n "\$TARBALL" \]; then\n\s+echo "::error::tarball: /);
  });

  it('should build nothing, and run where the user is', () => {
    // Every step runs where the user's relative paths (profile, ca, report-dir) start: their working dir.
    expect(action).not.toContain('working-directory');
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
    // The folder the check step writes its reports to: the HTML one with the JSON and JUnit ones (github-action.ts).
    expect(upload?.with['path']).toBe('${{ inputs.report-dir }}');
    expect(step('check').env['TRK_REPORT_DIR']).toBe('${{ inputs.report-dir }}');
    expect(ACTION_REPORTS.split(',').sort()).toEqual(['html', 'json', 'junit']);
    expect(declaredInputs(action).get('fail-on-skip')).toBe('true');
  });
});
