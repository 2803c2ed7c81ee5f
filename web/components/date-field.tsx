import { useId, type ReactNode, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localDate } from '@core/time/local-date';
import { useEthiopianDates, type EthiopicLanguage } from '@web/lib/calendar';
import { ethiopicMonths } from '@web/lib/ethiopic-dates';
import {
  chooseEthiopianPart,
  ethiopianChoice,
  type DatePart,
  type PartOption,
} from '@web/lib/ethiopian-date-choice';
import { controlClass, describedBy, FieldBox, inputClass } from './ui/field';

interface DateInputProps {
  /** The control's id, for its label's `for`: the browser's date input, or the Ethiopian day. */
  id: string;
  /** The id of the label that names the field (the Ethiopian parts' group). */
  labelId: string;
  /** The Gregorian day ("2026-11-28") the form holds and sends, '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  onBlur?: () => void;
  /** Focused on a form error: the browser's date input, or the Ethiopian day. */
  ref?: RefCallback<HTMLElement>;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A day, in the calendar of the screen (issue 39): in Amharic and Tigrigna with the Ethiopian
 * calendar on, a day, one of the 13 months in the screen's script and a year of the Ethiopian
 * era, each a native select; otherwise the browser's own date input. Either way its value is the
 * Gregorian day its form and the API use.
 */
export function DateInput(props: DateInputProps) {
  const language = useEthiopianDates();
  if (language) return <EthiopianDateInput language={language} {...props} />;
  // The browser's own field is named by its label's `for`.
  const { labelId: _named, invalid, describedBy: notes, onChange, ...input } = props;
  return (
    <input
      type="date"
      aria-invalid={invalid || undefined}
      aria-describedby={notes}
      onChange={(event) => onChange(event.target.value)}
      className={inputClass}
      {...input}
    />
  );
}

function EthiopianDateInput({
  language,
  id,
  labelId,
  value,
  onChange,
  min,
  max,
  onBlur,
  ref,
  invalid,
  describedBy: notes,
}: DateInputProps & { language: EthiopicLanguage }) {
  const { t } = useTranslation();
  // The hall's day: where the browser is, as every time on the screen.
  const today = localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const bounds = { min: min || undefined, max: max || undefined, today };
  const choice = ethiopianChoice(value, bounds);
  const months = ethiopicMonths(language);
  // The month takes the room left and its name is never cut: in a narrow column (two dates side
  // by side in a modal) the year goes under the day and month.
  const part = (key: DatePart, options: PartOption[], name: (value: number) => string) => (
    <select
      id={key === 'day' ? id : undefined}
      ref={key === 'day' ? ref : undefined}
      aria-label={t(`dateField.${key}`)}
      aria-invalid={invalid || undefined}
      aria-describedby={notes}
      value={choice.shown ? String(choice.shown[key]) : ''}
      onChange={(event) => {
        const chosen = event.target.value === '' ? Number.NaN : Number(event.target.value);
        onChange(chooseEthiopianPart(value, key, chosen, bounds));
      }}
      onBlur={onBlur}
      className={`${controlClass} ${key === 'month' ? 'min-w-30 grow' : 'shrink-0'}`}
    >
      <option value="">{t(`dateField.${key}`)}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {name(option.value)}
        </option>
      ))}
    </select>
  );
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
      {part('day', choice.days, String)}
      {part('month', choice.months, (month) => months[month - 1]!)}
      {part('year', choice.years, String)}
    </div>
  );
}

interface DateFieldProps extends Omit<
  DateInputProps,
  'id' | 'labelId' | 'invalid' | 'describedBy'
> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
}

/** A labelled day (DateInput) with its hint and error, in a field's box as every other field. */
export function DateField({ label, hint, error, className, ...input }: DateFieldProps) {
  const id = useId();
  return (
    <FieldBox id={id} label={label} hint={hint} error={error} className={className}>
      <DateInput
        id={id}
        labelId={`${id}-label`}
        invalid={!!error}
        describedBy={describedBy(id, hint, error)}
        {...input}
      />
    </FieldBox>
  );
}
