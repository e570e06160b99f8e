import { useQuery } from '@tanstack/react-query';
import { insightsFingerprint } from '../../../../contract/business-os-defaults';
import { insightsQuery } from '../api';
import { useWorkspace } from './workspace-context';

/**
 * The session's insights, as the server read them from the saved document. Asked once
 * the latest questions and files are saved (the server reads what is stored), again
 * whenever they change; a read-only session is read as stored.
 */
export function useInsights() {
  const id = useWorkspace((s) => s.meta.id);
  const fingerprint = useWorkspace((s) => insightsFingerprint(s.doc));
  const settled = useWorkspace((s) => s.ui.save === 'saved' || s.ui.save === 'read-only');
  const hasContent = useWorkspace((s) => s.doc.messages.length > 0 || s.doc.files.length > 0);
  const query = useQuery(insightsQuery(id, fingerprint, settled && hasContent));
  return { data: hasContent ? query.data : undefined, loading: hasContent && (query.isFetching || !settled), error: query.isError };
}
