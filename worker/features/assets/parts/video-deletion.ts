import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { changes, runBatch, type Stmt } from '../../../db/batch';
import { MediaError } from '../../../integrations/media/adapter';
import { eventStmtIfChanged, publishEvents, RetryLater, type EventHandler } from '../../events/service';
import { muxFor } from '../../media/service';
import type * as repo from '../repo';

// A video deleted from the library is deleted at Mux too: Mux bills its storage, and the customer deleted it
// here to be rid of it. The deletion records an event in the same batch (only when the row really went), and
// this handler calls Mux until Mux confirms; Mux's outage never keeps the row or loses the task.

/** Runs the asset's delete, with its Mux event when it is a Mux video; true when the row was deleted. */
export async function deleteVideoAsset(env: Env, db: Db, accountId: string, row: repo.StoredAsset, deleteStmt: Stmt): Promise<boolean> {
  const atMux = row.muxUploadId || row.muxAssetId;
  const event = atMux
    ? eventStmtIfChanged(db, {
        accountId,
        type: 'media.video_deleted',
        subjectId: row.id,
        payload: { provider: 'mux', uploadId: row.muxUploadId, assetId: row.muxAssetId },
        occurredAt: Date.now(),
      })
    : null;
  const [deleted] = await runBatch(db, event ? [deleteStmt, event.stmt] : [deleteStmt]);
  if (!changes(deleted)) return false;
  if (event) await publishEvents(env, [event.id]);
  return true;
}

/**
 * Deletes the video at Mux: its asset, or, when the browser's upload had not become one when the row was
 * deleted, the asset the upload has made since; an upload still waiting for its file is cancelled instead.
 * With Mux disconnected there is no token to ask with: nothing can be done, and the event is finished.
 */
export const muxVideoDeletion: EventHandler = {
  name: 'mux_video_deletion',
  types: ['media.video_deleted'],
  async handle(env, db, event) {
    if (event.type !== 'media.video_deleted') return;
    const { uploadId, assetId } = event.payload as { uploadId: string | null; assetId: string | null };
    const mux = await muxFor(env, db, event.accountId);
    if (!mux) return;
    const { client, credentials } = mux;
    try {
      let id = assetId;
      if (!id && uploadId) {
        const upload = await client.uploadAsset(credentials, uploadId);
        id = upload.assetId;
        if (!id && upload.status === 'waiting')
          await client.cancelUpload(credentials, uploadId).catch(async (err) => {
            // Two deliveries at once: the other one cancelled it first, and Mux refuses a second cancel.
            if ((await client.uploadAsset(credentials, uploadId)).status !== 'cancelled') throw err;
          });
      }
      if (id) await client.deleteVideo(credentials, id);
    } catch (err) {
      // Mux's wait (a 429's Retry-After) is honoured; any other failure is retried with the outbox's backoff.
      if (err instanceof MediaError && err.status === 429) throw new RetryLater(err.message, err.retryAfterSeconds ?? 30);
      throw err;
    }
  },
};
