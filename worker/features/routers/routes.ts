import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const routerRoutes = new Hono<AppEnv>();
