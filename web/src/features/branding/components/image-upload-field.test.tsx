import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ImageUploadField } from './image-upload-field';

let uploads: number;
let answer: Response;

beforeEach(() => {
  uploads = 0;
  answer = new Response(JSON.stringify({ data: { s3Url: 'https://app.test/api/assets?assetId=a%2F1' } }), { status: 201 });
  document.cookie = 'rw_csrf=test';
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      uploads += 1;
      return answer;
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderField(onChange = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImageUploadField id="favicon" label="Favicon" size={{ width: 32, height: 32 }} value={null} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}
const choose = (file: File) => fireEvent.change(screen.getByLabelText('Favicon'), { target: { files: [file] } });

describe('ImageUploadField', () => {
  it('refuses a file over 5 MB with the spec message before uploading', async () => {
    const onChange = renderField();
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('File size exceeds the maximum limit of 5 MB');
    expect(uploads).toBe(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a file and hands back where it is shown from', async () => {
    const onChange = renderField();
    choose(new File([new Uint8Array([0x89, 0x50])], 'f.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('https://app.test/api/assets?assetId=a%2F1'));
  });

  it("shows the server's refusal", async () => {
    answer = new Response(JSON.stringify({ errors: [{ status: '422', code: 'invalid_file', detail: 'Unable to upload image asset' }] }), {
      status: 422,
    });
    renderField();
    choose(new File(['<svg/>'], 'f.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to upload image asset');
  });
});
