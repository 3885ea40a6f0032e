import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_INTERACTIVE_EVENT, holdActionsUntilInteractive, onFirstIntent } from './hydrate-on-intent.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="faq">Question</button>
      <a href="#next" id="link"><span id="inside-link">Next</span></a>
      <a role="link" tabindex="0" id="hidden-address">info [at] school</a>
      <form id="form"><input name="q" /><button id="send">Send</button></form>
    </div>
    <button type="button" id="outside">Outside</button>`;
  return document.getElementById('root')!;
}

describe('onFirstIntent', () => {
  it('starts once, on the first sign of use, whatever comes after', () => {
    page();
    const start = vi.fn();
    onFirstIntent(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('holdActionsUntilInteractive', () => {
  it('holds a click on a button of the page until the app is interactive, then makes it again', () => {
    const root = page();
    const clicks = vi.fn();
    const button = document.getElementById('faq')!;
    holdActionsUntilInteractive(root);
    // Stands for the app's handler, which React attaches to the root.
    root.addEventListener('click', clicks);

    button.click();
    expect(clicks).not.toHaveBeenCalled();
    root.dispatchEvent(new Event(APP_INTERACTIVE_EVENT));
    expect(clicks).toHaveBeenCalledTimes(1);
    // From then on clicks go straight through.
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('holds a click on an anchor without an address, which only the app brings to life', () => {
    const root = page();
    const clicks = vi.fn();
    holdActionsUntilInteractive(root);
    root.addEventListener('click', clicks);
    document.getElementById('hidden-address')!.click();
    expect(clicks).not.toHaveBeenCalled();
    root.dispatchEvent(new Event(APP_INTERACTIVE_EVENT));
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('leaves links to the browser and clicks outside the page alone', () => {
    const root = page();
    const clicks = vi.fn((event: Event) => event.defaultPrevented);
    holdActionsUntilInteractive(root);
    document.addEventListener('click', clicks);
    document.getElementById('inside-link')!.click();
    document.getElementById('outside')!.click();
    expect(clicks.mock.results.map((result) => result.value)).toEqual([false, false]);
  });

  it('holds a form sent before the app, instead of letting the browser send it', () => {
    const root = page();
    const form = document.getElementById('form') as HTMLFormElement;
    const submits = vi.fn((event: Event) => event.preventDefault());
    holdActionsUntilInteractive(root);
    root.addEventListener('submit', submits);
    form.requestSubmit();
    expect(submits).not.toHaveBeenCalled();
    root.dispatchEvent(new Event(APP_INTERACTIVE_EVENT));
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('drops a held click whose button is gone when the app arrives', () => {
    const root = page();
    const clicks = vi.fn();
    holdActionsUntilInteractive(root);
    root.addEventListener('click', clicks);
    const button = document.getElementById('faq')!;
    button.click();
    button.remove();
    root.dispatchEvent(new Event(APP_INTERACTIVE_EVENT));
    expect(clicks).not.toHaveBeenCalled();
  });
});
