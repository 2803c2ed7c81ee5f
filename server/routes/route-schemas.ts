import { errorResponseSchema } from '@core/schemas/common';

export const security = [{ jwt: [] }];

/** OpenAPI's mark of a route anyone may call, without a token. */
export const noSecurity = [];

/** The error answers every authenticated route may give. */
export const authErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
} as const;

export const withNotFound = { ...authErrors, 404: errorResponseSchema } as const;
export const withConflict = { ...withNotFound, 409: errorResponseSchema } as const;
