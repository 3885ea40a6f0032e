import { useMemo } from 'react';
import { Grid } from '@mui/material';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COUNTRY_NAMES, LANGUAGES, LEVELS } from '@gjs/shared';
import { FormNativeSelect } from '#components/ui/form-native-select.tsx';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import type { Language } from '#lib/i18n/language.ts';
import { useLanguage, useTexts, type Translation } from '#lib/i18n/texts.ts';
import type { RegistrationFormValues } from '../lib/registration-form.ts';
import { registrationTexts, type RegistrationTexts } from '../lib/registration-texts.ts';

type TextFieldName = Exclude<
  keyof RegistrationFormValues,
  'country' | 'language' | 'level' | 'plan' | 'payment_method' | 'acceptTerms' | 'acceptPrivacy'
>;

const TEXT_FIELDS: {
  name: TextFieldName;
  type?: string;
  autoComplete: string;
  half?: boolean;
}[] = [
  { name: 'username', autoComplete: 'username' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password', half: true },
  { name: 'password2', type: 'password', autoComplete: 'new-password', half: true },
  { name: 'first_name', autoComplete: 'given-name', half: true },
  { name: 'last_name', autoComplete: 'family-name', half: true },
  { name: 'street_address', autoComplete: 'street-address' },
  { name: 'city', autoComplete: 'address-level2', half: true },
  { name: 'state', autoComplete: 'address-level1', half: true },
  { name: 'postal_code', autoComplete: 'postal-code', half: true },
];

const labelled = <T extends string>(labels: Record<T, string>, values: readonly T[]) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * The three native selects, in form order; Country starts on its 'Select Country' placeholder (product 0421). The
 * countries' values are the English names the server stores; they show in the page's language, in its order.
 */
function selectFields(
  texts: Translation<RegistrationTexts>,
  language: Language,
): {
  name: 'country' | 'language' | 'level';
  autoComplete?: string;
  options: { value: string; label: string }[];
}[] {
  return [
    {
      name: 'country',
      autoComplete: 'country-name',
      options: [
        { value: '', label: texts.selectCountry },
        ...COUNTRY_NAMES.map((name) => ({ value: name, label: texts.country(name) })).sort((a, b) =>
          a.label.localeCompare(b.label, language),
        ),
      ],
    },
    { name: 'language', options: labelled(texts.languages, LANGUAGES) },
    { name: 'level', options: labelled(texts.levels, LEVELS) },
  ];
}

type RegistrationFieldsProps = {
  register: UseFormRegister<RegistrationFormValues>;
  errors: FieldErrors<RegistrationFormValues>;
  disabled: boolean;
};

/** Every field of the registration form of product 0421, with its default where it has one. */
export function RegistrationFields({ register, errors, disabled }: RegistrationFieldsProps) {
  const texts = useTexts(registrationTexts);
  const language = useLanguage();
  const selects = useMemo(() => selectFields(texts, language), [texts, language]);
  return (
    <Grid container columnSpacing={2}>
      {TEXT_FIELDS.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
          <FormTextField
            label={texts.fields[field.name]}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            required
            disabled={disabled}
            registration={register(field.name)}
            error={errors[field.name]}
          />
        </Grid>
      ))}
      {selects.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
          <FormNativeSelect
            label={texts.fields[field.name]}
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
