import { createContext } from 'react';
import type { LoginRequest, Profile } from '@gjs/shared';

export type AuthContextValue = {
  user: Profile | null;
  isAuthenticated: boolean;
  /** True while the start-up check (or a login's profile load) runs. */
  loading: boolean;
  /** Stores the token pair and loads the profile; on failure clears the session and rethrows. */
  login: (credentials: LoginRequest) => Promise<Profile>;
  /** Revokes the refresh token on the server (failure ignored), clears the session, then goes to /. */
  logout: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
