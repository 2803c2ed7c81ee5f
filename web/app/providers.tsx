import type { ReactNode } from 'react';
import { ThemeProvider } from '@web/lib/theme';

/**
 * App-wide providers that do not need the router (the auth provider lives in the root route, React
 * Query's in the query layout around every screen but sign-in: web/app/query-layout.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return <ThemeProvider>{children}</ThemeProvider>;
}
