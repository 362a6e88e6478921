import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './cli-process.js';
import { run } from './processes.js';
import { action, declaredInputs, pkg, step } from './action-helpers.js';

const bash = (process.env['PATH'] ?? '')
  .split(delimiter)
  .map((dir) => join(dir, 'bash'))
  .find((path) => existsSync(path));
const scratch = mkdtempSync(join(tmpdir(), 'trk-action-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly outputs: Readonly<Record<string, string>>;
}

interface StepRun {
  /** Values of `with:` as a workflow gives them; the others take the action's declared defaults. */
  readonly inputs?: Readonly<Record<string, string>>;
  /** Other contexts the step's `env:` reads, as the runner fills them. */
  readonly contexts?: Readonly<Record<string, string>>;
  readonly cwd?: string;
  readonly path?: string;
}

/**
 * Runs one `run:` step as the runner runs `shell: bash` (`bash --noprofile --norc -eo pipefail`), with only the
 * environment its own `env:` gives, evaluated from the inputs and contexts: a script that reads a variable its
 * `env:` does not set, or an `env:` that names an input wrongly, fails here as it would in a workflow.
 */
async function runStep(id: string, options: StepRun = {}): Promise<Ran> {
  const target = step(id);
  const values: Record<string, string> = {
    'github.action_path': projectRoot,
    'github.job': 'conformance',
    'strategy.job-index': '0',
    ...options.contexts,
  };
  for (const [name, value] of declaredInputs(action)) values[`inputs.${name}`] = options.inputs?.[name] ?? value;
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(target.env)) {
    env[name] = value.replace(/\$\{\{ ([^}]+) \}\}/g, (_, expression: string) => {
      const known = values[expression];
      if (known === undefined) throw new Error(`no test value for \${{ ${expression} }} in step ${id}`);
      return known;
    });
  }
  const dir = mkdtempSync(join(scratch, 'step-'));
  const output = join(dir, 'github-output');
  writeFileSync(output, '');
  const finished = await run(
    bash ?? 'bash',
    ['--noprofile', '--norc', '-eo', 'pipefail', '-c', target.run],
    {
      cwd: options.cwd ?? dir,
      env: { ...env, PATH: options.path ?? process.env['PATH'] ?? '', GITHUB_OUTPUT: output },
    },
    10_000,
  );
  const outputs = Object.fromEntries(
    readFileSync(output, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line): [string, string] => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { code: finished.code, stdout: finished.stdout, outputs };
}

/** A folder whose only command is a `node` that prints `version`, or an empty one when `version` is undefined. */
function pathWithNode(version: string | undefined): string {
  const dir = mkdtempSync(join(scratch, 'bin-'));
  if (version !== undefined) {
    writeFileSync(join(dir, 'node'), `#!${bash ?? '/bin/bash'}\necho ${version}\n`);
    chmodSync(join(dir, 'node'), 0o755);
  }
  return dir;
}

describe('the step that checks Node.js', () => {
  // package.json "engines" is the one source of the minimum; the step must agree with it.
  const engines = /^>=(\d+)\.(\d+)$/.exec(pkg.engines['node'] ?? '');
  const major = Number(engines?.[1]);
  const minor = Number(engines?.[2]);
  const refusal = (found: string): string =>
    `::error::token-registry-kit needs Node.js ${major}.${minor} or later on the runner, found ${found};` +
    ' add actions/setup-node or set the node-version input\n';

  it.each([`v${major}.${minor}.0`, `v${major}.${minor + 1}.3`, `v${major + 2}.0.0`])(
    'should accept %s',
    async (version) => {
      const ran = await runStep('node', { path: pathWithNode(version) });
      expect(ran).toMatchObject({ code: 0, stdout: '' });
    },
  );

  it.each([`v${major}.${minor - 1}.99`, `v${major - 2}.20.4`, 'v-garbage'])(
    'should refuse %s in one line',
    async (version) => {
      const ran = await runStep('node', { path: pathWithNode(version) });
      expect(ran).toMatchObject({ code: 1, stdout: refusal(version) });
    },
  );

  it('should refuse a runner without node in one line', async () => {
    const ran = await runStep('node', { path: pathWithNode(undefined) });
    expect(ran).toMatchObject({ code: 1, stdout: refusal('none') });
  });
});

describe('the step that chooses what to install', () => {
  it("should install the action's own release from the registry by default", async () => {
    const ran = await runStep('resolve');
    expect(ran.code).toBe(0);
    expect(ran.outputs['package']).toBe(`${pkg.name}@${pkg.version}`);
  });

  it('should install the version given', async () => {
    const ran = await runStep('resolve', { inputs: { version: '0.2.0-rc.1' } });
    expect(ran.code).toBe(0);
    expect(ran.outputs['package']).toBe(`${pkg.name}@0.2.0-rc.1`);
  });

  it('should install the tarball given, by its absolute path, over a version', async () => {
    const workspace = realpathSync(mkdtempSync(join(scratch, 'workspace-')));
    const tarball = join(workspace, 'dist', `${pkg.name}-${pkg.version}.tgz`);
    mkdirSync(dirname(tarball));
    writeFileSync(tarball, '');
    // dist/name.tgz alone is a GitHub repository to npm.
    const ran = await runStep('resolve', {
      inputs: { tarball: `dist/${pkg.name}-${pkg.version}.tgz`, version: '9.9.9' },
      cwd: workspace,
    });
    expect(ran.code).toBe(0);
    expect(ran.outputs['package']).toBe(tarball);
  });

  it('should fail in one line when the tarball is not there', async () => {
    const ran = await runStep('resolve', { inputs: { tarball: 'missing.tgz' } });
    expect(ran.code).toBe(1);
    expect(ran.outputs).toEqual({});
    expect(ran.stdout).toBe('::error::tarball: no file at missing.tgz (give the path of a .tgz made by npm pack)\n');
  });
});

describe('the default artifact name', () => {
  const nameOf = async (contexts: Record<string, string>, inputs: Record<string, string> = {}): Promise<string> =>
    (await runStep('resolve', { contexts, inputs })).outputs['artifact-name'] ?? '';

  it('should name the job and its index in the matrix, in characters upload-artifact accepts', async () => {
    const name = await nameOf({ 'github.job': 'gate', 'strategy.job-index': '3' });
    expect(name).toMatch(/^conformance-reports-gate-3-[0-9a-f]{8}$/);
  });

  it('should differ between the jobs of a matrix, between jobs, and between targets of one job', async () => {
    const names = await Promise.all([
      nameOf({ 'github.job': 'gate', 'strategy.job-index': '0' }),
      nameOf({ 'github.job': 'gate', 'strategy.job-index': '1' }),
      nameOf({ 'github.job': 'nightly', 'strategy.job-index': '0' }),
      nameOf({ 'github.job': 'gate', 'strategy.job-index': '0' }, { 'base-url': 'https://a.example' }),
      nameOf({ 'github.job': 'gate', 'strategy.job-index': '0' }, { 'scan-url': 'https://a.example' }),
    ]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('should keep a name given', async () => {
    const name = await nameOf({ 'strategy.job-index': '2' }, { 'artifact-name': 'staging-reports' });
    expect(name).toBe('staging-reports');
  });
});
