import type { TSchema } from '@sinclair/typebox';
import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, typed } from '../../http/schema';
import { reportColumns, reportPaths, type ReportName } from '../../../shared/contract/reports';
import * as S from '../../../shared/contract/schemas/reports';
import { createAuthenticateOps, opsActorName } from '../ops/auth';
import { toCsv } from './csv';
import { readFormat } from './period';
import { readReport } from './service';

const reports: Record<ReportName, { summary: string; result: TSchema; byWorkshop: boolean }> = {
  services: { summary: 'Services submitted, verified, rejected and expired, per day', result: S.ServicesReport, byWorkshop: true },
  workshops: { summary: 'Services per workshop, with the hours to verify them (p50 and p95)', result: S.WorkshopsReport, byWorkshop: true },
  freeBottles: { summary: 'Free bottles verified, by product range', result: S.FreeBottlesReport, byWorkshop: true },
  referralRewards: { summary: 'Referral rewards earned and redeemed, per day', result: S.ReferralRewardsReport, byWorkshop: false },
  festiveEntries: { summary: 'Festive campaign entries and their ringgit, per day', result: S.FestiveEntriesReport, byWorkshop: false },
  pinStock: { summary: 'Reload PINs loaded, given and left, by amount', result: S.PinStockReport, byWorkshop: false },
};

const fileName = (name: ReportName, from: string, to: string, workshop: string | null) =>
  `report-${reportPaths[name].split('/').pop()}-${from}-to-${to}${workshop ? `-${workshop}` : ''}.csv`;

/**
 * The brand's reports for the careline console, a supervisor's to read. A report is read for a period of Malaysian days (at most 366) and answers JSON, or CSV
 * with the JSON rows' columns. Every read is audited as `report.read` under the operator.
 */
export const reportsModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const onRequest = createAuthenticateOps(ctx, 'supervisor');

  for (const name of Object.keys(reports) as ReportName[]) {
    const { summary, result, byWorkshop } = reports[name];
    api.get(
      reportPaths[name],
      {
        onRequest,
        schema: {
          querystring: S.ReportQuery,
          ...describe({
            caller: 'operator',
            summary: `${summary} (audited)`,
            description:
              `The period is from and to, Malaysian days, both included, at most 366 days${byWorkshop ? '; workshop narrows it to one workshop' : ''}. ` +
              `With format=csv or \`Accept: text/csv\` the answer is a CSV file (an attachment) with the columns ${reportColumns[name].join(', ')}; ` +
              'otherwise the envelope. Each read is written to the audit log as `report.read`.',
            result,
            refusals: { 400: 'from or to is missing or not a day, from is after to, the period is longer than 366 days, or workshop is malformed, unknown or not for this report' },
          }),
        },
      },
      async (request, reply) => {
        const format = readFormat(request.query.format, request.headers.accept);
        const report = await readReport(ctx, name, request.query, format, opsActorName(request));
        if (format === 'json') return sendOk(reply, report);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName(name, report.from, report.to, report.workshop)}"`)
          .header('Cache-Control', 'no-store')
          .send(toCsv(reportColumns[name], report.rows));
      },
    );
  }
};
