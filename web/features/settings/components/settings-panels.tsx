import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GameMode } from '@core/bingo/modes';
import { SelectField, SwitchField } from '@web/components/ui/field';
import { Panel } from '@web/components/ui/panel';
import { CALL_INTERVALS, WIN_CONDITION_KEYS, type WinConditions } from '@web/lib/game-settings';
import { isLanguageCode, LANGUAGES, type LanguageCode } from '@web/lib/languages';
import { previewLanguage } from '@web/lib/i18n';
import type { SettingsValues } from '../lib/settings-values';
import { GameModeField } from './shop-settings-panel';

type SettingsForm = UseFormReturn<SettingsValues>;

interface ShopPanelProps {
  form: SettingsForm;
  /** The game part waits for the shop's settings. */
  disabled: boolean;
  /** Any change clears the save bar's message. */
  onChange: () => void;
}

/** The five languages, each in its own script, with its name in the screen's language beside. */
function LanguageOptions({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  return LANGUAGES.map((item) => (
    <option key={item.code} value={item.code} lang={item.code}>
      {item.nativeName}
      {item.code === language ? '' : ` · ${t(`languages.${item.code}`)}`}
    </option>
  ));
}

/** The shop's call interval and the language the numbers are called in. */
export function TimingPanel({
  form,
  disabled,
  onChange,
  language,
}: ShopPanelProps & { language: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('settings.timing.title')}>
      <div className="space-y-4">
        <SelectField
          label={t('settings.timing.interval')}
          hint={t('settings.timing.hint')}
          disabled={disabled}
          {...form.register('callInterval', { valueAsNumber: true, onChange })}
        >
          {CALL_INTERVALS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {t('settings.timing.seconds', { n: seconds })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('settings.voice.label')}
          hint={t('settings.voice.hint')}
          disabled={disabled}
          {...form.register('voiceLanguage', { onChange })}
        >
          <LanguageOptions language={language} />
        </SelectField>
      </div>
    </Panel>
  );
}

/** This browser's screen language, previewed at once. */
export function LanguagePanel({
  language,
  onChange,
}: {
  language: LanguageCode;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={t('settings.language.title')}>
      <SelectField
        label={t('settings.language.label')}
        value={language}
        hint={t('settings.language.hint')}
        onChange={(event) => {
          onChange();
          if (isLanguageCode(event.target.value)) void previewLanguage(event.target.value);
        }}
      >
        <LanguageOptions language={language} />
      </SelectField>
    </Panel>
  );
}

const SWITCH_TEXT = {
  soundEnabled: ['settings.gameplay.sound', 'settings.gameplay.soundHint'],
  autoStart: ['settings.gameplay.autoStart', 'settings.gameplay.autoStartHint'],
} as const;

/** This browser's sound, the shop's auto start and game mode. */
export function GameplayPanel({
  form,
  disabled,
  onChange,
  gameMode,
}: ShopPanelProps & { gameMode: GameMode | undefined }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('settings.gameplay.title')}>
      <div className="space-y-3">
        {(['soundEnabled', 'autoStart'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <SwitchField
                label={t(SWITCH_TEXT[name][0])}
                description={t(SWITCH_TEXT[name][1])}
                checked={field.value}
                disabled={name === 'autoStart' && disabled}
                onChange={(on) => {
                  onChange();
                  field.onChange(on);
                }}
              />
            )}
          />
        ))}
        <GameModeField
          disabled={disabled}
          value={gameMode}
          field={form.register('gameMode', { onChange })}
        />
      </div>
    </Panel>
  );
}

/** The shop's win conditions; the last one on cannot be turned off (said under them). */
export function WinConditionsPanel({
  conditions,
  disabled,
  lastCondition,
  onSet,
}: {
  conditions: Partial<WinConditions> | undefined;
  disabled: boolean;
  lastCondition: boolean;
  onSet: (key: keyof WinConditions, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={t('settings.win.title')}>
      <div className="space-y-3">
        {WIN_CONDITION_KEYS.map((key) => (
          <SwitchField
            key={key}
            label={t(`settings.win.${key}`)}
            checked={conditions?.[key] ?? false}
            disabled={disabled}
            onChange={(on) => onSet(key, on)}
          />
        ))}
        {lastCondition && (
          <p role="alert" className="text-sm text-danger">
            {t('settings.win.atLeastOne')}
          </p>
        )}
      </div>
    </Panel>
  );
}
