import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { whenSessionEnds } from './auth';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network and 5xx failures get two more tries.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one cache of API answers, made when the first screen after sign-in loads (the query
 * layout, web/app/query-layout.tsx): the sign-in screen never loads React Query.
 */
export const queryClient = createQueryClient();

// The next user of this browser sees nothing of the last one's answers.
whenSessionEnds(() => queryClient.clear());
