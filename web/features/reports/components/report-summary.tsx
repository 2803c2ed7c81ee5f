import { useTranslation } from 'react-i18next';
import type { GamesReport, JackpotsReport, ShopsReport } from '@core/schemas/reports';
import { StatCard, StatGrid } from '@web/components/ui/stat-card';
import { useFormatters } from '@web/lib/format';

type Summary =
  | { tab: 'games'; summary: GamesReport['summary'] }
  | { tab: 'shops'; summary: ShopsReport['summary'] }
  | { tab: 'jackpots'; summary: JackpotsReport['summary'] };

/** The summary of every row that matches (not just the page), above a list report. */
export function ReportSummary(props: Summary) {
  const { t } = useTranslation();
  const { money, figure } = useFormatters();
  const cards: Array<[string, string]> = [];
  if (props.tab === 'games') {
    const s = props.summary;
    cards.push(
      [t('reports.figures.totalGames'), figure(s.total_games)],
      [t('reports.figures.totalBets'), money(s.total_bet_amount)],
      [t('reports.figures.commission'), money(s.total_commission)],
      [t('reports.figures.fees'), money(s.total_fees)],
    );
  } else if (props.tab === 'shops') {
    const s = props.summary;
    cards.push(
      [t('reports.figures.totalShops'), figure(s.total_shops)],
      [t('reports.figures.activeShops'), figure(s.active_shops)],
      [t('reports.figures.cash'), money(s.total_cash)],
      [t('reports.figures.totalBets'), money(s.total_bet)],
    );
  } else {
    const s = props.summary;
    cards.push(
      [t('reports.figures.totalJackpots'), figure(s.total_jackpots)],
      [t('reports.figures.running'), figure(s.running)],
      [t('reports.figures.reserved'), money(s.total_reserved)],
      [t('reports.figures.jackpots'), money(s.total_paid)],
    );
  }
  return (
    <StatGrid label={t('reports.figures.label')}>
      {cards.map(([label, value]) => (
        <StatCard key={label} label={label} value={value} />
      ))}
    </StatGrid>
  );
}
