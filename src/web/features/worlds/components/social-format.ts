/**
 * What the social worlds share: the colour of a mood, the closeness of a person (how
 * recently and often you talk), and how counts, dates and durations read.
 */
import type { SocialPerson } from '../../../../contract/worlds-social';

const NEGATIVE = [248, 113, 113]; // #f87171
const NEUTRAL = [163, 163, 188]; // #a3a3bc
const POSITIVE = [52, 211, 153]; // #34d399

const mix = (a: number[], b: number[], t: number) => a.map((v, i) => Math.round(v + (b[i]! - v) * t));
const hex = (c: number[]) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** The colour of a mood −1…1: red for angry or sad, grey for neutral, green for cheerful (saturates at ±0.5). */
export function moodColor(sentiment: number): string {
  const t = Math.max(-1, Math.min(1, sentiment / 0.5));
  return hex(t < 0 ? mix(NEUTRAL, NEGATIVE, -t) : mix(NEUTRAL, POSITIVE, t));
}

export function moodLabel(sentiment: number): string {
  if (sentiment >= 0.25) return 'cheerful';
  if (sentiment >= 0.05) return 'warm';
  if (sentiment > -0.05) return 'neutral';
  if (sentiment > -0.25) return 'tense';
  return 'upset';
}

export function trendLabel(trend: number): string {
  if (trend >= 0.05) return 'warming';
  if (trend <= -0.05) return 'cooling';
  return 'steady';
}

/**
 * How close a person is, 0 (far) … 1 (close): half how often you talk (messages on a log
 * scale against the most talkative) and half how recently (messages of the last 90 days,
 * same scale). Bodies nearer the centre are closer.
 */
export function closeness(p: Pick<SocialPerson, 'messageCount' | 'recentMessages'>, most: { messages: number; recent: number }): number {
  const often = most.messages ? Math.log1p(p.messageCount) / Math.log1p(most.messages) : 0;
  const recent = most.recent ? Math.log1p(p.recentMessages) / Math.log1p(most.recent) : 0;
  return 0.5 * often + 0.5 * recent;
}

const NUMBER = new Intl.NumberFormat('en-US');
export const count = (n: number) => NUMBER.format(n);
export const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DAY_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
export const formatDay = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : '—');
export const formatDayTime = (iso: string, timeZone?: string) =>
  timeZone ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso)) : DAY_TIME.format(new Date(iso));

/** "2024-03" → "Mar 2024". */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1)).toLocaleString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** 75 → "1 min", 5400 → "1 h 30 min", null → "—". */
export function formatDuration(seconds: number | null): string {
  if (seconds == null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/** True when this browser can draw WebGL (false in jsdom and where it is switched off). */
export function hasWebGL(): boolean {
  try {
    if (typeof document === 'undefined' || typeof window === 'undefined' || !('WebGLRenderingContext' in window)) return false;
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/** Draws an <svg> element into a PNG (its fills and strokes are attributes, so it stands alone). */
export async function svgToPng(svg: SVGSVGElement, width = 1200, background = '#0b0b14'): Promise<Blob> {
  const box = svg.viewBox.baseVal;
  const height = Math.round((width * (box?.height || svg.clientHeight || 1)) / (box?.width || svg.clientWidth || 1));
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(clone)], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw a PNG.');
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(img, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('No PNG'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** "2023" → "2023"; "2023-H2" → "Jul–Dec 2023" (a period of the answer times). */
export function formatReplyPeriod(period: string): string {
  const [year, half] = period.split('-H');
  if (!half) return period;
  return `${half === '1' ? 'Jan–Jun' : 'Jul–Dec'} ${year}`;
}

/** Messages a month, as the page reads them: 30 → "30", 2.333 → "2.3". */
export const perMonth = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** What a change point says, in one line ("The conversation quietened: 30 → 3 messages a month"). */
export function changeHeadline(c: { measure: 'messages' | 'mood'; direction: 'warmed' | 'cooled'; before: number; after: number }): string {
  if (c.measure === 'messages') {
    return `${c.direction === 'warmed' ? 'You talked more' : 'The conversation quietened'}: ${perMonth(c.before)} → ${perMonth(c.after)} messages a month`;
  }
  return `The mood turned ${c.direction === 'warmed' ? 'warmer' : 'cooler'}: ${moodLabel(c.before)} (${c.before.toFixed(2)}) → ${moodLabel(c.after)} (${c.after.toFixed(2)})`;
}
