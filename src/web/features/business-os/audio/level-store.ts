/** The live microphone level (0..1), outside React state: the meter reads it every frame. */
export interface LevelStore {
  get(): number;
  set(level: number): void;
  subscribe(listener: (level: number) => void): () => void;
}

export function createLevelStore(): LevelStore {
  let level = 0;
  const listeners = new Set<(level: number) => void>();
  return {
    get: () => level,
    set(next) {
      const v = Math.max(0, Math.min(1, next));
      if (Math.abs(v - level) < 0.005 && v !== 0) return;
      level = v;
      for (const l of listeners) l(level);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
