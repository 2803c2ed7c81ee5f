import { useTranslation } from 'react-i18next';
import type { GameSettingsLimits } from '@core/schemas/game-settings';
import { useFormatters } from '@web/lib/format';

interface Chosen {
  cards: number;
  cardValue: number;
  prize: number;
}

/**
 * The limits the shop's next start is held to (decision 045): the agent's within the admin's.
 * A limit the board's figures are over shows as such, before Start is pressed.
 */
export function ShopLimitsLine({
  limits,
  chosen,
}: {
  limits: GameSettingsLimits | undefined;
  chosen: Chosen;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  if (!limits) return null;
  const items: { key: string; text: string; over: boolean }[] = [];
  if (limits.max_prize !== null)
    items.push({
      key: 'prize',
      text: t('boardLimits.prize', { value: money(limits.max_prize) }),
      over: chosen.prize > limits.max_prize,
    });
  if (limits.max_card_value !== null)
    items.push({
      key: 'card-value',
      text: t('boardLimits.cardValue', { value: money(limits.max_card_value) }),
      over: chosen.cardValue > limits.max_card_value,
    });
  if (limits.max_cards_per_game !== null)
    items.push({
      key: 'cards',
      text: t('boardLimits.cards', { count: limits.max_cards_per_game }),
      over: chosen.cards > limits.max_cards_per_game,
    });
  if (limits.min_seconds_between_games > 0)
    items.push({
      key: 'seconds',
      text: t('boardLimits.seconds', { count: limits.min_seconds_between_games }),
      over: false,
    });
  if (limits.allowed_patterns !== null)
    items.push({
      key: 'patterns',
      text: t('boardLimits.patterns', { count: limits.allowed_patterns.length }),
      over: false,
    });
  items.push({
    key: 'floor',
    text: t('boardLimits.floor', { count: limits.min_pattern_numbers }),
    over: false,
  });
  return (
    <section
      aria-label={t('boardLimits.title')}
      data-testid="shop-limits"
      className="rounded-lg border border-line px-3 py-2 text-sm"
    >
      <span className="font-semibold">{t('boardLimits.title')}: </span>
      {items.map((item, index) => (
        <span
          key={item.key}
          data-testid={`shop-limit-${item.key}`}
          data-over={item.over || undefined}
          className={item.over ? 'font-semibold text-danger' : 'text-ink-muted'}
        >
          {index > 0 && ' · '}
          {item.text}
          {item.over && ` (${t('boardLimits.over')})`}
        </span>
      ))}
    </section>
  );
}
