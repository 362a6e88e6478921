/** Values as the page writes them: counts, long ids shortened for a table, template ids without their package. */

export const count = (n: unknown): string => Number(n).toLocaleString('en-US');

/** A long id, shortened for a table; the whole id goes in a title. */
export function short(id: unknown): string {
  const text = String(id === undefined || id === null ? '' : id);
  return text.length > 24 ? `${text.slice(0, 12)}...${text.slice(-8)}` : text;
}

/** A party id as hint and the start of its fingerprint. */
export function shortParty(party: unknown): string {
  const text = String(party || '');
  const at = text.indexOf('::');
  return at < 0 ? short(text) : `${text.slice(0, at + 2)}${text.slice(at + 2, at + 10)}...`;
}

/** A template id without its package: Splice.AmuletRules:AmuletRules. */
export const template = (id: unknown): string => String(id || '').replace(/^[^:]*:/, '');

/** `1 item`, `2 items`: a count and its noun, plural but for one. */
export const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
