import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

interface PaginationProps {
  page: number;
  totalPages: number;
  count: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** Server-side paging: previous/next, "page x of y" and the page size. */
export function Pagination({
  page,
  totalPages,
  count,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const pages = Math.max(1, totalPages);
  return (
    <nav
      aria-label={t('common.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm"
    >
      <p className="text-ink-muted" aria-live="polite">
        {t('common.pageOf', { page, pages, count })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={sizeId} className="text-ink-muted">
          {t('common.pageSize')}
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className="h-9 rounded-lg border border-line bg-surface px-2 text-sm text-ink shadow-xs hover:border-ink-muted/50 focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-primary"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <PageSteps page={page} pages={pages} onPageChange={onPageChange} />
      </div>
    </nav>
  );
}

/** The previous/next buttons every paged list shares. */
export function PageSteps({
  page,
  pages,
  onPageChange,
}: {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('common.previous')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {t('common.next')}
      </Button>
    </>
  );
}
