import type { DemoLevel, DemoStatus } from '../../../../contract/demo';
import { Badge } from '../../../ui/badge';
import { cap, statusLabel } from '../model/format';

const LEVEL_TONE = { high: 'danger', medium: 'warning', low: 'neutral' } as const;
const STATUS_TONE = { pending: 'neutral', 'in-progress': 'brand', completed: 'success' } as const;

export function UrgencyBadge({ level, suffix = 'urgency' }: { level: DemoLevel; suffix?: string }) {
  return <Badge tone={LEVEL_TONE[level]}>{`${cap(level)} ${suffix}`}</Badge>;
}

export function StatusBadge({ status }: { status: DemoStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{statusLabel(status)}</Badge>;
}

export function RiskBadge({ level }: { level: DemoLevel }) {
  return <Badge tone={level === 'high' ? 'danger' : level === 'medium' ? 'warning' : 'success'}>{`${cap(level)} risk`}</Badge>;
}
