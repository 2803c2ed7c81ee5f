import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FREE, type CardGrid } from '@core/bingo/card';
import { LETTERS } from '@core/bingo/modes';
import { markCard } from '@core/bingo/marking';
import { ruleOfStage } from '@core/bingo/patterns/game-patterns';
import { analyzeWin } from '@core/bingo/win-analysis';
import { detectWin } from '@core/bingo/win-detection';
import type { PlayerCard } from '@core/schemas/player-cards';
import { PublicPage } from '@web/components/public-page';
import { ApiError, api } from '@web/lib/api-client';
import { patternName } from '@web/lib/pattern-names';
import { chanceKey } from '@web/lib/win-labels';
import type { PublicGame } from '../lib/public-game';
import { usePublicGame } from '../lib/use-public-game';

/**
 * The page asks now and then whether the card is in a new game (the balls come by the stream):
 * one request per phone every 20 s, never one per draw.
 */
const CARD_REFRESH_MS = 20_000;

/** A player's own card from its cartela's QR code (decision 037): no sign-in, that card only. */
export function PlayerCardPage() {
  const { t } = useTranslation();
  const { shopId = '', cardNumber = '', code = '' } = useParams();
  const valid =
    /^\d{1,10}$/.test(shopId) && /^\d{1,5}$/.test(cardNumber) && /^[0-9a-f]{16}$/.test(code);
  const query = useQuery({
    queryKey: ['/public/cards/', shopId, cardNumber, code],
    queryFn: ({ signal }) =>
      api.get<PlayerCard>(`/public/cards/${shopId}/${cardNumber}/${code}/`, {
        signal,
        auth: false,
      }),
    enabled: valid,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchInterval: CARD_REFRESH_MS,
  });

  return (
    <PublicPage
      title={t('playerCard.title', { number: cardNumber })}
      width="max-w-md"
      valid={valid}
      query={query}
      notFound={t('playerCard.notFound')}
      loadError={t('playerCard.loadError')}
    >
      {(card) => <CardFollower card={card} />}
    </PublicPage>
  );
}

function CardFollower({ card }: { card: PlayerCard }) {
  const { t } = useTranslation();
  const initial = useMemo<PublicGame | null>(() => card.game, [card.game]);
  const { game } = usePublicGame(card.game?.verify_token ?? null, initial);
  const called = useMemo(() => new Set(game?.called ?? []), [game?.called]);
  const judged = useMemo(() => {
    if (!game) return null;
    const rule = ruleOfStage(game.plan, game.stage);
    return {
      win: detectWin(markCard(card.grid as CardGrid, called), rule),
      analysis: analyzeWin(card.grid as CardGrid, called, rule),
    };
  }, [game, card.grid, called]);
  const ended = game?.status === 'ended';
  const winning = new Set(judged?.win.cells.map((c) => `${c.row}-${c.column}`));

  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">
        {t('playerCard.title', { number: card.card_number })}
        <span className="block text-base font-normal text-ink-muted">{card.shop_name}</span>
      </h1>
      {card.state === 'no_game' && <Notice>{t('playerCard.noGame')}</Notice>}
      {card.state === 'not_in_game' && <Notice>{t('playerCard.notInGame')}</Notice>}
      {game && (
        <p data-testid="player-count" className="text-sm font-semibold">
          {t('playerCard.count', { called: game.called.length, total: game.ball_count })}
        </p>
      )}
      {game && judged?.win.isWinner && !ended && (
        <p
          role="status"
          data-testid="player-bingo"
          className="rounded-xl bg-success-soft p-4 text-center text-xl font-black text-success"
        >
          {t('playerCard.bingo')}
        </p>
      )}
      <CardGridView grid={card.grid as CardGrid} called={called} winning={winning} />
      {game && <LastFive called={game.called} />}
      {game && judged && !ended && (
        <section
          aria-labelledby="to-go-title"
          className="rounded-xl border border-line bg-surface p-3"
        >
          <h2 id="to-go-title" className="text-sm font-semibold">
            {t('playerCard.toGoTitle')}
          </h2>
          <ul className="mt-1 space-y-1 text-sm" data-testid="player-to-go">
            {judged.analysis.patterns.map((pattern) => (
              <li key={pattern.key} className="flex justify-between gap-2">
                <span>{patternName(t, pattern)}</span>
                <span className="font-bold tabular-nums">
                  {pattern.reachable
                    ? t('playerCard.toGo', { count: pattern.needed.length })
                    : t('playerCard.unreachable')}
                </span>
              </li>
            ))}
          </ul>
          {judged.analysis.chance && (
            <p className="mt-1 text-xs text-ink-muted">{t(chanceKey(judged.analysis.chance))}</p>
          )}
        </section>
      )}
      {ended && card.game && (
        <Notice>
          {t('playerCard.ended')}{' '}
          <Link className="underline" to={`/verify/${card.game.verify_token}`}>
            {t('playerCard.verify')}
          </Link>
        </Notice>
      )}
    </>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-line bg-surface p-4 text-sm">
      {children}
    </p>
  );
}

function CardGridView({
  grid,
  called,
  winning,
}: {
  grid: CardGrid;
  called: ReadonlySet<number>;
  winning: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  // Rows are `contents`: the table's structure for screen readers, one 5-column grid on screen.
  return (
    <div role="table" aria-label={t('playerCard.gridLabel')} className="grid grid-cols-5 gap-1.5">
      <div role="row" className="contents">
        {LETTERS.map((letter) => (
          <div
            key={letter}
            role="columnheader"
            className="rounded-md bg-primary py-1 text-center text-lg font-black text-on-primary"
          >
            {letter}
          </div>
        ))}
      </div>
      {grid.map((cells, row) => (
        <div key={row} role="row" className="contents">
          {cells.map((cell, column) => {
            const marked = cell === FREE || (typeof cell === 'number' && called.has(cell));
            const win = winning.has(`${row}-${column}`);
            return (
              <div
                key={column}
                role="cell"
                data-marked={marked}
                className={`flex aspect-square items-center justify-center rounded-md border text-xl font-bold tabular-nums ${
                  win
                    ? 'border-success bg-success text-on-primary'
                    : marked
                      ? 'border-primary bg-primary-soft text-primary'
                      : 'border-line bg-surface'
                }`}
              >
                {cell === FREE ? t('playerCard.free') : (cell ?? '')}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function LastFive({ called }: { called: readonly number[] }) {
  const { t } = useTranslation();
  const last = called.slice(-5).reverse();
  if (last.length === 0) return null;
  return (
    <p className="text-sm" data-testid="player-last-five">
      {t('playerCard.lastFive')} <span className="font-bold tabular-nums">{last.join(' · ')}</span>
    </p>
  );
}
