/** The /julia.ai landing's calls: files workspace (spec §7), shared workspace with collaborators, voice cards. */
import { queryOptions } from '@tanstack/react-query';
import { assistantApi } from '../../../../contract/endpoints/assistant';
import { juliaApi } from '../../../../contract/endpoints/julia';
import { voiceApi } from '../../../../contract/endpoints/voice';
import { workspacesApi } from '../../../../contract/endpoints/workspaces';
import { FILE_FIELD, type CreateFilesWorkspaceBody } from '../../../../contract/julia';
import type { CreateWorkspaceBody } from '../../../../contract/workspaces';
import { call, callRaw, endpointUrl } from '../../../lib/api';

export const filesWorkspacesQuery = () =>
  queryOptions({ queryKey: ['julia', 'files-workspaces'], queryFn: () => call(juliaApi.filesWorkspaces, { query: { limit: 50 } }) });

export const conversationsQuery = (id: string) =>
  queryOptions({
    queryKey: ['julia', 'files-workspaces', id, 'conversations'],
    queryFn: () => call(juliaApi.conversations, { params: { id }, query: { limit: 200 } }),
  });

export const filesQuery = (id: string) =>
  queryOptions({ queryKey: ['julia', 'files-workspaces', id, 'files'], queryFn: () => call(juliaApi.files, { params: { id }, query: { limit: 200 } }) });

/** A file's content, as the link that downloads it. */
export const fileContentUrl = (id: string, fileId: string) => endpointUrl(juliaApi.fileContent, { params: { id, fileId } });

/** No body: the user's default workspace (created once). */
export const openDefaultWorkspace = () => call(juliaApi.createFilesWorkspace, { body: undefined });
export const createFilesWorkspace = (body: CreateFilesWorkspaceBody) => call(juliaApi.createFilesWorkspace, { body });
export const createSharedWorkspace = (body: CreateWorkspaceBody) => call(workspacesApi.create, { body });
export const postMessage = (id: string, message: string) => call(juliaApi.postMessage, { params: { id }, body: { message } });

export function uploadFile(id: string, file: File) {
  const form = new FormData();
  form.append(FILE_FIELD, file, file.name);
  return call(juliaApi.uploadFile, { params: { id }, body: form });
}

export async function generateVoice(text: string): Promise<Blob> {
  const res = await callRaw(voiceApi.generateAudio, { body: { text, voice: 'nova' } });
  return res.blob();
}

export const analyze = (prompt: string, context: unknown) => call(assistantApi.analyze, { body: { prompt, context } });
