import { describe, expect, it } from 'vitest';
import { TargetError, type Exchange } from '../conformance/client/client.js';
import { judgedShape, jsonShape, WHOLE_SHAPE_BYTES } from '../conformance/reading/json-shape.js';

/**
 * A body judged whole against a schema (A, B and C's successes, ErrorResponses) is parsed within a bound of its JSON
 * text outside long strings (README, Budgets): past it, the check is an error that says so, rather than the kit
 * holding ten times that text in objects (a target answering a 60 MB page to A made it hold 900 MB).
 */

/** An answer of A whose body is `text`, as the client makes one: its bytes, and its JSON when first read. */
const answerOf = (text: string): Exchange => {
  const bytes = Buffer.from(text);
  return {
    request: { operation: 'A', method: 'POST', url: 'http://127.0.0.1:1/registry/x', body: '{}', headers: {} },
    status: 200,
    contentType: 'application/json',
    get text() {
      return text;
    },
    get json() {
      return JSON.parse(text) as unknown;
    },
    bytes,
  };
};

/** A JSON body of many small objects, at least `bytes` long, and nothing but structure: no long string. */
const manyObjects = (bytes: number): string => {
  const one = '{"contractId":"00ab","templateId":"x:y:z"}';
  return `{"disclosedContracts":[${Array(Math.ceil(bytes / (one.length + 1)))
    .fill(one)
    .join(',')}]}`;
};

describe('judgedShape', () => {
  it('should parse a body of up to WHOLE_SHAPE_BYTES of structure, as jsonShape does', () => {
    const answer = answerOf(manyObjects(WHOLE_SHAPE_BYTES - 100_000));
    expect(judgedShape(answer)).toEqual(jsonShape(answer));
  });

  it('should refuse a body of more structure with a TargetError that says it was not judged, and why', () => {
    const answer = answerOf(manyObjects(WHOLE_SHAPE_BYTES + 100_000));
    let thrown: unknown;
    try {
      judgedShape(answer);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TargetError);
    expect((thrown as TargetError).kind).toBe('too-large');
    expect((thrown as TargetError).message).toMatch(
      /^the answer of POST http:\/\/127\.0\.0\.1:1\/registry\/x holds 4\.1 MiB of JSON outside its long strings, more than the kit judges whole \(4 MiB; .*\): not judged$/,
    );
  });

  it('should judge a large body that is mostly one long string, whose shape is small', () => {
    const answer = answerOf(`{"error":"${'x'.repeat(2 * WHOLE_SHAPE_BYTES)}"}`);
    expect(judgedShape(answer)).toEqual({
      error: `(a string of ${(2 * WHOLE_SHAPE_BYTES).toLocaleString('en-US')} bytes)`,
    });
  });

  it('should leave a body that is not JSON undefined, whatever its size', () => {
    expect(judgedShape(answerOf(`{"error":${'1,'.repeat(WHOLE_SHAPE_BYTES)}`))).toBeUndefined();
  });
});
