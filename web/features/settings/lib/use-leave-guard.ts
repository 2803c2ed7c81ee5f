import { useCallback, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { currentLanguage, previewLanguage } from '@web/lib/i18n';
import { readStoredLanguage } from '@web/lib/languages';
import { useTheme } from '@web/lib/theme';
import { readStoredTheme } from '@web/lib/themes';

/**
 * Leaving with unsaved changes asks first (another screen through the blocker, a reload or a
 * closed tab through the browser); whatever way the page is left, a theme or language preview
 * that was not saved does not stay.
 */
export function useLeaveGuard(dirty: boolean) {
  const { previewTheme } = useTheme();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

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

  return { blocker, restorePreview };
}
