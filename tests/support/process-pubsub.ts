import type { PubSub } from '../../src/server/platform/pubsub';

/**
 * A pub/sub within this process only, delivered asynchronously like NOTIFY (each message a
 * JSON copy). Every registry or app given the same one shares it, as instances share one
 * database; `reconnect()` plays a dropped and restored connection (messages may be lost).
 */
export function processPubSub(): { pubsub: PubSub; reconnect: () => void } {
  const handlers = new Map<string, Set<(m: unknown) => void>>();
  const reconnects: (() => void)[] = [];
  const pubsub: PubSub = {
    publish: async (channel, message) => {
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      setImmediate(() => handlers.get(channel)?.forEach((h) => h(copy)));
    },
    subscribe: async (channel, handler) => {
      if (!handlers.has(channel)) handlers.set(channel, new Set());
      handlers.get(channel)!.add(handler);
      return async () => void handlers.get(channel)?.delete(handler);
    },
    onReconnect: (h) => void reconnects.push(h),
    close: async () => handlers.clear(),
  };
  return { pubsub, reconnect: () => reconnects.forEach((h) => h()) };
}
