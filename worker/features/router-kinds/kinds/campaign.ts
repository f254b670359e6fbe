import type { RouterKindModule } from './types';

/** Campaign routers: the router link's contact form opens the session; it books through routing-sessions like an inbound one. */
export const campaign: RouterKindModule = {
  routers: { kind: 'campaign', table: 'campaign_routers', formColumn: 'form_id' },
  bookedBy: 'routing-sessions',
};
