import type { ReactNode } from 'react';

/** A titled section of a screen. */
export function Panel({
  title,
  actions,
  children,
  headingLevel = 2,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="rounded-2xl border border-line bg-surface shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3.5 sm:px-5">
        <Heading className="text-base font-semibold tracking-tight">{title}</Heading>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      <div className="p-4 sm:p-5">{children}</div>
    </section>
  );
}
