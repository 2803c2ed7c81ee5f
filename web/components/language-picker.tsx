import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '@web/lib/i18n';
import { LANGUAGES } from '@web/lib/languages';
import { MenuButton } from './ui/menu-button';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const code = i18n.language ? currentLanguage() : 'en';
  const current = LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];

  return (
    <MenuButton
      label={t('preferences.language')}
      icon="globe"
      currentText={current.nativeName}
      value={code}
      onSelect={(next) => void changeLanguage(next)}
      menuClassName="w-60"
      options={LANGUAGES.map((language) => ({
        value: language.code,
        label: language.nativeName,
        content: (
          <span lang={language.code} className="flex flex-col">
            <span className="font-medium">{language.nativeName}</span>
            {language.code !== code && (
              <span className="text-xs text-ink-muted" lang={code}>
                {t(`languages.${language.code}`)}
              </span>
            )}
          </span>
        ),
      }))}
    />
  );
}
