import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot } from '../../common/package-root.js';

/**
 * The browser view's script (`/_ui/ui.js`): the TypeScript modules of src/ui/browser/ bundled by esbuild into one ES
 * module, which the page loads from its own origin (its Content-Security-Policy allows nothing else). The package
 * serves the bundle `npm run build` wrote (.ci/build.mjs, UI_BUNDLE): a user builds nothing, and nothing is
 * downloaded. A checkout runs from its sources (npm start, the tests), where a bundle in dist/ may be older than
 * they are: it bundles them itself, once, on the first request for the script, with the esbuild of its dev
 * dependencies.
 */

/** Where `npm run build` writes the bundle, under the package's root. */
export const UI_BUNDLE = join('dist', 'ui', 'ui.js');

/** The module the bundle starts from: it wires the page and starts it. */
const ENTRY = join('src', 'ui', 'browser', 'main.ts');

/** The first line of the bundle. */
const BANNER =
  '// token-registry-kit: the browser view of the simulator, bundled from src/ui/browser. Nothing loaded from elsewhere.';

/** esbuild's JavaScript API, as far as this module uses it: a dev dependency, which an installed package lacks. */
interface Esbuild {
  buildSync(options: Record<string, unknown>): { readonly outputFiles: readonly { readonly text: string }[] };
}

/**
 * The browser's modules bundled into one script, in memory, from the sources under `root`. The same bytes for
 * `npm run build` as for a checkout's first request: esbuild's comments name each module by its path from `root`.
 */
export function bundleUiScript(root: string = packageRoot): string {
  const esbuild = createRequire(import.meta.url)('esbuild') as Esbuild;
  const { outputFiles } = esbuild.buildSync({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    banner: { js: BANNER },
  });
  const [script] = outputFiles;
  if (outputFiles.length !== 1 || script === undefined) {
    throw new Error(`esbuild made ${outputFiles.length} files of ${ENTRY}, not one`);
  }
  return script.text;
}

/** This module runs from the sources (tsx, vitest), not from the build in dist/. */
const fromSources = fileURLToPath(import.meta.url).endsWith('.ts');

let script: string | undefined;

/** The script: read from the package's dist/ once, or, in a checkout run from its sources, bundled from them once. */
export function uiScript(): string {
  script ??= fromSources ? bundleUiScript() : readBundle();
  return script;
}

function readBundle(): string {
  const path = join(packageRoot, UI_BUNDLE);
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`the browser view's script is not in this package (${path}): npm run build writes it`, {
      cause: error,
    });
  }
}
