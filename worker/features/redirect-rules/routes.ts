import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const redirectRuleRoutes = new Hono<AppEnv>();
