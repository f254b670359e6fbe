import { useMutation, useQuery } from '@tanstack/react-query';
import type { PublicRelayLinkDto, RelaySessionDto, RelaySlotDto } from '@contracts/relay-sessions';
import { ApiRequestError } from '@web/lib/api-error';

// The prospect's side of a relay link: the public API, no cookies, an Idempotency-Key on the booking.

async function publicCall<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/public${path}`, {
      ...init,
      credentials: 'omit',
      headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
    });
  } catch {
    throw new ApiRequestError(0, [{ status: '0', code: 'network', detail: 'Network error. Check your connection and try again.' }]);
  }
  const body = (await res.json().catch(() => null)) as { data?: unknown; errors?: ApiRequestError['errors'] } | null;
  if (!res.ok)
    throw new ApiRequestError(
      res.status,
      body?.errors ?? [{ status: String(res.status), code: 'error', detail: `Request failed (${res.status})` }],
    );
  return body?.data as T;
}

export const usePublicRelayLink = (token: string) =>
  useQuery({
    queryKey: ['relays', 'public', token],
    queryFn: () => publicCall<PublicRelayLinkDto>(`/relay-links/${encodeURIComponent(token)}`),
    retry: false,
  });

export const useStartLinkSession = (token: string) =>
  useMutation({
    mutationFn: (json: { sessionId: string; name?: string; email?: string; timezone: string }) =>
      publicCall<RelaySessionDto>(`/relay-links/${encodeURIComponent(token)}/sessions`, { method: 'POST', body: JSON.stringify(json) }),
  });

export const useLinkSlots = (sessionId: string | null, q: { from: string; to: string; timezone: string }) =>
  useQuery({
    queryKey: ['relays', 'public-session', sessionId, q],
    enabled: !!sessionId,
    queryFn: () => publicCall<RelaySlotDto[]>(`/relay-sessions/${sessionId}/slots?${new URLSearchParams(q).toString()}`),
  });

export const useBookLinkSession = (sessionId: string) =>
  useMutation({
    mutationFn: ({ start, key }: { start: string; key: string }) =>
      publicCall<RelaySessionDto>(`/relay-sessions/${sessionId}/bookings`, {
        method: 'POST',
        body: JSON.stringify({ start }),
        headers: { 'idempotency-key': key },
      }),
  });
