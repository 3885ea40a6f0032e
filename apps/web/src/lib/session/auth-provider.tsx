import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@gjs/shared';
import { setStaffSession } from '../maintenance.ts';
import {
  clearTokens,
  getRefreshToken,
  getToken,
  hasStoredSession,
  setTokens,
  subscribeTokens,
} from '../storage.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { sessionProfileQueryKey, sessionProfileQueryOptions } from './profile-query.ts';
import { requestLogin, requestLogout } from './session-api.ts';

type AuthProviderProps = {
  children: ReactNode;
  /** Where logout leads; the app passes its router's navigation to /. */
  onLoggedOut?: () => void;
};

export function AuthProvider({ children, onLoggedOut }: AuthProviderProps) {
  const queryClient = useQueryClient();
  // Follows the stored tokens, so a refresh failure anywhere (or a logout in another tab) ends the session here.
  const hasTokens = useSyncExternalStore(subscribeTokens, hasStoredSession, () => false);
  const profile = useQuery({ ...sessionProfileQueryOptions, enabled: hasTokens });

  useEffect(() => {
    // A lone token cannot make a session; drop it so no request carries a stale bearer.
    if (!hasStoredSession() && (getToken() !== null || getRefreshToken() !== null)) clearTokens();
  }, []);

  useEffect(() => {
    // The client has already tried its one refresh: any failure now ends the session silently (product 0422).
    if (hasTokens && profile.isError) clearTokens();
  }, [hasTokens, profile.isError]);

  const login = useCallback(
    async (credentials: LoginRequest) => {
      // Forget the previous user's profile and staff flag before the new tokens switch the session on.
      setStaffSession(false);
      await queryClient.resetQueries({ queryKey: sessionProfileQueryKey });
      try {
        setTokens(await requestLogin(credentials));
        return await queryClient.fetchQuery({ ...sessionProfileQueryOptions, staleTime: 0 });
      } catch (error) {
        clearTokens();
        throw error;
      }
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const refresh = getRefreshToken();
    if (refresh) {
      try {
        await requestLogout(refresh);
      } catch {
        // The local session ends either way; the refresh token then simply expires on the server.
      }
    }
    clearTokens();
    setStaffSession(false);
    onLoggedOut?.();
  }, [onLoggedOut]);

  const user = hasTokens ? (profile.data ?? null) : null;
  const loading = hasTokens && profile.isPending;
  // While a server-rendered page hydrates, the tokens read as absent whatever is stored.
  const settled = !loading && hasTokens === hasStoredSession();
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      loading,
      settled,
      login,
      logout,
    }),
    [user, loading, settled, login, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
