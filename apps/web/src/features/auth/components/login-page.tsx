import { useEffect, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { useTexts } from '../../../lib/i18n/texts.ts';
import { useAuth } from '../../../lib/session/use-auth.ts';
import { loginTexts } from '../lib/login-texts.ts';
import { safeRedirectTarget } from '../lib/redirect-target.ts';
import { LoginForm } from './login-form.tsx';

/** Long enough to read 'You are already logged in' before being sent on. */
export const ALREADY_LOGGED_IN_REDIRECT_MS = 1000;

export function LoginPage() {
  const { isAuthenticated, loading } = useAuth();
  const t = useTexts(loginTexts);
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
      <FormCard title={t.already}>
        <Typography align="center" color="text.secondary">
          {t.redirecting}
        </Typography>
      </FormCard>
    );
  }

  if (loading && !signedInHere) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t.loading} />
      </Box>
    );
  }

  return (
    <FormCard title={t.heading}>
      {target !== '/' && (
        // A note in the page's flow (the spec's "note"), not an alert: it is there from the first paint.
        <Typography
          role="note"
          sx={{
            mb: 2,
            px: 2,
            py: 1.5,
            borderLeft: 4,
            borderColor: 'info.main',
            bgcolor: 'grey.100',
            borderRadius: 1,
          }}
        >
          {t.note}
        </Typography>
      )}
      <LoginForm onSubmitStart={() => setSignedInHere(true)} />
    </FormCard>
  );
}
