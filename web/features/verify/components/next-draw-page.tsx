import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { NextDraw } from '@core/schemas/fair-draw';
import { PublicPage, retryUnlessRefused } from '@web/components/public-page';
import { api } from '@web/lib/api-client';
import { useFormatters } from '@web/lib/format';
import { Revealed } from './proof-parts';

/**
 * A shop's next game's commitment, public before that game's cards are sold (decision 054): a
 * player keeps it, and once the game ends its verify page must reveal a seed that hashes to it.
 */
export function NextDrawPage() {
  const { t } = useTranslation();
  const { shopId = '' } = useParams();
  const valid = /^[1-9][0-9]{0,9}$/.test(shopId);
  const query = useQuery({
    queryKey: ['/public/shops/next_draw/', Number(shopId), 'page'],
    queryFn: ({ signal }) =>
      api.get<NextDraw>(`/public/shops/${shopId}/next_draw/`, { signal, auth: false }),
    enabled: valid,
    retry: retryUnlessRefused,
    // A game that starts takes the seed; the page then shows the one after it.
    refetchInterval: 15_000,
  });
  return (
    <PublicPage
      title={t('verify.next.title')}
      heading={t('verify.next.title')}
      width="max-w-md"
      valid={valid}
      query={query}
      notFound={t('verify.next.notFound')}
      loadError={t('verify.loadError')}
    >
      {(next) => <NextDraw next={next} />}
    </PublicPage>
  );
}

function NextDraw({ next }: { next: NextDraw }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  return (
    <section
      data-testid="next-draw-page"
      className="space-y-3 rounded-xl border border-line bg-surface p-4 shadow-xs"
    >
      <p className="text-lg font-semibold">{next.shop_name}</p>
      <Revealed label={t('verify.fair.commitment')} testId="next-commitment">
        {next.commitment}
      </Revealed>
      <p className="text-sm text-ink-muted">
        {t('verify.next.since', { when: dateTime(next.since) })}
      </p>
      <p className="text-sm">{t('verify.next.keep')}</p>
    </section>
  );
}
