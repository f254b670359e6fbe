import type { RouterKindModule } from './types';

/**
 * Relays (the Handover Router tab): a booker's handoff or a relay link opens the session, held by the relay
 * Durable Object, which books through relay-sessions. The log reads no form labels for them (it never did:
 * a relay's answers are shown under their keys).
 */
export const relay: RouterKindModule = {
  routers: { kind: 'relay', table: 'relay_routers', formColumn: null },
  bookedBy: 'relay-sessions',
};
