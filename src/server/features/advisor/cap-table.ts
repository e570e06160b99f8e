/**
 * The cap table (issue 30): dilution over one round or several, pre- and post-money (from
 * each other, from the stake a round buys, from a price per share), the ownership that is
 * left, the option pool (new options for a target pool, the "option pool shuffle" of a pool
 * carved out of the pre-money), and SAFEs and convertible notes (post-money SAFE ownership,
 * the cap price against the discount price, interest on a note, the shares issued).
 *
 * Each figure gets a role from the words around it, read through the one reader of
 * quantities (figures.ts): a round ("raising $2M", "$2M at a $8M pre"), a pre- or post-money,
 * a cap, a price per share, a discount, an interest rate, a pool, a stake sold, an ownership
 * held, a share count. The question (its last sentence with a question mark) says which
 * figure is wanted; a follow-up takes the roles it does not give from the earlier messages.
 */
import { readFigures, type ReadFigure } from '../../platform/ai/offline/reader/figures';
import type { Finding } from './compute';
import * as fmt from './format';
import { finding } from './formulas';
import type { Question, Topic } from './question';

export interface CapTableAnswer {
  finding?: Finding;
  need?: { topic: Topic; need: string };
}

/** A figure with the words around it, lower case. */
interface Seen {
  f: ReadFigure;
  before: string;
  after: string;
  /** The sentence it stands in. */
  sentence: string;
}

/** The roles of a message's figures. */
interface Roles {
  rounds: Seen[];
  pre?: Seen;
  post?: Seen;
  /** A valuation said without pre or post: read as the pre-money. */
  valuation?: Seen;
  cap?: Seen;
  /** Every cap said, in order: "300k at a 6m cap and 200k at a 4m cap". */
  caps: Seen[];
  capKind?: 'post' | 'pre';
  pricePerShare?: Seen;
  discount?: Seen;
  interest?: Seen;
  /** Stakes sold or dilution per round, in order. */
  sold: Seen[];
  maxDilution?: Seen;
  own?: Seen;
  ownEach: boolean;
  pool?: Seen;
  /** The pool's share before a top-up ("grow the pool from 5% to 10%"): `pool` is the target. */
  poolFrom?: Seen;
  /** A pool the round adds or tops up (vs one that exists already). */
  poolIsNew: boolean;
  shares: Seen[];
  /** Shares one holder has: "holds 4M of 5M shares", "I own 2M shares". */
  heldShares?: Seen;
  poolShares?: Seen;
  months?: Seen;
  principal: Seen[];
  /** Amounts no role claimed (the amounts of SAFEs listed one after another). */
  other: Seen[];
}

const sentenceAt = (text: string, at: number) => {
  const a = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('? ', at), text.lastIndexOf('! ', at), text.lastIndexOf('\n', at)) + 1;
  const m = /[.?!](?:\s|$)|\n/.exec(text.slice(at));
  return text.slice(a, m ? at + m.index + 1 : text.length);
};

// "$2.50 per share", "a $2.50 round price": what one share of the round costs.
const PER_SHARE_AFTER = /^\s*(?:\/\s*|per |a |each )(?:share|sh\b)|^\s*(?:(?:priced\s+)?round|series [a-d]|seed|share|issue|conversion)\s+price\b/;
const PER_SHARE_BEFORE = /\b(?:share price|price per share|price a share|priced|price)(?: (?:in|of|for) (?:the |this |our )?(?:round|seed|series [a-d]|raise))?(?: is| of| at| will be| would be)?\s*(?::\s*)?$|\bshares (?:at|for) $/;
const CAP_AFTER = /^\s*(?:(?:post|pre)[- ]?(?:money\s+)?)?(?:valuation\s+)?cap\b/;
const CAP_BEFORE = /\b(?:cap|capped)(?: is| of| at)?\s*(?::\s*)?$/;
const ROUND_BEFORE = /\b(?:puts?|putting|pays?|paying|injects?|injecting|wires?|new money|fresh money|new capital|capital|need|needs|want|seeking|looking for|take|taking|took|raise|raising|raised|invest|invests|investing|invested|puts? in|putting in|offers?|offering|offered|get|getting|accept|accepting|round|seed|series [a-d]|cheque|check|ticket|safe|note)(?:\s+(?:of|is|for|at|:))?\s+(?:another\s+|an?\s+|only\s+|about\s+)?$/;
const ROUND_AFTER = /^\s*(?:raise|round|investment|seed|cheque|check|ticket)\b/;
const AT_VALUATION = /^\s*(?:(?:into|in) (?:us|the company|the business)\s+)?(?:at|on)\s+(?:an?\s+|the\s+)?$/;

function seen(text: string, figures: ReadFigure[]): Seen[] {
  return figures.map((f) => ({ f, before: text.slice(Math.max(0, f.start - 45), f.start), after: text.slice(f.numEnd, f.numEnd + 45), sentence: sentenceAt(text, f.start) }));
}

