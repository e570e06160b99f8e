/**
 * How the Ask panel words what it shows: which engine wrote an answer, the period a
 * question is narrowed to ("Asking about Mar–Jun 2023"), and a citation chip's short text
 * (author · date · a few words).
 */
import type { AskAnswer, Citation } from '../../../../contract/worlds-ask';
import type { WorldPeriod } from '../period';

/** "Offline engine", "OpenAI gpt-4o-mini", "Anthropic claude-…": shown on every answer. */
export function engineLabel(engine: AskAnswer['engine'], model: string | null): string {
  if (engine === 'offline') return 'Offline engine';
  const provider = engine === 'openai' ? 'OpenAI' : 'Anthropic';
  return model ? `${provider} ${model}` : provider;
}

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric' });
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const startsMonth = (d: Date) => d.getDate() === 1;
/** True when `last` (the period's last instant) lies on the last day of its month. */
const endsMonth = (last: Date) => new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1).getDate() === 1;

/**
 * The period a question is narrowed to, in the browser's time zone like the rest of the
 * world pages: whole months read "Mar–Jun 2023" or "Nov 2022–Feb 2023", other spans
 * "12 Mar – 3 Jun 2023"; an open end reads "since …" or "until …". Null without a period.
 */
export function askPeriodLabel(period: WorldPeriod): string | null {
  const from = period.from ? new Date(period.from) : null;
  // `to` is exclusive: the period's last instant is a millisecond before it.
  const last = period.to ? new Date(Date.parse(period.to) - 1) : null;
  if (from && last) {
    const sameYear = from.getFullYear() === last.getFullYear();
    if (startsMonth(from) && endsMonth(last)) {
      if (sameYear && from.getMonth() === last.getMonth()) return MONTH_YEAR.format(from);
      return sameYear ? `${MONTH.format(from)}–${MONTH_YEAR.format(last)}` : `${MONTH_YEAR.format(from)}–${MONTH_YEAR.format(last)}`;
    }
    if (from.toDateString() === last.toDateString()) return DAY.format(from);
    return sameYear ? `${DAY_MONTH.format(from)} – ${DAY.format(last)}` : `${DAY.format(from)} – ${DAY.format(last)}`;
  }
  if (from) return `since ${DAY.format(from)}`;
  if (last) return `until ${DAY.format(last)}`;
  return null;
}

/** The first words of a message, at most `max` characters, cut at a word and marked with "…". */
export function fewWords(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const formatChipDate = (iso: string) => DAY.format(new Date(iso));

/** What a chip says, and the accessible name of its button or link (which says what it opens). */
export function citationText(c: Citation): { text: string; name: string } {
  switch (c.kind) {
    case 'message': {
      const text = `${c.author} · ${formatChipDate(c.at)} · ${fewWords(c.text) || 'media'}`;
      return { text, name: `Open message in context: ${text}` };
    }
    case 'photo': {
      const when = c.at ? ` · ${formatChipDate(c.at)}` : '';
      const text = `${c.placeName ?? c.fileName}${when}`;
      return { text, name: `Open photo: ${text}` };
    }
    case 'place':
      return { text: c.name, name: `Show ${c.name} on the map` };
    case 'person':
      return { text: c.name, name: `Open ${c.name}'s page` };
    case 'chat':
      return { text: c.title, name: `${c.isGroup ? 'Group chat' : 'Chat'}: ${c.title}` };
  }
}
