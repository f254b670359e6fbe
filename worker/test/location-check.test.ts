import { describe, expect, it } from 'vitest';
import { defaultMeetingType } from '../contracts/meeting-types';
import { addOrg, addUser, demo, signIn } from './client';

// A meeting type's location is honoured only when each host can make the video link: the editor warns
// the admin which hosts would get none, and each host sees the meeting types they cannot honour yet.

const dailyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
const check = (q: string) => `/api/location-check?${q}`;

describe('location check', () => {
  it('names the hosts a video location would leave without a link, decided as a booking decides', async () => {
    const { admin, user } = await demo();
    const both = 'memberIds=demo-ursula,demo-ravi';
    let r = await admin.json('GET', check(`locationType=video&videoTool=daily&${both}`));
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      locationType: 'video',
      videoTool: 'daily',
      unhonoured: [
        { userId: 'demo-ursula', name: 'Ursula Rep' },
        { userId: 'demo-ravi', name: 'Ravi Rep' },
      ],
    });

    // Ursula connects Daily: her Daily meetings get a room; Ravi's still do not.
    expect((await user.json('PUT', '/api/profile/integrations/daily', { apiKey: dailyKey() })).status).toBe(200);
    r = await admin.json('GET', check(`locationType=video&videoTool=daily&${both}`));
    expect(r.body.data.unhonoured).toEqual([{ userId: 'demo-ravi', name: 'Ravi Rep' }]);
    // Zoom is not connected for her, but her own conference link stands in, as it does at booking.
    expect((await admin.json('GET', check(`locationType=video&videoTool=zoom&memberIds=demo-ursula`))).body.data.unhonoured).toEqual([
      { userId: 'demo-ursula', name: 'Ursula Rep' },
    ]);
    expect((await user.json('PUT', '/api/profile/integrations/conference-link', { url: 'https://meet.example/ursula' })).status).toBe(200);
    expect((await admin.json('GET', check(`locationType=video&videoTool=zoom&memberIds=demo-ursula`))).body.data.unhonoured).toEqual([]);

    // A phone or custom location needs nothing connected.
    expect((await admin.json('GET', check(`locationType=phone&${both}`))).body.data).toEqual({
      locationType: 'phone',
      videoTool: null,
      unhonoured: [],
    });
  });

  it("checks only members of the caller's organization, for Admins and Managers, with clear errors", async () => {
    const { admin, manager, user } = await demo();
    const other = await addOrg();
    const stranger = await addUser(other.accountId, { name: 'Someone Else' });
    expect((await admin.json('GET', check(`locationType=video&memberIds=${stranger.id},demo-ravi`))).body.data.unhonoured).toEqual([
      { userId: 'demo-ravi', name: 'Ravi Rep' },
    ]);
    expect((await manager.json('GET', check('locationType=video&memberIds=demo-ravi'))).status).toBe(200);
    expect((await user.json('GET', check('locationType=video&memberIds=demo-ravi'))).status).toBe(403);
    const bad = await admin.json('GET', check('locationType=moon'));
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].detail).toBe('Choose a location');
    expect((await admin.json('GET', check('locationType=video&videoTool=fax'))).body.errors[0].detail).toBe(
      'Choose a video conferencing tool',
    );
  });

  it('warns each host of the meeting types whose video tool they have not connected, until they do', async () => {
    const { admin } = await demo();
    const org = await addOrg();
    const host = await addUser(org.accountId, { name: 'Hana Host' });
    const orgAdmin = await signIn(org.admin.email);
    const made = await orgAdmin.json('POST', '/api/meeting-types', {
      ...defaultMeetingType([host.id]),
      name: 'Discovery call',
      videoTool: 'daily',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await orgAdmin.json('POST', '/api/meeting-types', {
      ...defaultMeetingType([host.id]),
      name: 'Phone intro',
      locationType: 'phone',
      videoTool: undefined,
    });
    const hana = await signIn(host.email);
    let gaps = await hana.json('GET', '/api/profile/location-check');
    expect(gaps.status).toBe(200);
    expect(gaps.body.data).toEqual([{ meetingTypeId: made.body.data.id, name: 'Discovery call', videoTool: 'daily' }]);
    expect((await hana.json('PUT', '/api/profile/integrations/daily', { apiKey: dailyKey() })).status).toBe(200);
    gaps = await hana.json('GET', '/api/profile/location-check');
    expect(gaps.body.data).toEqual([]);
    // Another organization's host sees only their own meeting types.
    expect((await admin.json('GET', '/api/profile/location-check')).body.data.map((g: { name: string }) => g.name)).not.toContain(
      'Discovery call',
    );
  });
});
