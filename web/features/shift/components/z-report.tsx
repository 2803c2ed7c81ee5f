import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@core/schemas/shifts';
import { Button } from '@web/components/ui/button';
import { useFormatters } from '@web/lib/format';

/** The Z report as counted, printable on A4 or an 80 mm receipt printer (print CSS). */
export function ZReport({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const [paper, setPaper] = useState<'a4' | 'receipt'>('a4');
  const print = (size: 'a4' | 'receipt') => {
    setPaper(size);
    window.setTimeout(() => window.print());
  };
  const rows: Array<[string, string]> = [
    [t('shift.shop'), shift.shop_name],
    [t('shift.cashier'), shift.cashier],
    [t('shift.openedAt'), dateTime(shift.opened_at)],
    [t('shift.float'), money(shift.float)],
    [t('shift.games'), String(shift.games.count)],
    [t('shift.pools'), money(shift.games.pools)],
    [t('shift.fees'), money(shift.games.fees)],
    [t('shift.payIns'), money(shift.cash_moves.pay_ins)],
    [t('shift.payOuts'), money(shift.cash_moves.pay_outs)],
    [t('shift.drops'), money(shift.cash_moves.drops)],
  ];
  if (shift.count)
    rows.push(
      [t('shift.expected'), money(shift.count.expected)],
      [t('shift.counted'), money(shift.count.counted)],
      [t('shift.difference'), money(shift.count.difference)],
    );
  if (shift.count?.note) rows.push([t('shift.noteLabel'), shift.count.note]);
  if (shift.approval) rows.push([t('shift.approvedBy'), shift.approval.by ?? '']);
  return (
    <section
      data-testid="z-report"
      data-paper={paper}
      className={`z-report rounded-2xl border border-line bg-surface p-4 ${paper === 'receipt' ? 'z-receipt' : ''}`}
    >
      <h2 className="text-xl font-bold">
        {t('shift.zReport')} {shift.z_number}
      </h2>
      <dl className="mt-3 divide-y divide-line text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 py-1.5">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" onClick={() => print('a4')}>
          {t('shift.printA4')}
        </Button>
        <Button variant="secondary" onClick={() => print('receipt')}>
          {t('shift.printReceipt')}
        </Button>
      </div>
    </section>
  );
}
