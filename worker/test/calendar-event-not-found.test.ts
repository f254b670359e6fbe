import { describe, expect, it } from 'vitest';
import { addOrg, demo, signIn } from './client';
import { book, createLink, futureAt, openMeetingType } from './booking-helpers';

// GET /api/calendars/meetings/{id} answers for a meeting the caller can see: an unknown id or another
// organization's meeting is a 404 like the meeting itself; a visible meeting no calendar holds is null.

describe("a meeting's calendar copy", () => {
  it("is 404 for an unknown meeting and for another organization's, null for a visible meeting without one", async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-ursula']);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ursula' });
    const booked = await book(link.slug, { start: futureAt(10, 0, 6) });
    expect(booked.status).toBe(201);
    const meetingId = booked.body.data.id as string;

    const none = await admin.json('GET', `/api/calendars/meetings/${meetingId}`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: null });

    const unknown = await admin.json('GET', `/api/calendars/meetings/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([{ status: '404', code: 'not_found', detail: 'Meeting not found' }]);

    const other = await addOrg();
    const foreign = await (await signIn(other.admin.email)).json('GET', `/api/calendars/meetings/${meetingId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors[0].code).toBe('not_found');
  });
});
