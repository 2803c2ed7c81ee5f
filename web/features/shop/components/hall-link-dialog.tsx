import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { Modal } from '@web/components/ui/modal';
import { useFormatters } from '@web/lib/format';
import { serverErrorText } from '@web/lib/validation';
import { useCreateHallLink } from '@web/lib/halls';

/**
 * The agent links a shop's hall: a one-time code, its expiry, and the two commands the hall's PC
 * runs (README "Run a hall"), with this server's address filled in.
 */
export function HallLinkDialog({
  shop,
  onClose,
}: {
  shop: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { time } = useFormatters();
  const link = useCreateHallLink();
  const { mutate } = link;
  useEffect(() => mutate(shop.id), [mutate, shop.id]);
  const central = window.location.origin;
  let body;
  if (link.isError)
    body = (
      <ErrorAlert
        message={serverErrorText(link.error, t('hall.link.error'), t)}
        onRetry={() => mutate(shop.id)}
      />
    );
  else if (!link.data) body = <LoadingScreen />;
  else
    body = (
      <div className="space-y-4">
        <p className="text-sm">{t('hall.link.codeLabel')}</p>
        <p
          data-testid="hall-link-code"
          className="text-center font-mono text-3xl font-bold tracking-[0.3em]"
        >
          {link.data.code}
        </p>
        <p className="text-sm text-ink-muted">
          {t('hall.link.expires', { time: time(link.data.expires_at) })}
        </p>
        <p className="text-sm">{t('hall.link.commands')}</p>
        <pre
          data-testid="hall-link-commands"
          className="overflow-x-auto rounded-lg bg-surface-muted p-3 text-xs whitespace-pre-wrap break-words"
        >
          {`BINGO_CENTRAL_URL=${central} npm run hall:pair -- ${link.data.code}\nBINGO_CENTRAL_URL=${central} npm start`}
        </pre>
      </div>
    );
  return (
    <Modal
      title={t('hall.link.title')}
      description={shop.name}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {body}
    </Modal>
  );
}
