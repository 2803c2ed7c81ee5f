import type { Shift } from '@core/schemas/shifts';
import type { CsvColumn } from '../reports/csv-export';

export const SHIFT_COLUMNS: CsvColumn<Shift>[] = [
  { header: 'Shift ID', cell: (s) => s.id },
  { header: 'Z', cell: (s) => s.z_number },
  { header: 'Shop', cell: (s) => s.shop_name },
  { header: 'Cashier', cell: (s) => s.cashier },
  { header: 'Status', cell: (s) => s.status },
  { header: 'Opened', moment: (s) => s.opened_at },
  { header: 'Closed', moment: (s) => s.closed_at },
  { header: 'Float', money: true, cell: (s) => s.float },
  { header: 'Games', cell: (s) => s.games.count },
  { header: 'Pools', money: true, cell: (s) => s.games.pools },
  { header: 'Fees', money: true, cell: (s) => s.games.fees },
  { header: 'Expected', money: true, cell: (s) => s.count?.expected ?? null },
  { header: 'Counted', money: true, cell: (s) => s.count?.counted ?? null },
  { header: 'Difference', money: true, cell: (s) => s.count?.difference ?? null },
  { header: 'Corrected difference', money: true, cell: (s) => s.corrected_difference },
  { header: 'Note', cell: (s) => s.count?.note ?? null },
  { header: 'Opening difference', money: true, cell: (s) => s.opening.difference },
  { header: 'Opening note', cell: (s) => s.opening.note },
  {
    header: 'Flagged moves',
    cell: (s) => s.flags.map((f) => `${f.kind} ${f.amount} ${f.requirement}`).join('; '),
  },
  { header: 'Close needs', cell: (s) => s.close_requirement },
  { header: 'Approved by', cell: (s) => s.approval?.by ?? null },
];
