// Router kinds' one way in for other features: the routing log and the reports read every kind's
// routers through it, so a new kind needs no code of its own in either.
export { ROUTER_KIND_MODULES, kindModule, kindRouters } from './kinds/registry';
export type { KindRouters, RouterKindModule } from './kinds/types';
