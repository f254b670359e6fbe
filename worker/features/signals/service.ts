import type { Db } from '../../db/client';
import { checkConditionSegments } from '../segments/service';
import type { Caller, Env } from '../../env';
import { DomainError, forbidden, notFound } from '../../core/errors';
import type { NotificationsDto, SignalDto, SignalInput } from '../../contracts/signals';
import * as repo from './repo';
import { iso } from '../../contracts/response-kit';

export { signalsEventHandler } from './parts/fire';

/** Which product usage events an active signal of the organization fires on: product usage records only those. */
export const usageEventsListened = async (db: Db, accountId: string) => new Set(await repo.usageEventsListened(db, accountId));

/** Why a bell's request that is no WebSocket upgrade gets a 426. */
export const UPGRADE_REQUIRED = 'Expected a WebSocket upgrade';

const toDto = repo.toSignalDto;

// Admins and managers manage signals (spec section 6: managers create signals).
const editors = (caller: Caller) => {
  if (caller.role !== 'super_admin' && caller.role !== 'manager') throw forbidden();
};

export const listSignals = async (db: Db, caller: Caller) => (await repo.listSignals(db, caller.accountId)).map(toDto);

export async function createSignal(db: Db, caller: Caller, input: SignalInput, now = Date.now()) {
  editors(caller);
  await checkConditionSegments(db, caller, input.filters, '/filters');
  const id = crypto.randomUUID();
  await repo.insertSignal(db, {
    id,
    accountId: caller.accountId,
    ...input,
    event: input.event,
    createdBy: caller.userId,
    createdAt: now,
    updatedAt: now,
  });
  return toDto((await repo.findSignal(db, caller.accountId, id))!);
}

export async function updateSignal(db: Db, caller: Caller, id: string, input: SignalInput, now = Date.now()) {
  editors(caller);
  await checkConditionSegments(db, caller, input.filters, '/filters');
  const row = await repo.updateSignal(db, caller.accountId, id, { ...input, updatedAt: now });
  if (!row) throw notFound('Signal');
  return toDto(row);
}

export async function setSignalActive(db: Db, caller: Caller, id: string, active: boolean, now = Date.now()) {
  editors(caller);
  const row = await repo.updateSignal(db, caller.accountId, id, { active, updatedAt: now });
  if (!row) throw notFound('Signal');
  return toDto(row);
}

export async function deleteSignal(db: Db, caller: Caller, id: string, now = Date.now()) {
  editors(caller);
  if (!(await repo.updateSignal(db, caller.accountId, id, { deletedAt: now, active: false, updatedAt: now }))) throw notFound('Signal');
}

/** The bell: the newest notifications of the signed-in user and how many are unread. */
export async function myNotifications(db: Db, caller: Caller): Promise<NotificationsDto> {
  const [rows, unread] = await Promise.all([
    repo.listNotifications(db, caller.accountId, caller.userId),
    repo.unreadCount(db, caller.accountId, caller.userId),
  ]);
  return {
    items: rows.map((n) => ({
      id: n.id,
      title: n.title,
      body: n.body,
      link: n.link,
      createdAt: iso(n.createdAt),
      read: n.readAt !== null,
    })),
    unread,
  };
}

export const markNotificationsRead = (db: Db, caller: Caller, now = Date.now()) =>
  repo.markAllRead(db, caller.accountId, caller.userId, now);

/** Opens a bell's socket on the organization's notification object; the route answers the upgrade with it. */
export async function connectBell(env: Env, caller: Caller, request: Request): Promise<WebSocket> {
  const stub = env.ORG_NOTIFICATIONS.get(env.ORG_NOTIFICATIONS.idFromName(caller.accountId));
  const url = new URL(request.url);
  url.searchParams.set('userId', caller.userId);
  const res = await stub.fetch(new Request(url.toString(), request));
  if (!res.webSocket) throw new DomainError('upgrade_required', 'upgrade_required', UPGRADE_REQUIRED);
  return res.webSocket;
}
