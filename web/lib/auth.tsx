import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { apiRequest, ensureFreshAccessToken, setUnauthorizedHandler } from './api-client';
import {
  nowInSeconds,
  readRefreshToken,
  restoreSession,
  saveSession,
  saveUser,
  toSessionUser,
  type SessionUser,
} from './session';
import { SESSION_KEYS, clearSessionStorage, readAccessToken } from './storage';

interface AuthContextValue {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  signIn: (session: { access: string; refresh?: string | null; user: SessionUser }) => void;
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const sessionEndListeners = new Set<() => void>();

/**
 * Runs `listener` whenever a session ends (sign-out, a refused token, another tab signing out):
 * the API cache forgets the user's answers this way without sign-in loading it.
 */
export function whenSessionEnds(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** Keeps the access token fresh while the app is open, even with no calls (a quiet till). */
const FRESHNESS_CHECK_MS = 60_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // Stored session is read synchronously, so there is no loading phase at start.
  const [user, setUser] = useState<SessionUser | null>(() => restoreSession(nowInSeconds()));
  const isLoading = false;

  const endSession = useCallback(() => {
    setUser(null);
    sessionEndListeners.forEach((listener) => listener());
    if (window.location.pathname !== '/') navigate('/', { replace: true });
  }, [navigate]);

  useEffect(() => {
    setUnauthorizedHandler(endSession);
    return () => setUnauthorizedHandler(null);
  }, [endSession]);

  useEffect(() => {
    if (!user) return undefined;
    const check = () => {
      ensureFreshAccessToken().catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = window.setInterval(check, FRESHNESS_CHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [user]);

  // The server has the last word on a stored session: a deactivated user or a revoked token is
  // answered 401, which the api client turns into a sign-out; a changed role is picked up.
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null) return undefined;
    const controller = new AbortController();
    apiRequest<unknown>('/auth/me/', { signal: controller.signal })
      .then((fresh) => {
        const confirmed = toSessionUser(fresh);
        if (confirmed && confirmed.id === userId) {
          saveUser(confirmed);
          setUser((current) => (sameUser(current, confirmed) ? current : confirmed));
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId]);

  // Logging out in one tab logs out the others.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const touchesSession =
        event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key);
      if (touchesSession && user && !readAccessToken()) endSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [user, endSession]);

  const signIn = useCallback<AuthContextValue['signIn']>((session) => {
    saveSession(session);
    setUser(session.user);
  }, []);

  const logout = useCallback(() => {
    const refresh = readRefreshToken();
    const access = readAccessToken();
    clearSessionStorage();
    if (refresh) {
      // Best effort: the session ends on this device whether or not the server answers.
      apiRequest('/auth/logout/', {
        method: 'POST',
        body: { refresh },
        auth: false,
        headers: access ? { Authorization: `JWT ${access}` } : {},
      }).catch(() => undefined);
    }
    endSession();
  }, [endSession]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isAuthenticated: user !== null, isLoading, signIn, logout }),
    [user, isLoading, signIn, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function sameUser(a: SessionUser | null, b: SessionUser): boolean {
  return (
    a !== null &&
    a.id === b.id &&
    a.username === b.username &&
    a.role === b.role &&
    a.agent_id === b.agent_id &&
    a.cashier_id === b.cashier_id
  );
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
