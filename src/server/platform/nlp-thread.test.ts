import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTokens } from 'gpt-tokenizer';
import { AI_WORD_LIMITS } from '../../contract/assistant';
import { toClientError } from './ai/errors';
import { loadAnalyst } from './ai/offline/analyst';
// The analyst as the worker runs it: with the features' offline skills (ADR 050).
import { writeOffline as write } from '../offline-analyst';
import { createOfflineEngine } from './ai/offline/offline-engine';
import { countPromptTokens, countTextTokens } from './ai/tokens';
import type { AiRequest, AnalystInput } from './ai/types';
import { createNlpThread, NLP_TOO_SLOW_MESSAGE, nlpThread, NlpThreadError } from './nlp-thread';
import { ParseBudgetError } from './user-text-thread';

const inputs: AnalystInput[] = [
  { task: 'chat', style: 'business', wordLimit: AI_WORD_LIMITS.chat, focus: 'Acme Corp grew revenue 12% to $1.2M. Should we hire two engineers?' },
  {
    task: 'commentary',
    style: 'analytical',
    wordLimit: AI_WORD_LIMITS.commentary,
    okrs: 'Grow ARR from $847K to $1.2M by December. Cut churn below 3%.',
    transcript: 'Sequoia Capital wants the Series A deck by Friday. Marcus Reid thinks the pricing page confuses buyers.',
    files: [{ name: 'pipeline.csv', excerpt: 'company,stage,value\nAcme Corp,proposal,120000' }],
  },
  {
    task: 'advisor',
    style: 'business',
    wordLimit: AI_WORD_LIMITS.advisor,
    focus: 'We have $40k MRR, burn $90k a month and $1.1M in the bank. How many months of runway do we have?',
  },
  { task: 'advisor', style: 'creative', wordLimit: AI_WORD_LIMITS.advisor, focus: 'hi' },
];

describe('the NLP worker thread gives the answers the request thread gave', () => {
  beforeAll(() => loadAnalyst(), 60_000);

  it('offline analyst: the same text for the same input, in the worker and in this thread', async () => {
    for (const input of inputs) {
      const inWorker = await nlpThread.call<string>('analystWrite', input);
      expect(inWorker).toBe(write(input));
      expect(inWorker.length).toBeGreaterThan(0);
    }
  });

  it('the offline engine answers through the worker, complete and streamed alike', async () => {
    const engine = createOfflineEngine();
    const request = { system: 's', messages: [{ role: 'user', content: 'x' }], data: inputs[2] } as AiRequest;
    const done = await engine.complete(request, new AbortController().signal);
    expect(done.text).toBe(write(inputs[2]!));
    let streamed = '';
    for await (const ev of engine.stream(request, new AbortController().signal)) if (ev.type === 'text') streamed += ev.text;
    expect(streamed).toBe(done.text);
  });

  it('material nested deeper than a copy can go gets the answer it got in this thread', async () => {
    const deep = JSON.parse(`${'['.repeat(10_000)}{"revenue": "$1.2M"}${']'.repeat(10_000)}`) as unknown;
    const shallow = { arr: 'ARR $847K', nested: { a: { b: { c: { d: { e: { f: { g: 'deeper than the analyst reads' } } } } } } } };
    for (const context of [deep, shallow, [shallow, deep]]) {
      const input: AnalystInput = { task: 'analysis', style: 'business', wordLimit: AI_WORD_LIMITS.analysis, focus: 'Summarise', context };
      const request = { system: 's', messages: [], data: input } as unknown as AiRequest;
      expect((await createOfflineEngine().complete(request, new AbortController().signal)).text).toBe(write(input));
    }
  });

  it('token counts match the tokenizer, prompt framing included', async () => {
    const text = 'hello <|endoftext|> world, 12% of $1.2M';
    const direct = countTokens(text, { disallowedSpecial: new Set() });
    expect(await countTextTokens(text)).toBe(direct);
    expect(await countTextTokens('')).toBe(0);
    const sys = 'You are terse.';
    expect(await countPromptTokens(sys, [{ role: 'user', content: text }])).toBe(3 + 3 + countTokens(sys) + 3 + direct);
  });
});

