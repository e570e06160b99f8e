#!/usr/bin/env python3
"""Generator of bench/advisor/outsider2-heldout.json: a held-out set of founder questions for the
offline advisor (issue #30), written 2026-11-27 by an outsider who never read the advisor's code,
tests, docs or the other sets in bench/advisor/ (only the scoring rules in the header of score.mjs).

Every expected figure below is COMPUTED from the same input variables that are formatted into the
question text; nothing is typed twice. Definitions used (standard textbook ones, stated per item in
`why`):
  runway = cash / monthly net burn; net burn = expenses - revenue; gross burn = total expenses
  burn multiple = net burn / net new ARR (same period)          growth = compound rate (end/start)^(1/n) - 1
  churn = lost / customers at start of period                     retention = 1 - churn (or kept / start)
  NRR = (start + expansion - contraction - churn) / start        GRR = (start - contraction - churn) / start
  CAC = S&M spend / new customers                                 payback = CAC / (ARPA x gross margin)
  LTV = ARPA x gross margin / monthly churn                       gross margin = (revenue - COGS) / revenue
  contribution margin = (price - variable costs) / price          Rule of 40 = growth % + profit margin %
  magic number = net new ARR in the quarter / S&M of the prior quarter (= delta quarterly revenue x 4 / S&M)
  dilution = new shares / (old + new) = money / post-money        post-money = pre-money + investment

Usage: python3 outsider2-make.py              -> prints the table and the self-checks
       python3 outsider2-make.py --write DIR  -> also writes DIR/outsider2-heldout.json
"""
import json
import math
import re
import sys

ITEMS = []
NOT = ["Focus:", "Key numbers"]

# loose patterns for the non-figure areas
CANT = (r"(can'?t|cannot|can not|unable|not able|outside|beyond|only (help|answer|do|compute|work)|"
        r"I can (help|compute|calculate|answer|work|do)|instead|not something|not what I)")


def add(area, turns, figure=None, why="", mentions=None, max_words=None, echo_ok=False):
    if isinstance(turns, str):
        turns = [turns]
    item = {"id": "", "area": area, "turns": turns}
    if figure is not None:
        item["figure"] = round(figure, 4)
    if mentions:
        item["mentions"] = mentions
    item["notMentions"] = list(NOT)
    if max_words:
        item["maxWords"] = max_words
    item["why"] = why
    if echo_ok:
        item["_echo_ok"] = True
    ITEMS.append(item)


# ---- formatting of the inputs into founder text: every number in a question comes from a variable
def g(x):
    """shortest plain decimal: 1.50 -> '1.5', 12.0 -> '12'"""
    s = f"{x:.6f}".rstrip("0").rstrip(".")
    return s


def k(v):            # 85000 -> '85k'
    return g(v / 1e3) + "k"


def M(v, suf="M"):   # 1500000 -> '1.5M' / '1.5m' / '1.5 million'
    return g(v / 1e6) + suf


def n(v):            # 1500 -> '1,500'
    return f"{v:,.0f}" if float(v).is_integer() else f"{v:,.2f}"


def P(x):            # 0.035 -> '3.5%'
    return g(x * 100) + "%"


def pn(x):           # 0.035 -> '3.5' (percent number without the sign)
    return g(x * 100)


def chf(v):          # 900000 -> "900'000"
    return f"{v:,.0f}".replace(",", "'")


def de_mio(v):       # 1200000 -> '1,2 Mio.'
    return g(v / 1e6).replace(".", ",") + " Mio."


def crore(v):
    return g(v / 1e7) + " crore"


def lakh(v):
    return g(v / 1e5) + " lakh"


WORDS = {1.5e6: "one and a half million", 250e3: "a quarter million", 500e3: "half a mil", 2e6: "two million",
         750e3: "three quarters of a million", 1.2e6: "one point two million"}


def words(v):
    return WORDS[v]


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WEEKS_PER_MONTH = 52 / 12


def pctv(x):
    return x * 100


# ---------------------------------------------------------------- runway (cash / monthly net burn)
c, b = 1.5e6, 100e3
add("runway", f"we have {words(c)} in the bank and burn about {k(b)} a month. how long is our runway in months?",
    c / b, f"runway = cash {c:.0f} / net burn {b:.0f} per month")
c, e, r = 840e3, 95e3, 25e3
add("runway", f"Cash on hand: {k(c)}€. Monthly opex {k(e)}€, revenue {k(r)}€/mo. Team of 11, founded 2021, 2 offices. Runway?",
    c / (e - r), f"runway = {c:.0f} / (opex {e:.0f} - revenue {r:.0f}); team, year, offices are distractors")
qb, c = 450e3, 2.1e6
add("runway", f"quarterly burn is ${k(qb)} and we have ${M(c)} left, how many months of runway is that",
    c / (qb / 3), f"monthly burn = {qb:.0f}/3; runway = {c:.0f} / that")
c, b = 900e3, 60e3
add("runway", f"bank balance {chf(c)} CHF, outgoings {chf(b)} CHF p.m., no revenue yet. runway in months?",
    c / b, "runway = cash / outgoings (no revenue, so net burn = gross burn)")
raised, c, e, r = 3e6, 1.8e6, 220e3, 70e3
add("runway", f"We raised USD {M(raised, 'm')} 6 months ago and have USD {M(c, 'm')} left today. Spend is USD {k(e)}/month, "
              f"sales USD {k(r)}/month. How many months until we hit zero?",
    c / (e - r), f"runway = cash left {c:.0f} / (spend {e:.0f} - sales {r:.0f}); the amount raised is a distractor")
ae, ar, c = 1.44e6, 360e3, 1.08e6
add("runway", f"annual outgoings of £{M(ae, 'm')}, annualised revenue £{k(ar)}, cash £{M(c, 'm')}. months of runway?",
    c / ((ae - ar) / 12), "net burn per month = (annual outgoings - annual revenue)/12; runway = cash / that")
c, e, r = 12e6, 1.6e6, 400e3
add("runway", f"3 offices, 22 staff, 4 products. we have SEK {g(c / 1e6)} million and costs are SEK {M(e, 'm')} a month while "
              f"turnover is SEK {k(r)} a month. how many months left",
    c / (e - r), "runway = cash / (costs - turnover); offices, staff, products are distractors")
c, b = 4.5e7, 3e6
add("runway", f"₹{crore(c)} in bank, monthly burn ₹{lakh(b)}. runway in months?",
    c / b, f"{crore(c)} = {c:,.0f}; {lakh(b)} = {b:,.0f}; runway = cash / burn")
c, w = 250e3, 20e3
add("runway", f"how many weeks will {words(c)} last if we spend {k(w)} a week and have no income",
    c / w, "runway in weeks = cash / weekly spend")
c, qb = 2.4e6, 540e3
add("runway", f"runway? cash {g(c / 1e3)}k€, net burn last quarter was {g(qb / 1e3)}k€ and it's steady",
    c / (qb / 3), "monthly net burn = quarterly / 3; runway = cash / that")
c, c_old, e, r = 1.2e6, 1.9e6, 130e3, 55e3
add("runway", f"Hi! Quick one. Last year we had {M(c_old)} in the account, now there is {words(c)}. The outgoings are "
              f"{k(e)} every month and the clients pay us {k(r)} per month. For how many months we can survive?",
    c / (e - r), "runway = today's cash / (outgoings - revenue); last year's balance is a distractor")


# ---------------------------------------------------------------- default alive
def alive(cash, exp, rev, gr, horizon=120):
    """Month by month: revenue grows by gr; returns (alive?, month reached, cash left)."""
    for t in range(horizon):
        burn = exp - rev
        if burn <= 0:
            return True, t, cash
        cash -= burn
        if cash < 0:
            return False, t, cash
        rev *= 1 + gr
    return False, horizon, cash


