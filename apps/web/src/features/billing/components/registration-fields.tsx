import { Grid } from '@mui/material';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { LANGUAGES, LEVELS } from '@gjs/shared';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { COUNTRY_NAMES, SELECT_COUNTRY } from '../lib/countries.ts';
import type { RegistrationFormValues } from '../lib/registration-form.ts';

const LANGUAGE_LABELS = { english: 'English', deutsch: 'Deutsch' } as const;
const LEVEL_LABELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const;

type TextFieldName = Exclude<
  keyof RegistrationFormValues,
  'country' | 'language' | 'level' | 'plan' | 'payment_method' | 'acceptTerms' | 'acceptPrivacy'
>;

const TEXT_FIELDS: {
  name: TextFieldName;
  label: string;
  type?: string;
  autoComplete: string;
  half?: boolean;
}[] = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', half: true },
  {
    name: 'password2',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
    half: true,
  },
  { name: 'first_name', label: 'First Name', autoComplete: 'given-name', half: true },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name', half: true },
  { name: 'street_address', label: 'Street Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2', half: true },
  { name: 'state', label: 'State', autoComplete: 'address-level1', half: true },
  { name: 'postal_code', label: 'Postal Code', autoComplete: 'postal-code', half: true },
];

type RegistrationFieldsProps = {
  register: UseFormRegister<RegistrationFormValues>;
  errors: FieldErrors<RegistrationFormValues>;
  disabled: boolean;
};

/** Every field of the registration form of spec §3, with its default where it has one. */
export function RegistrationFields({ register, errors, disabled }: RegistrationFieldsProps) {
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Grid container columnSpacing={2}>
      {TEXT_FIELDS.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
          <FormTextField
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            required
            disabled={disabled}
            registration={register(field.name)}
            error={errors[field.name]}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          select
          label="Country"
          required
          autoComplete="country-name"
          disabled={disabled}
          slotProps={native}
          registration={register('country')}
          error={errors.country}
        >
          <option value="">{SELECT_COUNTRY}</option>
          {COUNTRY_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          select
          label="Language"
          required
          disabled={disabled}
          slotProps={native}
          registration={register('language')}
          error={errors.language}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_LABELS[language]}
            </option>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          select
          label="Level"
          required
          disabled={disabled}
          slotProps={native}
          registration={register('level')}
          error={errors.level}
        >
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {LEVEL_LABELS[level]}
            </option>
          ))}
        </FormTextField>
      </Grid>
    </Grid>
  );
}
