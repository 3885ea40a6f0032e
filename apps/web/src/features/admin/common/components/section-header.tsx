import { Button, Stack, Typography } from '@mui/material';

/** A sub-heading with an outlined action button on the right, e.g. "Chapters" / "Add chapter". */
export function SectionHeader({
  title,
  actionLabel,
  onAction,
}: {
  title: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Button variant="outlined" onClick={onAction}>
        {actionLabel}
      </Button>
    </Stack>
  );
}
