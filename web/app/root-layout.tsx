import { Outlet } from 'react-router';
import { AuthProvider } from '@web/lib/auth';
import { Toaster } from './toaster';

export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <Toaster />
    </AuthProvider>
  );
}
