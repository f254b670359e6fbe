import type { RouterKindModule } from './types';

/**
 * Intercom routers (listed under the Inbound Router tab): a conversation that starts, or whose contact gets a
 * qualifying attribute, opens the session; intercom-routers assigns, notes and tags the conversation in
 * Intercom. The session books nothing: the prospect books through the rep's link in the note.
 */
export const intercom: RouterKindModule = {
  routers: { kind: 'intercom', table: 'intercom_routers', formColumn: null },
  bookedBy: null,
};
