/**
 * The video player's source-advancing logic (spec §4), kept pure so it is tested
 * without a browser: play the sources in order, move to the next one on an error,
 * fail once all have failed, and "Try Again" restarts from the first.
 */
export interface VideoSource {
  src: string;
  /** MIME type, e.g. 'video/webm'; sources the browser says it cannot play are skipped. */
  type?: string;
}

export type VideoStatus = 'loading' | 'ready' | 'failed';

export interface VideoState {
  status: VideoStatus;
  /** Index into the playable sources of the one being tried. */
  index: number;
  /** Bumped by every retry so the <video> element is recreated and reloads. */
  attempt: number;
  count: number;
}

export type VideoAction =
  /** The element at `index` produced its first frame. */
  | { type: 'ready'; index: number }
  /** The element at `index` failed to load or decode. */
  | { type: 'error'; index: number }
  /** The person pressed Try Again. */
  | { type: 'retry' };

/** Sources without a type are kept; typed ones only when `canPlayType` answers 'maybe' or 'probably'. */
export function playableSources(sources: readonly VideoSource[], canPlayType: (type: string) => string): VideoSource[] {
  return sources.filter((s) => !s.type || canPlayType(s.type) !== '');
}

export function initialVideoState(count: number): VideoState {
  return { status: count > 0 ? 'loading' : 'failed', index: 0, attempt: 0, count };
}

export function videoReducer(state: VideoState, action: VideoAction): VideoState {
  switch (action.type) {
    case 'ready':
      // A late event from a source we already left changes nothing.
      if (action.index !== state.index || state.status !== 'loading') return state;
      return { ...state, status: 'ready' };
    case 'error':
      if (action.index !== state.index || state.status === 'failed') return state;
      if (state.index + 1 < state.count) return { ...state, status: 'loading', index: state.index + 1 };
      return { ...state, status: 'failed' };
    case 'retry':
      return { ...initialVideoState(state.count), attempt: state.attempt + 1 };
  }
}
