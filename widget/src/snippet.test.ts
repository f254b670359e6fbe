// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoutewiseStub } from './snippet';

type HostWindow = Window & { Routewise?: RoutewiseStub };
const host = () => window as HostWindow;

function addHostScript(src: string, router?: string) {
  const s = document.createElement('script');
  s.setAttribute('src', src);
  if (router) s.setAttribute('data-router', router);
  document.body.appendChild(s);
}

const injected = () => Array.from(document.scripts).filter((s) => s.src.endsWith('/widget-embed.js'));

describe('widget snippet', () => {
  beforeEach(() => {
    vi.resetModules();
    delete host().Routewise;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('injects the full widget from its own origin and reads data-router', async () => {
    addHostScript('https://app.routewise.test/widget.js', 'inbound');
    await import('./snippet');
    expect(injected().map((s) => s.src)).toEqual(['https://app.routewise.test/widget-embed.js']);
    expect(host().Routewise!.router).toBe('inbound');
    expect(host().Routewise!.origin).toBe('https://app.routewise.test');
  });

  it('queues calls made before the widget loads, including those of a host-side stub', async () => {
    const early = function (...args: unknown[]) {
      (early as unknown as RoutewiseStub).q.push(args);
    } as unknown as RoutewiseStub;
    early.q = [];
    // What a host's one-line stub queues: the `arguments` object itself.
    (function (..._args: unknown[]) {
      early.q.push(arguments as unknown as unknown[]);
    })('open', { email: 'a@b.test' });
    host().Routewise = early;
    addHostScript('https://app.routewise.test/widget.js?v=1', 'demo');
    await import('./snippet');
    host().Routewise!('submit', 1);
    expect(host().Routewise!.q).toEqual([
      ['open', { email: 'a@b.test' }],
      ['submit', 1],
    ]);
  });

  it('injects the widget only once when the snippet is included twice', async () => {
    addHostScript('https://app.routewise.test/widget.js', 'inbound');
    await import('./snippet');
    vi.resetModules();
    await import('./snippet');
    expect(injected()).toHaveLength(1);
  });
});
