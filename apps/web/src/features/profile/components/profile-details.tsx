import { Box, Button, Typography } from '@mui/material';
import type { Profile } from '@gjs/shared';
import { capitalise } from '../lib/profile-form.ts';

/** The read mode of the profile. */
export function ProfileDetails({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const rows: [string, string][] = [
    ['Username', profile.username],
    ['First Name', profile.first_name],
    ['Last Name', profile.last_name],
    ['Email', profile.email],
    ['Level', capitalise(profile.level)],
    ['Language', capitalise(profile.language)],
    ['Bio', profile.bio || '—'],
    ['Email Notifications', profile.email_notifications ? 'On' : 'Off'],
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
        Edit Profile
      </Button>
    </>
  );
}
