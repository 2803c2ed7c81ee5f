import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VOICE_LANGUAGE, type VoiceLanguage } from '@core/bingo/game-limits';
import { maxNumberFor } from '@core/bingo/modes';
import type { ShopGameSettings } from '@core/schemas/game-settings';
import type { PlanStage } from '@core/bingo/patterns/game-patterns';
import { settingsPageFormSchema, shopPatternKeysSchema } from '@core/schemas/game-settings';
import { shopStagesSchema } from '@core/schemas/patterns';
import { readGameShopId, saveGameShopId } from '@web/lib/board-config';
import { useSaveShopGameSettings, useShopGameSettings } from '@web/lib/shop-game-settings';
import { useManagedShops } from '@web/lib/shops';
import { ApiError } from '@web/lib/api-client';
import { serverErrorText } from '@web/lib/validation';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
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
import { currentLanguage, previewLanguage } from '@web/lib/i18n';
import {
  LANGUAGES,
  isLanguageCode,
  languageNameFromCode,
  readStoredLanguage,
  storeLanguage,
} from '@web/lib/languages';
import { useTheme } from '@web/lib/theme';
import { readStoredTheme, storeTheme } from '@web/lib/themes';
import { GameModeField, ShopSettingsPanel } from './shop-settings-panel';
import { ThemeChooser } from './theme-chooser';
import { WinPatternsPanel } from './win-patterns-panel';

/** SPEC section 9: the saved message shows for 3 s. */
export const SAVED_MESSAGE_MS = 3000;

type Message = { kind: 'saved' | 'error'; text?: string } | null;

/**
 * What the form edits: the shop's game settings (decision 028) and this browser's sound toggle;
 * the screen language and theme are the app's own (previewed live).
 */
type SettingsValues = Omit<GameSettings, 'language' | 'maxNumbers'> & {
  voiceLanguage: VoiceLanguage;
  /** The shop's patterns besides the win conditions, and its skip-unused rule (decision 034). */
  patterns: string[];
  skipUnused: boolean;
  /** A game in stages, or null for one stage. */
  stages: PlanStage[] | null;
};

function formValues(settings: GameSettings, shop?: ShopGameSettings): SettingsValues {
  return {
    callInterval: shop?.call_interval ?? settings.callInterval,
    soundEnabled: settings.soundEnabled,
    autoStart: shop?.auto_start ?? settings.autoStart,
    gameMode: shop?.mode ?? settings.gameMode,
    winConditions: { ...(shop?.win_conditions ?? settings.winConditions) },
    voiceLanguage: shop?.voice_language ?? DEFAULT_VOICE_LANGUAGE,
    patterns: [...(shop?.patterns ?? [])],
    skipUnused: shop?.skip_unused ?? false,
    stages: shop?.stages ? shop.stages.map((stage) => ({ ...stage })) : null,
  };
}

/** The shop's part of the form, as the API takes it (checked with the server's schema). */
function shopChange(values: SettingsValues) {
  const page = settingsPageFormSchema.safeParse({
    call_interval: values.callInterval,
    voice_language: values.voiceLanguage,
    mode: values.gameMode,
    auto_start: values.autoStart,
    win_conditions: values.winConditions,
  });
  const patterns = shopPatternKeysSchema.safeParse(values.patterns);
  const stages = values.stages === null ? null : shopStagesSchema.safeParse(values.stages);
  if (!page.success || !patterns.success || (stages && !stages.success)) return null;
  return {
    ...page.data,
    patterns: patterns.data,
    skip_unused: values.skipUnused,
    stages: stages ? (stages.data ?? null) : null,
  };
}

