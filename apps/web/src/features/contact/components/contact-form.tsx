import { useEffect, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { CONTACT_SUCCESS_MESSAGE, type ContactMessageInput } from '@gjs/shared';
import { lazyResolver } from '../../../lib/forms/lazy-resolver.ts';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useSubmitContactMessage } from '../api/submit-contact-message.ts';
import { CONTACT_SUCCESS_MS, contactErrorText } from '../lib/contact-texts.ts';

const EMPTY: ContactMessageInput = { name: '', email: '', message: '' };

type Outcome = { kind: 'success' } | { kind: 'error'; text: string } | null;

/**
 * The contact form (decision 0422): idle, submitting ('Sending...', fields disabled), success (the notice for 6 s and an
 * empty form) or error (an alert).
 */
const resolver = lazyResolver<ContactMessageInput>(() =>
  import('../lib/contact-resolver.ts').then((module) => module.contactResolver),
);

export function ContactForm() {
  const submit = useSubmitContactMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({ resolver, defaultValues: EMPTY });

  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    const timer = setTimeout(() => setOutcome(null), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await submit.mutateAsync(values);
      reset(EMPTY);
      setOutcome({ kind: 'success' });
    } catch (error) {
      setOutcome({ kind: 'error', text: contactErrorText(error) });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Contact form">
      {outcome?.kind === 'success' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {CONTACT_SUCCESS_MESSAGE}
        </Alert>
      )}
      {outcome?.kind === 'error' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
      <FormTextField
        label="Name"
        required
        autoComplete="name"
        disabled={isSubmitting}
        registration={register('name')}
        error={errors.name}
      />
      <FormTextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        disabled={isSubmitting}
        registration={register('email')}
        error={errors.email}
      />
      <FormTextField
        label="Message"
        required
        multiline
        rows={6}
        disabled={isSubmitting}
        registration={register('message')}
        error={errors.message}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </Box>
  );
}
