import { useTranslation } from 'react-i18next';
import type { Statement } from '@core/schemas/statements';
import { useFormatters } from '@web/lib/format';

/** Opening balance, money in, money out, closing balance of the period. */
export function StatementTotals({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const { money, hallDay } = useFormatters();
  const figures = [
    {
      id: 'opening',
      label: t('statements.opening', { date: hallDay(statement.date_from) }),
      value: statement.opening_balance,
    },
    { id: 'in', label: t('statements.totalIn'), value: statement.total_in },
    { id: 'out', label: t('statements.totalOut'), value: statement.total_out },
    {
      id: 'closing',
      label: t('statements.closing', { date: hallDay(statement.date_to) }),
      value: statement.closing_balance,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.id}
          className="rounded-xl border border-line bg-surface px-4 py-3"
          data-figure={figure.id}
        >
          <dt className="text-sm text-ink-muted">{figure.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{money(figure.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