/**
 * SPEC "Game Settings" (/settings). The game part (interval, voice, mode, auto start, win
 * conditions) is the chosen shop's, on the server, shared by every till of the shop; sound, theme
 * and screen language stay in this browser. One rule for every setting: a change shows at once,
 * Save Settings keeps it, and leaving with unsaved changes asks first; leaving without saving
 * restores the saved theme and language.
 */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { theme, previewTheme } = useTheme();
  const form = useForm<SettingsValues>({ defaultValues: formValues(readGameSettings()) });
  const [message, setMessage] = useState<Message>(null);
  const shops = useManagedShops();
  const activeShops = useMemo(
    () => shops.data?.filter((shop) => shop.is_active) ?? undefined,
    [shops.data],
  );
  const [chosenShopId, setChosenShopId] = useState(readGameShopId);
  const shopId =
    activeShops?.find((shop) => shop.id === chosenShopId)?.id ?? activeShops?.[0]?.id ?? null;
  const shopSettings = useShopGameSettings(shopId);
  const saveShop = useSaveShopGameSettings(shopId);
  // The game part waits for the shop's settings; without a shop it has nothing to set.
  const gameDisabled = shopId === null || !shopSettings.data;
  const loadedShop = useRef<number | null>(null);
  useEffect(() => {
    const data = shopSettings.data;
    if (!data) return;
    // Another shop's settings replace the form; a refetch of the same shop keeps edits.
    if (loadedShop.current === data.shop_id && form.formState.isDirty) return;
    loadedShop.current = data.shop_id;
    form.reset(formValues(readGameSettings(), data));
  }, [shopSettings.data, form]);
  const [lastCondition, setLastCondition] = useState(false);
  const [stagesError, setStagesError] = useState<string | null>(null);
  const language = i18n.language ? currentLanguage() : 'en';
  // The stored theme and language are read each render: the top-bar pickers store theirs at once.
  const dirty =
    form.formState.isDirty || theme !== readStoredTheme() || language !== readStoredLanguage();
  const values = useWatch({ control: form.control });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  // Whatever way the page is left, a preview that was not saved does not stay.
  const restorePreview = useCallback(() => {
    const storedTheme = readStoredTheme();
    if (document.documentElement.dataset.theme !== storedTheme) previewTheme(storedTheme);
    const storedLanguage = readStoredLanguage();
    if (currentLanguage() !== storedLanguage) void previewLanguage(storedLanguage);
  }, [previewTheme]);
  useEffect(() => restorePreview, [restorePreview]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (message?.kind !== 'saved') return undefined;
    const timer = window.setTimeout(() => setMessage(null), SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const changed = () => setMessage(null);

  const setCondition = (key: keyof WinConditions, on: boolean) => {
    const next = { ...form.getValues('winConditions'), [key]: on };
    if (!hasAnyWinCondition(next)) {
      setLastCondition(true);
      return;
    }
    setLastCondition(false);
    changed();
    form.setValue(`winConditions.${key}`, on, { shouldDirty: true });
  };

  const save = form.handleSubmit(async (edited) => {
    if (shopId !== null) {
      const change = shopChange(edited);
      if (!change) {
        const stagesWrong =
          edited.stages !== null && !shopStagesSchema.safeParse(edited.stages).success;
        setStagesError(stagesWrong ? t('winPatterns.stages.invalid') : null);
        setMessage({
          kind: 'error',
          text: stagesWrong ? t('winPatterns.stages.invalid') : undefined,
        });
        return;
      }
      try {
        await saveShop.mutateAsync(change);
      } catch (error) {
        console.error('Saving the shop settings failed', error);
        // A refusal with a reason (no pattern would win, an unknown pattern) says it.
        const text =
          error instanceof ApiError && error.status === 422
            ? serverErrorText(error, t('settings.saveError'))
            : undefined;
        setMessage({ kind: 'error', text });
        return;
      }
    }
    // The shop's answer is already cached under gameSettings; the sound toggle stays personal.
    const {
      voiceLanguage: _voice,
      patterns: _patterns,
      skipUnused: _skip,
      stages: _stages,
      ...personal
    } = edited;
    const settings: GameSettings = {
      ...personal,
      maxNumbers: maxNumberFor(edited.gameMode),
      language: languageNameFromCode(language) as LanguageName,
    };
    if (!saveGameSettings(settings)) {
      setMessage({ kind: 'error' });
      return;
    }
    storeTheme(theme);
    storeLanguage(language);
    form.reset(edited);
    setMessage({ kind: 'saved' });
  });

  const reset = () => {
    setLastCondition(false);
    changed();
    form.reset(
      { ...formValues(DEFAULT_GAME_SETTINGS), voiceLanguage: DEFAULT_VOICE_LANGUAGE },
      { keepDefaultValues: true },
    );
    void previewLanguage('en');
  };

  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/selection');
  };

  return (
    <form noValidate className="space-y-6" onSubmit={(event) => void save(event)}>
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
      <ShopSettingsPanel
        shops={shops}
        activeShops={activeShops}
        shopId={shopId}
        settings={shopSettings}
        onChange={(id) => {
          changed();
          saveGameShopId(id);
          setChosenShopId(id);
        }}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Panel title={t('settings.timing.title')}>
            <div className="space-y-4">
              <SelectField
                label={t('settings.timing.interval')}
                hint={t('settings.timing.hint')}
                disabled={gameDisabled}
                {...form.register('callInterval', {
                  valueAsNumber: true,
                  onChange: changed,
                })}
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
                disabled={gameDisabled}
                {...form.register('voiceLanguage', { onChange: changed })}
              >
                {LANGUAGES.map((item) => (
                  <option key={item.code} value={item.code} lang={item.code}>
                    {item.nativeName}
                    {item.code === language ? '' : ` · ${t(`languages.${item.code}`)}`}
                  </option>
                ))}
              </SelectField>
            </div>
          </Panel>
          <Panel title={t('settings.language.title')}>
            <SelectField
              label={t('settings.language.label')}
              value={language}
              hint={t('settings.language.hint')}
              onChange={(event) => {
                changed();
                if (isLanguageCode(event.target.value)) void previewLanguage(event.target.value);
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
              {(['soundEnabled', 'autoStart'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <SwitchField
                      label={t(
                        name === 'soundEnabled'
                          ? 'settings.gameplay.sound'
                          : 'settings.gameplay.autoStart',
                      )}
                      description={t(
                        name === 'soundEnabled'
                          ? 'settings.gameplay.soundHint'
                          : 'settings.gameplay.autoStartHint',
                      )}
                      checked={field.value}
                      disabled={name === 'autoStart' && gameDisabled}
                      onChange={(on) => {
                        changed();
                        field.onChange(on);
                      }}
                    />
                  )}
                />
              ))}
              <GameModeField
                disabled={gameDisabled}
                value={values.gameMode}
                field={form.register('gameMode', { onChange: changed })}
              />
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
                  checked={values.winConditions?.[key] ?? false}
                  disabled={gameDisabled}
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
      <WinPatternsPanel
        shopId={shopId}
        disabled={gameDisabled}
        chosen={values.patterns?.filter((key): key is string => !!key) ?? []}
        onChoose={(key, on) => {
          const current = form.getValues('patterns');
          if (current.includes(key) === on) return;
          changed();
          form.setValue(
            'patterns',
            on ? [...current, key] : current.filter((chosen) => chosen !== key),
            { shouldDirty: true },
          );
        }}
        skipUnused={values.skipUnused ?? false}
        onSkipUnused={(on) => {
          changed();
          form.setValue('skipUnused', on, { shouldDirty: true });
        }}
        stages={(values.stages as PlanStage[] | null | undefined) ?? null}
        stagesError={stagesError}
        onStages={(stages) => {
          changed();
          setStagesError(null);
          form.setValue('stages', stages, { shouldDirty: true });
        }}
      />
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
        <Button variant="secondary" onClick={reset}>
          {t('settings.reset')}
        </Button>
        <Button type="submit" busy={saveShop.isPending}>
          {t('settings.save')}
        </Button>
      </div>
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('settings.leave.title')}
          message={t('settings.leave.message')}
          confirmLabel={t('settings.leave.confirm')}
          onCancel={() => blocker.reset()}
          onConfirm={() => {
            restorePreview();
            blocker.proceed();
          }}
        />
      )}
    </form>
  );
}
