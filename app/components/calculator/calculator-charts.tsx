import { formatKobo } from '@domain/kobo';
import { mortgageCalculator as copy } from '~/content/pages/loan-calculator';
import type { Schedule, ScheduleYear } from '@domain/mortgage-schedule';

/**
 * The schedule drawn as two SVG charts, rendered with the page (no chart library, no script), so
 * they show without JavaScript and print. Each is an image with a title and a description; the
 * schedule tables are their text alternative.
 */

const WIDTH = 400;
const HEIGHT = 240;
const PLOT = { left: 60, right: 12, top: 12, bottom: 40 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;

/** A round step for about four gridlines up to `max`. */
function niceStep(max: number): number {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiple = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= rough) ?? 10;
  return multiple * power;
}

/** ₦20m, ₦750k: short axis labels of amounts in kobo. */
function shortNaira(kobo: number): string {
  const naira = kobo / 100;
  if (naira >= 1_000_000_000) return `₦${Number((naira / 1_000_000_000).toFixed(1))}bn`;
  if (naira >= 1_000_000) return `₦${Number((naira / 1_000_000).toFixed(1))}m`;
  if (naira >= 1_000) return `₦${Number((naira / 1_000).toFixed(1))}k`;
  return `₦${Math.round(naira)}`;
}

interface XTick {
  /** From 0 (left of the plot) to 1 (right). */
  at: number;
  label: string;
}

/** Years to label on an axis of `years`: every one up to 10, then every fifth. */
function yearsToLabel(years: number, from: number): number[] {
  const step = years <= 10 ? 1 : 5;
  const labelled: number[] = [];
  for (let year = from; year <= years; year += 1) if (year === from || year % step === 0) labelled.push(year);
  return labelled;
}

function Axes({ top, xTicks }: { top: number; xTicks: XTick[] }) {
  const step = niceStep(top);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const y = (kobo: number) => PLOT.top + PLOT_HEIGHT - (kobo / top) * PLOT_HEIGHT;
  return (
    <g fontSize="13" fill="currentColor">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} stroke="#d3dbd6" />
          <text x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end">
            {shortNaira(tick)}
          </text>
        </g>
      ))}
      {xTicks.map((tick) => (
        <text key={tick.label} x={PLOT.left + tick.at * PLOT_WIDTH} y={HEIGHT - 19} textAnchor="middle">
          {tick.label}
        </text>
      ))}
      <text x={PLOT.left + PLOT_WIDTH / 2} y={HEIGHT - 1} textAnchor="middle">
        Year of the loan
      </text>
    </g>
  );
}

const scaleTop = (maxKobo: number) => {
  const step = niceStep(maxKobo || 1);
  return Math.ceil((maxKobo || 1) / step) * step;
};

export function BalanceChart({ schedule, tenorYears }: { schedule: Schedule; tenorYears: number }) {
  const top = scaleTop(schedule.loanKobo);
  const monthsPerPeriod = schedule.payments[1]
    ? schedule.payments[1].monthOffset - schedule.payments[0].monthOffset
    : 12;
  const x = (months: number) => PLOT.left + (months / (tenorYears * 12)) * PLOT_WIDTH;
  const y = (kobo: number) => PLOT.top + PLOT_HEIGHT - (kobo / top) * PLOT_HEIGHT;
  const points = [
    `${x(0)},${y(schedule.loanKobo)}`,
    ...schedule.payments.map((payment) => `${x(payment.monthOffset + monthsPerPeriod)},${y(payment.balanceKobo)}`),
  ];
  const lastX = x((schedule.payments.at(-1)?.monthOffset ?? 0) + monthsPerPeriod);
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="balance-chart-title"
        aria-describedby="balance-chart-desc"
        className="h-auto w-full text-muted"
      >
        <title id="balance-chart-title">{copy.charts.balance.title}</title>
        <desc id="balance-chart-desc">
          {copy.charts.balance.desc(formatKobo(schedule.loanKobo, { wholeNaira: true }), tenorYears)}
        </desc>
        <Axes
          top={top}
          xTicks={yearsToLabel(tenorYears, 0).map((year) => ({ at: year / tenorYears, label: String(year) }))}
        />
        <polygon points={`${points.join(' ')} ${lastX},${y(0)} ${x(0)},${y(0)}`} fill="#d3eadc" />
        <polyline points={points.join(' ')} fill="none" stroke="#0b5d3b" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <figcaption className="mt-2 text-center text-sm font-semibold text-ink">{copy.charts.balance.title}</figcaption>
    </figure>
  );
}

export function SplitChart({ years }: { years: ScheduleYear[] }) {
  const max = Math.max(1, ...years.map((year) => year.principalKobo + year.extraKobo + year.interestKobo));
  const top = scaleTop(max);
  const count = Math.max(years.length, 1);
  const slot = PLOT_WIDTH / count;
  const barWidth = Math.max(2, slot * 0.7);
  const y = (kobo: number) => PLOT.top + PLOT_HEIGHT - (kobo / top) * PLOT_HEIGHT;
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="split-chart-title"
        aria-describedby="split-chart-desc"
        className="h-auto w-full text-muted"
      >
        <title id="split-chart-title">{copy.charts.split.title}</title>
        <desc id="split-chart-desc">{copy.charts.split.desc}</desc>
        <Axes
          top={top}
          xTicks={yearsToLabel(count, 1).map((year) => ({ at: (year - 0.5) / count, label: String(year) }))}
        />
        {years.map((year, index) => {
          const principal = year.principalKobo + year.extraKobo;
          const left = PLOT.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={year.year}>
              <rect x={left} width={barWidth} y={y(principal)} height={y(0) - y(principal)} fill="#0b5d3b" />
              <rect
                x={left}
                width={barWidth}
                y={y(principal + year.interestKobo)}
                height={y(principal) - y(principal + year.interestKobo)}
                fill="#efbc3f"
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-ink">
        <span className="font-semibold">{copy.charts.split.title}</span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="chart-key inline-block size-3 rounded-sm bg-primary-700" />
          {copy.charts.split.principal}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="chart-key inline-block size-3 rounded-sm bg-accent-400" />
          {copy.charts.split.interest}
        </span>
      </figcaption>
    </figure>
  );
}
