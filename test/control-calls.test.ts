import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTROL_PREFIX, controlRoutes } from '../src/app/control-routes.js';
import {
  controlCalls,
  controlNames,
  refusingControl,
  type ControlCalls,
  type ControlName,
} from '../src/operations/control.js';

// What must not compile, checked by `npm run typecheck`: a control call without its entry in `controlCalls` (so
// without a route and a refusal), and an entry that names no call.
const { reset, ...allButReset } = controlCalls;
// @ts-expect-error: a method of Control without its entry
const withoutReset: ControlCalls = allButReset;
// @ts-expect-error: an entry that names no method of Control
const withExtra: ControlCalls = { ...controlCalls, pause: controlCalls.reset };

/** docs/test-server.md's table of control calls: each row's call names and its `METHOD /path`, `{param}` as `{}`. */
function guideControlTable(): { names: string[]; route: string }[] {
  const guide = readFileSync(new URL('../docs/test-server.md', import.meta.url), 'utf8');
  const section = guide.split(/^## /m).find((s) => s.startsWith('Control\n')) ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `\w+\(/.test(line))
    .map((line) => {
      const [calls = '', http = ''] = line.split('|').slice(1);
      return {
        names: [...new Set([...calls.matchAll(/`(\w+)\(/g)].map((m) => m[1] ?? ''))],
        route: (/`((?:GET|POST) \/\S*)`/.exec(http)?.[1] ?? '').replace(/\{[^}]*\}/g, '{}'),
      };
    });
}

const routeOf = (name: ControlName): string =>
  `${controlCalls[name].method} ${CONTROL_PREFIX}${controlCalls[name].path.replace(/:\w+/g, '{}')}`;

describe('controlCalls', () => {
  it('should be listed in docs/test-server.md, each call once with its method and path, in the same order', () => {
    const table = guideControlTable();
    expect(table.map((row) => row.names)).toEqual(controlNames.map((name) => [name]));
    expect(table.map((row) => row.route)).toEqual(controlNames.map(routeOf));
  });

  it('should give every call one route, and no route two calls', () => {
    const routes = controlRoutes.map((r) => `${r.method} /${r.segments.join('/')}`);
    expect(routes).toHaveLength(controlNames.length);
    expect(new Set(routes.map((r) => r.replace(/:\w+/g, ':'))).size).toBe(routes.length);
  });

  it('should keep the records that do not compile plain at run time', () => {
    expect(Object.keys(withoutReset)).toEqual(controlNames.filter((name) => name !== 'reset'));
    expect(Object.keys(withExtra)).toEqual([...controlNames, 'pause']);
    expect(reset.path).toBe('/reset');
  });
});

describe('refusingControl', () => {
  it('should refuse every call', () => {
    const refusal = new Error('refused');
    const control = refusingControl(() => {
      throw refusal;
    });
    expect(Object.keys(control)).toEqual([...controlNames]);
    for (const name of controlNames) {
      expect(() => (control[name] as () => unknown)(), name).toThrow(refusal);
    }
  });
});
