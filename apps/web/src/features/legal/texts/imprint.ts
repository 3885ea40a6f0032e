import { paths } from '#config/paths.ts';
import type { LegalDocument } from '../lib/legal-document.ts';

/**
 * Impressum (§ 5 DDG, § 18 Abs. 2 MStV). The EU online dispute resolution platform was shut down on 20 July 2025
 * (Regulation (EU) 2024/3228), so the imprint no longer links to it and only says so; the VSBG statement remains.
 */
export function imprintDe(year: number): LegalDocument {
  return {
    language: 'de',
    title: 'Impressum',
    description:
      'Impressum der Online-Gitarrenschule für Gypsy-Jazz-Gitarre: Anbieter nach § 5 DDG, Kontakt und ' +
      'Verantwortlicher nach § 18 Abs. 2 MStV.',
    sections: [
      {
        id: 'provider',
        heading: 'Angaben gemäß § 5 DDG',
        blocks: [{ address: 'postal' }],
      },
      {
        id: 'contact',
        heading: 'Kontakt',
        blocks: [
          { p: ['E-Mail: ', { field: 'email' }] },
          { p: ['Kontaktformular: ', { link: 'Nachricht schreiben', to: paths.contact.getHref() }] },
        ],
      },
      {
        id: 'responsible',
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        blocks: [{ p: [{ field: 'responsible' }, ', Anschrift wie oben'] }],
      },
      {
        id: 'dispute-resolution',
        heading: 'Verbraucherstreitbeilegung',
        blocks: [
          {
            p:
              'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer ' +
              'Verbraucherschlichtungsstelle teilzunehmen (§ 36 Abs. 1 Nr. 1 VSBG).',
          },
          {
            p:
              'Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 ' +
              'eingestellt (Verordnung (EU) 2024/3228). Bei Fragen oder Beschwerden wenden Sie sich bitte direkt an ' +
              'uns.',
          },
        ],
      },
      {
        id: 'copyright',
        heading: 'Urheberrecht',
        blocks: [
          {
            p:
              'Die Inhalte dieser Website, insbesondere Videos, Noten, Akkordtabellen, Backing-Tracks, Texte und ' +
              'Bilder, sind urheberrechtlich geschützt. Ihre Nutzung richtet sich nach unseren AGB; jede darüber ' +
              'hinausgehende Verwertung bedarf unserer vorherigen schriftlichen Zustimmung.',
          },
          { p: [`© ${year} `, { field: 'name' }, '. Alle Rechte vorbehalten.'] },
        ],
      },
    ],
  };
}

export function imprintEn(year: number): LegalDocument {
  return {
    language: 'en',
    title: 'Imprint',
    description:
      'Imprint (legal notice) of the online gypsy jazz guitar school: provider under section 5 DDG, contact and ' +
      'person responsible for content under section 18 (2) MStV.',
    intro: [{ p: 'Legal notice required by German law (Impressum).' }],
    sections: [
      {
        id: 'provider',
        heading: 'Information pursuant to section 5 DDG',
        blocks: [{ address: 'postal' }],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          { p: ['E-mail: ', { field: 'email' }] },
          { p: ['Contact form: ', { link: 'send us a message', to: paths.contact.getHref() }] },
        ],
      },
      {
        id: 'responsible',
        heading: 'Responsible for content under section 18 (2) MStV',
        blocks: [{ p: [{ field: 'responsible' }, ', address as above'] }],
      },
      {
        id: 'dispute-resolution',
        heading: 'Consumer dispute resolution',
        blocks: [
          {
            p:
              'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer ' +
              'arbitration board (section 36 (1) no. 1 VSBG).',
          },
          {
            p:
              'The European Commission’s online dispute resolution platform (ODR platform) was discontinued on ' +
              '20 July 2025 (Regulation (EU) 2024/3228). If you have questions or complaints, please contact us ' +
              'directly.',
          },
        ],
      },
      {
        id: 'copyright',
        heading: 'Copyright',
        blocks: [
          {
            p:
              'The content of this website, in particular videos, sheet music, chord charts, backing tracks, texts ' +
              'and images, is protected by copyright. Its use is governed by our terms and conditions; any further ' +
              'use requires our prior written consent.',
          },
          { p: [`© ${year} `, { field: 'name' }, '. All rights reserved.'] },
        ],
      },
    ],
  };
}
