/** How a missing input is asked for (#30): a need worded as a question is asked as it is, never as "What is where…?". */
import { describe, expect, it } from 'vitest';
import { askLine } from './reply';

describe('askLine', () => {
  it('asks for a noun phrase with what is/are', () => {
    expect(askLine('your cash in the bank')).toBe('What is your cash in the bank?');
    expect(askLine('your monthly costs and revenue')).toBe('What are your monthly costs and revenue?');
  });
  it('asks a need that is already a question as it is', () => {
    expect(askLine('where do you start from (the current figure)')).toBe('Where do you start from (the current figure)?');
    expect(askLine('over how many months')).toBe('Over how many months?');
    expect(askLine('how many customers did you start with')).toBe('How many customers did you start with?');
    expect(askLine('do you have a target date?')).toBe('Do you have a target date?');
  });
});
