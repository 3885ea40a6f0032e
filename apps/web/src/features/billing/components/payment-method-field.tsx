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
import type { StripeAvailability } from '../hooks/use-stripe-js.ts';
import { CardFields } from './card-fields.tsx';

export const CARD_UNAVAILABLE = 'Credit card payments are temporarily unavailable. Please use PayPal.';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  stripe: 'Credit Card',
  paypal: 'PayPal',
  none: 'Without payment (free signup)',
};

type PaymentMethodFieldProps = {
  /** The methods offered, in the order shown. */
  methods: PaymentMethod[];
  card: StripeAvailability['status'];
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
  onCardReadyChange: (ready: boolean) => void;
  error?: string | undefined;
};

/** The payment method choice; the card option only when Stripe.js is there (decision 0420 Registration). */
export function PaymentMethodField(props: PaymentMethodFieldProps) {
  const { methods, card, value, onChange, onCardReadyChange, error } = props;
  if (card === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} aria-label="Loading payment methods" />
      </Box>
    );
  }
  return (
    <FormControl error={Boolean(error)} fullWidth sx={{ mt: 3 }}>
      <FormLabel id="payment-method-label">Payment Method</FormLabel>
      {card === 'unavailable' && (
        <Alert severity="info" sx={{ my: 1 }}>
          {CARD_UNAVAILABLE}
        </Alert>
      )}
      <RadioGroup
        aria-labelledby="payment-method-label"
        name="payment_method"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
      >
        {methods.map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio />}
            label={PAYMENT_METHOD_LABELS[method]}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
      {value === 'stripe' && card === 'ready' && <CardFields onReadyChange={onCardReadyChange} />}
    </FormControl>
  );
}