function rolesOf(text: string, figures: ReadFigure[]): Roles {
  const all = seen(text, figures);
  const r: Roles = { rounds: [], caps: [], sold: [], shares: [], principal: [], other: [], ownEach: false, poolIsNew: false };
  const used = new Set<Seen>();
  const take = (s: Seen) => used.add(s) && s;

  // Share counts first: "8.8M shares", "shares outstanding: 6M", "750k options" (a bare "8.8M" reads as money).
  for (const s of all) {
    const bare = !/[$€£]|\b(?:chf|eur|usd|gbp)\b/i.test(s.f.raw);
    const sharesAfter = /^\s*(?:fully[- ]diluted\s+|existing\s+|outstanding\s+|common\s+|total\s+|new\s+|additional\s+|more\s+|extra\s+|preferred\s+)*(?:shares|options|stock options|units)\b/.test(s.after);
    const sharesBefore = /\b(?:shares|options)(?: outstanding| in total| today| now)?(?:\s*[:=]|\s+(?:is|are|of|at))?\s*$/.test(s.before);
    // "2M new shares on top of 6M existing": a count the sentence's shares make plain ("existing", "outstanding" alone).
    const elliptic = /^\s*(?:existing|outstanding|already (?:issued|outstanding))\b(?!\s+(?:cash|money|revenue|customers|users|investors?))/.test(s.after) && /\b(?:shares|options)\b/.test(s.sentence);
    // "a 400k option pool": options, counted like shares.
    const poolAfter = /^\s*(?:[\w-]+\s+)?(?:option |esop )pool\b|^\s*esop\b/.test(s.after);
    // "including a pool of 500 000": a count the pool holds, when the message counts shares or options.
    const poolOf = s.f.unit !== 'percent' && /\b(?:pool|esop)(?: of| has| holds| with)?\s*(?:about\s+)?$/.test(s.before) && /\b(?:shares|options)\b/.test(text);
    // "holds 4,000,000 of 5,000,000 shares", "I own 2M shares": one holder's shares, not the total.
    const heldOf = /^\s*(?:out )?of\s+(?:the\s+|our\s+|its\s+)?[\d.,]+(?:\s?(?:k|m|mm|million))?\s+(?:(?:fully[- ]diluted|outstanding|total|existing|issued)\s+)*shares\b/.test(s.after);
    const holder = /\b(?:hold|holds|holding|held|own|owns|owning|owned)\s+(?:about\s+|around\s+|exactly\s+)?$/.test(s.before);
    if ((s.f.unit === 'count' || (s.f.unit === 'money' && bare)) && !r.heldShares && (heldOf || (holder && sharesAfter))) {
      r.heldShares = take(s);
      continue;
    }
    if ((s.f.unit === 'count' || (s.f.unit === 'money' && bare)) && (s.f.metric === 'shares' || sharesAfter || sharesBefore || poolAfter || poolOf || elliptic) && !PER_SHARE_AFTER.test(s.after)) {
      take(s);
      if (/^\s*(?:\w+\s+)?(?:option\s+|esop\s+)?pool\b|^\s*options\b/.test(s.after) || /\b(?:pool|esop)(?: has| of| is| holds)?\s*$/.test(s.before)) r.poolShares ??= s;
      else r.shares.push(s);
    }
  }
  for (const s of all) {
    if (used.has(s)) continue;
    const { f } = s;
    // "price per share in the round is 2.50": a price with no currency reads as a bare number.
    if (f.unit === 'count' && f.value < 1000 && (PER_SHARE_AFTER.test(s.after) || PER_SHARE_BEFORE.test(s.before))) {
      r.pricePerShare ??= take(s);
      continue;
    }
    if (f.unit === 'money') {
      // "priced at 10m pre": a valuation, not a price per share.
      const valuationSaid = ['preMoney', 'postMoney', 'valuation'].includes(f.metric ?? '') || /^\s*(?:(?:pre|post)(?:[- ]?money)?|valuation)\b/.test(s.after);
      if (PER_SHARE_AFTER.test(s.after) || (PER_SHARE_BEFORE.test(s.before) && !valuationSaid)) r.pricePerShare ??= take(s);
      // "$500k post-money SAFE", "a €250k note": what the instrument is for, not a valuation.
      else if (/^\s*(?:(?:post|pre)[- ]?money\s+|uncapped\s+|capped\s+)?(?:safes?|(?:convertible\s+)?notes?|convertibles?)\b/.test(s.after) || /\b(?:safes?|notes?)(?: of| for| worth| totall?ing| at)?\s*(?::\s*)?$/.test(s.before)) r.principal.push(take(s));
      // "500k at a 5M post cap": the amount the cap is said of, not a cap itself.
      else if (!CAP_AFTER.test(s.after) && !CAP_BEFORE.test(s.before) && /^\s*(?:at|with|on)\s+(?:an?\s+|the\s+)?(?:[$€£]\s?)?[\d.,]+(?:\s?(?:k|m|mm|mn|bn|million)\b)?(?:\s?[$€£]|\s(?:eur|usd|gbp|chf)\b)?\s+(?:(?:post|pre)[- ]?(?:money\s+)?)?(?:valuation\s+)?cap\b/.test(s.after)) r.principal.push(take(s));
      else if (f.metric === 'valuationCap' || CAP_AFTER.test(s.after) || CAP_BEFORE.test(s.before)) {
        r.caps.push(take(s));
        if (r.caps.length > 1) continue;
        r.cap = s;
        r.capKind = /^\s*pre/.test(s.after) || /\bpre[- ]?money (?:valuation )?cap/.test(s.sentence) ? 'pre' : /\bpost[- ]?money|\bpost\b/.test(s.after + s.sentence + s.before) ? 'post' : undefined;
      } else if (f.metric === 'preMoney') r.pre ??= take(s);
      else if (f.metric === 'postMoney') r.post ??= take(s);
      else if (f.metric === 'valuation') r.valuation ??= take(s);
      else if (/\bprincipal\b/.test(s.before.slice(-20) + s.after.slice(0, 20))) r.principal.push(take(s));
    } else if (f.unit === 'percent') {
      const near = `${s.before.slice(-30)} ${s.after.slice(0, 30)}`;
      if (/^\s*discount/.test(s.after) || /discount(?: only)?(?: rate)?(?: of| at| is)?\s*(?:[:(]\s*)?$/.test(s.before)) r.discount ??= take(s);
      else if (/^\s*(?:simple\s+|compound(?:ed|ing)?\s+)?(?:annual\s+|yearly\s+|a year\s+)?interest/.test(s.after) || /interest(?: rate)?(?: of| at| is)?\s*(?::\s*)?$/.test(s.before)) r.interest ??= take(s);
      // "grow the pool from 5% to 10%": the share it has, then the target.
      else if (!r.pool && /\b(?:pool|esop|options)\b[^.?!]*\bfrom\s*$/.test(s.before) && /^\s*(?:of(?: [\w-]+){1,4} )?to\s+[\d.,]+\s*%/.test(s.after)) r.poolFrom ??= take(s);
      else if (r.poolFrom && !r.pool && /^\s*to\s*$/.test(text.slice(r.poolFrom.f.end, s.f.start).replace(/^\s*of(?: [\w-]+){1,4} (?=to\b)/, ' '))) {
        r.pool = take(s);
        r.poolIsNew = true;
      } else if (
        f.metric === 'optionPool' ||
        /^\s*(?:[\w-]+\s+){0,2}(?:option |esop )?pool\b|^\s*(?:esop|options?|option pool)\b|^\s*(?:is|as|for|in)\s+(?:the\s+|an?\s+)?(?:esop|(?:option\s+)?pool|options)\b/.test(s.after) ||
        /\b(?:pool|esop)(?: size)?(?: of| is| at| to| was| be| becomes?| that| which| will| should| would| equal)*\s*(?:about\s+)?$/.test(s.before)
      ) {
        r.pool ??= take(s);
        r.poolIsNew = /\b(?:new|creat\w*|add\w*|top(?:[- ]?up| it up)|carv\w*|requir\w*|wants?|expand\w*|increas\w*|refresh\w*|set aside|reserve|grow|taken from|out of the pre|from the pre|in the pre|(?:pre|post)[- ]?money (?:option )?pool|pool (?:in|of) the (?:pre|post)[- ]?money|pool (?:pre|post)[- ]?money)\b/.test(s.sentence);
      } else if (/\b(?:max(?:imum)?|at most|no more than|under|below|less than|capped|cap (?:(?:it|dilution|that) )?at|limit)\b/.test(near) && /\bdilut|give (?:up|away)|sell/.test(s.sentence)) r.maxDilution ??= take(s);
      // "lose 6% of customers a month" is churn, not a stake sold.
      else if (/^\s*(?:of (?:our |the |all |its )?(?:customers|users|accounts|subscribers|clients|revenue|mrr|arr|seats|members|logos)\b|(?:a|per|each|every) (?:month|year|week|quarter)\b)/.test(s.after) || s.f.period) continue;
      // "I own 60% of the company", "we hold 70% of the equity": a stake held, said by its holder, whoever sells what after it.
      else if (
        /\b(?:i|we|founders?|cofounders?|co-founders?|he|she|they|each)\s+(?:still\s+|currently\s+|now\s+|together\s+|jointly\s+)?(?:own|owns|hold|holds|have|has)\s+(?:about\s+|around\s+|roughly\s+|exactly\s+)?$/.test(s.before) &&
        !/\b(?:investors?|funds?|vcs?|lead|angels?)\b[^.?!;]{0,30}$/.test(s.before)
      ) {
        r.own ??= take(s);
        if (/\beach\b/.test(s.f.raw + s.after.slice(0, 12)) || /\beach\b/.test(s.before.slice(-25))) r.ownEach = true;
      } else if (
        /^\s*(?:dilution|of (?:the company|equity|our company)|equity|stake)\b/.test(s.after) ||
        // "then a 20% round", "a 15% seed": a round named by the share it sells.
        (/^\s*(?:dilutive\s+)?(?:round|raise|seed|series [a-d])\b/.test(s.after) && /\b(?:an?|the|another|then|next)\s+$/.test(s.before)) ||
        /\b(?:sell|sold|selling|sells|give up|giving up|gave up|give away|gives (?:up|away)|gave away|giving away|for|dilut\w*(?: of| by)?|lose|losing|lost|another)\s+(?:another\s+|about\s+)?$/.test(s.before) ||
        // "the investor gets 16%", "the fund takes 20%": the stake the round buys, said of the one who buys it.
        /\b(?:investors?|funds?|vcs?|lead|they|angels?)\b[^.?!;]{0,40}\b(?:gets?|getting|receives?|receiving|takes?|taking|wants?|asks? for|acquires?|buys?)\s+(?:about\s+)?$/.test(s.before) ||
        // "the seed dilutes everyone 20%", "dilutes all of us by 15%"
        /\bdilut\w*\s+(?:everyone|everybody|us|all(?: of us)?|all holders|(?:the |all )?(?:existing |current )?(?:holders|shareholders|founders))(?:\s+by)?\s+(?:another\s+|about\s+)?$/.test(s.before) ||
        /\bdilution(?:\s*:|\s+(?:of|is))?\s*$/.test(s.before)
      ) r.sold.push(take(s));
      else if (/\b(?:own|owns|owned|hold|holds|held|have|has|my|our|his|her|their)\s+(?:about\s+|around\s+|roughly\s+|exactly\s+)?$/.test(s.before) || /\b(?:own|owns|hold|holds|founders?|stake|today)\b/.test(near)) {
        r.own ??= take(s);
        if (/\beach\b/.test(s.f.raw + s.after.slice(0, 12)) || /\beach\b/.test(s.before.slice(-25))) r.ownEach = true;
      }
    } else if (f.unit === 'months') r.months ??= take(s);
  }
  // Rounds: "$2M at a $8M pre", "raising $2M", "$500k for 10%", "a $3M round".
  const valuations = [r.pre, r.post, r.valuation, r.cap].filter(Boolean) as Seen[];
  for (let i = 0; i < all.length; i++) {
    const s = all[i]!;
    if (used.has(s) || s.f.unit !== 'money') continue;
    const next = all[i + 1];
    const atValuation = next && valuations.includes(next) && AT_VALUATION.test(text.slice(s.f.end, next.f.start));
    const forStake = next && next.f.unit === 'percent' && /^\s*(?:of (?:the company|equity)\s+)?for\s+(?:a\s+)?$|^\s*for\s+(?:a\s+)?$/.test(text.slice(s.f.end, next.f.start));
    if (s.f.metric === 'round' || atValuation || ROUND_BEFORE.test(s.before) || ROUND_AFTER.test(s.after) || forStake) r.rounds.push(take(s));
  }
  // "an ESOP of 1M … target 8% after topping it up": the one percentage no role claimed, in a message about the pool, is its target.
  const loose = all.filter((s) => !used.has(s) && s.f.unit === 'percent');
  if (!r.pool && loose.length === 1 && !r.sold.length && !r.own && (r.poolShares || /\b(?:option pool|esop)\b/.test(text))) {
    r.pool = take(loose[0]!);
    r.poolIsNew = /\b(?:new|top(?:[- ]?up|ping)?|add\w*|increas\w*|expand\w*|grow\w*|refresh\w*|creat\w*)\b/.test(text);
  }
  // "selling 20%, 20% and 15%": percentages listed after a stake sold are stakes sold too.
  for (let i = 1; i < all.length; i++) {
    const s = all[i]!;
    const prev = all[i - 1]!;
    if (!used.has(s) && s.f.unit === 'percent' && r.sold.includes(prev) && /^\s*(?:,|(?:,\s*)?(?:and|then)|&)\s*$/.test(text.slice(prev.f.end, s.f.start))) r.sold.push(take(s));
  }
  for (const s of all) if (!used.has(s) && s.f.unit === 'money') r.other.push(s);
  // A valuation and one other amount, in words no rule above reads ("wir nehmen 1,5 Mio. € auf bei 6 Mio. €
  // pre-money"): the other amount is the round.
  if (!r.rounds.length && r.other.length === 1 && (r.pre || r.post || r.valuation) && !r.cap && !r.principal.length && !r.pricePerShare) r.rounds.push(take(r.other.pop()!));
  // "$500k for 10%": the percentage is the stake that round buys.
  for (const s of all) {
    if (s.f.unit !== 'percent' || r.sold.includes(s) || r.pool === s || r.own === s) continue;
    if (/\bfor\s+(?:a\s+)?$/.test(s.before) && r.rounds.length) {
      if (used.has(s)) continue;
      r.sold.push(take(s));
    }
  }
  return r;
}

/** The roles of the message, with the ones it leaves out taken from earlier messages (newest first). */
function rolesWithEarlier(now: Roles, earlier: Roles[]): Roles {
  const out = { ...now };
  for (const e of earlier) {
    const givesValuation = out.pre || out.post || out.valuation || out.cap;
    if (!out.rounds.length && e.rounds.length) out.rounds = e.rounds;
    if (!givesValuation) {
      out.pre ??= e.pre;
      out.post ??= e.post;
      out.valuation ??= e.valuation;
    }
    if (!out.cap && e.cap) {
      out.cap = e.cap;
      out.capKind = e.capKind;
    }
    out.pricePerShare ??= e.pricePerShare;
    out.discount ??= e.discount;
    out.interest ??= e.interest;
    if (!out.own && e.own) {
      out.own = e.own;
      out.ownEach = e.ownEach;
    }
    if (!out.pool && e.pool) {
      out.pool = e.pool;
      out.poolIsNew = e.poolIsNew;
    }
    if (!out.shares.length) out.shares = e.shares;
    out.heldShares ??= e.heldShares;
    if (!out.caps.length) out.caps = e.caps;
    out.poolShares ??= e.poolShares;
    out.months ??= e.months;
    if (!out.principal.length) out.principal = e.principal;
    if (!out.other.length) out.other = e.other;
  }
  return out;
}

/* ---------- how figures are written: in the user's currency ---------- */

interface Writer {
  money: (n: number) => string;
  perShare: (n: number) => string;
}

function writer(text: string): Writer {
  // The one currency rule (format.ts): the dollar unless the conversation writes one other currency only.
  const sym = fmt.currencyOf([text]) ?? '$';
  return {
    money: (n) => fmt.money(n).replace('$', sym),
    perShare: (n) => `${sym}${n.toFixed(n < 0.1 ? 4 : 2)}`,
  };
}

const pct = fmt.percent;


/* ---------- the questions ---------- */

/** What the question sentence asks for. */
const ASKS = {
  post: /\bpost[- ]?money\b(?!\s+(?:safe|cap|pool))|\bpost\b(?!\s+cap)/,
  pre: /\bpre[- ]?money\b(?!\s+(?:safe|cap))|\bpre\b(?!\s+cap)|\bvaluation\b(?!\s+cap)|\bvalued\b/,
  minimum: /\bminimum|\bat least|\blowest|\bmin\b|\bneed(?:ed)?\b/,
  raiseMax: /how much (?:can|could|should) (?:we|i) raise|(?:max(?:imum)?|largest|biggest) (?:round|raise)/,
  own: /\bown|\bhold|\bkeep|\bbecomes?\b|\bturns? into\b|\b(?:my|our|their|his|her)\s+[\d.,]+\s*%|\bstake|\bownership|left with|end up|\bretain|\beach founder|\bfounders?\b[^?]*\bafter|\b(?:my|our|their|his|her)\s+(?:%|percent(?:age)?|share|slice|piece|cut|equity)(?!\s+price)/,
  dilution: /dilut|give (?:away|up)|\blos(?:e|es|ing|s)\b|hand over|part with|\bsell\b|what (?:share|slice|chunk|part|percentage|percent|%) of (?:the company|the business|us)|what (?:share|slice|chunk|part)\b|how much (?:of the company|equity)|\bthey (?:get|take|own|receive)\b|investors? (?:get|own|have|receive|take)|new investors?'? (?:share|stake)|what (?:%|percent|share)[^?]*(?:investor|they|safe|note|\bnew (?:share)?holders?)/,
  shares: /how many (?:new |more |additional |extra )?(?:shares|options)|(?:shares|options) (?:do|does|will|would|must|should) (?:we|it|they|the)|number of (?:new )?(?:shares|options)|\bnew options\b|\bshares\?/,
  price: /\bprice\b|per share|a share\b/,
  converts: /amount|how much[^?]*convert|convert(?:s|ing)?\??$|converts? (?:into|to)|principal (?:plus|and|with) interest|with interest|including interest|\bbalance\b/,
  pool: /\bpool\b|\besop\b|\boptions?\b/,
};

const CAP_CONTEXT = /\bshareholders?\b|\bseed\b|\bseries [a-d]\b|\bround\b|\bpre[- ]?money|\bpost[- ]?money|\bpre\b|\bpost\b|dilut|\bsafes?\b|convertible|\bnotes?\b|\bcap\b|\bpool\b|\besop\b|\bshares?\b|\boptions\b|\bequity\b|\bstake\b|\bown(?:ership)?\b|\bvaluation\b|\bdiscount\b|give (?:away|up)|\binvestors?\b[^?!]{0,60}?\bfor\s+(?:a\s+)?[\d.,]+\s*%|(?<![\d.,])[\d.,]+(?:\s?(?:k|m|mm|mn|mio|million))?(?:\s?(?:[$€£]|eur|usd|gbp|chf))? for (?:a )?[\d.,]+ ?% (?:of|stake|equity)/;

/** The text after the last match of `re` (global), or all of it. */
function afterLast(text: string, re: RegExp): string {
  const m = [...text.matchAll(re)].at(-1);
  return m ? text.slice(m.index + m[0].length) : text;
}

function askedSentence(text: string): string {
  const sentences = text.split(/(?<=[.?!])\s+/);
  return [...sentences].reverse().find((s) => s.includes('?')) ?? text;
}

/** The cap-table answer to a question, or undefined when it is not a cap-table question. */
export function capTableAnswer(q: Question, earlier: Question[] = []): CapTableAnswer | undefined {
  const reading = readFigures(q.text);
  const text = reading.text.toLowerCase();
  if (!CAP_CONTEXT.test(text)) return undefined;
  // "and at a $12M pre?": a follow-up that names no figure asks what the earlier question asked.
  const own = askedSentence(text);
  const asksSomething = [ASKS.post, ASKS.pre, ASKS.own, ASKS.dilution, ASKS.shares, ASKS.price, ASKS.converts].some((re) => re.test(own));
  const scenario = /^(?:and|so|but|ok(?:ay)?,?)?\s*(?:what|how)? ?(?:if|about|at|with|assuming|suppose)\b/.test(own.trim());
  const asked = (!asksSomething || scenario) && q.refersBack && earlier[0] ? `${askedSentence(earlier[0].text.toLowerCase())} ${own}` : own;
  const now = rolesOf(text, reading.figures);
  const before = earlier.map((e) => {
    const r = readFigures(e.text);
    return rolesOf(r.text.toLowerCase(), r.figures);
  });
  const r = rolesWithEarlier(now, before);
  const all = [q.text, ...earlier.map((e) => e.text)].join(' ');
  const w = writer(all);
  const safeWords = /\bsafes?\b|convertible|\bnotes?\b|\bprincipal\b/.test(text) || (now.cap !== undefined && !now.pre && !now.post);
  return (safeWords ? safe(text, asked, r, w) : undefined) ?? pool(text, asked, r, w) ?? pricedRound(text, asked, r, w) ?? rounds(text, asked, r, w);
}

/* ---------- priced rounds ---------- */

/** Pre and post of one round, from what is given: pre + round, post − round, round ÷ stake, price × shares. */
function valuationOf(r: Roles): { pre: number; post: number; round: number; basis: string } | undefined {
  const round = r.rounds[0]?.f.value;
  const preF = r.pre ?? r.valuation;
  const stake = r.sold.length === 1 ? r.sold[0]!.f.value : undefined;
  const shares = r.shares[0]?.f.value;
  if (round !== undefined && preF) return { pre: preF.f.value, post: preF.f.value + round, round, basis: 'pre' };
  if (round !== undefined && r.post) return { pre: r.post.f.value - round, post: r.post.f.value, round, basis: 'post' };
  if (round !== undefined && stake && stake > 0 && stake < 1) return { pre: round / stake - round, post: round / stake, round, basis: 'stake' };
  if (r.pricePerShare && shares) {
    const pre = r.pricePerShare.f.value * shares;
    return { pre, post: pre + (round ?? 0), round: round ?? 0, basis: 'price' };
  }
  return undefined;
}

function pricedRound(text: string, asked: string, r: Roles, w: Writer): CapTableAnswer | undefined {
  // "keep dilution at 15% max: what minimum pre-money?", "how much can we raise at $8M pre and give up at most 20%?"
  if (r.maxDilution || (r.sold.length === 1 && ASKS.minimum.test(asked) && ASKS.pre.test(asked))) {
    const d = (r.maxDilution ?? r.sold[0]!).f.value;
    const round = r.rounds[0]?.f.value;
    const preF = r.pre ?? r.valuation;
    if (ASKS.raiseMax.test(asked) && preF) {
      const v = (d * preF.f.value) / (1 - d);
      return { finding: finding('dilution', 'Largest round', w.money(v), v, `${pct(d)} × ${w.money(preF.f.value)} pre-money ÷ (1 − ${pct(d)})`, `it buys ${pct(d)} of a ${w.money(preF.f.value + v)} post-money`, 'raise a little less to leave room for the option pool top-up') };
    }
    if (round !== undefined && (ASKS.pre.test(asked) || ASKS.post.test(asked))) {
      const post = round / d;
      const wantPost = ASKS.post.test(asked) && !ASKS.pre.test(asked);
      const v = wantPost ? post : post - round;
      return {
        finding: finding('dilution', wantPost ? 'Minimum post-money' : 'Minimum pre-money', w.money(v), v, `${w.money(round)} ÷ ${pct(d)} = ${w.money(post)} post-money${wantPost ? '' : ` − ${w.money(round)} raised`}`, `any lower and the round takes more than ${pct(d)}`, 'anchor the negotiation above it, since terms such as a pool top-up dilute further'),
      };
    }
  }
  // The valuation asked for is one the message does not give: "at a $4M pre: what share do we sell?" asks the dilution.
  // "Post-money and dilution?": the dilution, whose working shows the post-money.
  if (ASKS.dilution.test(asked)) return undefined;
  // "How many shares does $2M buy at $0.50 a share?"
  if (ASKS.shares.test(asked) && r.pricePerShare && r.rounds.length) {
    const n = r.rounds[0]!.f.value / r.pricePerShare.f.value;
    return { finding: finding('dilution', 'New shares', fmt.count(Math.round(n)), n, `${w.money(r.rounds[0]!.f.value)} ÷ ${w.perShare(r.pricePerShare.f.value)}`, 'issued to the new investors at the round price', 'check them against the fully diluted count before you sign', 'good') };
  }
  // "… for 15%, 1,000,000 shares today: how many new shares?": the stake bought is new ÷ (existing + new).
  if (ASKS.shares.test(asked) && !r.pricePerShare && r.sold.length === 1 && r.shares.length === 1 && !r.pool && r.sold[0]!.f.value > 0 && r.sold[0]!.f.value < 1) {
    const d = r.sold[0]!.f.value;
    const n = (r.shares[0]!.f.value * d) / (1 - d);
    return { finding: finding('dilution', 'New shares', fmt.count(Math.round(n)), n, `${fmt.count(r.shares[0]!.f.value)} × ${pct(d)} ÷ (1 − ${pct(d)})`, `${pct(d)} of ${fmt.count(Math.round(r.shares[0]!.f.value + n))} shares after the round`, 'check the count is fully diluted, options included', 'good') };
  }
  // "what is the price per share?" from a valuation and the shares before the round: the pre-money over those shares.
  if (/\bprice per share\b|\bshare price\b|\bprice (?:of )?(?:a|one|each) share\b|\bper[- ]share price\b/.test(asked) && !r.pricePerShare && r.shares.length) {
    // A valuation the reader left to another word ("the valuation before the money is 24m"): an amount said after "valuation".
    const preF = r.pre ?? r.valuation ?? r.other.find((x) => /\b(?:valuation|valued|worth)\b(?![^,;]*\bpost)[^,;]*$/.test(x.before));
    const pre = preF?.f.value ?? (r.post && r.rounds[0] ? r.post.f.value - r.rounds[0].f.value : undefined);
    const n = r.shares[0]!.f.value;
    if (pre !== undefined && n > 0) {
      const v = pre / n;
      const basis = preF ? `${w.money(pre)} pre-money ÷ ${fmt.count(n)} shares` : `(${w.money(r.post!.f.value)} post − ${w.money(r.rounds[0]!.f.value)} raised) ÷ ${fmt.count(n)} shares`;
      return { finding: finding('dilution', 'Price per share', w.perShare(v), v, basis, 'the round price: new shares are issued at it', 'check the share count is fully diluted, options included', 'good') };
    }
  }
  const wantsPost = ASKS.post.test(asked) && !r.post;
  const wantsPre = ASKS.pre.test(asked) && !(r.pre ?? r.valuation);
  if (!wantsPost && !wantsPre) return undefined;
  // Asked a valuation: the one not given.
  const v = valuationOf(r);
  if (!v) {
    if (r.pricePerShare && !r.shares.length) return { need: { topic: 'dilution', need: 'how many shares are there before the round' } };
    if (r.rounds.length) return { need: { topic: 'dilution', need: wantsPost ? 'the pre-money valuation (or the stake the round buys)' : 'the post-money valuation (or the stake the round buys)' } };
    if (r.pre || r.post || r.valuation) return { need: { topic: 'dilution', need: 'the round size' } };
    return undefined;
  }
  // Both named and neither given ("post-money?" after a price per share): the post-money when the question names it.
  const post = wantsPost && (!wantsPre || ASKS.post.test(afterLast(asked, /\b(?:pre[- ]?money|pre)\b/g)));
  const pre = !post;
  const stakeOf = v.round ? v.round / v.post : undefined;
  if (pre) {
    const basis =
      v.basis === 'price'
        ? `${w.perShare(r.pricePerShare!.f.value)} × ${fmt.count(r.shares[0]!.f.value)} pre-round shares`
        : v.basis === 'stake'
          ? `${w.money(v.round)} ÷ ${pct(r.sold[0]!.f.value)} = ${w.money(v.post)} post-money, − ${w.money(v.round)}`
          : `${w.money(v.post)} post-money − ${w.money(v.round)} raised`;
    return { finding: finding('dilution', 'Pre-money', w.money(v.pre), v.pre, basis, stakeOf ? `the round buys ${pct(stakeOf)}` : 'what the company is worth before the new money', 'compare it with the last round before you sign', 'good') };
  }
  const basis =
    v.basis === 'price'
      ? `${w.perShare(r.pricePerShare!.f.value)} × ${fmt.count(r.shares[0]!.f.value)} shares = ${w.money(v.pre)} pre-money, + ${w.money(v.round)} raised`
      : v.basis === 'stake'
        ? `${w.money(v.round)} ÷ ${pct(r.sold[0]!.f.value)}`
        : `${w.money(v.pre)} pre-money + ${w.money(v.round)} raised`;
  return { finding: finding('dilution', 'Post-money', w.money(v.post), v.post, basis, stakeOf ? `the new investors own ${pct(stakeOf)}` : 'the company with the new money in', 'model the option pool top-up before you sign', 'good') };
}

/** Dilution and ownership over one round or several. */
function rounds(text: string, asked: string, r: Roles, w: Writer): CapTableAnswer | undefined {
  // A stake held, said as a share or as shares of the total; "how much after the round?" then asks what is left of it.
  const held = r.heldShares && r.shares.length ? r.heldShares : undefined;
  const heldTotal = held && r.shares.find((x) => x.f.value > held.f.value && !/^\s*(?:new|additional|more|extra)\b/.test(x.after) && !/\b(?:issue|issuing|issued|create|creating|sell|selling|new)\s+(?:another\s+)?$/.test(x.before));
  const stake = r.own ? { value: r.own.f.value, basis: pct(r.own.f.value) } : held && heldTotal ? { value: held.f.value / heldTotal.f.value, basis: `${fmt.count(held.f.value)} ÷ ${fmt.count(heldTotal.f.value)} shares` } : undefined;
  const afterAsked = stake !== undefined && /\bafter\b|\bafterwards\b|\bbecomes?\b|\bturns? into\b|\bend up\b|\bleft\b|\bremains?\b/.test(asked) && !/\bdilution\b|\bdilut\w* by\b/.test(asked);
  if (!ASKS.own.test(asked) && !ASKS.dilution.test(asked) && !afterAsked) return undefined;
  // Each round's share: stated ("we sell 18%", "20% dilution"), or its round over its post-money.
  const cuts: { d: number; basis: string }[] = r.sold.map((s) => ({ d: s.f.value, basis: `${pct(s.f.value)}` }));
  const v = valuationOf(r);
  const readAsPre = !r.pre && r.valuation && v?.basis === 'pre' ? ', the valuation read as pre-money' : '';
  if (!cuts.length && v && v.round) cuts.push({ d: v.round / v.post, basis: `${w.money(v.round)} ÷ ${w.money(v.post)} post-money${readAsPre}` });
  // "we issue 2M new shares; we have 8M": the new shares over the total after.
  const issued = r.shares.find((x) => /^\s*(?:new|additional|more|extra)\b/.test(x.after) || /\b(?:issue|issuing|issued|create|creating|sell|selling|new)\s+(?:another\s+)?$/.test(x.before));
  const existing = r.shares.find((x) => x !== issued && x !== held);
  if (!cuts.length && issued && existing) cuts.push({ d: issued.f.value / (issued.f.value + existing.f.value), basis: `${fmt.count(issued.f.value)} new ÷ ${fmt.count(issued.f.value + existing.f.value)} shares after` });
  if (!cuts.length) {
    if (r.rounds.length) return { need: { topic: 'dilution', need: 'the pre-money valuation' } };
    if (r.pre || r.post || r.valuation) return { need: { topic: 'dilution', need: 'the round size' } };
    return undefined;
  }
  if (cuts.some((c) => !(c.d > 0 && c.d < 1))) return undefined;
  const keep = cuts.reduce((t, c) => t * (1 - c.d), 1);
  // "What do I own after?" asks what is left; "how much ownership do we lose?" the dilution.
  const ownAfter = /\b(?:own|hold|have|stake|ownership)\b[^?]*\b(?:after|afterwards|then|at the end|once)\b|\bkeep\b|\bend up\b|\bleft with\b|\bretain\b/.test(asked);
  // "What do the new investors get?" asks their share; "what do our seed investors hold after?" a stake held.
  const investorsAsked = /\binvestors?\b|\bsafe holders?\b|\bnew money\b|\bthey\b|\bnew (?:share)?holders\b|\bholders of the new\b/.test(asked) && !/\b(?:our|existing|current|seed|earlier|early|angel|previous) investors?\b/.test(asked);
  const wantsOwn = !investorsAsked && (ownAfter || afterAsked || (ASKS.own.test(asked) && !ASKS.dilution.test(asked)));
  if (wantsOwn && stake) {
    const own = stake.value;
    const after = own * keep;
    const who = r.ownEach ? 'Each holds after' : 'Ownership after';
    return {
      finding: finding('dilution', who, pct(after), after, `${held && !r.own ? `(${stake.basis})` : stake.basis}${cuts.map((c) => ` × (1 − ${c.basis})`).join('')}`, cuts.length > 1 ? `${cuts.length} rounds take ${pct(1 - keep)} of every holder's stake` : `every existing holder is diluted by ${pct(1 - keep)}`, 'model the option pool top-up before you sign'),
    };
  }
  if (cuts.length > 1) {
    return {
      finding: finding('dilution', 'Existing holders keep', pct(keep), keep, cuts.map((c) => `(1 − ${c.basis})`).join(' × '), `${pct(1 - keep)} diluted over ${cuts.length} rounds`, 'plan the next round so the founders still hold a majority after it'),
    };
  }
  const d = cuts[0]!.d;
  if (wantsOwn) {
    return { finding: finding('dilution', 'Existing holders keep', pct(1 - d), 1 - d, `1 − ${cuts[0]!.basis}`, 'every existing stake shrinks by the same share', 'tell me your current stake and I will give yours') };
  }
  return {
    finding: finding('dilution', 'Dilution', pct(d), d, cuts[0]!.basis, d > 0.25 ? 'more than the usual 15–25% for a round' : d < 0.1 ? 'light dilution' : 'within the usual 10–25% for a round', d > 0.25 ? 'negotiate valuation or raise less' : 'model the option pool top-up before you sign', d > 0.25 ? 'watch' : 'good'),
  };
}

/* ---------- the option pool ---------- */

/** Words for how many founders share what is left. */
const HOW_MANY: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, both: 2 };

