import { validate, type SchemaName } from '../common/schemas/registry.js';

/** A response as tests look at it: status, content type, raw text and parsed JSON. */
export interface Answer {
  readonly status: number;
  readonly contentType: string | null;
  readonly text: string;
  readonly json: unknown;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type'), text, json };
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return answer(
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text }),
  );
}

export async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return answer(await fetch(url, { headers: { 'content-type': 'application/json', ...headers } }));
}

/** The schema's errors for a value, empty when it is valid: tests assert `toEqual([])` to see what failed. */
export function schemaErrors(schema: SchemaName, value: unknown): string[] {
  const result = validate(schema, value);
  return result.ok ? [] : result.errors.map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
