import { Stream } from '../ledger/random.js';
import { failure, type Reply } from '../operations/reply.js';
import type { Operation } from '../../common/api.js';
import { isControlPath } from './control-routes.js';
import {
  formatRule,
  InjectRuleError,
  parseRule,
  sizeText,
  type HeaderMatch,
  type InjectAction,
  type InjectRule,
  type InjectTarget,
  type Injected,
} from './inject-rules.js';
import { isViewRequest } from './client.js';
import { utf8Length } from './text-bytes.js';
import type { AppReply, AppRequest, Headers } from './request.js';
import { match, type Route } from './routes.js';
import { isUiPath } from './ui-routes.js';

/**
 * Faults on demand (docs/inject.md): the rules in force and, per request, the one that fires. Pure: a rule's shares
 * and delays are drawn from its own stream of the simulator's seed, named by the rule's number, so that the same
 * seed, rules and requests in the same order get the same faults.
 */

/** A rule in force: its number, its text, what is left of `next N`, and its stream. */
interface Active {
  readonly id: number;
  readonly rule: InjectRule;
  readonly text: string;
  left: number | null;
  readonly stream: Stream;
}

/** A rule as listed: its number, its text, and how many more requests it fires for (null: no end). */
export interface RuleInfo {
  readonly id: number;
  readonly rule: string;
  readonly left: number | null;
}

/** What a request is, as rules see it. */
export interface RequestFacts {
  readonly method: string;
  /** The path as sent, still percent-encoded, without the query. */
  readonly path: string;
  /** The operation it is routed to, if any. */
  readonly operation: Operation | null;
  /** Its headers, names in lower case (for `header=`). */
  readonly headers?: Headers;
  /** The client's address (for `client=`); none for a request made in-process. */
  readonly client?: string;
}

/** The rule that fired, and what it does: a status, or the wire's part, with any delay drawn. */
export interface Fired {
  readonly id: number;
  readonly text: string;
  readonly action: InjectAction;
  readonly delayMs: number;
}

const segmentsOf = (path: string): string[] => {
  const parts = path.split('/').slice(1);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts;
};

/** The segments of a rule's path, split once: every request reads them (docs/inject.md, cost). */
const patterns = new WeakMap<InjectTarget, readonly string[]>();

function patternOf(target: InjectTarget & { readonly path: string }): readonly string[] {
  let segments = patterns.get(target);
  if (segments === undefined) {
    segments = segmentsOf(target.path);
    patterns.set(target, segments);
  }
  return segments;
}

/** The segments of a request's path, split once however many rules read them. */
const requested = new WeakMap<RequestFacts, readonly string[]>();

function requestedOf(facts: RequestFacts): readonly string[] {
  let segments = requested.get(facts);
  if (segments === undefined) {
    segments = segmentsOf(facts.path);
    requested.set(facts, segments);
  }
  return segments;
}

/** A rule's path against a request's: `*` is one segment, a last `**` any number of them (none included). */
function pathMatches(want: readonly string[], got: readonly string[]): boolean {
  const rest = want[want.length - 1] === '**';
  if (rest ? got.length < want.length - 1 : got.length !== want.length) return false;
  return want.every((segment, i) => segment === '**' || segment === '*' || segment === got[i]);
}

function targets(rule: InjectRule, facts: RequestFacts): boolean {
  const { target } = rule;
  switch (target.kind) {
    case 'any':
      return true;
    case 'operation':
      return facts.operation === target.operation;
    case 'path':
      return (
        (target.method === null || target.method === facts.method) && pathMatches(patternOf(target), requestedOf(facts))
      );
  }
}

/** The request carries the header a rule names: present, or with that value (one of several sent, or all joined). */
function headerMatches(wanted: HeaderMatch, headers: Headers | undefined): boolean {
  const given = headers?.[wanted.name];
  if (given === undefined) return false;
  if (wanted.value === null) return true;
  return Array.isArray(given)
    ? given.includes(wanted.value) || given.join(', ') === wanted.value
    : given === wanted.value;
}

