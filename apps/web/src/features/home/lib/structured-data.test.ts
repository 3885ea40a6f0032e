import { describe, expect, it } from 'vitest';
import { PLANS, SCHOOL_NAME } from '@gjs/shared';
import { homeStructuredData } from './structured-data.ts';

const course = (id: number) => ({
  id,
  name: `Course ${id}`,
  description: `About course ${id}`,
  language: id % 2 ? ('english' as const) : ('deutsch' as const),
  display_level: 'Beginner',
});

type Node = Record<string, unknown> & { '@type': string };
const nodes = (data: ReturnType<typeof homeStructuredData>) => data['@graph'] as Node[];
const byType = (data: ReturnType<typeof homeStructuredData>, type: string) =>
  nodes(data).find((n) => n['@type'] === type)!;

describe('home structured data', () => {
  it('names the school', () => {
    const org = byType(homeStructuredData('https://school.test', []), 'EducationalOrganization');
    expect(org).toMatchObject({ name: SCHOOL_NAME, url: 'https://school.test/' });
  });

  it('offers the pro plan at 19.99 EUR a month from the plan constants, not 13.99', () => {
    const offer = byType(homeStructuredData('https://school.test', []), 'Offer');
    expect(offer['price']).toBe(19.99);
    expect(offer['price']).toBe(PLANS.pro.amount);
    expect(offer['priceCurrency']).toBe('EUR');
    expect(JSON.stringify(offer)).not.toContain('13.99');
  });

  it('lists at most the first 10 courses, in order, with their links', () => {
    const courses = Array.from({ length: 14 }, (_, i) => course(i + 1));
    const list = byType(homeStructuredData('https://school.test', courses), 'ItemList');
    const items = list['itemListElement'] as {
      position: number;
      item: { name: string; url: string; inLanguage: string };
    }[];
    expect(items).toHaveLength(10);
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(items[0]!.item).toMatchObject({
      name: 'Course 1',
      url: 'https://school.test/courses/1',
      inLanguage: 'en',
    });
    expect(items[9]!.item.name).toBe('Course 10');
  });

  it('lists fewer when there are fewer', () => {
    const list = byType(homeStructuredData('https://school.test', [course(2)]), 'ItemList');
    expect(list['itemListElement']).toHaveLength(1);
  });
});
