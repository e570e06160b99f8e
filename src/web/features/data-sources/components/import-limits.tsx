import type { ImportLimits } from '../../../../contract/worlds';

/** "512 MB", "1.5 GB", "64 MB": sizes as the limits are configured (MB, 1024-based like the server's). */
export function formatSize(bytes: number): string {
  const mb = bytes / 1024 ** 2;
  if (mb >= 1024) return `${Math.round((mb / 1024) * 10) / 10} GB`;
  return `${Math.round(mb * 10) / 10} MB`;
}

/** The server's import limits, in one line under the drop zone (numbers from GET /api/imports/limits). */
export function ImportLimitsNote({ limits }: { limits: ImportLimits | undefined }) {
  if (!limits) return null;
  return (
    <p className="text-xs text-muted" data-testid="import-limits">
      Up to {formatSize(limits.maxFileBytes)} per file; photos up to {formatSize(limits.maxPhotoBytes)} each (larger ones are skipped and named);{' '}
      {limits.concurrentPerUser} import{limits.concurrentPerUser === 1 ? '' : 's'} at a time, {limits.uploadsPerHour} uploads an hour.
    </p>
  );
}

/** The message for a file the server would refuse for its size, before it is sent; undefined when it fits. */
export function tooLargeMessage(file: File, limits: ImportLimits | undefined): string | undefined {
  if (!limits || file.size <= limits.maxFileBytes) return undefined;
  return `This file is ${formatSize(file.size)}; the largest this server accepts is ${formatSize(limits.maxFileBytes)}.`;
}
