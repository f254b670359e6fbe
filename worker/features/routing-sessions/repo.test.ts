// The submission reads its first slots from the session it is storing, before the row is there: the row it
// builds must be the row D1 stores, defaults included.
import { describe, expect, it } from 'vitest';
import { addOrg, db } from '../../test/client';
import { findSession, insertSessionStmt, storedSession, type SessionInsert } from './repo';

describe('storedSession', () => {
  it('is the row D1 stores for an insert that leaves the defaulted columns out', async () => {
    const { accountId } = await addOrg();
    const row: SessionInsert & { id: string; updatedAt: number } = {
      id: crypto.randomUUID(),
      accountId,
      routerName: 'Inbound',
      answers: { email: 'pat@example.com' },
      attribution: { pageUrl: 'https://www.example.com/', referrer: null, utm: {} },
      createdAt: 1_800_000_000_000,
      updatedAt: 1_800_000_000_000,
    };
    await insertSessionStmt(db(), row).run();
    expect(storedSession(row)).toEqual(await findSession(db(), row.id));
  });
});
