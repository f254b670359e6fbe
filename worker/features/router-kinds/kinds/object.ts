import type { RouterKindModule } from './types';

/**
 * Object routers (the Object Router tab): a CRM record that is created or changes opens the session (no form,
 * no booking); the owner is written back to the CRM by object-routers through the CRM write queue.
 */
export const object: RouterKindModule = {
  routers: { kind: 'object', table: 'object_routers', formColumn: null },
  bookedBy: null,
};
