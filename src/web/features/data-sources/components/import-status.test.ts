import { describe, expect, it } from 'vitest';
import type { Import } from '../../../../contract/worlds';
import { progressLine } from './import-status';

const running = (progress: Import['progress']): Import => ({
  id: 'i',
  status: 'running',
  source: 'whatsapp',
  fileName: 'chat.txt',
  size: 1000,
  timeZone: 'UTC',
  progress,
  counts: { messages: 0, people: 0, photos: 0, places: 0, dataPoints: 0, events: 0, duplicates: 0 },
  notes: [],
  error: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
});

describe('progressLine', () => {
  it('shows the records read and the percent the server reports (the bar’s own value)', () => {
    expect(progressLine(running({ done: 370, total: 1000, unit: 'bytes', messages: 1234 }))).toBe('Read 1,234 messages · 37%');
    expect(progressLine(running({ done: 12, total: 30, unit: 'entries', messages: 0, photos: 12, places: 0 }))).toBe('Read 12 photos · 40%');
    expect(progressLine(running({ done: 5, total: 10, unit: 'bytes', messages: 2, places: 3 }))).toBe('Read 2 messages · 3 location points · 50%');
  });

  it('never reads "0 messages · 0%" while the bar moves', () => {
    // A WhatsApp chat is surveyed first: bytes read, no message yet.
    expect(progressLine(running({ done: 4, total: 1000, unit: 'bytes', messages: 0 }))).toBe('Reading the file · <1%');
    expect(progressLine(running({ done: 0, total: 1000, unit: 'bytes' }))).toBe('Reading the file · 0%');
    expect(progressLine(running({ done: 999.9, total: 1000, unit: 'bytes', messages: 10 }))).toBe('Read 10 messages · 99%');
    // No total (a chat source read live): the bar is indeterminate, the text has no percent.
    expect(progressLine(running({ done: 40, total: 0, unit: 'entries', messages: 40 }))).toBe('Read 40 messages');
  });
});
