/** Same origin: the dev server and the production server both answer under /api/v1. */
export const API_BASE = '/api/v1';
