import { SELF } from 'cloudflare:test';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { demo, BASE } from '../client';
import { createLink, futureAt, openMeetingType } from '../booking-helpers';
import type { paths } from './api-types.generated';

/** A client generated from the document alone: if the document were wrong, this would not compile or read its answers. */
const api = createClient<paths>({ baseUrl: BASE, fetch: (request) => SELF.fetch(request) });

describe('a client generated from /api/openapi.json', () => {
  it('books, reschedules and cancels a meeting through the public API, and reads its errors', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-ursula']);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ursula' });
    const slug = link.slug;

    const page = await api.GET('/api/public/links/{slug}', { params: { path: { slug } } });
    expect(page.data?.data.host.name).toBe('Ursula Rep');

    const from = futureAt(10);
    const to = new Date(Date.parse(from) + 2 * 3_600_000).toISOString();
    const slots = await api.GET('/api/public/links/{slug}/slots', {
      params: { path: { slug }, query: { from, to, timezone: 'Europe/Berlin' } },
    });
    const [first, , third] = slots.data!.slots;

    const body = { start: first.start, timezone: 'Europe/Berlin' as const, name: 'Pat Prospect', email: 'pat.typed@prospect.test' };
    const keyless = await api.POST('/api/public/links/{slug}/bookings', {
      params: { path: { slug }, header: { 'Idempotency-Key': '' } },
      body,
    });
    expect(keyless.response.status).toBe(400);
    expect(keyless.error?.errors[0].code).toBe('idempotency_key_required');

    const booked = await api.POST('/api/public/links/{slug}/bookings', {
      params: { path: { slug }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body,
    });
    expect(booked.response.status).toBe(201);
    const booking = booked.data!.data;
    expect(booking).toMatchObject({ start: first.start, status: 'scheduled', hostName: 'Ursula Rep' });
    const id = booking.id;
    const token = new URL(booking.rescheduleUrl).searchParams.get('token')!;

    const taken = await api.POST('/api/public/links/{slug}/bookings', {
      params: { path: { slug }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: { ...body, email: 'other@prospect.test' },
    });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.errors[0].detail).toBe('This slot has been just booked by someone else. Please choose a different one.');

    const moves = await api.GET('/api/public/bookings/{id}/slots', { params: { path: { id }, query: { token, from, to } } });
    expect(moves.data!.slots.map((s) => s.start)).toContain(third.start);

    const moved = await api.POST('/api/public/bookings/{id}/reschedule', {
      params: { path: { id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: { token, start: third.start },
    });
    expect(moved.response.status).toBe(200);
    expect(moved.data!.data).toMatchObject({ start: third.start, status: 'scheduled', canChange: true });

    const cancelled = await api.POST('/api/public/bookings/{id}/cancel', {
      params: { path: { id } },
      body: { token, reason: 'Found another time' },
    });
    expect(cancelled.data!.data).toMatchObject({ status: 'cancelled', cancellationReason: 'Found another time', canChange: false });

    const after = await api.GET('/api/public/bookings/{id}', { params: { path: { id }, query: { token } } });
    expect(after.data!.data.status).toBe('cancelled');
    const wrongToken = await api.GET('/api/public/bookings/{id}', { params: { path: { id }, query: { token: 'not-the-token' } } });
    expect(wrongToken.response.status).toBe(404);
    expect(wrongToken.error?.errors[0].status).toBe('404');
  });
});
