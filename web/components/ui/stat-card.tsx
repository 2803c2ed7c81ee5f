import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: IconName;
  hint?: ReactNode;
  /** While loading the value shows a placeholder bar. */
  loading?: boolean;
}

/** One figure of a dashboard: a label, a large value and an optional hint (a named group). */
export function StatCard({ label, value, icon, hint, loading = false }: StatCardProps) {
  return (
    <div
      role="group"
      aria-label={label}
      aria-busy={loading || undefined}
      className="flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden="true" className="min-w-0 text-sm font-medium text-ink-muted">
          {label}
        </p>
        {icon && (
          <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <Icon name={icon} size={18} />
          </span>
        )}
      </div>
      <p
        data-testid="stat-value"
        className="text-2xl font-semibold tracking-tight break-words tabular-nums sm:text-[1.75rem]"
      >
        {loading ? (
          <span className="mt-1 block h-7 w-24 animate-pulse rounded-md bg-surface-muted" />
        ) : (
          value
        )}
      </p>
      {hint && !loading && <p className="text-xs text-ink-muted">{hint}</p>}
    </div>
  );
}

/**
 * A grid of stat cards, as many columns as the space it has takes (a full page, or a panel beside
 * the sidebar on a laptop), so a long label in any language keeps clear of its icon.
 */
export function StatGrid({
  label,
  columns = 4,
  children,
}: {
  label: string;
  columns?: 3 | 4;
  children: ReactNode;
}) {
  return (
    <div className="@container">
      <div
        role="group"
        aria-label={label}
        className={`grid grid-cols-1 gap-3 @sm:grid-cols-2 @2xl:gap-4 ${columns === 3 ? '@2xl:grid-cols-3' : '@3xl:grid-cols-4'}`}
      >
        {children}
      </div>
    </div>
  );
}
