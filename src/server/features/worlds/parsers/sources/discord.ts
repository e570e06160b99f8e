import type { SourceReader } from '../source-reader';
import { ImportFormatError } from '../types';

// IN PROGRESS (#28): replaced by the format's reader before the issue closes.
export const discordReader: SourceReader = {
  source: 'discord',
  detectText: () => false,
  // eslint-disable-next-line require-yield
  async *parse() {
    throw new ImportFormatError('This format is not read yet');
  },
};
