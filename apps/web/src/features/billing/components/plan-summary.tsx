import { Box, Typography } from '@mui/material';
import { PLANS, type PlanId } from '@gjs/shared';

/** '19.99 € / month': the plan constants are the one source of prices (decision 0401). */
export function planPriceText(plan: PlanId): string {
  const { amount, interval } = PLANS[plan];
  return `${amount.toFixed(2)} € / ${interval}`;
}

/** The selected plan above the form: its name, its price and, for plans with one, the free trial. */
export function PlanSummary({ plan }: { plan: PlanId }) {
  const { name, trialDays } = PLANS[plan];
  return (
    <Box
      aria-label="Selected plan"
      role="region"
      sx={{ textAlign: 'center', bgcolor: 'grey.100', borderRadius: 2, p: 2, mb: 3 }}
    >
      <Typography variant="h6" component="p">
        {`${name} Plan`}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} color="primary">
        {planPriceText(plan)}
      </Typography>
      {trialDays > 0 && (
        <Typography color="text.secondary">{`First ${trialDays} days free trial`}</Typography>
      )}
    </Box>
  );
}
