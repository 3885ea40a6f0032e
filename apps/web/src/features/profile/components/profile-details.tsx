import { Box, Button, Typography } from '@mui/material';
import type { Profile } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { profileTexts } from '../lib/profile-texts.ts';

/** The read mode of the profile. */
export function ProfileDetails({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const texts = useTexts(profileTexts);
  const labels = texts.details;
  const rows: [string, string][] = [
    [labels.username, profile.username],
    [labels.firstName, profile.first_name],
    [labels.lastName, profile.last_name],
    [labels.email, profile.email],
    [labels.level, texts.level(profile.level)],
    [labels.language, texts.language(profile.language)],
    [labels.bio, profile.bio || '—'],
    [labels.emailNotifications, profile.email_notifications ? labels.on : labels.off],
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button variant="contained" onClick={onEdit} sx={{ mt: 3 }}>
        {labels.edit}
      </Button>
    </>
  );
}
