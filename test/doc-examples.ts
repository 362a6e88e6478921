import { readFileSync } from 'node:fs';

/**
 * The examples the project's Markdown prints, run as tests: a test file holds an example's code, as printed, between
 * the lines `// example start` and `// example end`, runs it as its own tests, and holds each document that prints
 * it to the same text. An example that moves to another document is still run from there.
 */

/** The code between the markers of a test file (its `import.meta.url`). */
export function markedExample(testFile: string): string {
  const ownText = readFileSync(new URL(testFile), 'utf8');
  return /\/\/ example start\n([\s\S]*?)\/\/ example end\n/.exec(ownText)?.[1] ?? '';
}

/** The TypeScript code blocks of a document of the project, by its path from the project's root (`docs/kit.md`). */
export function tsBlocks(document: string): string[] {
  const markdown = readFileSync(new URL(`../${document}`, import.meta.url), 'utf8');
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```\n/g)].map((m) => m[1] ?? '');
}
