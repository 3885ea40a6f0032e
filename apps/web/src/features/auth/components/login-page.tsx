import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { useAuth } from '../../../lib/session/use-auth.ts';
import { safeRedirectTarget } from '../lib/redirect-target.ts';
import { LoginForm } from './login-form.tsx';

/** Long enough to read 'You are already logged in' before being sent on. */
export const ALREADY_LOGGED_IN_REDIRECT_MS = 1000;

export function LoginPage() {
  const { isAuthenticated, loading } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('redirect'));
  // Set when this page starts a sign-in: the session that follows is not an "already logged in" one.
  const [signedInHere, setSignedInHere] = useState(false);

  // One way out for both cases: at once after a sign-in made here, after a moment for one who arrived signed in.
  useEffect(() => {
    if (!isAuthenticated) return;
    const delay = signedInHere ? 0 : ALREADY_LOGGED_IN_REDIRECT_MS;
    const timer = setTimeout(() => void navigate(target, { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [isAuthenticated, signedInHere, navigate, target]);

  if (isAuthenticated && !signedInHere) {
    return (
      <FormCard title="You are already logged in">
        <Typography align="center" color="text.secondary">
          Redirecting you...
        </Typography>
      </FormCard>
    );
  }

  if (loading && !signedInHere) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }

  return (
    <FormCard title="Sign in to your account">
      {target !== '/' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Please log in to view the content
        </Alert>
      )}
      <LoginForm onSubmitStart={() => setSignedInHere(true)} />
    </FormCard>
  );
}
