import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import type { Subscription } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { subscriptionRows } from '../lib/profile-form.ts';
import { profileTexts } from '../lib/profile-texts.ts';

type SubscriptionPanelProps = {
  subscription: Subscription | null;
  /** What the member can do about it (the cancel flow, composed by the route). */
  actions?: ReactNode;
};

/** Plan, status, provider, start date and 'Next Billing Date' (product 0420, 0421). */
export function SubscriptionPanel({ subscription, actions }: SubscriptionPanelProps) {
  const texts = useTexts(profileTexts).subscription;
  return (
    <Paper component="section" aria-labelledby="subscription-title" sx={{ p: 3 }}>
      <Typography id="subscription-title" variant="h5" component="h2" gutterBottom>
        {texts.heading}
      </Typography>
      {subscription ? (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
        >
          {subscriptionRows(subscription, texts).map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{texts.none}</Typography>
      )}
      {actions && <Box sx={{ mt: 3 }}>{actions}</Box>}
    </Paper>
  );
}
