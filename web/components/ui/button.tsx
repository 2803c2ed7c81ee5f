import type { ComponentPropsWithRef, ReactNode } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'dangerGhost';
type Size = 'sm' | 'md';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm hover:bg-primary-hover',
  secondary: 'border border-line bg-surface text-ink shadow-xs hover:bg-surface-muted',
  danger: 'bg-danger text-surface shadow-sm hover:opacity-90',
  ghost: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  dangerGhost: 'text-danger hover:bg-danger-soft',
};

const SIZES: Record<Size, string> = {
  sm: 'min-h-9 px-3 py-1 text-sm gap-1.5',
  md: 'min-h-10 px-4 py-1.5 text-sm gap-2',
};

/** A label too long for a narrow screen (some languages' are) wraps inside the button. */
export function buttonClass(variant: Variant = 'primary', size: Size = 'md'): string {
  return `inline-flex max-w-full shrink-0 items-center justify-center rounded-lg text-center leading-tight font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]}`;
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner and disables the button while a request runs. */
  busy?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  disabled,
  type = 'button',
  className = '',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClass(variant, size)} ${className}`}
      {...props}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent opacity-80 ${className}`}
    />
  );
}
