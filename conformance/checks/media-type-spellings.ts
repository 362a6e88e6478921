import fc from 'fast-check';
import { defineCheck, failure, judged, shown, type Judgement } from '../check.js';
import { anyRequest, badRequest, badRequestExamples, goodRequestExamples } from '../arbitraries/requests.js';
import { mediaTypeSpelling, PLAIN_JSON, SPELLINGS } from '../arbitraries/media-types.js';
import type { Exchange, RequestSpec } from '../client/client.js';
import { bodyBytes } from '../client/exchange.js';
import { ownCopy } from '../reading/events.js';
import { EVERY_OPERATION } from '../../common/api.js';

export interface SpellingInput {
  readonly request: RequestSpec;
  /** The content type sent instead of the plain `application/json`. */
  readonly spelling: string;
}

/** An answer held to the plain request's, while its body was lent: how it differs, or null when it is the same. */
interface Compared {
  /** A copy to show, its body cut at 64 KiB (reading/events.ts, ownCopy). */
  readonly exchange: Exchange;
  readonly plainStatus: number;
  readonly difference: string | null;
}

/** Characters shown of each body on each side of the first byte where they differ. */
const AROUND = 40;

/** The index of the first byte where a and b differ, or -1 when they are the same bytes. */
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : length;
}

const decoder = new TextDecoder();
const around = (bytes: Uint8Array, at: number): string =>
  JSON.stringify(decoder.decode(bytes.subarray(Math.max(0, at - AROUND), at + AROUND)));

/** How `exchange` differs from `plain` in status and body bytes, read while both bodies are at hand. */
function compared(plain: Exchange, exchange: Exchange): Compared {
  const copy = ownCopy(exchange);
  if (exchange.status !== plain.status)
    return {
      exchange: copy,
      plainStatus: plain.status,
      difference: `it answered ${shown(exchange)}`,
    };
  const [a, b] = [bodyBytes(plain), bodyBytes(exchange)];
  const at = firstDifference(a, b);
  if (at < 0) return { exchange: copy, plainStatus: plain.status, difference: null };
  const difference =
    `the bodies differ from byte ${at} (${a.length} and ${b.length} bytes): ` +
    `${around(a, at)} to ${PLAIN_JSON}, ${around(b, at)} to this spelling`;
  return { exchange: copy, plainStatus: plain.status, difference };
}

/** The answers to a spelling: it held to the plain one, and the plain request again when they differ. */
interface Spelled {
  readonly spelled: Compared;
  readonly again: Compared | null;
}

/**
 * Every operation gives the same answer, status and body bytes, to a request whose content type is spelt as real
 * clients spell it (`application/json; charset=utf-8`, `Application/JSON`, ...) as to the plain `application/json`
 * (docs/kit.md, media-type spellings): the type is case-insensitive and JSON's charset parameter means nothing.
 */
export const mediaTypeSpellings = defineCheck({
  id: 'media-type-spellings',
  title: 'Spellings of application/json get the same answer',
  operation: EVERY_OPERATION,
  evidence: { of: 'requests answered alike in both spellings' },
  groups: [],
  examples: (ctx) =>
    [...goodRequestExamples(ctx), ...badRequestExamples(ctx)].map((request, i): SpellingInput => ({
      request,
      spelling: SPELLINGS[i % SPELLINGS.length] ?? PLAIN_JSON,
    })),
  inputs: (ctx) =>
    fc.record({
      request: fc.oneof(anyRequest(ctx), badRequest(ctx)),
      spelling: mediaTypeSpelling,
    }),
  asks: ['answers'],
  probe: async ({ request, spelling }, ctx) => {
    // The plain answer is kept until the example is judged; the others are compared with it while lent.
    const plain = await ctx.send({ ...request, contentType: PLAIN_JSON });
    const against = (exchange: Exchange): Compared => compared(plain, exchange);
    const spelled = await ctx.send({ ...request, contentType: spelling }, against);
    // An answer that differs is held to the plain request asked again: an answer that moved between two requests
    // (a live history's end, an allocation withdrawn meanwhile) says nothing of the spelling.
    const again = spelled.difference === null ? null : await ctx.send({ ...request, contentType: PLAIN_JSON }, against);
    return { answers: { spelled, again } };
  },
  verify: ({ spelling }, { answers: { spelled, again } }: { answers: Spelled }): Judgement => {
    if (spelled.difference === null) return judged([]);
    if (!again || again.difference !== null) return judged([], 0);
    return judged([
      failure(
        `the answer content-type: ${PLAIN_JSON} got twice (${spelled.plainStatus}, the same body bytes)`,
        `to content-type: ${spelling}, ${spelled.difference}`,
        spelled.exchange,
      ),
    ]);
  },
});
