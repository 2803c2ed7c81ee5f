import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_NUMBER } from '@core/bingo/game-limits';
import { cardNumberSchema } from '@core/schemas/games';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { QrCode } from '@web/components/ui/qr-code';
import { fetchCardLinks } from '@web/lib/cards/card-links';
import { usePublicConfig } from '@web/lib/public-config';
import { CardTicket } from './card-ticket';

/**
 * A card's QR code on the till's screen (issue 40): a player with no printed cartela scans it and
 * follows the card on the phone, and claims from there, as a printed cartela's code allows. Or
 * takes it away on a ticket from the receipt printer.
 */
export function CardQrDialog({
  shop,
  onClose,
}: {
  shop: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { publicUrl } = usePublicConfig();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ card: number; url: string } | null>(null);

  const show = async () => {
    const parsed = cardNumberSchema.safeParse(typed.trim() === '' ? Number.NaN : Number(typed));
    if (!parsed.success) {
      setError(t('cardQr.invalid', { max: CARD_NUMBER.max }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const card = parsed.data;
      const links = await fetchCardLinks(
        shop.id,
        { from: card, to: card },
        publicUrl ?? window.location.origin,
      );
      const url = links.get(card);
      if (url) setShown({ card, url });
      else setError(t('cardQr.loadError'));
    } catch {
      setError(t('cardQr.loadError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('cardQr.title')}
      description={t('cardQr.description')}
      onClose={onClose}
      onSubmit={() => void show()}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          {shown && (
            <Button variant="secondary" onClick={() => window.print()}>
              {t('cardQr.print')}
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {t('cardQr.show')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('cardQr.number')}
        inputMode="numeric"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      {shown && (
        <figure data-testid="card-qr" className="mt-4 flex flex-col items-center gap-2">
          <QrCode
            value={shown.url}
            label={t('cardQr.label', { number: shown.card })}
            className="h-56 w-56"
          />
          <figcaption className="text-center text-lg font-bold">
            {t('cardQr.label', { number: shown.card })}
          </figcaption>
        </figure>
      )}
      {shown && <CardTicket shopName={shop.name} card={shown.card} url={shown.url} />}
    </Modal>
  );
}
