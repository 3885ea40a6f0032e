import { useEffect, useState } from 'react';
import { Box, Button } from '@mui/material';
import { LazyAlert } from '#components/ui/lazy-alert.tsx';
import { useForm } from 'react-hook-form';
import type { ContactMessageInput } from '@gjs/shared';
import { lazyResolver } from '#lib/forms/lazy-resolver.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { useSubmitContactMessage } from '../api/submit-contact-message.ts';
import { CONTACT_SUCCESS_MS, contactErrorText } from '../lib/contact-error.ts';
import { contactTexts } from '../lib/contact-texts.ts';

const EMPTY: ContactMessageInput = { name: '', email: '', message: '' };

type Outcome = { kind: 'success' } | { kind: 'error'; text: string } | null;

/**
 * The contact form (product 0422): idle, submitting ('Sending...', fields disabled), success (the notice for 6 s and an
 * empty form) or error (an alert).
 */
const resolver = lazyResolver<ContactMessageInput>(() =>
  import('../lib/contact-resolver.ts').then((module) => module.contactResolver),
);

export function ContactForm() {
  const t = useTexts(contactTexts);
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
      setOutcome({ kind: 'error', text: contactErrorText(error, t.failed) });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t.form}>
      {outcome?.kind === 'success' && (
        <LazyAlert severity="success" sx={{ mb: 2 }}>
          {t.sent}
        </LazyAlert>
      )}
      {outcome?.kind === 'error' && (
        <LazyAlert severity="error" sx={{ mb: 2 }}>
          {outcome.text}
        </LazyAlert>
      )}
      <FormTextField
        label={t.name}
        required
        autoComplete="name"
        disabled={isSubmitting}
        registration={register('name')}
        error={errors.name}
      />
      <FormTextField
        label={t.email}
        type="email"
        required
        autoComplete="email"
        disabled={isSubmitting}
        registration={register('email')}
        error={errors.email}
      />
      <FormTextField
        label={t.message}
        required
        multiline
        rows={6}
        disabled={isSubmitting}
        registration={register('message')}
        error={errors.message}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
        {isSubmitting ? t.sending : t.send}
      </Button>
    </Box>
  );
}
