import { SELECT_COUNTRY, type PLANS } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';

type Interval = (typeof PLANS)[keyof typeof PLANS]['interval'];

const en = {
  title: 'Register',
  loading: 'Loading',
  alreadyRegistered: { title: 'Already Registered', action: 'Go to Courses' },
  disabled: {
    title: 'Registration Temporarily Disabled',
    text: 'It is temporarily not possible to create an account. Please contact the administrator for details.',
    action: 'Return to Home',
  },
  heading: 'Create your account',
  plan: {
    label: 'Selected plan',
    name: (name: string) => `${name} Plan`,
    /** '19.99 € / month': the plan constants are the one source of prices (decision 0401). */
    price: (amount: number, interval: Interval) => `${amount.toFixed(2)} € / ${interval}`,
    trial: (days: number) => `First ${days} days free trial`,
  },
  fields: {
    username: 'Username',
    email: 'Email',
    password: 'Password',
    password2: 'Confirm Password',
    first_name: 'First Name',
    last_name: 'Last Name',
    street_address: 'Street Address',
    city: 'City',
    state: 'State',
    postal_code: 'Postal Code',
    country: 'Country',
    language: 'Language',
    level: 'Level',
  },
  selectCountry: SELECT_COUNTRY,
  /** A country's name, from its English name (the value the server stores). */
  country: (englishName: string) => englishName,
  /** The profile's language, a product value ('english', 'deutsch') named for the reader. */
  languages: { english: 'English', deutsch: 'Deutsch' },
  levels: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
  payment: {
    label: 'Payment Method',
    loading: 'Loading payment methods',
    cardUnavailable: 'Credit card payments are temporarily unavailable. Please use PayPal.',
    methods: { stripe: 'Credit Card', paypal: 'PayPal', none: 'Without payment (free signup)' },
  },
  card: { label: 'Card details', number: 'Card number', expiry: 'Expiry date', cvc: 'CVC' },
  accept: {
    before: 'I accept the ',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
  },
  submit: { stripe: 'Pay with Card', paypal: 'Continue to PayPal', none: 'Create Account' },
  processing: 'Processing...',
  /** The flow's own texts of a failure, where neither the server nor the card provider gave one. */
  errors: {
    registrationFailed: 'Registration failed',
    stripeNotInitialized: 'Stripe not initialized',
    subscriptionFailed: 'Failed to create subscription',
    paymentFailed: 'Payment failed',
    paypalFailed: 'Failed to create PayPal payment',
    paypalNoResponse: 'No response received from PayPal',
    paypalNoApprovalUrl: 'No approval URL received from PayPal',
  },
};
export type RegistrationTexts = typeof en;

/** The registration page's texts: its states, the form, the payment choice and the flow's failures. */
export const registrationTexts = defineTexts(en, { de: () => import('./registration-texts.de.ts') });
