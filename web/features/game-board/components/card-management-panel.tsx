import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { Icon } from '@web/components/ui/icons';
import { Panel } from '@web/components/ui/panel';
import { cardNumberSchema } from '@core/schemas/games';
import { CARD_NUMBER } from '@core/bingo/game-limits';
import type { CardTemplate } from '@web/lib/cards/card-templates';
import { CardQrDialog } from './card-qr-dialog';

interface CardManagementPanelProps {
  template: CardTemplate | null;
  maxNumber: number;
  onMaxNumberChange: (max: number) => void;
  onManageTemplates: () => void;
  onClearTemplate: () => void;
  /** Opens the printable cartela sheets; absent while no shop is known. */
  onPrint?: () => void;
  /** The shop whose card QR codes the till can show (a player with no printed cartela). */
  qrShop?: { id: number; name: string } | null;
}

/** SPEC "Card Management panel": templates, the active template's name and the max number. */
export function CardManagementPanel({
  template,
  maxNumber,
  onMaxNumberChange,
  onManageTemplates,
  onClearTemplate,
  onPrint,
  qrShop = null,
}: CardManagementPanelProps) {
  const { t } = useTranslation();
  const [showingQr, setShowingQr] = useState(false);
  const [maxText, setMaxText] = useState(String(maxNumber));
  const [maxError, setMaxError] = useState<string | null>(null);

  // The shared card-number rule (1-10000, whole): an entry below 1, blank or not whole keeps the
  // board and its selection as they are and says why, instead of being clamped into a board of 1
  // card. Above 10000 it is clamped (SPEC section 5): a larger board drops no selected card.
  const commit = () => {
    const typed = maxText.trim() === '' ? Number.NaN : Number(maxText);
    const parsed = cardNumberSchema.safeParse(Math.min(typed, CARD_NUMBER.max));
    if (!parsed.success) {
      setMaxError(t('gameBoard.cards.maxInvalid', { min: CARD_NUMBER.min, max: CARD_NUMBER.max }));
      return;
    }
    setMaxError(null);
    setMaxText(String(parsed.data));
    if (parsed.data !== maxNumber) onMaxNumberChange(parsed.data);
  };

  return (
    <Panel title={t('gameBoard.cards.title')}>
      <div className="space-y-4">
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={onManageTemplates}>
            <Icon name="cards" size={18} />
            {t('gameBoard.cards.manage')}
          </Button>
          <Button variant="secondary" onClick={onClearTemplate} disabled={!template}>
            <Icon name="close" size={18} />
            {t('gameBoard.cards.clear')}
          </Button>
          {onPrint && (
            <Button variant="secondary" onClick={onPrint} className="col-span-2">
              <Icon name="register" size={18} />
              {t('printCards.open')}
            </Button>
          )}
          {qrShop !== null && (
            <Button variant="secondary" onClick={() => setShowingQr(true)} className="col-span-2">
              <Icon name="grid" size={18} />
              {t('cardQr.open')}
            </Button>
          )}
        </div>
        <div
          role="group"
          aria-label={t('gameBoard.cards.active')}
          className="rounded-xl bg-surface-muted px-4 py-3"
        >
          <p aria-hidden="true" className="text-sm font-medium text-ink-muted">
            {t('gameBoard.cards.active')}
          </p>
          <p data-testid="active-template" className="font-semibold break-words">
            {template ? template.name : t('gameBoard.cards.default', { max: maxNumber })}
          </p>
          {template && (
            <p className="text-xs text-ink-muted">
              {t('gameBoard.cards.templateCount', { n: template.numbers.length })}
            </p>
          )}
        </div>
        <TextField
          label={t('gameBoard.cards.maxNumber')}
          type="number"
          inputMode="numeric"
          min={CARD_NUMBER.min}
          max={CARD_NUMBER.max}
          step="1"
          value={template ? String(maxNumber) : maxText}
          disabled={!!template}
          error={template ? undefined : maxError}
          hint={
            template
              ? t('gameBoard.cards.maxDisabled')
              : t('gameBoard.config.range', { min: CARD_NUMBER.min, max: CARD_NUMBER.max })
          }
          onChange={(event) => {
            setMaxText(event.target.value);
            setMaxError(null);
          }}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
        />
      </div>
      {showingQr && qrShop !== null && (
        <CardQrDialog shop={qrShop} onClose={() => setShowingQr(false)} />
      )}
    </Panel>
  );
}
