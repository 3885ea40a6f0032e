import { Grid } from '@mui/material';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COUNTRY_NAMES, LANGUAGES, LEVELS, SELECT_COUNTRY } from '@gjs/shared';
import { FormNativeSelect } from '../../../components/ui/form-native-select.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
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

const labelled = <T extends string>(labels: Record<T, string>, values: readonly T[]) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The three native selects, in form order; Country starts on its 'Select Country' placeholder (decision 0421). */
const SELECT_FIELDS: {
  name: 'country' | 'language' | 'level';
  label: string;
  autoComplete?: string;
  options: { value: string; label: string }[];
}[] = [
  {
    name: 'country',
    label: 'Country',
    autoComplete: 'country-name',
    options: [
      { value: '', label: SELECT_COUNTRY },
      ...COUNTRY_NAMES.map((name) => ({ value: name, label: name })),
    ],
  },
  { name: 'language', label: 'Language', options: labelled(LANGUAGE_LABELS, LANGUAGES) },
  { name: 'level', label: 'Level', options: labelled(LEVEL_LABELS, LEVELS) },
];

type RegistrationFieldsProps = {
  register: UseFormRegister<RegistrationFormValues>;
  errors: FieldErrors<RegistrationFormValues>;
  disabled: boolean;
};

/** Every field of the registration form of decision 0421, with its default where it has one. */
export function RegistrationFields({ register, errors, disabled }: RegistrationFieldsProps) {
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
      {SELECT_FIELDS.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
          <FormNativeSelect
            label={field.label}
            required
            autoComplete={field.autoComplete}
            disabled={disabled}
            registration={register(field.name)}
            error={errors[field.name]}
          >
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </FormNativeSelect>
        </Grid>
      ))}
    </Grid>
  );
}
