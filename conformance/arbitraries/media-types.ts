import fc from 'fast-check';

/** What the kit sends on every other request (client/client.ts). */
export const PLAIN_JSON = 'application/json';

/**
 * How real clients write the JSON media type (docs/kit.md, media-type spellings): a media type is case-insensitive
 * and may carry parameters (RFC 9110 section 8.3.1), and JSON's charset parameter has no effect (RFC 8259 section
 * 11). The parameters are the charset as clients write it, the casings a few of the many.
 */
const CASINGS = ['application/json', 'Application/JSON', 'APPLICATION/JSON', 'application/JSON', 'Application/Json'];
const PARAMETERS = ['', '; charset=utf-8', ';charset=UTF-8', '; charset=UTF-8', ' ; Charset=utf-8', ';charset="utf-8"'];

/** Every spelling but the plain one, the commonest first: parameters, then casings, then both. */
export const SPELLINGS: readonly string[] = [
  ...PARAMETERS.slice(1).map((parameter) => `${PLAIN_JSON}${parameter}`),
  ...CASINGS.slice(1),
  ...CASINGS.slice(1).flatMap((casing) => PARAMETERS.slice(1).map((parameter) => `${casing}${parameter}`)),
];

/** A spelling of the JSON media type other than the plain one. */
export const mediaTypeSpelling: fc.Arbitrary<string> = fc.constantFrom(...SPELLINGS);
