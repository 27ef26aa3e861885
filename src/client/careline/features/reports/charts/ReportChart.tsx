/**
 * The reports' charts, in a chunk of their own: Chart.js with only the pieces these two charts use
 * registered (line and bar), so the rest of the library is left out of the build.
 */
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { ServicesDayRow, WorkshopReportRow } from '../../../../../shared/contract/reports';

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The design tokens' colours (tokens.css): a canvas cannot read CSS variables. */
const colours = { navy: '#0d1f3c', success: '#187040', error: '#c0161d', warning: '#9a4f00', info: '#1f5fbf', muted: '#5b6478' };

export type ChartSpec =
  | { kind: 'servicesPerDay'; rows: ServicesDayRow[]; labels: Record<'submitted' | 'verified' | 'rejected' | 'expired', string> }
  | { kind: 'verifyHours'; rows: WorkshopReportRow[]; labels: Record<'p50' | 'p95', string> };

function configOf(spec: ChartSpec): ChartConfiguration {
  const common = { responsive: true, maintainAspectRatio: false, animation: false as const, plugins: { legend: { position: 'bottom' as const } } };
  if (spec.kind === 'servicesPerDay') {
    const line = (key: 'submitted' | 'verified' | 'rejected' | 'expired', colour: string) => ({
      label: spec.labels[key],
      data: spec.rows.map((row) => row[key]),
      borderColor: colour,
      backgroundColor: colour,
      pointRadius: spec.rows.length > 60 ? 0 : 2,
      borderWidth: 2,
    });
    return {
      type: 'line',
      data: {
        labels: spec.rows.map((row) => row.day),
        datasets: [line('submitted', colours.navy), line('verified', colours.success), line('rejected', colours.error), line('expired', colours.warning)],
      },
      options: { ...common, interaction: { mode: 'index', intersect: false }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
    };
  }
  return {
    type: 'bar',
    data: {
      labels: spec.rows.map((row) => row.workshop_id),
      datasets: [
        { label: spec.labels.p50, data: spec.rows.map((row) => row.verify_p50_hours), backgroundColor: colours.info },
        { label: spec.labels.p95, data: spec.rows.map((row) => row.verify_p95_hours), backgroundColor: colours.muted },
      ],
    },
    options: { ...common, indexAxis: 'y', scales: { x: { beginAtZero: true } } },
  };
}

/** One chart on a canvas, drawn again when its figures change; the table beside it carries the same figures for a screen reader. */
export default function ReportChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, configOf(spec));
    return () => chart.destroy();
  }, [spec]);
  return (
    <div className={`reports__chart reports__chart--${spec.kind}`}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
