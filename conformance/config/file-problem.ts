import { resolve } from 'node:path';

/**
 * Why a file a user named (--profile, --ca) could not be read, in words and with the path it was looked for at,
 * resolved: "file not found at /home/me/missing.json", not "ENOENT".
 */
export function fileProblem(path: string, error: unknown): string {
  const at = resolve(path);
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return `file not found at ${at}`;
    case 'ENOTDIR':
      return `file not found at ${at} (a part of the path is not a folder)`;
    case 'EACCES':
    case 'EPERM':
      return `${at} cannot be read (permission denied)`;
    case 'EISDIR':
      return `${at} is a folder, not a file`;
    default:
      return `${at} cannot be read (${code ?? (error instanceof Error ? error.message : String(error))})`;
  }
}
