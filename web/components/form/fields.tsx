import { useEffect, useId, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  Controller,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { DateField } from '@web/components/date-field';
import {
  describedBy,
  FieldNotes,
  FormError,
  SelectField,
  TextField,
  inputClass,
} from '@web/components/ui/field';
import { errorAt } from './use-schema-form';
import { blankToNull, parseAmount, parseId } from './parse';

/** Any form of the kit: its values are a schema's input, its output the schema's output. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyForm<T extends FieldValues = any> = UseFormReturn<T, any, any>;

interface BoundProps<T extends FieldValues> {
  form: AnyForm<T>;
  name: Path<T>;
  label: string;
  hint?: ReactNode;
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'name' | 'form' | 'value'>;

/** A labelled text input bound to a form field, with the field's translated error under it. */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  rules,
  ...props
}: BoundProps<T> & InputProps & { rules?: RegisterOptions<T, Path<T>> }) {
  return (
    <TextField
      label={label}
      hint={hint}
      error={errorAt(form.formState.errors, name)}
      {...props}
      {...form.register(name, rules)}
    />
  );
}

/** A money amount (at most 2 decimals): a number keyboard, a decimal comma read as a point. */
export function FormAmountField<T extends FieldValues>(
  props: BoundProps<T> & Omit<InputProps, 'type'>,
) {
  return (
    <FormTextField
      type="number"
      inputMode="decimal"
      step="0.01"
      rules={{ setValueAs: parseAmount }}
      {...props}
    />
  );
}

/** A whole number (a count, a limit). */
export function FormNumberField<T extends FieldValues>(
  props: BoundProps<T> & Omit<InputProps, 'type'>,
) {
  return (
    <FormTextField
      type="number"
      inputMode="numeric"
      step="1"
      rules={{ setValueAs: parseAmount }}
      {...props}
    />
  );
}

/**
 * A day bound to a form field, in the screen's calendar (DateField): the field holds the
 * Gregorian day ("2026-11-28"), or null when none is chosen.
 */
export function FormDateField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  min,
  max,
}: BoundProps<T> & { min?: string; max?: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          hint={hint}
          error={errorAt(form.formState.errors, name)}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(day) => field.onChange(blankToNull(day))}
          onBlur={field.onBlur}
          ref={field.ref}
          min={min}
          max={max}
        />
      )}
    />
  );
}

/** A labelled select bound to a form field; `numeric` reads its value as an id. */
export function FormSelectField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  numeric = false,
  yesNo = false,
  children,
  ...props
}: BoundProps<T> &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'name' | 'form'> & {
    numeric?: boolean;
    /** Options "true" and "false" for a boolean field. */
    yesNo?: boolean;
  }) {
  const setValueAs = numeric
    ? parseId
    : yesNo
      ? (value: unknown) => String(value) === 'true'
      : null;
  return (
    <SelectField
      label={label}
      hint={hint}
      error={errorAt(form.formState.errors, name)}
      {...props}
      {...form.register(name, setValueAs ? { setValueAs } : undefined)}
    >
      {children}
    </SelectField>
  );
}

/** A labelled multi-line text bound to a form field. */
export function FormTextArea<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  rules,
  ...props
}: BoundProps<T> &
  Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'name' | 'form'> & {
    rules?: RegisterOptions<T, Path<T>>;
  }) {
  const error = errorAt(form.formState.errors, name);
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error ? undefined : hint, error)}
        className={inputClass}
        {...props}
        {...form.register(name, rules)}
      />
      <FieldNotes id={id} hint={error ? undefined : hint} error={error} />
    </div>
  );
}

/**
 * The form-level error (a server answer that names no field, or a form rule such as SPEC's
 * "Please fill in all required fields"), scrolled into view each time it appears.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [children]);
  if (!children) return null;
  return (
    <div ref={ref} className="w-full">
      <FormError>{children}</FormError>
    </div>
  );
}

/** Two fields side by side from the small breakpoint (an amount and its limit, two dates). */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
