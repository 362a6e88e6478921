import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { InjectRuleError, MAX_RULE_BYTES, parseRule } from '../src/app/inject-rules.js';
import { utf8Length } from '../src/app/text-bytes.js';
import { Injector, type RuleBudget } from '../src/app/injector.js';

// The budget of the rules in force (docs/inject.md, budgets): by count and by bytes of text, and one rule's text on
// its own. Refused with an InjectRuleError whose status says how HTTP answers it (409 full, 413 too long alone).

/** A rule on a path of its own whose text is `bytes` long: `POST /p/7-xxx: 503 next 1`, in ASCII or two-byte letters. */
function ruleOf(id: number, bytes: number, wide = false): string {
  const fixed = `POST /p/${id}-: 503 next 1`;
  const room = Math.max(0, bytes - utf8Length(fixed));
  const filler = wide ? 'é'.repeat(Math.floor(room / 2)) + 'x'.repeat(room % 2) : 'x'.repeat(room);
  return `POST /p/${id}-${filler}: 503 next 1`;
}

/** How an add was refused: its status and message, or null when it went in. */
function refusal(injector: Injector, rule: string): { status: number; message: string } | null {
  try {
    injector.add(rule);
    return null;
  } catch (error) {
    if (!(error instanceof InjectRuleError)) throw error;
    return { status: error.status, message: error.message };
  }
}

