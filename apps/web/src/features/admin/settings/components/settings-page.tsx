import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminSettingsUpdateSchema, siteSettingsSchema, type SiteSettings } from '@gjs/shared';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts, type Translation } from '#lib/i18n/texts.ts';
import { useAdminSettings } from '../api/get-settings.ts';
import { FileUploadField } from '../../uploads/components/file-upload-field.tsx';
import { useUpdateSettings } from '../api/update-settings.ts';
import { QueryStatus } from '../../common/components/query-status.tsx';
import { settingsTexts, type SettingsTexts } from '../lib/settings-texts.ts';

/** The allow list is edited as text, one path prefix a line. */
const formSchema = (texts: Translation<SettingsTexts>) =>
  z.object({
    registration_enabled: z.boolean(),
    free_signup_enabled: z.boolean(),
    maintenance_mode: z.boolean(),
    allowListText: z
      .string()
      .refine((t) => toList(t).every((p) => p.startsWith('/')), texts.allowListInvalid),
    business_name: z.string().max(200),
    business_street: z.string().max(200),
    business_postal_code: z.string().max(20),
    business_city: z.string().max(100),
    business_email: z.email(texts.invalidEmail),
    business_responsible_person: z.string().max(200),
    promo_video: z.string(),
    teacher_name: siteSettingsSchema.shape.teacher_name,
    teacher_bio: siteSettingsSchema.shape.teacher_bio,
    teacher_website: siteSettingsSchema.shape.teacher_website,
    teacher_photo: z.string(),
  });
type FormValues = z.infer<ReturnType<typeof formSchema>>;

function toList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const SWITCHES = ['registration_enabled', 'free_signup_enabled', 'maintenance_mode'] as const;

const BUSINESS = [
  'business_name',
  'business_street',
  'business_postal_code',
  'business_city',
  'business_email',
  'business_responsible_person',
] as const;

function SettingsForm({ settings, onSaved }: { settings: SiteSettings; onSaved?: () => void }) {
  const texts = useTexts(settingsTexts);
  const schema = useMemo(() => formSchema(texts), [texts]);
  const update = useUpdateSettings({ onSaved });
  const [saved, setSaved] = useState(false);
  const { maintenance_allow_list, ...rest } = settings;
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...rest, allowListText: maintenance_allow_list.join('\n') },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ allowListText, ...values }) => {
    setSaved(false);
    const body = adminSettingsUpdateSchema.parse({
      ...values,
      maintenance_allow_list: toList(allowListText),
    });
    await update.mutateAsync(body).then(
      () => setSaved(true),
      () => undefined,
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={texts.form} sx={{ maxWidth: 640 }}>
      {SWITCHES.map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <Box sx={{ mb: 1 }}>
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={texts.switches[name].label}
              />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 6, mt: -1 }}>
                {texts.switches[name].help}
              </Typography>
            </Box>
          )}
        />
      ))}
      <FormTextField
        label={texts.allowList}
        registration={form.register('allowListText')}
        error={errors.allowListText}
        multiline
        minRows={3}
        helperText={texts.allowListHelp}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        {texts.homePage}
      </Typography>
      <Controller
        control={form.control}
        name="promo_video"
        render={({ field }) => (
          <FileUploadField
            label={texts.promoVideo}
            kind="video"
            value={field.value || null}
            onChange={(key) => field.onChange(key ?? '')}
          />
        )}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        {texts.teacher}
      </Typography>
      <FormTextField
        label={texts.teacherName}
        registration={form.register('teacher_name')}
        error={errors.teacher_name}
      />
      <FormTextField
        label={texts.teacherBio}
        registration={form.register('teacher_bio')}
        error={errors.teacher_bio}
        multiline
        minRows={4}
        helperText={texts.teacherBioHelp}
      />
      <FormTextField
        label={texts.teacherWebsite}
        registration={form.register('teacher_website')}
        error={errors.teacher_website}
        helperText={texts.teacherWebsiteHelp}
      />
      <Controller
        control={form.control}
        name="teacher_photo"
        render={({ field }) => (
          <FileUploadField
            label={texts.teacherPhoto}
            kind="thumbnail"
            value={field.value || null}
            onChange={(key) => field.onChange(key ?? '')}
          />
        )}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        {texts.business}
      </Typography>
      {BUSINESS.map((name) => (
        <FormTextField
          key={name}
          label={texts.businessFields[name]}
          registration={form.register(name)}
          error={errors[name]}
        />
      ))}
      {update.error && <Alert severity="error">{errorMessage(update.error)}</Alert>}
      {saved && <Alert severity="success">{texts.saved}</Alert>}
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
        {texts.save}
      </Button>
    </Box>
  );
}

/** Every site setting; `onSaved` lets the app refresh what the public site reads. */
export function SettingsPage({ onSaved }: { onSaved?: () => void }) {
  const texts = useTexts(settingsTexts);
  const settings = useAdminSettings();
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {texts.heading}
      </Typography>
      <QueryStatus query={settings} loadingLabel={texts.loading} />
      {settings.data && <SettingsForm settings={settings.data} onSaved={onSaved} />}
    </Box>
  );
}
