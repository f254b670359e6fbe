import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeFetch, restoreAfterEach } from '@web/lib/test/fake-fetch';
import { instantIn, useInstantFormat } from './viewer-time';

restoreAfterEach();

describe('instantIn', () => {
  it('reads an instant in the given zone, not the browser’s', () => {
    expect(instantIn('2026-11-29T03:30:00Z', 'America/Chicago')).toBe('Nov 28, 2026, 9:30 PM');
    expect(instantIn('2026-11-29T03:30:00Z', 'Asia/Kolkata')).toBe('Nov 29, 2026, 9:00 AM');
    expect(instantIn('2026-11-29T03:30:00Z', 'Asia/Kolkata', false)).toBe('Nov 29, 2026');
  });
});

describe('useInstantFormat', () => {
  it("formats in the signed-in member's profile zone once the session is in", async () => {
    fakeFetch(({ path }) => (path.endsWith('/auth/session') ? { user: { id: 'u1', timezone: 'Asia/Kolkata' } } : undefined));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useInstantFormat(), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(result.current('2026-11-29T03:30:00Z')).toBe('Nov 29, 2026, 9:00 AM'));
    expect(result.current('2026-11-29T20:00:00Z', false)).toBe('Nov 30, 2026');
  });
});
