import { MEMBER_DATA_LABELS, MEMBER_DATA_SECTIONS } from '@gjs/shared';
import { paths } from '#config/paths.ts';
import type { LegalDocument } from '../lib/legal-document.ts';
import { SUPERVISORY_AUTHORITY } from './supervisory-authority.ts';

/** English privacy policy, updated 26 November 2026; the same sections, in the same order, as the German one. */
export function privacyEn(): LegalDocument {
  return {
    language: 'en',
    title: 'Privacy Policy',
    updated: 'Updated 26 November 2026',
    modified: '2026-11-26',
    description:
      'Privacy policy of the online guitar school: which data we process, why, on which legal basis, for how ' +
      'long, and what your rights are.',
    intro: [
      {
        p:
          'This privacy policy informs you, in accordance with Articles 13 and 14 of the General Data Protection ' +
          'Regulation (GDPR), which personal data we process when you use our online guitar school, for which ' +
          'purposes and on which legal basis, and which rights you have.',
      },
    ],
    sections: [
      {
        id: 'controller',
        heading: 'Data controller',
        blocks: [
          { p: 'The controller responsible for data processing on this website is:' },
          { address: 'full' },
          {
            p: [
              'Responsible person: ',
              { field: 'responsible' },
              '. We have not appointed a data protection officer because we are not legally required to. If you ',
              'have questions about data protection, please write to the e-mail address above or use the ',
              { link: 'contact form', to: paths.contact.getHref() },
              '.',
            ],
          },
        ],
      },
      {
        id: 'data-types',
        heading: 'Types of data processed',
        blocks: [
          { p: 'Depending on how you use our service, we process the following data:' },
          {
            list: [
              [
                { strong: 'Account data: ' },
                'username, e-mail address, first and last name, postal address (street, city, state, postal code, ',
                'country), preferred language and level, the language you chose for the interface, profile text, ',
                'profile image, e-mail notification setting, ',
                'registration date and time of the last login. We store your password only as a cryptographic hash.',
              ],
              [
                { strong: 'Contract and payment data: ' },
                'chosen plan, status and term of the subscription, chosen payment provider, and the identifiers of ',
                'the subscription and the customer at the payment provider. We never receive credit card details or ',
                'PayPal login data.',
              ],
              [
                { strong: 'Content data: ' },
                'forum posts and comments, messages sent with the contact form, a cancellation made without ',
                'logging in (name, e-mail address, optionally username, time), and for private lessons the lesson ',
                'materials assigned to you.',
              ],
              [
                { strong: 'Usage and connection data: ' },
                'IP address, date and time, requested address, browser information and login tokens, as far as they ',
                'are needed to deliver the website and keep it secure, and the page views of our own statistics ',
                '(path, random session identifier, time).',
              ],
            ],
          },
          {
            p:
              'We do not collect special categories of personal data within the meaning of Article 9 GDPR. There is ' +
              'no automated decision-making, including profiling (Article 22 GDPR). The data required for the ' +
              'contract and the account are necessary to conclude the contract; without them we cannot set up a ' +
              'subscription.',
          },
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Legal bases',
        blocks: [
          { p: 'We process personal data on the following legal bases of Article 6 (1) GDPR:' },
          {
            list: [
              [
                { strong: 'Contract (point b): ' },
                'registration, subscription, payment processing, user account, forum, private lessons, password ',
                'reset, and enquiries about an existing or prospective contract.',
              ],
              [
                { strong: 'Legal obligation (point c): ' },
                'keeping accounting records and business documents under commercial and tax law, and confirming ',
                'cancellations under section 312k of the German Civil Code (BGB).',
              ],
              [
                { strong: 'Legitimate interests (point f): ' },
                'delivering the website securely and reliably, protection against misuse (for example by limiting ',
                'login attempts), answering general enquiries, and our cookie-free page-view statistics, which show ',
                'us which content is used.',
              ],
              [
                { strong: 'Consent (point a): ' },
                'only where we expressly ask for it. You can withdraw consent at any time with effect for the future ',
                '(Article 7 (3) GDPR).',
              ],
            ],
          },
          {
            p:
              'Entries in your browser’s storage that are strictly necessary for the service you have requested ' +
              '(login, maintenance notice, payment) are stored under section 25 (2) no. 2 of the German ' +
              'Telecommunications Digital Services Data Protection Act (TDDDG). Details, including the session ' +
              'identifier of our statistics, are given under “Cookies and browser storage”.',
          },
        ],
      },
      {
        id: 'security',
        heading: 'Security of processing',
        blocks: [
          {
            p: 'We protect your data with technical and organisational measures under Article 32 GDPR, among them:',
          },
          {
            list: [
              [
                { strong: 'HTTPS/TLS: ' },
                'all data between your browser and our server is transmitted encrypted, recognisable by “https://” ',
                'and the padlock symbol in the address bar.',
              ],
              [
                { strong: 'IP masking: ' },
                'our server logs contain IP addresses only in shortened form: the last octet of IPv4 addresses and ',
                'everything after the first 48 bits of IPv6 addresses are removed. Our page-view statistics store no ',
                'IP addresses at all.',
              ],
              [
                { strong: 'Passwords and sessions: ' },
                'passwords are stored only as a hash (Argon2id). Login tokens are short-lived; refresh tokens are ',
                'stored only as a hash, replaced each time they are used, and revoked when you log out or when there ',
                'are signs of misuse.',
              ],
              [
                { strong: 'Protected content: ' },
                'videos, sheet music and audio files are served to entitled members only through short-lived, signed ',
                'links.',
              ],
            ],
          },
        ],
      },
      {
        id: 'hosting',
        heading: 'Website delivery and server logs',
        blocks: [
          {
            p:
              'With every request our server processes the data your browser transmits for technical reasons: IP ' +
              'address, date and time, the requested address, the HTTP method and the status code. Without these ' +
              'data the website cannot be delivered. The legal basis is Article 6 (1) (f) GDPR; our legitimate ' +
              'interest is delivering the website securely and without errors.',
          },
          {
            p:
              'We use the full IP address only fleetingly: for the connection itself, and to limit per sender how ' +
              'often login, registration, password reset, the contact form, cancellation without login and ' +
              'page-view counting can be used. These counters hold no more than the address and a number, and expire after one hour at the ' +
              'latest (login attempts: 15 minutes, page views: one minute). Logs contain the IP address only in shortened form (see “Security of processing”); we ' +
              'delete logs after 14 days at the latest unless a specific security incident requires keeping them ' +
              'longer.',
          },
          {
            p:
              'Where we use a hosting provider to operate the servers, it processes the data solely on our behalf and ' +
              'on our instructions under a data processing agreement (Article 28 GDPR).',
          },
        ],
      },
      {
        id: 'third-country-transfers',
        heading: 'Transfers to third countries',
        blocks: [
          {
            p:
              'Our website itself and our database do not process your data outside the European Union and the ' +
              'European Economic Area. When you pay by credit card or PayPal, however, data may be transferred to ' +
              'the USA:',
          },
          {
            list: [
              [
                { strong: 'Stripe: ' },
                'our contractual partner Stripe Payments Europe, Ltd. (Ireland) may transfer data to Stripe, Inc. in ',
                'the USA. Stripe is certified under the EU-US Data Privacy Framework, so the transfer is covered by ',
                'the European Commission’s adequacy decision of 10 July 2023 (Article 45 GDPR). In addition, Stripe ',
                'has concluded the European Commission’s standard contractual clauses (Article 46 (2) (c) GDPR).',
              ],
              [
                { strong: 'PayPal: ' },
                'PayPal (Europe) S.à r.l. et Cie, S.C.A. (Luxembourg) may transfer data to PayPal, Inc. in the USA and ',
                'to other group companies. The safeguards are binding corporate rules approved by the European data ',
                'protection authorities (Article 47 GDPR) and standard contractual clauses (Article 46 (2) (c) ',
                'GDPR).',
              ],
            ],
          },
          {
            p:
              'Authorities in the USA may in some circumstances access data without you having the same legal ' +
              'remedies as in the EU. The safeguards named above are intended to ensure a level of protection ' +
              'equivalent to EU law. You can request a copy of the safeguards from us or from the payment provider.',
          },
        ],
      },
      {
        id: 'retention',
        heading: 'Retention periods and deletion',
        blocks: [
          {
            p:
              'We store personal data only for as long as the purpose requires or statutory retention obligations ' +
              'demand. We keep your account data for as long as your account exists. If you cancel during the free ' +
              'trial, we delete the account at once with all its data; if you cancel a paid subscription, the ' +
              'account is deactivated and deleted at the end of the paid period. Data we must keep for legal reasons ' +
              'are subject to the following periods:',
          },
          {
            list: [
              [
                { strong: '10 years' },
                ' for books and records, annual financial statements, inventories and management reports (section 147 ',
                '(1) no. 1, (3) of the German Fiscal Code, AO; section 257 (1) no. 1, (4) of the German Commercial ',
                'Code, HGB),',
              ],
              [
                { strong: '8 years' },
                ' for booking vouchers such as invoices and proofs of payment (section 147 (1) no. 4, (3) AO; section ',
                '257 (1) no. 4, (4) HGB),',
              ],
              [
                { strong: '6 years' },
                ' for other business documents such as commercial and business letters received and sent (section 147 ',
                '(1) nos. 2, 3 and 5, (3) AO; section 257 (1) nos. 2 and 3, (4) HGB),',
              ],
              [
                { strong: '3 years' },
                ' for data we need to assert or defend warranty and other claims (regular limitation period, ',
                'sections 195 and 199 BGB).',
              ],
            ],
          },
          {
            p:
              'The periods start at the end of the calendar year in which the document was created. During these ' +
              'periods we restrict processing to storage; afterwards we delete the data.',
          },
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        blocks: [
          { p: 'You have the following rights towards us regarding your personal data:' },
          {
            list: [
              [{ strong: 'access' }, ' to the data we process about you (Article 15 GDPR),'],
              [
                { strong: 'rectification' },
                ' of inaccurate or completion of incomplete data (Article 16 GDPR),',
              ],
              [{ strong: 'erasure' }, ' of your data (Article 17 GDPR),'],
              [{ strong: 'restriction of processing' }, ' (Article 18 GDPR),'],
              [
                { strong: 'data portability' },
                ': receiving your data in a structured, commonly used and machine-readable format (Article 20 GDPR),',
              ],
              [{ strong: 'objection' }, ' to processing (Article 21 GDPR, see below),'],
              [{ strong: 'withdrawal of consent' }, ' with effect for the future (Article 7 (3) GDPR),'],
              [
                { strong: 'complaint' },
                ' to a data protection supervisory authority (Article 77 GDPR), in particular in the member state of ',
                'your habitual residence, your place of work or the place of the alleged infringement; the authority ',
                'responsible for us is named in the last section.',
              ],
            ],
          },
          { subheading: 'Right to object' },
          {
            p: [
              {
                strong:
                  'Where we process your data on the basis of legitimate interests (Article 6 (1) (f) GDPR), ',
              },
              {
                strong:
                  'you may object at any time on grounds relating to your particular situation. We will then ',
              },
              {
                strong:
                  'no longer process the data unless we can demonstrate compelling legitimate grounds that ',
              },
              {
                strong:
                  'override your interests, or the processing serves the establishment, exercise or defence ',
              },
              { strong: 'of legal claims.' },
            ],
          },
          {
            p:
              'To exercise your rights, an informal message to the address given under “Data controller” is enough. ' +
              'You can also change many details yourself in your profile.',
          },
        ],
      },
      {
        id: 'payment',
        heading: 'Payment procedures',
        blocks: [
          {
            p:
              'To pay for the subscription we offer credit card (via Stripe) and PayPal. We transmit the data ' +
              'required for payment to the chosen payment provider: your e-mail address, the chosen plan, the amount ' +
              'and an internal identifier. From the provider we receive the identifier and status of the ' +
              'subscription and notifications about payments and cancellations. The legal basis is Article 6 (1) (b) ' +
              'GDPR.',
          },
          {
            p: [
              { strong: 'Stripe: ' },
              'Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Ireland. ',
              'You enter the card number, expiry date and security code in fields provided directly by Stripe; they ',
              'never reach our server. For this, your browser loads the Stripe.js script from Stripe’s servers during ',
              'registration; Stripe thereby receives your IP address and device information and may set its own ',
              'cookies for fraud prevention. Stripe acts partly on our behalf and partly, for example for fraud ',
              'prevention and its legal obligations, as a controller in its own right. See ',
              { link: 'Stripe’s privacy policy', href: 'https://stripe.com/privacy' },
              '.',
            ],
          },
          {
            p: [
              { strong: 'PayPal: ' },
              'PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, L-2449 Luxembourg. When you pay with ',
              'PayPal, we redirect you to PayPal’s pages for approval, where PayPal processes your data as a ',
              'controller in its own right. PayPal may obtain a credit check for certain payment methods. See ',
              {
                link: 'PayPal’s privacy statement',
                href: 'https://www.paypal.com/de/webapps/mpp/ua/privacy-full',
              },
              '.',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and browser storage',
        blocks: [
          {
            p:
              'Our website itself sets no cookies, neither for analytics nor for advertising nor for tracking. For ' +
              'login we do not use cookies but tokens in your browser’s local storage. Our website keeps the ' +
              'following entries there:',
          },
          {
            table: {
              head: ['Entry', 'Purpose', 'Kept'],
              rows: [
                ['token', 'Access token of your login', 'until you log out; valid for 15 minutes'],
                [
                  'refreshToken',
                  'Renews your login without asking you to log in again',
                  'until you log out; valid for 14 days',
                ],
                [
                  'maintenance_mode',
                  'Remembers whether the site is under maintenance (no personal data)',
                  'permanently; updated on every page change',
                ],
                [
                  'sessionId',
                  'Random identifier for the page-view statistics, not linked to your account',
                  'until you clear the site data',
                ],
                [
                  'temp_user_id',
                  'Identifier of the account just created, during a payment',
                  'until the payment is completed',
                ],
                [
                  'registration_token',
                  'Lets your browser delete the account just created again if the payment fails',
                  'until the payment is completed',
                ],
                [
                  'subscription_id',
                  'Identifier of the PayPal subscription; matches your return from PayPal to your registration',
                  'until the payment is completed',
                ],
                [
                  'welcome_banner_dismissed_<id>',
                  'Remembers that you closed the welcome banner for new members (per account)',
                  'until you clear the site data',
                ],
                [
                  'gjs-language-choice',
                  'Keeps, in session storage, the language you chose with the language switch until your account ' +
                    'takes it over (after you log in)',
                  'until you log in or close the browser',
                ],
                [
                  'gjs-language-suggestion',
                  'Remembers that you closed the hint to the German version of the home page',
                  'until you clear the site data',
                ],
              ],
            },
          },
          {
            p:
              'If local storage is unavailable, the maintenance flag is kept in session storage, which is cleared ' +
              'when you close the browser. You can delete all entries at any time in your browser settings; you will ' +
              'then have to log in again. The language of the legal pages is only part of the address (?lang=en) and ' +
              'is not stored.',
          },
          {
            p:
              'For card payments, your browser loads Stripe.js during registration; Stripe may set its own cookies ' +
              'for fraud prevention (see “Payment procedures”).',
          },
        ],
      },
      {
        id: 'registration',
        heading: 'Registration and user account',
        blocks: [
          {
            p:
              'To register we need your username, e-mail address, password, first and last name, postal address, ' +
              'preferred language and level, and your acceptance of the terms and the privacy policy. We use these ' +
              'data to set up your account and subscription, unlock the content and preset the course list to your ' +
              'language and level. The legal basis is Article 6 (1) (b) GDPR.',
          },
          {
            p:
              'In your profile you can change your details, a profile text and a profile image. The image is cropped ' +
              'to 300 × 300 pixels in your browser before it is uploaded. Other members see your username and ' +
              'profile image next to your forum posts; all other account data are visible only to you and to us.',
          },
          {
            p:
              'If you forget your password, we send a link with limited validity to your e-mail address. To prevent ' +
              'misuse, we limit login attempts per IP address and username, and per IP address overall, as well as ' +
              'registrations per IP address (see “Website delivery and server logs”). ' +
              'When you cancel, we delete your account as described under “Retention periods and deletion”; we ' +
              'confirm a cancellation made with the “Verträge hier kündigen” button by e-mail.',
          },
        ],
      },
      {
        id: 'community',
        heading: 'Community functions (forum)',
        blocks: [
          {
            p:
              'In the forum, members can publish posts and comments. We store the subject, content, category, time ' +
              'and author. Posts and comments are visible to all logged-in members together with your username and ' +
              'profile image, but not to visitors without an account and not to search engines. Please consider ' +
              'which personal details you share there.',
          },
          {
            p:
              'To protect the forum from floods of posts, we count how many posts and comments each member writes ' +
              'per hour. These counters hold no more than your account number and a number, and expire after one ' +
              'hour.',
          },
          {
            p:
              'When someone replies to your post, we notify you by e-mail if you have e-mail notifications switched ' +
              'on in your profile, where you can switch them off at any time. The legal basis is Article 6 (1) (b) ' +
              'GDPR. When your account is deleted, your posts and comments are deleted with it.',
          },
        ],
      },
      {
        id: 'private-lessons',
        heading: 'Private lessons',
        blocks: [
          {
            p:
              'If you take private lessons, we assign the lessons with their videos and PDF files to your account. ' +
              'Only you and we can see these materials. The legal basis is Article 6 (1) (b) GDPR.',
          },
        ],
      },
      {
        id: 'learning-progress',
        heading: 'Course progress and your data',
        blocks: [
          {
            p:
              'So that you can continue a lesson where you stopped, on any device, we store for each chapter you ' +
              'watch the playback position, how many seconds of the video you actually played, whether the chapter ' +
              'is done and when this was last saved. From this we show you your progress in each course, and the ' +
              'teacher sees per course only how many members started and finished it, not who. The legal basis is ' +
              'Article 6 (1) (b) GDPR. These data are kept until you delete them with your account.',
          },
          {
            p:
              'For the practice tools we store, per backing track, the tempo you chose last, the looped bars, the ' +
              'tempo ramp and the count-in, and per course your video speed, so that these settings come back on ' +
              'any device. We also keep a practice log: per day and backing track or chapter, the seconds you ' +
              'actually played (not the time a page was merely open). From it your profile shows your practice time ' +
              'this week, your streak of practice days and an overview of the last 12 weeks. Nobody else sees these ' +
              'data. The legal basis is Article 6 (1) (b) GDPR. The settings are kept until you delete your account; ' +
              'the practice log until you delete it on your profile or with your account.',
          },
          {
            p:
              'If you take private lessons, you can send your teacher takes: audio or video recordings of your ' +
              'playing, made in the browser or uploaded, with a title, a note and the backing track, tempo and key ' +
              'you played over. We keep the recordings, the teacher\u2019s remarks (with their moment and bar), the ' +
              'teacher\u2019s recorded answers and the replies under each take, so that your teacher can give you ' +
              'feedback and you can come back to it. Only you and the school\u2019s teachers (staff) can see them; ' +
              'they are used for nothing else. Each student has a storage quota for takes. The legal basis is ' +
              'Article 6 (1) (b) GDPR. Takes are kept while your account exists; you can delete a take at any ' +
              'time, which also deletes its files, and all takes are deleted with your account.',
          },
          {
            p:
              'On your profile page, "Download my data" gives you one file (JSON, a common machine-readable format) ' +
              'with all data we keep about you (Article 20 GDPR):',
          },
          { list: MEMBER_DATA_SECTIONS.map((section) => MEMBER_DATA_LABELS[section].en) },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact management',
        blocks: [
          {
            p:
              'When you write to us with the contact form, we store your name, e-mail address, message and the time ' +
              'in our database and forward the message by e-mail to our mailbox. When you e-mail us directly, we ' +
              'process your address and the content of your message. We use these data only to answer your ' +
              'enquiry.',
          },
          {
            p:
              'The legal basis is Article 6 (1) (b) GDPR if your enquiry concerns a contract, otherwise Article 6 (1) ' +
              '(f) GDPR (our interest in answering enquiries). We delete the enquiry once it has been dealt with and ' +
              'no retention obligation applies; business letters are kept for six years.',
          },
        ],
      },
      {
        id: 'email',
        heading: 'E-mails we send',
        blocks: [
          {
            p:
              'We send e-mails only where they are part of the service: password reset links, a reminder a few days ' +
              'before the free trial turns into a paid subscription, notices of a failed payment and of the end of ' +
              'your subscription, cancellation confirmations, notifications of forum replies (can be switched off), ' +
              'and forwarding contact enquiries to us. We send no advertising e-mails or newsletters. The e-mails are sent through our mail server (SMTP); ' +
              'where we use a service provider for this, it acts on our behalf (Article 28 GDPR).',
          },
        ],
      },
      {
        id: 'analytics',
        heading: 'Web analytics',
        blocks: [
          {
            p:
              'We count page views with our own simple statistics and use no third-party analytics services. On ' +
              'every page change your browser sends the address of the page within our site and a random session ' +
              'identifier to our server, which stores only the path of the page (without parameters), the identifier ' +
              'and the time. Your browser creates the session ' +
              'identifier once and keeps it in local storage (entry “sessionId”).',
          },
          {
            p:
              'We use no cookies for this and store no IP addresses. Page views are sent without a login token and ' +
              'are not linked to your account; we evaluate them only in aggregate, to see which pages and courses are ' +
              'used. We delete page views automatically after 14 months. Nothing is counted during maintenance. ' +
              'The legal basis is Article 6 (1) (f) GDPR. You can object ' +
              'by clearing the site data in your browser or by writing to us.',
          },
        ],
      },
      {
        id: 'embedded-content',
        heading: 'Embedded content',
        blocks: [
          {
            p:
              'We serve videos, audio files, sheet music and images from our own servers. We embed no third-party ' +
              'content such as YouTube or Vimeo videos, maps, social media buttons or fonts from external providers, ' +
              'so visiting our pages transmits no data to such providers. The only exception is Stripe.js for card ' +
              'payments (see “Payment procedures”). Links to other websites take effect only when you click them.',
          },
        ],
      },
      {
        id: 'supervisory-authority',
        heading: 'Supervisory authority',
        blocks: [
          { p: 'The data protection supervisory authority responsible for us is:' },
          {
            p: [
              { strong: SUPERVISORY_AUTHORITY.name },
              ' (Berlin Commissioner for Data Protection and Freedom of Information), ',
              `${SUPERVISORY_AUTHORITY.street}, ${SUPERVISORY_AUTHORITY.city}, Germany, phone ${SUPERVISORY_AUTHORITY.phone}, `,
              `e-mail ${SUPERVISORY_AUTHORITY.email}, `,
              {
                link: SUPERVISORY_AUTHORITY.website.replace('https://', ''),
                href: SUPERVISORY_AUTHORITY.website,
              },
              '.',
            ],
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this privacy policy',
        blocks: [
          {
            p:
              'We update this privacy policy when our processing or the legal situation changes. The version ' +
              'published on this page applies.',
          },
        ],
      },
    ],
  };
}
