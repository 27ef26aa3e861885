import type { FastifyReply } from 'fastify';
import type { ApiModule } from '../../context';
import { documentErrors, documentPaths } from '../../../shared/contract/content';
import { PdfParams } from '../../../shared/contract/schemas/content';
import type { Language } from '../../../shared/language';
import { describe, routePath, typed } from '../../http/schema';
import { sendError } from '../../http/envelope';

/** Browsers and proxies may keep a document a day; it changes only with a release. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /pdf/<name> in English and /pdf/ms/<name> in Malay: registered before the web app's
 * fallback, which would answer 404 for a .pdf.
 */
export const documentsModule: ApiModule = async (app, { ctx }) => {
  const answer = async (reply: FastifyReply, name: string, language: Language) => {
    const pdf = await ctx.documents.pdf(name, language);
    if (!pdf) return sendError(reply, 404, documentErrors.notFound);
    return reply
      .code(200)
      .header('Content-Type', 'application/pdf')
      .header('Cache-Control', CACHE_CONTROL)
      .header('Content-Disposition', `inline; filename="${name}"`)
      .send(pdf);
  };
  const languages = [
    ['en', 'A PDF document (technical data, terms, manual)'],
    ['ms', 'A PDF document in Malay (technical data, terms, manual)'],
  ] as const;
  for (const [language, summary] of languages) {
    typed(app).get(
      routePath((name) => documentPaths.pdf(name, language), 'name'),
      { schema: { params: PdfParams, ...describe({ caller: 'public', summary, file: ['application/pdf'], refusals: { 404: 'Document not found' } }) } },
      async (request, reply) => answer(reply, request.params.name, language),
    );
  }
};
