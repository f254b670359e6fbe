import type { Env } from '../../../env';
import type { DistributionRule, FallbackPod } from '../../../contracts/routing-pods';
import type { PodDraw } from '../../../core/routing/assignment';
import { podOf } from '../../distribution/service';
import { iso } from '../../../contracts/response-kit';

/** A pod whose object was never configured (no members yet) has nobody to offer. */
const notConfigured = (e: unknown) => /not configured/.test(String((e as Error)?.message ?? e));

/**
 * The one step of a submission that must talk to the pod before the assignment is decided: a strict pod
 * takes its turn now, in its own serialized object (the session id stands for the meeting until one is
 * booked); an available or balanced pod is only read. Either way the state it used comes back for the log.
 * A preview passes no session id: a strict pod then only says who is next (its object's `peek`).
 */
export async function drawFromPod(
  env: Env,
  accountId: string,
  pod: DistributionRule | FallbackPod,
  sessionId: string | null,
  now: number,
): Promise<PodDraw> {
  const stub = podOf(env, accountId, pod.id);
  if (pod.method === 'round_robin_strict') {
    try {
      const choice = await (sessionId === null ? stub.peek(iso(now)) : stub.assign(sessionId, iso(now)));
      return { kind: 'strict', choice, drawnFrom: choice.drawnFrom };
    } catch (e) {
      if (notConfigured(e)) return { kind: 'unconfigured' };
      throw e;
    }
  }
  const snap = await stub.snapshot(iso(now), 0);
  return { kind: 'open', state: snap.state, configured: snap.settings !== null };
}
