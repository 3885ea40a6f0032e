import { Box, Button, CircularProgress, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { Link as RouterLink } from 'react-router';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { paths } from '../../../config/paths.ts';
import { usePaymentResult } from '../hooks/use-payment-result.ts';
import { PAYMENT_RESULT_TEXTS as TEXTS } from '../lib/resolve-payment-result.ts';

/** /payment/success and /payment/cancel (decision 0420 Payment result): one screen for both. */
export function PaymentResultPage() {
  const view = usePaymentResult();

  if (view.kind === 'processing') {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
        <CircularProgress aria-label="Processing" />
        <Typography>{TEXTS.processing}</Typography>
      </Box>
    );
  }

  if (view.kind === 'error') {
    return (
      <FormCard title={TEXTS.failedTitle}>
        <Box sx={{ textAlign: 'center' }}>
          <ErrorOutlined color="error" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
          <Typography role="alert" sx={{ mb: 3 }}>
            {view.message || TEXTS.defaultError}
          </Typography>
          <Button component={RouterLink} to={paths.pricing.getHref()} variant="contained">
            Return to Pricing
          </Button>
        </Box>
      </FormCard>
    );
  }

  return (
    <FormCard title={TEXTS.successTitle}>
      <Box sx={{ textAlign: 'center' }}>
        <CheckCircleOutlined color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography role="status">{TEXTS.success}</Typography>
      </Box>
    </FormCard>
  );
}
