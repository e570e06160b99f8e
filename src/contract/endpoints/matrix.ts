/** Endpoints of the Matrix client connection (issue 16, ADR 039): connect, password login (issue 31), rooms, messages, insights, "Add to my world". */
import { defineEndpoint } from '../endpoint';
import {
  MatrixConnectBodySchema,
  MatrixConnectResponseSchema,
  MatrixDisconnectResponseSchema,
  MatrixElementResponseSchema,
  MatrixInsightBodySchema,
  MatrixInsightResponseSchema,
  MatrixLoginBodySchema,
  MatrixLoginResponseSchema,
  MatrixMessagesQuerySchema,
  MatrixMessagesResponseSchema,
  MatrixReadBodySchema,
  MatrixReadResponseSchema,
  MatrixRoomParamsSchema,
  MatrixRoomsResponseSchema,
  MatrixSendBodySchema,
  MatrixSendResponseSchema,
  MatrixStatusSchema,
  MatrixWorldResponseSchema,
} from '../matrix';

export const matrixApi = {
  connect: defineEndpoint({ method: 'POST', path: '/api/matrix/connect', body: MatrixConnectBodySchema, response: { 200: MatrixConnectResponseSchema } }),
  /** Password sign-in (issue 31): failures are `success: false` with the step; 429 with Retry-After when throttled. */
  login: defineEndpoint({ method: 'POST', path: '/api/matrix/login', body: MatrixLoginBodySchema, response: { 200: MatrixLoginResponseSchema } }),
  disconnect: defineEndpoint({ method: 'POST', path: '/api/matrix/disconnect', response: { 200: MatrixDisconnectResponseSchema } }),
  status: defineEndpoint({ method: 'GET', path: '/api/matrix/status', response: { 200: MatrixStatusSchema } }),
  rooms: defineEndpoint({ method: 'GET', path: '/api/matrix/rooms', response: { 200: MatrixRoomsResponseSchema } }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/matrix/rooms/:roomId/messages',
    params: MatrixRoomParamsSchema,
    query: MatrixMessagesQuerySchema,
    response: { 200: MatrixMessagesResponseSchema },
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/matrix/rooms/:roomId/messages',
    params: MatrixRoomParamsSchema,
    body: MatrixSendBodySchema,
    response: { 201: MatrixSendResponseSchema },
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/matrix/rooms/:roomId/read',
    params: MatrixRoomParamsSchema,
    body: MatrixReadBodySchema,
    response: { 200: MatrixReadResponseSchema },
  }),
  insight: defineEndpoint({
    method: 'POST',
    path: '/api/matrix/rooms/:roomId/insights',
    params: MatrixRoomParamsSchema,
    body: MatrixInsightBodySchema,
    response: { 200: MatrixInsightResponseSchema },
  }),
  /** 202 with a new import, 200 with the one already there. */
  addToWorld: defineEndpoint({
    method: 'POST',
    path: '/api/matrix/rooms/:roomId/world',
    params: MatrixRoomParamsSchema,
    response: { 200: MatrixWorldResponseSchema, 202: MatrixWorldResponseSchema },
  }),
  /** 204 when removed. */
  removeFromWorld: defineEndpoint({ method: 'DELETE', path: '/api/matrix/rooms/:roomId/world', params: MatrixRoomParamsSchema, responseKind: 'empty' }),
  element: defineEndpoint({ method: 'GET', path: '/api/matrix/element', response: { 200: MatrixElementResponseSchema } }),
} as const;
