import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PreferencesBar } from '@web/components/preferences-bar';
import { BrandMark } from '@web/components/ui/brand-mark';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { ApiError } from '@web/lib/api-client';

/** A public answer is asked again after a network or server error, never after a refusal. */
export const retryUnlessRefused = (count: number, error: Error): boolean =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

/**
 * A page a player opens without signing in (the verify page; a card's phone page is its own small
 * entry, card.html): the brand and the language and theme pickers over one public answer, with its
 * not-found, loading and error states.
 */
export function PublicPage<T>({
  title,
  heading,
  width,
  valid,
  query,
  notFound,
  loadError,
  children,
}: {
  title: string;
  /** A page heading above the answer; none when the answer brings its own. */
  heading?: string;
  width: 'max-w-md' | 'max-w-5xl';
  /** The address is well formed (else: not found, with no request). */
  valid: boolean;
  query: UseQueryResult<T>;
  notFound: string;
  loadError: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  let content;
  if (!valid || (query.error instanceof ApiError && query.error.status === 404))
    content = (
      <p role="alert" className="rounded-xl bg-danger-soft p-4 font-semibold text-danger">
        {notFound}
      </p>
    );
  else if (query.isPending) content = <LoadingScreen />;
  else if (query.isError)
    content = (
      <ErrorAlert
        message={loadError}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else content = children(query.data as T);

  return (
    <div className="min-h-dvh bg-page text-ink">
      <title>{`${title} · ${t('app.brand')}`}</title>
      <header className="flex h-14 items-center gap-3 border-b border-line bg-surface px-4">
        <BrandMark size={26} />
        <span className="font-bold tracking-tight">{t('app.brand')}</span>
        <div className="ml-auto">
          <PreferencesBar />
        </div>
      </header>
      <main
        className={`mx-auto ${width} ${width === 'max-w-md' ? 'space-y-4 py-5' : 'space-y-5 py-6'} px-4`}
      >
        {heading && <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>}
        {content}
      </main>
    </div>
  );
}
