import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { generateTypes, typesFile } from '../src/schemas/generate-types.js';

describe('src/schemas/types.ts', () => {
  it('should be what the schemas generate (run `npm run gen:types` after changing a schema)', async () => {
    const options = (await prettier.resolveConfig(typesFile)) ?? {};
    const expected = await prettier.format(await generateTypes(), { ...options, filepath: typesFile });
    expect(readFileSync(typesFile, 'utf8')).toBe(expected);
  });
});
