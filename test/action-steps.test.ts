import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JsonReport } from '../conformance/report/json.js';
import { startSimulator } from '../src/index.js';
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
  readonly stderr: string;
  readonly outputs: Readonly<Record<string, string>>;
  /** What the step appended to $GITHUB_STEP_SUMMARY. */
  readonly summary: string;
}

interface StepRun {
  /** Values of `with:` as a workflow gives them; the others take the action's declared defaults. */
  readonly inputs?: Readonly<Record<string, string>>;
  /** Other contexts the step's `env:` reads, as the runner fills them. */
  readonly contexts?: Readonly<Record<string, string>>;
  readonly cwd?: string;
  readonly path?: string;
  readonly timeoutMs?: number;
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
    'steps.resolve.outputs.artifact-name': 'conformance-reports-conformance-0-00000000',
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
  const summary = join(dir, 'step-summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const finished = await run(
    bash ?? 'bash',
    ['--noprofile', '--norc', '-eo', 'pipefail', '-c', target.run],
    {
      cwd: options.cwd ?? dir,
      env: {
        ...env,
        PATH: options.path ?? process.env['PATH'] ?? '',
        GITHUB_ACTIONS: 'true',
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: summary,
      },
    },
    options.timeoutMs ?? 10_000,
  );
  const outputs = Object.fromEntries(
    readFileSync(output, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line): [string, string] => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return {
    code: finished.code,
    stdout: finished.stdout,
    stderr: finished.stderr,
    outputs,
    summary: readFileSync(summary, 'utf8'),
  };
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

describe('the step that refused to install anything', () => {
  it('should refuse a version, which named a package on the npm registry, in one line', async () => {
    const ran = await runStep('resolve', { inputs: { version: pkg.version } });
    expect(ran.code).toBe(1);
    expect(ran.outputs).toEqual({});
    expect(ran.stdout).toMatch(
      /^::error::version: the action no longer installs token-registry-kit from the npm registry; .*\n$/,
    );
  });

  it('should refuse a tarball in one line', async () => {
    const ran = await runStep('resolve', { inputs: { tarball: `${pkg.name}-${pkg.version}.tgz` } });
    expect(ran.code).toBe(1);
    expect(ran.stdout).toMatch(/^::error::tarball: the action installs nothing; .*\n$/);
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

/** The action's checkout as `uses:` gets it, cut to what the check step may need: no node_modules, no sources. */
function actionCheckout(): string {
  const dir = mkdtempSync(join(scratch, 'action-'));
  for (const path of ['action.yml', 'package.json', 'action', 'schemas'])
    cpSync(join(projectRoot, path), join(dir, path), { recursive: true });
  return dir;
}

/** A workflow command's text as the runner reads it back (`%25` last: it may have been `%250A`). */
const unescaped = (text: string): string =>
  text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');

/** The lines of the step's stdout: its masks, the kit's own (commands stopped), and its commands after. */
function partsOf(stdout: string): { masks: string[]; kit: string[]; commands: string[] } {
  const lines = stdout.split('\n').slice(0, -1);
  const stop = lines.findIndex((line) => line.startsWith('::stop-commands::'));
  const token = lines[stop]?.slice('::stop-commands::'.length) ?? '';
  const resume = lines.indexOf(`::${token}::`);
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  expect(resume).toBeGreaterThan(stop);
  return { masks: lines.slice(0, stop), kit: lines.slice(stop + 1, resume), commands: lines.slice(resume + 1) };
}

describe('the step that runs the checks, as the runner runs it', () => {
  const secret = 'trk-action-secret-3f9a1c7e';
  const headers = `Authorization: Bearer ${secret}\nX-Tenant: acme-tenant`;

  it('should mask every header value first, annotate each failure, and write the summary and the three reports', async () => {
    const sim = await startSimulator({ scenario: 'minimal', faults: ['d-cursor-exclusive'] });
    const workspace = mkdtempSync(join(scratch, 'workspace-'));
    try {
      const ran = await runStep('check', {
        inputs: {
          'base-url': sim.urls.base,
          checks: 'd-cursor-exclusive,d-order,d-page-size-bound',
          seed: '42',
          runs: '5',
          headers,
          'report-dir': 'out/reports',
        },
        contexts: { 'github.action_path': actionCheckout() },
        cwd: workspace,
        timeoutMs: 60_000,
      });
      expect(ran.code, ran.stderr).toBe(1);
      expect(ran.outputs).toEqual({ 'exit-code': '1' });
      const { masks, kit, commands } = partsOf(ran.stdout);
      // Every value, and the credentials after the scheme, before any other line.
      expect(masks).toEqual([`::add-mask::Bearer ${secret}`, `::add-mask::${secret}`, '::add-mask::acme-tenant']);
      expect(kit.join('\n')).toMatch(/^FAILED d-cursor-exclusive: /m);

      const dir = join(workspace, 'out', 'reports');
      expect(readdirSync(dir).sort()).toEqual(['conformance.html', 'conformance.json', 'conformance.junit.xml']);
      const report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as JsonReport;
      const failed = report.checks.filter((c) => c.verdict === 'failed');
      expect(failed.map((c) => c.id).sort()).toEqual(['d-cursor-exclusive', 'd-order']);

      // One annotation per failure, a workflow command the runner reads back to the report's own words.
      expect(commands).toHaveLength(failed.length);
      failed.forEach((check, i) => {
        const [, title = '', message = ''] = /^::error title=([^:,]*)::(.*)$/.exec(commands[i] ?? '') ?? [];
        const failure = check.failure;
        expect(unescaped(title)).toBe(`${check.id} failed: ${check.title} (operation ${check.operation})`);
        expect(unescaped(message)).toBe(
          [
            `Expected: ${failure?.expected ?? ''}`,
            `Received: ${failure?.received ?? ''}`,
            `Reproduce with: ${failure?.curl ?? ''}`,
            `Replay: ${failure?.replay ?? ''}`,
          ].join('\n'),
        );
        expect(failure?.curl).toContain("-H 'authorization: ***'");
        // The summary: each failure with its curl and replay lines.
        expect(ran.summary).toContain(`Reproduce with:\n\n\`\`\`sh\n${failure?.curl ?? ''}\n\`\`\``);
        expect(ran.summary).toContain(`Replay:\n\n\`\`\`sh\n${failure?.replay ?? ''}\n\`\`\``);
      });

      // The summary's verdicts.
      expect(ran.summary).toMatch(/^## token-registry-kit conformance: failed\n\n2 failed, 1 passed in /);
      expect(ran.summary).toContain('| `d-cursor-exclusive` | D | **failed** | ');
      expect(ran.summary).toContain('| `d-page-size-bound` | D | passed | ');
      expect(ran.summary).toContain('The reports: the artifact `conformance-reports-conformance-0-00000000`');

      // The secret nowhere but in the masks: not in the log, the summary, nor a report.
      const everything = [
        ran.stdout.split('\n').slice(masks.length).join('\n'),
        ran.stderr,
        ran.summary,
        ...readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8')),
      ];
      for (const text of everything) {
        expect(text).not.toContain(secret);
        expect(text).not.toContain('acme-tenant');
      }
    } finally {
      await sim.close();
    }
  });

  it('should say in the summary and an annotation why the check did not run', async () => {
    const ran = await runStep('check', {
      inputs: { 'base-url': 'http://127.0.0.1:9', dialect: 'spek', headers },
      contexts: { 'github.action_path': actionCheckout() },
      timeoutMs: 30_000,
    });
    expect(ran.code).toBe(2);
    expect(ran.outputs).toEqual({ 'exit-code': '2' });
    const { masks, kit, commands } = partsOf(ran.stdout);
    expect(masks).toHaveLength(3);
    // The kit's stderr on stdout, inside the block where commands are stopped (github-action.ts).
    expect(ran.stderr).toBe('');
    const line = kit.at(-1) ?? '';
    expect(line).toBe(
      'token-registry-kit: unknown value "spek" for TRK_DIALECT (did you mean "spec"?); expected spec or splice',
    );
    expect(commands).toEqual([`::error title=token-registry-kit%3A the check did not run::${line}`]);
    expect(ran.summary).toBe(`## token-registry-kit conformance: did not run\n\n\`${line}\`\n`);
  });

  it('should refuse to run outside a GitHub Actions step, where a mask would print the value it masks', async () => {
    const ran = await run(process.execPath, [join(actionCheckout(), 'action', 'check.mjs')], {
      cwd: scratch,
      env: { PATH: process.env['PATH'] ?? '', TRK_HEADERS: headers, TRK_BASE_URL: 'http://127.0.0.1:9' },
    });
    expect(ran.code).toBe(2);
    expect(ran.stdout).toBe('');
    expect(ran.stderr).toBe(
      'token-registry-kit: action/check.mjs runs in a GitHub Actions step only (GITHUB_ACTIONS=true): it would print the header values; run token-registry-kit check\n',
    );
  });
});
