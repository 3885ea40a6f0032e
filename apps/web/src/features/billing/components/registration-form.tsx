import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { PaymentConfig, PlanId, RegisterRequest } from '@gjs/shared';
import { lazyResolver } from '#lib/forms/lazy-resolver.ts';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useCardPayment } from '../hooks/use-card-payment.ts';
import type { StripeAvailability } from '../hooks/use-stripe-js.ts';
import {
  offeredPaymentMethods,
  registrationDefaults,
  type RegistrationFormValues,
} from '../lib/registration-form.ts';
import { registrationTexts } from '../lib/registration-texts.ts';
import { runRegistration } from '../lib/run-registration.ts';
import { AcceptanceFields } from './acceptance-fields.tsx';
import { PaymentMethodField } from './payment-method-field.tsx';
import { RegistrationFields } from './registration-fields.tsx';
import { useMessageText } from '#lib/i18n/message-texts.ts';

type RegistrationFormProps = {
  plan: PlanId;
  config: PaymentConfig;
  card: StripeAvailability['status'];
  /** Leaves for the PayPal approval page; a prop so tests can watch it instead of leaving jsdom. */
  goToApproval?: (url: string) => void;
};

/** The form of product 0421 and the flow of product 0422 Registration and payment. */
const resolver = lazyResolver<RegistrationFormValues, unknown, RegisterRequest>(() =>
  import('../lib/registration-resolver.ts').then((module) => module.registrationResolver),
);

export function RegistrationForm({ plan, config, card, goToApproval }: RegistrationFormProps) {
  const navigate = useNavigate();
  const texts = useTexts(registrationTexts);
  const translate = useMessageText();
  const [failure, setFailure] = useState<string | null>(null);
  const [cardReady, setCardReady] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues, unknown, RegisterRequest>({
    resolver,
    defaultValues: registrationDefaults(plan),
  });
  const cardPayment = useCardPayment(() => getValues() as RegisterRequest, texts.errors);
  const methods = useMemo(() => offeredPaymentMethods(config, card), [config, card]);
  const method = watch('payment_method');

  // The first offered method is preselected once the offer is known, and replaced if it disappears.
  useEffect(() => {
    const first = methods[0];
    if (first && (method === undefined || !methods.includes(method))) setValue('payment_method', first);
  }, [methods, method, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const card = values.payment_method === 'stripe' ? cardPayment : null;
    const outcome = await runRegistration(values, card, texts.errors);
    if (outcome.kind === 'error') setFailure(outcome.message);
    else if (outcome.kind === 'approve')
      (goToApproval ?? ((url) => window.location.assign(url)))(outcome.url);
    else await navigate(paths.paymentSuccess.getHref(), { state: outcome.state });
  });

  const waitingForCard = method === 'stripe' && !cardReady;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {failure}
        </Alert>
      )}
      <RegistrationFields register={register} errors={errors} disabled={isSubmitting} />
      <Controller
        name="payment_method"
        control={control}
        render={({ field }) => (
          <PaymentMethodField
            methods={methods}
            card={card}
            value={field.value}
            onChange={field.onChange}
            onCardReadyChange={setCardReady}
            error={errors.payment_method?.message && translate(errors.payment_method.message)}
          />
        )}
      />
      <AcceptanceFields control={control} errors={errors} disabled={isSubmitting} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isSubmitting || waitingForCard}
        sx={{ mt: 3 }}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {isSubmitting ? texts.processing : texts.submit[method ?? 'none']}
      </Button>
    </Box>
  );
}
