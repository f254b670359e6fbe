import type { RouterKindModule } from './types';

/** Inbound routers: a form submission opens the session; the widget books it through routing-sessions. */
export const inbound: RouterKindModule = {
  routers: { kind: 'inbound', table: 'routers', formColumn: 'form_id' },
  bookedBy: 'routing-sessions',
};
