import type { SourceReader } from '../source-reader';
import { ImportFormatError } from '../types';

// IN PROGRESS (#28): replaced by the format's reader before the issue closes.
export const messengerReader: SourceReader = {
  source: 'messenger',
  detectText: () => false,
  // eslint-disable-next-line require-yield
  async *parse() {
    throw new ImportFormatError('This format is not read yet');
  },
};
export const instagramReader: SourceReader = {
  source: 'instagram',
  detectText: () => false,
  // eslint-disable-next-line require-yield
  async *parse() {
    throw new ImportFormatError('This format is not read yet');
  },
};
