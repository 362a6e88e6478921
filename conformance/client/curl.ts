/** The shell quoters: a curl line that repeats a request, and a word for a replay command. */
import type { Exchange } from './exchange.js';

/** A word single-quoted for a POSIX shell, whatever it holds. */
const singleQuoted = (word: string): string => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * A curl line that repeats an exchange's request. Every header the user gave (-H) is masked as `***`, whatever
 * its name: any of them may carry a secret.
 */
export function curlOf(request: Exchange['request'], userHeaders: Readonly<Record<string, string>>): string {
  const parts = [`curl -X ${request.method} ${singleQuoted(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'accept') continue;
    parts.push(`-H ${singleQuoted(`${name}: ${name in userHeaders ? '***' : value}`)}`);
  }
  if (request.body !== undefined) parts.push(`-d ${singleQuoted(request.body)}`);
  return parts.join(' ');
}

/** A word for a POSIX shell: left bare when it is safe, else single-quoted. */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word) ? word : singleQuoted(word);
}
