import { Spinner } from '../ui/spinner';

export function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading…" />
    </div>
  );
}
