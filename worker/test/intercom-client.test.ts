import { describe, expect, it, vi } from 'vitest';
import { MessagingError } from '../integrations/messaging/adapter';
import { intercomClient } from '../integrations/messaging/intercom';
import { intercomFake } from './intercom-kit';

vi.setConfig({ testTimeout: 30_000 });

// The client inside workerd against the strict fake, reached through the test worker's outbound service.
const env = { APP_ENV: 'test' };
const install = async () => (await (await fetch('https://api.intercom.io/__fake/install', { method: 'POST' })).json()) as { token: string };

describe('Intercom client against the fake', () => {
  it('reads admins, contacts, companies, conversations and attributes; writes notes, assignments and tags', async () => {
    const { token } = await install();
    const client = intercomClient(env);
    expect((await client.me(token)).adminId).toBe('814860');
    const admins = await client.admins(token);
    expect(admins.map((a) => a.email)).toContain('ravi@acme.test');
    const made = await intercomFake<{ id: string }>(token, '/__fake/contacts', {
      email: 'pat@prospect.test',
      name: 'Pat',
      company: { name: 'Prospect Inc' },
    });
    const contact = await client.contact(token, made.id);
    expect(contact).toMatchObject({ email: 'pat@prospect.test', name: 'Pat' });
    expect((await client.company(token, contact.companyIds[0])).name).toBe('Prospect Inc');
    expect((await client.contactByEmail(token, 'pat@prospect.test'))?.id).toBe(made.id);
    const conv = await intercomFake<{ id: string }>(token, '/__fake/conversations', { contact_id: made.id });
    expect(await client.latestConversationOf(token, made.id)).toBe(conv.id);
    await client.assign(token, conv.id, '814860', '814861');
    await client.note(token, conv.id, '814860', '<p>Routed</p>');
    await client.tag(token, conv.id, '814860', 'routewise');
    await client.tag(token, conv.id, '814860', 'routewise');
    expect(await client.conversation(token, conv.id)).toMatchObject({ adminAssigneeId: '814861', contactIds: [made.id] });
    const state = await intercomFake(token, '/__fake/state');
    expect(state.conversations[0]).toMatchObject({ tags: ['routewise'], notes: [{ body: '<p>Routed</p>' }] });
    expect((await client.contactAttributes(token)).find((a) => a.name === 'plan')?.options).toEqual(['Free', 'Pro', 'Enterprise']);
  });

  it('is refused as Intercom refuses: wrong token, missing version header, unknown fields, a note by a stranger', async () => {
    const { token } = await install();
    const client = intercomClient(env);
    await expect(client.admins('dG9rOiforged')).rejects.toMatchObject({ status: 401, code: 'unauthorized', retryable: false });
    const noVersion = await fetch('https://api.intercom.io/admins', { headers: { authorization: `Bearer ${token}` } });
    expect(noVersion.status).toBe(400);
    expect(((await noVersion.json()) as { errors: { code: string }[] }).errors[0].code).toBe('intercom_version_invalid');
    const made = await intercomFake<{ id: string }>(token, '/__fake/contacts', { email: 'q@prospect.test', name: 'Q' });
    const conv = await intercomFake<{ id: string }>(token, '/__fake/conversations', { contact_id: made.id });
    const unknown = await fetch(`https://api.intercom.io/conversations/${conv.id}/reply`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'intercom-version': '2.11', 'content-type': 'application/json' },
      body: JSON.stringify({ message_type: 'note', type: 'admin', admin_id: '814860', body: 'x', color: 'red' }),
    });
    expect(unknown.status).toBe(400);
    await expect(client.note(token, conv.id, '999', 'x')).rejects.toMatchObject({ status: 400, code: 'parameter_invalid' });
    await expect(client.conversation(token, '404404')).rejects.toMatchObject({ status: 404 });
  });

  it('honours 429: waits out a reset a moment away, and hands a later one back as retryable with its wait', async () => {
    const { token } = await install();
    const client = intercomClient(env);
    await intercomFake(token, '/__fake/rate-limit', { count: 1, resetInSeconds: 1 });
    const started = Date.now();
    expect((await client.admins(token)).length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await intercomFake(token, '/__fake/rate-limit', { count: 5, resetInSeconds: 60 });
    const limited = await client.admins(token).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(MessagingError);
    expect(limited).toMatchObject({ status: 429, retryable: true, code: 'rate_limit_exceeded' });
    expect((limited as MessagingError).retryAfterSeconds).toBeGreaterThanOrEqual(58);
  });
});
