/**
 * The deck coach (spec §2, §3, §5, §9; issue #15) and the AI dashboard overlay's
 * windows: seeded per user on first visit (the sample deck scores 7/10 by the rubric),
 * a real PDF uploaded and its text extracted and scored, pasted text, stakeholders with
 * the §3 statuses, shareholder emails (blanks ignored), reset; windows persisted per user.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { multipartBody } from '../../../../tests/support/multipart';
import type { CoachState, Deck, OverlayState, ShareDeckResponse, Stakeholder } from '../../../contract/julia';
import type { AiEngine, AiRequest } from '../../platform/ai';
import { scoreDeck } from './deck-scoring';

/** A small real PDF: one page per slide, the text drawn with a standard font. */
async function makeDeckPdf(slides: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of slides) {
    const page = doc.addPage([720, 405]);
    lines.forEach((line, i) => page.drawText(line, { x: 40, y: 360 - i * 22, size: 14, font }));
  }
  return Buffer.from(await doc.save());
}

const STRONG_DECK = [
  ['Problem', 'Clinic managers lose 9 hours a week to scheduling by phone.', 'Today they still use paper books and spreadsheets.'],
  ['Solution', 'Our AI scheduling app fills cancelled slots automatically.', 'Clinics cut no-shows by 35%.'],
  ['Market', 'TAM: $6B, SAM: $1.2B, SOM: $90M.', 'Growing 11% per year (source: Grand View Research report).'],
  ['Business Model', 'Subscription at $199 per month per clinic.', 'LTV:CAC of 5, gross margin 85%, net revenue retention 118%.'],
  ['Traction', '$42K MRR, growing 18% month over month.', '310 paying clinics; pilots signed with 2 hospital groups.'],
  ['Competition', 'Versus Zocdoc and phone calls: unlike them we fill gaps automatically.'],
  ['Team', 'Ana Ruiz, CEO - former COO of a 40-clinic chain.', 'Ben Cho, CTO - built scheduling at a unicorn; 2 advisors from Kaiser.'],
  ['The Ask', 'Raising a $3M seed round.', 'Use of funds: 50% to engineering, 30% to sales, 20% to hiring.', '24 months of runway to reach $2M ARR.'],
];

