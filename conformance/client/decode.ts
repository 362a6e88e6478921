/** The decompression of an answer's body: the decoders its Content-Encoding names. */
import { constants, createBrotliDecompress, createGunzip, createUnzip } from 'node:zlib';

/** Content codings decoded in a row at most: a chain of them is no use to a JSON API, only to a bomb. */
const MAX_CODINGS = 2;

/** The decoders of a Content-Encoding, outermost coding last (RFC 9110 section 8.4); unknown codings pass as is. */
export function decodersOf(header: string | null): { decoders: NodeJS.ReadWriteStream[]; error?: string } {
  const codings = (header ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.length > MAX_CODINGS)
    return {
      decoders: [],
      error: `it has ${codings.length} content codings (${header ?? ''}); the kit decodes ${MAX_CODINGS} at most`,
    };
  // Lenient at the end, as browsers and undici are: a body cut after its last full block still reads.
  const zlibFlush = { flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH };
  const brotliFlush = { flush: constants.BROTLI_OPERATION_FLUSH, finishFlush: constants.BROTLI_OPERATION_FLUSH };
  const decoders: NodeJS.ReadWriteStream[] = [];
  for (const coding of codings.reverse()) {
    if (coding === 'gzip' || coding === 'x-gzip') decoders.push(createGunzip(zlibFlush));
    // createUnzip reads the zlib wrapper that "deflate" means (RFC 9110 section 8.4.1.2), and gzip sent under it.
    else if (coding === 'deflate') decoders.push(createUnzip(zlibFlush));
    else if (coding === 'br') decoders.push(createBrotliDecompress(brotliFlush));
    // An unknown coding passes through undecoded, as fetch does: the checks then see a body that is not JSON.
    else return { decoders: [] };
  }
  return { decoders };
}
