import { useMutation, useQuery } from '@tanstack/react-query';
import type { RelayBend, RelayBook, RelaySessionDto, RelaySessionStart, RelaySlotDto } from '@contracts/relay-sessions';
import { api, call } from '@web/lib/api';

// A booker's handoff: the session object on the server orders every call, so a double click or a
// retry of any of these answers the same session.

export const useStartRelaySession = () =>
  useMutation({
    mutationFn: async (json: RelaySessionStart): Promise<RelaySessionDto> =>
      (await call(api['relay-sessions'].$post({ json: json as never }))).data as RelaySessionDto,
  });

/** `override` / `outside`: also list the slots the relay lets the booker bend (over the rep's own events, outside their hours). */
export const useRelaySlots = (
  sessionId: string | null,
  q: { from: string; to: string; timezone: string; override: boolean; outside: boolean },
) =>
  useQuery({
    queryKey: ['relays', 'session', sessionId, 'slots', q],
    enabled: !!sessionId,
    queryFn: async (): Promise<RelaySlotDto[]> =>
      (
        await call(
          api['relay-sessions'][':id'].slots.$get({
            param: { id: sessionId! },
            query: {
              from: q.from,
              to: q.to,
              timezone: q.timezone,
              override: q.override ? 'true' : 'false',
              outside: q.outside ? 'true' : 'false',
            },
          }),
        )
      ).data as RelaySlotDto[],
  });

export const useHoldRelaySlot = (sessionId: string) =>
  useMutation({
    mutationFn: async (json: { start: string } & RelayBend): Promise<RelaySessionDto> =>
      (await call(api['relay-sessions'][':id'].hold.$post({ param: { id: sessionId }, json }))).data as RelaySessionDto,
  });

export const useBookRelaySession = (sessionId: string) =>
  useMutation({
    mutationFn: async (json: RelayBook): Promise<RelaySessionDto> =>
      (await call(api['relay-sessions'][':id'].bookings.$post({ param: { id: sessionId }, json: json as never }))).data as RelaySessionDto,
  });
