import { paths } from '#config/paths.ts';
import type { LegalDocument } from '../lib/legal-document.ts';
import { planTerms } from '../lib/plan-terms.ts';
import { WITHDRAWAL_FORM_EN } from './withdrawal-form.ts';

/** English translation of the terms, last updated July 2025 (decision 0414); the German version is binding. */
export function termsEn(): LegalDocument {
  const plan = planTerms('en');
  return {
    language: 'en',
    title: 'Terms and Conditions',
    updated: 'Last updated July 2025',
    modified: '2025-07',
    description:
      'Terms and conditions of the online gypsy jazz guitar school: conclusion of the contract, subscription, ' +
      'cancellation, rights of use, right of withdrawal and liability.',
    intro: [
      {
        p:
          'This English version is provided for your convenience. The contract language is German, and only the ' +
          'German version of these terms is legally binding.',
      },
    ],
    sections: [
      {
        id: 'scope',
        heading: '1. Scope and provider',
        blocks: [
          {
            p: [
              '(1) These terms and conditions apply to all contracts for the use of the online guitar school “',
              { field: 'name' },
              '” (the “platform”) that users conclude with the provider through this website. The provider and ',
              'your contractual partner is:',
            ],
          },
          { address: 'full' },
          {
            p:
              '(2) A consumer is any natural person who concludes a legal transaction for purposes that are ' +
              'predominantly outside their trade, business or profession (section 13 of the German Civil Code, ' +
              'BGB). A business is a natural or legal person or a partnership with legal capacity that acts in the ' +
              'exercise of its trade, business or profession when concluding a legal transaction (section 14 BGB).',
          },
          {
            p:
              '(3) Deviating or additional conditions of the user do not become part of the contract unless the ' +
              'provider expressly agrees to them.',
          },
        ],
      },
      {
        id: 'services',
        heading: '2. Services',
        blocks: [
          {
            p:
              '(1) The platform offers video lessons for gypsy jazz guitar (melody, solo, chord and rhythm ' +
              'tutorials), backing tracks, chord charts and sheet music (PDF and MusicXML), a community forum for ' +
              'members, a contact form and a user profile with subscription management. Lessons are offered in ' +
              'English and German.',
          },
          {
            p:
              '(2) Course content is available with a subscription only. The home page, the course list, the pricing ' +
              'page, the contact form and the legal pages can be used without one.',
          },
          {
            p:
              '(3) The provider keeps extending the course catalogue. It may update, supplement or replace individual ' +
              'content where this is reasonable for the user and the agreed scope of the service is essentially ' +
              'preserved. The statutory rules on changes to digital products (section 327r BGB) remain unaffected.',
          },
          {
            p:
              '(4) Using the platform requires internet access and an up-to-date web browser. Users bear the costs of ' +
              'their own internet connection.',
          },
        ],
      },
      {
        id: 'conclusion',
        heading: '3. Conclusion of the contract',
        blocks: [
          {
            p:
              '(1) The presentation of the subscription on the website is not a legally binding offer but an ' +
              'invitation to the user to make an offer.',
          },
          {
            p:
              '(2) The contract is concluded when the user selects a subscription, enters their data and successfully ' +
              'completes payment. The steps are:',
          },
          {
            ordered: true,
            list: [
              'selecting the subscription on the pricing page,',
              'entering the registration data (username, e-mail address, password, name, postal address, preferred ' +
                'language and level), accepting these terms and taking note of the privacy policy,',
              'choosing the payment method (credit card via Stripe, or PayPal), and',
              'completing payment with the chosen payment provider.',
            ],
          },
          {
            p:
              '(3) Until payment is completed, the user can review their entries at any time, correct them with the ' +
              'usual keyboard and mouse functions, or cancel the process. If payment fails or the user cancels it, ' +
              'no contract is concluded, and a user account already created in the process is deleted again.',
          },
          {
            p: [
              '(4) These terms are available on this page at any time and can be saved or printed. The user sees the ',
              'details of their subscription (plan, status, next billing date) in their ',
              { link: 'profile', to: paths.profile.getHref() },
              '.',
            ],
          },
          { p: '(5) Minors may only conclude a contract with the consent of their legal guardians.' },
        ],
      },
      {
        id: 'access',
        heading: '4. Access to the content',
        blocks: [
          {
            p:
              '(1) Access to the content is unlocked after successful payment. Where the subscription starts with a ' +
              'free trial, successfully setting up the subscription with the payment provider, including the ' +
              'confirmation of the chosen means of payment, counts as successful payment.',
          },
          {
            p:
              '(2) Once access is unlocked, the user logs in with their username or e-mail address and their ' +
              'password.',
          },
        ],
      },
      {
        id: 'price',
        heading: '5. Subscription, price and free trial',
        blocks: [
          {
            p:
              `(1) The platform offers the “${plan.name}” subscription with access to all content. It costs ` +
              `${plan.price} per month. All prices stated are final prices.`,
          },
          {
            p:
              `(2) New users can try the subscription free of charge for ${plan.trialDays} days. No fee is charged ` +
              'during the trial. Unless the subscription is cancelled before the trial ends, it continues as a paid ' +
              'monthly subscription, and the first monthly fee falls due when the trial ends.',
          },
          {
            p:
              '(3) The monthly fee is payable in advance at the start of each billing period and is collected through ' +
              'the chosen payment method. Payments are processed by the payment providers Stripe (credit card) and ' +
              'PayPal, whose terms additionally apply to the payment.',
          },
          {
            p:
              '(4) If a fee that is due cannot be collected, the provider may suspend access to the content until ' +
              'payment is received.',
          },
        ],
      },
      {
        id: 'term',
        heading: '6. Term and automatic renewal',
        blocks: [
          {
            p:
              '(1) The billing period is one month. It starts when the free trial ends or, where no trial applies, ' +
              'when the contract is concluded.',
          },
          {
            p:
              '(2) The subscription renews automatically for one further month at a time unless it is cancelled ' +
              'before the end of the current billing period.',
          },
          { p: '(3) The date of the next payment is shown in the user’s profile as “Next Billing Date”.' },
        ],
      },
      {
        id: 'cancellation',
        heading: '7. Cancellation',
        blocks: [
          {
            p:
              '(1) The user may cancel the subscription at any time, without giving a reason, with effect from the ' +
              'end of the current billing period. Cancellation is possible',
          },
          {
            list: [
              'in the user account (profile, “Cancel Subscription” button),',
              [
                'by e-mail to ',
                { field: 'email' },
                ', stating the username and the e-mail address registered with the account, or',
              ],
              [
                'with the button ',
                { strong: '“Verträge hier kündigen”' },
                ' (cancel contracts here) at the foot of every page, the cancellation button required by section ',
                '312k BGB, which works without logging in.',
              ],
            ],
          },
          {
            p:
              '(2) The provider confirms a cancellation made with the “Verträge hier kündigen” button by e-mail without ' +
              'delay, stating the date and time it was received. The confirmation is always also sent to the e-mail ' +
              'address registered with the account.',
          },
          {
            p:
              '(3) After a paid subscription is cancelled, access continues until the end of the billing period ' +
              'already paid for. The user account is then deactivated and deleted together with its data, unless ' +
              'statutory retention obligations prevent this.',
          },
          {
            p:
              '(4) Monthly fees already paid are not refunded, not even in part. The user’s statutory rights, in ' +
              'particular the right of withdrawal under section 10 and the rights in the event of defects, remain ' +
              'unaffected.',
          },
          {
            p:
              '(5) If the user cancels during the free trial, access ends immediately, and the user account is deleted ' +
              'at once and permanently with all its data: profile, profile image, learning progress, forum posts and ' +
              'comments. No costs are incurred.',
          },
          {
            p:
              '(6) The right of either party to terminate for good cause remains unaffected. Good cause for the ' +
              'provider exists in particular if the user, despite a warning, shares their login credentials or ' +
              'copies or distributes content without permission.',
          },
        ],
      },
      {
        id: 'rights',
        heading: '8. Rights of use',
        blocks: [
          {
            p:
              '(1) All content of the platform, in particular videos, sheet music, chord charts, backing tracks and ' +
              'texts, is protected by copyright. The rights belong to the provider or to the respective rights ' +
              'holders.',
          },
          {
            p:
              '(2) For the duration of the subscription, the provider grants the user a simple, non-transferable and ' +
              'non-sublicensable right to use the content for private, non-commercial purposes only.',
          },
          {
            p:
              '(3) Videos may only be streamed. Downloading, storing or recording videos (for example by screen or ' +
              'audio capture), passing them on to third parties, making them publicly available or showing them in ' +
              'public is not permitted.',
          },
          {
            p:
              '(4) Sheet music as PDF (and MusicXML) and backing tracks may be downloaded, stored and printed for ' +
              'personal use. Passing them on to third parties, publishing them in whole or in part, including on ' +
              'social networks, and any commercial use, for example in your own paid teaching, are not permitted.',
          },
          { p: '(5) Technical protection measures of the platform must not be circumvented.' },
        ],
      },
      {
        id: 'account',
        heading: '9. User account, login credentials and forum',
        blocks: [
          {
            p:
              '(1) The user account is personal. Login credentials must not be shared with third parties, and an ' +
              'account must not be used by several people.',
          },
          {
            p:
              '(2) The user keeps their password secret and informs the provider without delay if there are signs ' +
              'that a third party is misusing their account.',
          },
          {
            p:
              '(3) Forum posts and comments are visible to all logged-in members together with the author’s username ' +
              'and profile image. Users are responsible for their own posts. Unlawful or offensive content, content ' +
              'that infringes the rights of others, and advertising are not allowed; the provider may remove such ' +
              'posts. The user grants the provider the simple, free right to display their posts to the members in ' +
              'the forum for as long as their account exists.',
          },
          {
            p:
              '(4) If the user breaches these obligations, the provider may block access after a prior warning; no ' +
              'warning is required in serious cases.',
          },
        ],
      },
      {
        id: 'withdrawal',
        heading: '10. Right of withdrawal for consumers',
        blocks: [
          { p: 'Consumers have a right of withdrawal as set out below.' },
          {
            title: 'Information on the right of withdrawal',
            box: [
              { subheading: 'Right of withdrawal' },
              {
                p:
                  'You have the right to withdraw from this contract within fourteen days without giving any reason. The ' +
                  'withdrawal period will expire after fourteen days from the day of the conclusion of the contract.',
              },
              { p: 'To exercise the right of withdrawal, you must inform us' },
              { address: 'full' },
              {
                p:
                  'of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post ' +
                  'or an e-mail). You may use the attached model withdrawal form, but it is not obligatory. To meet the ' +
                  'withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of ' +
                  'the right of withdrawal before the withdrawal period has expired.',
              },
              { subheading: 'Effects of withdrawal' },
              {
                p:
                  'If you withdraw from this contract, we shall reimburse to you all payments received from you without ' +
                  'undue delay and in any event not later than fourteen days from the day on which we are informed about ' +
                  'your decision to withdraw from this contract. We will carry out such reimbursement using the same ' +
                  'means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; ' +
                  'in any event, you will not incur any fees as a result of such reimbursement.',
              },
              {
                p:
                  'If you requested to begin the performance of services during the withdrawal period, you shall pay us ' +
                  'an amount which is in proportion to what has been provided until you have communicated to us your ' +
                  'withdrawal from this contract, in comparison with the full coverage of the contract.',
              },
              { subheading: 'Special notes on digital content' },
              {
                p:
                  'Your right of withdrawal expires for a contract for the supply of digital content not on a tangible ' +
                  'medium (here: the downloadable sheet music and backing tracks) once we have begun performance after ' +
                  'you have expressly consented to our beginning performance before the end of the withdrawal period, ' +
                  'you have acknowledged that you thereby lose your right of withdrawal once performance has begun, and ' +
                  'we have provided you with a confirmation of the contract (section 356 (5) BGB).',
              },
              {
                p:
                  `If you withdraw during the free trial of ${plan.trialDays} days, you owe no compensation, because no ` +
                  'fee is agreed for that period.',
              },
              { p: 'End of the information on the right of withdrawal' },
            ],
          },
          WITHDRAWAL_FORM_EN,
        ],
      },
      {
        id: 'liability',
        heading: '11. Liability',
        blocks: [
          { p: '(1) The provider is liable only for intent and gross negligence.' },
          {
            p:
              '(2) This limitation does not apply to damage resulting from injury to life, body or health, to claims ' +
              'under the German Product Liability Act, to fraudulently concealed defects or to guarantees given. If ' +
              'the provider slightly negligently breaches an essential contractual obligation (an obligation whose ' +
              'fulfilment makes the proper performance of the contract possible in the first place and on whose ' +
              'observance the user may regularly rely), it is also liable, but only for the foreseeable damage ' +
              'typical for this type of contract.',
          },
          {
            p:
              '(3) Where the provider’s liability is excluded or limited, this also applies to the personal liability ' +
              'of its employees, representatives and vicarious agents.',
          },
          {
            p:
              '(4) Paragraphs 1 to 3 only concern claims for damages and for reimbursement of futile expenses. The ' +
              'user’s statutory rights in the event of defects in digital products (sections 327 et seq. BGB) remain ' +
              'unaffected.',
          },
          {
            p:
              '(5) The provider strives to keep the platform available without interruption. Short restrictions due ' +
              'to maintenance or to disruptions for which the provider is not responsible are possible.',
          },
        ],
      },
      {
        id: 'data-protection',
        heading: '12. Data protection',
        blocks: [
          {
            p: [
              'How the provider processes personal data is described in the ',
              { link: 'privacy policy', to: `${paths.privacy.getHref()}?lang=en` },
              '.',
            ],
          },
        ],
      },
      {
        id: 'dispute-resolution',
        heading: '13. Consumer dispute resolution',
        blocks: [
          {
            p:
              'The provider is neither willing nor obliged to take part in dispute resolution proceedings before a ' +
              'consumer arbitration board (section 36 (1) no. 1 of the German Consumer Dispute Resolution Act, ' +
              'VSBG). Please address any concerns or complaints directly to the provider.',
          },
        ],
      },
      {
        id: 'final-provisions',
        heading: '14. Final provisions',
        blocks: [
          {
            p:
              '(1) The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the ' +
              'International Sale of Goods. For consumers, this choice of law applies only insofar as it does not ' +
              'deprive them of the protection of mandatory provisions of the law of the country in which they have ' +
              'their habitual residence.',
          },
          {
            p:
              '(2) If the user is a merchant, a legal entity under public law or a special fund under public law, ' +
              'Berlin is the exclusive place of jurisdiction for all disputes arising from this contract. Berlin is ' +
              'also the place of jurisdiction if the user moves their domicile or habitual residence out of Germany ' +
              'after concluding the contract, or if it is unknown when the action is brought (section 38 (3) no. 2 of ' +
              'the German Code of Civil Procedure, ZPO).',
          },
          {
            p:
              '(3) The contract language is German. This English version of the terms is for information only; the ' +
              'German version prevails.',
          },
          {
            p:
              '(4) Should individual provisions of these terms be invalid, the remainder of the contract remains ' +
              'valid. The invalid provisions are replaced by the statutory provisions (section 306 (2) BGB).',
          },
        ],
      },
    ],
  };
}
