import { readFileSync, statSync } from 'node:fs';

/** Why a file was not read, for the caller to word: not a regular file, too large, or an error of the system. */
export type SmallFile =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'notRegular' }
  | { readonly kind: 'tooLarge'; readonly size: number }
  | { readonly kind: 'unreadable'; readonly reason: string };

/**
 * Reads a configuration file of the command line: a regular file only (a device such as /dev/zero would be read
 * without end, a FIFO with no writer would block) and of at most `maxBytes`.
 */
export function readSmallFile(path: string, maxBytes: number): SmallFile {
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return { kind: 'notRegular' };
    if (stat.size > maxBytes) return { kind: 'tooLarge', size: stat.size };
    return { kind: 'text', text: readFileSync(path, 'utf8') };
  } catch (error) {
    return { kind: 'unreadable', reason: (error as NodeJS.ErrnoException).code ?? (error as Error).message };
  }
}
