import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField, TextField } from '@web/components/ui/field';
import type { FieldErrors } from '@web/lib/validation';

export interface NewStaffValues {
  username: string;
  password: string;
  phone: string;
}

/** A new staff member's username, password and phone (all required). */
export function NewStaffFields({
  value,
  onChange,
  errors,
}: {
  value: NewStaffValues;
  onChange: (value: NewStaffValues) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('staff.username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={value.username}
        onChange={(event) => onChange({ ...value, username: event.target.value })}
        error={errors.username}
        required
      />
      <TextField
        label={t('staff.password')}
        type="password"
        autoComplete="new-password"
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        error={errors.password}
        hint={t('staff.passwordHint')}
        required
      />
      <TextField
        label={t('staff.phone')}
        type="tel"
        autoComplete="off"
        value={value.phone}
        onChange={(event) => onChange({ ...value, phone: event.target.value })}
        error={errors.phone}
        required
      />
    </>
  );
}

export interface StaffEditValues {
  phone: string;
  active: boolean;
  password: string;
}

/** An existing staff member's phone, active switch and new password; `children` go before the password. */
export function StaffEditFields({
  value,
  onChange,
  errors,
  activeHint,
  children,
}: {
  value: StaffEditValues;
  onChange: (value: StaffEditValues) => void;
  errors: FieldErrors;
  activeHint: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('staff.phone')}
        type="tel"
        autoComplete="off"
        value={value.phone}
        onChange={(event) => onChange({ ...value, phone: event.target.value })}
        error={errors.phone}
      />
      <SwitchField
        label={t('staff.active')}
        description={activeHint}
        checked={value.active}
        onChange={(active) => onChange({ ...value, active })}
      />
      {children}
      <TextField
        label={t('staff.newPassword')}
        type="password"
        autoComplete="new-password"
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        error={errors.password}
        hint={t('staff.newPasswordHint')}
      />
    </>
  );
}

/** What an edit changes: a trimmed-different phone, a flipped switch, a typed new password. */
export function staffEditChanges(
  value: StaffEditValues,
  original: { phone: string; is_active: boolean },
) {
  return {
    ...(value.phone.trim() !== original.phone ? { phone: value.phone } : {}),
    ...(value.active !== original.is_active ? { is_active: value.active } : {}),
    ...(value.password ? { password: value.password } : {}),
  };
}
