/**
 * Bounded concurrency: at most `concurrency` jobs run, at most `queueLimit` wait;
 * beyond that `run()` throws `VoiceBusyError` at once instead of queueing forever.
 */
import { AppError } from '../../errors';

export class VoiceBusyError extends AppError {
  constructor() {
    super(503, 'voice_busy', 'The voice service is busy. Please try again in a moment.', { 'retry-after': '5' });
  }
}

export function createLimiter(concurrency: number, queueLimit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active--;
    const next = waiting.shift();
    if (next) {
      active++;
      next();
    }
  };
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= queueLimit) throw new VoiceBusyError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active++;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
    stats: () => ({ active, waiting: waiting.length }),
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
