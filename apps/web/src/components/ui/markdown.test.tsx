import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { xssCorpus } from '#e2e/support/xss-corpus.ts';
import { Markdown } from './markdown.tsx';

const ACTIVE_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, style, link, meta, base, form, button, textarea, ' +
  'select, svg, math, layer, isindex, template, video, audio, source';
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'poster',
  'background',
  'data',
]);

/** What a rendered payload must never contain: active elements, event handlers, inline style, script URLs. */
function unsafeMarkup(container: HTMLElement): string[] {
  const found = [...container.querySelectorAll(ACTIVE_ELEMENTS)].map((el) => `<${el.tagName.toLowerCase()}>`);
  for (const el of container.querySelectorAll('*')) {
    // The one input markdown makes: a task list's disabled checkbox.
    if (el.tagName === 'INPUT' && (el.getAttribute('type') !== 'checkbox' || !el.hasAttribute('disabled')))
      found.push('<input>');
    for (const { name, value } of el.attributes) {
      if (/^on/i.test(name) || name === 'style' || name.includes(':')) found.push(`${name}="${value}"`);
      if (URL_ATTRIBUTES.has(name) && !/^(https?:|mailto:|#|\/(?!\/)|[^:]*$)/i.test(value.trim()))
        found.push(`${name}="${value}"`);
    }
  }
  return found;
}

describe('markdown', () => {
  it('renders GitHub extras: tables, strikethrough and task lists', () => {
    const { container } = render(
      <Markdown>{'| a | b |\n| - | - |\n| 1 | 2 |\n\n~~gone~~\n\n- [x] done'}</Markdown>,
    );
    expect(container.querySelector('table')).not.toBeNull();
    expect(container.querySelector('del')).toHaveTextContent('gone');
    expect(container.querySelector('input[type="checkbox"]')).toBeChecked();
  });

  it('turns a single line break into <br>', () => {
    const { container } = render(<Markdown>{'first line\nsecond line'}</Markdown>);
    expect(container.querySelector('p br')).not.toBeNull();
  });

  it('opens links in a new tab with nofollow, noopener and noreferrer', () => {
    render(<Markdown>{'[the school](https://example.com/page)'}</Markdown>);
    const link = screen.getByRole('link', { name: 'the school' });
    expect(link).toHaveAttribute('href', 'https://example.com/page');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it('drops raw HTML: no script, no image with an event handler, the text around it stays', () => {
    const { container } = render(
      <Markdown>
        {'Hello <script>window.pwned = 1</script>\n\n<img src=x onerror="window.pwned = 1"> there'}
      </Markdown>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container).toHaveTextContent('Hello');
    expect(container).toHaveTextContent('there');
  });

  it('renders every payload of the XSS corpus without script, handlers, inline style or script URLs', () => {
    const probe = document.createElement('div');
    probe.innerHTML =
      '<a href="javascript:alert(1)" onclick="x">a</a><img src="data:text/html,x"><svg></svg>';
    expect(unsafeMarkup(probe)).toHaveLength(4); // the check itself sees each kind of danger
    const payloads = xssCorpus();
    expect(payloads.length).toBeGreaterThan(750);
    // One render of all of them (each payload in its own block), then each block is checked on its own.
    const { container } = render(
      <>
        {payloads.map((payload, i) => (
          <div key={i} data-payload={i}>
            <Markdown>{payload}</Markdown>
          </div>
        ))}
      </>,
    );
    const failures: string[] = [];
    for (const block of container.querySelectorAll<HTMLElement>(':scope > [data-payload]')) {
      const unsafe = unsafeMarkup(block.firstElementChild as HTMLElement);
      if (unsafe.length)
        failures.push(`${payloads[Number(block.dataset['payload'])]}\n  -> ${unsafe.join(' ')}`);
    }
    expect(container.querySelectorAll('[data-payload]')).toHaveLength(payloads.length);
    expect(failures).toEqual([]);
    // About 760 markdown renders in jsdom: seconds, not milliseconds.
  }, 60_000);

  it('drops javascript: link targets', () => {
    render(<Markdown>{'[click](javascript:alert(1))'}</Markdown>);
    expect(screen.getByText('click').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});
