/** SPEC section 3 "List reports" pagination; page numbers, null at either end. */
export function paginationOf(count: number, page: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    current_page: page,
    total_pages: totalPages,
    next: page < totalPages ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, totalPages) : null,
  };
}
