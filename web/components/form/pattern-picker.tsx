import { useId } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { AnyForm } from './fields';
import { errorAt } from './use-schema-form';

export interface PatternOption {
  key: string;
  name: string;
}

/**
 * Several patterns chosen from a list (what a jackpot counts), bound to a form field holding
 * their keys: a box of checkboxes that scrolls when the list is long.
 */
export function FormPatternPicker<T extends FieldValues>({
  form,
  name,
  legend,
  hint,
  options,
}: {
  form: AnyForm<T>;
  name: Path<T>;
  legend: string;
  hint?: string;
  options: readonly PatternOption[];
}) {
  const id = useId();
  const error = errorAt(form.formState.errors, name);
  return (
    <fieldset aria-describedby={`${id}-hint`} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid max-h-44 gap-x-3 gap-y-1 overflow-y-auto rounded-lg border border-line bg-surface px-3 py-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.key} className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
            <input
              type="checkbox"
              value={option.key}
              {...form.register(name)}
              className="accent-primary"
            />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && <p className="mt-1 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
