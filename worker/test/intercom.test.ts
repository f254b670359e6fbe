import { describe, expect, it, vi } from 'vitest';
import { INTERCOM_MESSAGES } from '../contracts/intercom';
import { addOrg, signIn, uid } from './client';
import { book } from './booking-helpers';
import { connectIntercom, deliver, intercomFake, intercomOrg, notification, startedConversation, stateOf } from './intercom-kit';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** A contact on `plan` with a conversation, then Intercom's signed notice that the contact changed: whom the conversation went to. */
async function assigneeAfterUpdate(token: string, name: string, plan: string) {
  const contact = await intercomFake<{ id: string }>(token, '/__fake/contacts', {
    email: `${name[0].toLowerCase()}-${uid()}@prospect.test`,
    name,
    custom_attributes: { plan },
  });
  const conv = await intercomFake<{ id: string }>(token, '/__fake/conversations', { contact_id: contact.id });
  const hook = await notification(token, 'contact.user.updated', { type: 'contact', id: contact.id });
  expect((await deliver(hook.body, hook.signature)).status).toBe(204);
  return (await stateOf(token, conv.id)).admin_assignee_id;
}

describe('Intercom router', () => {
  it('routes a started conversation once: assigned to the rep, a note with their booking link, tags; the prospect can book', async () => {
    const o = await intercomOrg();
    const created = await o.admin.json('POST', '/api/intercom/routers', {
      name: 'Chat',
      trigger: 'conversation_started',
      podId: o.podId,
      tags: ['routewise', 'hot lead'],
    });
    expect(created.status).toBe(201);
    const { conv, hook } = await startedConversation(o.token);
    expect((await deliver(hook.body, hook.signature)).status).toBe(204);
    const after = await stateOf(o.token, conv.id);
    expect(after.admin_assignee_id).toBe(o.repAdmin.id);
    expect(after.notes).toHaveLength(1);
    expect(after.notes[0].body).toContain('Routed to Rita Rep');
    expect(after.notes[0].body).toContain(o.link.url);
    expect(after.tags).toEqual(['routewise', 'hot lead']);
    // Intercom delivers again (a retry): routed once.
    expect((await deliver(hook.body, hook.signature)).status).toBe(204);
    expect((await stateOf(o.token, conv.id)).notes).toHaveLength(1);
    const log = await o.admin.json('GET', '/api/intercom/routings');
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({
      outcome: 'routed',
      assigneeUserId: o.rep.id,
      intercomAdminId: o.repAdmin.id,
      conversationId: conv.id,
    });
    expect(log.body.data[0].explanation.lines.join('\n')).toContain('Round robin of the pod Chat pod: Rita Rep is next');
    // The link in the note books with the rep.
    const slots = await o.admin.json('GET', `/api/public/links/${o.link.slug}/slots?timezone=UTC`);
    if (slots.status === 200 && slots.body.data?.slots?.length)
      expect((await book(o.link.slug, { start: slots.body.data.slots[0].start })).status).toBe(201);
  });

  it('hands a notification back to Intercom while it rate-limits us (429), then routes it once on redelivery', async () => {
    const o = await intercomOrg();
    await o.admin.json('POST', '/api/intercom/routers', { name: 'Chat', trigger: 'conversation_started', podId: o.podId, tags: ['vip'] });
    const { conv, hook } = await startedConversation(o.token);
    await intercomFake(o.token, '/__fake/rate-limit', { count: 1, resetInSeconds: 60 });
    expect((await deliver(hook.body, hook.signature)).status).toBe(429);
    expect((await o.admin.json('GET', '/api/intercom/routings')).body.data).toEqual([]);
    expect((await deliver(hook.body, hook.signature)).status).toBe(204);
    expect((await deliver(hook.body, hook.signature)).status).toBe(204);
    const after = await stateOf(o.token, conv.id);
    expect(after).toMatchObject({ admin_assignee_id: o.repAdmin.id, tags: ['vip'] });
    expect(after.notes).toHaveLength(1);
  });

  it('assigns to the Intercom admin an admin chose for the rep when their e-mails differ', async () => {
    const o = await intercomOrg();
    const other = await intercomFake<{ id: string }>(o.token, '/__fake/admins', {
      email: `rita.personal-${uid()}@mail.test`,
      name: 'Rita (personal)',
    });
    const stranger = await addOrg();
    const foreign = await o.admin.json('PUT', '/api/intercom/admin-mapping', {
      mapping: [{ adminId: other.id, userId: stranger.admin.id }],
    });
    expect(foreign.status).toBe(422);
    const saved = await o.admin.json('PUT', '/api/intercom/admin-mapping', {
      mapping: [
        { adminId: other.id, userId: o.rep.id },
        { adminId: o.repAdmin.id, userId: null },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.admins.find((a: { id: string }) => a.id === other.id)).toMatchObject({ userId: o.rep.id, chosen: true });
    expect((await o.repClient.json('PUT', '/api/intercom/admin-mapping', { mapping: [] })).status).toBe(403);
    await o.admin.json('POST', '/api/intercom/routers', { name: 'Chat', trigger: 'conversation_started', podId: o.podId });
    const { conv, hook } = await startedConversation(o.token);
    expect((await deliver(hook.body, hook.signature)).status).toBe(204);
    expect((await stateOf(o.token, conv.id)).admin_assignee_id).toBe(other.id);
  });

  it('refuses a bad signature and a notification signed with another secret', async () => {
    const o = await intercomOrg();
    const { hook } = await startedConversation(o.token);
    expect((await deliver(hook.body, 'sha1=' + '0'.repeat(40))).status).toBe(401);
    expect((await deliver(hook.body.replace('conversation.user.created', 'conversation.user.replied'), hook.signature)).status).toBe(401);
    expect((await deliver(hook.body, '')).status).toBe(401);
  });

  it('routes when a qualifying attribute is set, and not for another value', async () => {
    const o = await intercomOrg();
    const created = await o.admin.json('POST', '/api/intercom/routers', {
      name: 'Enterprise chats',
      trigger: 'attribute_set',
      attributeName: 'plan',
      attributeValue: 'Enterprise',
      podId: o.podId,
    });
    expect(created.status).toBe(201);
    expect(await assigneeAfterUpdate(o.token, 'Eve', 'Enterprise')).toBe(o.repAdmin.id);
    expect(await assigneeAfterUpdate(o.token, 'Fay', 'Free')).toBeNull();
  });

  it('refuses an Intercom dropdown of more than ten choices as a trigger attribute; ten are allowed', async () => {
    const o = await intercomOrg();
    const choices = (n: number) => Array.from({ length: n }, (_, i) => `Choice ${i + 1}`);
    await intercomFake(o.token, '/__fake/data_attributes', { name: 'region11', label: 'Region', options: choices(11) });
    await intercomFake(o.token, '/__fake/data_attributes', { name: 'region10', label: 'Region', options: choices(10) });
    const attrs = await o.admin.json('GET', '/api/intercom/attributes');
    expect(attrs.body.data.find((a: { name: string }) => a.name === 'region11')).toMatchObject({ selectable: false });
    const body = (attributeName: string) => ({
      name: 'R',
      trigger: 'attribute_set',
      attributeName,
      attributeValue: 'Choice 1',
      podId: o.podId,
    });
    const refused = await o.admin.json('POST', '/api/intercom/routers', body('region11'));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ detail: INTERCOM_MESSAGES.dropdownTooLarge, source: { pointer: '/attributeName' } });
    expect((await o.admin.json('POST', '/api/intercom/routers', body('region10'))).status).toBe(201);
  });

  it('lets only admins manage routers, and only their own organization', async () => {
    const o = await intercomOrg();
    const created = (await o.admin.json('POST', '/api/intercom/routers', { name: 'Chat', trigger: 'conversation_started', podId: o.podId }))
      .body.data;
    expect((await o.repClient.json('GET', '/api/intercom/routers')).status).toBe(403);
    expect(
      (await o.repClient.json('POST', '/api/intercom/routers', { name: 'X', trigger: 'conversation_started', podId: o.podId })).status,
    ).toBe(403);
    expect((await o.repClient.json('POST', '/api/intercom/connect', {})).status).toBe(403);
    const other = await addOrg();
    const stranger = await signIn(other.admin.email);
    expect((await stranger.json('GET', `/api/intercom/routers/${created.id}`)).status).toBe(404);
    expect(
      (await stranger.json('PUT', `/api/intercom/routers/${created.id}`, { name: 'Mine', trigger: 'conversation_started', podId: o.podId }))
        .status,
    ).toBe(404);
    expect((await stranger.json('DELETE', `/api/intercom/routers/${created.id}`)).status).toBe(404);
    expect((await stranger.json('GET', '/api/intercom/routings')).body.data).toEqual([]);
    // Another organization's pod cannot be named.
    await connectIntercom(stranger);
    const foreign = await stranger.json('POST', '/api/intercom/routers', { name: 'Mine', trigger: 'conversation_started', podId: o.podId });
    expect(foreign.status).toBe(422);
    const conn = await o.admin.json('GET', '/api/intercom/connection');
    expect(conn.body.data.status).toBe('connected');
    expect(conn.body.data.admins.find((a: { email: string }) => a.email === o.rep.email.toUpperCase())).toMatchObject({ userId: o.rep.id });
    const edited = await o.admin.json('PUT', `/api/intercom/routers/${created.id}`, {
      name: 'Chat 2',
      trigger: 'conversation_started',
      podId: o.podId,
      active: false,
    });
    expect(edited.body.data).toMatchObject({ name: 'Chat 2', active: false, version: 2 });
    expect((await o.admin.json('DELETE', `/api/intercom/routers/${created.id}`)).status).toBe(204);
    expect((await o.admin.json('GET', `/api/intercom/routers/${created.id}`)).status).toBe(404);
  });
});