function pool(text: string, asked: string, r: Roles, w: Writer): CapTableAnswer | undefined {
  if (!ASKS.pool.test(text)) return undefined;
  const target = r.pool?.f.value;
  // The cap table after the round, said in post-money shares ("the investor has 25% and the pool 10%"):
  // the founders hold what is left, split evenly when they are equal and each one's share is asked.
  const investor = /\b(?:investors?|funds?|vcs?|lead investor|the lead)'?s?(?:\s+(?:has|have|had|holds?|held|gets?|got|owns?|owned|takes?|took|wants?|wanted|asks? for|asked for|receives?|received|buys?|bought|with|at|of|is|are|were|on|ended up with))?(?::\s*|\s+)(\d+(?:\.\d+)?)\s*%/.exec(text);
  const postShares = /\bpost[- ]?money\b|\bafter the round\b|\bfully diluted\b/.test(text);
  if (target !== undefined && investor && postShares && /\bfounders?\b|\bco-?founders?\b/.test(asked) && !ASKS.shares.test(asked)) {
    const inv = Number(investor[1]) / 100;
    // The pool's own share, said right beside the word ("the pool 10%", "a 10% pool"), over the one the roles guessed.
    const beside = /\bpool(?:\s+(?:of|is|at|has|gets?|holds?|with|(?:sits|stands|is set|ends up|comes) (?:at|to)))?(?::\s*|\s+)(\d+(?:\.\d+)?)\s*%|(?<![\d.])(\d+(?:\.\d+)?)\s*%\s+(?:option\s+|esop\s+)?pool\b/.exec(text);
    const poolShare = beside ? Number(beside[1] ?? beside[2]) / 100 : target;
    const left = 1 - poolShare - inv;
    if (left > 0 && inv > 0 && inv < 1) {
      const n = /\b(\d|two|three|four|five|both)\s+(?:equal\s+)?(?:co-?)?founders\b/.exec(text)?.[1];
      const count = n ? (HOW_MANY[n] ?? Number(n)) : undefined;
      const each = count && count > 1 && /\beach\b|\bper founder\b|\bapiece\b/.test(asked) && /\bequal|\bevenly\b|\bsame\b|\beach\b/.test(text);
      const v = each ? left / count : left;
      const basis = `100% − ${pct(inv)} investor − ${pct(poolShare)} pool${each ? ` = ${pct(left)}, ÷ ${fmt.count(count)} founders` : ''}`;
      return { finding: finding('optionPool', each ? 'Each founder holds' : 'Founders hold', pct(v), v, basis, 'after the round, with the pool counted in the post-money', 'negotiate the pool size from a hiring plan') };
    }
  }
  const total = r.shares[0]?.f.value;
  // A pool that is a share of the fully diluted count today ("the pool is 12% of 8M shares: how many options?"): that share of it.
  const topUp = r.poolIsNew || r.poolFrom !== undefined || r.poolShares !== undefined || /\b(?:new|more|additional|extra|add|top)\b/.test(asked) || /\bafter\b/.test(text);
  // The percentage is said "of" the count ("12% of 8M fully diluted shares"): the count is its base, not the total before a top-up.
  const ofTotal = r.pool && r.shares[0] && /^\s*of\s+(?:the\s+|our\s+)?$/.test(text.slice(r.pool.f.end, r.shares[0].f.start));
  // Options still free to grant: the pool's count less those already granted ("600k granted", "issued 400k options").
  const granted = [...r.shares, ...(r.poolShares ? [r.poolShares] : []), ...r.other].find((x) => x !== r.shares[0] && (/^\s*(?:options\s+|shares\s+)?(?:are\s+|were\s+|have been\s+|already\s+)*(?:granted|issued|allocated|awarded|promised|vested|used|taken)\b/.test(x.after) || /\b(?:granted|issued|allocated|awarded|promised|used)\s+(?:already\s+)?$/.test(x.before)));
  if (target !== undefined && total !== undefined && ofTotal && granted && /\b(?:left|remain\w*|available|unallocated|ungranted|unissued|free|still (?:to )?grant)/.test(asked)) {
    const n = target * total - granted.f.value;
    return { finding: finding('optionPool', 'Options left', fmt.count(Math.round(n)), n, `${pct(target)} × ${fmt.count(total)} shares − ${fmt.count(granted.f.value)} granted`, 'what the pool can still grant', 'plan them against the hires before the next round', n > 0 ? 'good' : 'watch') };
  }
  if (target !== undefined && total !== undefined && !topUp && ofTotal && /\bhow many\b|\bnumber of\b/.test(asked)) {
    const n = target * total;
    return { finding: finding('optionPool', 'Options in the pool', fmt.count(Math.round(n)), n, `${pct(target)} × ${fmt.count(total)} shares`, 'the pool as it is, counted in the fully diluted total', 'size it from the hires planned before the next round', 'good') };
  }
  // New options for a pool of `target` of the total after they are issued, counting the options already in the pool.
  if (target !== undefined && total !== undefined && ASKS.shares.test(asked)) {
    // The options already in the pool: counted, or its share of the total today ("from 5% to 10%").
    const existing = r.poolShares?.f.value ?? (r.poolFrom ? r.poolFrom.f.value * total : 0);
    const n = (target * total - existing) / (1 - target);
    if (!(n > 0)) return undefined;
    const basis =
      r.poolFrom && !r.poolShares
        ? `(${pct(target)} − ${pct(r.poolFrom.f.value)}) × ${fmt.count(total)} ÷ (1 − ${pct(target)})`
        : existing
          ? `(${pct(target)} × ${fmt.count(total)} − ${fmt.count(existing)} in the pool) ÷ (1 − ${pct(target)})`
          : `${fmt.count(total)} × ${pct(target)} ÷ (1 − ${pct(target)})`;
    return { finding: finding('optionPool', 'New options', fmt.count(Math.round(n)), n, basis, `the pool is ${pct(target)} of ${fmt.count(Math.round(total + n))} shares after they are issued`, 'size it from the hires planned before the next round', 'good') };
  }
  // The pool's share of the fully diluted count.
  if (r.poolShares && total !== undefined && target === undefined && /\b(?:what|how much|which)\b[^?]*(?:%|percent|share|pool|esop)|\besop %|pool %/.test(asked)) {
    // "we issue 3M new shares to investors. pool % after?": the pool is diluted by the shares issued, like every holder.
    const issued = /\bafter\b|\bpost\b/.test(asked) ? r.shares.find((x) => x !== r.shares[0] && /\bnew\b|\bissu\w*|\binvestors?\b|\bround\b/.test(`${x.before} ${x.after}`)) : undefined;
    if (issued) {
      const after = r.poolShares.f.value / (total + issued.f.value);
      return { finding: finding('optionPool', 'Option pool after', pct(after), after, `${fmt.count(r.poolShares.f.value)} ÷ (${fmt.count(total)} + ${fmt.count(issued.f.value)} new)`, 'the pool is diluted by the new shares like every holder', 'top it up in the round if the hiring plan needs more', 'watch') };
    }
    const share = r.poolShares.f.value / Math.max(total, r.poolShares.f.value);
    return { finding: finding('optionPool', 'Option pool', pct(share), share, `${fmt.count(r.poolShares.f.value)} ÷ ${fmt.count(total)}`, 'of the fully diluted shares', 'size it from the hires planned before the next round', 'good') };
  }
  // The option pool shuffle, asked as the pre-money left: the pool's value (a share of the post-money) comes out of it.
  if (target !== undefined && r.poolIsNew && ASKS.pre.test(asked) && ((!ASKS.own.test(asked) && !ASKS.dilution.test(asked)) || /\beffective(?:ly)?\b[^?]*\bpre\b|\bpre[- ]?money\b[^?]*\b(?:really|effective|in effect)\b/.test(asked))) {
    const v = valuationOf(r);
    if (!v || !v.round) return { need: { topic: 'optionPool', need: r.rounds.length ? 'the pre-money valuation' : 'the round size and the pre-money valuation' } };
    const poolValue = target * v.post;
    const effective = v.pre - poolValue;
    if (!(effective > 0)) return undefined;
    return {
      finding: finding('optionPool', 'Effective pre-money', w.money(effective), effective, `${w.money(v.pre)} pre-money − ${pct(target)} × ${w.money(v.post)} post-money pool`, `the pool's ${w.money(poolValue)} is paid by the existing holders, not the new investors`, 'negotiate the pool size from a hiring plan, or ask for it in the post-money'),
    };
  }
  // A pool added with no round priced in the message: it alone dilutes every holder.
  if (target !== undefined && r.poolIsNew && !r.rounds.length && !r.pre && !r.post && !r.valuation && !r.sold.length && r.own && ASKS.own.test(asked)) {
    const after = r.own.f.value * (1 - target);
    return {
      finding: finding('optionPool', r.ownEach ? 'Each holds after' : 'Ownership after', pct(after), after, `${pct(r.own.f.value)} × (1 − ${pct(target)} pool)`, `a ${pct(target)} pool of the fully diluted total dilutes every existing holder alike`, 'size the pool from the hires planned before the next round'),
    };
  }
  // The option pool shuffle: a new pool, sized on the post-money, carved out of the pre-money.
  if (target !== undefined && r.poolIsNew && (ASKS.own.test(asked) || ASKS.dilution.test(asked))) {
    const v = valuationOf(r);
    if (!v || !v.round) return { need: { topic: 'optionPool', need: r.rounds.length ? 'the pre-money valuation' : 'the round size and the pre-money valuation' } };
    const investors = v.round / v.post;
    const diluted = investors + target;
    const own = r.own?.f.value ?? (ASKS.own.test(asked) ? 1 : undefined);
    if (own !== undefined && ASKS.own.test(asked) && !/\bdilution\b/.test(asked)) {
      const after = own * (1 - diluted);
      return {
        finding: finding('optionPool', r.ownEach ? 'Each holds after' : 'Founders own after', pct(after), after, `${pct(own)} × (1 − ${pct(investors)} new investors − ${pct(target)} pool)`, `the pool comes out of the pre-money, so it dilutes only the existing holders (${w.money(target * v.post)} of the ${w.money(v.pre)} pre-money)`, 'negotiate the pool size from a hiring plan, or ask for it in the post-money'),
      };
    }
    return {
      finding: finding('optionPool', 'Dilution to existing holders', pct(diluted), diluted, `${pct(investors)} new investors (${w.money(v.round)} ÷ ${w.money(v.post)}) + ${pct(target)} pool`, 'the pool carved out of the pre-money dilutes only the existing holders', 'negotiate the pool size from a hiring plan, or ask for it in the post-money'),
    };
  }
  return undefined;
}