/** The rule's `header=` and `client=` hold for the request (docs/inject.md, which rule fires). */
const qualifies = (rule: InjectRule, facts: RequestFacts): boolean =>
  (rule.header === null || headerMatches(rule.header, facts.headers)) &&
  (rule.client === null || rule.client === facts.client);

const statusMatches = (wanted: string, status: number): boolean =>
  wanted.endsWith('xx') ? String(status)[0] === wanted[0] : String(status) === wanted;

/**
 * What the rules in force may hold (docs/inject.md, budgets): how many, and the bytes of their text. Every request
 * reads the rules in order, so their count is its cost too.
 */
export interface RuleBudget {
  readonly maxRules: number;
  readonly maxBytes: number;
}

export const DEFAULT_RULE_BUDGET: RuleBudget = { maxRules: 256, maxBytes: 64 * 1024 };

const REMOVE_SOME = 'remove some first (POST /_control/inject/{id}/remove or /_control/inject/clear; sim.clearRules())';

export class Injector {
  /** The rules in force, in order. Empty when none: then a request costs this array's length, and nothing else. */
  readonly active: Active[] = [];
  /** Rules ever added: the next one's number. */
  private added = 0;
  /** The bytes of the texts of the rules in force. */
  private textBytes = 0;

  /**
   * @param seed the simulator's seed, which a rule's draws come from
   * @param budget what the rules in force may hold
   */
  constructor(
    private readonly seed: number,
    readonly budget: RuleBudget = DEFAULT_RULE_BUDGET,
  ) {}

  /**
   * Puts a rule in force, after those there; throws an InjectRuleError for a rule it cannot read, or one the budget
   * has no room for (409 when the rules in force are full, 413 when it alone is too long).
   */
  add(text: string): RuleInfo {
    const rule = parseRule(text);
    const formatted = formatRule(rule);
    this.checkRoom(formatted);
    const id = ++this.added;
    const active: Active = {
      id,
      rule,
      text: formatted,
      left: rule.next,
      stream: new Stream(this.seed, ['inject', id]),
    };
    this.active.push(active);
    this.textBytes += utf8Length(formatted);
    return infoOf(active);
  }

  /** Refuses a rule that would take the rules in force past their budget, naming it and the option that raises it. */
  private checkRoom(text: string): void {
    const { maxRules, maxBytes } = this.budget;
    const bytes = utf8Length(text);
    if (bytes > maxBytes) {
      throw new InjectRuleError(
        `inject rule ${JSON.stringify(text)} has ${sizeText(bytes)} of text, more than the fault rules' whole budget of ${sizeText(maxBytes)} (--inject-max-kb, injectMaxKb)`,
        413,
      );
    }
    if (this.active.length >= maxRules) {
      throw new InjectRuleError(
        `${this.active.length} fault rules are in force, their budget (--inject-max-rules, injectMaxRules); ${REMOVE_SOME}`,
        409,
      );
    }
    if (this.textBytes + bytes > maxBytes) {
      throw new InjectRuleError(
        `the fault rules in force would hold ${sizeText(this.textBytes + bytes)} of text, past their budget of ${sizeText(maxBytes)} (--inject-max-kb, injectMaxKb); ${REMOVE_SOME}`,
        409,
      );
    }
  }

  /** Takes a rule out of force; false when it is not in force (removed, cleared or spent). */
  remove(id: number): RuleInfo | null {
    const at = this.active.findIndex((r) => r.id === id);
    if (at < 0) return null;
    const [removed] = this.active.splice(at, 1);
    if (!removed) return null;
    this.textBytes -= utf8Length(removed.text);
    return infoOf(removed);
  }

  /** Takes every rule out of force; how many there were. */
  clear(): number {
    this.textBytes = 0;
    return this.active.splice(0).length;
  }

  /** The bytes of text the rules in force hold, as their budget counts them. */
  get bytes(): number {
    return this.textBytes;
  }

  list(): RuleInfo[] {
    return this.active.map(infoOf);
  }

