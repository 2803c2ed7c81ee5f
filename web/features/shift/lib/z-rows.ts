import type { TFunction } from 'i18next';
import type { Shift } from '@core/schemas/shifts';
import { correctedCount } from '@core/shifts/z-corrections';
import { drawerLines } from '@core/shifts/z-lines';

/** One printed row: its label, its value, and for a figure its signed amount (tests sum them). */
export interface ZRow {
  label: string;
  value: string;
  amount?: number;
  strong?: boolean;
  /** Words under the row, whole (a correction's reason). */
  note?: string;
}

export interface ZSection {
  id: 'shift' | 'drawer' | 'count' | 'corrections' | 'fees' | 'approval';
  title: string;
  rows: ZRow[];
}

interface Formatters {
  money: (amount: number) => string;
  dateTime: (iso: string) => string;
}

/** A figure with its sign, as the drawer's lines read: +300.00, −240.00. */
export function signedMoney(amount: number, money: (amount: number) => string): string {
  if (amount > 0) return `+${money(amount)}`;
  if (amount < 0) return `−${money(-amount)}`;
  return money(0);
}

const who = (name: string | null | undefined, at: string | null | undefined, f: Formatters) =>
  [name, at ? f.dateTime(at) : null].filter(Boolean).join(' · ');

/**
 * The X or Z report, section by section, as the screen shows it and A4 and the 80 mm roll print
 * it: the shift, the drawer's lines from the float to the expected cash (the rule of
 * core/shifts/z-lines.ts), the count by denomination, the corrections after it, the fees apart,
 * and the approval.
 */
export function zSections(shift: Shift, t: TFunction, f: Formatters): ZSection[] {
  const sections: ZSection[] = [];
  const head: ZRow[] = [
    { label: t('shift.shop'), value: shift.shop_name },
    { label: t('shift.cashier'), value: shift.cashier },
    { label: t('shift.status'), value: t(`shift.statuses.${shift.status}`) },
    { label: t('shift.openedAt'), value: who(shift.opened_by, shift.opened_at, f) },
  ];
  if (shift.count)
    head.push({
      label: t('shift.countedBy'),
      value: who(shift.count.counted_by, shift.count.counted_at, f),
    });
  if (shift.closed_at)
    head.push({ label: t('shift.closedAt'), value: f.dateTime(shift.closed_at) });
  sections.push({ id: 'shift', title: t('shift.zShift'), rows: head });

  if (shift.cash) {
    const report = drawerLines(shift.cash);
    sections.push({
      id: 'drawer',
      title: t('shift.zDrawer'),
      rows: [
        { label: t('shift.float'), value: f.money(report.float), amount: report.float },
        ...report.lines.map((line) => ({
          label: t(`shift.lines.${line.key}`),
          value: signedMoney(line.amount, f.money),
          amount: line.amount,
        })),
        { label: t('shift.expected'), value: f.money(report.expected), strong: true },
      ],
    });
  }

  if (shift.count) {
    const count = shift.count;
    sections.push({
      id: 'count',
      title: t('shift.zCount'),
      rows: [
        ...count.lines.map((line) => ({
          label: `${f.money(line.value)} × ${line.count}`,
          value: f.money(Math.round(line.value * line.count * 100) / 100),
        })),
        { label: t('shift.counted'), value: f.money(count.counted), strong: true },
        { label: t('shift.expected'), value: f.money(count.expected) },
        {
          label: t('shift.difference'),
          value: signedMoney(count.difference, f.money),
          strong: true,
        },
        ...(count.note ? [{ label: t('shift.noteLabel'), value: count.note }] : []),
      ],
    });
  }

  if (shift.count && shift.corrections.length > 0)
    sections.push(correctionsSection(shift, shift.count, t, f));

  sections.push({
    id: 'fees',
    title: t('shift.zFees'),
    rows: [
      { label: t('shift.games'), value: String(shift.games.count) },
      { label: t('shift.pools'), value: f.money(shift.games.pools) },
      { label: t('shift.feesCashier'), value: f.money(shift.games.fees) },
    ],
  });

  const approval: ZRow[] = [];
  if (shift.opening.difference !== 0)
    approval.push({
      label: t('shift.openingDifference'),
      value: signedMoney(shift.opening.difference, f.money),
    });
  if (shift.opening.note)
    approval.push({ label: t('shift.openingNoteLabel'), value: shift.opening.note });
  shift.flags.forEach((flag, i) =>
    approval.push({
      label: `${i + 1}. ${t(`shift.flagKinds.${flag.kind}`)} ${f.money(flag.amount)}`,
      value: `${t(`shift.requirements.${flag.requirement}`)}${flag.note ? ` — ${flag.note}` : ''}`,
    }),
  );
  approval.push({
    label: t('shift.needs'),
    value: t(`shift.requirements.${shift.close_requirement}`),
  });
  if (shift.approval) {
    approval.push({ label: t('shift.approvedBy'), value: shift.approval.by ?? '' });
    if (shift.approval.note)
      approval.push({ label: t('shift.approvalNote'), value: shift.approval.note });
  }
  sections.push({ id: 'approval', title: t('shift.zApproval'), rows: approval });
  return sections;
}

/**
 * Each correction made after the count (when, who, its signed amount and reason), leading from the
 * count to the corrected count: a correction is cash the count missed or counted too much, so the
 * expected cash stays and the difference after them is against it.
 */
function correctionsSection(
  shift: Shift,
  count: NonNullable<Shift['count']>,
  t: TFunction,
  f: Formatters,
): ZSection {
  const report = correctedCount(count, shift.corrections);
  return {
    id: 'corrections',
    title: t('shift.zCorrections'),
    rows: [
      { label: t('shift.counted'), value: f.money(count.counted), amount: count.counted },
      ...shift.corrections.map((correction, i) => ({
        label: t('shift.correctionBy', {
          n: i + 1,
          who: who(correction.by, correction.created_at, f),
        }),
        value: signedMoney(correction.amount, f.money),
        amount: correction.amount,
        note: correction.reason,
      })),
      {
        label: t('shift.correctedCount'),
        value: f.money(report.correctedCount),
        strong: true,
      },
      { label: t('shift.expected'), value: f.money(report.expected) },
      {
        label: t('shift.correctedDifference'),
        value: signedMoney(report.correctedDifference, f.money),
        strong: true,
      },
    ],
  };
}
