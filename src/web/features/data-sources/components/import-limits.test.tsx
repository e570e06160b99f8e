// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportLimits } from '../../../../contract/worlds';
import { ImportLimitsNote, tooLargeMessage } from './import-limits';

afterEach(cleanup);

const limits: ImportLimits = { maxFileBytes: 512 * 1024 ** 2, maxPhotoBytes: 64 * 1024 ** 2, concurrentPerUser: 2, uploadsPerHour: 30 };

describe('import limits shown before an upload (#25)', () => {
  it('shows the server’s numbers: largest file, largest photo, imports at a time, uploads an hour', () => {
    render(<ImportLimitsNote limits={{ ...limits, maxFileBytes: 2 * 1024 ** 3 }} />);
    expect(screen.getByTestId('import-limits').textContent).toBe(
      'Up to 2 GB per file; photos up to 64 MB each (larger ones are skipped and named); 2 imports at a time, 30 uploads an hour.',
    );
  });

  it('refuses a file over the limit before sending it, naming both sizes', () => {
    const big = { size: 600 * 1024 ** 2 } as File;
    expect(tooLargeMessage(big, limits)).toBe('This file is 600 MB; the largest this server accepts is 512 MB.');
    expect(tooLargeMessage({ size: 1024 } as File, limits)).toBeUndefined();
    expect(tooLargeMessage(big, undefined)).toBeUndefined();
  });
});
