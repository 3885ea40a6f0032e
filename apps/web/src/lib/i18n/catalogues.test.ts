import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language.ts';
import type { Texts } from './texts.ts';

/**
 * Every text module of the app, with each translation it declares: the same keys as the English, and a function
 * wherever the English is one, taking as many values. (The types check this at build time; this test also catches
 * a translation that escaped them.)
 */
const textModules = import.meta.glob<Record<string, unknown>>('/src/**/*-texts.ts', { eager: true });

function isTexts(value: unknown): value is Texts<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && 'en' in value && 'load' in value && 'loaded' in value;
}

function shapeOf(value: unknown): unknown {
  if (typeof value === 'function') return `function/${value.length}`;
  if (typeof value === 'string') return 'string';
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shapeOf(inner)]),
    );
  return typeof value;
}

const declared = Object.entries(textModules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([, value]) => isTexts(value))
    .map(([name, texts]) => ({ name: `${file} ${name}`, texts: texts as Texts<Record<string, unknown>> })),
);

describe('the text catalogues', () => {
  it('are found', () => {
    expect(declared.map(({ name }) => name)).toContain('/src/components/layouts/frame-texts.ts frameTexts');
  });

  it.each(declared)('$name: every translation has the keys and values of the English', async ({ texts }) => {
    for (const language of LANGUAGES) {
      if (language === 'en') continue;
      const load = texts.load[language];
      if (!load) continue;
      const translation = (await load()).default;
      expect(shapeOf(translation), language).toEqual(shapeOf(texts.en));
    }
  });
});
