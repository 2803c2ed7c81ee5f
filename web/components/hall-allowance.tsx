import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';

// The form (the form kit, zod and the allowance schema) loads when the button is pressed: the
// button sits in the top bar of every till screen and on the caller, which never need the form
// until then.
const AllowanceModal = lazy(() =>
  import('./allowance-modal').then((module) => ({ default: module.AllowanceModal })),
);

/** A game start the hall refused because its offline allowance is missing, expired or spent. */
export function needsHallAllowance(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    ['allowance_required', 'allowance_expired', 'allowance_spent'].includes(error.code ?? '')
  );
}

/** Opens the allowance form (the Game Board's way out of a refused start: onTaken clears it). */
export function TakeAllowanceButton({ onTaken }: { onTaken?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('hall.allowance.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AllowanceModal onClose={() => setOpen(false)} onTaken={onTaken} />
        </Suspense>
      )}
    </>
  );
}
