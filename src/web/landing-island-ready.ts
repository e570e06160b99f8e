/**
 * The page-ready marker on the prerendered landing's island (ADR 061): the app's ReadyMarker
 * (app/ready-marker.tsx) lives in the router's tree, which the island does not load, so the
 * island keeps the same contract itself: `<html data-ready="true">` once the island is
 * hydrated, nothing it asked the server is still under way (`requestsInFlight`: who is signed
 * in, which sign-ins work, a waitlist submission) and it is not handing over to the app, all
 * still so `quietMs` later; `"false"` whenever one of these starts again.
 */
export interface InFlight {
  get(): number;
  subscribe(listener: () => void): () => void;
}

export interface IslandReady {
  /** The island is busy for a reason of its own (handing over to the app), or not any more. */
  setBusy(busy: boolean): void;
  /** Stops marking (the app's own marker takes over). */
  dispose(): void;
}

export function markIslandReady(root: { dataset: DOMStringMap }, inFlight: InFlight, quietMs: number): IslandReady {
  let busy = false;
  let disposed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    if (disposed) return;
    if (busy || inFlight.get() > 0) {
      clearTimeout(timer);
      timer = undefined;
      root.dataset.ready = 'false';
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        if (!disposed && !busy && inFlight.get() === 0) root.dataset.ready = 'true';
      }, quietMs);
    }
  };
  const unsubscribe = inFlight.subscribe(check);
  root.dataset.ready = 'false';
  check();
  return {
    setBusy(next) {
      busy = next;
      check();
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
