import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import type { AnyForm } from './fields';

export interface CardChoice<V extends string> {
  value: V;
  label: string;
  hint: string;
}

/**
 * A choice among a few options, each a card with its name and a line on what it does (the
 * jackpot's type, a transfer's direction), bound to a form field; the chosen card is highlighted.
 */
export function FormChoiceCards<T extends FieldValues, V extends string>({
  form,
  name,
  legend,
  choices,
}: {
  form: AnyForm<T>;
  name: Path<T>;
  legend: string;
  choices: ReadonlyArray<CardChoice<V>>;
}) {
  const chosen: unknown = useWatch({ control: form.control, name });
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex cursor-pointer items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors ${
              chosen === choice.value
                ? 'border-primary bg-primary-soft'
                : 'border-line hover:bg-surface-muted'
            }`}
          >
            <input
              type="radio"
              value={choice.value}
              {...form.register(name)}
              className="mt-0.5 accent-primary"
            />
            <span>
              <span className="block font-semibold">{choice.label}</span>
              <span className="block text-xs text-ink-muted">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
