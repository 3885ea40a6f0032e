import { parseArgs } from 'node:util';
import { ValidationError } from '../../lib/errors.ts';
import { accountProblems, createAccount, type InitialSubscription } from '../../modules/accounts/index.ts';
import { UsageError, type Command } from './types.ts';

const SUBSCRIPTIONS: InitialSubscription[] = ['trial', 'active', 'none'];

function joinedDay(text: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text || day > new Date()) {
    throw new UsageError(`user:create: --joined must be a past day as YYYY-MM-DD`);
  }
  return day;
}

export const userCreate: Command = {
  synopsis:
    '--username U --email E --password P [--staff] [--lessons] [--subscription trial|active|none] [--joined YYYY-MM-DD]',
  async run(args, { db }) {
    let values;
    try {
      ({ values } = parseArgs({
        args,
        strict: true,
        options: {
          username: { type: 'string' },
          email: { type: 'string' },
          password: { type: 'string' },
          staff: { type: 'boolean', default: false },
          lessons: { type: 'boolean', default: false },
          subscription: { type: 'string', default: 'none' },
          joined: { type: 'string' },
        },
      }));
    } catch (error) {
      throw new UsageError(`user:create: ${(error as Error).message}`);
    }
    const missing = (['username', 'email', 'password'] as const).filter((k) => !values[k]);
    if (missing.length)
      throw new UsageError(`user:create: missing ${missing.map((m) => `--${m}`).join(', ')}`);
    const subscription = values.subscription as InitialSubscription;
    if (!SUBSCRIPTIONS.includes(subscription)) {
      throw new UsageError(`user:create: --subscription must be one of ${SUBSCRIPTIONS.join(', ')}`);
    }
    // An account brought over from elsewhere keeps the day its member joined; its subscription starts today.
    const dateJoined = values.joined === undefined ? undefined : joinedDay(values.joined);
    const account = {
      username: values.username!,
      email: values.email!,
      password: values.password!,
      isStaff: values.staff,
      takesLessons: values.lessons,
      subscription,
      ...(dateJoined ? { dateJoined } : {}),
    };
    const problems = accountProblems(account);
    if (problems.length) throw new ValidationError(problems.join(' '));
    const { id } = await createAccount(db, account);
    const flags = [values.staff && 'staff', values.lessons && 'takes lessons'].filter(Boolean).join(', ');
    return `Created user '${values.username}' (id ${id}, subscription ${subscription}${flags ? `, ${flags}` : ''}).`;
  },
};
