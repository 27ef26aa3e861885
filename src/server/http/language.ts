import type { FastifyRequest } from 'fastify';
import { isLanguage, languageOfAcceptLanguage, type Language } from '../../shared/language';

/**
 * The language to answer a request in: a signed-in member's own (their profile), else the language
 * the request names in its body (registration sends the one on screen), else its Accept-Language.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const member = request.member;
  if (member && isLanguage(member.language)) return member.language;
  const body = request.body as { language?: unknown } | null | undefined;
  if (body && typeof body === 'object' && isLanguage(body.language)) return body.language;
  const header = request.headers['accept-language'];
  return languageOfAcceptLanguage(Array.isArray(header) ? header[0] : header);
}
