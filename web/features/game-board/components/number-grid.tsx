import { memo, type MouseEvent } from 'react';

interface NumberGridProps {
  label: string;
  numbers: readonly number[];
  selected: ReadonlySet<number>;
  onToggle: (n: number) => void;
  /** Ctrl+click (Cmd+click on a Mac) on a number opens template management. */
  onOpenTemplates: () => void;
}

const NumberCell = memo(function NumberCell({ n, selected }: { n: number; selected: boolean }) {
  return (
    <button
      type="button"
      data-number={n}
      aria-pressed={selected}
      className={`h-10 rounded-lg border text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus ${
        selected
          ? 'border-primary bg-primary text-on-primary shadow-sm'
          : 'border-line bg-surface text-ink hover:border-primary/60 hover:bg-primary-soft'
      }`}
    >
      {n}
    </button>
  );
});

/**
 * The card numbers as toggle buttons. One click handler on the grid (not one per cell) and
 * memoized cells keep a 10,000-number board quick: a toggle re-renders one cell.
 */
export function NumberGrid({
  label,
  numbers,
  selected,
  onToggle,
  onOpenTemplates,
}: NumberGridProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-number]');
    if (!cell) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      onOpenTemplates();
      return;
    }
    onToggle(Number(cell.dataset.number));
  };

  return (
    <div
      role="group"
      aria-label={label}
      onClick={onClick}
      className="grid grid-cols-[repeat(auto-fill,minmax(3.25rem,1fr))] gap-1.5 [contain:content]"
    >
      {numbers.map((n) => (
        <NumberCell key={n} n={n} selected={selected.has(n)} />
      ))}
    </div>
  );
}
