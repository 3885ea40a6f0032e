import type { BusinessDetails } from '@gjs/shared';
import type { LegalLanguage } from './legal-language.ts';

/**
 * Legal texts are data: one document per page and language, made of sections with stable ids (the anchors of the
 * table of contents, the same in both languages). The provider's details are not written into the texts; they are
 * placeholders filled from the site settings when the page renders (decision 0414).
 */
export type BusinessField = 'name' | 'email' | 'responsible';

export type Inline =
  | string
  | { strong: string }
  | { link: string; to: string } // a page of this site
  | { link: string; href: string } // another site, opened in a new tab
  | { field: BusinessField };

export type Text = string | Inline[];

export type Block =
  | { p: Text }
  | { list: Text[]; ordered?: boolean }
  | { subheading: string }
  | { address: 'postal' | 'full' } // the provider's name and postal address, 'full' also the (obfuscated) e-mail
  | { box: Block[]; title: string }
  | { table: { head: string[]; rows: Text[][] } };

export type LegalSection = { id: string; heading: string; blocks: Block[] };

export type LegalDocument = {
  language: LegalLanguage;
  title: string;
  /** 'Stand: Juli 2025' / 'Last updated July 2025'; none for the imprint. */
  updated?: string;
  /** schema.org dateModified. */
  modified?: string;
  description: string;
  intro?: Block[];
  sections: LegalSection[];
};

function inlineText(inline: Inline, details: BusinessDetails): string {
  if (typeof inline === 'string') return inline;
  if ('strong' in inline) return inline.strong;
  if ('link' in inline) return inline.link;
  return businessFieldText(inline.field, details);
}

export function businessFieldText(field: BusinessField, details: BusinessDetails): string {
  switch (field) {
    case 'name':
      return details.business_name;
    case 'email':
      return details.business_email;
    case 'responsible':
      return details.business_responsible_person;
  }
}

export function textOf(text: Text, details: BusinessDetails): string {
  return typeof text === 'string' ? text : text.map((inline) => inlineText(inline, details)).join('');
}

export const COUNTRY: Record<LegalLanguage, string> = { de: 'Deutschland', en: 'Germany' };

/** The lines of the provider's address block; the e-mail line is only there for a 'full' address. */
export function addressLines(kind: 'postal' | 'full', details: BusinessDetails, language: LegalLanguage) {
  return [
    details.business_name,
    details.business_street,
    `${details.business_postal_code} ${details.business_city}`,
    COUNTRY[language],
    ...(kind === 'full' ? [details.business_email] : []),
  ];
}

function blockText(block: Block, details: BusinessDetails, language: LegalLanguage): string[] {
  if ('p' in block) return [textOf(block.p, details)];
  if ('list' in block) return block.list.map((item) => textOf(item, details));
  if ('subheading' in block) return [block.subheading];
  if ('address' in block) return addressLines(block.address, details, language);
  if ('box' in block)
    return [block.title, ...block.box.flatMap((inner) => blockText(inner, details, language))];
  return [
    block.table.head.join(' | '),
    ...block.table.rows.map((row) => row.map((cell) => textOf(cell, details)).join(' | ')),
  ];
}

/** The whole document as plain lines: for tests and anything that needs the words without the layout. */
export function documentText(document: LegalDocument, details: BusinessDetails): string {
  const text = (block: Block) => blockText(block, details, document.language);
  const lines = [document.title, document.updated ?? '', ...(document.intro ?? []).flatMap(text)];
  for (const section of document.sections) lines.push(section.heading, ...section.blocks.flatMap(text));
  return lines.join('\n');
}