DA = []
for cash, exp, rev, gr, text in [
    (1.2e6, 100e3, 50e3, 0.10, "are we default alive? cash ${C}, expenses flat at ${E} a month, revenue ${R} this month and growing {G} month over month"),
    (400e3, 150e3, 30e3, 0.05, "Expenses {E}€/mo (will stay flat), revenue {R}€/mo growing {G} monthly, {C}€ in the bank. Default alive or default dead?"),
    (2e6, 90e3, 40e3, 0.0, "we make {R} a month in sales, flat, no growth for a year now. costs {E}/mo. {C} in the bank, 9 people. are we default alive"),
    (3e6, 250e3, 150e3, 0.06, "default alive check please: bank £{C}, monthly costs £{E} flat, MRR £{R} growing {G} per month"),
    (600e3, 200e3, 60e3, 0.08, "Is our company default alive? We have {C} dollars, spend {E} per month and our revenue is {R} per month, growing {G} every month."),
]:
    ok, t, left = alive(cash, exp, rev, gr)
    DA.append((ok, t, left, cash))
    txt = text.replace("{C}", M(cash) if cash >= 1e6 else k(cash)).replace("{E}", k(exp)).replace("{R}", k(rev)).replace("{G}", P(gr))
    add("default alive", txt, None,
        f"Paul Graham's default alive: simulate month by month (revenue x{1 + gr:.2f}/month, costs flat): "
        + (f"revenue covers costs in month {t} with {left:.0f} of {cash:.0f} left -> default alive" if ok
           else f"cash runs out in month {t} before revenue covers costs -> default dead"),
        mentions=[r"\balive\b" if ok else r"\bdead\b"])

# ---------------------------------------------------------------- gross burn (all monthly expenses)
pay, rent, tools, ads, r = 120e3, 15e3, 8e3, 22e3, 40e3
add("gross burn", f"payroll {k(pay)}, rent {k(rent)}, tools {k(tools)}, ads {k(ads)} a month. revenue is {k(r)}. what's our gross burn per month?",
    pay + rent + tools + ads, "gross burn = all monthly expenses summed; revenue ignored")
spent, r = 1.08e6, 300e3
add("gross burn", f"we spent €{M(spent, 'm')} in total over the last two quarters; revenue was €{k(r)} over the same period. gross burn per month?",
    spent / 6, "gross burn = total spend / 6 months")
opex, sales = 2.4e6, 600e3
add("gross burn", f"Our annual opex budget is £{M(opex, 'm')} and we expect £{k(sales)} of sales this year. What is the monthly gross burn?",
    opex / 12, "gross burn = annual opex / 12; sales ignored")
sal, cloud = 15e3, 3e3
add("gross burn", f"weekly costs run about ${k(sal)} in salaries plus ${k(cloud)} cloud. gross burn monthly?",
    (sal + cloud) * WEEKS_PER_MONTH, "gross burn per month = weekly costs * 52 / 12")
sal, other, r = 210e3, 45e3, 90e3
add("gross burn", f"gross burn? salaries CHF {chf(sal)}/mo, other costs CHF {chf(other)}/mo, revenue CHF {chf(r)}/mo, 2 offices",
    sal + other, "gross burn = salaries + other costs")
m1, m2, m3 = 120e3, 160e3, 260e3
add("gross burn", f"our spend was {k(m1)} in {MONTHS[0]}, {k(m2)} in {MONTHS[1]} and {k(m3)} in {MONTHS[2]}. what was the average "
                  f"gross burn per month in Q1",
    (m1 + m2 + m3) / 3, "average of the three monthly spends")

# ---------------------------------------------------------------- net burn (expenses - revenue)
r, e = 85e3, 140e3
add("net burn", f"revenue {k(r)}/mo, expenses {k(e)}/mo. net burn?", e - r, "net burn = expenses - revenue")
c0, c1 = 3.2e6, 2.5e6
add("net burn", f"cash went from ${M(c0)} on Jan 1 to ${M(c1)} on Jul 1 (no fundraising in between). average monthly net burn?",
    (c0 - c1) / 6, "net burn = cash decrease / 6 months")
e, r = 600e3, 240e3
add("net burn", f"Q3 outgoings were €{k(e)} and Q3 turnover €{k(r)}. net burn per month?", (e - r) / 3,
    "net burn = (outgoings - turnover) / 3 months")
e, r = 1.2e6, 480e3
add("net burn", f"we spend {de_mio(e)} € a year and make {g(r / 1e3)}k€ a year - what's the monthly net burn", (e - r) / 12,
    "net burn = (annual spend - annual revenue) / 12")
gb, mrr = 310e3, 95e3
add("net burn", f"gross burn is ${k(gb)}/month and MRR is ${k(mrr)}. what is net burn", gb - mrr, "net burn = gross burn - MRR")
c0, c1, raised = 2.2e6, 2.6e6, 1.0e6
add("net burn", f"bank balance was {M(c0)} in {MONTHS[0]}, in {MONTHS[4]} it is {M(c1)} but we closed a {M(raised)} bridge in "
                f"between. average net burn per month over these 4 months?",
    (c0 + raised - c1) / 4, "net burn = (start cash + money raised - end cash) / 4 months (Jan->May)")

# ---------------------------------------------------------------- burn multiple (net burn / net new ARR)
b, nn = 1.5e6, 1e6
add("burn multiple", f"we burned {M(b)} last quarter and added {M(nn)} of net new ARR. burn multiple?", b / nn,
    "burn multiple = net burn / net new ARR")
b, a0, a1 = 200e3, 2.0e6, 2.5e6
add("burn multiple", f"monthly net burn {k(b)}. ARR went from {M(a0)} to {M(a1)} over the last 6 months. what's our burn multiple",
    b * 6 / (a1 - a0), "burn over 6 months / net new ARR")
b, a0, a1 = 3.6e6, 1.2e6, 3.0e6
add("burn multiple", f"net burn for 2025 was €{M(b, 'm')}, ARR grew from €{M(a0, 'm')} to €{M(a1, 'm')}. burn multiple?", b / (a1 - a0),
    "burn multiple = net burn / (ARR end - ARR start)")
m0, m1, b = 100e3, 150e3, 2.4e6
add("burn multiple", f"MRR grew from {k(m0)} to {k(m1)} this year and we burned {g(b / 1e6)} million net. burn multiple?",
    b / ((m1 - m0) * 12), "net new ARR = MRR increase * 12; burn multiple = burn / that")
b, nn = 1.1e6, 400e3
add("burn multiple", f"Burn multiple please - quarterly net burn ${M(b)}, net new ARR this quarter ${k(nn)}. We're 40 people.",
    b / nn, "burn multiple = net burn / net new ARR")

# ---------------------------------------------------------------- mrr/arr
mrr = 42e3
add("mrr/arr", f"MRR is {k(mrr)}. ARR?", mrr * 12, "ARR = MRR * 12")
cu, ar = 340, 89
add("mrr/arr", f"{cu} customers paying €{ar}/month on average. what's our ARR?", cu * ar * 12, "ARR = customers * ARPA * 12")
arr = 1.8e6
add("mrr/arr", f"We have an ARR of ${M(arr)}. What is that in MRR?", arr / 12, "MRR = ARR / 12")
na, pa, nm, pm = 120, 2400, 300, 49
add("mrr/arr", f"we have {na} accounts on the annual plan at £{n(pa)}/yr and {nm} on monthly at £{pm}. MRR?",
    na * pa / 12 + nm * pm, "MRR = annual accounts * price/12 + monthly accounts * price")
seats, ps = 1250, 12
add("mrr/arr", f"seats: {n(seats)} at ${ps} per seat per month. annual recurring revenue?", seats * ps * 12, "ARR = seats * price * 12")
wk = 50e3
add("mrr/arr", f"weekly subscription revenue is around SEK {k(wk)}. annualised run-rate?", wk * 52, "run-rate = weekly * 52")
q = 330e3
add("mrr/arr", f"last quarter subscription revenue was {k(q)} and flat month to month - so what's our MRR", q / 3,
    "MRR = quarterly subscription revenue / 3")


# ---------------------------------------------------------------- growth (compound)
def cmgr(a, b, steps):
    return pctv((b / a) ** (1 / steps) - 1)


