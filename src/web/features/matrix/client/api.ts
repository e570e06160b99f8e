/**
 * The Matrix client page's data: status, rooms, messages (newest page, then older pages),
 * send, the room's AI cards, and the live stream's `matrix_*` events written straight
 * into the query cache.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { matrixApi } from '../../../../contract/endpoints/matrix';
import type { MatrixConnectBody, MatrixInsightKind, MatrixLoginBody, MatrixMessage, MatrixMessagesResponse, MatrixRoom, MatrixSendBody } from '../../../../contract/matrix';
import { call } from '../../../lib/api';
import { useLiveEvent, useLiveOpen } from '../../../lib/live';
import { addImport, refreshImportsAndWorlds, setImportData } from '../../../lib/queries/imports';

export const matrixStatusKey = ['matrix', 'status'] as const;
export const matrixRoomsKey = ['matrix', 'rooms'] as const;
export const matrixMessagesKey = (roomId: string) => ['matrix', 'messages', roomId] as const;

export function useMatrixStatus(enabled = true) {
  return useQuery({ queryKey: matrixStatusKey, queryFn: () => call(matrixApi.status), enabled });
}

export function useMatrixRooms(enabled: boolean) {
  return useQuery({
    queryKey: matrixRoomsKey,
    queryFn: () => call(matrixApi.rooms).then((r) => r.rooms),
    enabled,
  });
}

export function useMatrixMessages(roomId: string | null) {
  return useInfiniteQuery({
    queryKey: matrixMessagesKey(roomId ?? ''),
    enabled: roomId !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => call(matrixApi.messages, { params: { roomId: roomId! }, query: { limit: 30, from: pageParam ?? undefined } }),
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
    mutationFn: (body: MatrixConnectBody) => call(matrixApi.connect, { body }),
    onSuccess: (res) => {
      if (!res.success) return;
      queryClient.setQueryData(matrixRoomsKey, res.rooms);
      void queryClient.invalidateQueries({ queryKey: matrixStatusKey });
    },
    meta: { handlesErrors: true },
  });
}

/** Password sign-in (issue 31): the server finds the homeserver and keeps the token it gets. */
export function useMatrixLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatrixLoginBody) => call(matrixApi.login, { body }),
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
    mutationFn: () => call(matrixApi.disconnect),
    onSuccess: () => {
      queryClient.setQueryData(matrixStatusKey, { connected: false });
      queryClient.removeQueries({ queryKey: ['matrix', 'rooms'] });
      queryClient.removeQueries({ queryKey: ['matrix', 'messages'] });
    },
  });
}

export function useSendMatrixMessage(roomId: string | null) {
  return useMutation({
    mutationFn: (v: MatrixSendBody) => call(matrixApi.send, { params: { roomId: roomId! }, body: v }),
    meta: { errorTitle: 'Message not sent', errorFallback: 'Failed to send the message' },
  });
}

/** Marks the open room read when a message from someone else arrives in it. */
export function markRoomRead(roomId: string, eventId: string) {
  return call(matrixApi.markRead, { params: { roomId }, body: { eventId } }).catch(() => undefined);
}

export function useRoomInsight() {
  return useMutation({
    mutationFn: (v: { roomId: string; kind: MatrixInsightKind }) => call(matrixApi.insight, { params: { roomId: v.roomId }, body: { kind: v.kind } }),
  });
}

function setWorldImport(queryClient: QueryClient, roomId: string, worldImportId: string | null) {
  queryClient.setQueryData<MatrixRoom[]>(matrixRoomsKey, (list) => list?.map((r) => (r.id === roomId ? { ...r, worldImportId } : r)));
}

/** "Add to my world": the room's history becomes a worlds import, kept current by the server's sync loop. */
export function useAddRoomToWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: string) => call(matrixApi.addToWorld, { params: { roomId } }),
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
    mutationFn: (roomId: string) => call(matrixApi.removeFromWorld, { params: { roomId } }).then(() => roomId),
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
    queryFn: () => call(matrixApi.element),
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
