import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icons';
import type { SaveMessage } from '../lib/save-message';

/** The bar kept at the bottom of the screen: what the form's state is, Reset and Save. */
export function SettingsSaveBar({
  message,
  dirty,
  saving,
  onReset,
}: {
  message: SaveMessage;
  dirty: boolean;
  saving: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-page/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:bg-surface/95 sm:px-5">
      <div className="min-w-0 flex-1 text-sm" aria-live="polite">
        {message?.kind === 'saved' && (
          <p role="status" className="flex items-center gap-1.5 font-semibold text-success">
            <Icon name="check" size={18} />
            {t('settings.saved')}
          </p>
        )}
        {message?.kind === 'error' && (
          <p role="alert" className="flex items-center gap-1.5 font-semibold text-danger">
            <Icon name="alert" size={18} />
            {message.text ?? t('settings.saveError')}
          </p>
        )}
        {!message && (
          <p className="text-ink-muted">{dirty ? t('settings.unsaved') : t('settings.rule')}</p>
        )}
      </div>
      <Button variant="secondary" onClick={onReset}>
        {t('settings.reset')}
      </Button>
      <Button type="submit" busy={saving}>
        {t('settings.save')}
      </Button>
    </div>
  );
}
