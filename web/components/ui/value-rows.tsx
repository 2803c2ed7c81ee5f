/** Labelled values one under another, label left and value right, as a printed slip reads. */
export function ValueRows({
  rows,
  testId,
}: {
  rows: ReadonlyArray<readonly [string, string]>;
  testId?: string;
}) {
  return (
    <dl className="mt-3 divide-y divide-line text-sm" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 py-1.5">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
