import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ObfuscatedEmail } from './obfuscated-email.tsx';

const ADDRESS = 'info@gypsyjazz.school';

describe('ObfuscatedEmail', () => {
  it('writes neither the address nor a mailto: link into the HTML before a person interacts', () => {
    const { container } = render(<ObfuscatedEmail address={ADDRESS} language="de" />);
    expect(container.innerHTML).not.toContain(ADDRESS);
    expect(container.innerHTML).not.toContain('mailto:');
    expect(container.innerHTML).not.toContain('@');
    const link = screen.getByRole('link', { name: 'info [at] gypsyjazz [dot] school' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('tabindex', '0');
    expect(link).toHaveAttribute('title', 'E-Mail schreiben');
  });

  it.each([
    ['focus', (link: HTMLElement) => fireEvent.focus(link)],
    ['pointer', (link: HTMLElement) => fireEvent.pointerEnter(link)],
    ['touch or press', (link: HTMLElement) => fireEvent.pointerDown(link)],
  ])('assembles the working mailto: link on %s', (_, interact) => {
    render(<ObfuscatedEmail address={ADDRESS} language="en" />);
    const link = screen.getByRole('link', { name: 'info [at] gypsyjazz [dot] school' });
    interact(link);
    expect(link).toHaveAttribute('href', `mailto:${ADDRESS}`);
    expect(link).toHaveAttribute('title', 'Send an e-mail');
  });

  it.each([
    ['focused', (link: HTMLElement) => link.focus()],
    [
      'pointed at',
      (link: HTMLElement) => vi.spyOn(link, 'matches').mockImplementation((s) => s === ':hover'),
    ],
  ])('assembles the link when it was %s before the app took the page over', async (_, interact) => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<ObfuscatedEmail address={ADDRESS} language="en" />);
    const link = container.querySelector('a')!;
    interact(link);
    expect(link).not.toHaveAttribute('href');
    await act(async () => {
      hydrateRoot(container, <ObfuscatedEmail address={ADDRESS} language="en" />);
    });
    expect(link).toHaveAttribute('href', `mailto:${ADDRESS}`);
    container.remove();
  });

  it('renders nothing for a value that is not an address', () => {
    const { container } = render(<ObfuscatedEmail address="not an address" language="de" />);
    expect(container).toBeEmptyDOMElement();
  });
});