describe('deck coach API (/api/julia/coach)', () => {
  let t: TestApp;
  let ada: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestApp();
    ada = (await signUpUser(t.app, { name: 'Ada' })).cookie;
    bob = (await signUpUser(t.app)).cookie;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? sameOrigin(cookie) : {}, payload });
  const uploadDeck = (cookie: string, fileName: string, content: Buffer) => {
    const body = multipartBody([{ field: 'file', filename: fileName, contentType: 'application/pdf', content }]);
    return t.app.inject({ method: 'POST', url: '/api/julia/coach/deck', headers: { ...sameOrigin(cookie), ...body.headers }, payload: body.payload });
  };

  it('answers 401 signed out', async () => {
    expect((await call('GET', '/api/julia/coach')).statusCode).toBe(401);
    expect((await call('GET', '/api/julia/overlay')).statusCode).toBe(401);
  });

  it('seeds the sample deck on first visit: 8 sections scored by the rubric, deck score 7/10, four stakeholders', async () => {
    const res = await call('GET', '/api/julia/coach', ada);
    expect(res.statusCode).toBe(200);
    const state = json<CoachState>(res);
    expect(state.deck).toMatchObject({ source: 'sample', score: 7 });
    expect(state.deck.sections.map((s) => s.name)).toEqual(['Problem', 'Solution', 'Market', 'Business model', 'Traction', 'Competition', 'Team', 'Ask']);
    const mean = state.deck.sections.reduce((s, x) => s + x.score, 0) / state.deck.sections.length;
    expect(Math.round(mean)).toBe(7);
    for (const s of state.deck.sections) {
      expect(['complete', 'in-progress', 'needs-work']).toContain(s.status);
      expect(s.feedback.length).toBeGreaterThan(20);
    }
    expect(state.stakeholders.map((s) => s.status).sort()).toEqual(['aligned', 'feedback-given', 'pending', 'reviewing']);
    // A second visit does not seed again.
    const again = json<CoachState>(await call('GET', '/api/julia/coach', ada));
    expect(again.stakeholders).toHaveLength(4);
    expect(again.deck.sections.map((s) => s.id)).toEqual(state.deck.sections.map((s) => s.id));
  });

  it('extracts the text of an uploaded PDF, scores each section and recomputes the deck score, with the AI review', async () => {
    const pdf = await makeDeckPdf(STRONG_DECK);
    const res = await uploadDeck(ada, 'clinic-deck.pdf', pdf);
    expect(res.statusCode).toBe(200);
    const deck = json<Deck>(res);
    expect(deck).toMatchObject({ source: 'pdf', fileName: 'clinic-deck.pdf', pages: 8, title: 'clinic-deck' });
    expect(deck.score).toBe(10);
    expect(deck.sections.every((s) => s.status === 'complete')).toBe(true);
    expect(deck.sections.find((s) => s.name === 'Traction')!.excerpt).toContain('$42K MRR');
    // Offline, the review is the rubric's own: the sections found by their slides, nothing invented.
    expect(deck.review).toMatch(/^Deck score 10\/10\. Found 8 sections: Problem 10\/10, Solution 10\/10, /);
    expect(deck.review).not.toMatch(/Named:|Tone:|Missing:/);
    expect(deck.reviewEngine).toBe('Offline analyst');
    // Persisted for the next visit.
    expect(json<CoachState>(await call('GET', '/api/julia/coach', ada)).deck.score).toBe(10);
  });

  it('scores a weaker deck lower, with concrete fixes for what is missing', async () => {
    const pdf = await makeDeckPdf([
      ['Problem', 'Teams waste time.'],
      ['Solution', 'Our app helps.'],
      ['Team', 'Two founders.'],
    ]);
    const deck = json<Deck>(await uploadDeck(ada, 'weak.pdf', pdf));
    expect(deck.score).toBeLessThan(4);
    const market = deck.sections.find((s) => s.name === 'Market')!;
    expect(market).toMatchObject({ score: 0, status: 'needs-work' });
    expect(market.feedback).toContain('TAM');
    const problem = deck.sections.find((s) => s.name === 'Problem')!;
    expect(problem.feedback).toMatch(/Quantify the pain/);
    expect(deck.score).toBe(scoreDeck('Problem\nTeams waste time.\n\nSolution\nOur app helps.\n\nTeam\nTwo founders.').score);
    expect(deck.review).toMatch(/Found 3 sections: Problem \d+\/10, Solution \d+\/10 and Team \d+\/10\./);
    expect(deck.review).toMatch(/Missing: Market, Traction, Business model, Competition and Ask\./);
    expect(deck.review).toMatch(/Team \(2\/10\): Give each founder’s role \(CEO, CTO…\)\. Try: “Two founders \(\[name\], CEO; \[name\], CTO\)\.”/);
  });

  it('refuses a file that is not a PDF (415), a PDF without text (422), and no file (400)', async () => {
    const notPdf = await uploadDeck(ada, 'deck.pdf', Buffer.from('just some text pretending'));
    expect(notPdf.statusCode).toBe(415);
    expect(json(notPdf).message).toMatch(/not a PDF/);
    const blank = await uploadDeck(ada, 'blank.pdf', await makeDeckPdf([[]]));
    expect(blank.statusCode).toBe(422);
    expect(json(blank).message).toMatch(/No text was found/);
    const none = await call('POST', '/api/julia/coach/deck', ada, {});
    expect(none.statusCode).toBe(400);
  });

  it('scores pasted text, and refuses text too short with 400', async () => {
    const text = STRONG_DECK.map((s) => s.join('\n')).join('\n\n');
    const res = await call('POST', '/api/julia/coach/deck/text', ada, { title: 'Pasted deck', text });
    expect(res.statusCode).toBe(200);
    expect(json<Deck>(res)).toMatchObject({ source: 'text', title: 'Pasted deck', score: 10 });
    const short = await call('POST', '/api/julia/coach/deck/text', ada, { text: 'too short' });
    expect(short.statusCode).toBe(400);
    expect(json(short).message).toMatch(/at least 40 characters/);
  });

  it('adds, edits and removes stakeholders with the §3 statuses; another user cannot touch them', async () => {
    const add = await call('POST', '/api/julia/coach/stakeholders', ada, { name: 'Grace Hopper', role: 'Board observer', status: 'reviewing' });
    expect(add.statusCode).toBe(201);
    const s = json<Stakeholder>(add);
    expect(s).toMatchObject({ name: 'Grace Hopper', status: 'reviewing', lastInput: '' });
    const bad = await call('POST', '/api/julia/coach/stakeholders', ada, { name: 'X', status: 'happy' });
    expect(bad.statusCode).toBe(400);
    const edit = await call('PATCH', `/api/julia/coach/stakeholders/${s.id}`, ada, { status: 'feedback-given', lastInput: 'Wants a churn slide.' });
    expect(json<Stakeholder>(edit)).toMatchObject({ status: 'feedback-given', lastInput: 'Wants a churn slide.' });
    expect((await call('PATCH', `/api/julia/coach/stakeholders/${s.id}`, bob, { status: 'aligned' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/julia/coach/stakeholders/${s.id}`, bob)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/julia/coach/stakeholders/${s.id}`, ada)).statusCode).toBe(204);
    expect(json<CoachState>(await call('GET', '/api/julia/coach', ada)).stakeholders.some((x) => x.id === s.id)).toBe(false);
    // Bob has his own sample deck, untouched by Ada's uploads.
    expect(json<CoachState>(await call('GET', '/api/julia/coach', bob)).deck).toMatchObject({ source: 'sample', score: 7 });
  });

  it('asks shareholders for feedback: blank rows ignored, duplicates once, each becomes a pending stakeholder; says no email was sent without SMTP', async () => {
    const res = await call('POST', '/api/julia/coach/share', ada, { emails: ['  ', 'Lee@Fund.example', '', 'lee@fund.example', 'kim@angels.example'] });
    expect(res.statusCode).toBe(200);
    const body = json<ShareDeckResponse>(res);
    expect(body.shared).toEqual([
      { email: 'lee@fund.example', emailed: false },
      { email: 'kim@angels.example', emailed: false },
    ]);
    expect(body.emailEnabled).toBe(false);
    const lee = body.stakeholders.find((s) => s.email === 'lee@fund.example')!;
    expect(lee).toMatchObject({ status: 'pending', role: 'Shareholder' });
    expect(lee.lastInput).toMatch(/email not sent/);
    const blanks = await call('POST', '/api/julia/coach/share', ada, { emails: ['', '  '] });
    expect(blanks.statusCode).toBe(400);
    expect(json(blanks).message).toBe('Add at least one shareholder email');
    const invalid = await call('POST', '/api/julia/coach/share', ada, { emails: ['not-an-email'] });
    expect(invalid.statusCode).toBe(400);
  });

  it('chats about the deck with the AI layer and keeps the conversation', async () => {
    const res = await call('POST', '/api/julia/coach/chat', ada, { message: 'Which slide should I fix first?' });
    expect(res.statusCode).toBe(201);
    const { message, reply } = json<{ message: { message: string }; reply: { message: string; engineLabel: string } }>(res);
    expect(message.message).toBe('Which slide should I fix first?');
    expect(reply.message.length).toBeGreaterThan(10);
    expect(reply.engineLabel).toBe('Offline analyst');
    expect(json<CoachState>(await call('GET', '/api/julia/coach', ada)).messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('is in the account export ("Download my data")', async () => {
    const res = await call('GET', '/api/auth/export', ada);
    expect(res.statusCode).toBe(200);
    const julia = json<{ julia: { deck: { score: number; sections: unknown[] }; stakeholders: { email: string | null }[]; coachMessages: unknown[] } }>(res).julia;
    expect(julia.deck.sections).toHaveLength(8);
    expect(julia.stakeholders.some((s) => s.email === 'lee@fund.example')).toBe(true);
    expect(julia.coachMessages).toHaveLength(2);
  });

  it('resets to the sample deck and stakeholders', async () => {
    const res = await call('POST', '/api/julia/coach/reset', ada);
    expect(res.statusCode).toBe(200);
    const state = json<CoachState>(res);
    expect(state.deck).toMatchObject({ source: 'sample', score: 7 });
    expect(state.stakeholders).toHaveLength(4);
    expect(state.messages).toEqual([]);
  });

  it("answers founder math from the deck's own figures (traction, the ask), not with what it cannot compute", async () => {
    // The sample deck: $18K MRR from 140 customers growing 14% a month; raising a $1.5M seed.
    const arr = json<{ reply: { message: string } }>(await call('POST', '/api/julia/coach/chat', ada, { message: 'What ARR does our traction slide come to?' })).reply.message;
    expect(arr).toMatch(/^ARR: \$216k \(12 × \$18k (?:MRR|a month)\)/);
    const dilution = json<{ reply: { message: string } }>(await call('POST', '/api/julia/coach/chat', ada, { message: 'If the seed closes at a $4.5M pre-money, how much of the company do we give up?' })).reply.message;
    expect(dilution).toMatch(/^Dilution: 25% \(\$1\.5M ÷ \$6M post-money\)/);
    expect(`${arr} ${dilution}`).not.toMatch(/outside what I compute|Focus:|Key numbers:/);
  });
});

describe('deck review with an AI engine', () => {
  it('gives the engine only the sections the deck has, the missing ones by name, and the rubric review; and the same on a new review', async () => {
    const seen: AiRequest[] = [];
    let reply = 'Fix Team first: give roles.';
    const engine: AiEngine = {
      name: 'openai',
      model: 'coach-model',
      async complete(request) {
        seen.push(request);
        return { text: reply, model: 'coach-model', usage: { inputTokens: 10, outputTokens: 8, reasoningTokens: 0 } };
      },
      // eslint-disable-next-line require-yield
      async *stream() {
        throw new Error('not used');
      },
    };
    const t = await createTestApp({ overrides: { ai: engine } });
    try {
      const { cookie } = await signUpUser(t.app);
      const text = 'Problem\nTeams waste time.\n\nSolution\nOur app helps.\n\nTeam\nTwo founders.';
      const res = await t.app.inject({ method: 'POST', url: '/api/julia/coach/deck/text', headers: sameOrigin(cookie), payload: { text } });
      expect(json<Deck>(res)).toMatchObject({ review: 'Fix Team first: give roles.', reviewEngine: 'coach-model (OpenAI-compatible)' });
      const context = seen[0]!.data.context as { present: { name: string }[]; missing: string[]; rubricReview: string };
      expect(context.present.map((p) => p.name)).toEqual(['Problem', 'Solution', 'Team']);
      expect(context.missing).toEqual(['Market', 'Traction', 'Business model', 'Competition', 'Ask']);
      expect(context.rubricReview).toBe(scoreDeck(text).review);
      reply = 'Team is the weakest slide.';
      const again = json<Deck>(await t.app.inject({ method: 'POST', url: '/api/julia/coach/review', headers: sameOrigin(cookie) }));
      expect(again).toMatchObject({ review: 'Team is the weakest slide.', reviewEngine: 'coach-model (OpenAI-compatible)' });
      expect((seen[1]!.data.context as { present: unknown[] }).present).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});

describe('AI dashboard overlay windows (/api/julia/overlay)', () => {
  let t: TestApp;
  let ada: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    ada = (await signUpUser(t.app)).cookie;
    bob = (await signUpUser(t.app)).cookie;
  });
  afterAll(() => t.close());
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: sameOrigin(cookie), payload });

  it('opens with one 400x300 welcome window, and keeps each user\'s windows (moved, minimized, analysed, closed)', async () => {
    const first = json<OverlayState>(await call('GET', '/api/julia/overlay', ada));
    expect(first.windows).toHaveLength(1);
    expect(first.windows[0]).toMatchObject({ id: 'welcome', width: 400, height: 300, isMinimized: false, content: '', engineLabel: null });
    const moved = {
      windows: [
        { ...first.windows[0]!, x: 320, y: 180, isMinimized: true, content: 'Runway is 14 months.', engineLabel: 'Offline analyst' },
        { id: 'w2', title: 'Metrics', content: '', prompt: 'Summarise MRR', x: 10, y: 20, width: 400, height: 300, isMinimized: false, type: 'metrics', engineLabel: null },
      ],
    };
    const saved = await call('PUT', '/api/julia/overlay', ada, moved);
    expect(saved.statusCode).toBe(200);
    expect(json<OverlayState>(await call('GET', '/api/julia/overlay', ada))).toEqual(moved);
    // Bob still has his own welcome window.
    expect(json<OverlayState>(await call('GET', '/api/julia/overlay', bob)).windows.map((w) => w.id)).toEqual(['welcome']);
    // Closing every window is kept too.
    await call('PUT', '/api/julia/overlay', ada, { windows: [] });
    expect(json<OverlayState>(await call('GET', '/api/julia/overlay', ada)).windows).toEqual([]);
    // Reset brings the welcome window back.
    expect(json<OverlayState>(await call('DELETE', '/api/julia/overlay', ada)).windows.map((w) => w.id)).toEqual(['welcome']);
  });

  it('refuses windows of another size, of an unknown type, or too many, with 400', async () => {
    const base = { id: 'a', title: 'T', content: '', prompt: '', x: 0, y: 0, width: 400, height: 300, isMinimized: false, type: 'chat', engineLabel: null };
    for (const windows of [[{ ...base, width: 500 }], [{ ...base, type: 'video' }], Array.from({ length: 13 }, (_, i) => ({ ...base, id: `w${i}` }))]) {
      const res = await call('PUT', '/api/julia/overlay', ada, { windows });
      expect(res.statusCode).toBe(400);
      expect(json(res).code).toBe('validation_error');
    }
  });
});
