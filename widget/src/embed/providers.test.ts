// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answersFromForm,
  collectAnswers,
  contact7Answers,
  hookProvider,
  hubspotSubmission,
  isMappedSubmission,
  mappedAnswers,
  marketoAnswers,
  usesSubmitEvent,
  type Answers,
} from './providers';

const fd = (pairs: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [k, v] of pairs) data.append(k, v);
  return data as unknown as Iterable<[string, unknown]>;
};

describe('answers from FormData', () => {
  it.each<[string, Iterable<[string, unknown]>, Answers]>([
    [
      'single values',
      fd([
        ['email', 'a@b.test'],
        ['first_name', 'Ada'],
      ]),
      { email: 'a@b.test', first_name: 'Ada' },
    ],
    [
      'repeated names become arrays',
      fd([
        ['interests', 'x'],
        ['interests', 'y'],
        ['interests', 'z'],
      ]),
      { interests: ['x', 'y', 'z'] },
    ],
    [
      'files are left out',
      fd([
        ['cv', new Blob(['x'])],
        ['email', 'a@b.test'],
      ]),
      { email: 'a@b.test' },
    ],
    [
      'empty names are left out',
      fd([
        ['', 'x'],
        ['email', 'a@b.test'],
      ]),
      { email: 'a@b.test' },
    ],
  ])('%s', (_, data, expected) => {
    expect(collectAnswers(data)).toEqual(expected);
  });

  it('clips values to what the API accepts', () => {
    const many = Array.from({ length: 120 }, (_, i) => [`f${i}`, 'v'] as [string, string]);
    const answers = collectAnswers([['long', 'x'.repeat(2500)], ['multi', Array.from({ length: 70 }, String)], ...many]);
    expect((answers.long as string).length).toBe(2000);
    expect(answers.multi).toHaveLength(50);
    expect(Object.keys(answers)).toHaveLength(100);
  });

  it('reads a form with its submit button, without passwords', () => {
    document.body.innerHTML = `<form>
      <input name="email" value="a@b.test"><input type="password" name="pw" value="secret">
      <select name="team_size"><option>1-10</option><option selected>11-50</option></select>
      <input type="checkbox" name="topics" value="a" checked><input type="checkbox" name="topics" value="b" checked>
      <button name="intent" value="demo">Go</button></form>`;
    const form = document.querySelector('form')!;
    expect(answersFromForm(form, form.querySelector('button'))).toEqual({
      email: 'a@b.test',
      team_size: '11-50',
      topics: ['a', 'b'],
      intent: 'demo',
    });
  });
});

describe('provider payloads', () => {
  it.each<[string, unknown, { id: string | null; answers: Answers } | null]>([
    [
      'current HubSpot embeds: submissionValues',
      {
        type: 'hsFormCallback',
        eventName: 'onFormSubmitted',
        id: 'g1',
        data: { submissionValues: { email: 'a@b.test', firstname: 'Ada', topics: ['x', 'y'] } },
      },
      { id: 'g1', answers: { email: 'a@b.test', firstname: 'Ada', topics: ['x', 'y'] } },
    ],
    [
      'legacy HubSpot embeds: a name/value list',
      {
        type: 'hsFormCallback',
        eventName: 'onFormSubmitted',
        id: 'g2',
        data: [
          { name: 'email', value: 'a@b.test' },
          { name: 'tag', value: 'x' },
          { name: 'tag', value: 'y' },
        ],
      },
      { id: 'g2', answers: { email: 'a@b.test', tag: ['x', 'y'] } },
    ],
    [
      'a fields list',
      { type: 'hsFormCallback', eventName: 'onFormSubmitted', data: { fields: [{ name: 'email', value: 'a@b.test' }] } },
      { id: null, answers: { email: 'a@b.test' } },
    ],
    ['another HubSpot event', { type: 'hsFormCallback', eventName: 'onFormReady', id: 'g1', data: {} }, null],
    ['an unrelated message', { type: 'something-else', data: { submissionValues: { email: 'a@b.test' } } }, null],
    ['a string message', 'hello', null],
  ])('HubSpot: %s', (_, message, expected) => {
    expect(hubspotSubmission(message)).toEqual(expected);
  });

  it.each<[unknown, Answers]>([
    [
      { Email: 'a@b.test', FirstName: 'Ada', NumberOfEmployees: 42, Opt_in: true, Interests: ['x', 'y'] },
      { Email: 'a@b.test', FirstName: 'Ada', NumberOfEmployees: '42', Opt_in: 'true', Interests: ['x', 'y'] },
    ],
    [null, {}],
  ])('Marketo values %#', (values, expected) => {
    expect(marketoAnswers(values)).toEqual(expected);
  });

  it.each<[unknown, Answers]>([
    [
      {
        contactFormId: 7,
        inputs: [
          { name: 'your-email', value: 'a@b.test' },
          { name: 'topics[]', value: 'x' },
          { name: 'topics[]', value: 'y' },
        ],
      },
      { 'your-email': 'a@b.test', 'topics[]': ['x', 'y'] },
    ],
    [{ inputs: 'nope' }, {}],
    [undefined, {}],
  ])('Contact Form 7 detail %#', (detail, expected) => {
    expect(contact7Answers(detail)).toEqual(expected);
  });
});

