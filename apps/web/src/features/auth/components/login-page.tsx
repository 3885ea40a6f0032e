import { useEffect, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '#components/ui/form-card.tsx';
import { pendingLanguageChoice } from '#lib/i18n/language-choice.ts';
import { addressAfterSignIn } from '#lib/i18n/language-of-member.ts';
import { loadPageInstead } from '#lib/page-load.ts';
import { useLanguage, useTexts } from '#lib/i18n/texts.ts';
import { useAuth } from '#lib/session/use-auth.ts';
import { loginTexts } from '../lib/login-texts.ts';
import { safeRedirectTarget } from '../lib/redirect-target.ts';
import { LoginForm } from './login-form.tsx';

/** Long enough to read 'You are already logged in' before being sent on. */
export const ALREADY_LOGGED_IN_REDIRECT_MS = 1000;

export function LoginPage() {
  const { user, isAuthenticated, loading } = useAuth();
  const t = useTexts(loginTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('redirect'));
  // Set when this page starts a sign-in: the session that follows is not an "already logged in" one.
  const [signedInHere, setSignedInHere] = useState(false);
  // A pick with the switch leads here by a new page load: read as the page starts, before the member's layout stores
  // it with the account and forgets it.
  const [pendingChoice] = useState(pendingLanguageChoice);

  // One way out for both cases: at once after a sign-in made here, after a moment for one who arrived signed in. It
  // leads on in the member's language (docs/decisions/0701-the-interface-in-german-and-english.md).
  useEffect(() => {
    if (!user) return;
    const delay = signedInHere ? 0 : ALREADY_LOGGED_IN_REDIRECT_MS;
    const timer = setTimeout(() => {
      const elsewhere = addressAfterSignIn(target, user, language, pendingChoice);
      // Another language is another address space (its basename, its texts): the page loads anew there.
      if (elsewhere) loadPageInstead(elsewhere);
      else void navigate(target, { replace: true });
    }, delay);
    return () => clearTimeout(timer);
  }, [user, signedInHere, navigate, target, language, pendingChoice]);

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