  /**
   * The first rule in force that matches the request and fires for it, or null (docs/inject.md, which rule fires).
   * `status` gives the status the simulator would answer; it is asked only by a rule with `status=`.
   */
  decide(facts: RequestFacts, status: () => number): Fired | null {
    for (const active of this.active) {
      const { rule, stream } = active;
      if (!targets(rule, facts) || !qualifies(rule, facts)) continue;
      if (rule.status !== null && !statusMatches(rule.status, status())) continue;
      if (rule.share !== null && stream.int(0, 9999) >= rule.share) continue;
      const { action } = rule;
      const delayMs =
        action.kind !== 'delay'
          ? 0
          : action.fromMs === action.toMs
            ? action.fromMs
            : stream.int(action.fromMs, action.toMs);
      if (active.left !== null && --active.left <= 0) this.remove(active.id);
      return { id: active.id, text: active.text, action, delayMs };
    }
    return null;
  }
}

const infoOf = (active: Active): RuleInfo => ({ id: active.id, rule: active.text, left: active.left });

const REASONS: Readonly<Record<number, string>> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * The app with faults on demand: with no rule in force a request goes straight through, after one length check.
 * Otherwise the rule that fires decides: a status answers an ErrorResponse in place of the operation (which runs
 * only when a rule asks what it would answer, and whose answer is then dropped: a page lent for it, never written,
 * is never written over, src/operations/page-lease.ts); slow and truncate pass the real
 * answer to the edge with what to do on the wire, delay the way to make it after the wait; empty and reset pass
 * none. The control API and the browser view's own requests are never touched.
 * `reply` makes an answer as the app's own are made (JSON, CORS).
 */
export function injecting(
  app: (request: AppRequest) => AppReply,
  injector: Injector,
  routes: readonly Route[],
  reply: (result: Reply, extra: Readonly<Record<string, string>>) => AppReply,
): (request: AppRequest) => AppReply {
  return (request) => {
    if (injector.active.length === 0) return app(request);
    const path = request.target.split('?')[0] ?? '/';
    // Neither the control API nor the browser view (its page, and the requests its script marks) meets a rule: the
    // view would use up, and be broken by, faults meant for the client under test.
    if (isControlPath(path) || isUiPath(path) || isViewRequest(request.headers)) return app(request);
    const found = match(routes, request.method, path);
    const facts: RequestFacts = {
      method: request.method,
      path,
      operation: found.kind === 'found' ? found.route.operation : null,
      headers: request.headers,
      ...(request.client === undefined ? {} : { client: request.client }),
    };
    let real: AppReply | undefined;
    const answer = (): AppReply => (real ??= app(request));
    const fired = injector.decide(facts, () => answer().status);
    if (fired === null) return answer();
    const injected: Injected = { id: fired.id, rule: fired.text };
    const { action } = fired;
    switch (action.kind) {
      case 'status': {
        const reason = REASONS[action.status];
        const message = `injected by rule ${fired.id} (${fired.text})${reason ? `: ${reason}` : ''}`;
        const retryAfter = action.retryAfter ?? (action.status === 429 ? 1 : null);
        const extra = retryAfter === null ? {} : { 'retry-after': String(retryAfter) };
        return { ...reply(failure(action.status, message), extra), injected };
      }
      case 'empty':
      case 'reset':
        // Status 0: no answer at all; the edge ends the connection instead (src/http/injected-write.ts).
        return { status: 0, headers: {}, body: '', injected: { ...injected, transport: { kind: action.kind } } };
      case 'delay': {
        const transport = { kind: 'delay', ms: fired.delayMs } as const;
        // Made when the wait is over, so that a wait holds no answer; unless a rule's status= made it already,
        // which the edge then holds within its budget (docs/inject.md, budgets).
        if (real === undefined) {
          return { status: 0, headers: {}, body: '', injected: { ...injected, transport }, later: () => app(request) };
        }
        return { ...real, injected: { ...injected, transport } };
      }
      case 'slow':
        return { ...answer(), injected: { ...injected, transport: action } };
      case 'truncate':
        return { ...answer(), injected: { ...injected, transport: action } };
    }
  };
}