a, b = 40e3, 52e3
add("growth", f"Our MRR went from {k(a)} in {MONTHS[0]} to {k(b)} in {MONTHS[3]}. What's the monthly growth, compounded?",
    cmgr(a, b, 3), "compound monthly growth over Jan->Apr = 3 monthly steps: (end/start)^(1/3)-1")
add("growth", "revenue doubled over the last 12 months, what's the average monthly growth rate (compound)", cmgr(1, 2, 12),
    "2^(1/12)-1")
a, b = 80, 150
add("growth", f"we grew from {a} to {b} paying clients over the last two quarters. compounded quarterly growth rate?",
    cmgr(a, b, 2), "(end/start)^(1/2)-1 per quarter")
a, b = 1.2e6, 3.0e6
add("growth", f"ARR was {M(a)} a year ago and is {M(b)} now. year over year growth in %?", pctv(b / a - 1), "YoY = end/start - 1")
a, b = 60e3, 66e3
add("growth", f"MRR this month €{k(b)}, last month €{k(a)} - month-over-month growth?", pctv(b / a - 1), "MoM = this/last - 1")
a, b = 250e3, 400e3
add("growth", f"sales went from {g(a / 1e3)}k€ in Q1 to {g(b / 1e3)}k€ in Q3, average quarterly growth compounded?", cmgr(a, b, 2),
    "Q1->Q3 = 2 quarterly steps: (end/start)^(1/2)-1")
a, b = 12000, 20000
add("growth", f"users {n(a)} in {MONTHS[2]}, {n(b)} in {MONTHS[7]}. founded 2019, 6 people. monthly compound growth?",
    cmgr(a, b, 5), "Mar->Aug = 5 monthly steps: (end/start)^(1/5)-1")
a, b, wks = 5e3, 8e3, 10
add("growth", f"our weekly revenue went from ${k(a)} to ${k(b)} in {wks} weeks. what's the weekly growth rate if compounded",
    cmgr(a, b, wks), "(end/start)^(1/10)-1 per week")
m = 0.05
add("growth", f"if we grow {P(m)} every month, what is that as an annual growth percentage, compounded?", pctv((1 + m) ** 12 - 1),
    "(1+m)^12 - 1")
a, b = 18e3, 31e3
add("growth", f"tell me the CMGR: {MONTHS[5]} MRR {k(a)}, {MONTHS[11]} MRR {k(b)} (we are 12 people in 2 cities)",
    cmgr(a, b, 6), "Jun->Dec = 6 monthly steps: (end/start)^(1/6)-1")


# ---------------------------------------------------------------- months to target
def months_to(cur, target, gr):
    return math.log(target / cur) / math.log(1 + gr)


cur, tgt, gr = 50e3, 100e3, 0.08
add("months to target", f"MRR {k(cur)} growing {P(gr)} a month. how many months until we reach {k(tgt)} MRR?", months_to(cur, tgt, gr),
    "n = ln(target/current)/ln(1+g)")
cur, tgt, gr = 1.5e6, 5e6, 0.06
add("months to target", f"ARR is €{M(cur, 'm')}, target €{M(tgt, 'm')}, we're growing {P(gr)} monthly. How many months will it take?",
    months_to(cur, tgt, gr), "n = ln(target/current)/ln(1+g)")
cur, tgt, gr = 2000, 10000, 0.15
add("months to target", f"{n(cur)} users today, adding {P(gr)} a week. how many weeks to {n(tgt)} users?", months_to(cur, tgt, gr),
    "n = ln(target/current)/ln(1+g) weeks")
cur, tgt, gr = 40e3, 1e6, 0.10
add("months to target", f"how many months to hit ${M(tgt)} ARR from ${k(cur)} MRR at {P(gr)} MoM growth", months_to(cur, tgt / 12, gr),
    "target MRR = ARR/12; n = ln(target MRR/current)/ln(1+g)")
gr, qr, mult = 0.20, 300e3, 3
add("months to target", f"at {P(gr)} growth per quarter, how many months until our quarterly revenue of {k(qr)} triples?",
    3 * months_to(1, mult, gr), "quarters = ln3/ln(1+g); months = 3 * that")
cur, step, tgt = 25e3, 5e3, 100e3
add("months to target", f"MRR £{k(cur)}, we add a flat £{k(step)} of new MRR every month (linear, not %). months to reach £{k(tgt)} MRR?",
    (tgt - cur) / step, "linear: (target-current)/monthly addition")

# ---------------------------------------------------------------- churn (lost / start of period)
s, lost = 400, 14
add("churn", f"started the month with {s} customers and lost {lost} of them. monthly churn?", pctv(lost / s), "lost/start")
lost, s = 45, 1500
add("churn", f"we lost {lost} of our {n(s)} accounts last quarter. what's the quarterly logo churn rate", pctv(lost / s), "lost/start")
m = 0.03
add("churn", f"monthly churn is {P(m)}. what's that as annual churn, compounded", pctv(1 - (1 - m) ** 12), "1 - (1-m)^12")
s, ch, dn, ex = 200e3, 6e3, 2e3, 10e3
add("churn", f"MRR at start of month ${k(s)}, churned MRR ${k(ch)}, downgrades ${k(dn)}, expansion ${k(ex)}. gross revenue churn rate?",
    pctv((ch + dn) / s), "gross revenue churn = (churn + contraction) / start MRR; expansion excluded")
y = 0.40
add("churn", f"our annual churn is {P(y)}. whats the monthly equivalent (compounded)?", pctv(1 - (1 - y) ** (1 / 12)),
    "1 - (1-annual)^(1/12)")
s, lost, new = 250, 30, 90
add("churn", f"we had {s} clients on 1 Jan; {lost} of them left during the year and we signed {new} new. annual logo churn?",
    pctv(lost / s), "lost/start; new signings excluded")
s, kept = 2000, 1940
add("churn", f"{n(s)} subscribers at the start of the month, {n(kept)} of those still subscribed at the end (new signups not counted). churn rate?",
    pctv((s - kept) / s), "(start-kept)/start")
life = 25
add("churn", f"average customer lifetime is {life} months. implied monthly churn?", pctv(1 / life), "churn = 1 / lifetime")
s, lost = 640, 16
add("churn", f"hey, {lost} logos cancelled in {MONTHS[9]} - we were {s} at the beginning of the month (and 3 new joined). our churn pls",
    pctv(lost / s), "lost/start; new joiners excluded")

# ---------------------------------------------------------------- retention
s, kept = 500, 410
add("retention", f"cohort of {s} signups, {kept} still active after month one. month-1 retention?", pctv(kept / s), "kept/start")
m = 0.025
add("retention", f"monthly logo churn is {P(m)} - what's 12-month customer retention, compounded?", pctv((1 - m) ** 12), "(1-m)^12")
s, lost, new = 800, 120, 200
add("retention", f"start of year {s} customers, {lost} churned, {new} new ones came in. logo retention for the year?",
    pctv((s - lost) / s), "(start-lost)/start; new excluded")
keep, mo = 0.95, 6
add("retention", f"we keep {P(keep)} of customers each month. what percentage remain after {mo} months", pctv(keep ** mo), "keep^6")
s, kept = 1200, 1116
add("retention", f"Q1 started with {n(s)} accounts and {n(kept)} of them were still with us at quarter end. quarterly retention?",
    pctv(kept / s), "kept/start")
m, mo = 0.04, 24
add("retention", f"churn {P(m)} per month. what share of a cohort is still there after 2 years?", pctv((1 - m) ** mo), "(1-m)^24")

# ---------------------------------------------------------------- nrr/grr
s, ex, co, ch = 100e3, 15e3, 3e3, 5e3
add("nrr/grr", f"start MRR {k(s)}, expansion {k(ex)}, contraction {k(co)}, churn {k(ch)}. NRR?", pctv((s + ex - co - ch) / s),
    "NRR = (start + expansion - contraction - churn)/start")
