import { RotateCcw, VideoOff } from 'lucide-react';
import { useMemo, useReducer } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';
import { initialVideoState, playableSources, videoReducer, type VideoSource } from './video-player-state';

export type { VideoSource };

function browserCanPlay(type: string): string {
  if (typeof document === 'undefined') return 'maybe';
  return document.createElement('video').canPlayType(type);
}

/**
 * A looping, muted, autoplaying clip with controls (spec §2/§4). Tries `sources` in
 * order; while one loads it shows a spinner with 'Loading video...'; when all fail it
 * shows `fallbackImage` marked 'Video preview', or 'Video temporarily unavailable' with
 * a 'Try Again' button that starts over from the first source.
 * To play a different list, give the player a new `key`.
 */
export function VideoPlayer({
  sources,
  title,
  poster,
  fallbackImage,
  preload = 'metadata',
  autoPlay = true,
  loop = true,
  muted = true,
  controls = true,
  className,
}: {
  sources: readonly VideoSource[];
  /** Accessible name of the video. */
  title: string;
  poster?: string;
  fallbackImage?: string;
  preload?: 'none' | 'metadata' | 'auto';
  autoPlay?: boolean;
  loop?: boolean;
  muted?: boolean;
  controls?: boolean;
  className?: string;
}) {
  const playable = useMemo(() => playableSources(sources, browserCanPlay), [sources]);
  const [state, dispatch] = useReducer(videoReducer, playable.length, initialVideoState);
  const current = playable[state.index];
  const index = state.index;

  return (
    <div
      className={cn('relative aspect-video w-full overflow-hidden rounded-xl bg-black', className)}
      data-video-state={state.status}
    >
      {state.status !== 'failed' && current && (
        <video
          key={`${state.attempt}:${index}`}
          src={current.src}
          poster={poster}
          aria-label={title}
          autoPlay={autoPlay}
          muted={muted}
          loop={loop}
          controls={controls}
          playsInline
          preload={preload}
          onLoadedData={() => dispatch({ type: 'ready', index })}
          onError={() => dispatch({ type: 'error', index })}
          className="h-full w-full object-cover"
        />
      )}
      {state.status === 'loading' && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-black/45">
          <Spinner label="Loading video..." className="rounded-full bg-black/60 px-4 py-2 text-sm text-fg" />
        </div>
      )}
      {state.status === 'failed' &&
        (fallbackImage ? (
          <figure className="absolute inset-0 m-0">
            <img src={fallbackImage} alt={title} className="h-full w-full object-cover" />
            <figcaption className="absolute left-3 top-3 rounded-full bg-black/70 px-3 py-1 text-xs font-medium text-fg">
              Video preview
            </figcaption>
          </figure>
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface-2 p-6 text-center">
            <VideoOff className="size-8 text-muted" aria-hidden />
            <p className="text-sm text-muted">Video temporarily unavailable</p>
            <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'retry' })}>
              <RotateCcw /> Try Again
            </Button>
          </div>
        ))}
    </div>
  );
}
