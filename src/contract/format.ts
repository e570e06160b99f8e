/**
 * Display formats the spec fixes (§3, §8, §9), shared by the server (activity stats)
 * and the web app. Missing, negative or non-finite values count as 0.
 */

function seconds(ms: number | null | undefined): number {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms / 1000 : 0;
}

/** A call's duration as seconds with one decimal: 2300 → '2.3s'; missing → '0s'. */
export function formatDurationSeconds(ms: number | null | undefined): string {
  const s = seconds(ms);
  return s === 0 ? '0s' : `${s.toFixed(1)}s`;
}

/** Wall-clock duration as whole minutes and seconds: 125_400 → '2m 5s'; missing → '0m 0s'. */
export function formatWallDuration(ms: number | null | undefined): string {
  const total = Math.round(seconds(ms));
  return `${Math.floor(total / 60)}m ${total % 60}s`;
}

/** A voice recording's length: '45s' under a minute, '1m 5s' from 60 s on. Takes seconds. */
export function formatVoiceDuration(secs: number | null | undefined): string {
  const total = Math.round(seconds(typeof secs === 'number' ? secs * 1000 : secs));
  return total >= 60 ? `${Math.floor(total / 60)}m ${total % 60}s` : `${total}s`;
}

/** File size in KB, bytes / 1024 rounded (spec §9): 2560 → '3 KB'. */
export function formatFileSizeKb(bytes: number | null | undefined): string {
  const b = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return `${Math.round(b / 1024)} KB`;
}

/** Words as the word limits count them: runs of non-space characters. */
export function countWords(text: string): number {
  const t = text.trim();
  return t ? t.split(/\s+/).length : 0;
}
