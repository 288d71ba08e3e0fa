// Work the server does on its own in rounds (the importers, the alert rounds): the first shortly after it starts, then
// one every `everyMs`. A round never overlaps the one before: asked for while one is under way, it is that one.

export interface Rounds {
  /** one round now (the timer's work; tests call it directly) */
  runOnce: () => Promise<void>;
  /** no further rounds; resolves when a round under way has finished */
  stop: () => Promise<void>;
}

/** Runs `round` after `firstAfterMs`, then every `everyMs`; the timers never keep the process alive. */
export function everyRound(round: () => Promise<void>, { everyMs, firstAfterMs }: { everyMs: number; firstAfterMs: number }): Rounds {
  let running: Promise<void> | undefined;
  const runOnce = () => (running ??= round().finally(() => (running = undefined)));
  let timer = setTimeout(function tick() {
    void runOnce();
    timer = setTimeout(tick, everyMs);
    timer.unref();
  }, firstAfterMs);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      clearTimeout(timer);
      await running;
    },
  };
}
