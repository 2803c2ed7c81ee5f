import type { FastifyReply } from 'fastify';
import type { Statement } from '@core/schemas/statements';
import { dayIn, type Calendar } from '@core/time/ethiopian-days';
import { sendCsv, type CsvColumn } from '../reports/csv-export';

interface StatementLine {
  created_at: string | null;
  kind: string;
  amount_in: number | null;
  amount_out: number | null;
  balance: number;
  counterparty: string | null;
  by: string | null;
  reason: string | null;
  reference: string | null;
  entry_id: number | null;
}

const COLUMNS: CsvColumn<StatementLine>[] = [
  { header: 'When', moment: (m) => m.created_at },
  { header: 'Kind', cell: (m) => m.kind },
  { header: 'In', money: true, cell: (m) => m.amount_in },
  { header: 'Out', money: true, cell: (m) => m.amount_out },
  { header: 'Balance', money: true, cell: (m) => m.balance },
  { header: 'Other side', cell: (m) => m.counterparty },
  { header: 'By', cell: (m) => m.by },
  { header: 'Reason', cell: (m) => m.reason },
  { header: 'Reference', cell: (m) => m.reference },
  { header: 'Entry ID', cell: (m) => m.entry_id },
];

const bare = { amount_in: null, amount_out: null, counterparty: null, by: null, reason: null };

/** The statement as a spreadsheet: the opening balance, each move, the closing balance. */
export function sendStatementCsv(
  reply: FastifyReply,
  statement: Statement,
  { currencyCode, calendar }: { currencyCode: string; calendar: Calendar },
): FastifyReply {
  const lines: StatementLine[] = [
    {
      ...bare,
      created_at: null,
      kind: `opening balance ${dayIn(statement.date_from, calendar)}`,
      balance: statement.opening_balance,
      reference: null,
      entry_id: null,
    },
    ...statement.moves.map((move) => ({ ...move, balance: move.balance_after })),
    {
      ...bare,
      created_at: null,
      kind: `closing balance ${dayIn(statement.date_to, calendar)}`,
      amount_in: statement.total_in,
      amount_out: statement.total_out,
      balance: statement.closing_balance,
      reference: null,
      entry_id: null,
    },
  ];
  async function* batches(): AsyncGenerator<StatementLine[]> {
    yield lines;
  }
  const { kind, id } = statement.account;
  return sendCsv(reply, {
    name: `statement-${kind}-${id}`,
    timeZone: statement.time_zone,
    columns: COLUMNS,
    batches: batches(),
    currencyCode,
    calendar,
  });
}
