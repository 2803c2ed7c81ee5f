import { Navigate, Outlet } from 'react-router';
import { hasPermission, hasRole, type Permission, type Role } from '@core/auth/roles';
import { useAuth } from '@web/lib/auth';
import { LoadingScreen } from '@web/components/ui/loading-screen';

interface RouteGuardProps {
  permission?: Permission;
  role?: Role;
  fallbackPath?: string;
}

/**
 * SPEC section 2 guard behaviour: "Loading..." while authentication loads; not authenticated
 * goes to /; a failed role or permission check goes to the fallback path (default /).
 */
export function RouteGuard({ permission, role, fallbackPath = '/' }: RouteGuardProps) {
  const { isLoading, isAuthenticated, user } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!isAuthenticated || !user) return <Navigate to="/" replace />;
  if (permission && !hasPermission(user.role, permission))
    return <Navigate to={fallbackPath} replace />;
  if (role && !hasRole(user.role, role)) return <Navigate to={fallbackPath} replace />;
  return <Outlet />;
}
