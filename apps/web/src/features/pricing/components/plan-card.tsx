import type { ReactNode } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';

type PlanCardProps = {
  title: string;
  price: string;
  period: string;
  note: string;
  features: string[];
  action: string;
  onSelect: () => void;
  badge?: string;
  tone?: 'primary' | 'error';
  footnote?: ReactNode;
};

/** A plan: heading, price, what it includes and the button that picks it. */
export function PlanCard({
  title,
  price,
  period,
  note,
  features,
  action,
  onSelect,
  badge,
  tone = 'primary',
}: PlanCardProps) {
  const color = tone === 'error' ? 'error.main' : 'primary.main';
  const headingId = `plan-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      elevation={tone === 'primary' ? 6 : 1}
      sx={{
        borderRadius: 4,
        border: 2,
        borderColor: color,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ bgcolor: color, color: '#fff', px: 4, py: 2.5, textAlign: 'center' }}>
        {badge && (
          <Chip
            label={badge}
            size="small"
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700, mb: 1 }}
          />
        )}
        <Typography
          id={headingId}
          variant="h2"
          sx={{ fontSize: '1.25rem', letterSpacing: 2, fontWeight: 700 }}
        >
          {title}
        </Typography>
      </Box>
      <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <Typography component="span" sx={{ fontSize: '3rem', fontWeight: 700, lineHeight: 1 }}>
            {price}
          </Typography>
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {period}
          </Typography>
        </Box>
        <Typography align="center" sx={{ color, fontWeight: 600, mb: 3 }}>
          {note}
        </Typography>
        <List dense disablePadding sx={{ mb: 3, flexGrow: 1 }}>
          {features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 34, color }}>
                <CheckIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        <Button variant="contained" color={tone} size="large" fullWidth onClick={onSelect}>
          {action}
        </Button>
      </Box>
    </Paper>
  );
}
