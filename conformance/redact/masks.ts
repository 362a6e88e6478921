export const MASK = '***';

/** The slashes after a URL's scheme, as is or inside a JSON string: `://`, `:\/\/`. */
const AUTHORITY = /:(?:\\*\/){2}/g;
/** What a userinfo may hold, up to its `@`: not a space, nor what ends an authority or a string. */
const USERINFO = /[^\s/?#@"'<>\\]{1,512}@/y;

/** The text with the userinfo of every URL in it (`scheme://user:password@host`) masked. */
export function maskUserinfo(text: string): string {
  let out = '';
  let from = 0;
  for (const slashes of text.matchAll(AUTHORITY)) {
    const at = slashes.index + slashes[0].length;
    if (at < from) continue;
    USERINFO.lastIndex = at;
    if (!USERINFO.test(text)) continue;
    out += `${text.slice(from, at)}${MASK}`;
    from = USERINFO.lastIndex - 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

const isHigh = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** The text with each run of spans (pairs of start and end, overlapping or touching) replaced by one `***`. */
export function maskSpans(text: string, spans: number[]): string {
  const pairs: [number, number][] = [];
  for (let i = 0; i < spans.length; i += 2) pairs.push([spans[i] as number, spans[i + 1] as number]);
  pairs.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  for (let i = 0; i < pairs.length;) {
    let [start, end] = pairs[i] as [number, number];
    for (i++; i < pairs.length && (pairs[i] as [number, number])[0] <= end; i++)
      end = Math.max(end, (pairs[i] as [number, number])[1]);
    // Whole characters: a span never leaves half of a surrogate pair behind.
    if (start > 0 && isLow(text.charCodeAt(start)) && isHigh(text.charCodeAt(start - 1))) start--;
    if (end < text.length && isHigh(text.charCodeAt(end - 1)) && isLow(text.charCodeAt(end))) end++;
    // A run's first and last space stay (`then *** alone`): one space shows nothing, and keeps the words apart.
    if (end - start > 2 && text.charCodeAt(start) === 0x20) start++;
    if (end - start > 2 && text.charCodeAt(end - 1) === 0x20) end--;
    out += `${text.slice(from, Math.max(from, start))}${MASK}`;
    from = Math.max(from, end);
  }
  return out + text.slice(from);
}
