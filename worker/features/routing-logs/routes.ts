import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const routingLogRoutes = new Hono<AppEnv>();
