import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminSettingsUpdateSchema, siteSettingsSchema, type SiteSettings } from '@gjs/shared';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useAdminSettings } from '../api/get-settings.ts';
import { FileUploadField } from '../../uploads/components/file-upload-field.tsx';
import { useUpdateSettings } from '../api/update-settings.ts';
import { QueryStatus } from '../../common/components/query-status.tsx';

/** The allow list is edited as text, one path prefix a line. */
const formSchema = z.object({
  registration_enabled: z.boolean(),
  free_signup_enabled: z.boolean(),
  maintenance_mode: z.boolean(),
  allowListText: z
    .string()
    .refine((t) => toList(t).every((p) => p.startsWith('/')), 'Every path must start with /.'),
  business_name: z.string().max(200),
  business_street: z.string().max(200),
  business_postal_code: z.string().max(20),
  business_city: z.string().max(100),
  business_email: z.email('Enter a valid e-mail address.'),
  business_responsible_person: z.string().max(200),
  promo_video: z.string(),
  teacher_name: siteSettingsSchema.shape.teacher_name,
  teacher_bio: siteSettingsSchema.shape.teacher_bio,
  teacher_website: siteSettingsSchema.shape.teacher_website,
  teacher_photo: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

function toList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const SWITCHES = [
  ['registration_enabled', 'Registration open', 'Off: /register shows “Registration Temporarily Disabled”.'],
  ['free_signup_enabled', 'Free signup', 'Accounts without payment (payment method none).'],
  [
    'maintenance_mode',
    'Maintenance mode',
    'Visitors and members see the maintenance screen; staff keep working.',
  ],
] as const;

const BUSINESS = [
  ['business_name', 'Business name'],
  ['business_street', 'Street'],
  ['business_postal_code', 'Postal code'],
  ['business_city', 'City'],
  ['business_email', 'E-mail'],
  ['business_responsible_person', 'Responsible person'],
] as const;

function SettingsForm({ settings, onSaved }: { settings: SiteSettings; onSaved?: () => void }) {
  const update = useUpdateSettings({ onSaved });
  const [saved, setSaved] = useState(false);
  const { maintenance_allow_list, ...rest } = settings;
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
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
    <Box component="form" noValidate onSubmit={submit} aria-label="Site settings" sx={{ maxWidth: 640 }}>
      {SWITCHES.map(([name, label, help]) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <Box sx={{ mb: 1 }}>
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={label}
              />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 6, mt: -1 }}>
                {help}
              </Typography>
            </Box>
          )}
        />
      ))}
      <FormTextField
        label="Reachable during maintenance (one path prefix a line)"
        registration={form.register('allowListText')}
        error={errors.allowListText}
        multiline
        minRows={3}
        helperText="'/' alone matches only the home page."
      />
      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        Home page
      </Typography>
      <Controller
        control={form.control}
        name="promo_video"
        render={({ field }) => (
          <FileUploadField
            label="Promo video"
            kind="video"
            value={field.value || null}
            onChange={(key) => field.onChange(key ?? '')}
          />
        )}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        Teacher (home page)
      </Typography>
      <FormTextField
        label="Teacher's name"
        registration={form.register('teacher_name')}
        error={errors.teacher_name}
      />
      <FormTextField
        label="About the teacher"
        registration={form.register('teacher_bio')}
        error={errors.teacher_bio}
        multiline
        minRows={4}
        helperText="A blank line starts a new paragraph."
      />
      <FormTextField
        label="Teacher's website"
        registration={form.register('teacher_website')}
        error={errors.teacher_website}
        helperText="Linked from the home page; leave empty for no link."
      />
      <Controller
        control={form.control}
        name="teacher_photo"
        render={({ field }) => (
          <FileUploadField
            label="Teacher's photo"
            kind="thumbnail"
            value={field.value || null}
            onChange={(key) => field.onChange(key ?? '')}
          />
        )}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        Business details (imprint, terms, privacy)
      </Typography>
      {BUSINESS.map(([name, label]) => (
        <FormTextField key={name} label={label} registration={form.register(name)} error={errors[name]} />
      ))}
      {update.error && <Alert severity="error">{errorMessage(update.error)}</Alert>}
      {saved && <Alert severity="success">Settings saved.</Alert>}
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
        Save settings
      </Button>
    </Box>
  );
}

/** Every site setting; `onSaved` lets the app refresh what the public site reads. */
export function SettingsPage({ onSaved }: { onSaved?: () => void }) {
  const settings = useAdminSettings();
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Site settings
      </Typography>
      <QueryStatus query={settings} loadingLabel="Loading settings" />
      {settings.data && <SettingsForm settings={settings.data} onSaved={onSaved} />}
    </Box>
  );
}
