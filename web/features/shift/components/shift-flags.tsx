import { useTranslation } from 'react-i18next';
import { shiftNoteRequestSchema, type Shift } from '@core/schemas/shifts';
import { FormTextField } from '@web/components/form/fields';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Panel } from '@web/components/ui/panel';
import { ValueRows } from '@web/components/ui/value-rows';
import { useFormatters } from '@web/lib/format';
import { useNoteShift } from '../api/shift-api';
import { ShiftForm } from './shift-form';

/** Whether the shift still waits for its opening difference's note. */
export const openingNoteDue = (shift: Shift) =>
  shift.opening.requirement !== 'close' && shift.opening.note === null;

/**
 * The float against the last count (issue 35): the difference, what it needs, and while open the
 * note it waits for. Nothing shown when the float matched the last count.
 */
export function OpeningDifference({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const note = useNoteShift(shift.id);
  const form = useSchemaForm(shiftNoteRequestSchema, { defaultValues: { note: '' } });
  if (shift.opening.difference === 0) return null;
  const rows: Array<[string, string]> = [
    [t('shift.lastCount'), money(shift.opening.last_count)],
    [t('shift.float'), money(shift.float)],
    [t('shift.openingDifference'), money(shift.opening.difference)],
    [t('shift.needs'), t(`shift.requirements.${shift.opening.requirement}`)],
  ];
  if (shift.opening.note) rows.push([t('shift.noteLabel'), shift.opening.note]);
  return (
    <section data-testid="opening-difference" className="space-y-3">
      <Panel title={t('shift.openingTitle')}>
        <ValueRows rows={rows} />
      </Panel>
      {shift.status === 'open' && openingNoteDue(shift) && (
        <ShiftForm
          title={t('shift.openingNoteRequired')}
          form={form}
          step={note}
          done={() => t('shift.done.noted')}
          submitLabel={t('shift.saveNote')}
          className="flex flex-wrap items-end gap-3"
        >
          <p className="w-full text-sm text-ink-muted">{t('shift.openingNoteHint')}</p>
          <div className="min-w-64 flex-1">
            <FormTextField form={form} name="note" label={t('shift.openingNoteLabel')} />
          </div>
        </ShiftForm>
      )}
    </section>
  );
}

/** The rows of the shift's moves over a threshold, for a report (X, Z). */
export function flagRows(
  shift: Shift,
  t: (key: string) => string,
  money: (amount: number) => string,
): Array<[string, string]> {
  return shift.flags.map((flag, i) => [
    `${i + 1}. ${t(`shift.flagKinds.${flag.kind}`)} ${money(flag.amount)}`,
    `${t(`shift.requirements.${flag.requirement}`)}${flag.note ? ` — ${flag.note}` : ''}`,
  ]);
}

/** The shift's cash moves over a threshold, with what each needs and its note. */
export function FlaggedMoves({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  return (
    <Panel title={t('shift.flagsTitle')}>
      {shift.flags.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('shift.noFlags')}</p>
      ) : (
        <ValueRows rows={flagRows(shift, t, money)} testId="shift-flags" />
      )}
    </Panel>
  );
}
