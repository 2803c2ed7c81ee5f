import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@core/schemas/shifts';
import { Button } from '@web/components/ui/button';
import { ValueRows } from '@web/components/ui/value-rows';
import { useFormatters } from '@web/lib/format';
import { shiftFigures } from '../lib/shift-figures';
import { flagRows } from './shift-flags';

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
    ...shiftFigures(shift, t, money),
  ];
  if (shift.count)
    rows.push(
      [t('shift.expected'), money(shift.count.expected)],
      [t('shift.counted'), money(shift.count.counted)],
      [t('shift.difference'), money(shift.count.difference)],
    );
  if (shift.count?.note) rows.push([t('shift.noteLabel'), shift.count.note]);
  if (shift.opening.difference !== 0)
    rows.push([t('shift.openingDifference'), money(shift.opening.difference)]);
  if (shift.opening.note) rows.push([t('shift.openingNoteLabel'), shift.opening.note]);
  rows.push(...flagRows(shift, t, money));
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
      <ValueRows rows={rows} />
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
