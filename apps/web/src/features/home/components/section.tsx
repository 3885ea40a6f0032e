import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** The centred heading of a home page section, with an optional line under it. */
export function SectionHeading({
  id,
  children,
  subtitle,
}: {
  id: string;
  children: string;
  subtitle?: ReactNode;
}) {
  return (
    <>
      <Typography
        id={id}
        variant="h2"
        align="center"
        sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: subtitle ? 1.5 : { xs: 4, md: 5 } }}
      >
        {children}
      </Typography>
      {subtitle && (
        <Typography
          align="center"
          color="text.secondary"
          sx={{ maxWidth: 640, mx: 'auto', mb: { xs: 4, md: 5 } }}
        >
          {subtitle}
        </Typography>
      )}
    </>
  );
}
