import { serialize } from '../encoding/json.js';
import { okBytes, type Reply } from '../operations/reply.js';
import type { Fault, Operation } from './fault.js';

const QUOTE = 0x22;

/** A page's bytes with 0xFF, which is never UTF-8, before the closing quote of its last string. */
function notUtf8(reply: Reply): Reply {
  if (reply.status !== 200) return reply;
  const bytes = new TextEncoder().encode(serialize(reply.body));
  const at = Math.max(0, bytes.lastIndexOf(QUOTE));
  const broken = new Uint8Array(bytes.length + 1);
  broken.set(bytes.subarray(0, at));
  broken[at] = 0xff;
  broken.set(bytes.subarray(at), at + 1);
  return okBytes(broken);
}

/** Each operation's body written wrong in a way of its own: one for each rule of the check. */
const written: Readonly<Record<Operation, (reply: Reply) => Reply>> = {
  A: (reply) => ({ ...reply, text: `\uFEFF${serialize(reply.body)}` }),
  B: (reply) => ({ ...reply, text: `${serialize(reply.body)}\n{}` }),
  C: (reply) => ({ ...reply, text: `${serialize(reply.body)}\0` }),
  D: notUtf8,
};

/**
 * Breaks `json-body-bytes` (an answer served as JSON is one JSON text in UTF-8, without a byte order mark, and nothing
 * after it, docs/kit.md, bodies read as bytes), a way for each operation: A's answers start with a byte order mark,
 * B's have a second JSON value after them, C's a NUL byte, and D's pages a byte that is not UTF-8. fetch's text()
 * then JSON.parse read A's as the clean answer and D's as JSON.
 */
export const jsonBodyBytes: Fault = {
  id: 'json-body-bytes',
  defect:
    "A's answers start with a byte order mark, B's end in a second JSON value, C's in a NUL byte, D's pages hold a byte that is not UTF-8",
  operations: ['A', 'B', 'C', 'D'],
  apply: (input, next) => written[input.operation](next(input.body, input.ledger)),
};
