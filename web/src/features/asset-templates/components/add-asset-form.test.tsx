import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { AddAssetForm } from './add-asset-form';

const PB = 'EcHgOK9coz5K4rjSwOkoE7Y7';
const META = {
  playbackId: PB,
  assetId: 'a1',
  status: 'ready',
  duration: 42.5,
  aspectRatio: '16:9',
  streamUrl: `https://stream.mux.com/${PB}.m3u8`,
  thumbnailUrl: `http://127.0.0.1:8799/image.mux.com/${PB}/thumbnail.jpg`,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; path: string; body: any };
function server(mux: (body: any) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://app.test'), init);
      const path = new URL(req.url).pathname;
      const body: any = req.method === 'POST' ? await req.clone().json() : null;
      calls.push({ method: req.method, path, body });
      if (path === '/api/media/mux') return json(200, { data: { status: 'connected', webhookUrl: 'http://app.test/x' } });
      if (path === '/api/mux') return mux(body);
      if (path === '/api/assets' && req.method === 'POST') return json(201, { data: { id: 'n1', ...body.asset } });
      return json(404, { errors: [{ status: '404', code: 'not_found', detail: 'nope' }] });
    }),
  );
  return calls;
}

function renderForm() {
  renderWithQuery(<AddAssetForm />);
}
const paste = async (url: string) => {
  fireEvent.click(screen.getByLabelText('Paste a link'));
  const input = await screen.findByLabelText('YouTube, Vimeo, Loom or Mux link');
  fireEvent.change(input, { target: { value: url } });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddAssetForm with a Mux link', () => {
  it("shows the video's metadata from POST /api/mux, then adds the link as an asset", async () => {
    const calls = server(() => json(200, { data: META }));
    renderForm();
    await paste(`https://player.mux.com/${PB}`);
    const thumb = await screen.findByAltText('Thumbnail of the Mux video');
    expect(thumb.getAttribute('src')).toBe(META.thumbnailUrl);
    expect(screen.getByText('Length 0:43 · Aspect ratio 16:9')).toBeTruthy();
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/mux')!.body).toEqual({ url: `https://player.mux.com/${PB}` });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add asset' }));
    });
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/assets' && c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.path === '/api/assets')!.body.asset).toMatchObject({
      category: 'external',
      link: `https://player.mux.com/${PB}`,
    });
  });

  it("says why Mux cannot give the video, and asks nothing of Mux for another provider's link", async () => {
    const calls = server(() =>
      json(422, {
        errors: [{ status: '422', code: 'invalid', detail: 'Mux has no video with this playback ID in the connected account' }],
      }),
    );
    renderForm();
    await paste('https://vimeo.com/76979871');
    await screen.findByLabelText('YouTube, Vimeo, Loom or Mux link');
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls.some((c) => c.path === '/api/mux')).toBe(false);
    fireEvent.change(screen.getByLabelText('YouTube, Vimeo, Loom or Mux link'), {
      target: { value: `https://stream.mux.com/${PB}.m3u8` },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Mux has no video with this playback ID in the connected account');
  });
});
