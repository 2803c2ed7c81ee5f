import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@core/schemas/shifts';
import { Button } from '@web/components/ui/button';
import { useFormatters } from '@web/lib/format';
import { zSections } from '../lib/z-rows';

/**
 * The longest value kept on one line: an amount, a time, a count ("11/28/26, 2:32:07 PM" is 20).
 * A longer one (a long shop name) wraps between words; on a 320 px phone a 40-character one kept
 * whole ran past the screen.
 */
const NOWRAP_UP_TO = 24;

/**
 * The Z report (or the X of an open shift its agent reads), printable on A4 or an 80 mm roll
 * (print CSS): on the roll a value that does not fit moves below its label whole, never a word
 * of it alone.
 */
export function ZReport({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const [paper, setPaper] = useState<'a4' | 'receipt'>('a4');
  const print = (size: 'a4' | 'receipt') => {
    setPaper(size);
    window.setTimeout(() => window.print());
  };
  const title = shift.z_number ? `${t('shift.zReport')} ${shift.z_number}` : t('shift.xReport');
  return (
    <section
      data-testid="z-report"
      data-paper={paper}
      aria-label={title}
      className={`z-report rounded-2xl border border-line bg-surface p-4 ${paper === 'receipt' ? 'z-receipt' : ''}`}
    >
      <h2 className="text-xl font-bold">{title}</h2>
      {zSections(shift, t, { money, dateTime }).map((section) => (
        <div key={section.id} className="z-section mt-4">
          <h3 className="border-b border-line pb-1 text-sm font-semibold uppercase tracking-wide">
            {section.title}
          </h3>
          <dl className="divide-y divide-line text-sm" data-testid={`z-${section.id}`}>
            {section.rows.map((row) => (
              <div key={row.label} className="z-row flex flex-wrap justify-between gap-x-3 py-1">
                <dt className="text-ink-muted">{row.label}</dt>
                <dd
                  className={`ml-auto max-w-full text-right tabular-nums ${row.value.length <= NOWRAP_UP_TO ? 'whitespace-nowrap' : 'break-words'} ${row.strong ? 'font-bold' : 'font-medium'}`}
                  data-amount={row.amount}
                >
                  {row.value}
                </dd>
                {row.note && (
                  <dd className="basis-full text-xs break-words text-ink-muted">{row.note}</dd>
                )}
              </div>
            ))}
          </dl>
        </div>
      ))}
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
