/** How /demo shows dates and levels. */

/** 'YYYY-MM-DD' → 'Today', 'Tomorrow', 'Yesterday' or 'Nov 25'. `today` is the viewer's date. */
export function formatDue(dueDate: string, today = new Date()): string {
  const [y, m, d] = dueDate.split('-').map(Number);
  if (!y || !m || !d) return dueDate;
  const due = Date.UTC(y, m - 1, d);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const days = Math.round((due - now) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  return new Date(due).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'in-progress' → 'In progress'. */
export const statusLabel = (s: string) => cap(s.replace('-', ' '));

export function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}
