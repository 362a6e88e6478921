/**
 * The case and the separators a target may change in a value it echoes: `K3Y-V4LUE`, `k 3 y v 4 l u e`,
 * `["k3y","v4lue"]`. The skeleton of a reading (redact/spellings/spellings.ts), its letters and digits alone, case
 * folded, is compared with the values' skeletons (redact/redact.ts): case, separators, spaces, quotes and the commas
 * and brackets of a value split into the items of an array all fall away.
 */
import type { Units } from './units.js';

let foldTable: Uint16Array | null = null;
let wordTable: Uint8Array | null = null;

/** Whether a unit other than an ASCII letter or digit is part of a word: not a space, control or punctuation. */
const isWordBeyondAscii = (c: number): boolean =>
  c >= 0xc0 &&
  c !== 0xd7 &&
  c !== 0xf7 &&
  !(c >= 0x2000 && c <= 0x206f) &&
  !(c >= 0x2e00 && c <= 0x2e7f) &&
  c !== 0x3000 &&
  !(c >= 0x3001 && c <= 0x303f) &&
  c !== 0xfeff &&
  !(c >= 0xff00 && c <= 0xff0f);

/** Each UTF-16 unit folded to its lower case, when that is one unit; made once, when a run first masks a secret. */
export function foldTableOf(): Uint16Array {
  if (foldTable) return foldTable;
  const table = new Uint16Array(0x10000);
  for (let c = 0; c < 0x10000; c++) {
    if (c < 0x80) table[c] = c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
    else {
      const lower = String.fromCharCode(c).toLowerCase();
      table[c] = lower.length === 1 ? lower.charCodeAt(0) : c;
    }
  }
  return (foldTable = table);
}

let identityTable: Uint16Array | null = null;

/** Each UTF-16 unit as itself: the fold of a search that keeps case (redact/secret-windows.ts). */
export function identityTableOf(): Uint16Array {
  if (identityTable) return identityTable;
  const table = new Uint16Array(0x10000);
  for (let c = 0; c < 0x10000; c++) table[c] = c;
  return (identityTable = table);
}

/** 1 for the units a skeleton keeps: ASCII letters and digits, and the letters beyond ASCII. */
export function wordTableOf(): Uint8Array {
  if (wordTable) return wordTable;
  const table = new Uint8Array(0x10000);
  for (let c = 0; c < 0x10000; c++)
    table[c] =
      (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || isWordBeyondAscii(c) ? 1 : 0;
  return (wordTable = table);
}

/** A reading's skeleton: its letters and digits, case folded, and where in the reading each one is. */
export interface Skeleton {
  readonly codes: Uint16Array;
  readonly length: number;
  /** The index in the reading of each unit. */
  readonly at: Int32Array;
}

/** The skeleton of a reading (a text that reads as itself, or its units). */
export function skeletonOf(reading: Units | string): Skeleton {
  const fold = foldTableOf();
  const word = wordTableOf();
  const n = reading.length;
  const codes = new Uint16Array(n);
  const at = new Int32Array(n);
  let length = 0;
  if (typeof reading === 'string') {
    for (let i = 0; i < n; i++) {
      const c = reading.charCodeAt(i);
      if (word[c] === 1) {
        codes[length] = fold[c] as number;
        at[length++] = i;
      }
    }
  } else {
    const source = reading.codes;
    for (let i = 0; i < n; i++) {
      const c = source[i] as number;
      if (word[c] === 1) {
        codes[length] = fold[c] as number;
        at[length++] = i;
      }
    }
  }
  return { codes, length, at };
}

/** The skeleton of a value: its letters and digits, case folded. */
export function skeletonText(text: string): string {
  const { codes, length } = skeletonOf(text);
  let out = '';
  for (let i = 0; i < length; i++) out += String.fromCharCode(codes[i] as number);
  return out;
}
