import { useEffect, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, Box, Button, IconButton, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import type { Profile } from '@gjs/shared';
import { paths } from '#config/paths.ts';
import { DEFAULT_LANGUAGE, type Language } from '#lib/i18n/language.ts';
import { loadTexts, useLanguage, useTexts } from '#lib/i18n/texts.ts';
import { useMyForumStatus } from '../api/get-my-forum-status.ts';
import { dismissWelcome, isNewMember, isWelcomeDismissed } from '../lib/welcome.ts';
import { welcomeTexts } from '../lib/welcome-texts.ts';

/**
 * Whether the banner's texts are there in the page's language. Its code loads after the page's (app-shell.tsx), so
 * its translation is loaded here, once it is to show (a member who sees no banner never downloads it); a translation
 * that cannot be loaded keeps the banner hidden.
 */
function useTranslation(wanted: boolean): boolean {
  const language = useLanguage();
  const [, setLoadedIn] = useState<Language | null>(null);
  const translated =
    language === DEFAULT_LANGUAGE ||
    !welcomeTexts.load[language] ||
    welcomeTexts.loaded[language] !== undefined;
  useEffect(() => {
    if (!wanted || translated) return;
    let current = true;
    loadTexts(language).then(
      () => current && setLoadedIn(language),
      (error: unknown) => console.warn('Welcome banner texts not loaded', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, translated, language]);
  return translated;
}

type WelcomeBannerProps = {
  user: Pick<Profile, 'id' | 'date_joined'> | null;
  /** Maintenance on (or not yet known): the banner stays hidden. */
  maintenance: boolean;
};

/** The banner itself, once its texts are there in the page's language (decision 0211). */
function WelcomeAlert({ onDismiss }: { onDismiss: () => void }) {
  const texts = useTexts(welcomeTexts);
  const navigate = useNavigate();
  return (
    // Its check answers after the page has drawn: over the page's foot, it moves nothing the member is reading.
    <Box
      sx={{
        position: 'fixed',
        insetInline: 16,
        bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
        zIndex: 'snackbar',
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <Alert
        severity="success"
        icon={false}
        aria-label={texts.label}
        sx={{ pointerEvents: 'auto', width: '100%', maxWidth: 560, boxShadow: 6 }}
        action={
          <IconButton aria-label={texts.dismiss} size="small" color="inherit" onClick={onDismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        <AlertTitle sx={{ fontWeight: 700 }}>{texts.title}</AlertTitle>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <span>{texts.text}</span>
          <Button
            variant="contained"
            size="small"
            onClick={() => void navigate(paths.forum.getHref(), { state: { subject: texts.title } })}
          >
            {texts.action}
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}

/**
 * Invites a new member (joined in the last 7 days, no post yet) to introduce themselves (product 0420, 0422). Any error
 * of the check hides it and is only logged; a dismissal lasts, per user.
 */
export default function WelcomeBanner({ user, maintenance }: WelcomeBannerProps) {
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const candidate =
    user !== null &&
    !maintenance &&
    isNewMember(user.date_joined) &&
    dismissedFor !== user.id &&
    !isWelcomeDismissed(user.id);
  const status = useMyForumStatus(user?.id, candidate);

  useEffect(() => {
    if (status.error) console.warn('Welcome banner check failed', status.error);
  }, [status.error]);

  const shown = candidate && user !== null && status.data?.has_posted === false;
  const translated = useTranslation(shown);
  if (!shown || !user || !translated) return null;

  const dismiss = () => {
    dismissWelcome(user.id);
    setDismissedFor(user.id);
  };

  return <WelcomeAlert onDismiss={dismiss} />;
}