s, ch, dn, up = 2e6, 160e3, 40e3, 300e3
add("nrr/grr", f"beginning ARR €{M(s, 'm')}, churned €{k(ch)}, downgrades €{k(dn)}, upsell €{k(up)}. GRR?", pctv((s - ch - dn) / s),
    "GRR = (start - churn - contraction)/start; upsell excluded")
a, b = 500e3, 560e3
add("nrr/grr", f"a year ago this set of customers paid us ${k(a)} ARR; today the same customers pay ${k(b)}. net revenue retention?",
    pctv(b / a), "NRR = same customers now / a year ago")
s, ch, dn, ex, new = 80e3, 4e3, 2e3, 10e3, 20e3
add("nrr/grr", f"starting MRR £{k(s)}; lost £{k(ch)} to churn, £{k(dn)} to downgrades, gained £{k(ex)} expansion and £{k(new)} from brand new customers. NRR?",
    pctv((s - ch - dn + ex) / s), "NRR excludes new customers: (start - churn - contraction + expansion)/start")
s, ch, co, ex = 1.5e6, 120e3, 30e3, 250e3
add("nrr/grr", f"gross revenue retention? ARR at start {M(s)}, churned ARR {k(ch)}, contraction {k(co)}, expansion {k(ex)}",
    pctv((s - ch - co) / s), "GRR = (start - churn - contraction)/start")
s, ex, cc = 10e6, 2.5e6, 1.3e6
add("nrr/grr", f"NRR for the year: start ARR SEK {M(s, 'm')}, expansion SEK {M(ex, 'm')}, churn plus contraction SEK {M(cc, 'm')}",
    pctv((s + ex - cc) / s), "(start + expansion - churn&contraction)/start")

# ---------------------------------------------------------------- cac (S&M spend / new customers)
sm, nc = 60e3, 40
add("cac", f"spent {k(sm)} on sales and marketing last month and got {nc} new customers. CAC?", sm / nc, "CAC = S&M / new customers")
ads, sal, nc = 200e3, 250e3, 360
add("cac", f"Q2 S&M spend €{k(ads + sal)} (ads €{k(ads)}, salaries €{k(sal)}), {nc} new logos. CAC", (ads + sal) / nc, "S&M / new logos")
mk, sa, nc = 30e3, 50e3, 160
add("cac", f"blended CAC? marketing £{k(mk)}/mo, sales team £{k(sa)}/mo, {nc} new paying customers per month", (mk + sa) / nc,
    "(marketing + sales)/new customers")
wk, nc = 2000, 25
add("cac", f"we spend ${n(wk)} a week on Google ads and get {nc} customers a week from them. paid CAC?", wk / nc, "weekly spend / weekly customers")
sm, nc = 1.2e6, 480
add("cac", f"last year sales and marketing cost {g(sm / 1e6)} million and we won {nc} new clients. (founded 2018, 35 people) what's our CAC",
    sm / nc, "S&M / new clients")
sm, nc = 90e3, 60
add("cac", f"CHF {chf(sm)} in marketing from {MONTHS[0]} to {MONTHS[2]}, {nc} new accounts in that time. CAC?", sm / nc, "spend / new accounts")

# ---------------------------------------------------------------- payback (CAC / monthly gross profit per customer)
cac, arpa, gm = 1200, 100, 0.80
add("payback", f"CAC ${n(cac)}, ARPA ${arpa}/mo, gross margin {P(gm)}. payback in months (gross margin adjusted)?", cac / (arpa * gm),
    "payback = CAC / (ARPA * GM)")
cac, arpa = 3000, 250
add("payback", f"CAC €{n(cac)}, customers pay €{arpa} a month, ignore margin. payback period in months?", cac / arpa,
    "revenue-based payback = CAC / ARPA")
cac, arpa, gm = 600, 40, 0.75
add("payback", f"we pay £{cac} to acquire a customer who pays £{arpa}/month at {P(gm)} gross margin. how many months to recover it",
    cac / (arpa * gm), "CAC / (ARPA*GM)")
sm, nc, arpa, gm = 240e3, 120, 150, 0.80
add("payback", f"CAC payback? S&M was ${k(sm)} last quarter, {nc} new customers, ARPA ${arpa}/mo, gross margin {P(gm)}",
    (sm / nc) / (arpa * gm), "CAC = S&M/new; payback = CAC / (ARPA*GM)")
acv, cac, gm = 12e3, 9e3, 0.70
add("payback", f"annual contract is ${k(acv)} per customer, CAC ${k(cac)}, {P(gm)} gross margin. payback months?", cac / (acv / 12 * gm),
    "monthly gross profit = ACV/12*GM; payback = CAC / that")
cac, price = 4500, 375
add("payback", f"payback on a revenue basis: CAC {n(cac)} SEK, monthly price {price} SEK", cac / price, "CAC / price")

# ---------------------------------------------------------------- ltv (ARPA * GM / monthly churn)
arpa, gm, ch = 80, 0.75, 0.03
add("ltv", f"ARPA ${arpa}/mo, gross margin {P(gm)}, monthly churn {P(ch)}. LTV (gross-margin based)?", arpa * gm / ch, "ARPA*GM/churn")
arpa, life = 50, 30
add("ltv", f"customers pay €{arpa} a month and stay {life} months on average. ignoring margin, what's LTV?", arpa * life,
    "revenue LTV = ARPA * lifetime")
arpu, ch = 20, 0.025
add("ltv", f"LTV on revenue? ARPU £{arpu}/mo, monthly churn {P(ch)}", arpu / ch, "ARPU/churn")
ann, ych, gm = 1200, 0.20, 0.80
add("ltv", f"annual plan ${n(ann)}/yr, annual churn {P(ych)}, gross margin {P(gm)}. customer lifetime value?", ann * gm / ych,
    "annual ARPA*GM / annual churn")
arpa, gm, ch = 150, 0.70, 0.05
add("ltv", f"ARPA {arpa}, GM {P(gm)}, we lose {P(ch)} of customers per month: lifetime value (margin-adjusted)", arpa * gm / ch,
    "ARPA*GM/churn")
arpa, gm, ch = 400, 0.60, 0.015
add("ltv", f"average account pays CHF {arpa} per month, {P(gm)} margin, monthly churn {P(ch)}. LTV?", arpa * gm / ch, "ARPA*GM/churn")

# ---------------------------------------------------------------- ltv:cac
ltv, cac = 3600, 1200
add("ltv:cac", f"LTV is {n(ltv)} and CAC {n(cac)}. what's the ratio", ltv / cac, "LTV/CAC")
arpa, gm, ch, cac = 100, 0.80, 0.04, 800
add("ltv:cac", f"ARPA ${arpa}/mo, {P(gm)} GM, {P(ch)} monthly churn, CAC ${cac}. LTV:CAC?", (arpa * gm / ch) / cac, "LTV = ARPA*GM/churn; /CAC")
sm, nc, arpa, gm, ch = 50e3, 25, 120, 0.75, 0.025
add("ltv:cac", f"We spend €{k(sm)} on S&M a month for {nc} new customers; each pays €{arpa}/mo with {P(gm)} gross margin and monthly churn {P(ch)}. LTV to CAC?",
    (arpa * gm / ch) / (sm / nc), "LTV = ARPA*GM/churn; CAC = S&M/new")
ltv, cac = 9000, 2000
add("ltv:cac", f"lifetime value £{k(ltv)} and it costs us £{k(cac)} to get a client. ratio?", ltv / cac, "LTV/CAC")
arpa, life, cac = 60, 40, 600
add("ltv:cac", f"revenue-based LTV: ${arpa}/mo, customers stay {life} months, CAC ${cac}. LTV to CAC ratio?", arpa * life / cac,
    "LTV = ARPA*lifetime; /CAC")

# ---------------------------------------------------------------- gross margin ((revenue - COGS)/revenue)
r, cogs = 500e3, 150e3
add("gross margin", f"revenue {k(r)}, COGS {k(cogs)}. gross margin?", pctv((r - cogs) / r), "(rev-COGS)/rev")
r, cogs = 1.2e6, 300e3
add("gross margin", f"we sold €{M(r, 'm')} last year and hosting plus support (our cost of revenue) cost €{k(cogs)}. GM?",
    pctv((r - cogs) / r), "(rev-COGS)/rev")
