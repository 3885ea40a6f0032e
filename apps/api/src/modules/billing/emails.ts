import { SCHOOL_NAME } from '@gjs/shared';
import type { OutgoingMail } from '../../lib/mailer.ts';

/** Date and time as a German consumer reads it, with the UTC instant for the record. */
export function formatMoment(at: Date): string {
  const local = new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(at);
  return `${local} (${at.toISOString()})`;
}

const formatDay = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(at);

export function cancellationReceivedEmail(to: string, name: string, receivedAt: Date): OutgoingMail {
  return {
    to,
    subject: `${SCHOOL_NAME}: cancellation received / Kündigung eingegangen`,
    text: [
      `Hello ${name},`,
      '',
      `we received your cancellation request on ${formatMoment(receivedAt)}.`,
      'If an account with a subscription belongs to this e-mail address, the subscription ends as described in our',
      'terms: a trial ends at once and the account is deleted; a paid month runs to its end, then the account is deleted.',
      '',
      `Wir haben Ihre Kündigung am ${formatMoment(receivedAt)} erhalten.`,
      '',
      `${SCHOOL_NAME}`,
    ].join('\n'),
  };
}

export function accountCancelledNoticeEmail(
  to: string,
  username: string,
  receivedAt: Date,
  endDate: Date | null,
): OutgoingMail {
  const ending = endDate
    ? `Your access stays until ${formatDay(endDate)}; then the account and its data are deleted.`
    : 'Your account and all its data have been deleted.';
  return {
    to,
    subject: `${SCHOOL_NAME}: your subscription has been cancelled`,
    text: [
      `Hello ${username},`,
      '',
      `a cancellation of your subscription was requested without login on ${formatMoment(receivedAt)}.`,
      ending,
      `If you did not ask for this, reply to this e-mail at once.`,
    ].join('\n'),
  };
}

/** The cancellation notice when staff deactivate an account whose subscription ran at a provider. */
export function subscriptionCancelledOnDeactivationEmail(
  to: string,
  username: string,
  at: Date,
): OutgoingMail {
  return {
    to,
    subject: `${SCHOOL_NAME}: your subscription has been cancelled`,
    text: [
      `Hello ${username},`,
      '',
      `your account was deactivated by the school on ${formatMoment(at)}, and your subscription was cancelled with`,
      'it: nothing more will be charged. Your data are kept; write to us if you want the account back or deleted.',
      `If you think this is a mistake, reply to this e-mail.`,
      '',
      `${SCHOOL_NAME}`,
    ].join('\n'),
  };
}

export function paymentFailedEmail(
  to: string,
  username: string,
  provider: string | null,
  graceEnd: Date | null,
  schoolEmail: string,
): OutgoingMail {
  const how =
    provider === 'paypal'
      ? 'Log in to PayPal, open Settings > Payments > Manage automatic payments, choose our school and update the funding source.'
      : `Make sure your card is valid and has funds; to use another card, write to ${schoolEmail} and we send you a secure link to change it.`;
  return {
    to,
    subject: `${SCHOOL_NAME}: your payment failed`,
    text: [
      `Hello ${username},`,
      '',
      'the payment for your subscription failed.',
      graceEnd ? `You keep access until ${formatDay(graceEnd)} while the payment is retried.` : '',
      'To update your payment method:',
      how,
    ].join('\n'),
  };
}

export function trialEndingEmail(to: string, username: string, trialEnd: Date, amount: string): OutgoingMail {
  return {
    to,
    subject: `${SCHOOL_NAME}: your free trial ends on ${formatDay(trialEnd)}`,
    text: [
      `Hello ${username},`,
      '',
      `your 14-day free trial ends on ${formatDay(trialEnd)}. From then on your subscription costs ${amount} a month.`,
      'If you want to stop, cancel before that day in your profile (Cancel Subscription); nothing is charged then.',
    ].join('\n'),
  };
}
