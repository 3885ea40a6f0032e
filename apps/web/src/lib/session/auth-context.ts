import { createContext } from 'react';
import type { LoginRequest, Profile } from '@gjs/shared';

export type AuthContextValue = {
  user: Profile | null;
  isAuthenticated: boolean;
  /** True while the start-up check (or a login's profile load) runs. */
  loading: boolean;
  /**
   * True once what shows is the stored session's own view: not loading, and past the first render of a server-rendered
   * page, which is always the logged-out one (the server cannot see the browser's storage). Until then a logged-out
   * view may still turn into a member's: no move should be made on it.
   */
  settled: boolean;
  /** Stores the token pair and loads the profile; on failure clears the session and rethrows. */
  login: (credentials: LoginRequest) => Promise<Profile>;
  /** Revokes the refresh token on the server (failure ignored), clears the session, then goes to /. */
  logout: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
