import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GAME_MODES, maxNumberFor, type GameMode } from '@core/bingo/modes';
import { Button } from '@web/components/ui/button';
import { SelectField, SwitchField } from '@web/components/ui/field';
import { Icon } from '@web/components/ui/icons';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import {
  CALL_INTERVALS,
  DEFAULT_GAME_SETTINGS,
  WIN_CONDITION_KEYS,
  hasAnyWinCondition,
  readGameSettings,
  saveGameSettings,
  type GameSettings,
  type LanguageName,
  type WinConditions,
} from '@web/lib/game-settings';
import { changeLanguage, currentLanguage } from '@web/lib/i18n';
import { LANGUAGES, isLanguageCode, languageNameFromCode } from '@web/lib/languages';
import { ThemeChooser } from './theme-chooser';

/** SPEC section 9: the saved message shows for 3 s. */
export const SAVED_MESSAGE_MS = 3000;

type Message = { kind: 'saved' | 'error' } | null;

function sameSettings(a: GameSettings, b: GameSettings): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** SPEC "Game Settings" (/settings), saved under gameSettings. */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, setSaved] = useState(readGameSettings);
  const [form, setForm] = useState(saved);
  const [message, setMessage] = useState<Message>(null);
  const [lastCondition, setLastCondition] = useState(false);
  // Language applies at once (like the top-right picker), so the form follows the interface.
  const language = i18n.language ? currentLanguage() : 'en';
  const settings: GameSettings = {
    ...form,
    language: languageNameFromCode(language) as LanguageName,
  };
  // The language is stored as soon as it is picked, so it never counts as unsaved.
  const dirty = !sameSettings({ ...form, language: saved.language }, saved);

  useEffect(() => {
    if (message?.kind !== 'saved') return undefined;
    const timer = window.setTimeout(() => setMessage(null), SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const update = (patch: Partial<GameSettings>) => {
    setMessage(null);
    setForm((previous) => ({ ...previous, ...patch }));
  };

  const setCondition = (key: keyof WinConditions, on: boolean) => {
    const next = { ...form.winConditions, [key]: on };
    if (!hasAnyWinCondition(next)) {
      setLastCondition(true);
      return;
    }
    setLastCondition(false);
    update({ winConditions: next });
  };

  const save = () => {
    if (saveGameSettings(settings)) {
      setSaved(settings);
      setMessage({ kind: 'saved' });
    } else {
      setMessage({ kind: 'error' });
    }
  };

  const reset = () => {
    setLastCondition(false);
    setMessage(null);
    setForm({
      ...DEFAULT_GAME_SETTINGS,
      winConditions: { ...DEFAULT_GAME_SETTINGS.winConditions },
    });
    void changeLanguage('en');
  };

  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/selection');
  };

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <PageHeader
        title={t('pages.settings.title')}
        subtitle={t('pages.settings.subtitle')}
        actions={
          <Button variant="secondary" onClick={back}>
            <Icon name="arrowLeft" size={18} />
            {t('settings.back')}
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Panel title={t('settings.timing.title')}>
            <SelectField
              label={t('settings.timing.interval')}
              value={form.callInterval}
              hint={t('settings.timing.hint')}
              onChange={(event) => update({ callInterval: Number(event.target.value) })}
            >
              {CALL_INTERVALS.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {t('settings.timing.seconds', { n: seconds })}
                </option>
              ))}
            </SelectField>
          </Panel>
          <Panel title={t('settings.language.title')}>
            <SelectField
              label={t('settings.language.label')}
              value={language}
              hint={t('settings.language.hint')}
              onChange={(event) => {
                if (isLanguageCode(event.target.value)) void changeLanguage(event.target.value);
              }}
            >
              {LANGUAGES.map((item) => (
                <option key={item.code} value={item.code} lang={item.code}>
                  {item.nativeName}
                  {item.code === language ? '' : ` · ${t(`languages.${item.code}`)}`}
                </option>
              ))}
            </SelectField>
          </Panel>
          <Panel title={t('settings.gameplay.title')}>
            <div className="space-y-3">
              <SwitchField
                label={t('settings.gameplay.sound')}
                description={t('settings.gameplay.soundHint')}
                checked={form.soundEnabled}
                onChange={(on) => update({ soundEnabled: on })}
              />
              <SwitchField
                label={t('settings.gameplay.autoStart')}
                description={t('settings.gameplay.autoStartHint')}
                checked={form.autoStart}
                onChange={(on) => update({ autoStart: on })}
              />
              <fieldset>
                <legend className="mb-1.5 text-sm font-medium">{t('settings.mode.title')}</legend>
                <div className="grid gap-2 sm:grid-cols-3">
                  {GAME_MODES.map((mode: GameMode) => (
                    <label
                      key={mode}
                      className={`flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors ${
                        form.gameMode === mode
                          ? 'border-primary bg-primary-soft'
                          : 'border-line hover:bg-surface-muted'
                      }`}
                    >
                      <input
                        type="radio"
                        name="gameMode"
                        value={mode}
                        checked={form.gameMode === mode}
                        onChange={() => update({ gameMode: mode, maxNumbers: maxNumberFor(mode) })}
                        className="accent-primary"
                      />
                      <span>
                        <span className="block font-semibold">{t(`settings.mode.${mode}`)}</span>
                        <span className="block text-xs text-ink-muted">
                          {t('settings.mode.range', { max: maxNumberFor(mode) })}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title={t('settings.win.title')}>
            <div className="space-y-3">
              {WIN_CONDITION_KEYS.map((key) => (
                <SwitchField
                  key={key}
                  label={t(`settings.win.${key}`)}
                  checked={form.winConditions[key]}
                  onChange={(on) => setCondition(key, on)}
                />
              ))}
              {lastCondition && (
                <p role="alert" className="text-sm text-danger">
                  {t('settings.win.atLeastOne')}
                </p>
              )}
            </div>
          </Panel>
          <Panel title={t('settings.theme.title')}>
            <ThemeChooser />
          </Panel>
        </div>
      </div>
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
              {t('settings.saveError')}
            </p>
          )}
          {!message && dirty && <p className="text-ink-muted">{t('settings.unsaved')}</p>}
        </div>
        <Button variant="secondary" onClick={reset}>
          {t('settings.reset')}
        </Button>
        <Button type="submit">{t('settings.save')}</Button>
      </div>
    </form>
  );
}