price, cost = 49, 11
add("gross margin", f"price ${price}/mo per seat, serving each seat costs us ${cost}/mo. gross margin %?", pctv((price - cost) / price),
    "(price-cost)/price")
mrr, cloud, sup, fees, sales = 80e3, 12e3, 8e3, 2e3, 30e3
add("gross margin", f"MRR £{k(mrr)}. cost of revenue: cloud £{k(cloud)}, support staff £{k(sup)}, payment fees £{k(fees)} per month. sales team £{k(sales)} (opex). gross margin?",
    pctv((mrr - cloud - sup - fees) / mrr), "(MRR - cost of revenue)/MRR; sales team is opex, not COGS")
r, cogs = 2e6, 1.3e6
add("gross margin", f"turnover CHF {chf(r)}, cost of goods sold CHF {chf(cogs)}. gross margin", pctv((r - cogs) / r), "(rev-COGS)/rev")
r, cogs = 90e3, 31.5e3
add("gross margin", f"GM? revenue {k(r)}/mo, cost of revenue {k(cogs)}/mo", pctv((r - cogs) / r), "(rev-COGS)/rev")

# ---------------------------------------------------------------- contribution margin ((price - variable costs)/price)
price, var = 60, 42
add("contribution margin", f"price €{price} per box, variable cost €{var} per box. contribution margin in %?", pctv((price - var) / price),
    "(price - variable)/price")
price, var, fixed = 25, 15, 40e3
add("contribution margin", f"we sell each unit at ${price}, variable costs per unit ${var}, fixed costs ${k(fixed)}/mo. contribution margin per unit in dollars?",
    price - var, "price - variable cost; fixed ignored")
r, var, fixed = 400e3, 260e3, 100e3
add("contribution margin", f"revenue £{k(r)}, variable costs (COGS, shipping, payment fees) £{k(var)}, fixed costs £{k(fixed)}. contribution margin %?",
    pctv((r - var) / r), "(revenue - variable)/revenue")
ov, cogs, dl, fee = 1200, 500, 150, 0.02
add("contribution margin", f"order value ₹{n(ov)}, COGS ₹{cogs}, delivery ₹{dl}, payment fee {P(fee)} of order value. contribution margin per order in rupees?",
    ov - cogs - dl - fee * ov, "order value - COGS - delivery - fee")
fare, payout, ins = 18, 13.5, 0.9
add("contribution margin", f"per ride: fare ${g(fare)}, driver payout ${payout:.2f}, insurance ${ins:.2f}. contribution margin %",
    pctv((fare - payout - ins) / fare), "(fare - payout - insurance)/fare")

# ---------------------------------------------------------------- rule of 40 (growth % + profit margin %)
gr, mg = 25, 10
add("rule of 40", f"growth {gr}% YoY, EBITDA margin {mg}%. rule of 40 score?", gr + mg, "growth% + margin%")
gr, mg = 55, -30
add("rule of 40", f"revenue growth {gr}% and free cash flow margin {mg}%. rule of 40?", gr + mg, "growth% + FCF margin%")
r0, r1, mg = 2.5e6, 4e6, -15
add("rule of 40", f"revenue went from €{M(r0, 'm')} last year to €{M(r1, 'm')} this year, EBITDA margin is −{-mg}%. what's our rule of 40 score",
    pctv(r1 / r0 - 1) + mg, "growth = end/start - 1; + margin")
gr, mg = 35, -10
add("rule of 40", f"we grow {gr}% a year and lose money at a {mg}% profit margin, rule of 40 score?", gr + mg, "growth% + margin%")
gr, mg = 18, 27
add("rule of 40", f"Rule of 40: revenue growth {gr}%, profit margin {mg}%. 50 employees.", gr + mg, "growth% + margin%")
r0, r1, ebitda = 5e6, 6e6, 0.9e6
add("rule of 40", f"sales {M(r0)} last year, {M(r1)} this year, EBITDA this year {M(ebitda)}. do we pass the rule of 40? what's the score",
    pctv(r1 / r0 - 1) + pctv(ebitda / r1), "growth 6/5-1 = 20% + EBITDA margin 0.9/6 = 15%")

# ---------------------------------------------------------------- magic number (net new ARR in quarter / prior-quarter S&M)
q0, q1, sm = 1.0e6, 1.2e6, 800e3
add("magic number", f"quarterly revenue went from {M(q0)} to {M(q1)}; S&M last quarter was {k(sm)}. magic number?", (q1 - q0) * 4 / sm,
    "(delta quarterly revenue * 4) / prior-quarter S&M")
nn, sm = 600e3, 750e3
add("magic number", f"net new ARR this quarter ${k(nn)}, S&M spend in the previous quarter ${k(sm)}. sales efficiency magic number?",
    nn / sm, "net new ARR / prior-quarter S&M")
q0, q1, sm = 2.0e6, 2.45e6, 1.5e6
add("magic number", f"Q1 revenue €{M(q0, 'm')}, Q2 revenue €{M(q1, 'm')}, Q1 sales & marketing €{M(sm, 'm')}. magic number", (q1 - q0) * 4 / sm,
    "(Q2-Q1)*4 / Q1 S&M")
m0, m1, sm = 300e3, 350e3, 1.2e6
add("magic number", f"MRR grew from {k(m0)} to {k(m1)} during the quarter, last quarter's S&M spend was {M(sm, 'm')}. magic number?",
    (m1 - m0) * 12 / sm, "net new ARR = MRR increase * 12; / prior-quarter S&M")
sm, q0, q1 = 400e3, 900e3, 1.03e6
add("magic number", f"SaaS magic number: S&M prior quarter £{k(sm)}, quarterly subscription revenue £{k(q0)} -> £{M(q1, 'm')}",
    (q1 - q0) * 4 / sm, "(delta quarterly revenue*4)/prior S&M")

# ---------------------------------------------------------------- dau/mau
d, m = 4500, 18000
add("dau/mau", f"DAU {n(d)}, MAU {n(m)}. stickiness?", pctv(d / m), "DAU/MAU")
m, d = 120e3, 36e3
add("dau/mau", f"we have {k(m)} monthly actives and about {k(d)} daily actives. ratio in %?", pctv(d / m), "DAU/MAU")
d, m = 850, 5000
add("dau/mau", f"average daily users were {d} over {MONTHS[2]}, monthly unique users {n(m)}. DAU/MAU in %", pctv(d / m), "DAU/MAU")
m, d = 2.4e6, 540e3
add("dau/mau", f"dau/mau? mau {M(m, 'm')} dau {k(d)}", pctv(d / m), "DAU/MAU")

# ---------------------------------------------------------------- conversion
tr, cv = 1200, 84
add("conversion", f"{n(tr)} trials last month, {cv} converted to paid. trial conversion rate?", pctv(cv / tr), "converted/trials")
vis, su, paid = 40000, 1600, 240
add("conversion", f"website visitors {n(vis)}, signups {n(su)}, paying {paid}. visitor-to-paid conversion?", pctv(paid / vis), "paid/visitors")
su, paid = 1600, 240
add("conversion", f"signups {n(su)} and {paid} of them became paying. signup to paid conversion?", pctv(paid / su), "paid/signups")
su, act = 3000, 1050
add("conversion", f"activation rate: {n(su)} signups, {n(act)} completed onboarding", pctv(act / su), "activated/signups")
dm, won = 250, 45
add("conversion", f"of {dm} demos we closed {won}. close rate?", pctv(won / dm), "won/demos")
vis, s1, s2, s3 = 12000, 0.05, 0.20, 0.25
add("conversion", f"funnel: {k(vis)} visits, {P(s1)} sign up, {P(s2)} of signups activate, {P(s3)} of activated pay. how many paying customers?",
    vis * s1 * s2 * s3, "visits * each step rate")

