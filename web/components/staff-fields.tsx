import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyToUndefined } from '@web/components/form/parse';
import { FormTextField, type AnyForm } from '@web/components/form/fields';
import { SwitchField } from '@web/components/ui/field';

/** A new staff member's username, password and phone (all required), bound to a form. */
export function NewStaffFields<T extends FieldValues>({ form }: { form: AnyForm<T> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        form={form}
        name={'username' as Path<T>}
        label={t('staff.username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <FormTextField
        form={form}
        name={'password' as Path<T>}
        label={t('staff.password')}
        type="password"
        autoComplete="new-password"
        hint={t('staff.passwordHint')}
        required
      />
      <PhoneField form={form} required />
    </>
  );
}

/** A staff member's phone: required of a new one, changed on an edit. */
function PhoneField<T extends FieldValues>({
  form,
  required,
}: {
  form: AnyForm<T>;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      form={form}
      name={'phone' as Path<T>}
      label={t('staff.phone')}
      type="tel"
      autoComplete="off"
      required={required}
    />
  );
}

export interface StaffEditValues {
  phone?: string;
  is_active?: boolean;
  password?: string;
}

/** An existing staff member's phone, active switch and new password; `children` go before the password. */
export function StaffEditFields<T extends FieldValues>({
  form,
  activeHint,
  children,
}: {
  form: AnyForm<T>;
  activeHint: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PhoneField form={form} />
      <Controller
        control={form.control}
        name={'is_active' as Path<T>}
        render={({ field }) => (
          <SwitchField
            label={t('staff.active')}
            description={activeHint}
            checked={!!field.value}
            onChange={field.onChange}
          />
        )}
      />
      {children}
      <FormTextField
        form={form}
        name={'password' as Path<T>}
        rules={{ setValueAs: emptyToUndefined }}
        label={t('staff.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('staff.newPasswordHint')}
      />
    </>
  );
}

/** What an edit changes: a trimmed-different phone, a flipped switch, a typed new password. */
export function staffEditChanges<T extends StaffEditValues>(
  value: T,
  original: { phone: string; is_active: boolean },
): Partial<T> {
  const { phone, is_active, password, ...rest } = value;
  return {
    ...rest,
    ...(phone !== undefined && phone.trim() !== original.phone ? { phone } : {}),
    ...(is_active !== undefined && is_active !== original.is_active ? { is_active } : {}),
    ...(password ? { password } : {}),
  } as Partial<T>;
}
