import { readFileSync } from 'node:fs';
import { format, type FormatConfig } from 'oxfmt';
import { describe, expect, it } from 'vitest';
import { generateTypes, typesFile } from '../common/schemas/generate-types.js';

/** The project's formatting options, as `npm run format` reads them (oxfmt's API takes options only as given). */
function formatOptions(): FormatConfig {
  const file = JSON.parse(readFileSync(new URL('../.oxfmtrc.json', import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
  delete file['$schema'];
  delete file['ignorePatterns'];
  return file as FormatConfig;
}

describe('common/schemas/types.ts', () => {
  it('should be what the schemas generate (run `npm run gen:types` after changing a schema)', async () => {
    const formatted = await format(typesFile, await generateTypes(), formatOptions());
    expect(formatted.errors).toEqual([]);
    expect(readFileSync(typesFile, 'utf8')).toBe(formatted.code);
  });
});
