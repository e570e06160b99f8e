/**
 * Saves the open session as it changes: a short debounce, one write at a time, each
 * based on the revision the last write returned. A 409 means another tab or device
 * saved first; saving pauses until the person chooses which version to keep. A session
 * the server could not fully read is never written (read-only), and a 423 from the
 * server (it refuses to save over such an original) makes the session read-only.
 */
import type { Session, SessionState, UpdateSessionBody } from '../../../../contract/business-os';
import { ApiError } from '../../../lib/api-client';
import type { WorkspaceStore } from './workspace-store';

export interface SaverDeps {
  store: WorkspaceStore;
  save(id: string, body: UpdateSessionBody): Promise<Session>;
  fetch(id: string): Promise<Session>;
  debounceMs?: number;
  retryMs?: number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (id: unknown) => void;
}

export class SessionSaver {
  private savedDoc: SessionState;
  private savedTitle: string;
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  private paused = false;
  private forceWrite = false;
  private seenDoc: SessionState | null = null;
  private seenTitle: string | null = null;
  private readonly schedule: (fn: () => void, ms: number) => unknown;
  private readonly unschedule: (id: unknown) => void;

  constructor(private readonly deps: SaverDeps) {
    const snap = deps.store.get();
    this.savedDoc = snap.doc;
    this.savedTitle = snap.meta.title;
    this.schedule = deps.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
    this.unschedule = deps.clearTimeout ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  }

  private get readOnly(): boolean {
    return this.deps.store.get().meta.readOnly === true;
  }

  /** Starts watching the store for changes (again after a dispose). */
  start() {
    this.unsubscribe?.();
    if (this.readOnly) this.deps.store.setUi({ save: 'read-only' });
    this.unsubscribe = this.deps.store.subscribe(() => this.onChange());
    this.onChange();
  }

  private get dirty(): boolean {
    const snap = this.deps.store.get();
    return this.forceWrite || snap.doc !== this.savedDoc || snap.meta.title !== this.savedTitle;
  }

  private onChange() {
    // Only document or title changes count; UI state (e.g. 'saving') changes often.
    const snap = this.deps.store.get();
    if (snap.doc === this.seenDoc && snap.meta.title === this.seenTitle) return;
    this.seenDoc = snap.doc;
    this.seenTitle = snap.meta.title;
    if (this.paused || this.readOnly || !this.dirty) return;
    this.deps.store.setUi({ save: 'unsaved' });
    this.arm(this.deps.debounceMs ?? 800);
  }

  private arm(ms: number) {
    if (this.timer !== null) this.unschedule(this.timer);
    this.timer = this.schedule(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  /** Writes now if anything changed since the last write. */
  async flush(): Promise<void> {
    if (this.inFlight) {
      await this.inFlight;
      if (this.dirty && !this.paused) return this.flush();
      return;
    }
    if (this.paused || this.readOnly || !this.dirty) return;
    const snap = this.deps.store.get();
    const doc = snap.doc;
    const title = snap.meta.title;
    this.deps.store.setUi({ save: 'saving' });
    this.inFlight = (async () => {
      try {
        const saved = await this.deps.save(snap.meta.id, { revision: snap.meta.revision, title, state: doc });
        this.savedDoc = doc;
        this.savedTitle = title;
        this.forceWrite = false;
        this.deps.store.setMeta({ revision: saved.revision });
        this.deps.store.setUi({ save: this.dirty ? 'unsaved' : 'saved' });
      } catch (err) {
        if (err instanceof ApiError && err.status === 423) {
          // The stored original cannot be read by this version; the server keeps it.
          this.paused = true;
          this.deps.store.setMeta({ readOnly: true });
          this.deps.store.setUi({ save: 'read-only' });
        } else if (err instanceof ApiError && err.status === 409) {
          this.paused = true;
          this.deps.store.setUi({ save: 'conflict' });
        } else if (err instanceof ApiError && err.status === 401) {
          // The page offers to sign in again in another tab; the retry then succeeds.
          this.deps.store.setUi({ save: 'signed-out' });
          this.arm(this.deps.retryMs ?? 5000);
        } else {
          console.warn('Session not saved', err);
          this.deps.store.setUi({ save: 'error' });
          this.arm(this.deps.retryMs ?? 5000);
        }
      } finally {
        this.inFlight = null;
      }
    })();
    await this.inFlight;
    if (this.dirty && !this.paused && !this.readOnly && this.timer === null) this.arm(this.deps.debounceMs ?? 800);
  }

  /** Conflict: take the version saved elsewhere. */
  async loadLatest(): Promise<void> {
    const id = this.deps.store.get().meta.id;
    const latest = await this.deps.fetch(id);
    this.savedDoc = latest.state;
    this.savedTitle = latest.title;
    this.deps.store.setMeta({ revision: latest.revision, title: latest.title, readOnly: latest.readOnly, recovery: latest.recovery });
    this.deps.store.dispatch({ type: 'replace', state: latest.state });
    this.paused = false;
    this.deps.store.setUi({ save: latest.readOnly ? 'read-only' : 'saved' });
  }

  /** Conflict: write this tab's version over the newer one. */
  async keepMine(): Promise<void> {
    const id = this.deps.store.get().meta.id;
    const latest = await this.deps.fetch(id);
    this.deps.store.setMeta({ revision: latest.revision });
    this.paused = false;
    this.forceWrite = true;
    await this.flush();
  }

  /** The body a page-hide beacon sends, or null when nothing is unsaved. */
  pendingBody(): UpdateSessionBody | null {
    if (this.paused || this.readOnly || !this.dirty) return null;
    const snap = this.deps.store.get();
    return { revision: snap.meta.revision, title: snap.meta.title, state: snap.doc };
  }

  /** Stops watching; anything unsaved is written now. */
  dispose() {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer !== null) this.unschedule(this.timer);
    this.timer = null;
    void this.flush();
  }
}
