import { describe, expect, it } from 'vitest';
import { defaultSessionState } from '../../../../contract/business-os-defaults';
import { buildSessionExport, exportFileName } from './session-export';

describe('session export (spec §3)', () => {
  it('has every field of the spec, with files reduced to name, size and type', () => {
    const state = {
      ...defaultSessionState(),
      businessOkrs: 'Objective: raise a seed round',
      lifeHistory: 'Ex-engineer',
      lifeSummary: 'Founder of a fintech',
      transcript: 'We grew 20% last month.',
      commentary: 'Strong growth; watch churn.',
      messages: [
        { id: 'm1', role: 'user' as const, content: 'How do we price?', timestamp: '2025-05-02T09:00:00.000Z', source: 'voice' as const },
        { id: 'm2', role: 'assistant' as const, content: 'On value.', replyTo: 'm1', engineLabel: 'Offline analyst', tokens: 42, tokensEstimated: true, durationMs: 30 },
      ],
      files: [{ name: 'plan.md', size: 2048, type: 'text/markdown', preview: '# Plan', excerpt: '# Plan...' }],
    };
    const now = new Date('2025-05-02T09:30:00.000Z');
    const out = buildSessionExport(state, now);
    expect(Object.keys(out).sort()).toEqual(
      ['timestamp', 'businessOkrs', 'lifeHistory', 'lifeSummary', 'fullTranscript', 'messages', 'workspaceCommentary', 'tokenUsage', 'uploadedFiles'].sort(),
    );
    expect(out).toMatchObject({
      timestamp: '2025-05-02T09:30:00.000Z',
      businessOkrs: 'Objective: raise a seed round',
      fullTranscript: 'We grew 20% last month.',
      workspaceCommentary: 'Strong growth; watch churn.',
      tokenUsage: { used: 0, limit: 10000 },
      uploadedFiles: [{ name: 'plan.md', size: 2048, type: 'text/markdown' }],
    });
    // The conversation, as the conversation block shows it: source, engine, tokens and time.
    expect(out.messages).toEqual(state.messages);
    expect(exportFileName(now)).toBe('business-os-session-2025-05-02T09-30-00-000Z.json');
  });
});
