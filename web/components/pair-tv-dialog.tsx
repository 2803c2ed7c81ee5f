import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairingCode, TvLook } from '@core/schemas/displays';
import { tvLookSchema } from '@core/schemas/displays';
import { FormSelectField } from '@web/components/form/fields';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Modal } from '@web/components/ui/modal';
import { ShopDevices } from '@web/components/shop-devices';
import { LANGUAGES } from '@web/lib/languages';
import { queryKeys } from '@web/lib/query-keys';
import { THEMES } from '@web/lib/themes';
import { tvAddress, tvApi } from '@web/lib/tv-api';
import { serverErrorText } from '@web/lib/validation';

/**
 * "Pair a TV" (decision 027): a one-time code for the shop's TV address, the shop's devices (each
 * TV's health, Unpair; decision 053) and the look every TV of the shop follows.
 */
export function PairTvDialog({ shopId, onClose }: { shopId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState<PairingCode | null>(null);
  // The TV paired with the code shows up in the devices at their next poll.
  const newCode = useMutation({ mutationFn: () => tvApi.newCode(shopId), onSuccess: setCode });
  const left = useSecondsLeft(code?.expires_at ?? null);
  const address = tvAddress();

  return (
    <Modal title={t('tvPairing.title')} onClose={onClose} size="lg">
      <div className="space-y-5">
        <section className="space-y-2">
          <p className="text-sm text-ink-muted">{t('tvPairing.howTo')}</p>
          <p className="text-sm">
            {t('tvPairing.address')}{' '}
            <a
              href={address}
              target="_blank"
              rel="noreferrer"
              data-testid="tv-address"
              className="font-semibold break-all text-primary underline"
            >
              {address}
            </a>
          </p>
          {code && left > 0 ? (
            <div className="rounded-xl border border-line bg-surface-muted p-4 text-center">
              <p
                data-testid="tv-pairing-code"
                className="font-mono text-4xl font-black tracking-[0.3em] tabular-nums"
              >
                {code.code}
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {t('tvPairing.expiresIn', { minutes: Math.ceil(left / 60) })}
              </p>
            </div>
          ) : (
            <Button onClick={() => newCode.mutate()} busy={newCode.isPending}>
              {t('tvPairing.showCode')}
            </Button>
          )}
          {newCode.isError && (
            <p role="alert" className="text-sm text-danger">
              {serverErrorText(newCode.error, t('tvPairing.codeError'))}
            </p>
          )}
        </section>
        <ShopDevices shopId={shopId} />
        <TvLookForm shopId={shopId} />
      </div>
    </Modal>
  );
}

function TvLookForm({ shopId }: { shopId: number }) {
  const queryClient = useQueryClient();
  const look = useQuery({
    queryKey: queryKeys.shopTvLook(shopId),
    queryFn: () => tvApi.look(shopId),
  });
  if (!look.data) return null;
  return (
    <LookFields
      shopId={shopId}
      look={look.data}
      onSaved={(saved) => queryClient.setQueryData(queryKeys.shopTvLook(shopId), saved)}
    />
  );
}

function LookFields({
  shopId,
  look,
  onSaved,
}: {
  shopId: number;
  look: TvLook;
  onSaved: (look: TvLook) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(tvLookSchema, { defaultValues: look });
  const save = useMutation({
    mutationFn: (next: TvLook) => tvApi.setLook(shopId, next),
    onSuccess: onSaved,
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <form
      className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
      onSubmit={(event) => void submit(event)}
    >
      <FormSelectField form={form} name="theme" label={t('tvPairing.theme')}>
        {THEMES.map((theme) => (
          <option key={theme.id} value={theme.id}>
            {t(theme.name)}
          </option>
        ))}
      </FormSelectField>
      <FormSelectField form={form} name="language" label={t('tvPairing.language')}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.nativeName}
          </option>
        ))}
      </FormSelectField>
      <Button type="submit" busy={save.isPending}>
        {save.isSuccess ? t('tvPairing.saved') : t('tvPairing.saveLook')}
      </Button>
    </form>
  );
}

function useSecondsLeft(expiresAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000)) : 0;
}
