import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { schemaDir } from './registry.js';

/** Where the generated types live; `npm run gen:types` rewrites it and a test fails when it drifts. */
export const typesFile = fileURLToPath(new URL('./types.ts', import.meta.url));

/** Splits generated code into declarations, each with the doc comment above it. */
function declarations(ts: string): string[] {
  const blocks: string[][] = [];
  let inComment = false;
  for (const line of ts.split('\n')) {
    const startsComment = line.startsWith('/**');
    if (startsComment || (line.startsWith('export ') && !inComment) || blocks.length === 0) blocks.push([]);
    (blocks[blocks.length - 1] as string[]).push(line);
    if (startsComment) inComment = true;
    if (line.startsWith('export ')) inComment = false;
  }
  return blocks.map((b) => b.join('\n').trim()).filter((b) => b !== '');
}

/** TypeScript types for every schema in `schemas/`, in one module, and the union of their names (SchemaName). */
export async function generateTypes(): Promise<string> {
  const cwd = fileURLToPath(schemaDir);
  const files = readdirSync(schemaDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  // The registry takes a schema by this name: a schema file added or removed changes it here, not by hand.
  const names = files.map((f) => `'${f.slice(0, -'.json'.length)}'`).join(' | ');
  const parts = [
    `/** Names of the schema files in \`schemas/\`, without \`.json\`. */\nexport type SchemaName = ${names};`,
  ];
  const seen = new Set<string>();
  for (const file of files) {
    const schema = JSON.parse(readFileSync(new URL(file, schemaDir), 'utf8')) as JSONSchema;
    const ts = await compile(schema, file, {
      cwd,
      bannerComment: '',
      declareExternallyReferenced: true,
      additionalProperties: true,
      format: true,
      strictIndexSignatures: true,
      unknownAny: true,
    });
    // A type reached through $ref is declared again by every schema that refers to it: keep the first.
    for (const block of declarations(ts)) {
      const name = /^export (?:interface|type) (\w+)/m.exec(block)?.[1];
      if (!name || seen.has(name)) continue;
      seen.add(name);
      parts.push(block);
    }
  }
  return `// Generated from schemas/*.json by \`npm run gen:types\`; do not edit.\n\n${parts.join('\n\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(typesFile, await generateTypes());
}
