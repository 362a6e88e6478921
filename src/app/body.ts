import { failure, type Reply } from '../operations/reply.js';
import { headerValue, MAX_BODY_BYTES, type AppRequest } from './request.js';

/** application/json or a +json type, whatever its parameters. */
export const isJsonType = (type: string): boolean => {
  const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return media === 'application/json' || (media.startsWith('application/') && media.endsWith('+json'));
};

const utf8 = new TextDecoder();

/**
 * The body rules of the operations that take one: JSON by content type (415), at most 1 MiB (413), present (400)
 * and valid JSON (400).
 */
export function jsonBody(request: AppRequest): { ok: true; value: unknown } | { ok: false; reply: Reply } {
  const type = headerValue(request.headers, 'content-type');
  // A real client sends application/json (docs/deployments.md, URLs of a real deployment); a missing type is
  // tolerated, a different one is not.
  if (type !== undefined && type.trim() !== '' && !isJsonType(type)) {
    return { ok: false, reply: failure(415, `Content-Type must be application/json, got ${JSON.stringify(type)}`) };
  }
  if ('tooLarge' in request.body) {
    const size = request.body.tooLarge;
    const got = size === 'streamed' ? 'more' : String(size);
    return { ok: false, reply: failure(413, `request body must be at most ${MAX_BODY_BYTES} bytes, got ${got}`) };
  }
  const text = utf8.decode(request.body.bytes);
  if (text.trim() === '') {
    return { ok: false, reply: failure(400, 'request body is required: must be a JSON object, got nothing') };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, reply: failure(400, `request body must be valid JSON: ${(error as Error).message}`) };
  }
}
