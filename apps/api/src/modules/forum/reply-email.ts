import { SCHOOL_NAME } from '@gjs/shared';
import type { Deps } from '../../core/module.ts';
import { oneLine } from '../../lib/text.ts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import { inLanguage, mailLanguage, type MailLanguage } from '../../lib/mail-language.ts';
import * as repo from './repository.ts';

export interface ReplyNotice {
  postId: number;
  commenter: { id: number; username: string };
  comment: string;
}

export function replyMail(
  to: { email: string; username: string },
  postSubject: string,
  notice: ReplyNotice,
  publicUrl: string,
  language: MailLanguage = 'en',
): OutgoingMail {
  const subject = oneLine(postSubject, 200);
  const texts = inLanguage(language, {
    en: {
      subject: `New reply to your forum post: ${postSubject}`,
      before: [
        `Hello ${to.username},`,
        '',
        `${notice.commenter.username} replied to your forum post "${subject}":`,
      ],
      after: [
        `Read the discussion: ${publicUrl}/forum`,
        '',
        'You receive this e-mail because forum reply notifications are on in your profile.',
        `You can turn them off at any time: ${publicUrl}/profile`,
      ],
    },
    de: {
      subject: `Neue Antwort auf deinen Forenbeitrag: ${postSubject}`,
      before: [
        `Hallo ${to.username},`,
        '',
        `${notice.commenter.username} hat auf deinen Forenbeitrag „${subject}“ geantwortet:`,
      ],
      after: [
        `Zur Diskussion: ${publicUrl}/forum`,
        '',
        'Du bekommst diese E-Mail, weil in deinem Profil Benachrichtigungen über Antworten im Forum eingeschaltet sind.',
        `Du kannst sie jederzeit ausschalten: ${publicUrl}/profile`,
      ],
    },
  });
  return {
    to: to.email,
    subject: oneLine(texts.subject, 150),
    text: [...texts.before, '', notice.comment, '', ...texts.after, '', SCHOOL_NAME].join('\n'),
  };
}

/**
 * Tells a post's author about a new comment (decision 0413): only when their `email_notifications` is on (the default),
 * never about their own comments. A mail failure is logged and never fails the comment.
 */
export async function notifyPostAuthor(
  deps: Deps<'db' | 'mailer' | 'log' | 'config'>,
  notice: ReplyNotice,
): Promise<void> {
  try {
    const author = await repo.findPostAuthorContact(deps.db, notice.postId);
    if (!author || author.authorId === notice.commenter.id || !author.isActive) return;
    if (author.emailNotifications === false) return;
    // The author's language comes with their contact, as recipientLanguage would read it: one query, not two.
    const language = mailLanguage(author.language);
    await deps.mailer.send(replyMail(author, author.subject, notice, deps.config.publicUrl, language));
  } catch (err) {
    deps.log.error({ err, postId: notice.postId }, 'forum reply notification failed');
  }
}
