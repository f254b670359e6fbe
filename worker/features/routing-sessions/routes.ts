import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const publicRouterRoutes = new Hono<AppEnv>();
export const publicRoutingSessionRoutes = new Hono<AppEnv>();
