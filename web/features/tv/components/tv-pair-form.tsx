import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pairTvRequestSchema } from '@core/schemas/displays';
import { FormTextField } from '@web/components/form/fields';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { BrandMark } from '@web/components/ui/brand-mark';
import { Button } from '@web/components/ui/button';
import { PreferencesBar } from '@web/components/preferences-bar';
import { tvSession } from '@web/lib/tv-api';
import { serverErrorText } from '@web/lib/validation';

/** A TV not yet paired: the code shown on the till, typed once (decision 027). */
export function TvPairForm({ onPaired }: { onPaired: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(pairTvRequestSchema, { defaultValues: { code: '' } });
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await tvSession.pair(code);
      onPaired();
    } catch (failure) {
      setError(serverErrorText(failure, t('tvPairing.pairError')));
    }
  });
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-page p-4 text-ink">
      <title>{`${t('tvPairing.pairTitle')} · ${t('app.brand')}`}</title>
      <div className="absolute top-3 right-3">
        <PreferencesBar />
      </div>
      <form
        onSubmit={(event) => void submit(event)}
        className="w-full max-w-md space-y-4 rounded-2xl border border-line bg-surface p-6 shadow-sm"
        noValidate
      >
        <h1 className="flex items-center gap-3 text-2xl font-bold">
          <BrandMark size={32} />
          {t('tvPairing.pairTitle')}
        </h1>
        <p className="text-sm text-ink-muted">{t('tvPairing.pairHint')}</p>
        <FormTextField
          form={form}
          name="code"
          label={t('tvPairing.codeLabel')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
        />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <Button type="submit" busy={form.formState.isSubmitting} className="w-full">
          {t('tvPairing.pair')}
        </Button>
      </form>
    </main>
  );
}
