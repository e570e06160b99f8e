/** The session export of spec §3, downloaded as business-os-session-<timestamp>.json. */
import type { SessionMessage, SessionState, TokenUsage } from '../../../../contract/business-os';

export interface SessionExport {
  timestamp: string;
  businessOkrs: string;
  lifeHistory: string;
  lifeSummary: string;
  fullTranscript: string;
  messages: SessionMessage[];
  workspaceCommentary: string;
  tokenUsage: TokenUsage;
  uploadedFiles: { name: string; size: number; type: string }[];
}

export function buildSessionExport(state: SessionState, now: Date): SessionExport {
  return {
    timestamp: now.toISOString(),
    businessOkrs: state.businessOkrs,
    lifeHistory: state.lifeHistory,
    lifeSummary: state.lifeSummary,
    fullTranscript: state.transcript,
    messages: state.messages,
    workspaceCommentary: state.commentary,
    tokenUsage: state.tokenUsage,
    uploadedFiles: state.files.map((f) => ({ name: f.name, size: f.size, type: f.type })),
  };
}

/** e.g. business-os-session-2025-05-02T09-30-00-000Z.json (no characters file systems refuse). */
export function exportFileName(now: Date): string {
  return `business-os-session-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}
