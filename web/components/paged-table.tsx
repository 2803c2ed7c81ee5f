import { useState } from 'react';
import { DataTable, type Column } from './ui/data-table';
import { Pagination } from './ui/pagination';

export interface Paging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** A new page size starts again from the first page. */
  setPageSize: (size: number) => void;
}

/** The page and page size of a list the server pages. */
export function usePaging(initialSize: number): Paging {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(initialSize);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size) => {
      setSize(size);
      setPage(1);
    },
  };
}

/** One page of a list the server pages (`{ count, results }`), with its page controls. */
export function PagedTable<Row>({
  caption,
  columns,
  data,
  rowKey,
  refreshing,
  paging,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  data: { count: number; results: readonly Row[] };
  rowKey: (row: Row) => string | number;
  refreshing: boolean;
  paging: Paging;
}) {
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={data.results}
        rowKey={rowKey}
        refreshing={refreshing}
      />
      <Pagination
        page={paging.page}
        totalPages={Math.ceil(data.count / paging.pageSize)}
        count={data.count}
        pageSize={paging.pageSize}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
    </>
  );
}
