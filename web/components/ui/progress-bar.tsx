/** A determinate progress bar with its text (announced politely as it changes). */
export function ProgressBar({
  label,
  value,
  max,
  text,
  testId,
}: {
  label: string;
  value: number;
  max: number;
  text: string;
  testId?: string;
}) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        className="h-2.5 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-150"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm tabular-nums text-ink-muted" role="status" data-testid={testId}>
        {text}
      </p>
    </div>
  );
}
