import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazyNamed } from './lazy';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

const inSuspense = (node: React.ReactNode) => render(<React.Suspense fallback={<p>Loading page</p>}>{node}</React.Suspense>);

describe('lazyNamed', () => {
  it('draws a preloaded page in its first render: no fallback, so React has nothing to hold back', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Page = lazyNamed(load, 'Greeting');
    await Page.preload();
    inSuspense(<Page name="Ada" />);
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while a page that was not preloaded loads, and loads it once', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Page = lazyNamed(load, 'Greeting');
    inSuspense(<Page name="Ada" />);
    expect(screen.getByText('Loading page')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    await act(async () => void (await Page.preload()));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Greeting });
    const Page = lazyNamed(load as () => Promise<{ Greeting: typeof Greeting }>, 'Greeting');
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    inSuspense(<Page name="Bo" />);
    expect(screen.getByRole('heading', { name: 'Hello Bo' })).toBeTruthy();
  });
});
