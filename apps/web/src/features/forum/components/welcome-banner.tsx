import { useEffect, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, Button, Container, IconButton, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import type { Profile } from '@gjs/shared';
import { paths } from '../../../config/paths.ts';
import { useMyForumStatus } from '../api/get-my-forum-status.ts';
import { dismissWelcome, isNewMember, isWelcomeDismissed, WELCOME_TITLE } from '../lib/welcome.ts';

type WelcomeBannerProps = {
  user: Pick<Profile, 'id' | 'date_joined'> | null;
  /** Maintenance on (or not yet known): the banner stays hidden. */
  maintenance: boolean;
};

/**
 * Invites a new member (joined in the last 7 days, no post yet) to introduce themselves (decisions 0420, 0422). Any error
 * of the check hides it and is only logged; a dismissal lasts, per user.
 */
export default function WelcomeBanner({ user, maintenance }: WelcomeBannerProps) {
  const navigate = useNavigate();
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

  if (!candidate || !user || status.data?.has_posted !== false) return null;

  const dismiss = () => {
    dismissWelcome(user.id);
    setDismissedFor(user.id);
  };

  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert
        severity="success"
        icon={false}
        aria-label="Welcome"
        action={
          <IconButton aria-label="Dismiss welcome message" size="small" color="inherit" onClick={dismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        <AlertTitle sx={{ fontWeight: 700 }}>{WELCOME_TITLE}</AlertTitle>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <span>
            We are glad you are here. Introduce yourself to the community: tell us where you play, what you
            are working on and which gypsy jazz tunes you love.
          </span>
          <Button
            variant="contained"
            size="small"
            onClick={() => void navigate(paths.forum.getHref(), { state: { subject: WELCOME_TITLE } })}
          >
            Create Welcome Post
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
