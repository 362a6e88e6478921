import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkOptions } from '../conformance/config.js';
import type { OptionSpec } from '../conformance/options.js';
import { projectRoot } from './cli-process.js';

const action = readFileSync(`${projectRoot}action.yml`, 'utf8');
const pkg = JSON.parse(readFileSync(`${projectRoot}package.json`, 'utf8')) as { bin: Record<string, string> };

/** The names declared under `inputs:` (two-space keys up to the next top-level key). */
function declaredInputs(text: string): string[] {
  const section = /\ninputs:\n([\s\S]*?)\n\S/.exec(text)?.[1] ?? '';
  return [...section.matchAll(/^ {2}([a-z-]+):$/gm)].map((m) => m[1] as string);
}

describe('action.yml', () => {
  it('should set only environment variables that the check command reads', () => {
    const options: readonly OptionSpec[] = checkOptions;
    const read = new Set(options.map((o) => o.env).filter((e): e is string => e !== undefined));
    const set = [...action.matchAll(/^\s+(TRK_[A-Z_]+):/gm)].map((m) => m[1] as string);
    expect(set.length).toBeGreaterThan(10);
    expect(set.filter((name) => !read.has(name))).toEqual([]);
  });

  it('should use only inputs it declares, and declare none it does not use', () => {
    const declared = declaredInputs(action);
    const used = new Set([...action.matchAll(/inputs\.([a-z-]+)/g)].map((m) => m[1] as string));
    expect([...used].filter((name) => !declared.includes(name))).toEqual([]);
    expect(declared.filter((name) => !used.has(name))).toEqual([]);
  });

  it('should run the command that package.json publishes as the bin', () => {
    const bin = pkg.bin['token-registry-kit'] ?? '';
    expect(bin).toMatch(/\.js$/);
    expect(action).toContain(`"$KIT/${bin.replace(/^\.\//, '')}"`);
  });
});
