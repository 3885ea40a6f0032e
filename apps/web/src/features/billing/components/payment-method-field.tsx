import {
  Alert,
  Box,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import type { PaymentMethod } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import type { StripeAvailability } from '../hooks/use-stripe-js.ts';
import { registrationTexts } from '../lib/registration-texts.ts';
import { CardFields } from './card-fields.tsx';

type PaymentMethodFieldProps = {
  /** The methods offered, in the order shown. */
  methods: PaymentMethod[];
  card: StripeAvailability['status'];
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
  onCardReadyChange: (ready: boolean) => void;
  error?: string | undefined;
};

/** The payment method choice; the card option only when Stripe.js is there (product 0420 Registration). */
export function PaymentMethodField(props: PaymentMethodFieldProps) {
  const { methods, card, value, onChange, onCardReadyChange, error } = props;
  const texts = useTexts(registrationTexts).payment;
  if (card === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} aria-label={texts.loading} />
      </Box>
    );
  }
  return (
    <FormControl error={Boolean(error)} fullWidth sx={{ mt: 3 }}>
      <FormLabel id="payment-method-label">{texts.label}</FormLabel>
      {card === 'unavailable' && (
        <Alert severity="info" sx={{ my: 1 }}>
          {texts.cardUnavailable}
        </Alert>
      )}
      <RadioGroup
        aria-labelledby="payment-method-label"
        name="payment_method"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
      >
        {methods.map((method) => (
          <FormControlLabel key={method} value={method} control={<Radio />} label={texts.methods[method]} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
      {value === 'stripe' && card === 'ready' && <CardFields onReadyChange={onCardReadyChange} />}
    </FormControl>
  );
}
