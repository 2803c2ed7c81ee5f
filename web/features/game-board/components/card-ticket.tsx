import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@web/components/ui/qr-code';

/**
 * A card's QR code as a small ticket for the hall's 80 mm receipt printer (issue 40): the shop,
 * the card, its code and what to do with it. Hidden on screen; on paper it is all that prints
 * (styles.css), so the till prints it from the dialog that shows the code.
 */
export function CardTicket({
  shopName,
  card,
  url,
}: {
  shopName: string;
  card: number;
  url: string;
}) {
  const { t } = useTranslation();
  const label = t('cardQr.label', { number: card });
  return createPortal(
    <section data-testid="card-ticket" className="card-ticket receipt">
      <p className="text-base font-semibold">{shopName}</p>
      <p className="text-3xl font-black">{label}</p>
      <QrCode value={url} label={label} className="card-ticket-qr" />
      <p className="text-sm">{t('cardQr.ticketHint')}</p>
    </section>,
    document.body,
  );
}
