import { useState, type ReactNode } from 'react';
import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import type { Profile } from '@gjs/shared';
import { useProfilePage } from '../api/get-profile.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { profileTexts } from '../lib/profile-texts.ts';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ProfilePhoto } from './profile-photo.tsx';
import { SubscriptionPanel } from './subscription-panel.tsx';
import { MyDataPanel } from './my-data-panel.tsx';
import { PracticePanel } from './practice-panel.tsx';

type ProfilePageProps = {
  /** The subscription's actions (the cancel flow lives in billing; the route composes it). */
  subscriptionActions?: (profile: Profile) => ReactNode;
};

/** The member's profile (product 0420, 0422): read or edit mode, the photo, and the subscription panel. */
export function ProfilePage({ subscriptionActions }: ProfilePageProps) {
  const profile = useProfilePage();
  const [editing, setEditing] = useState(false);
  const texts = useTexts(profileTexts);

  if (profile.isPending) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {texts.loading}
      </Typography>
    );
  }
  if (profile.isError) {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography role="alert" color="error" sx={{ mb: 2, fontWeight: 500 }}>
          {texts.loadFailed}
        </Typography>
        <Button variant="contained" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
          {texts.tryAgain}
        </Button>
      </Box>
    );
  }

  const data = profile.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {texts.heading}
      </Typography>
      <Stack spacing={3}>
        <Paper component="section" aria-label={texts.personalDetails} sx={{ p: 3 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
            <ProfilePhoto profile={data} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              {editing ? (
                <ProfileEditForm profile={data} onDone={() => setEditing(false)} />
              ) : (
                <ProfileDetails profile={data} onEdit={() => setEditing(true)} />
              )}
            </Box>
          </Stack>
        </Paper>
        <PracticePanel />
        <SubscriptionPanel subscription={data.subscription} actions={subscriptionActions?.(data)} />
        <MyDataPanel />
      </Stack>
    </Container>
  );
}
