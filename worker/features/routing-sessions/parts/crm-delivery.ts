import type { Db } from '../../../db/client';
import type { DecisionEvent } from '../../../contracts/routing-decision';
import type { Delivery } from '../../crm-sync/service';
import * as repo from '../repo';

/** A settled outside-CRM job on the routing log: its writes, the owner update card, and the events. */
export async function applyCrmDelivery(db: Db, d: Delivery) {
  const columns = d.ownerUpdate ? { crmOwnerUpdated: d.ownerUpdate.updated, crmOwnerField: d.ownerUpdate.field } : {};
  const events = d.events.map((e) => ({ ...e, type: e.type as DecisionEvent['type'] }));
  await repo
    .updateSessionStmt(db, d.accountId, d.sessionId, columns, {
      set: d.ownerUpdate ? { ownerUpdate: d.ownerUpdate } : {},
      push: { crmWrites: d.crmWrites, events },
    })
    .run();
}
