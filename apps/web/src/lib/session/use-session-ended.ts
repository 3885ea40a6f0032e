import { useState } from 'react';
import { useAuth } from './use-auth.ts';

/**
 * True once the session has ended while the calling screen was open (logout, a cancelled subscription, a failed
 * refresh). A members-only screen then sends the user to /, where logout leads anyway (product 0422), instead of to the
 * login page: two navigations to different places would race, and the login page could win.
 */
export function useSessionEnded(): boolean {
  const { isAuthenticated, loading } = useAuth();
  const [wasAuthenticated, setWasAuthenticated] = useState(isAuthenticated);
  if (isAuthenticated && !wasAuthenticated) setWasAuthenticated(true);
  return wasAuthenticated && !isAuthenticated && !loading;
}
