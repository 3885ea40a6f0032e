import { useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdActionsUntilInteractive, type AppInteractive } from './held-actions.ts';
import { APP_INTERACTIVE_EVENT } from './hydrate-on-intent.ts';
import { replayFieldEdit } from './replay-field-edit.ts';

let hydrated: Root | null = null;

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
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

/** The app announces it has taken the page over, as use-interactive-when-ready.ts does; what was held is made again. */
async function appInteractive(root: HTMLElement) {
  root.dispatchEvent(new CustomEvent<AppInteractive>(APP_INTERACTIVE_EVENT, { detail: { replayFieldEdit } }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** What the browser does when a visitor types into a field or chooses an option: no app is listening yet. */
function visitorSets(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('holdActionsUntilInteractive: clicks and forms', () => {
  it('holds a click on a button of the page until the app is interactive, then makes it again', async () => {
    const root = page();
    const clicks = vi.fn();
    const button = document.getElementById('faq')!;
    holdActionsUntilInteractive(root, { holdLinks: false });
    // Stands for the app's handler, which React attaches to the root.
    root.addEventListener('click', clicks);

    button.click();
    expect(clicks).not.toHaveBeenCalled();
    await appInteractive(root);
    expect(clicks).toHaveBeenCalledTimes(1);
    // From then on clicks go straight through.
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('holds a click on an anchor without an address, which only the app brings to life', async () => {
    const root = page();
    const clicks = vi.fn();
    holdActionsUntilInteractive(root, { holdLinks: false });
    root.addEventListener('click', clicks);
    document.getElementById('hidden-address')!.click();
    expect(clicks).not.toHaveBeenCalled();
    await appInteractive(root);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('on a page that waits for its visitor, leaves links to the browser and clicks outside the page alone', () => {
    const root = page();
    const clicks = vi.fn((event: Event) => event.defaultPrevented);
    holdActionsUntilInteractive(root, { holdLinks: false });
    document.addEventListener('click', clicks);
    document.getElementById('inside-link')!.click();
    document.getElementById('outside')!.click();
    expect(clicks.mock.results.map((result) => result.value)).toEqual([false, false]);
  });

  it('where the app is starting, holds a click on a link to another page and makes it again', async () => {
    const root = page();
    root.insertAdjacentHTML('beforeend', '<a href="/courses" id="courses">Courses</a>');
    const clicks = vi.fn((event: Event) => event.preventDefault());
    holdActionsUntilInteractive(root, { holdLinks: true });
    root.addEventListener('click', clicks);
    document.getElementById('courses')!.click();
    // Not one that opens a new tab, nor a jump within the page.
    document
      .getElementById('courses')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.getElementById('inside-link')!.click();
    expect(clicks).toHaveBeenCalledTimes(2);
    await appInteractive(root);
    expect(clicks).toHaveBeenCalledTimes(3);
    expect((clicks.mock.calls[2]![0].target as HTMLElement).id).toBe('courses');
  });

  it('holds a form sent before the app, instead of letting the browser send it', async () => {
    const root = page();
    const form = document.getElementById('form') as HTMLFormElement;
    const submits = vi.fn((event: Event) => event.preventDefault());
    holdActionsUntilInteractive(root, { holdLinks: false });
    root.addEventListener('submit', submits);
    form.requestSubmit();
    expect(submits).not.toHaveBeenCalled();
    await appInteractive(root);
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('drops a held click whose button is gone when the app arrives', async () => {
    const root = page();
    const clicks = vi.fn();
    holdActionsUntilInteractive(root, { holdLinks: false });
    root.addEventListener('click', clicks);
    const button = document.getElementById('faq')!;
    button.click();
    button.remove();
    await appInteractive(root);
    expect(clicks).not.toHaveBeenCalled();
  });
});

/** A search box, a select, a checkbox and a button that reads the search, in React's state as the course list's are. */
function Filters() {
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState('intermediate');
  const [agreed, setAgreed] = useState(false);
  const [kept, setKept] = useState('');
  return (
    <>
      <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <select aria-label="Level" value={level} onChange={(event) => setLevel(event.target.value)}>
        <option value="all">All</option>
        <option value="intermediate">Intermediate</option>
      </select>
      <input
        type="checkbox"
        name="agreed"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button type="button" onClick={() => setKept(search)}>
        Keep
      </button>
      <output>{`${search}|${level}|${agreed}|${kept}`}</output>
    </>
  );
}

/** The server's page of `Filters`, the entry script holding what is done on it until the app takes it over. */
function serverPage() {
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = renderToString(<Filters />);
  holdActionsUntilInteractive(root, { holdLinks: false });
  const search = root.querySelector<HTMLInputElement>('input[aria-label="Search"]')!;
  const level = root.querySelector<HTMLSelectElement>('select')!;
  const agreed = root.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  const keep = root.querySelector('button')!;
  const hydrate = async () => {
    await act(async () => {
      hydrated = hydrateRoot(root, <Filters />);
    });
    await appInteractive(root);
  };
  return {
    root,
    search,
    level,
    agreed,
    keep,
    hydrate,
    state: () => root.querySelector('output')!.textContent,
  };
}

describe('holdActionsUntilInteractive: fields', () => {
  it('gives the app what was typed and chosen before it took the page over, into its state', async () => {
    const { search, level, agreed, hydrate, state } = serverPage();
    visitorSets(search, 'swing');
    visitorSets(level, 'all');
    agreed.click();
    await hydrate();
    expect(state()).toBe('swing|all|true|');
    expect(search.value).toBe('swing');
    expect(level.value).toBe('all');
  });

  it('keeps what was typed before the entry script could listen', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToString(<Filters />);
    root.querySelector<HTMLInputElement>('input[aria-label="Search"]')!.value = 'manouche';
    holdActionsUntilInteractive(root, { holdLinks: false });
    await act(async () => {
      hydrated = hydrateRoot(root, <Filters />);
    });
    await appInteractive(root);
    expect(root.querySelector('output')!.textContent).toBe('manouche|intermediate|false|');
  });

  it('makes typing and clicks again in the order they were done, each seeing what came before', async () => {
    const { search, keep, hydrate, state } = serverPage();
    visitorSets(search, 'swing');
    keep.click();
    visitorSets(search, 'swing manouche');
    await hydrate();
    expect(state()).toBe('swing manouche|intermediate|false|swing');
  });

  it('finds a field the app has put in place of the one typed into, by its name or label', async () => {
    const root = page();
    holdActionsUntilInteractive(root, { holdLinks: false });
    visitorSets(root.querySelector<HTMLInputElement>('input[name="q"]')!, 'gypsy');
    root.innerHTML = '<form><input name="q" /></form>';
    const typed = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    root.addEventListener('input', typed);
    await appInteractive(root);
    expect(typed.mock.results.map((result) => result.value)).toEqual(['gypsy']);
  });
});
