import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './cli-process.js';

// action.yml and package.json as test/action-yml.test.ts and test/action-steps.test.ts both read them.

export interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly bin: Record<string, string>;
  readonly engines: Record<string, string>;
  readonly files: readonly string[];
}

/** One step under `runs.steps`: its scalar keys, its `env:` and `with:` maps and its `run: |` script. */
export interface Step {
  readonly keys: Readonly<Record<string, string>>;
  readonly env: Readonly<Record<string, string>>;
  readonly with: Readonly<Record<string, string>>;
  readonly run: string;
}

export const action = readFileSync(join(projectRoot, 'action.yml'), 'utf8');
export const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as Manifest;

/** The inputs declared under `inputs:` (two-space keys up to the next top-level key), with their defaults. */
export function declaredInputs(text: string): Map<string, string> {
  const section = /\ninputs:\n([\s\S]*?)\n\S/.exec(text)?.[1] ?? '';
  const inputs = new Map<string, string>();
  for (const block of section.split(/\n(?= {2}[a-z-]+:\n)/)) {
    const name = /^\n? {2}([a-z-]+):$/m.exec(block)?.[1];
    const value = /^ {4}default: (.*)$/m.exec(block)?.[1] ?? '';
    if (name !== undefined) inputs.set(name, value.replace(/^'(.*)'$/, '$1'));
  }
  return inputs;
}

/** The steps of the composite action, read as far as this file's own shape needs (no YAML library here). */
function stepsOf(text: string): Step[] {
  const section = text.slice(text.indexOf('\n  steps:\n'));
  return section
    .split(/\n {4}- /)
    .slice(1)
    .map((item) => {
      const lines = `      ${item}`.split('\n');
      const keys: Record<string, string> = {};
      const maps: Record<'env' | 'with', Record<string, string>> = { env: {}, with: {} };
      let script: string[] = [];
      for (let i = 0; i < lines.length; i++) {
        const [, key = '', value = ''] = /^ {6}([a-z-]+):(?: (.*))?$/.exec(lines[i] ?? '') ?? [];
        if (key === '') continue;
        const body: string[] = [];
        while (i + 1 < lines.length && /^( {8}|$)/.test(lines[i + 1] ?? '')) body.push((lines[++i] ?? '').slice(8));
        if (value === '|') script = body;
        else if (key === 'env' || key === 'with') {
          for (const line of body) {
            const [, name = '', entry = ''] = /^([A-Za-z_-]+): (.*)$/.exec(line) ?? [];
            maps[key][name] = entry;
          }
        } else keys[key] = value;
      }
      return { keys, env: maps.env, with: maps.with, run: script.join('\n') };
    });
}

export const steps = stepsOf(action);

export function step(id: string): Step {
  const found = steps.find((s) => s.keys['id'] === id);
  if (found === undefined) throw new Error(`action.yml has no step with id ${id}`);
  return found;
}
