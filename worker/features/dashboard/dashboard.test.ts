import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { TestClient, addOrg, demo, signIn } from '../../test/client';
import { book, createLink, futureAt, openMeetingType } from '../../test/booking-helpers';
import { router } from '../../test/router-helpers';
import { todayBounds } from './service';

describe('the home dashboard', () => {
  it("shows Admins and Managers today's meetings, routers needing attention and the funnel; Users get 403 there and their own page", async () => {
    const { admin, manager, user } = await demo();
    const type = await openMeetingType(admin, ['demo-ursula']);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ursula' });
    const booked = await book(link.slug, { start: futureAt(10, 0, 3), email: `p-${crypto.randomUUID().slice(0, 6)}@prospect.test` });
    expect(booked.status).toBe(201);
    const fresh = await router(admin);

    // A second meeting moved into today (in the admin's zone), so the overview has one to show.
    const second = await book(link.slug, { start: futureAt(11, 0, 3), email: `q-${crypto.randomUUID().slice(0, 6)}@prospect.test` });
    const me = await admin.json('GET', '/api/auth/session');
    const today = todayBounds(Date.now(), me.body.data.user.timezone);
    await env.DB.prepare('update meetings set start_at = ?, end_at = ? where id = ?')
      .bind(today.from + 60_000, today.from + 31 * 60_000, second.body.data.id)
      .run();

    const overview = await admin.json('GET', '/api/dashboard/overview');
    expect(overview.status).toBe(200);
    const ids = overview.body.data.today.meetings.map((m: { id: string }) => m.id);
    expect(ids).toContain(second.body.data.id);
    expect(ids).not.toContain(booked.body.data.id);
    expect(overview.body.data.routersNeedingAttention).toContainEqual({
      id: fresh.id,
      name: fresh.name,
      reasons: ['awaiting_installation', 'no_traffic'],
    });
    expect(overview.body.data.funnel).toMatchObject({
      submitted: expect.any(Number),
      qualified: expect.any(Number),
      booked: expect.any(Number),
      notBooked: expect.any(Number),
      disqualified: expect.any(Number),
    });
    expect(overview.body.data.funnel.qualified).toBe(overview.body.data.funnel.submitted - overview.body.data.funnel.disqualified);
    expect((await manager.get('/api/dashboard/overview')).status).toBe(200);

    expect((await user.get('/api/dashboard/overview')).status).toBe(403);
    const mine = await user.json('GET', '/api/dashboard/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.data.nextMeetings.map((m: { id: string }) => m.id)).toContain(booked.body.data.id);
    expect(mine.body.data.links.map((l: { id: string }) => l.id)).toContain(link.id);
    for (const l of mine.body.data.links) expect(l.url).toMatch(/\/b\//);
  });

  it("never shows another organization's meetings, routers or links, and needs a session", async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-ursula']);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ursula' });
    const booked = await book(link.slug, { start: futureAt(9, 30, 4), email: `x-${crypto.randomUUID().slice(0, 6)}@prospect.test` });
    const demoRouter = await router(admin);

    const other = await addOrg();
    const outsider = await signIn(other.admin.email);
    const overview = await outsider.json('GET', '/api/dashboard/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.data.today.meetings).toEqual([]);
    expect(overview.body.data.routersNeedingAttention.map((r: { id: string }) => r.id)).not.toContain(demoRouter.id);
    expect(overview.body.data.funnel).toMatchObject({ submitted: 0, booked: 0 });
    const mine = await outsider.json('GET', '/api/dashboard/mine');
    expect(mine.body.data.nextMeetings.map((m: { id: string }) => m.id)).not.toContain(booked.body.data.id);
    expect(mine.body.data.links).toEqual([]);

    const anonymous = new TestClient();
    expect((await anonymous.get('/api/dashboard/overview')).status).toBe(401);
    expect((await anonymous.get('/api/dashboard/mine')).status).toBe(401);
  });
});
