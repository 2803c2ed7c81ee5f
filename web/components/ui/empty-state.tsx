import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

export function EmptyState({
  icon = 'ball',
  title,
  children,
}: {
  icon?: IconName;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line bg-surface px-6 py-10 text-center">
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
        <Icon name={icon} size={22} />
      </span>
      <p className="font-semibold">{title}</p>
      {children && <div className="max-w-md text-sm text-ink-muted">{children}</div>}
    </div>
  );
}
