// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { interceptSubmits, proceed, watchForms, type InterceptedSubmit } from './forms';

const FORM = `<form id="demo" action="/thank-you.html" method="post">
  <input name="email" value="ada@acme.test"><input name="first_name" value="Ada">
  <button type="submit" name="intent" value="demo">Request a demo</button></form>
  <form id="newsletter" action="/subscribe"><input name="news" value="yes"><button>Subscribe</button></form>`;

describe('submit interception', () => {
  let seen: InterceptedSubmit[];
  let fetchStub: Mock<(input: string, init?: RequestInit) => Promise<Response>>;
  let off: () => void;
  const byId = (id: string) => document.getElementById(id) as HTMLFormElement;
  const submit = (id: string) => byId(id).querySelector('button')!.click();
  // The page's own view of the event, after every listener ran.
  const lastEvent = (id: string) => {
    const events: Event[] = [];
    byId(id).addEventListener('submit', (e) => events.push(e));
    return () => events[events.length - 1];
  };

  beforeEach(() => {
    document.body.innerHTML = FORM;
    seen = [];
    fetchStub = vi.fn(async (_input: string, _init?: RequestInit) => new Response(null));
    off = interceptSubmits({ win: window, isMapped: (f) => f.id === 'demo', onSubmit: (s) => seen.push(s), fetch: fetchStub });
  });
  afterEach(() => {
    off();
    vi.restoreAllMocks();
  });

  it('holds a form that would leave the page and re-sends it to its action in the background', () => {
    const event = lastEvent('demo');
    submit('demo');
    expect(event().defaultPrevented).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0].held).toBe(true);
    expect(seen[0].answers).toEqual({ email: 'ada@acme.test', first_name: 'Ada', intent: 'demo' });
    expect(fetchStub).not.toHaveBeenCalled();
    seen[0].resend();
    const [url, init] = fetchStub.mock.calls[0];
    expect(url).toBe(new URL('/thank-you.html', location.href).href);
    expect(init).toMatchObject({ method: 'POST', mode: 'no-cors', keepalive: true });
    expect(String(init!.body)).toBe('email=ada%40acme.test&first_name=Ada&intent=demo');
  });

  it('re-sends a GET form as a query and a multipart form as FormData', () => {
    const form = byId('demo');
    form.method = 'get';
    submit('demo');
    seen[0].resend();
    expect(fetchStub.mock.calls[0][0]).toBe(
      new URL('/thank-you.html?email=ada%40acme.test&first_name=Ada&intent=demo', location.href).href,
    );
    expect(fetchStub.mock.calls[0][1]).toMatchObject({ method: 'GET', body: undefined });
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    submit('demo');
    seen[1].resend();
    expect(fetchStub.mock.calls[1][1]!.body).toBeInstanceOf(FormData);
  });

  it('leaves a form the page handles itself (preventDefault) to the page, reading it before the page resets it', () => {
    const form = byId('demo');
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      form.reset();
      (form.elements.namedItem('email') as HTMLInputElement).value = '';
    });
    submit('demo');
    expect(seen).toHaveLength(1);
    expect(seen[0].held).toBe(false);
    expect(seen[0].answers.email).toBe('ada@acme.test');
    seen[0].resend();
    seen[0].proceed();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('still routes a submit whose propagation the page stopped, without holding it', async () => {
    byId('demo').addEventListener('submit', (e) => e.stopPropagation());
    // Dispatched by hand: jsdom cannot carry out the navigation a clicked, unprevented submit starts.
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    byId('demo').dispatchEvent(event);
    expect(seen).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 5));
    expect(seen).toHaveLength(1);
    expect(seen[0].held).toBe(false);
    expect(event.defaultPrevented).toBe(false);
  });

  it('ignores forms that are not the mapped one', () => {
    const event = lastEvent('newsletter');
    byId('newsletter').addEventListener('submit', (e) => e.preventDefault());
    submit('newsletter');
    expect(seen).toHaveLength(0);
    expect(event().defaultPrevented).toBe(true);
  });

  it('catches forms rendered after the widget started', () => {
    const late = document.createElement('div');
    late.innerHTML = '<form id="demo" action="/late"><input name="email" value="late@acme.test"><button>Send</button></form>';
    document.body.innerHTML = '';
    document.body.appendChild(late);
    submit('demo');
    expect(seen.map((s) => s.answers)).toEqual([{ email: 'late@acme.test' }]);
  });

  it('lets a held form go its own way, with the button that submitted it', () => {
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    submit('demo');
    seen[0].proceed();
    expect(native).toHaveBeenCalledTimes(1);
    expect(native.mock.contexts[0]).toBe(byId('demo'));
    expect((byId('demo').querySelector('input[type=hidden]') as HTMLInputElement).name).toBe('intent');
  });
});

describe('proceed', () => {
  it('submits through the prototype even when an input named "submit" shadows form.submit', () => {
    document.body.innerHTML = '<form><input name="submit" value="x"></form>';
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    proceed(document.querySelector('form')!, null);
    expect(native).toHaveBeenCalledTimes(1);
    native.mockRestore();
  });
});

describe('watching for the mapped form', () => {
  it('finds it now, later, and when a later input makes a form the mapped one, once each', async () => {
    document.body.innerHTML = '<form id="a"><input name="email"></form><form id="b"></form>';
    const found: string[] = [];
    const stop = watchForms(
      document,
      (f) => !!f.elements.namedItem('email'),
      (f) => found.push(f.id),
    );
    expect(found).toEqual(['a']);
    const c = document.createElement('form');
    c.id = 'c';
    c.innerHTML = '<input name="email">';
    document.body.appendChild(c);
    const input = document.createElement('input');
    input.name = 'email';
    document.getElementById('b')!.appendChild(input);
    await new Promise((r) => setTimeout(r, 0));
    expect(found.sort()).toEqual(['a', 'b', 'c']);
    stop();
    document.body.appendChild(Object.assign(document.createElement('form'), { id: 'd', innerHTML: '<input name="email">' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(found).toHaveLength(3);
  });
});