# ---------------------------------------------------------------- cohort
s, ch, mo = 300, 0.04, 6
add("cohort", f"our {MONTHS[0]} cohort had {s} customers and monthly churn is {P(ch)}. how many are left after {mo} months?",
    s * (1 - ch) ** mo, "start*(1-churn)^months")
s, m1, keep, mo = 1000, 0.60, 0.90, 4
add("cohort", f"cohort of {n(s)} users: {P(m1)} are still active after month 1, then each month keeps {P(keep)} of the previous month. how many after month {mo}?",
    s * m1 * keep ** (mo - 1), "start*m1*keep^(months 2..4)")
s, nrr, mo = 20e3, 1.02, 12
add("cohort", f"{MONTHS[2]} cohort MRR is ${k(s)} and that cohort's net revenue retention is {P(nrr)} a month. cohort MRR after {mo} months?",
    s * nrr ** mo, "start*NRR^12")
s, ch = 800, 0.05
add("cohort", f"cohort of {s} accounts, we lose {P(ch)} of the remaining ones each month. how many are left after a year?",
    s * (1 - ch) ** 12, "start*(1-churn)^12")
s, kept = 500, 350
add("cohort", f"{s} signed up in {MONTHS[0]} and {kept} of them are still active in {MONTHS[5]}. average monthly retention, compounded, Jan to Jun?",
    pctv((kept / s) ** (1 / 5)), "(kept/start)^(1/5), 5 monthly steps")

# ---------------------------------------------------------------- price change
cu, p0, p1, ch = 400, 50, 60, 0.05
add("price change", f"{cu} customers at ${p0}/mo. if we raise the price to ${p1} and {P(ch)} of them churn, what's the new MRR?",
    cu * (1 - ch) * p1, "customers*(1-churn)*new price")
cu, p0, up, ch = 1000, 30, 0.20, 0.10
add("price change", f"we want to raise price {P(up)} on {n(cu)} subs paying €{p0} and expect to lose {P(ch)} of them. change in MRR?",
    cu * (1 - ch) * p0 * (1 + up) - cu * p0, "new MRR - old MRR")
mrr, up, ch = 50e3, 0.15, 0.08
add("price change", f"MRR £{k(mrr)}. {P(up)} price increase, {P(ch)} of customers leave. new MRR?", mrr * (1 - ch) * (1 + up),
    "MRR*(1-churn)*(1+increase)")
p0, p1 = 40, 50
add("price change", f"price goes from ${p0} to ${p1}. what % of customers could we lose before we make less MRR than now?",
    pctv(1 - p0 / p1), "break-even loss = 1 - old/new")
p0, p1, cu = 100, 80, 500
add("price change", f"we cut the price from CHF {p0} to CHF {p1} per month; {cu} customers now. how many customers do we need to keep the same MRR?",
    cu * p0 / p1, "customers*old/new")
arr, up = 1.2e6, 0.15
add("price change", f"ARR ${M(arr)}, raising prices {P(up)} for everyone at renewal and we expect no churn from it. new ARR?", arr * (1 + up),
    "ARR*(1+increase)")

# ---------------------------------------------------------------- hiring cost (fully loaded)
nh, sal, ov = 2, 150e3, 0.25
add("hiring cost", f"hiring {nh} engineers at ${k(sal)} salary each, plus {P(ov)} overhead for taxes and benefits. monthly fully loaded cost?",
    nh * sal * (1 + ov) / 12, "n*salary*(1+overhead)/12")
sal, ov = 70e3, 0.30
add("hiring cost", f"one developer at €{k(sal)} gross salary, employer costs {P(ov)} on top. fully loaded annual cost?", sal * (1 + ov),
    "salary*(1+on-costs)")
c, b, nh, fl = 2e6, 100e3, 3, 120e3
add("hiring cost", f"cash ${M(c)}, burn ${k(b)}/mo. we hire {nh} people at ${k(fl)}/year each fully loaded. new runway in months?",
    c / (b + nh * fl / 12), "runway = cash/(burn + n*loaded/12)")
base, com, ov = 60e3, 30e3, 0.15
add("hiring cost", f"fully loaded monthly cost of a sales rep: £{k(base)} base + £{k(com)} expected commission per year, {P(ov)} employer on-costs on both",
    (base + com) * (1 + ov) / 12, "(base+commission)*(1+on-costs)/12")
vp, c, b = 200e3, 1.8e6, 120e3
add("hiring cost", f"how many months of runway do we lose if we hire a VP sales at {k(vp)}/yr all-in? cash {M(c)}, burn {k(b)}/mo",
    c / b - c / (b + vp / 12), "runway before - runway after")
sal, ov = 50e3, 0.3142
add("hiring cost", f"salary SEK {k(sal)} per month, employer contributions {P(ov)}. total cost per year?", sal * 12 * (1 + ov),
    "monthly salary*12*(1+contributions)")

# ---------------------------------------------------------------- dilution
inv, pre = 2e6, 8e6
add("dilution", f"raising ${M(inv)} at an ${M(pre)} pre-money. how much dilution?", pctv(inv / (pre + inv)), "inv/(pre+inv)")
old, new = 10e6, 2.5e6
add("dilution", f"we have {n(old)} shares and are issuing {n(new)} new shares to investors. dilution?", pctv(new / (old + new)),
    "new/(old+new)")
own, sold = 40, 0.25
add("dilution", f"I hold {own}% before a round that sells {P(sold)} of the company to new investors. my % after?", own * (1 - sold),
    "own*(1-sold)")
inv, post = 1.5e6, 6e6
add("dilution", f"seed of €{M(inv, 'm')} at €{M(post, 'm')} post-money. what stake does the investor get?", pctv(inv / post), "inv/post")
own, d1, d2 = 60, 0.20, 0.25
add("dilution", f"i owned {own}% after founding. seed dilutes everyone {P(d1)}, series A another {P(d2)}. my ownership after both?",
    own * (1 - d1) * (1 - d2), "own*(1-d1)*(1-d2)")
new, old = 3e6, 9e6
add("dilution", f"{g(new / 1e6)} million new shares on top of {g(old / 1e6)} million existing. what % do the new holders own?",
    pctv(new / (new + old)), "new/(new+old)")

# ---------------------------------------------------------------- pre/post-money
inv, pre = 3e6, 12e6
add("pre/post-money", f"raising ${M(inv)} at ${M(pre)} pre. post-money?", pre + inv, "pre + investment")
inv, st = 2e6, 0.20
add("pre/post-money", f"an investor puts in €{M(inv, 'm')} for {P(st)}. what's the post-money valuation", inv / st, "inv/stake")
inv, st = 750e3, 0.15
add("pre/post-money", f"£{k(inv)} for {P(st)} of the company - implied pre-money?", inv / st - inv, "post = inv/stake; pre = post - inv")
post, inv = 25e6, 5e6
add("pre/post-money", f"post-money is {M(post)} and we're raising {M(inv)}. pre-money?", post - inv, "post - investment")
pps, sh = 2.5, 8e6
add("pre/post-money", f"price per share ${pps:.2f} and {n(sh)} shares outstanding before the round. pre-money valuation?", pps * sh,
    "price * pre-money shares")
inv, pre = 1.5e6, 6e6
add("pre/post-money", f"wir nehmen {de_mio(inv)} € auf bei {de_mio(pre)} € pre-money. what is the post-money?", pre + inv, "pre + investment")

# ---------------------------------------------------------------- option pool
out, pool = 9e6, 0.10
add("option pool", f"{n(out)} shares outstanding. we want a pool equal to {P(pool)} of the fully diluted total after creating it. how many pool shares?",
    out * pool / (1 - pool), "x/(out+x)=pool -> x = out*pool/(1-pool)")
fo, an, pool = 80, 20, 0.12
add("option pool", f"before the round founders hold {fo}% and angels {an}%. we add a {P(pool)} option pool on a fully diluted basis. founders' % after?",
    fo * (1 - pool), "founders*(1-pool)")
