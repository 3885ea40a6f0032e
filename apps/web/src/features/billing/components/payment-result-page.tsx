import { Box, Button, CircularProgress, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { Link as RouterLink } from 'react-router';
import { FormCard } from '#components/ui/form-card.tsx';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { usePaymentResult } from '../hooks/use-payment-result.ts';
import { paymentResultTexts } from '../lib/payment-result-texts.ts';

/** /payment/success and /payment/cancel (product 0420 Payment result): one screen for both. */
export function PaymentResultPage() {
  const texts = useTexts(paymentResultTexts);
  const view = usePaymentResult(texts.errors);

  if (view.kind === 'processing') {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
        <CircularProgress aria-label={texts.processingLabel} />
        <Typography>{texts.processing}</Typography>
      </Box>
    );
  }

  if (view.kind === 'error') {
    return (
      <FormCard title={texts.failedTitle}>
        <Box sx={{ textAlign: 'center' }}>
          <ErrorOutlined color="error" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
          <Typography role="alert" sx={{ mb: 3 }}>
            {view.message || texts.defaultError}
          </Typography>
          <Button component={RouterLink} to={paths.pricing.getHref()} variant="contained">
            {texts.returnToPricing}
          </Button>
        </Box>
      </FormCard>
    );
  }

  return (
    <FormCard title={texts.successTitle}>
      <Box sx={{ textAlign: 'center' }}>
        <CheckCircleOutlined color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography role="status">{texts.success}</Typography>
      </Box>
    </FormCard>
  );
}
