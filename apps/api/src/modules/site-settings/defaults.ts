import { DEFAULT_MAINTENANCE_ALLOW_LIST, DEMO_TEACHER, type SiteSettings } from '@gjs/shared';

/** Values of settings the owner has not changed. Free signup is on only while no payment provider is configured. */
export function defaultSiteSettings(paymentsConfigured: boolean): SiteSettings {
  return {
    registration_enabled: true,
    maintenance_mode: false,
    // '/login' stays reachable so that staff can log in and switch maintenance off (decision 0408).
    maintenance_allow_list: [...DEFAULT_MAINTENANCE_ALLOW_LIST, '/login'],
    free_signup_enabled: !paymentsConfigured,
    business_name: 'Gypsy Jazz Guitar School',
    business_street: 'Oranienstraße 42',
    business_postal_code: '10999',
    business_city: 'Berlin',
    business_email: 'info@gypsyjazz.school',
    business_responsible_person: 'Django Weiss',
    promo_video: '',
    teacher_name: DEMO_TEACHER.name,
    teacher_bio: DEMO_TEACHER.bio,
    teacher_website: DEMO_TEACHER.website,
    teacher_photo: '',
  };
}
