import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@core/schemas/cards';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

export type Confirm = { kind: 'regenerate' | 'deleteForever'; card: SavedCard } | { kind: 'clear' };

/** SPEC's confirmations: Regenerate, Delete Forever and Clear All Cards. */
export function CardConfirm({
  confirm,
  count,
  shopName,
  busy,
  onCancel,
  onConfirm,
}: {
  confirm: Confirm;
  count: number;
  shopName: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const clear = confirm.kind === 'clear';
  return (
    <ConfirmDialog
      title={
        clear
          ? t('bingoCards.confirm.clearTitle')
          : t(`bingoCards.confirm.${confirm.kind}Title`, { number: confirm.card.card_number })
      }
      message={
        clear
          ? t('bingoCards.confirm.clearMessage', { count, shop: shopName })
          : t(`bingoCards.confirm.${confirm.kind}Message`)
      }
      confirmLabel={t(clear ? 'bingoCards.clearAll' : `bingoCards.actions.${confirm.kind}`)}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
