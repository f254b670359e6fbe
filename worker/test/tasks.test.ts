import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TASK_MESSAGES } from '../contracts/tasks';
import { addOrg, addUser, signIn, uid, type TestClient } from './client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** Spec section 3 "Note and task": tasks and notes on accounts, contacts and meetings; "My tasks". */
let org: Awaited<ReturnType<typeof addOrg>>;
let admin: TestClient;
let rep: TestClient;
let other: TestClient;
let repId: string;
let otherId: string;
const r: Record<string, string> = {};

/** A 422 whose error details include each of `details` (other problems may be reported beside them). */
function expectRefused(res: { status: number; body: any }, details: string[]) {
  expect(res.status).toBe(422);
  expect(res.body.errors.map((e: { detail: string }) => e.detail)).toEqual(expect.arrayContaining(details));
}

async function record(body: Record<string, unknown>) {
  const res = await admin.json('POST', '/api/crm/records', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

async function meeting(accountId: string, bookedBy: string, hostUserId: string) {
  const id = crypto.randomUUID();
  const at = Date.now() + 86_400_000;
  await env.DB.prepare(
    'insert into meetings (id, account_id, host_user_id, title, start_at, end_at, booked_by_user_id, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(id, accountId, hostUserId, 'Intro call with Gail', at, at + 1_800_000, bookedBy, Date.now())
    .run();
  return id;
}

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

beforeAll(async () => {
  org = await addOrg();
  admin = await signIn(org.admin.email);
  const u1 = await addUser(org.accountId, { email: `rep-${uid()}@${org.domain}`, name: 'Rita Rep' });
  const u2 = await addUser(org.accountId, { email: `oth-${uid()}@${org.domain}`, name: 'Otto Other' });
  repId = u1.id;
  otherId = u2.id;
  rep = await signIn(u1.email);
  other = await signIn(u2.email);
  const tag = uid();
  r.repAccount = await record({ module: 'account', name: 'Rita Co', domain: `rita-${tag}.test`, ownerUserId: repId });
  r.otherAccount = await record({ module: 'account', name: 'Otto Co', domain: `otto-${tag}.test`, ownerUserId: otherId });
  r.repContact = await record({ module: 'contact', name: 'Cal', email: `cal@rita-${tag}.test`, parentAccountId: r.repAccount });
  r.meeting = await meeting(org.accountId, repId, org.admin.id);
});

describe('tasks', () => {
  it('creates, lists, edits, completes and deletes a task on an account, with the spec wording for errors', async () => {
    const bad = await rep.json('POST', '/api/tasks', { subjectType: 'account', subjectId: r.repAccount, title: ' ', deadline: 'soon' });
    expectRefused(bad, [TASK_MESSAGES.titleRequired, TASK_MESSAGES.invalidDeadline]);
    const created = await rep.json('POST', '/api/tasks', {
      subjectType: 'account',
      subjectId: r.repAccount,
      type: 'phone',
      title: 'Call about renewal',
      deadline: hours(48),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      subjectName: 'Rita Co',
      type: 'phone',
      status: 'open',
      assigneeUserId: repId,
      assigneeName: 'Rita Rep',
      overdue: false,
      createdBy: repId,
    });
    const id = created.body.data.id;
    const list = await admin.json('GET', `/api/tasks?subjectType=account&subjectId=${r.repAccount}`);
    expect(list.body.data.map((t: { id: string }) => t.id)).toContain(id);
    const done = await rep.json('PATCH', `/api/tasks/${id}`, { status: 'done' });
    expect(done.body.data).toMatchObject({ status: 'done', overdue: false });
    expect(done.body.data.completedAt).not.toBeNull();
    const reopened = await rep.json('PATCH', `/api/tasks/${id}`, { status: 'open', title: 'Call again' });
    expect(reopened.body.data).toMatchObject({ status: 'open', completedAt: null, title: 'Call again' });
    const notMember = await rep.json('PATCH', `/api/tasks/${id}`, { assigneeUserId: 'nobody' });
    expect(notMember.status).toBe(422);
    expect(notMember.body.errors[0]).toMatchObject({ detail: TASK_MESSAGES.assigneeNotMember, source: { pointer: '/assigneeUserId' } });
    expect((await rep.json('DELETE', `/api/tasks/${id}`)).status).toBe(204);
    expect((await rep.json('GET', `/api/tasks/${id}`)).status).toBe(404);
  });

  it('lets a User see and edit tasks on records they see and their own, and nothing else', async () => {
    // Otto's account: Rita cannot put a task on it, nor list its tasks.
    expect((await rep.json('POST', '/api/tasks', { subjectType: 'account', subjectId: r.otherAccount, title: 'Peek' })).status).toBe(404);
    expect((await rep.json('GET', `/api/tasks?subjectType=account&subjectId=${r.otherAccount}`)).status).toBe(404);
    // A contact id given as an account is not one.
    expect((await admin.json('POST', '/api/tasks', { subjectType: 'account', subjectId: r.repContact, title: 'Wrong kind' })).status).toBe(
      404,
    );
    const onOtto = await admin.json('POST', '/api/tasks', { subjectType: 'account', subjectId: r.otherAccount, title: 'Otto only' });
    const forRita = await admin.json('POST', '/api/tasks', {
      subjectType: 'account',
      subjectId: r.otherAccount,
      title: 'Rita helps on Otto Co',
      assigneeUserId: repId,
    });
    expect((await rep.json('GET', `/api/tasks/${onOtto.body.data.id}`)).status).toBe(404);
    expect((await rep.json('PATCH', `/api/tasks/${onOtto.body.data.id}`, { status: 'done' })).status).toBe(404);
    // Assigned to her: she sees and completes it, but did not write it, so she cannot delete it.
    expect((await rep.json('PATCH', `/api/tasks/${forRita.body.data.id}`, { status: 'done' })).body.data.status).toBe('done');
    expect((await rep.json('DELETE', `/api/tasks/${forRita.body.data.id}`)).status).toBe(403);
    // A task on Rita's contact (its account is hers): Otto sees nothing of it, Rita does.
    const onContact = await admin.json('POST', '/api/tasks', {
      subjectType: 'contact',
      subjectId: r.repContact,
      title: 'Send deck',
      type: 'email',
    });
    expect(onContact.status).toBe(201);
    expect((await rep.json('GET', `/api/tasks/${onContact.body.data.id}`)).body.data.subjectName).toBe('Cal');
    expect((await other.json('GET', `/api/tasks/${onContact.body.data.id}`)).status).toBe(404);
  });

  it('puts tasks on meetings the caller takes part in', async () => {
    const t = await rep.json('POST', '/api/tasks', { subjectType: 'meeting', subjectId: r.meeting, title: 'Prepare the demo' });
    expect(t.status, JSON.stringify(t.body)).toBe(201);
    expect(t.body.data.subjectName).toBe('Intro call with Gail');
    expect((await other.json('GET', `/api/tasks?subjectType=meeting&subjectId=${r.meeting}`)).status).toBe(404);
    expect((await admin.json('GET', `/api/tasks?subjectType=meeting&subjectId=${r.meeting}`)).body.data).toHaveLength(1);
  });

  it('"My tasks" lists my open tasks, overdue ones first, and none done or of others', async () => {
    const o = await addOrg();
    const a = await signIn(o.admin.email);
    const acc = (await a.json('POST', '/api/crm/records', { module: 'account', name: 'Mine Co' })).body.data.id;
    const add = (title: string, deadline: string | null, extra = {}) =>
      a.json('POST', '/api/tasks', { subjectType: 'account', subjectId: acc, title, deadline, ...extra });
    await add('Later', hours(72));
    await add('No deadline', null);
    await add('Overdue', hours(-5));
    await add('Soon', hours(2));
    const done = await add('Done already', hours(-10));
    await a.json('PATCH', `/api/tasks/${done.body.data.id}`, { status: 'done' });
    const someoneElse = await addUser(o.accountId, { name: 'Sam' });
    await add('For Sam', hours(-20), { assigneeUserId: someoneElse.id });
    const mine = (await a.json('GET', '/api/tasks/mine')).body.data as { title: string; overdue: boolean }[];
    expect(mine.map((t) => t.title)).toEqual(['Overdue', 'Soon', 'Later', 'No deadline']);
    expect(mine.map((t) => t.overdue)).toEqual([true, false, false, false]);
  });

  it("answers 404 for another organization's tasks, notes and records", async () => {
    const t = await admin.json('POST', '/api/tasks', { subjectType: 'account', subjectId: r.repAccount, title: 'Ours' });
    const n = await admin.json('POST', '/api/notes', { subjectType: 'account', subjectId: r.repAccount, description: 'Ours' });
    const o = await addOrg();
    const stranger = await signIn(o.admin.email);
    expect((await stranger.json('GET', `/api/tasks/${t.body.data.id}`)).status).toBe(404);
    expect((await stranger.json('PATCH', `/api/tasks/${t.body.data.id}`, { status: 'done' })).status).toBe(404);
    expect((await stranger.json('DELETE', `/api/tasks/${t.body.data.id}`)).status).toBe(404);
    expect((await stranger.json('PATCH', `/api/notes/${n.body.data.id}`, { description: 'Theirs' })).status).toBe(404);
    expect((await stranger.json('DELETE', `/api/notes/${n.body.data.id}`)).status).toBe(404);
    expect((await stranger.json('GET', `/api/notes?subjectType=account&subjectId=${r.repAccount}`)).status).toBe(404);
    expect((await stranger.json('POST', '/api/tasks', { subjectType: 'account', subjectId: r.repAccount, title: 'x' })).status).toBe(404);
    expect((await stranger.json('POST', '/api/tasks', { subjectType: 'meeting', subjectId: r.meeting, title: 'x' })).status).toBe(404);
    expect((await admin.json('GET', `/api/tasks/${t.body.data.id}`)).body.data.title).toBe('Ours');
  });
});

describe('notes', () => {
  it('writes a note with a follow-up task in one go, and edits and deletes it as its author', async () => {
    const missing = await rep.json('POST', '/api/notes', {
      subjectType: 'contact',
      subjectId: r.repContact,
      description: '',
      followUp: { title: 'Follow up' },
    });
    expectRefused(missing, [TASK_MESSAGES.descriptionRequired, TASK_MESSAGES.deadlineRequired]);
    const res = await rep.json('POST', '/api/notes', {
      subjectType: 'contact',
      subjectId: r.repContact,
      description: 'Wants the enterprise plan.\nBudget in Q1.',
      followUp: { type: 'email', title: 'Send pricing', deadline: hours(24) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const note = res.body.data;
    expect(note).toMatchObject({ description: 'Wants the enterprise plan.\nBudget in Q1.', authorName: 'Rita Rep' });
    expect(note.followUpTask).toMatchObject({ title: 'Send pricing', type: 'email', noteId: note.id, assigneeUserId: repId });
    const tasks = await rep.json('GET', `/api/tasks?subjectType=contact&subjectId=${r.repContact}`);
    expect(tasks.body.data.map((t: { id: string }) => t.id)).toContain(note.followUpTask.id);
    const notes = await admin.json('GET', `/api/notes?subjectType=contact&subjectId=${r.repContact}`);
    expect(notes.body.data[0]).toMatchObject({ id: note.id, followUpTask: { id: note.followUpTask.id } });
    // A bad follow-up assignee writes neither the note nor the task.
    const before = (await admin.json('GET', `/api/notes?subjectType=contact&subjectId=${r.repContact}`)).body.data.length;
    const refused = await rep.json('POST', '/api/notes', {
      subjectType: 'contact',
      subjectId: r.repContact,
      description: 'Half',
      followUp: { title: 'x', deadline: hours(1), assigneeUserId: 'ghost' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].source.pointer).toBe('/followUp/assigneeUserId');
    expect((await admin.json('GET', `/api/notes?subjectType=contact&subjectId=${r.repContact}`)).body.data).toHaveLength(before);
    // Otto cannot see the contact; an Admin may edit; the author deletes, and the follow-up task stays.
    expect((await other.json('PATCH', `/api/notes/${note.id}`, { description: 'Mine now' })).status).toBe(404);
    expect((await admin.json('PATCH', `/api/notes/${note.id}`, { description: 'Edited' })).body.data.description).toBe('Edited');
    expect((await rep.json('DELETE', `/api/notes/${note.id}`)).status).toBe(204);
    const kept = await rep.json('GET', `/api/tasks/${note.followUpTask.id}`);
    expect(kept.body.data).toMatchObject({ title: 'Send pricing', noteId: null });
  });

  it('lets only the author or an Admin or Manager change a note others can read', async () => {
    const n = await admin.json('POST', '/api/notes', { subjectType: 'account', subjectId: r.repAccount, description: 'From the admin' });
    expect((await rep.json('GET', `/api/notes?subjectType=account&subjectId=${r.repAccount}`)).body.data[0].id).toBe(n.body.data.id);
    expect((await rep.json('PATCH', `/api/notes/${n.body.data.id}`, { description: 'Changed' })).status).toBe(403);
    expect((await rep.json('DELETE', `/api/notes/${n.body.data.id}`)).status).toBe(403);
  });
});
