import { SCHOOL_NAME } from '@gjs/shared';

export function passwordResetEmail(username: string, link: string, ttlSeconds: number) {
  const minutes = Math.round(ttlSeconds / 60);
  const text = [
    `Hello ${username},`,
    '',
    `someone asked to reset the password of your ${SCHOOL_NAME} account.`,
    'Open this link to choose a new password:',
    '',
    link,
    '',
    `The link works once and expires in ${minutes} minutes.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  return { subject: `Reset your ${SCHOOL_NAME} password`, text };
}
