import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Icon } from './icons';

/**
 * A field's box: label, control, then hint and error. In a grid of fields (two side by side) the
 * three share the grid's rows, so a label that wraps in one language keeps every control in line.
 */
export const fieldClass = 'grid grid-rows-subgrid row-span-3 gap-y-0';

/** A field label sits on its control, however many lines its neighbour's label takes. */
export const labelClass = 'mb-1.5 block self-end text-sm font-medium';

/** A control's look (border, padding, focus, invalid) at whatever width its place gives it. */
export const controlClass =
  'rounded-lg border border-line bg-surface px-3 py-2.5 text-ink shadow-xs transition-colors placeholder:text-ink-muted/70 hover:border-ink-muted/50 focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary aria-invalid:border-danger disabled:opacity-60';

/** A control as wide as its field. */
export const inputClass = `block w-full ${controlClass}`;

/** The ids of a field's hint and error, for its control's aria-describedby. */
export function describedBy(id: string, hint: ReactNode, error?: string | null) {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  );
}

/** A field's hint and error under its control (one row of the field's box), or nothing. */
export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | null;
}) {
  if (!hint && !error) return null;
  return (
    <div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldBoxProps {
  /** The control's id; the label's is `${id}-label`, for a control that is a group of parts. */
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: ReactNode;
}

/** A field's box (fieldClass): its label, its control, then its hint and error. */
export function FieldBox({ id, label, hint, error, className = '', children }: FieldBoxProps) {
  return (
    <div className={`${fieldClass} ${className}`}>
      <label id={`${id}-label`} htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its hint and error, both announced with the field. */
export function TextField({ label, error, hint, className = '', ...props }: TextFieldProps) {
  const id = useId();
  return (
    <FieldBox id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
        {...props}
      />
    </FieldBox>
  );
}

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
  disabled?: boolean;
}

/** An on/off setting (a checkbox with the switch role). */
export function SwitchField({ label, checked, onChange, description, disabled }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-line px-3 py-2.5">
      <label htmlFor={id} className="min-w-0 cursor-pointer">
        <span className="block text-sm font-medium">{label}</span>
        {description && <span className="block text-xs text-ink-muted">{description}</span>}
      </label>
      <span className="relative inline-flex shrink-0 items-center">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 z-10 h-6 w-11 cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-line transition-colors peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus"
        />
        <span
          aria-hidden="true"
          className="absolute left-0.5 h-5 w-5 rounded-full bg-surface shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}

/** A form-level error (usually the server's text), announced when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3 py-2.5 text-sm text-danger"
    >
      <Icon name="alert" size={18} className="mt-0.5 shrink-0" />
      <span>{children}</span>
    </div>
  );
}

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

/** A labelled native select (keyboard and screen readers work as everywhere else). */
export function SelectField({
  label,
  hint,
  error,
  className = '',
  children,
  ...props
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldBox id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
        {...props}
      >
        {children}
      </select>
    </FieldBox>
  );
}