describe('which submissions are the mapped form', () => {
  it.each<[string, string | null, Answers, string | null, string | null, boolean]>([
    ['selector names the element', '#demo', {}, 'demo', null, true],
    ['selector names a container of it', '#wrap', {}, 'demo', null, true],
    ['selector names another element', '#demo', { email: 'a@b.test' }, 'other', null, false],
    ['an invalid selector matches nothing', '#[', { email: 'a@b.test' }, 'demo', null, false],
    ['selector names the form id', '#hsForm_g1', {}, null, 'g1', true],
    ['no element: the e-mail field decides', '#hsForm_g1', { email: 'a@b.test' }, null, 'g2', true],
    ['no selector: the e-mail field decides', null, { email: ' ' }, null, null, false],
  ])('%s', (_, selector, answers, elId, id, expected) => {
    document.body.innerHTML = '<div id="wrap"><form id="demo"></form></div><form id="other"></form>';
    const el = elId ? document.getElementById(elId) : null;
    expect(isMappedSubmission({ selector, emailField: 'email' }, answers, el, id)).toBe(expected);
  });

  it('sends only the mapped fields, when the mapping lists them', () => {
    const answers = { email: 'a@b.test', first_name: 'Ada', last_name: 'L', team_size: '11-50', csrf: 't0k3n' };
    const split = { mode: 'split' as const, firstName: 'first_name', lastName: 'last_name' };
    expect(mappedAnswers({ fields: ['team_size'], emailField: 'email', nameFields: split }, answers)).toEqual({
      email: 'a@b.test',
      first_name: 'Ada',
      last_name: 'L',
      team_size: '11-50',
    });
    expect(mappedAnswers({ fields: [], emailField: 'email', nameFields: split }, answers)).toEqual(answers);
  });

  it.each([
    ['native', true],
    ['react', true],
    ['gatsby', true],
    ['formspree', true],
    ['custom', true],
    ['hubspot', false],
    ['marketo', false],
    ['contact7', false],
  ] as const)('%s forms are hooked by their submit event: %s', (provider, expected) => {
    expect(usesSubmitEvent(provider)).toBe(expected);
  });
});

describe('provider hooks', () => {
  const cfg = { selector: null, emailField: 'email' };
  afterEach(() => {
    vi.useRealTimers();
    delete (window as any).MktoForms2;
  });

  it('HubSpot: hears onFormSubmitted window messages', async () => {
    const onAnswers = vi.fn();
    const off = hookProvider('hubspot', window, cfg, onAnswers);
    window.postMessage(
      { type: 'hsFormCallback', eventName: 'onFormSubmitted', id: 'g1', data: { submissionValues: { email: 'a@b.test' } } },
      '*',
    );
    window.postMessage(
      { type: 'hsFormCallback', eventName: 'onFormSubmitted', id: 'g1', data: { submissionValues: { newsletter: 'yes' } } },
      '*',
    );
    await vi.waitFor(() => expect(onAnswers).toHaveBeenCalledTimes(1));
    expect(onAnswers).toHaveBeenCalledWith({ email: 'a@b.test' });
    off();
    window.postMessage({ type: 'hsFormCallback', eventName: 'onFormSubmitted', data: { submissionValues: { email: 'b@b.test' } } }, '*');
    await new Promise((r) => setTimeout(r, 20));
    expect(onAnswers).toHaveBeenCalledTimes(1);
  });

  it('Contact Form 7: hears wpcf7mailsent from the mapped form only', () => {
    document.body.innerHTML = '<div class="wpcf7" id="cf7-a"><form></form></div><div class="wpcf7" id="cf7-b"><form></form></div>';
    const onAnswers = vi.fn();
    hookProvider('contact7', window, { selector: '#cf7-a', emailField: 'your-email' }, onAnswers);
    const detail = { inputs: [{ name: 'your-email', value: 'a@b.test' }] };
    document.querySelector('#cf7-b form')!.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true, detail }));
    expect(onAnswers).not.toHaveBeenCalled();
    document.querySelector('#cf7-a form')!.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true, detail }));
    expect(onAnswers).toHaveBeenCalledWith({ 'your-email': 'a@b.test' });
  });

  it('Marketo: waits for MktoForms2, takes onSuccess values and stops its follow-up redirect', () => {
    vi.useFakeTimers();
    const onAnswers = vi.fn();
    hookProvider('marketo', window, { selector: null, emailField: 'Email' }, onAnswers);
    let success: ((values: unknown, followUpUrl?: string) => boolean | void) | undefined;
    (window as any).MktoForms2 = {
      whenReady: (cb: (f: unknown) => void) => cb({ onSuccess: (fn: typeof success) => (success = fn), getId: () => 1234 }),
    };
    vi.advanceTimersByTime(500);
    expect(success).toBeDefined();
    expect(success!({ Email: 'a@b.test' }, 'https://acme.test/thanks')).toBe(false);
    expect(onAnswers).toHaveBeenCalledWith({ Email: 'a@b.test' }, expect.any(Function));
    // A form without the mapped e-mail field is someone else's: Marketo carries on as usual.
    expect(success!({ Newsletter: 'yes' })).toBeUndefined();
    expect(onAnswers).toHaveBeenCalledTimes(1);
  });
});
