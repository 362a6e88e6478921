import { describe, expect, it } from 'vitest';
import { pageCursor } from '../conformance/reading/page-items.js';
import { bytesOf } from './page-items-helpers.js';

describe('pageCursor', () => {
  it('should give the items one at a time, as asked for, and the body whole when it has no bytes', () => {
    const cursor = pageCursor(bytesOf('{"events": [{"a": 1}, [2]], "next_page_token": null}'), () => undefined);
    expect(cursor).toMatchObject({ length: 2, rest: { events: [], next_page_token: null } });
    expect([cursor?.next(), cursor?.next()]).toEqual([{ a: 1 }, [2]]);
    const parsed = pageCursor(undefined, () => ({ events: ['x'], n: 1 }), 'outline');
    expect(parsed).toMatchObject({ length: 1, rest: { events: [], n: 1 } });
    expect(parsed?.next()).toBe('x');
    expect(pageCursor(undefined, () => ({ events: 'x' }))).toBeNull();
  });
});
