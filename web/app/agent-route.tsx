import { Outlet } from 'react-router';
import { useAuth } from '@web/lib/auth';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { AppLayout } from './layout/app-layout';

/**
 * /agent shows SPEC's own messages instead of redirecting: signed out, the agent screen alone
 * ("Authentication Error"); signed in with another role, inside the layout ("Access Denied").
 */
export function AgentRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return isAuthenticated ? <AppLayout /> : <Outlet />;
}
