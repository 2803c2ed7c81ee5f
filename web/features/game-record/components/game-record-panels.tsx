import { FairDrawStatus } from '@web/components/fair-draw-status';
import { useTranslation } from 'react-i18next';
import type { GameRecord } from '@core/schemas/game-record';
import { QrCode } from '@web/components/ui/qr-code';
import { Icon } from '@web/components/ui/icons';
import { Panel } from '@web/components/ui/panel';
import { useFormatters } from '@web/lib/format';
import { useVerifyUrl } from '@web/lib/public-config';

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="font-semibold break-words tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The money of the game: its terms, and every ledger movement that names it. */
export function MoneyPanel({ record }: { record: GameRecord }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const { game } = record;
  return (
    <Panel title={t('gameRecord.money')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t('gameRecord.pool')}>{money(game.amount)}</Fact>
        <Fact label={t('gameRecord.prize')}>{money(game.win_amount)}</Fact>
        <Fact label={t('gameRecord.houseCut')}>{money(game.commission)}</Fact>
        <Fact label={t('gameRecord.fee')}>{money(game.fee)}</Fact>
      </dl>
      {record.money.length > 0 && (
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">{t('gameRecord.ledger')}</caption>
          <thead>
            <tr className="border-b border-line text-left text-xs text-ink-muted">
              <th className="py-1.5 font-semibold">{t('gameRecord.movement')}</th>
              <th className="py-1.5 text-right font-semibold">{t('gamesList.columns.amount')}</th>
              <th className="hidden py-1.5 text-right font-semibold sm:table-cell">
                {t('gameRecord.when')}
              </th>
            </tr>
          </thead>
          <tbody>
            {record.money.map((entry, index) => (
              <tr key={index} className="border-b border-line/60" data-kind={entry.kind}>
                <td className="py-1.5">
                  {t([`gameRecord.ledgerKinds.${entry.kind}`, `statements.kinds.${entry.kind}`], {
                    defaultValue: entry.kind,
                  })}
                  <span className="block text-xs text-ink-muted">
                    {t(`gameRecord.accounts.${entry.from}`, { defaultValue: entry.from })} →{' '}
                    {t(`gameRecord.accounts.${entry.to}`, { defaultValue: entry.to })}
                  </span>
                </td>
                <td className="py-1.5 text-right tabular-nums">{money(entry.amount)}</td>
                <td className="hidden py-1.5 text-right text-xs text-ink-muted sm:table-cell">
                  {dateTime(entry.at)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

/** The result recomputed from the log alone, and whether it agrees with the record. */
export function ReplayPanel({ record }: { record: GameRecord }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const { replay } = record;
  return (
    <Panel title={t('gameRecord.replay')}>
      <p
        data-testid="replay-verdict"
        data-agrees={replay.agrees}
        className={`flex items-center gap-2 rounded-lg px-3 py-2 font-semibold ${
          replay.agrees ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'
        }`}
      >
        <Icon name={replay.agrees ? 'check' : 'alert'} size={18} />
        {t(replay.agrees ? 'gameRecord.replayAgrees' : 'gameRecord.replayDiffers')}
      </p>
      {replay.problems.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm text-danger">
          {/* Each difference in the user's language; a log that could not be replayed at all
              keeps the server's technical reason. */}
          {replay.differences.length > 0
            ? replay.differences.map((d) => (
                <li key={d.field}>
                  {t('gameRecord.difference', {
                    field: t(`gameRecord.fields.${d.field}`),
                    stored: d.stored,
                    replayed: d.replayed,
                  })}
                </li>
              ))
            : replay.problems.map((problem) => <li key={problem}>{problem}</li>)}
        </ul>
      )}
      {replay.status !== null && (
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <Fact label={t('gameRecord.replayedCalls')}>{replay.called_count}</Fact>
          <Fact label={t('gameRecord.replayedWinner')}>{replay.winner_card ?? '—'}</Fact>
          <Fact label={t('gameRecord.prize')}>{money(replay.win_amount ?? 0)}</Fact>
        </dl>
      )}
      <p className="mt-3 text-xs text-ink-muted">{t('gameRecord.replayHint')}</p>
    </Panel>
  );
}

/** The commitment and the players' page (QR and link); the order once the game has ended. */
export function VerificationPanel({ record }: { record: GameRecord }) {
  const { t } = useTranslation();
  const url = useVerifyUrl(record.game.verify_token);
  return (
    <Panel title={t('gameRecord.verification')}>
      <div className="flex flex-wrap items-start gap-4">
        <QrCode value={url} label={t('verify.qrLabel')} className="h-28 w-28 shrink-0 rounded" />
        <div className="min-w-0 flex-1 space-y-2 text-sm">
          <p className="text-xs font-medium text-ink-muted">{t('verify.commitment')}</p>
          <p className="font-mono text-xs break-all" data-testid="record-commitment">
            {record.game.commitment}
          </p>
          {/* Where the order came from: the sealed sale and its public round, or offline (054). */}
          <FairDrawStatus game={record.game} className="text-xs" />
          <a
            href={url}
            target="_blank"
            rel="noopener"
            className="font-semibold text-primary underline break-all"
          >
            {url}
          </a>
        </div>
      </div>
    </Panel>
  );
}

/** Every reset: when, who, why, and how many calls it cleared. */
export function ResetsPanel({ record }: { record: GameRecord }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const { game } = record;
  return (
    <Panel title={t('gameRecord.rules')}>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Fact label={t('hallRules.lateClaims')}>
          {t(`hallRules.late.${game.rules.late_claims}`)}
        </Fact>
        <Fact label={t('hallRules.maxResets')}>
          {game.rules.max_resets === null ? t('hallRules.noLimit') : game.rules.max_resets}
        </Fact>
        <Fact label={t('hallRules.sharedWins')}>
          {t(`hallRules.shared.${game.rules.shared_wins}`)}
        </Fact>
        <Fact label={t('gameRecord.blockedCards')} testId="blocked-cards">
          {game.blocked_cards.length ? game.blocked_cards.join(', ') : '—'}
        </Fact>
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-semibold">
        {t('gameRecord.resets', { count: record.resets.length })}
      </h3>
      {record.resets.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('gameRecord.noResets')}</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="resets">
          {record.resets.map((reset) => (
            <li key={reset.sequence} className="rounded-lg border border-line px-3 py-1.5">
              <span className="font-semibold">{reset.reason ?? '—'}</span>
              <span className="block text-xs text-ink-muted">
                {dateTime(reset.at)} · {reset.user ?? t('gameRecord.system')} ·{' '}
                {t('gameRecord.callsCleared', { count: reset.called_count })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export { Fact };
