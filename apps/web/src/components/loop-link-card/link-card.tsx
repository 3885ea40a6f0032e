import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

type LinkCardProps = { to: string; testId: string; icon: ReactNode; title: string; detail: string };

/**
 * The card a practice link in a forum text shows as (a loop link, decision 0630; a score link, decision 0631): an
 * icon, what it opens and the passage. Inline (a span) because it sits inside a paragraph of the text.
 */
export function LinkCard({ to, testId, icon, title, detail }: LinkCardProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      data-testid={testId}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.5,
        maxWidth: '100%',
        my: 0.5,
        px: 1.5,
        py: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        textDecoration: 'none',
        verticalAlign: 'middle',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'primary.main' }}>
        {icon}
      </Box>
      <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {detail && (
          <Typography component="span" variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