inv, pre, pool = 4e6, 16e6, 0.10
add("option pool", f"Series A: ${M(inv)} at ${M(pre)} pre, and the investors want a {P(pool)} post-money pool carved out of the pre-money. effective pre-money?",
    pre - pool * (pre + inv), "pool = 10% of post; effective pre = pre - pool value")
po, fd = 1.5e6, 12e6
add("option pool", f"pool of {M(po)} options on {M(fd)} fully diluted shares. what % is the pool?", pctv(po / fd), "pool/fully diluted")
p0, p1, fd = 0.05, 0.10, 20e6
add("option pool", f"we need to grow the pool from {P(p0)} to {P(p1)} of fully diluted. {n(fd)} fully diluted shares today (incl. the {P(p0)}). how many new options?",
    (p1 * fd - p0 * fd) / (1 - p1), "(p0*fd + x)/(fd + x) = p1 -> x = (p1-p0)*fd/(1-p1)")

# ---------------------------------------------------------------- safe/note
inv, cap = 500e3, 5e6
add("safe/note", f"post-money SAFE: ${k(inv)} at a ${M(cap)} post-money cap. what % will the SAFE own?", pctv(inv / cap),
    "post-money SAFE: inv/cap")
cap, disc, price, pre = 8e6, 0.20, 2.00, 16e6
add("safe/note", f"SAFE with ${M(cap)} cap and {P(disc)} discount. Series A price is ${price:.2f} per share at a ${M(pre)} pre-money. "
                 f"what's the SAFE's conversion price per share?",
    min(price * cap / pre, price * (1 - disc)), "cap price = price*cap/pre; discount price = price*(1-d); the lower applies")
pr, rate, mo = 200e3, 0.06, 18
add("safe/note", f"convertible note €{k(pr)}, {P(rate)} simple annual interest, converts after {mo} months. how much converts (principal+interest)?",
    pr * (1 + rate * mo / 12), "principal*(1+rate*years)")
pr, disc, price = 300e3, 0.20, 1.50
add("safe/note", f"note of ${k(pr)}, {P(disc)} discount, no cap, series A at ${price:.2f}/share. how many shares does the note get?",
    pr / (price * (1 - disc)), "principal / discounted price")
pr, disc, price = 250e3, 0.25, 0.80
add("safe/note", f"SAFE £{k(pr)} with a {P(disc)} discount and no cap; the round prices shares at £{price:.2f}. number of shares?",
    pr / (price * (1 - disc)), "amount / discounted price")
inv, cap, sold = 400e3, 4e6, 0.20
add("safe/note", f"post-money SAFE of CHF {chf(inv)} at a CHF {chf(cap)} cap, then Series A sells {P(sold)} of the company. SAFE holder's % after the A?",
    pctv(inv / cap) * (1 - sold), "inv/cap then * (1-sold)")

# ---------------------------------------------------------------- break-even
fx, cpc = 120e3, 300
add("break-even", f"fixed costs ${k(fx)} a month, contribution per customer ${cpc}/mo. how many customers to break even?", fx / cpc,
    "fixed / contribution per customer")
fx, price, var = 80e3, 50, 30
add("break-even", f"fixed costs €{k(fx)}/month, product sells for €{price}, variable cost €{var}. units per month to break even?",
    fx / (price - var), "fixed/(price-variable)")
opex, gm = 200e3, 0.80
add("break-even", f"opex £{k(opex)}/mo (excluding COGS), gross margin {P(gm)}. how much monthly revenue do we need to break even?",
    opex / gm, "opex / GM")
costs, mrr, step = 250e3, 100e3, 10e3
add("break-even", f"costs are {k(costs)}/mo and stay flat. MRR is {k(mrr)} and grows by {k(step)} every month (linear). months until break-even?",
    (costs - mrr) / step, "(costs-MRR)/monthly step")
fx, price, gm = 45e3, 500, 0.70
add("break-even", f"fixed costs CHF {chf(fx)} per month, each client pays CHF {price}/mo at {P(gm)} gross margin. clients needed to break even?",
    fx / (price * gm), "fixed/(price*GM); 129 whole clients is within 2%")
fx, cm = 1.2e6, 0.40
add("break-even", f"fixed costs {M(fx, 'm')} a year and our contribution margin is {P(cm)}. break-even revenue per year?", fx / cm,
    "fixed / CM ratio")

# ---------------------------------------------------------------- follow-up (the last answer's figure)
c, b, b2 = 900e3, 75e3, 60e3
add("follow-up", [f"we have ${k(c)} and burn ${k(b)} a month. runway?", f"and if we cut burn to ${k(b2)}?"], c / b2, "cash / new burn")
c, b, nh, sal = 1.2e6, 100e3, 2, 150e3
add("follow-up", [f"cash {M(c)}, monthly burn {k(b)}, runway?", f"what if we hire two engineers at ${k(sal)} a year each, fully loaded?"],
    c / (b + nh * sal / 12), "burn = old + 2*salary/12; cash / that")
c, b = 600e3, 50e3
add("follow-up", [f"runway? €{k(c)} in the bank, €{k(b)}/mo burn", "is that bad?"], c / b, "the previous runway reused",
    echo_ok=True)
a, bb, tgt = 40e3, 52e3, 100e3
gg = (bb / a) ** (1 / 3) - 1
add("follow-up", [f"MRR went from {k(a)} to {k(bb)} in 3 months, monthly growth?", f"and if we keep that up, when do we hit {k(tgt)}?"],
    math.log(tgt / bb) / math.log(1 + gg), "g = (52/40)^(1/3)-1; months from now = ln(target/current)/ln(1+g)")
arpa, gm, ch, cac = 100, 0.80, 0.04, 400
add("follow-up", [f"ARPA {arpa}/mo, GM {P(gm)}, churn {P(ch)} monthly. LTV?", f"and with CAC at {cac}, LTV:CAC?"], (arpa * gm / ch) / cac,
    "LTV / CAC")
inv, pre, pre2 = 2e6, 8e6, 10e6
add("follow-up", [f"we raise {M(inv)} at {M(pre)} pre, dilution?", f"and what if pre-money were {M(pre2)} instead?"], pctv(inv / (pre2 + inv)),
    "inv/(new pre + inv)")
r, cogs, cut = 200e3, 70e3, 20e3
add("follow-up", [f"gross margin: revenue {k(r)}, COGS {k(cogs)}", f"and if we cut hosting costs (part of COGS) by {k(cut)}?"],
    pctv((r - cogs + cut) / r), "(rev - (COGS-cut))/rev")
cu, lost = 500, 20
add("follow-up", [f"customers {cu}, lost {lost} this month. churn?", "what's that per year compounded?"], pctv(1 - (1 - lost / cu) ** 12),
    "1 - (1-m)^12")
c, b, nh, sal, cut = 2.4e6, 150e3, 2, 120e3, 30e3
add("follow-up", [f"cash {M(c)}, burn {k(b)}, runway?", f"and if we hire {nh} engineers at ${k(sal)}/year each all-in?",
                  f"and if we also cut marketing by {k(cut)} a month?"], c / (b + nh * sal / 12 - cut), "burn = 150 + 20 - 30")
cac, arpa, gm, up = 1200, 100, 0.75, 0.20
add("follow-up", [f"CAC is {n(cac)} and ARPA {arpa} per month at {P(gm)} gross margin — payback?", f"and if we raise prices by {P(up)}?"],
    cac / (arpa * (1 + up) * gm), "CAC / (new ARPA * GM)")
c, b = 1.5e6, 125e3
add("follow-up", [f"£{M(c, 'm')} cash, £{k(b)} monthly net burn. runway?", "should we be worried?"], c / b, "the previous runway reused",
    echo_ok=True)
b, nn, nn2 = 3e6, 1.5e6, 2.5e6
add("follow-up", [f"burn multiple: we burned {M(b)} and added {M(nn)} net new ARR this year", f"and if next year we add {M(nn2)} with the same burn?"],
    b / nn2, "burn / new net new ARR")
inv, pre = 3e6, 12e6
add("follow-up", [f"what's the post-money if we raise €{M(inv, 'm')} at €{M(pre, 'm')} pre?", "and the investor's stake?"], pctv(inv / (pre + inv)),
    "inv/post")
