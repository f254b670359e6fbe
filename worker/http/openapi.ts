import { describeRoute } from 'hono-openapi';

/** Describes a route for the OpenAPI document in one line. */
export const doc = (tag: string, summary: string, extra: { public?: boolean } = {}) =>
  describeRoute({
    tags: [tag],
    summary,
    security: extra.public ? [] : [{ session: [] }],
  });

export const clientIp = (req: { header(name: string): string | undefined }) =>
  req.header('cf-connecting-ip') ?? req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? 'local';
