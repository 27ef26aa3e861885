import { useTranslation } from 'react-i18next';
import { reportColumns, type Report, type ReportName } from '../../../../shared/contract/reports';
import { REPORTS_KEY } from './texts';

type Row = Record<string, string | number | null>;

const numbers = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 1 });

function cell(value: string | number | null): string {
  if (value === null) return '–';
  return typeof value === 'number' ? numbers.format(value) : value;
}

/** A report's rows as a table, its columns those of the CSV in the same order. */
export function ReportTable({ name, report, captionId }: { name: ReportName; report: Report; captionId: string }) {
  const { t } = useTranslation('translation', { keyPrefix: REPORTS_KEY });
  const columns = reportColumns[name] as readonly string[];
  const rows = report.rows as unknown as Row[];
  if (rows.length === 0) return <p className="reports__empty">{t('empty')}</p>;
  return (
    <div className="reports__table-scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="reports__table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={typeof rows[0]?.[column] === 'number' ? 'reports__number' : undefined}>
                {t(`columns.${column}` as 'columns.day')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column, i) =>
                i === 0 ? (
                  <th key={column} scope="row">
                    {cell(row[column] ?? null)}
                  </th>
                ) : (
                  <td key={column} className={typeof row[column] === 'number' || row[column] === null ? 'reports__number' : undefined}>
                    {cell(row[column] ?? null)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
