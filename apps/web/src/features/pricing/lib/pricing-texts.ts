import type { PLANS } from '@gjs/shared';
import { SCHOOL_NAME } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';
import { formatPlanPrice } from './pricing.ts';

type Interval = (typeof PLANS)[keyof typeof PLANS]['interval'];

const en = {
  title: `Pricing | ${SCHOOL_NAME}`,
  description: (price: string, trialDays: number) =>
    `One plan with every lesson: ${price} per month, the first ${trialDays} days free.`,
  loading: 'Loading',
  price: (amount: number) => formatPlanPrice(amount),
  period: (interval: Interval) => `/ ${interval}`,
  alreadyMember: {
    heading: "You're Already a Member",
    text: 'Your subscription gives you access to every course, backing track and score.',
    viewCourses: 'View Courses',
  },
  heading: 'Start Learning Today',
  intro: 'One plan with every lesson, backing track and score. Try it free, cancel monthly.',
  pro: {
    title: 'PRO PLAN',
    badge: 'Most Popular',
    note: (trialDays: number) => `First ${trialDays} days free trial`,
    features: [
      'All courses: melody, solo, chord (note by note) and rhythm tutorials',
      'Backing tracks with chord charts',
      'Sheet music as PDF and MusicXML',
      'Lessons in English and German',
      'The community forum',
      'Cancel monthly',
    ],
    action: 'Sign Up',
  },
  test: {
    title: 'TEST PLAN',
    note: 'No trial',
    features: ['Webhook testing only', 'Charged daily', 'Not for members'],
    action: 'Test Webhook',
  },
};
export type PricingTexts = typeof en;

/** The pricing page's texts. */
export const pricingTexts = defineTexts(en, { de: () => import('./pricing-texts.de.ts') });