describe('the budget of the rules in force', () => {
  it('should take rules up to the count, refuse the next with 409 naming --inject-max-rules, and take one again once one is out', () => {
    const injector = new Injector(1, { maxRules: 3, maxBytes: 64 * 1024 });
    for (let i = 0; i < 3; i++) expect(refusal(injector, `D: 503 next ${i + 1}`)).toBeNull();
    const full = refusal(injector, 'D: 429');
    expect(full?.status).toBe(409);
    expect(full?.message).toMatch(/^3 fault rules are in force, their budget \(--inject-max-rules, injectMaxRules\)/);
    expect(full?.message).toMatch(/remove some first \(POST \/_control\/inject\/\{id\}\/remove/);
    expect(injector.list()).toHaveLength(3);
    injector.remove(2);
    expect(refusal(injector, 'D: 429')).toBeNull();
    injector.clear();
    expect(injector.list()).toEqual([]);
    expect(injector.bytes).toBe(0);
  });

  it('should take text up to its bytes exactly, refuse one byte more with 409 naming --inject-max-kb, and 413 for one rule larger than all', () => {
    const injector = new Injector(1, { maxRules: 100, maxBytes: 1024 });
    expect(refusal(injector, ruleOf(1, 600))).toBeNull();
    expect(refusal(injector, ruleOf(2, 424, true))).toBeNull();
    expect(injector.bytes).toBe(1024);
    const over = refusal(injector, 'D: 503');
    expect(over?.status).toBe(409);
    expect(over?.message).toMatch(
      /^the fault rules in force would hold 1030 bytes of text, past their budget of 1 KiB \(--inject-max-kb, injectMaxKb\); remove some/,
    );
    injector.clear();
    const alone = refusal(injector, ruleOf(3, 1025));
    expect(alone?.status).toBe(413);
    expect(alone?.message).toMatch(/has 1025 bytes of text, more than the fault rules' whole budget of 1 KiB/);
    expect(refusal(injector, ruleOf(3, 1024))).toBeNull();
  });

  it('should refuse one rule over 4 KiB with 413 before reading it, and not echo it', () => {
    const at = ruleOf(1, MAX_RULE_BYTES);
    expect(utf8Length(at)).toBe(MAX_RULE_BYTES);
    expect(() => parseRule(at)).not.toThrow();
    const huge = `POST /${'x'.repeat(1_000_000)}: 503`;
    for (const text of [ruleOf(1, MAX_RULE_BYTES + 1), ruleOf(1, MAX_RULE_BYTES + 1, true), huge]) {
      const error = (() => {
        try {
          parseRule(text);
        } catch (e) {
          return e as InjectRuleError;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(InjectRuleError);
      expect(error?.status).toBe(413);
      expect(error?.message).toMatch(/bytes long; one rule may have at most 4 KiB of text$/);
      expect(error?.message.length).toBeLessThan(200);
    }
  });

  it('should count text in UTF-8 bytes, as it is sent', () => {
    for (const text of ['D: 503', 'POST /é: 503', 'POST /€: 503', 'POST /😀: 503', 'POST /\ud800x: 503']) {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});

/** The reference: the rules in force, in order, each with its bytes and what is left of `next 1`. */
interface Model {
  readonly rules: { id: number; path: string; bytes: number }[];
  added: number;
}

interface Real {
  readonly injector: Injector;
}

const BUDGET: RuleBudget = { maxRules: 6, maxBytes: 600 };

/** After each command: the rules the injector lists are the model's, and its count of bytes theirs. */
function agrees(model: Model, real: Real): void {
  expect(real.injector.list().map((r) => r.id)).toEqual(model.rules.map((r) => r.id));
  expect(real.injector.bytes).toBe(model.rules.reduce((sum, r) => sum + r.bytes, 0));
  expect(real.injector.list().length).toBeLessThanOrEqual(BUDGET.maxRules);
  expect(real.injector.bytes).toBeLessThanOrEqual(BUDGET.maxBytes);
}

class Add implements fc.Command<Model, Real> {
  constructor(
    readonly bytes: number,
    readonly wide: boolean,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const text = ruleOf(model.added + 1, this.bytes, this.wide);
    const bytes = utf8Length(text);
    const held = model.rules.reduce((sum, r) => sum + r.bytes, 0);
    const expected =
      bytes > MAX_RULE_BYTES || bytes > BUDGET.maxBytes
        ? 413
        : model.rules.length >= BUDGET.maxRules || held + bytes > BUDGET.maxBytes
          ? 409
          : null;
    const got = refusal(real.injector, text);
    expect(got?.status ?? null).toBe(expected);
    // A rule that cannot be read is refused before it gets a number; one the budget refuses does not get one either.
    if (got === null) model.rules.push({ id: ++model.added, path: `/p/${model.added}-`, bytes });
    agrees(model, real);
  }
  toString = (): string => `add(${this.bytes}${this.wide ? ', wide' : ''})`;
}

class Remove implements fc.Command<Model, Real> {
  constructor(readonly at: number) {}
  check = (model: Model): boolean => model.rules.length > 0;
  run(model: Model, real: Real): void {
    const [gone] = model.rules.splice(this.at % model.rules.length, 1);
    expect(real.injector.remove(gone?.id ?? 0)).not.toBeNull();
    agrees(model, real);
  }
  toString = (): string => `remove(${this.at})`;
}

/** A request that the rule at `at` alone matches: it fires once (`next 1`) and leaves the list, freeing its bytes. */
class Fire implements fc.Command<Model, Real> {
  constructor(readonly at: number) {}
  check = (model: Model): boolean => model.rules.length > 0;
  run(model: Model, real: Real): void {
    const index = this.at % model.rules.length;
    const rule = model.rules[index];
    if (!rule) return;
    const path = real.injector.list()[index]?.rule.split(':')[0]?.slice('POST '.length) ?? '';
    const fired = real.injector.decide({ method: 'POST', path, operation: null }, () => 200);
    expect(fired?.id).toBe(rule.id);
    model.rules.splice(index, 1);
    agrees(model, real);
  }
  toString = (): string => `fire(${this.at})`;
}

class Clear implements fc.Command<Model, Real> {
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    expect(real.injector.clear()).toBe(model.rules.length);
    model.rules.length = 0;
    agrees(model, real);
  }
  toString = (): string => 'clear';
}

describe('the budget of the rules in force, against a model', () => {
  test.prop([
    fc.commands(
      [
        fc.tuple(fc.integer({ min: 20, max: 700 }), fc.boolean()).map(([bytes, wide]) => new Add(bytes, wide)),
        fc.nat(20).map((at) => new Remove(at)),
        fc.nat(20).map((at) => new Fire(at)),
        fc.constant(new Clear()),
      ],
      { maxCommands: 40 },
    ),
  ])('should hold count and bytes to the budget through adds, removes, spent rules and clears', (commands) => {
    fc.modelRun(() => ({ model: { rules: [], added: 0 }, real: { injector: new Injector(5, BUDGET) } }), commands);
  });
});

it('should fire spent rules as before: the budget changes nothing of which rule fires', () => {
  const injector = new Injector(1, { maxRules: 2, maxBytes: 64 });
  injector.add('D: 503 next 1');
  injector.add('D: 429 next 1');
  const D = { method: 'POST', path: '/api/scan/v0/events', operation: 'D' } as const;
  expect(injector.decide(D, () => 200)?.text).toBe('D: 503 next 1');
  expect(injector.add('D: 500 next 1').id).toBe(3);
  expect(injector.decide(D, () => 200)?.text).toBe('D: 429 next 1');
});
