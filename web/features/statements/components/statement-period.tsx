import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statementPeriodSchema } from '@core/schemas/statements';
import { DateField } from '@web/components/date-field';
import { issueMessage } from '@web/lib/schema-messages';
import type { StatementRange } from '../api/statements-api';

interface StatementPeriodProps {
  /** The period of the statement shown: the fields start from it. */
  shown?: { date_from: string; date_to: string };
  /** A period in order, to ask for; one with From after To is never sent. */
  onPeriod: (range: StatementRange) => void;
}

/**
 * The statement's From and To, in the screen's calendar: each bounds the other (the browser's
 * date input and the Ethiopian choice alike), and a typed From after To is said on To and not
 * asked for, so the rows shown stay those of the last period in order.
 */
export function StatementPeriod({ shown, onPeriod }: StatementPeriodProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<{ date_from?: string; date_to?: string }>({});
  const from = typed.date_from ?? shown?.date_from ?? '';
  const to = typed.date_to ?? shown?.date_to ?? '';
  const checked = statementPeriodSchema.safeParse({
    date_from: from || undefined,
    date_to: to || undefined,
  });
  const issue = checked.success ? null : checked.error.issues[0];

  // Both days are sent as the fields show them, so moving one never moves the other.
  const choose = (change: { date_from?: string; date_to?: string }) => {
    const next = { date_from: from, date_to: to, ...change };
    setTyped(next);
    const range = { date_from: next.date_from || undefined, date_to: next.date_to || undefined };
    if (statementPeriodSchema.safeParse(range).success) onPeriod(range);
  };

  return (
    <div
      className="flex flex-wrap items-start gap-3"
      role="group"
      aria-label={t('statements.period')}
    >
      <DateField
        label={t('statements.from')}
        value={from}
        max={to || undefined}
        onChange={(day) => choose({ date_from: day })}
      />
      <DateField
        label={t('statements.to')}
        value={to}
        min={from || undefined}
        error={issue ? issueMessage(issue, t) : null}
        onChange={(day) => choose({ date_to: day })}
      />
    </div>
  );
}