r, e, c, hire = 60e3, 110e3, 1e6, 7e3
add("follow-up", [f"revenue {k(r)}/mo, costs {k(e)}/mo, cash {M(c)}. runway?", f"what if we hire a designer at {k(hire)} a month?", "is that bad?"],
    c / (e + hire - r), "runway after the hire, reused by the last answer", echo_ok=True)
c, b, up = 500e3, 40e3, 10e3
add("follow-up", [f"we have {words(c)} left and net burn is {k(b)} monthly. how long do we last", f"and if burn goes up by {k(up)}?"],
    c / (b + up), "cash / (burn + increase)")
mrr, ch = 80e3, 0.02
add("follow-up", [f"MRR {k(mrr)}, monthly churn {P(ch)}, no new sales. what's MRR in 12 months?", "and in 24 months?"],
    mrr * (1 - ch) ** 24, "MRR*(1-churn)^24")

# ---------------------------------------------------------------- missing figure (ask for exactly that input)
add("missing figure", "what's our runway? we burn about 80k a month", None, "cash balance absent",
    mentions=[r"(cash|bank|balance|how much (money|capital))"])
add("missing figure", "LTV? customers pay $120 a month at 80% margin", None, "churn / lifetime absent",
    mentions=[r"(churn|lifetime|how long)"])
add("missing figure", "what's our CAC? we spent 45k on marketing in May", None, "number of new customers absent",
    mentions=[r"(new customers|how many|customers (did|you)|acquired|signups|won)"])
add("missing figure", "burn multiple? we burned 2M last year", None, "net new ARR absent",
    mentions=[r"(net new|new ARR|ARR (you )?added|added|grew)"])
add("missing figure", "what's my dilution if we raise 1.5M?", None, "valuation absent",
    mentions=[r"(valuation|pre-?money|post-?money)"])
add("missing figure", "payback period? CAC 900, gross margin 70%", None, "ARPA absent",
    mentions=[r"(ARPA|ARPU|price|revenue per|per (customer|account|user)|pays?)"])
add("missing figure", "how many months until we hit 200k MRR if we grow 8% a month?", None, "current MRR absent",
    mentions=[r"(current|today|right now|where you are|starting|now)"])

# ---------------------------------------------------------------- out of scope (say so, offer what it can do)
for q in ["write my pitch email to a VC", "which investor should I talk to first?",
          "can you translate our landing page into German", "what's the weather in Berlin tomorrow",
          "draft an employment contract for our first hire in France", "who should be our CTO, me or my cofounder?"]:
    add("out of scope", q, None, "not founder math: say it can't and what it can compute", mentions=[CANT])


# ================================================================ self-checks
def numbers_in(text):
    """Same reading of numbers as numbersIn() in score.mjs (k/M/B multipliers, commas as thousands)."""
    out = []
    for m in re.finditer(r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(k|m|b|bn|thousand|million|billion)?(?![a-z])", text, re.I):
        v = float(m.group(1).replace(",", ""))
        mult = (m.group(2) or "").lower()
        v *= {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9}.get(mult, 1)
        out.append(v)
    return out


def checks():
    problems = []
    areas = {}
    for i, it in enumerate(ITEMS):
        areas.setdefault(it["area"], 0)
        areas[it["area"]] += 1
    slug = {}
    for it in ITEMS:
        s = re.sub(r"[^a-z0-9]+", "-", it["area"]).strip("-")
        slug[s] = slug.get(s, 0) + 1
        it["id"] = f"o2-{s}-{slug[s]:02d}"
    need = ["runway", "default alive", "gross burn", "net burn", "burn multiple", "mrr/arr", "growth", "months to target",
            "churn", "retention", "nrr/grr", "cac", "payback", "ltv", "ltv:cac", "gross margin", "contribution margin",
            "rule of 40", "magic number", "dau/mau", "conversion", "cohort", "price change", "hiring cost", "dilution",
            "pre/post-money", "option pool", "safe/note", "break-even", "follow-up", "missing figure", "out of scope"]
    for a in need:
        if areas.get(a, 0) < 4:
            problems.append(f"area {a}: only {areas.get(a, 0)} items")
    for a in areas:
        if a not in need:
            problems.append(f"unknown area {a}")
    ids = [it["id"] for it in ITEMS]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    seen = set()
    for it in ITEMS:
        key = tuple(it["turns"])
        if key in seen:
            problems.append(f"{it['id']}: duplicate question")
        seen.add(key)
        f = it.get("figure")
        if it["area"] in ("missing figure", "out of scope", "default alive"):
            if f is not None:
                problems.append(f"{it['id']}: should have no figure")
            if not it.get("mentions"):
                problems.append(f"{it['id']}: needs mentions")
        else:
            if f is None or not math.isfinite(f) or f == 0:
                problems.append(f"{it['id']}: bad figure {f}")
            else:
                # a competent answer rounds to 1 decimal (or 3 significant figures): it must stay within 2 %
                a = abs(f)
                r1 = round(a, 1)
                r3 = float(f"{a:.3g}")
                if abs(r1 - a) > 0.02 * a and abs(r3 - a) > 0.02 * a:
                    problems.append(f"{it['id']}: figure {f} loses >2% when rounded")
                if abs(round(a, 1) - a) > 0.019 * a and a < 100:
                    problems.append(f"{it['id']}: figure {f} rounds badly to 1 decimal")
            # an answer that merely repeats an input must not score: the figure is none of the question's numbers
            if f is not None and not it.get("_echo_ok"):
                for t in it["turns"]:
                    for v in numbers_in(t):
                        if abs(v - abs(f)) <= 0.02 * abs(f):
                            problems.append(f"{it['id']}: figure {f} equals an input ({v}) of the question")
        if it["area"] == "follow-up" and not 2 <= len(it["turns"]) <= 3:
            problems.append(f"{it['id']}: follow-up needs 2-3 turns")
        if it["area"] != "follow-up" and len(it["turns"]) != 1:
            problems.append(f"{it['id']}: single-turn expected")
        for m in it.get("mentions", []):
            try:
                re.compile(m, re.I)
            except re.error as e:
                problems.append(f"{it['id']}: bad regex {m}: {e}")
            if "(?<" in m or "(?P" in m:
                problems.append(f"{it['id']}: regex not portable to JS")
        for t in it["turns"]:
            if re.search(r"Focus:|Key numbers", t):
                problems.append(f"{it['id']}: question contains a notMentions pattern")
        if not it["why"]:
            problems.append(f"{it['id']}: empty why")
    # default-alive margins: the verdict must not hinge on a month-convention
    for ok, t, left, cash in DA:
        if ok and left < 0.15 * cash:
            problems.append(f"default alive verdict too close: {left:.0f} of {cash:.0f} left")
    return areas, problems


def main():
    areas, problems = checks()
    for it in ITEMS:
        f = it.get("figure")
        fs = "" if f is None else f"{f:,.4g}"
        print(f"{it['id']:<28} {fs:>14}  {' || '.join(it['turns'])[:110]}")
    print()
    for a, n in areas.items():
        print(f"{a:<22} {n}")
    print(f"total {len(ITEMS)} items, {sum(1 for it in ITEMS if 'figure' in it)} with a figure")
    print("self-check:", "OK" if not problems else f"{len(problems)} problem(s)")
    for p in problems:
        print("  -", p)
    if "--write" in sys.argv:
        out = sys.argv[sys.argv.index("--write") + 1]
        for it in ITEMS:
            it.pop("_echo_ok", None)
        doc = {
            "about": ("HELD-OUT: written 2026-11-27 by an outsider who never read the advisor's code or the other sets; "
                      "to be scored once with node bench/advisor/score.mjs --set outsider2-heldout and then spent. "
                      "Generated by outsider2-make.py, which computes every expected figure from the question's inputs."),
            "items": ITEMS,
        }
        with open(f"{out}/outsider2-heldout.json", "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        print(f"wrote {out}/outsider2-heldout.json")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
