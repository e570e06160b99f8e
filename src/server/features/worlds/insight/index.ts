/** Pure analyses of one relationship's conversation (no database): who starts, answer times, change points, silences. */
export * from './types';
export * from './conversations';
export * from './change-points';
export * from './silences';
