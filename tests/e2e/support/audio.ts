/**
 * How much sound a page's recorder has captured so far, for tests that record through
 * Chromium's fake microphone (a WAV file played in real time): wait until the recording
 * holds the seconds of speech the test needs, instead of sleeping for them.
 *
 * Counts the PCM frames the app's capture worklet (src/web/lib/audio/wav-recorder.ts)
 * posts to the page; install before the page loads.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function countCapturedAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __capturedSeconds: number };
    w.__capturedSeconds = 0;
    const Original = window.AudioWorkletNode;
    if (!Original) return;
    window.AudioWorkletNode = class extends Original {
      constructor(ctx: BaseAudioContext, name: string, options?: AudioWorkletNodeOptions) {
        super(ctx, name, options);
        this.port.addEventListener('message', (e: MessageEvent) => {
          const frames = (e.data as { length?: number } | null)?.length;
          if (typeof frames === 'number') w.__capturedSeconds += frames / ctx.sampleRate;
        });
      }
    };
  });
}

/** Seconds of sound captured since the page loaded (all recordings together). */
export const capturedSeconds = (page: Page) => page.evaluate(() => (window as unknown as { __capturedSeconds?: number }).__capturedSeconds ?? 0);

/** Waits until the recorder has captured at least `seconds` of sound. */
export async function waitForCapturedAudio(page: Page, seconds: number, timeout = 60_000): Promise<void> {
  await expect
    .poll(() => capturedSeconds(page), { timeout, message: `the recording never held ${seconds} s of sound` })
    .toBeGreaterThanOrEqual(seconds);
}
