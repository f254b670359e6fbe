export type Countdown = {
  readonly remaining: number;
  readonly paused: boolean;
  pause(): void;
  resume(): void;
  /** Ends the countdown for good; onDone is not called. */
  stop(): void;
};

/**
 * A whole-second countdown that can be paused and resumed (the post-booking auto-redirect).
 * onTick gets the seconds left after every change, onDone runs once when it reaches zero.
 */
export function startCountdown(
  seconds: number,
  handlers: { onTick?: (remaining: number, paused: boolean) => void; onDone: () => void },
): Countdown {
  let remaining = Math.max(0, Math.round(seconds));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  let stopped = false;

  const tick = () => {
    timer = undefined;
    remaining -= 1;
    handlers.onTick?.(remaining, paused);
    if (remaining <= 0) {
      stopped = true;
      handlers.onDone();
    } else schedule();
  };
  const schedule = () => {
    if (!stopped && !paused && timer === undefined) timer = setTimeout(tick, 1000);
  };
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const countdown: Countdown = {
    get remaining() {
      return remaining;
    },
    get paused() {
      return paused;
    },
    pause() {
      if (stopped || paused) return;
      paused = true;
      clear();
      handlers.onTick?.(remaining, paused);
    },
    resume() {
      if (stopped || !paused) return;
      paused = false;
      handlers.onTick?.(remaining, paused);
      schedule();
    },
    stop() {
      stopped = true;
      clear();
    },
  };
  if (remaining === 0) {
    stopped = true;
    handlers.onDone();
  } else schedule();
  return countdown;
}
