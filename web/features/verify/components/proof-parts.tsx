import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@web/components/ui/icons';

/** One labelled value of a proof: hashes and secrets in mono, a list of numbers in text. */
export function Revealed({
  label,
  testId,
  mono = true,
  children,
}: {
  label: string;
  testId: string;
  mono?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</h3>
      <p
        className={mono ? 'font-mono text-xs break-all' : 'text-sm break-words tabular-nums'}
        data-testid={testId}
      >
        {children}
      </p>
    </div>
  );
}

/** What this browser found: a green tick or a red alert, announced to screen readers. */
export function Verdict({
  ok,
  text,
  testId,
  source,
}: {
  ok: boolean;
  text: string;
  testId: string;
  source?: string;
}) {
  return (
    <p
      role="status"
      data-testid={testId}
      data-matches={ok}
      data-source={source}
      className={`flex items-center gap-2 rounded-lg px-3 py-2 font-bold ${
        ok ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'
      }`}
    >
      <Icon name={ok ? 'check' : 'alert'} size={18} />
      {text}
    </p>
  );
}

/** The revealed draw order, each number kept whole: "55" never splits over two lines. */
export function OrderRevealed({ order }: { order: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <Revealed label={t('verify.order')} testId="order" mono={false}>
      {order.map((number, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="whitespace-nowrap">
            {number}
            {index < order.length - 1 ? ',' : ''}
          </span>
        </Fragment>
      ))}
    </Revealed>
  );
}