describe('failures in the worker', () => {
  // A stand-in worker with the same protocol: answers 'echo', throws on 'fail', dies on 'crash'.
  const source = `
    const { parentPort } = require('node:worker_threads');
    parentPort.on('message', (m) => {
      if (m.op === 'crash') process.exit(3);
      if (m.op === 'fail') { const e = new RangeError('bad input'); parentPort.postMessage({ id: m.id, ok: false, name: e.name, message: e.message }); return; }
      if (m.op === 'hang') return;
      parentPort.postMessage({ id: m.id, ok: true, value: m.args });
    });`;
  const thread = createNlpThread({ source });
  afterAll(() => thread.close());

  it('an operation that throws rejects with its name and message; the worker goes on', async () => {
    await expect(thread.call('fail')).rejects.toMatchObject({ name: 'RangeError', message: 'bad input' });
    expect(await thread.call('echo', 1, 'two')).toEqual([1, 'two']);
  });

  it('a crash rejects the calls in flight and the next call starts a new worker', async () => {
    const hanging = thread.call('hang');
    const crash = thread.call('crash');
    await expect(crash).rejects.toBeInstanceOf(NlpThreadError);
    await expect(hanging).rejects.toThrow(/stopped \(exit code 3\)/);
    expect(await thread.call('echo', 'again')).toEqual(['again']);
  });

  it('a thread idle for idleMs is stopped (its memory given back) and the next call starts another', async () => {
    const states: string[] = [];
    let stopped!: () => void;
    const idle = createNlpThread({
      source,
      idleMs: 20,
      onState: (state) => {
        states.push(state);
        if (state === 'stopped') stopped();
      },
    });
    try {
      await new Promise<void>((resolve) => {
        stopped = resolve;
        void idle.call('echo', 'first');
      });
      expect(states).toEqual(['started', 'stopped']);
      expect(await idle.call('echo', 'second')).toEqual(['second']);
      expect(states).toEqual(['started', 'stopped', 'started']);
    } finally {
      await idle.close();
    }
  });

  it('a thread with a call in flight is not stopped for being idle', async () => {
    const states: string[] = [];
    const busy = createNlpThread({ source, idleMs: 1, onState: (state) => states.push(state) });
    try {
      const hanging = busy.call('hang');
      // Longer than idleMs, with the call still in flight.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(states).toEqual(['started']);
      const rejected = expect(hanging).rejects.toBeInstanceOf(NlpThreadError);
      await busy.close();
      await rejected;
    } finally {
      await busy.close();
    }
  });

  it('an unknown operation of the real worker is an error, not a hang', async () => {
    await expect(nlpThread.call('nope')).rejects.toThrow('Unknown NLP operation: nope');
  });

  it('a worker that dies fails the offline engine call, which the AI layer answers with its 502', async () => {
    const crashing = createNlpThread({ source: `require('node:worker_threads').parentPort.on('message', () => process.exit(1));` });
    const request = { system: 's', messages: [], data: inputs[0] } as unknown as AiRequest;
    const err = await createOfflineEngine(crashing).complete(request, new AbortController().signal).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NlpThreadError);
    expect(toClientError(err, 30_000)).toMatchObject({ statusCode: 502, code: 'ai_unavailable' });
    await crashing.close();
  });

  it('a call past its CPU-time budget stops the thread: it fails with a 422, the others in flight with NlpThreadError (#25)', async () => {
    const spinning = createNlpThread({
      source: `const { parentPort } = require('node:worker_threads');
        parentPort.on('message', (m) => { if (m.op === 'spin') for (;;); if (m.op === 'hang') return; parentPort.postMessage({ id: m.id, ok: true, value: m.args }); });`,
      budgetMs: 500,
    });
    // The oldest call past its budget is the one blamed (one thread cannot tell which call spins).
    const spin = spinning.call('spin').catch((e: unknown) => e);
    const hanging = spinning.call('hang').catch((e: unknown) => e);
    const err = await spin;
    expect(err).toBeInstanceOf(ParseBudgetError);
    expect(err).toMatchObject({ statusCode: 422, message: NLP_TOO_SLOW_MESSAGE });
    // Through the AI layer too: the user is told the text took too long, not that the AI is down.
    expect(toClientError(err, 30_000)).toMatchObject({ statusCode: 422 });
    expect(await hanging).toBeInstanceOf(NlpThreadError);
    expect(await spinning.call('echo', 'again')).toEqual(['again']);
    await spinning.close();
  });

  it('arguments that cannot be cloned fail that call only', async () => {
    await expect(thread.call('echo', () => 1)).rejects.toThrow();
    expect(await thread.call('echo', 'still here')).toEqual(['still here']);
  });
});
