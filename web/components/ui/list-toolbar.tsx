import type { ReactNode } from 'react';
import { fieldClass, inputClass, labelClass } from './field';

/** The row above a list paged on the server: a wide search, then its selects (games, staff). */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <div className="mb-4 @container">
      <div className="grid gap-3 @lg:grid-cols-2 @3xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        {children}
      </div>
    </div>
  );
}

export function ToolbarSearch({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}

export function ToolbarSelect<T extends string>({
  id,
  label,
  value,
  values,
  optionLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  values: readonly T[];
  optionLabel: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={inputClass}
      >
        {values.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
