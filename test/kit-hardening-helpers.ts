import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Output } from '../common/program.js';
import { checkCommand } from '../conformance/cli.js';
import { projectRoot } from './cli-process.js';

export const fixture = (name: string): string => join(projectRoot, 'test', 'fixtures', name);
const tls = {
  cert: readFileSync(fixture('tls/self-signed-127.0.0.1.cert.pem'), 'utf8'),
  key: readFileSync(fixture('tls/self-signed-127.0.0.1.key.pem'), 'utf8'),
};

/**
 * Targets on 127.0.0.1, port 0, over http or (with the fixture's self-signed certificate) https. One set per test
 * file, which its afterAll closes: the files of a worker share this module.
 */
export function targets(): {
  serve: (handler: RequestListener, secure?: boolean) => Promise<{ base: string; server: Server }>;
  close: () => Promise<void>;
} {
  const servers: Server[] = [];
  return {
    async serve(handler, secure = false) {
      const server = secure ? createTlsServer(tls, handler) : createServer(handler);
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return {
        base: `${secure ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`,
        server,
      };
    },
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}

export const bodyOf = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

/** Runs `check` in-process, as the command line does, and keeps what it prints. */
export async function check(
  args: Record<string, string | boolean | string[]>,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: Output = { out: (text) => void (stdout += text), err: (text) => void (stderr += text), tty: false };
  const code = await checkCommand(args, env, io);
  return { code, stdout, stderr };
}

export const jsonReportIn = (reportDir: string): string => readFileSync(join(reportDir, 'conformance.json'), 'utf8');
export const junitReportIn = (reportDir: string): string =>
  readFileSync(join(reportDir, 'conformance.junit.xml'), 'utf8');
