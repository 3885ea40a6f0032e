import { Box, Typography } from '@mui/material';
import { PLANS, type PlanId } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { registrationTexts } from '../lib/registration-texts.ts';

/** The selected plan above the form: its name, its price and, for plans with one, the free trial. */
export function PlanSummary({ plan }: { plan: PlanId }) {
  const texts = useTexts(registrationTexts).plan;
  // The plan constants are the one source of prices (decision 0401).
  const { name, amount, interval, trialDays } = PLANS[plan];
  return (
    <Box
      aria-label={texts.label}
      role="region"
      sx={{ textAlign: 'center', bgcolor: 'grey.100', borderRadius: 2, p: 2, mb: 3 }}
    >
      <Typography variant="h6" component="p">
        {texts.name(name)}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} color="primary">
        {texts.price(amount, interval)}
      </Typography>
      {trialDays > 0 && <Typography color="text.secondary">{texts.trial(trialDays)}</Typography>}
    </Box>
  );
}
