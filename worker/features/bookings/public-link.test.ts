import { describe, expect, it } from 'vitest';
import { demo } from '../../test/client';
import { createLink, openMeetingType, publicGet } from '../../test/booking-helpers';

describe('publicLink: who the page says hosts', () => {
  it('names a round-robin group (any one of them) instead of the owner, and a collective group (all of them)', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-ursula', 'demo-ravi', 'demo-manager']);
    const group = { kind: 'group', meetingTypeId: type.id, ownerUserId: 'demo-manager', memberIds: ['demo-ursula', 'demo-ravi'] };
    const rr = await createLink(admin, { ...group, name: 'Talk to sales', groupMode: 'round_robin' });
    const page = (await publicGet(`/api/public/links/${rr.slug}`)).body.data;
    expect(page.host).toEqual({ name: 'Ravi Rep or Ursula Rep', avatarUrl: null });
    expect(page.group).toEqual({
      mode: 'round_robin',
      members: [
        { name: 'Ravi Rep', avatarUrl: null },
        { name: 'Ursula Rep', avatarUrl: null },
      ],
    });
    expect(page.meta.title).toBe('Talk to sales with Ravi Rep or Ursula Rep');
    expect(JSON.stringify(page)).not.toContain('Max Manager');

    const all = await createLink(admin, { ...group, name: 'Panel', groupMode: 'collective' });
    const panel = (await publicGet(`/api/public/links/${all.slug}`)).body.data;
    expect(panel.group.mode).toBe('collective');
    expect(panel.host.name).toMatch(/^Max Manager, .+ and .+$/);
  });

  it('keeps a personal link to its owner, with no group', async () => {
    const { admin } = await demo();
    const type = await openMeetingType(admin, ['demo-ursula']);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ursula' });
    const page = (await publicGet(`/api/public/links/${link.slug}`)).body.data;
    expect(page.host).toEqual({ name: 'Ursula Rep', avatarUrl: null });
    expect(page).not.toHaveProperty('group');
  });

  it('promises a video call only when every host can get a link', async () => {
    const { admin, user } = await demo();
    const type = await openMeetingType(admin, ['demo-ursula', 'demo-ravi'], { locationType: 'video', videoTool: 'zoom' });
    const mine = await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ursula' });
    const both = await createLink(admin, {
      kind: 'group',
      meetingTypeId: type.id,
      ownerUserId: 'demo-manager',
      memberIds: ['demo-ursula', 'demo-ravi'],
      name: 'Sales',
      groupMode: 'round_robin',
    });
    const location = async (slug: string) => (await publicGet(`/api/public/links/${slug}`)).body.data.meetingType.locationType;
    expect(await location(mine.slug)).toBe('none'); // Ursula has neither Zoom nor a link of her own
    expect((await user.json('PUT', '/api/profile/integrations/conference-link', { url: 'https://meet.example/ursula' })).status).toBe(200);
    expect(await location(mine.slug)).toBe('video');
    expect(await location(both.slug)).toBe('none'); // Ravi could get it, and Ravi has nothing
  });
});
