import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fchmodSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  lstatSync,
  openSync,
  readFileSync,
  readlinkSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, isAbsolute, join } from 'node:path';

/**
 * Files written so that a crash at any moment leaves the old content or the new, never half of one, and what was
 * written before a call answered survives a crash after it (docs/control.md, what is durable when).
 */

/** The code of a file system error (ENOSPC, EACCES, ...), or its message. */
export const errorCode = (error: unknown): string => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

/**
 * The file a path names with its symbolic links followed, to a file that may not exist yet: where a state is
 * written, so that a link stays a link and its target gets the content.
 */
export function linkTarget(path: string): string {
  let current = path;
  for (let hops = 0; hops < 40; hops++) {
    try {
      if (!lstatSync(current).isSymbolicLink()) return current;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return current;
      throw error;
    }
    const target = readlinkSync(current);
    current = isAbsolute(target) ? target : join(dirname(current), target);
  }
  throw Object.assign(new Error(`more than 40 symbolic links from ${path}`), { code: 'ELOOP' });
}

function writeAll(fd: number, text: string, position = 0): number {
  const bytes = Buffer.from(text, 'utf8');
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done, position + done);
  return bytes.length;
}

/**
 * Makes the renames and creations in a folder durable. A file system that cannot sync a folder (some network and
 * Windows ones) says so with these codes: nothing more can be done there.
 */
export function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch (error) {
    if (!['EINVAL', 'ENOTSUP', 'EISDIR', 'EPERM', 'EBADF', 'EACCES'].includes(errorCode(error))) throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The permission bits of a file, or undefined if it does not exist. */
function modeOf(file: string): number | undefined {
  try {
    return statSync(file).mode & 0o7777;
  } catch {
    return undefined;
  }
}

/**
 * A file written whole beside where it goes, synced, and open, under a name nobody can guess or take first
 * (created exclusively: never a file or link that was there), with the mode of the file it replaces. `commit`
 * renames it over that file.
 */
export class Prepared {
  private constructor(
    private readonly temporary: string,
    readonly file: string,
    private fd: number | null,
    readonly size: number,
  ) {}

  /** `like` names the file whose mode it takes when it is there (a state file's, for its log): by default `file`. */
  static write(file: string, text: string, like: string = file): Prepared {
    const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(8).toString('hex')}.tmp`);
    const mode = modeOf(like) ?? modeOf(file);
    const fd = openSync(temporary, 'wx', mode ?? 0o666);
    try {
      // The umask took bits away from the mode asked for: the file replaced keeps its own.
      if (mode !== undefined) fchmodSync(fd, mode);
      const size = writeAll(fd, text);
      fsyncSync(fd);
      return new Prepared(temporary, file, fd, size);
    } catch (error) {
      closeSync(fd);
      unlinkQuietly(temporary);
      throw error;
    }
  }

  /** Renames it over its file (atomic); the caller syncs the folder (`syncFolder`), once for all its renames. */
  commit(): void {
    renameSync(this.temporary, this.file);
  }

  /** Its descriptor, for appending after `commit`; the caller closes it. */
  open(): number {
    const fd = this.fd;
    if (fd === null) throw new Error('this file was closed');
    this.fd = null;
    return fd;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  /** Closes it and removes it: it was never renamed. */
  discard(): void {
    this.close();
    unlinkQuietly(this.temporary);
  }
}

function readQuietly(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Gone already, or renamed.
  }
}

/** A file appended to: each append is on disk (fdatasync) when `append` returns, or not there at all. */
export class AppendedFile {
  constructor(
    private readonly fd: number,
    private size: number,
  ) {}

  get bytes(): number {
    return this.size;
  }

  /** Appends text, durably; on failure, cuts the file back to what it was (as far as it can) and throws. */
  append(text: string): void {
    try {
      const written = writeAll(this.fd, text, this.size);
      fdatasyncSync(this.fd);
      this.size += written;
    } catch (error) {
      try {
        ftruncateSync(this.fd, this.size);
        fdatasyncSync(this.fd);
      } catch {
        // What is left is a torn last record, which a load drops (src/operations/saved-state.ts, readCallLog).
      }
      throw error;
    }
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** Lock files this process holds: a second simulator of this process on the same state is refused too. */
const heldHere = new Set<string>();

const ownLine = (): string => `${process.pid} ${hostname()}\n`;

/** What a lock file says: the process and host that hold it, or null for an empty one (its writer stopped at once). */
const LOCK_LINE = /^([1-9][0-9]*) (\S+)\n$/;

/** Whether the process a lock file names still runs: unknown for another host's, which counts as running. */
function holderRuns(path: string, text: string): boolean {
  const [, pid, host] = LOCK_LINE.exec(text) ?? [];
  const id = Number(pid);
  if (text === '') return false;
  if (host !== hostname()) return true;
  if (id === process.pid) return heldHere.has(path);
  try {
    process.kill(id, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** A lock taken (release it when done), or who holds it: "process 123" or "process 123 on host x". */
export type Lock = { readonly release: () => void } | { readonly holder: string };

/**
 * Takes a lock file for one process at a time: created exclusively with this process's id and host. One left by a
 * process that is gone (a SIGKILL leaves it) is taken over; one of another host is respected, since whether its
 * process runs cannot be told from here.
 */
export function takeLock(path: string): Lock {
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o644);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const text = readQuietly(path);
      if (text === null) continue; // Removed since: try again.
      if (text !== '' && !LOCK_LINE.test(text)) return { holder: 'a file that is not a lock of this program' };
      if (holderRuns(path, text)) {
        const [, pid, host] = LOCK_LINE.exec(text) ?? [];
        return { holder: host === hostname() ? `process ${pid}` : `process ${pid} on host ${host}` };
      }
      unlinkQuietly(path);
      continue;
    }
    try {
      writeAll(fd, ownLine());
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    heldHere.add(path);
    return {
      release: () => {
        heldHere.delete(path);
        // Only its own: one another process took over since (its lock removed by hand) stays.
        if (readQuietly(path) === ownLine()) unlinkQuietly(path);
      },
    };
  }
  return { holder: 'another process, which took it at the same moment' };
}