/* ---------- SAFEs and convertible notes ---------- */

function safe(text: string, asked: string, r: Roles, w: Writer): CapTableAnswer | undefined {
  const named = [...r.principal, ...r.rounds];
  // "SAFEs of 100k, 150k and 250k": the amounts listed after the first count too.
  const amounts = [...named, ...r.other].map((s) => s.f.value);
  // "two SAFEs of $250k each": the amount as many times as the SAFEs are counted.
  const times = /\b(\d+) (?:post-money |pre-money )?(?:safes|notes)\b/.exec(text);
  const invested = amounts.length === 1 && times && /\beach\b/.test(text) ? amounts[0]! * Number(times[1]) : amounts.reduce((t, v) => t + v, 0);
  // Principal and interest: simple unless compounding is said.
  let converting: number | undefined;
  let convertingBasis = '';
  if (r.interest && amounts.length) {
    if (!r.months) return { need: { topic: 'safe', need: 'how long until the note converts' } };
    const years = r.months.f.value / 12;
    const rate = r.interest.f.value;
    const compound = /\bcompound/.test(text);
    converting = compound ? invested * (1 + rate) ** years : invested * (1 + rate * years);
    const span = Number.isInteger(years) ? `${fmt.count(years)} year${years === 1 ? '' : 's'}` : `${fmt.count(r.months.f.value)}/12 years`;
    convertingBasis = compound ? `${w.money(invested)} × (1 + ${pct(rate)})^${Number.isInteger(years) ? fmt.count(years) : `(${fmt.count(r.months.f.value)}/12)`}` : `${w.money(invested)} × (1 + ${pct(rate)} × ${span})`;
  } else if (amounts.length && /\b(?:including|incl\.?|with) (?:the )?(?:accrued )?interest\b/.test(text)) {
    converting = invested;
    convertingBasis = `${w.money(invested)} with interest`;
  }
  // The conversion price: the lower of the discount price and the cap price.
  const price = r.pricePerShare?.f.value;
  let conv: { price: number; basis: string; by: string } | undefined;
  if (price !== undefined && (r.discount || r.cap)) {
    const byDiscount = r.discount ? price * (1 - r.discount.f.value) : Infinity;
    const preF = r.pre ?? r.valuation;
    const capShares = r.shares[0]?.f.value;
    const byCap = r.cap ? (preF ? price * (r.cap.f.value / preF.f.value) : capShares ? r.cap.f.value / capShares : Infinity) : Infinity;
    const capBasis = r.cap ? (preF ? `${w.perShare(price)} × ${w.money(r.cap.f.value)} cap ÷ ${w.money(preF.f.value)} pre-money` : capShares ? `${w.money(r.cap.f.value)} cap ÷ ${fmt.count(capShares)} shares` : '') : '';
    const discountBasis = r.discount ? `${w.perShare(price)} × (1 − ${pct(r.discount.f.value)})` : '';
    if (r.cap && byCap === Infinity && !r.discount) return { need: { topic: 'safe', need: "the round's pre-money valuation (or its share count)" } };
    const p = Math.min(byDiscount, byCap);
    conv = { price: p, basis: [discountBasis && `${discountBasis} = ${w.perShare(byDiscount)}`, capBasis && byCap !== Infinity && `${capBasis} = ${w.perShare(byCap)}`].filter(Boolean).join(' vs '), by: byCap <= byDiscount ? 'the cap' : 'the discount' };
  }
  const wantsShares = ASKS.shares.test(asked);
  if (wantsShares && (conv || price !== undefined) && (converting ?? invested)) {
    const amount = converting ?? invested;
    const p = conv?.price ?? price!;
    const n = amount / p;
    return { finding: finding('safe', 'Shares', fmt.count(Math.round(n)), n, `${w.money(amount)} ÷ ${w.perShare(p)}${conv ? ` (${conv.by} price)` : ''}`, 'issued when it converts', 'check the count against the fully diluted cap table', 'good') };
  }
  if (conv && (ASKS.price.test(asked) || !ASKS.own.test(asked))) {
    return { finding: finding('safe', 'Conversion price', `${w.perShare(conv.price)} a share`, conv.price, conv.basis, `the lower of the cap price and the discount price: ${conv.by} applies`, 'model it in the cap table before the round') };
  }
  if (converting !== undefined && r.interest && (ASKS.converts.test(asked) || !ASKS.own.test(asked))) {
    return { finding: finding('safe', 'Converts', w.money(converting), converting, convertingBasis, /\bcompound/.test(text) ? 'principal plus compound interest' : 'principal plus simple interest', 'model it in the cap table before the round') };
  }
  // The valuation a note or SAFE converts at: the lower of its cap and the round's valuation less the discount.
  const roundValuation = r.pre ?? r.valuation ?? r.post;
  if (r.cap && r.discount && roundValuation && price === undefined && /\bvaluation\b|\bvalued\b/.test(asked)) {
    const discounted = roundValuation.f.value * (1 - r.discount.f.value);
    const v = Math.min(r.cap.f.value, discounted);
    const by = r.cap.f.value <= discounted ? 'the cap' : 'the discount';
    return { finding: finding('safe', 'Converts at a valuation of', w.money(v), v, `the lower of the ${w.money(r.cap.f.value)} cap and ${w.money(roundValuation.f.value)} × (1 − ${pct(r.discount.f.value)}) = ${w.money(discounted)}`, `${by} applies`, 'model it in the cap table before the round') };
  }
  // Several SAFEs, each at its own post-money cap ("300k at a 6m cap and 200k at a 4m cap"): each amount over its cap, added.
  const capped = r.caps.length > 1 ? [...named, ...r.other].sort((a, b) => a.f.start - b.f.start) : [];
  if (capped.length === r.caps.length && capped.length > 1 && capped.every((a, i) => a.f.start < r.caps[i]!.f.start && (i === 0 || a.f.start > r.caps[i - 1]!.f.start)) && (ASKS.own.test(asked) || ASKS.dilution.test(asked) || /\bconver|%/.test(asked))) {
    const shares = capped.map((a, i) => a.f.value / r.caps[i]!.f.value);
    const own = shares.reduce((t, x) => t + x, 0);
    return { finding: finding('safe', 'SAFE holders own', pct(own), own, capped.map((a, i) => `${w.money(a.f.value)} ÷ ${w.money(r.caps[i]!.f.value)}`).join(' + '), 'each SAFE over its own post-money cap, before a priced round dilutes everyone', 'add every SAFE to the cap table as if converted') };
  }
  // Post-money SAFE ownership: the amount over the post-money cap (several SAFEs add up).
  if (r.cap && invested && (ASKS.own.test(asked) || ASKS.dilution.test(asked) || /\bconver/.test(asked))) {
    if (r.capKind === 'pre' || /\bpre[- ]?money safe/.test(text)) {
      const own = invested / (r.cap.f.value + invested);
      return { finding: finding('safe', 'SAFE holders own', pct(own), own, `${w.money(invested)} ÷ (${w.money(r.cap.f.value)} pre-money cap + ${w.money(invested)})`, 'before the new round, if no other SAFE converts with it', 'add every SAFE to the cap table as if converted') };
    }
    const own = invested / r.cap.f.value;
    // "…then the Series A sells 20%": the stakes later rounds sell dilute the SAFE like every holder.
    if (r.sold.length && r.sold.every((x) => x.f.value > 0 && x.f.value < 1)) {
      const after = r.sold.reduce((t, x) => t * (1 - x.f.value), own);
      return { finding: finding('safe', 'SAFE holders own after', pct(after), after, `${w.money(invested)} ÷ ${w.money(r.cap.f.value)} post-money cap = ${pct(own)}${r.sold.map((x) => ` × (1 − ${pct(x.f.value)})`).join('')}`, 'the round that follows dilutes the converted SAFE like every holder', 'add every SAFE to the cap table as if converted') };
    }
    return { finding: finding('safe', 'SAFE holders own', pct(own), own, `${w.money(invested)} ÷ ${w.money(r.cap.f.value)} post-money cap`, 'before a priced round dilutes everyone', 'add every SAFE to the cap table as if converted') };
  }
  if (ASKS.own.test(asked) && invested && !r.cap && /\bsafe/.test(text)) return { need: { topic: 'safe', need: 'the valuation cap' } };
  if (ASKS.price.test(asked) && (r.discount || r.cap) && price === undefined) return { need: { topic: 'safe', need: 'the price per share of the priced round' } };
  return undefined;
}
