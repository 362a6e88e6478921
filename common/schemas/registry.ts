import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { packageRootUrl } from '../package-root.js';
import type { SchemaName } from './types.js';

export type { SchemaName } from './types.js';

/**
 * The folder holding the JSON Schema files: the single source of truth for every body.
 *
 * @internal A URL, whose type needs @types/node: left out of the published declarations (stripInternal).
 */
export const schemaDir = new URL('schemas/', packageRootUrl);

// ajv-formats is CommonJS: under nodenext the default import is module.exports, whose `default` is the plugin.
const addFormats = addFormatsModule.default;

function loadSchemas(dir: URL): Map<string, object> {
  const schemas = new Map<string, object>();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    schemas.set(file.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as object);
  }
  return schemas;
}

function createAjv(schemas: Map<string, object>): Ajv2020 {
  // verbose: errors carry the failing value and sub-schema, which the error text quotes. validateSchema off: the
  // files are checked against the JSON Schema meta-schema by the tests (schemaProblems), and compiling that
  // meta-schema took a third of every process's start (about 100 ms of CPU); strict mode still refuses an unknown
  // keyword when a schema compiles.
  const ajv = new Ajv2020({
    allErrors: false,
    verbose: true,
    strict: true,
    allowUnionTypes: true,
    validateSchema: false,
  });
  addFormats(ajv);
  // x-rule: the human wording of a sub-schema's rule, quoted in error messages.
  ajv.addKeyword({ keyword: 'x-rule', schemaType: 'string' });
  for (const schema of schemas.values()) ajv.addSchema(schema);
  return ajv;
}

const ajv = createAjv(loadSchemas(schemaDir));
const validators = new Map<string, ValidateFunction>();

/** The compiled validator of one schema file (compiled once, on first use). */
export function validatorFor(name: SchemaName): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    validate = ajv.getSchema(`${name}.json`);
    if (!validate) throw new Error(`schema ${name}.json is missing from ${schemaDir.pathname}`);
    validators.set(name, validate);
  }
  return validate;
}

/**
 * What is wrong with the schema files of a folder (the package's by default), each as `file: problem`: a file that
 * does not fit the JSON Schema meta-schema (draft 2020-12), or one that does not compile as the simulator compiles it
 * (strict: an unknown keyword). What the published schemas must pass (test/scenarios.test.ts). The simulator and the
 * kit compile a schema on its first use instead: a server validates three or four of them, and compiling all took
 * 280 ms of CPU at each start.
 *
 * @internal Takes a URL, whose type needs @types/node: left out of the published declarations (stripInternal).
 */
export function schemaProblems(dir: URL = schemaDir): string[] {
  const problems: string[] = [];
  const schemas = loadSchemas(dir);
  // The simulator's own set-up: validateSchema, asked for, checks against the meta-schema that it does not check
  // against by itself.
  const compiling = createAjv(schemas);
  for (const [name, schema] of schemas) {
    if (!compiling.validateSchema(schema)) problems.push(`${name}.json: ${compiling.errorsText(compiling.errors)}`);
  }
  for (const name of schemas.keys()) {
    try {
      if (!compiling.getSchema(`${name}.json`)) problems.push(`${name}.json: its $id is not ${name}.json`);
    } catch (error) {
      problems.push(`${name}.json: ${(error as Error).message}`);
    }
  }
  return problems;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: ErrorObject[] };

/** Validates `data` against a schema; the value is typed only when it passes. */
export function validate<T>(name: SchemaName, data: unknown): Validation<T> {
  const check = validatorFor(name);
  if (check(data)) return { ok: true, value: data as T };
  return { ok: false, errors: [...(check.errors ?? [])] };
}

/**
 * A short JSON-like preview of a received value for error messages: bounded in depth and length, so that a
 * deeply nested or huge body cannot make the error itself fail; non-finite numbers shown as they are.
 */
export function preview(value: unknown, limit = 80): string {
  if (value === undefined) return 'nothing';
  let out = '';
  const write = (v: unknown, depth: number): void => {
    if (out.length > limit) return;
    if (typeof v === 'number') out += Number.isFinite(v) ? JSON.stringify(v) : String(v);
    else if (v === null || typeof v !== 'object') out += JSON.stringify(v) ?? String(v);
    else if (depth >= 6) out += Array.isArray(v) ? '[...]' : '{...}';
    else if (Array.isArray(v)) {
      out += '[';
      v.forEach((item, i) => {
        if (i > 0) out += ',';
        if (out.length <= limit) write(item, depth + 1);
      });
      out += ']';
    } else {
      out += '{';
      Object.entries(v).forEach(([k, item], i) => {
        if (i > 0) out += ',';
        if (out.length > limit) return;
        out += `${JSON.stringify(k)}:`;
        write(item, depth + 1);
      });
      out += '}';
    }
  };
  write(value, 0);
  return out.length > limit ? `${out.slice(0, limit - 3)}...` : out;
}

function ruleOf(schema: unknown): string | undefined {
  if (typeof schema === 'object' && schema !== null && 'x-rule' in schema) {
    const rule = (schema as Record<string, unknown>)['x-rule'];
    if (typeof rule === 'string') return rule;
  }
  return undefined;
}

function fieldPath(instancePath: string, subject: string, pointer: boolean): string {
  if (pointer) return instancePath === '' ? '/' : instancePath;
  const path = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  return path === '' ? subject : path;
}

/**
 * One line naming the field, the rule and the value received, e.g.
 * `page_size must be an integer from 1 to 1000, got 0` (docs/style.md, errors).
 */
export function describeError(error: ErrorObject, subject = 'request body', pointer = false): string {
  const join = (parent: string, child: string): string =>
    pointer
      ? `${parent === '' ? '' : parent}/${child}`
      : parent === ''
        ? child
        : `${fieldPath(parent, subject, false)}.${child}`;
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    const parent = error.parentSchema as { properties?: Record<string, unknown> } | undefined;
    const rule = ruleOf(parent?.properties?.[missing]) ?? 'present';
    const field = join(error.instancePath, missing);
    return `${field} is required: must be ${rule}, got nothing`;
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    const field = join(error.instancePath, extra);
    return `${field} is not a known field`;
  }
  const field = fieldPath(error.instancePath, subject, pointer);
  const rule = ruleOf(error.parentSchema) ?? (error.message ?? 'valid').replace(/^must (be )?/, '');
  return `${field} must be ${rule}, got ${preview(error.data)}`;
}
