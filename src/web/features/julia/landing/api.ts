/** The /julia.ai landing's calls: files workspace (spec §7), shared workspace with collaborators, voice cards. */
import { queryOptions } from '@tanstack/react-query';
import type { AnalyzeResponse } from '../../../../contract/assistant';
import type { ConversationMessage, CreateFilesWorkspaceBody, FilesWorkspace, PostMessageResponse, WorkspaceFile } from '../../../../contract/julia';
import { FILE_FIELD, FILES_WORKSPACE_PATH } from '../../../../contract/julia';
import type { CreateWorkspaceBody, CreateWorkspaceResponse } from '../../../../contract/workspaces';
import { apiJson, apiRequest } from '../../../lib/api-client';

export const filesWorkspacesQuery = () =>
  queryOptions({ queryKey: ['julia', 'files-workspaces'], queryFn: () => apiJson<FilesWorkspace[]>('GET', `${FILES_WORKSPACE_PATH}?limit=50`) });

export const conversationsQuery = (id: string) =>
  queryOptions({ queryKey: ['julia', 'files-workspaces', id, 'conversations'], queryFn: () => apiJson<ConversationMessage[]>('GET', `/api/workspaces/${id}/conversations?limit=200`) });

export const filesQuery = (id: string) =>
  queryOptions({ queryKey: ['julia', 'files-workspaces', id, 'files'], queryFn: () => apiJson<WorkspaceFile[]>('GET', `/api/workspaces/${id}/files?limit=200`) });

/** No body: the user's default workspace (created once). */
export const openDefaultWorkspace = () => apiJson<FilesWorkspace>('POST', FILES_WORKSPACE_PATH);
export const createFilesWorkspace = (body: CreateFilesWorkspaceBody) => apiJson<FilesWorkspace>('POST', FILES_WORKSPACE_PATH, body);
export const createSharedWorkspace = (body: CreateWorkspaceBody) => apiJson<CreateWorkspaceResponse>('POST', '/api/workspaces/create', body);
export const postMessage = (id: string, message: string) => apiJson<PostMessageResponse>('POST', `/api/workspaces/${id}/messages`, { message });

export function uploadFile(id: string, file: File) {
  const form = new FormData();
  form.append(FILE_FIELD, file, file.name);
  return apiJson<WorkspaceFile>('POST', `/api/workspaces/${id}/files`, form);
}

export async function generateVoice(text: string): Promise<Blob> {
  const res = await apiRequest('POST', '/api/generate-audio', { text, voice: 'nova' });
  return res.blob();
}

export const analyze = (prompt: string, context: unknown) => apiJson<AnalyzeResponse>('POST', '/api/ai-dashboard/analyze', { prompt, context });
