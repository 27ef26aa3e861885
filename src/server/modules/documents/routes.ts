import type { ApiModule } from '../../context';
import { documentErrors, documentPaths } from '../../../shared/contract/content';
import { PdfParams } from '../../../shared/contract/schemas/content';
import { describe, routePath, typed } from '../../http/schema';
import { sendError } from '../../http/envelope';

/** Browsers and proxies may keep a document a day; it changes only with a release. */
const CACHE_CONTROL = 'public, max-age=86400';

/** GET /pdf/<name>: registered before the web app's fallback, which would answer 404 for a .pdf. */
export const documentsModule: ApiModule = async (app, { ctx }) => {
  typed(app).get(
    routePath(documentPaths.pdf, 'name'),
    { schema: { params: PdfParams, ...describe({ caller: 'public', summary: 'A PDF document (technical data, terms, manual)', file: ['application/pdf'], refusals: { 404: 'Document not found' } }) } },
    async (request, reply) => {
    const pdf = await ctx.documents.pdf(request.params.name);
    if (!pdf) return sendError(reply, 404, documentErrors.notFound);
    return reply
      .code(200)
      .header('Content-Type', 'application/pdf')
      .header('Cache-Control', CACHE_CONTROL)
      .header('Content-Disposition', `inline; filename="${request.params.name}"`)
      .send(pdf);
    },
  );
};
