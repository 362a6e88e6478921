/** The bytes of JSON's structure (RFC 8259), for readers of JSON text as bytes (json-scan.ts, page-items.ts). */

export const SPACE = 0x20;
export const TAB = 0x09;
export const LF = 0x0a;
export const CR = 0x0d;
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
export const COLON = 0x3a;
export const OPEN_ARRAY = 0x5b;
export const CLOSE_ARRAY = 0x5d;
export const OPEN_OBJECT = 0x7b;
export const CLOSE_OBJECT = 0x7d;

/** JSON's white space (RFC 8259 section 2): nothing else may stand between tokens. */
export const isSpace = (c: number | undefined): boolean => c === SPACE || c === TAB || c === LF || c === CR;
