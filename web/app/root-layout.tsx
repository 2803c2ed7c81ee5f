import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '@web/lib/auth';

// The notifications container (react-toastify and its CSS, 7 KB gzip) is not part of the first
// load: no screen toasts before the user acts, and a toast sent earlier waits for the container.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
      {/* A new page opens at its top; Back returns to where the reader was. */}
      <ScrollRestoration />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </AuthProvider>
  );
}
