import type { Stmt } from '../../../db/batch';
import type { Db } from '../../../db/client';
import type { SubjectRef } from '../../../contracts/tasks';
import * as repo from '../repo';

/**
 * A signal's "add task" action: one to-do per recipient on the record the signal is about, written in
 * the signal handler's batch. The source key (the firing and the recipient) makes a second delivery of
 * the same event insert nothing.
 */
export function signalTaskStmts(
  db: Db,
  t: { accountId: string; subject: SubjectRef; title: string; description: string; assigneeUserIds: string[]; sourceKey: string },
  now = Date.now(),
): Stmt[] {
  return [...new Set(t.assigneeUserIds)].map((assigneeUserId) =>
    repo.insertTaskOnceStmt(db, {
      id: crypto.randomUUID(),
      accountId: t.accountId,
      subjectType: t.subject.subjectType,
      subjectId: t.subject.subjectId,
      type: 'to_do',
      title: t.title.slice(0, 200),
      description: t.description.slice(0, 5000),
      assigneeUserId,
      deadline: null,
      sourceKey: `${t.sourceKey}:${assigneeUserId}`,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    }),
  );
}
