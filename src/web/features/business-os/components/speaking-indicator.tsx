/** Animated equalizer bars shown while commentary is read aloud. */
export function SpeakingBars({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex h-3 items-end gap-[2px] ${className}`} aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <span key={i} className="bos-eq-bar w-[3px] rounded-sm bg-current" style={{ animationDelay: `${i * 120}ms` }} />
      ))}
    </span>
  );
}
