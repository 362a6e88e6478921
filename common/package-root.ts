import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const NAME = 'token-registry-kit';

/**
 * Walks up from `start` to the first `package.json` named token-registry-kit. Not a fixed `../..`: this module runs
 * from common/ in a checkout (tsx, vitest), from dist/esm/common/ and from dist/cjs/common/ once built, and
 * dist/cjs/package.json (only `{"type": "commonjs"}`, no name) must be passed over.
 */
function findPackage(start: string): { root: string; version: string } {
  for (let dir = start; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
      if (json.name === NAME && typeof json.version === 'string') return { root: dir, version: json.version };
    }
    if (dirname(dir) === dir) throw new Error(`no package.json named ${NAME} in ${start} or above it`);
  }
}

const found = findPackage(dirname(fileURLToPath(import.meta.url)));

/** The package's root folder: where package.json, schemas/ and scenarios/ are. */
export const packageRoot: string = found.root;

/** The package's root folder as a file URL ending in `/`, so that `new URL('schemas/', packageRootUrl)` works. */
export const packageRootUrl: URL = pathToFileURL(join(found.root, '/'));

/** The `version` of package.json, as `token-registry-kit --version` prints it. */
export const packageVersion: string = found.version;
