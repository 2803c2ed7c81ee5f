import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VOICE_LANGUAGE } from '@core/bingo/game-limits';
import type { PlanStage } from '@core/bingo/patterns/game-patterns';
import { readGameShopId, saveGameShopId } from '@web/lib/board-config';
import { useSaveShopGameSettings, useShopGameSettings } from '@web/lib/shop-game-settings';
import { useManagedShops } from '@web/lib/shops';
import { ApiError } from '@web/lib/api-client';
import { serverErrorText } from '@web/lib/validation';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Icon } from '@web/components/ui/icons';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import {
  DEFAULT_GAME_SETTINGS,
  hasAnyWinCondition,
  readGameSettings,
  saveGameSettings,
  type LanguageName,
  type WinConditions,
} from '@web/lib/game-settings';
import { currentLanguage, previewLanguage } from '@web/lib/i18n';
import { languageNameFromCode, readStoredLanguage, storeLanguage } from '@web/lib/languages';
import { useTheme } from '@web/lib/theme';
import { readStoredTheme, storeTheme } from '@web/lib/themes';
import { useSaveMessage } from '../lib/save-message';
import {
  browserSettings,
  formValues,
  shopChange,
  stagesRefused,
  type SettingsValues,
} from '../lib/settings-values';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { GameplayPanel, LanguagePanel, TimingPanel, WinConditionsPanel } from './settings-panels';
import { SettingsSaveBar } from './settings-save-bar';
import { ShopSettingsPanel } from './shop-settings-panel';
import { ThemeChooser } from './theme-chooser';
import { WinPatternsPanel } from './win-patterns-panel';

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
  const { theme } = useTheme();
  const form = useForm<SettingsValues>({ defaultValues: formValues(readGameSettings()) });
  const [message, setMessage] = useSaveMessage();
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
  const { blocker, restorePreview } = useLeaveGuard(dirty);

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
        const stagesText = stagesRefused(edited) ? t('winPatterns.stages.invalid') : undefined;
        setStagesError(stagesText ?? null);
        setMessage({ kind: 'error', text: stagesText });
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
    const languageName = languageNameFromCode(language) as LanguageName;
    if (!saveGameSettings(browserSettings(edited, languageName))) {
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
          <TimingPanel form={form} disabled={gameDisabled} onChange={changed} language={language} />
          <LanguagePanel language={language} onChange={changed} />
          <GameplayPanel
            form={form}
            disabled={gameDisabled}
            onChange={changed}
            gameMode={values.gameMode}
          />
        </div>
        <div className="space-y-6">
          <WinConditionsPanel
            conditions={values.winConditions}
            disabled={gameDisabled}
            lastCondition={lastCondition}
            onSet={setCondition}
          />
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
      <SettingsSaveBar
        message={message}
        dirty={dirty}
        saving={saveShop.isPending}
        onReset={reset}
      />
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
