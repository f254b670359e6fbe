import { DurableObject } from 'cloudflare:workers';

type Bucket = { hits: number[] };

/**
 * One object per limited key (e.g. sign-in by e-mail, reset requests by IP). Its storage is serialized,
 * so concurrent attempts cannot slip past the limit the way a read-then-write on D1 could.
 */
export class RateLimiter extends DurableObject {
  async hit(limit: number, windowMs: number, now: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const bucket = (await this.ctx.storage.get<Bucket>('b')) ?? { hits: [] };
    const recent = bucket.hits.filter((t) => t > now - windowMs);
    if (recent.length >= limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
      return { allowed: false, retryAfterSeconds };
    }
    recent.push(now);
    await this.ctx.storage.put('b', { hits: recent });
    await this.ctx.storage.setAlarm(now + windowMs);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /**
   * Takes back one attempt counted at `at` (a sign-in that succeeded): attempts are counted when they
   * start, so a burst of parallel wrong passwords cannot slip past the limit, and forgiven once they
   * turn out right, so only failures lock anyone out.
   */
  async forgive(at: number): Promise<void> {
    const bucket = await this.ctx.storage.get<Bucket>('b');
    const i = bucket?.hits.indexOf(at) ?? -1;
    if (!bucket || i < 0) return;
    bucket.hits.splice(i, 1);
    await this.ctx.storage.put('b', bucket);
  }

  async reset(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
