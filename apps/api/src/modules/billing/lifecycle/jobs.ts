import { DAY_MS, PLANS, formatEuroGerman } from '@gjs/shared';
import type { BillingContext } from '../context.ts';
import { trialEndingEmail } from './emails.ts';
import { cancelAtProvider } from '../provider-actions.ts';
import {
  deleteAccount,
  expireEndedComplimentary,
  listEndedCancellations,
  listGraceEnded,
} from '../../accounts/index.ts';
import * as repo from '../repository.ts';
import { claimTrialReminder, listTrialsToRemind } from './repository.ts';
import { recipientLanguage } from '../../profile/index.ts';

export const TRIAL_REMINDER_DAYS = 3;

export interface JobReport {
  deleted: number;
  reminded: number;
  expired: number;
}

/**
 * The subscription lifecycle jobs (README: "Scheduled jobs"). Each step is idempotent, so the scheduler, the CLI and
 * the tests can run them at any time and as often as they like.
 */
export async function runBillingJobs(ctx: BillingContext, now = new Date()): Promise<JobReport> {
  const report: JobReport = { deleted: 0, reminded: 0, expired: 0 };

  // Paid periods of cancelled subscriptions that are over: deactivate and delete (decision 0404).
  for (const { userId } of await listEndedCancellations(ctx.db, now)) {
    await deleteAccount(ctx, userId);
    report.deleted++;
  }

  // Trials converting within three days: one reminder each, marked before sending so it never goes twice.
  const remindBefore = new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS);
  for (const trial of await listTrialsToRemind(ctx.db, now, remindBefore)) {
    if (!trial.endDate || !(await claimTrialReminder(ctx.db, trial.userId, now))) continue;
    const plan = PLANS[trial.plan ?? 'pro'];
    const language = await recipientLanguage(ctx.db, trial.userId);
    await ctx.mailer.send(
      trialEndingEmail(trial.email, trial.username, trial.endDate, formatEuroGerman(plan.amount), language),
    );
    report.reminded++;
  }

  // Grace periods after a failed payment that ran out: access ends and the provider stops retrying.
  for (const subscription of await listGraceEnded(ctx.db, now)) {
    const { userId } = subscription;
    try {
      await cancelAtProvider(ctx, subscription);
    } catch (err) {
      ctx.log.warn({ err, userId }, 'provider subscription of an expired grace period not cancelled');
    }
    await repo.updateSubscription(ctx.db, userId, { status: 'expired' });
    report.expired++;
  }
  // Complimentary subscriptions granted until a date: access already stops at that date (requireMember); the
  // status follows here, so that the profile and the statistics show them as expired.
  report.expired += await expireEndedComplimentary(ctx.db, now);
  if (report.deleted || report.reminded || report.expired) ctx.log.info({ ...report }, 'billing jobs ran');
  return report;
}
