/**
 * Memoizes an async loader (a dynamic import, a client built on first use): the first call
 * starts it, later calls share its promise, and a failure is forgotten so that the next
 * call tries again instead of failing for the life of the process.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
}
