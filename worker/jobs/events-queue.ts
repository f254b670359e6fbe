import type { Env, EventQueueMessage } from '../env';
import { getDb } from '../db/client';
import { handleEvent } from '../features/events/service';
import { EVENT_HANDLERS } from './event-handlers';

/** Runs the handlers of each delivered event; a handler with work left asks for the message again later. */
export async function handleEventBatch(batch: MessageBatch<EventQueueMessage>, env: Env) {
  const db = getDb(env.DB);
  for (const msg of batch.messages) {
    const id = msg.body?.eventId;
    if (typeof id !== 'string') {
      msg.ack();
      continue;
    }
    try {
      const outcome = await handleEvent(env, db, EVENT_HANDLERS, id);
      if (outcome.result === 'retry') msg.retry({ delaySeconds: Math.min(outcome.delaySeconds, 43_200) });
      else msg.ack();
    } catch (err) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'event handling failed before it was recorded', eventId: id, error: String(err) }));
      msg.retry({ delaySeconds: 30 });
    }
  }
}
