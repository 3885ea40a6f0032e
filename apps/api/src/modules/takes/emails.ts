import { SCHOOL_NAME } from '@gjs/shared';
import type { Deps } from '../../core/module.ts';
import type { OutgoingMail } from '#lib/mailer.ts';
import { inLanguage, mailLanguage, type MailLanguage } from '#lib/mail-language.ts';
import { oneLine } from '#lib/text.ts';
import * as repo from './repository.ts';

type MailDeps = Deps<'db' | 'mailer' | 'log' | 'config'>;

export function answeredMail(
  to: { email: string; username: string },
  title: string,
  publicUrl: string,
  language: MailLanguage,
): OutgoingMail {
  const name = oneLine(title, 120);
  const texts = inLanguage(language, {
    en: {
      subject: `Your teacher answered your take "${name}"`,
      body: [
        `Hello ${to.username},`,
        '',
        `your teacher has listened to your take "${name}" and answered it.`,
        `See the remarks and the answer: ${publicUrl}/private-lessons`,
      ],
    },
    de: {
      subject: `Dein Lehrer hat deine Aufnahme „${name}“ beantwortet`,
      body: [
        `Hallo ${to.username},`,
        '',
        `dein Lehrer hat sich deine Aufnahme „${name}“ angehört und sie beantwortet.`,
        `Zu den Anmerkungen und der Antwort: ${publicUrl}/private-lessons`,
      ],
    },
  });
  return {
    to: to.email,
    subject: oneLine(texts.subject, 150),
    text: [...texts.body, '', SCHOOL_NAME].join('\n'),
  };
}

export function sentMail(
  to: { email: string; username: string },
  student: string,
  title: string,
  publicUrl: string,
  language: MailLanguage,
): OutgoingMail {
  const name = oneLine(title, 120);
  const texts = inLanguage(language, {
    en: {
      subject: `New take from ${student}: ${name}`,
      body: [
        `Hello ${to.username},`,
        '',
        `${student} sent a new take, "${name}".`,
        `Listen: ${publicUrl}/admin/takes`,
      ],
    },
    de: {
      subject: `Neue Aufnahme von ${student}: ${name}`,
      body: [
        `Hallo ${to.username},`,
        '',
        `${student} hat eine neue Aufnahme geschickt: „${name}“.`,
        `Anhören: ${publicUrl}/admin/takes`,
      ],
    },
  });
  return {
    to: to.email,
    subject: oneLine(texts.subject, 150),
    text: [...texts.body, '', SCHOOL_NAME].join('\n'),
  };
}

/** Tells the student in their language that the take is answered; a failure is logged, never the answer's. */
export async function tellStudentAnswered(deps: MailDeps, studentId: number, title: string): Promise<void> {
  try {
    const student = await repo.studentContact(deps.db, studentId);
    if (!student?.isActive) return;
    await deps.mailer.send(
      answeredMail(student, title, deps.config.publicUrl, mailLanguage(student.language)),
    );
  } catch (err) {
    deps.log.error({ err, studentId }, 'take answered mail not sent');
  }
}

/** Tells every active teacher (staff) of a new take, each in their language. */
export async function tellTeachersSent(deps: MailDeps, student: string, title: string): Promise<void> {
  try {
    const teachers = await repo.teacherContacts(deps.db);
    for (const teacher of teachers) {
      await deps.mailer.send(
        sentMail(teacher, student, title, deps.config.publicUrl, mailLanguage(teacher.language)),
      );
    }
  } catch (err) {
    deps.log.error({ err }, 'new take mail not sent');
  }
}
