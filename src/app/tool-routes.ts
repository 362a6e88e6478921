import { failure, ok, type Reply } from '../operations/reply.js';
import { CONTROL_PREFIX, type ControlRoute } from './control-routes.js';
import { InjectRuleError } from './inject-rules.js';
import type { Injector } from './injector.js';
import { journalPage, JournalError, listingOfQuery, type JournalReader } from './journal-view.js';

/**
 * The control API's routes of faults on demand (docs/inject.md) and of the request journal (docs/journal.md). They
 * sit beside the control calls' routes and pass the same checks first (docs/control.md, who may call it): origin,
 * Host, token, `Content-Type: application/json` on every POST.
 */

const segments = (path: string): string[] => `${CONTROL_PREFIX}${path}`.split('/').filter((s) => s !== '');

const route = (
  method: 'GET' | 'POST',
  path: string,
  handle: (params: Readonly<Record<string, string>>, body: unknown, query: string) => Reply,
  hasBody = false,
): ControlRoute => ({
  method,
  segments: segments(path),
  hasBody,
  handle: (_control, params, body, query) => handle(params, body, query ?? ''),
});

const injectOff = failure(404, 'faults on demand are off in this app: it was created without an injector');
const journalOff = failure(404, 'the request journal is off (serve --journal-size 0, journalSize: 0)');

/** Rules in force: list, add, remove one, clear; the journal: list with filters, clear. */
export function toolRoutes(injector: Injector | undefined, journal: JournalReader | undefined): ControlRoute[] {
  const withInjector = (act: (injector: Injector) => Reply) => (injector ? act(injector) : injectOff);
  return [
    route('GET', '/inject', () => withInjector((i) => ok({ rules: i.list() }))),
    route(
      'POST',
      '/inject',
      (_params, body) =>
        withInjector((i) => {
          const rule = (body as { rule?: unknown } | null)?.rule;
          if (typeof rule !== 'string') {
            return failure(400, `rule must be a string such as "D: 503 next 2", got ${JSON.stringify(rule) ?? 'none'}`);
          }
          try {
            return ok(i.add(rule));
          } catch (error) {
            // 400 a rule it cannot read; 409 and 413 the rules' budget (docs/inject.md, budgets).
            if (error instanceof InjectRuleError) return failure(error.status, error.message);
            throw error;
          }
        }),
      true,
    ),
    route('POST', '/inject/clear', () => withInjector((i) => ok({ removed: i.clear() }))),
    route('POST', '/inject/:id/remove', (params) =>
      withInjector((i) => {
        const id = params['id'] ?? '';
        const removed = /^\d{1,9}$/.test(id) ? i.remove(Number(id)) : null;
        return removed
          ? ok(removed)
          : failure(
              404,
              `no rule ${JSON.stringify(id)} in force (spent, removed or never added): GET /_control/inject lists them`,
            );
      }),
    ),
    route('GET', '/requests', (_params, _body, query) => {
      if (!journal) return journalOff;
      try {
        return { status: 200, body: null, text: journalPage(journal, listingOfQuery(query)) };
      } catch (error) {
        if (error instanceof JournalError) return failure(400, error.message);
        throw error;
      }
    }),
    route('POST', '/requests/clear', () => (journal ? ok({ cleared: journal.clear() }) : journalOff)),
  ];
}
