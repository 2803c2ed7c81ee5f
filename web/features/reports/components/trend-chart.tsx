import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DailyTrend } from '@core/schemas/reports';
import { useFormatters } from '@web/lib/format';

/**
 * Daily trends (SPEC: last 7 days): games as bars, bets as a line on their own axis. SVG drawn by
 * Recharts in theme colours; the same figures are in the table beside it for screen readers.
 */
export function TrendChart({ days }: { days: DailyTrend[] }) {
  const { t } = useTranslation();
  const { money, figure, formatDate } = useFormatters();
  // A hall date "2026-03-11" as a short day label ("Wed 11"), through the one date format.
  const data = days.map((day) => ({
    ...day,
    label: formatDate(new Date(`${day.date}T12:00:00Z`), {
      weekday: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
  }));
  const games = t('reports.trends.games');
  const bets = t('reports.trends.bets');
  return (
    <div data-testid="trend-chart" className="h-64 w-full sm:h-72" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="var(--color-line)" vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
            stroke="var(--color-line)"
          />
          <YAxis
            yAxisId="games"
            allowDecimals={false}
            width={36}
            tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
            stroke="var(--color-line)"
            tickFormatter={(value: number) => figure(value)}
          />
          <YAxis
            yAxisId="bets"
            orientation="right"
            width={64}
            tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
            stroke="var(--color-line)"
            tickFormatter={(value: number) => figure(value)}
          />
          <Tooltip
            contentStyle={{
              background: 'var(--color-surface)',
              border: '1px solid var(--color-line)',
              borderRadius: 8,
              color: 'var(--color-ink)',
            }}
            formatter={(value, name) =>
              name === bets ? money(Number(value)) : figure(Number(value))
            }
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            yAxisId="games"
            dataKey="games_count"
            name={games}
            fill="var(--color-primary)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="bets"
            dataKey="bet_amount"
            name={bets}
            stroke="var(--color-accent)"
            strokeWidth={2.5}
            dot={{ r: 3, fill: 'var(--color-accent)' }}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
