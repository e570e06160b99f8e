/**
 * The Matrix client page's data: status, rooms, messages (newest page, then older pages),
 * send, the room's AI cards, and the live stream's `matrix_*` events written straight
 * into the query cache.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type {
  MatrixConnectBody,
  MatrixConnectResponse,
  MatrixInsightKind,
  MatrixInsightResponse,
  MatrixMessage,
  MatrixMessagesResponse,
  MatrixRoom,
  MatrixStatus,
  MatrixWorldResponse,
} from '../../../../contract/matrix';
import { apiJson, apiRequest } from '../../../lib/api-client';
import { useLiveEvent, useLiveOpen } from '../../../lib/live';
import { addImport, refreshImportsAndWorlds, setImportData } from '../../../lib/queries/imports';

export const matrixStatusKey = ['matrix', 'status'] as const;
export const matrixRoomsKey = ['matrix', 'rooms'] as const;
export const matrixMessagesKey = (roomId: string) => ['matrix', 'messages', roomId] as const;
const roomPath = (roomId: string) => `/api/matrix/rooms/${encodeURIComponent(roomId)}`;

export function useMatrixStatus(enabled = true) {
  return useQuery({ queryKey: matrixStatusKey, queryFn: () => apiJson<MatrixStatus>('GET', '/api/matrix/status'), enabled });
}

export function useMatrixRooms(enabled: boolean) {
  return useQuery({
    queryKey: matrixRoomsKey,
    queryFn: () => apiJson<{ rooms: MatrixRoom[] }>('GET', '/api/matrix/rooms').then((r) => r.rooms),
    enabled,
  });
}

export function useMatrixMessages(roomId: string | null) {
  return useInfiniteQuery({
    queryKey: matrixMessagesKey(roomId ?? ''),
    enabled: roomId !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiJson<MatrixMessagesResponse>('GET', `${roomPath(roomId!)}/messages?limit=30${pageParam ? `&from=${encodeURIComponent(pageParam)}` : ''}`),
    getNextPageParam: (last) => last.next,
  });
}

/** All loaded messages of a room, oldest first (pages are newest first). */
export function flattenMessages(data: InfiniteData<MatrixMessagesResponse> | undefined): MatrixMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: MatrixMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const m of page.messages) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out;
}

export function useConnectMatrix() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatrixConnectBody) => apiJson<MatrixConnectResponse>('POST', '/api/matrix/connect', body),
    onSuccess: (res) => {
      if (!res.success) return;
      queryClient.setQueryData(matrixRoomsKey, res.rooms);
      void queryClient.invalidateQueries({ queryKey: matrixStatusKey });
    },
    meta: { handlesErrors: true },
  });
}

export function useDisconnectMatrix() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ success: true; message: string }>('POST', '/api/matrix/disconnect'),
    onSuccess: () => {
      queryClient.setQueryData(matrixStatusKey, { connected: false });
      queryClient.removeQueries({ queryKey: ['matrix', 'rooms'] });
      queryClient.removeQueries({ queryKey: ['matrix', 'messages'] });
    },
  });
}

export function useSendMatrixMessage(roomId: string | null) {
  return useMutation({
    mutationFn: (v: { body: string; txnId: string }) => apiJson<{ eventId: string; txnId: string }>('POST', `${roomPath(roomId!)}/messages`, v),
    meta: { errorTitle: 'Message not sent', errorFallback: 'Failed to send the message' },
  });
}

/** Marks the open room read when a message from someone else arrives in it. */
export function markRoomRead(roomId: string, eventId: string) {
  return apiJson<{ success: true }>('POST', `${roomPath(roomId)}/read`, { eventId }).catch(() => undefined);
}

export function useRoomInsight() {
  return useMutation({
    mutationFn: (v: { roomId: string; kind: MatrixInsightKind }) =>
      apiJson<MatrixInsightResponse>('POST', `${roomPath(v.roomId)}/insights`, { kind: v.kind }),
  });
}

function setWorldImport(queryClient: QueryClient, roomId: string, worldImportId: string | null) {
  queryClient.setQueryData<MatrixRoom[]>(matrixRoomsKey, (list) => list?.map((r) => (r.id === roomId ? { ...r, worldImportId } : r)));
}

/** "Add to my world": the room's history becomes a worlds import, kept current by the server's sync loop. */
export function useAddRoomToWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: string) => apiJson<MatrixWorldResponse>('POST', `${roomPath(roomId)}/world`),
    onSuccess: (res) => {
      setWorldImport(queryClient, res.roomId, res.import.id);
      addImport(queryClient, res.import);
    },
    meta: { errorTitle: 'Not added to your world', errorFallback: 'Could not add the room to your world' },
  });
}

export function useRemoveRoomFromWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: string) => apiRequest('DELETE', `${roomPath(roomId)}/world`).then(() => roomId),
    onSuccess: (roomId) => {
      setWorldImport(queryClient, roomId, null);
      void refreshImportsAndWorlds(queryClient);
    },
    meta: { errorTitle: 'Not removed', errorFallback: 'Could not remove the room from your world' },
  });
}

export function useElementLink(enabled: boolean) {
  return useQuery({
    queryKey: ['matrix', 'element'],
    queryFn: () => apiJson<{ url: string | null; homeserverUrl: string | null }>('GET', '/api/matrix/element'),
    enabled,
  });
}

/** Adds a message to the room's newest page unless it is there already (a send and its echo). */
export function addMessage(queryClient: QueryClient, m: MatrixMessage) {
  queryClient.setQueryData<InfiniteData<MatrixMessagesResponse>>(matrixMessagesKey(m.roomId), (data) => {
    if (!data?.pages.length) return data;
    if (data.pages.some((p) => p.messages.some((x) => x.id === m.id))) return data;
    const [newest, ...rest] = data.pages;
    return { ...data, pages: [{ ...newest!, messages: [...newest!.messages, m] }, ...rest] };
  });
}

function storeRoom(queryClient: QueryClient, room: MatrixRoom) {
  queryClient.setQueryData<MatrixRoom[]>(matrixRoomsKey, (list) => {
    if (!list) return list;
    const rest = list.filter((r) => r.id !== room.id);
    return [room, ...rest].sort((a, b) => (b.timestamp ?? '').localeCompare(a.timestamp ?? ''));
  });
}

/** Listens to the live channel while connected; `onMessage` sees each new message (the open room marks it read). */
export function useMatrixEvents(enabled: boolean, onMessage?: (m: MatrixMessage) => void) {
  const queryClient = useQueryClient();
  useLiveEvent(
    'matrix_message',
    (event) => {
      if (event.truncated) void queryClient.invalidateQueries({ queryKey: matrixMessagesKey(event.message.roomId) });
      else addMessage(queryClient, event.message);
      onMessage?.(event.message);
    },
    enabled,
  );
  useLiveEvent('matrix_room', (event) => storeRoom(queryClient, event.room), enabled);
  useLiveEvent('matrix_status', () => void queryClient.invalidateQueries({ queryKey: matrixStatusKey }), enabled);
  // A world room's import: its job's progress and the messages the sync loop appends.
  useLiveEvent('import', (event) => setImportData(queryClient, event.import), enabled);
  // After a reconnect, events may have been missed: re-read what is shown.
  useLiveOpen(() => void queryClient.invalidateQueries({ queryKey: ['matrix'] }), enabled);
}
