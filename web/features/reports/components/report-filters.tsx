import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@web/components/date-field';
import { Button } from '@web/components/ui/button';
import { inputClass } from '@web/components/ui/field';
import { issueMessage } from '@web/lib/schema-messages';
import type { z } from 'zod';
import type { ReportFilters, ReportTab } from '../lib/report-state';

interface ReportFiltersBarProps {
  tab: ReportTab;
  filters: ReportFilters;
  shown: Array<keyof ReportFilters>;
  /** The period's refusal (From after To), shown on the To field. */
  dateIssue?: z.core.$ZodIssue | null;
  onChange: (change: Partial<ReportFilters>) => void;
  onClear: () => void;
}

/** Search and the tab's filters; every control is a labelled native input. */
export function ReportFiltersBar({
  tab,
  filters,
  shown,
  dateIssue = null,
  onChange,
  onClear,
}: ReportFiltersBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const has = (key: keyof ReportFilters) => shown.includes(key);
  const any = shown.some((key) => filters[key] !== '');
  const select = (key: keyof ReportFilters, label: string, options: Array<[string, string]>) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        value={filters[key]}
        onChange={(event) => onChange({ [key]: event.target.value })}
        className={inputClass}
      >
        <option value="">{t('reports.filters.all')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const date = (key: 'date_from' | 'date_to', label: string) => {
    const error = key === 'date_to' && dateIssue ? issueMessage(dateIssue, t) : null;
    return (
      <div>
        <label
          id={`${id}-${key}-label`}
          htmlFor={`${id}-${key}`}
          className="mb-1.5 block text-sm font-medium"
        >
          {label}
        </label>
        <DateInput
          id={`${id}-${key}`}
          labelId={`${id}-${key}-label`}
          value={filters[key]}
          max={key === 'date_from' ? filters.date_to || undefined : undefined}
          min={key === 'date_to' ? filters.date_from || undefined : undefined}
          invalid={!!error}
          describedBy={error ? `${id}-${key}-error` : undefined}
          onChange={(day) => onChange({ [key]: day })}
        />
        {error && (
          <p id={`${id}-${key}-error`} role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    );
  };
  // Columns by the room the bar has (beside the sidebar on a laptop it has less than the screen).
  return (
    <div className="@container">
      <div
        role="search"
        aria-label={t('reports.filters.label')}
        className="grid items-end gap-3 @lg:grid-cols-2 @4xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
      >
        <div>
          <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-medium">
            {t('reports.filters.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            maxLength={100}
            placeholder={t(`reports.filters.searchPlaceholder.${tab}`)}
            onChange={(event) => onChange({ search: event.target.value })}
            className={inputClass}
          />
        </div>
        {has('status') &&
          select('status', t('reports.filters.status'), [
            ['active', t('gamesList.statuses.active')],
            ['completed', t('gamesList.statuses.completed')],
            ['cancelled', t('gamesList.statuses.cancelled')],
          ])}
        {has('jackpot_type') &&
          select('jackpot_type', t('reports.filters.type'), [
            ['random', t('reports.jackpotTypes.random')],
            ['cumulative', t('reports.jackpotTypes.cumulative')],
          ])}
        {has('is_active') &&
          select('is_active', t('reports.filters.active'), [
            ['true', t('common.active')],
            ['false', t('common.inactive')],
          ])}
        {has('date_from') && date('date_from', t('reports.filters.dateFrom'))}
        {has('date_to') && date('date_to', t('reports.filters.dateTo'))}
        <div>
          <Button variant="ghost" size="md" onClick={onClear} disabled={!any}>
            {t('reports.filters.clear')}
          </Button>
        </div>
      </div>
    </div>
  );
}
