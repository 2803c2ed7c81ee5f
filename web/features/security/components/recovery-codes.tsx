import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icons';

/** Recovery codes, shown once: copy or download them before leaving. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${t('twoFactor.codes.fileHeading')}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'bingo-hall-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-4">
      <div
        role="status"
        className="flex items-start gap-2 rounded-lg border border-accent/60 bg-accent/10 px-3 py-2.5 text-sm"
      >
        <Icon name="alert" size={18} className="mt-0.5 shrink-0" />
        <span>{t('twoFactor.codes.warning')}</span>
      </div>
      <ul
        aria-label={t('twoFactor.codes.title')}
        className="grid grid-cols-1 gap-2 rounded-lg border border-line bg-surface-muted p-4 font-mono text-base tracking-wider min-[420px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tabular-nums" data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Icon name="check" size={16} />
          {copied ? t('twoFactor.codes.copied') : t('twoFactor.codes.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('twoFactor.codes.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.codes.done')}</Button>
      </div>
    </div>
  );
}
