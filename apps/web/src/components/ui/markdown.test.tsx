import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';

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

  it('drops javascript: link targets', () => {
    render(<Markdown>{'[click](javascript:alert(1))'}</Markdown>);
    expect(screen.getByText('click').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});
