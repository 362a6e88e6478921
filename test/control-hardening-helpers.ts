import { request as httpRequest, type Agent } from 'node:http';
import { createApp, type App } from '../src/app/app.js';
import type { AppReply } from '../src/app/request.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { controlOf, type Control } from '../src/operations/control.js';
import { eventHistory } from '../src/operations/event-history.js';
import { serialize } from '../src/encoding/json.js';
import { ledgerPartsOf } from '../src/scenario-file.js';

// The app as `serve --live --control` serves it, and calls to it over the app or a socket: the control-hardening
// test files' common ground.

export const HOST = '127.0.0.1:8080';
export const ALLOWED = 'http://localhost:3000';
export const TOKEN = 'c0ntrol-t0ken';
export const utf8 = new TextEncoder();

/** A live ledger on the minimal scenario, its control, and the app serving both, as `serve --live --control` does. */
export function liveApp(options: { maxControlItems?: number; token?: boolean } = {}): {
  ledger: LiveLedger;
  control: Control;
  app: App;
} {
  const ledger = new LiveLedger(ledgerPartsOf('minimal'), { maxControlItems: options.maxControlItems ?? 10_000 });
  const control = controlOf(ledger);
  const app = createApp({
    ledger,
    control,
    controlOrigins: [ALLOWED],
    cacheBytes: 0,
    ...(options.token ? { auth: { tokens: [TOKEN] } } : {}),
  });
  return { ledger, control, app };
}

export type Call = { method: string; path: string; body?: string; headers?: Record<string, string | undefined> };

export function call(app: App, { method, path, body = '', headers = {} }: Call): AppReply {
  return app({
    method,
    target: `/_control${path}`,
    headers: { host: HOST, 'content-type': 'application/json', ...headers },
    body: { bytes: utf8.encode(body) },
  });
}

/** What a refused call must leave as it was: the history's length, its last items as served, the state, the clock. */
export function snapshot(ledger: LiveLedger, control: Control): string {
  const end = ledger.timeline.total;
  const tail = ledger.timeline.slot(Math.max(0, end - 21));
  const page = eventHistory(ledger, {
    page_size: 20,
    after: { after_migration_id: tail.migrationId, after_record_time: new Date(tail.recordTime / 1000).toISOString() },
  });
  return JSON.stringify([end, ledger.now, ledger.migrationId, serialize(page.body), control.state()]);
}

export function send(
  port: number,
  agent: Agent | null,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        ...(agent ? { agent } : {}),
      },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (chunk: string) => (text += chunk))
          .on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject).end(body);
  });
}
