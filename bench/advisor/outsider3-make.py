#!/usr/bin/env python3
"""Outsider set 3 for the offline advisor (issue #30), HELD-OUT.

Written 2026-11-27 (session 35) by an outsider who never read the advisor's code nor the other
sets in bench/advisor/. Every expected figure is computed below from the same input variables that
are rendered into the question text (formatters turn a number into "$42k", "42k€", "42 000 €",
"900'000 CHF", "1,2 Mio. €", "USD 1.2m", words, ...), so a figure can never drift from its question.

  python3 outsider3-make.py                      # print the table and the self-checks
  python3 outsider3-make.py --write bench/advisor  # also write outsider3-heldout.json

Definitions (textbook):
  runway = cash / net burn (months); net burn = expenses - revenue; gross burn = total expenses.
  burn multiple = net burn / net new ARR over the same period (Sacks).
  growth = compound per-period rate (end/start)^(1/n) - 1; months to target = ln(target/now)/ln(1+g).
  churn = lost / customers at start of period; retention = 1 - churn, compounding over periods.
  NRR = (start + expansion - contraction - churn)/start; GRR = (start - contraction - churn)/start.
  CAC = sales+marketing spend / new customers; payback = CAC / (ARPA x gross margin) unless the
  question says to ignore margin; LTV = ARPA x GM / churn (or ARPA / churn when told to ignore margin).
  gross margin = (revenue - COGS)/revenue; contribution margin = (revenue - variable costs)/revenue.
  Rule of 40 = growth % + profit (EBITDA/FCF) margin %; magic number = (quarterly revenue change x 4) /
  previous quarter's S&M spend (= net new ARR / previous quarter S&M).
  post-money = pre + investment; investor % = investment / post; dilution multiplies stakes by (1 - sold).
  post-money SAFE % = investment / post-money cap; note conversion price = min(cap price, discounted price).
  break-even revenue = fixed costs / gross (or contribution) margin ratio.
"""
import json
import math
import sys

ITEMS = []
NOT = ["Focus:", "Key numbers"]


def add(area, turns, figure=None, mentions=None, why="", max_words=None, not_mentions=None):
    if isinstance(turns, str):
        turns = [turns]
    item = {"id": f"o3-{len(ITEMS) + 1:03d}", "area": area, "turns": turns}
    if figure is not None:
        item["figure"] = round(figure, 6)
    if mentions:
        item["mentions"] = mentions
    item["notMentions"] = NOT + (not_mentions or [])
    if max_words:
        item["maxWords"] = max_words
    item["why"] = why
    ITEMS.append(item)


# ---------- amount formatters (value -> text) ----------
def g(v):
    """shortest decimal rendering: 1.5 -> '1.5', 2.0 -> '2'"""
    s = f"{v:.6f}".rstrip("0").rstrip(".")
    return s


def grp(v, sep):
    s = f"{int(round(v)):,}"
    return s.replace(",", sep)


def usd(v):
    return f"${g(v / 1e6)}M" if v >= 1e6 else f"${g(v / 1e3)}k"


def usdl(v):  # lowercase m / k without $
    return f"{g(v / 1e6)}m" if v >= 1e6 else f"{g(v / 1e3)}k"


def keur(v):
    return f"{g(v / 1e3)}k€"


def eurk(v):
    return f"€{g(v / 1e3)}k"


def eur_sp(v):
    return f"{grp(v, ' ')} €"


def chf(v):
    return f"{grp(v, chr(39))} CHF"


def gbp(v):
    return f"£{grp(v, ',')}"


def comma(v):
    return grp(v, ",")


def de_mio(v):
    return f"{g(v / 1e6).replace('.', ',')} Mio. €"


def usd_m(v):
    return f"USD {g(v / 1e6)}m"


def sek(v):
    return f"{grp(v, ' ')} SEK"


def lakh(v):
    return f"₹{g(v / 1e5)} lakh"


def crore(v):
    return f"₹{g(v / 1e7)} crore"


WORDS = {
    1_500_000: "one and a half million",
    250_000: "a quarter million",
    500_000: "half a mil",
    2_000_000: "two million",
    120_000: "a hundred and twenty thousand",
    3: "three", 2: "two", 6: "six", 4: "four", 12: "twelve", 18: "eighteen",
}


def words(v):
    return WORDS[v]


FRAC = {1 / 3: "a third of", 1 / 2: "half", 1 / 4: "a quarter of", 2 / 3: "two thirds of"}


def frac(v):
    for k, t in FRAC.items():
        if abs(k - v) < 1e-12:
            return t
    raise KeyError(v)


def pct(v):
    return f"{g(v * 100)}%"


def comp(a, b, n):
    return ((b / a) ** (1 / n) - 1) * 100


def months_to(now, target, g_):
    return math.log(target / now) / math.log(1 + g_)


def default_alive(cash, exp, rev, gr):
    """month-by-month: revenue grows, expenses flat; alive if profitable before cash < 0"""
    c, r = cash, rev
    for m in range(1, 600):
        r *= 1 + gr
        burn = exp - r
        if burn <= 0:
            return True, m, c
        c -= burn
        if c < 0:
            return False, m, c
    return False, 600, c


ALIVE = [r"default alive|\balive\b|reach(es)? profitab|profitab\w* before"]
NOT_ALIVE = [r"(?<!not )default dead|not (default )?alive|won'?t reach|never reach|runs? out .*before"]
DEAD = [r"default dead|\bdead\b|not (default )?alive|runs? out .*before|before .*profitab"]
NOT_DEAD = [r"(?<!not )\bdefault alive\b(?! or)"]

# =========================== runway ===========================
cash, rev, pay, tools, rent = 840e3, 42e3, 61e3, 4e3, 9e3
add("runway", f"Bank: {usdl(cash)}\nRevenue: {usdl(rev)}\nPayroll: {usdl(pay)}\nTools: {usdl(tools)}\nRent: {usdl(rent)}\nhow many months of runway is that",
    cash / (pay + tools + rent - rev), why="runway = cash/(payroll+tools+rent-revenue)")
cash, loss = 450e3, 30e3
add("runway", f"we lose {usdl(loss)} a month. founded 2019, 14 people, 2 offices, {usdl(cash)} in the bank. runway?",
    cash / loss, why="net burn given as loss; runway = cash/loss")
cash, exp, rev = 1_250_000, 95_000, 20_000
add("runway", f"Kontostand {eur_sp(cash)}, monthly outgoings {eur_sp(exp)}, turnover {eur_sp(rev)} per month. How long until we are out of money, in months?",
    cash / (exp - rev), why="cash/(outgoings-turnover)")
cash, qburn = 1.1e6, 180e3
add("runway", f"Our net burn is {usdl(qburn)} per quarter and cash on hand is {usd(cash)}. Runway in months please",
    cash / (qburn / 3), why="quarterly net burn /3 -> monthly; cash/monthly")
cash, exp, rev = 900_000, 70_000, 25_000
add("runway", f"{chf(cash)} cash, opex {chf(exp)} p.m., sales {chf(rev)} p.m. how many months left",
    cash / (exp - rev), why="cash/(opex-sales)")
cash, exp, rev = 1_500_000, 120e3, 20e3
add("runway", f"we've got {words(cash)} in the bank and spend about {usdl(exp)} a month, revenue is {usdl(rev)} a month. what's the runway",
    cash / (exp - rev), why="cash in words; cash/(spend-revenue)")
raised, cash, burn = 2e6, 600e3, 40e3
add("runway", f"We raised €{g(raised / 1e6)}M back in 2023 but only {usd(cash)} is left now; net burn is {usd(burn)}/mo. Runway?",
    cash / burn, why="raised amount is a distractor; cash left/net burn")
opex, rev, cash = 1.8e6, 600e3, 2.5e6
add("runway", f"annual opex {usdl(opex)}, annual revenue {usdl(rev)}, cash {usdl(cash)}. how many months do we have",
    cash / ((opex - rev) / 12), why="annual figures /12; cash/monthly net burn")
months, burn = 18, 55e3
add("runway", f"How much cash do we need for {words(months)} months if net burn stays at {usdl(burn)} a month?",
    months * burn, why="inverse: cash = months x net burn")
cash, months = 1.2e6, 24
add("runway", f"what monthly burn gives us 2 years of runway with {usd(cash)} in the bank?",
    cash / months, why="inverse: burn = cash/24")
cash, sal, oth, mrr = 380_000, 48_000, 12_000, 22_000
add("runway", f"- cash: {gbp(cash)}\n- salaries: {gbp(sal)}/mo\n- other costs: {gbp(oth)}/mo\n- MRR: {gbp(mrr)}\nrunway?",
    cash / (sal + oth - mrr), why="bullets; cash/(salaries+other-MRR)")
cash, burn = 2e7, 1e6
add("runway", f"we have {crore(cash)} in the bank and burn {lakh(burn)} a month net. runway in months?",
    cash / burn, why="1 crore = 100 lakh = 1e7; cash/burn")
wk, cash = 15e3, 390e3
add("runway", f"we spend roughly {usdl(wk)} a week and have no revenue yet. cash is {usdl(cash)}. how many months does that last?",
    cash / (wk * 52 / 12), why="weekly spend x52/12 -> monthly; cash/monthly")

# =========================== default alive ===========================
for (cash, exp, rev, gr, fmt) in [(500e3, 80e3, 40e3, 0.10, usdl), (200e3, 100e3, 20e3, 0.03, usdl),
                                   (300e3, 60e3, 45e3, 0.05, keur), (150e3, 90e3, 30e3, 0.08, usdl),
                                   (1.2e6, 150e3, 50e3, 0.06, usdl)]:
    alive, m, left = default_alive(cash, exp, rev, gr)
    ITEMS_Q = {
        0: f"cash {fmt(cash)}, expenses {fmt(exp)}/mo, revenue {fmt(rev)}/mo growing {pct(gr)} monthly. are we default alive?",
        1: f"Are we default alive or default dead? Bank {fmt(cash)}, costs {fmt(exp)} a month, MRR {fmt(rev)} growing {pct(gr)} a month, costs stay flat.",
        2: f"bank balance {fmt(cash)}\nmonthly costs {fmt(exp)} (flat)\nMRR {fmt(rev)}, +{pct(gr)} per month\ndefault alive?",
        3: f"if expenses stay at {fmt(exp)} a month and revenue ({fmt(rev)} now) keeps growing {pct(gr)} a month, do we reach profitability before our {fmt(cash)} runs out?",
        4: f"we have 40 staff and {fmt(cash)} cash. spend {fmt(exp)}/mo, revenue {fmt(rev)}/mo, growth {pct(gr)} m/m. default alive?",
    }
    k = len([i for i in ITEMS if i["area"] == "default alive"])
    add("default alive", ITEMS_Q[k], mentions=ALIVE if alive else DEAD,
        not_mentions=NOT_ALIVE if alive else NOT_DEAD,
        why=f"simulate revenue x(1+g) monthly vs flat costs: {'profitable' if alive else 'cash out'} in month {m} (cash then {left:,.0f})")

# =========================== gross burn ===========================
rev, pay, tools, rent = 42e3, 61e3, 4e3, 7e3
add("gross burn", f"Revenue: {usdl(rev)} / Payroll: {usdl(pay)} / Tools: {usdl(tools)} / Rent: {usdl(rent)} — what's our gross burn per month?",
    pay + tools + rent, why="gross burn = all expenses, revenue ignored")
q, rq = 390e3, 120e3
add("gross burn", f"total costs last quarter were {keur(q)}, turnover {keur(rq)}. gross burn per month?",
    q / 3, why="quarterly costs /3")
a, ra = 2.4e6, 800e3
add("gross burn", f"we spend {usdl(a)} a year on everything (salaries, cloud, office) and revenue is {usdl(ra)} a year. gross monthly burn?",
    a / 12, why="annual spend /12")
s, c, o = 52_000, 9_500, 6_500
add("gross burn", f"• salaries {gbp(s)}\n• cloud {gbp(c)}\n• office {gbp(o)}\n• sales {gbp(30_000)}\nall monthly. gross burn?",
    s + c + o, why="sum of monthly cost bullets; sales excluded")
w = 12_500
add("gross burn", f"Opex is around {eur_sp(w)} a week. What is that as a monthly gross burn?",
    w * 52 / 12, why="weekly x52/12")

# =========================== net burn ===========================
pay, tools, rent, rev = 61e3, 4e3, 7e3, 42e3
add("net burn", f"payroll {usdl(pay)}, tools {usdl(tools)}, rent {usdl(rent)}, revenue {usdl(rev)}. net burn?",
    pay + tools + rent - rev, why="expenses - revenue")
b0, b1 = 1_000_000, 820_000
add("net burn", f"Bank summary — 1 Jan: {usd(b0)} ; 1 Apr: ${comma(b1)}. No fundraising in between. What's our monthly net burn?",
    (b0 - b1) / 3, why="cash drop over Jan-Mar (3 months) /3")
c0, c1 = 2.1e6, 1.5e6
add("net burn", f"over the last two quarters cash went from {usdl(c0)} to {usdl(c1)}, what's net burn per month",
    (c0 - c1) / 6, why="two quarters = 6 months")
gb, mrr = 95e3, 38e3
add("net burn", f"Gross burn {usd(gb)}, MRR {usd(mrr)}. Net burn?", gb - mrr, why="gross burn - MRR")
ac, ar = 1_440_000, 480_000
add("net burn", f"annualised costs {chf(ac)}, annualised revenue {chf(ar)}. net burn a month", (ac - ar) / 12,
    why="(annual costs - annual revenue)/12")
loss = 45e3
add("net burn", f"we lose {usdl(loss)} every month. what's our net burn per quarter?", loss * 3, why="monthly loss x3")

# =========================== burn multiple ===========================
nb, nn = 600e3, 400e3
add("burn multiple", f"last quarter we burned {usdl(nb)} net and added {usdl(nn)} net new ARR. burn multiple?", nb / nn,
    why="net burn / net new ARR")
mb, a0, a1 = 150e3, 3.0e6, 3.2e6
add("burn multiple", f"Net burn is {usd(mb)}/mo. Over the quarter ARR went from {usd(a0)} to {usd(a1)}. What's our burn multiple?",
    mb * 3 / (a1 - a0), why="quarter burn (x3) / ARR added in quarter")
yb, a0, a1 = 3.6e6, 1e6, 3e6
add("burn multiple", f"In 2025 we burned {usdl(yb)} and ARR grew from {usdl(a0)} to {usdl(a1)}. burn multiple for the year?",
    yb / (a1 - a0), why="annual burn / annual net new ARR")
m0, m1, qb = 80e3, 100e3, 480e3
add("burn multiple", f"MRR went from {usdl(m0)} to {usdl(m1)} in Q3 while Q3 net burn was {usdl(qb)} — burn multiple?",
    qb / ((m1 - m0) * 12), why="net new ARR = MRR delta x12")
nb, nn = 250_000, 200_000
add("burn multiple", f"We are 22 people in 3 countries. This quarter: net burn {eur_sp(nb)}, net new ARR {eur_sp(nn)}. Burn multiple?",
    nb / nn, why="net burn / net new ARR")

# =========================== mrr/arr ===========================
m = 85e3
add("mrr/arr", f"MRR is {eurk(m)}, what's ARR?", m * 12, why="ARR = MRR x 12")
a = 2.4e6
add("mrr/arr", f"our ARR is {usdl(a)}. monthly recurring revenue?", a / 12, why="MRR = ARR/12")
n1, p1, n2, p2 = 120, 49, 30, 199
add("mrr/arr", f"{n1} customers on the ${p1}/mo plan and {n2} on the ${p2}/mo plan. What is our MRR?", n1 * p1 + n2 * p2,
    why="sum of customers x price")
n, p = 40, 6000
add("mrr/arr", f"annual contracts: {n} clients paying {usdl(p)}/yr each. what's MRR", n * p / 12, why="annual contract value total /12")
q = 450e3
add("mrr/arr", f"Quarterly subscription revenue is {usdl(q)}, all recurring. What's our ARR?", q * 4, why="quarter x4")
seats, pps = 300, 12
add("mrr/arr", f"{seats} seats at €{pps} per seat per month — ARR?", seats * pps * 12, why="seats x price x 12")

# =========================== growth ===========================
a, b = 40e3, 52e3
add("growth", f"mrr from jan to apr went {usdl(a)} to {usdl(b)}. what monthly growth is that", comp(a, b, 3),
    why="Jan->Apr = 3 monthly steps; compound")
add("growth", "Revenue doubled over the last 6 months. What monthly growth rate is that (compounded)?", comp(1, 2, 6),
    why="2^(1/6)-1")
a, b = 1.2e6, 3e6
add("growth", f"ARR went from {usd(a)} to {usd(b)} in one year, what's that per month compounded?", comp(a, b, 12),
    why="(3/1.2)^(1/12)-1")
a, b = 2000, 3380
add("growth", f"users {comma(a)} → {comma(b)} over two months. monthly growth?", comp(a, b, 2), why="(3380/2000)^(1/2)-1")
a, b, n = 60e3, 100e3, 6
add("growth", f"what growth per month do we need to hit {usdl(b)} MRR by December if we're at {usdl(a)} in June?", comp(a, b, n),
    why="June->December = 6 months; inverse compound")
add("growth", "what monthly growth do we need to triple ARR in 18 months?", comp(1, 3, 18), why="3^(1/18)-1")
a, b = 300e3, 432e3
add("growth", f"Revenue Q1 {usdl(a)}, Q3 {usdl(b)}. Quarterly growth rate?", comp(a, b, 2), why="Q1->Q3 = 2 quarters")
a, b = 1.2e6, 1.5e6
add("growth", f"Turnover was {de_mio(a)} in 2024 and {de_mio(b)} in 2025. Growth in percent?", comp(a, b, 1), why="year over year")
gm, n = 0.10, 6
add("growth", f"MRR grew {pct(gm)} a month for {words(n)} months. total growth over the period?", ((1 + gm) ** n - 1) * 100,
    why="1.1^6 - 1")
gm = 0.07
add("growth", f"we grow {pct(gm)} every month. what's that over a full year, compounded?", ((1 + gm) ** 12 - 1) * 100,
    why="1.07^12 - 1")

# =========================== months to target ===========================
now, tgt, gr = 50e3, 100e3, 0.08
add("months to target", f"MRR {usdl(now)} growing {pct(gr)} a month, when do we hit {usdl(tgt)}? (months)", months_to(now, tgt, gr),
    why="ln(target/now)/ln(1+g)")
now, tgt, gr = 1.2e6, 5e6, 0.10
add("months to target", f"ARR is {usd(now)}, goal {usd(tgt)}, we grow {pct(gr)} monthly. how many months?", months_to(now, tgt, gr),
    why="ln(5/1.2)/ln(1.1)")
now, tgt, gr = 12000, 50000, 0.15
add("months to target", f"{comma(now)} users, +{pct(gr)} per month. How long until {comma(tgt)}?", months_to(now, tgt, gr),
    why="ln(50000/12000)/ln(1.15)")
now, tgt, step = 30e3, 60e3, 3e3
add("months to target", f"We're at {eurk(now)} MRR and add {eurk(step)} net new every month (linear, not %). Months to {eurk(tgt)}?",
    (tgt - now) / step, why="linear: (target-now)/step")
now, tgt, gq = 40e3, 100e3, 0.20
add("months to target", f"quarterly growth {pct(gq)}, MRR {usdl(now)} — in how many months do we reach {usdl(tgt)}?",
    3 * math.log(tgt / now) / math.log(1 + gq), why="quarters = ln(2.5)/ln(1.2); x3 months")
mrr, arr_t, gr = 50e3, 1e6, 0.06
add("months to target", f"how many months to 1M ARR if MRR is {usdl(mrr)} and grows {pct(gr)} a month", months_to(mrr, arr_t / 12, gr),
    why="1M ARR = 83.3k MRR; ln(83.3/50)/ln(1.06)")

# =========================== churn ===========================
s, lost = 400, 14
add("churn", f"started the month with {s} customers and lost {lost}. churn?", lost / s * 100, why="lost/start")
s, lost = 600, 36
add("churn", f"We lost {lost} clients in Q2, having started the quarter with {s}. What was our quarterly churn rate?", lost / s * 100,
    why="quarterly churn = lost/start of quarter")
ann = 0.30
add("churn", f"annual churn is {pct(ann)}. what is that per month, assuming monthly churn compounds?", (1 - (1 - ann) ** (1 / 12)) * 100,
    why="1-(0.7)^(1/12)")
s, canc, down = 200e3, 6e3, 2e3
add("churn", f"MRR at start of month {usdl(s)}; we lost {usdl(canc)} to cancellations and {usdl(down)} to downgrades. gross revenue churn rate?",
    (canc + down) / s * 100, why="(cancelled+downgraded MRR)/start MRR")
mc = 0.03
add("churn", f"monthly churn {pct(mc)}. what share of customers is gone after a year?", (1 - (1 - mc) ** 12) * 100, why="1-0.97^12")
s, lost = 1200, 60
add("churn", f"we had {comma(s)} accounts on 1 March, {lost} cancelled during March and 85 new signed. churn rate?", lost / s * 100,
    why="new signups excluded; lost/start")
mc = 0.025
add("churn", f"With {pct(mc)} monthly churn what is the average customer lifetime in months?", 1 / mc, why="lifetime = 1/churn")
k = 25
add("churn", f"each month about 1 in {k} subscribers leaves, so monthly churn is what percent?", 100 / k, why="1/25")

# =========================== retention ===========================
s, e, new = 500, 520, 80
add("retention", f"start of month {s} customers, end {e}, and {new} new ones signed during the month. customer retention rate?",
    (e - new) / s * 100, why="(end - new)/start")
mc = 0.04
add("retention", f"Monthly churn is {pct(mc)}. What's our 12-month retention?", (1 - mc) ** 12 * 100, why="0.96^12")
c, act = 250, 95
add("retention", f"of {c} users who signed up in January, {act} are still active in June. retention?", act / c * 100, why="95/250")
r, n = 0.92, 6
add("retention", f"We keep {pct(r)} of customers each month. After {words(n)} months, what percentage is left?", r ** n * 100, why="0.92^6")
s, ch, new = 1000, 150, 300
add("retention", f"{grp(s, ' ')} logos at the start of the year, {ch} churned and {new} new came in. logo retention for the year?",
    (s - ch) / s * 100, why="(start-churned)/start; new excluded")
w1, m3 = 1 / 2, 0.6
add("retention", f"{frac(w1).capitalize()} our signups come back in week 1, and of those only {pct(m3)} are still around in month 3. What share of signups is retained at month 3?",
    w1 * m3 * 100, why="0.5 x 0.6")

# =========================== nrr/grr ===========================
s, ex, con, ch = 100e3, 12e3, 3e3, 5e3
add("nrr/grr", f"Starting MRR {usdl(s)}, expansion {usdl(ex)}, contraction {usdl(con)}, churned {usdl(ch)}. NRR?", (s + ex - con - ch) / s * 100,
    why="(start+exp-con-churn)/start")
add("nrr/grr", f"starting mrr {usdl(s)} from existing accounts. expansion {usdl(ex)}, contraction {usdl(con)}, churn {usdl(ch)}. what is gross revenue retention",
    (s - con - ch) / s * 100, why="(start-con-churn)/start")
a0, a1 = 2.0e6, 2.3e6
add("nrr/grr", f"ARR from last year's customers was {usdl(a0)} a year ago and is {usdl(a1)} now (upsells included, new logos excluded). net revenue retention?",
    a1 / a0 * 100, why="same-cohort ARR now/then")
s, ch, dn, up = 500e3, 40e3, 10e3, 90e3
add("nrr/grr", f"{eurk(s)} ARR at the start of the year; we lost {eurk(ch)} to churn, {eurk(dn)} to downgrades and upsold {eurk(up)}. gross revenue retention?",
    (s - ch - dn) / s * 100, why="GRR excludes upsell")
nrr, loss = 1.20, 0.08
add("nrr/grr", f"NRR is {pct(nrr)} and churn plus downgrades cost us {pct(loss)} of starting ARR. How much expansion is that, as % of starting ARR?",
    (nrr - 1 + loss) * 100, why="NRR = 1 + exp - loss -> exp = NRR-1+loss")
a0, a1 = 1.5e6, 1.35e6
add("nrr/grr", f"Existing accounts paid us {usd(a0)} ARR twelve months ago; the same accounts pay {usd(a1)} today. NRR?", a1 / a0 * 100,
    why="1.35/1.5")

# =========================== cac ===========================
mk, sa, n = 120e3, 80e3, 250
add("cac", f"we spent {usd(mk)} on marketing and {usd(sa)} on sales salaries in Q3 and got {n} new customers. CAC?", (mk + sa) / n,
    why="(marketing+sales)/new")
ads, sdr, nsdr, n = 15e3, 6e3, 2, 40
add("cac", f"ad spend {keur(ads)}/month, {words(nsdr)} SDRs costing {keur(sdr)} each per month, {n} new clients a month. blended CAC?",
    (ads + nsdr * sdr) / n, why="(ads + 2 SDRs)/new clients")
sm, n = 1.2e6, 300
add("cac", f"Sales & marketing is {usdl(sm)} per year and we added {n} new logos in the year. CAC?", sm / n, why="S&M/new logos")
ads, trials, conv = 9000, 60, 1 / 3
add("cac", f"we paid {eur_sp(ads)} for ads and won {frac(conv)} our {trials} trials. what's the CAC", ads / (trials * conv),
    why="9000/(60/3)")
q, n = 45_000, 150
add("cac", f"We have 12 offices and were founded in 2015. Last quarter we spent {gbp(q)} on acquisition and got {n} customers. CAC?",
    q / n, why="spend/customers; office count and year are distractors")
p, pn, c, cn = 25e3, 50, 10e3, 50
add("cac", f"paid channels cost {usdl(p)} a month and bring {pn} customers; content costs {usdl(c)} monthly and brings {cn} more. blended CAC?",
    (p + c) / (pn + cn), why="blended = total spend/total customers")

# =========================== payback ===========================
cac, arpa, gm = 1200, 100, 0.80
add("payback", f"CAC {comma(cac)}, ARPA {arpa}/mo, gross margin {pct(gm)}. payback in months on a gross margin basis?", cac / (arpa * gm),
    why="CAC/(ARPA x GM)")
cac, arpa = 900, 75
add("payback", f"CAC is €{cac} and customers pay €{arpa} a month. Ignoring margin, how many months to pay back?", cac / arpa,
    why="CAC/ARPA, margin ignored")
spend, n, arpa, gm = 30e3, 20, 250, 0.75
add("payback", f"we spend {usdl(spend)} to win {n} customers, each paying {arpa}/mo at {pct(gm)} gross margin. margin-adjusted CAC payback?",
    spend / n / (arpa * gm), why="(30k/20)/(250x0.75)")
cac, acv, gm = 6e3, 12e3, 0.80
add("payback", f"CAC {usd(cac)}, ACV {usd(acv)}, {pct(gm)} gross margin. Gross-margin-adjusted payback period in months?",
    cac / (acv / 12 * gm), why="CAC/(ACV/12 x GM)")
sm, nmrr, gm = 240e3, 20e3, 0.70
add("payback", f"S&M was {usdl(sm)} in Q1 and we added {usdl(nmrr)} of new MRR in Q1, gross margin {pct(gm)}. CAC payback in months?",
    sm / (nmrr * gm), why="S&M/(new MRR x GM)")

# =========================== ltv ===========================
arpa, ch, gm = 80, 0.02, 0.75
add("ltv", f"ARPA ${arpa}/mo, monthly churn {pct(ch)}, gross margin {pct(gm)}. what's the LTV (gross-margin based)?", arpa * gm / ch,
    why="ARPA x GM / churn")
p, life = 50, 30
add("ltv", f"customers pay {p} € a month and stay {life} months on average. revenue LTV (no margin)?", p * life, why="price x lifetime")
arpu, ch = 20, 0.05
add("ltv", f"ARPU {arpu}/mo, churn {pct(ch)} monthly. LTV if we ignore margin?", arpu / ch, why="ARPU/churn")
ann, ach, gm = 1200, 0.20, 0.80
add("ltv", f"Annual plan at {comma(ann)} per year, annual churn {pct(ach)}, gross margin {pct(gm)}. Gross-margin LTV?", ann * gm / ach,
    why="annual price x GM / annual churn")
arpa, ch, gm = 400, 0.04, 0.70
add("ltv", f"LTV with {sek(arpa)} per month per customer, churn {g(ch * 100)} %, {g(gm * 100)} % gross margin?", arpa * gm / ch,
    why="400 x 0.7 / 0.04")
p, ach = 99, 0.25
add("ltv", f"we charge £{p}/mo and lose {frac(ach)} our customers every year. using annual numbers (lifetime = 1/annual churn), what's revenue LTV without margin?",
    p * 12 / ach, why="annual revenue / annual churn")

# =========================== ltv:cac ===========================
ltv, cac = 3600, 1200
add("ltv:cac", f"LTV {comma(ltv)}, CAC {comma(cac)}. LTV:CAC?", ltv / cac, why="ratio")
arpa, ch, gm, cac = 100, 0.025, 0.80, 1000
add("ltv:cac", f"ARPA {arpa}/mo, churn {g(ch * 100)}%/mo, GM {pct(gm)}, CAC {comma(cac)}. LTV to CAC ratio using margin-based LTV?",
    arpa * gm / ch / cac, why="(100x0.8/0.025)/1000")
sp, n, lgm = 50e3, 40, 2500
add("ltv:cac", f"spent {keur(sp)} to win {n} clients, each one brings {eur_sp(lgm)} of lifetime gross margin. LTV:CAC?", lgm / (sp / n),
    why="2500/(50000/40)")
p, life, gm, cac = 30, 24, 0.80, 288
add("ltv:cac", f"Customers pay {p}/mo, stay {life} months on average, {pct(gm)} margin, CAC {cac}. What's LTV:CAC?", p * life * gm / cac,
    why="30x24x0.8/288")
ltv, sm, n = 7200, 180e3, 60
add("ltv:cac", f"LTV is {usdl(ltv)}; we spent {usdl(sm)} on sales and marketing for {n} new customers. ltv:cac ratio", ltv / (sm / n),
    why="7200/(180k/60)")

# =========================== gross margin ===========================
rev, host, sup, eng = 42e3, 6e3, 4.5e3, 61e3
add("gross margin", f"Revenue: {usdl(rev)}\nHosting: {usdl(host)}\nSupport staff: {usdl(sup)}\nEngineering payroll: {usdl(eng)}\nGross margin if COGS is hosting plus support?",
    (rev - host - sup) / rev * 100, why="(rev - hosting - support)/rev")
rev, cogs = 1.2e6, 780e3
add("gross margin", f"sales {de_mio(rev)}, cost of goods {g(cogs / 1e3)}k €. gross margin %?", (rev - cogs) / rev * 100, why="(1.2M-780k)/1.2M")
p, c = 40, 26
add("gross margin", f"We sell at ${p} and it costs us ${c} to make each one. Gross margin?", (p - c) / p * 100, why="(40-26)/40")
rev, cogs = 250e3, 95e3
add("gross margin", f"turnover {gbp(rev)} in Q2, COGS {gbp(cogs)}. gross margin", (rev - cogs) / rev * 100, why="(250-95)/250")
ar, dm = 900_000, 22_500
add("gross margin", f"Revenue is {chf(ar)} annualised and direct costs are {chf(dm)} a month. Gross margin in %?", (ar - dm * 12) / ar * 100,
    why="direct costs x12 vs annual revenue")
gp, s = 360e3, 480e3
add("gross margin", f"gross profit {usdl(gp)} on sales of {usdl(s)} — GM%?", gp / s * 100, why="GP/sales")

# =========================== contribution margin ===========================
p, v = 60, 21
add("contribution margin", f"price {p} €, variable cost per unit {v} €. contribution margin in %?", (p - v) / p * 100, why="(p-v)/p")
rev, cogs, com, fees, fixed = 200e3, 50e3, 20e3, 6e3, 90e3
add("contribution margin", f"Revenue {usdl(rev)}, COGS {usdl(cogs)}, sales commissions {usdl(com)}, payment fees {usdl(fees)}, fixed costs {usdl(fixed)}. Contribution margin %?",
    (rev - cogs - com - fees) / rev * 100, why="variable = COGS+commissions+fees; fixed excluded")
o, pc, sh, fee = 45, 18, 7, 0.03
add("contribution margin", f"each order is ${o}, product cost ${pc}, shipping ${sh}, payment fee {pct(fee)} of the order. contribution per order in dollars?",
    o - pc - sh - o * fee, why="45-18-7-1.35")
u, p, v = 1000, 30, 12
add("contribution margin", f"We sell {comma(u)} units at £{p}, variable costs £{v} per unit. Total contribution margin?", u * (p - v),
    why="units x (p-v)")
s, h, sup, pay = 25, 3, 2, 1
add("contribution margin", f"subscription {s}/mo; per user we pay hosting {h}/mo, support {sup}/mo, payments {pay}/mo. contribution margin ratio?",
    (s - h - sup - pay) / s * 100, why="(25-6)/25")

# =========================== rule of 40 ===========================
gr, em = 30, 15
add("rule of 40", f"growing {gr}% YoY with a {em}% EBITDA margin, what's our rule of 40 score?", gr + em, why="growth + margin")
gr, fcf = 60, -35
add("rule of 40", f"Revenue growth {gr}%, free cash flow margin {fcf}%. Rule of 40?", gr + fcf, why="60-35")
a0, a1, eb, rv = 10e6, 14e6, -1e6, 12e6
add("rule of 40", f"ARR grew from {usdl(a0)} to {usdl(a1)} last year; EBITDA was -{usdl(-eb)} on {usdl(rv)} revenue. rule of 40 score?",
    (a1 / a0 - 1) * 100 + eb / rv * 100, why="40% growth + (-8.33%) margin")
r0, r1, pm = 5e6, 6e6, 22
add("rule of 40", f"we grew revenue from {usdl(r0)} to {usdl(r1)}, profit margin {pm}%. do we pass the rule of 40? what's the score", (r1 / r0 - 1) * 100 + pm,
    why="20 + 22")
mg, em = 0.03, -10
add("rule of 40", f"Monthly growth is {pct(mg)} compounded and EBITDA margin {em}%. Rule of 40 score using annual growth?", ((1 + mg) ** 12 - 1) * 100 + em,
    why="1.03^12-1 = 42.58% + (-10)")

# =========================== magic number ===========================
q2, q3, sm = 2.0e6, 2.3e6, 1.5e6
add("magic number", f"Q2 revenue {usdl(q2)}, Q3 revenue {usdl(q3)}, Q2 sales & marketing spend {usdl(sm)}. SaaS magic number?", (q3 - q2) * 4 / sm,
    why="(dQ rev x4)/prior Q S&M")
nn, sm = 600e3, 800e3
add("magic number", f"we added {usdl(nn)} net new ARR this quarter and spent {usdl(sm)} on S&M last quarter. magic number?", nn / sm,
    why="net new ARR / prior S&M")
m0, m1, sm = 100e3, 130e3, 450e3
add("magic number", f"MRR went from {usdl(m0)} to {usdl(m1)} over Q1; S&M in Q4 was {usdl(sm)}. magic number", (m1 - m0) * 12 / sm,
    why="MRR delta x12 = net new ARR; / prior Q S&M")
d, sm = 150_000, 500_000
add("magic number", f"Quarterly revenue grew by {eur_sp(d)}; previous quarter's sales and marketing spend was {eur_sp(sm)}. Magic number?", d * 4 / sm,
    why="150k x4 / 500k")
q1, q2, sm = 800e3, 900e3, 500e3
add("magic number", f"We're 35 people, Series A in 2024. Revenue: Q1 {keur(q1)}, Q2 {keur(q2)}. S&M spend Q1 {keur(sm)}. What's the magic number for Q2?",
    (q2 - q1) * 4 / sm, why="(100k x4)/500k")

# =========================== dau/mau ===========================
d, m = 12000, 48000
add("dau/mau", f"DAU {comma(d)}, MAU {comma(m)}. stickiness?", d / m * 100, why="DAU/MAU")
d, m = 3400, 17000
add("dau/mau", f"about {grp(d, ' ')} daily actives and {grp(m, ' ')} monthly actives, DAU/MAU ratio?", d / m * 100, why="3400/17000")
d, m = 6300, 21000
add("dau/mau", f"Average daily actives were {usdl(d)} over the month and monthly actives {usdl(m)}. What's our DAU/MAU?", d / m * 100,
    why="6.3k/21k")
m, r = 80000, 0.15
add("dau/mau", f"MAU is {usdl(m)} and DAU/MAU is {pct(r)}. how many daily active users is that", m * r, why="inverse: MAU x ratio")
d, m = 900, 4500
add("dau/mau", f"our DAU is {d} and MAU {comma(m)}, is that good?", d / m * 100, why="900/4500")

# =========================== conversion ===========================
t, c = 1200, 96
add("conversion", f"{comma(t)} trials, {c} converted to paid. trial conversion rate?", c / t * 100, why="96/1200")
a, b = 0.04, 0.10
add("conversion", f"Visitor to signup is {pct(a)} and signup to paid is {pct(b)}. What's visitor-to-paid conversion?", a * b * 100, why="0.04 x 0.10")
need, cr = 50, 0.125
add("conversion", f"we need {need} new paying customers a month and trial conversion is {pct(cr)}, how many trials do we need?", need / cr,
    why="inverse: 50/0.125")
s, done = 2400, 1560
add("conversion", f"activation: {grp(s, ' ')} signups, {grp(done, ' ')} completed onboarding. activation rate?", done / s * 100, why="1560/2400")
leads, ld, dc = 1000, 0.20, 0.25
add("conversion", f"lead→demo {pct(ld)}, demo→close {pct(dc)}. from {comma(leads)} leads how many customers do we get?", leads * ld * dc,
    why="1000 x 0.2 x 0.25")
n, act, pay = 900, 1 / 3, 1 / 4
add("conversion", f"{frac(act).capitalize()} our {n} trial users activated and {frac(pay)} the activated ones paid. How many paying customers?",
    n * act * pay, why="900/3/4")

# =========================== cohort ===========================
c, m1, r = 200, 0.80, 0.95
add("cohort", f"January cohort: {c} customers. Month-1 retention {pct(m1)}, then {pct(r)} retained each month after that. How many are left after month 6?",
    c * m1 * r ** 5, why="200 x 0.8 x 0.95^5 (months 2-6)")
m0, m3, m12 = 10e3, 9.2e3, 10.4e3
add("cohort", f"a cohort paid {usdl(m0)} MRR in month 0, {usdl(m3)} in month 3 and {usdl(m12)} in month 12. cohort net revenue retention at month 12?",
    m12 / m0 * 100, why="10.4/10")
c, l1, r = 400, 0.30, 0.95
add("cohort", f"March cohort {c} signups; {pct(l1)} are gone after month 1, then we lose {pct(1 - r)} a month. how many are active at the end of month 4?",
    c * (1 - l1) * r ** 3, why="400 x 0.7 x 0.95^3")
n, arpa, ch, ex = 120, 500, 0.10, 0.10
add("cohort", f"cohort of {n} accounts at €{arpa}/mo each. {pct(ch)} churn in month 1 and the survivors expand by {pct(ex)}. cohort MRR after month 1?",
    n * (1 - ch) * arpa * (1 + ex), why="108 x 550")
u, p, ch = 1000, 10, 0.05
add("cohort", f"{comma(u)} users paying {p}/mo; all pay in month 1 and {pct(ch)} leave at the end of every month. Total revenue from this cohort over its first 12 months?",
    sum(u * p * (1 - ch) ** t for t in range(12)), why="sum_{t=0..11} 10000 x 0.95^t")

# =========================== price change ===========================
n, p0, p1, lose = 300, 50, 60, 0.10
add("price change", f"{n} customers at ${p0}/mo. if we raise to ${p1} and {pct(lose)} of them leave, what's the new MRR?", n * (1 - lose) * p1,
    why="270 x 60")
p0, p1, n = 40, 48, 500
add("price change", f"raising the price from {p0}€ to {p1}€ for {n} clients — what % of customers can we lose before MRR goes down?",
    (1 - p0 / p1) * 100, why="break-even loss = 1 - p0/p1")
m, up, lose = 80e3, 0.15, 0.05
add("price change", f"MRR {usdl(m)}. we put prices up {pct(up)} and expect to lose {pct(lose)} of customers because of it. new MRR?", m * (1 + up) * (1 - lose),
    why="80k x 1.15 x 0.95")
p0, p1, n0 = 30, 25, 200
add("price change", f"If we cut the price from £{p0} to £{p1} and that doubles our customers from {n0}, what would MRR be?", n0 * 2 * p1, why="400 x 25")
seats, p, up, loss = 1200, 15, 0.20, 0.05
add("price change", f"{grp(seats, ' ')} seats at {p} €/seat/month. price increase of {pct(up)}, we expect {pct(loss)} of seats to cancel. by how much does MRR change?",
    seats * (1 - loss) * p * (1 + up) - seats * p, why="1140 x 18 - 18000")

# =========================== hiring cost ===========================
sal, oh = 90e3, 0.25
add("hiring cost", f"engineer salary {usdl(sal)}/yr plus {pct(oh)} overhead (taxes, benefits). fully loaded monthly cost?", sal * (1 + oh) / 12,
    why="90k x 1.25 / 12")
n, sal, load = 2, 120e3, 1.3
add("hiring cost", f"We hire {words(n)} engineers at {usdl(sal)} a year each, loaded at {g(load)}x. How much does monthly burn go up?", n * sal * load / 12,
    why="2 x 120k x 1.3 / 12")
cash, burn, sal, oc = 1.2e6, 60e3, 180e3, 0.20
add("hiring cost", f"cash {usd(cash)}, net burn {usdl(burn)}/mo. if we hire a VP Sales at {usdl(sal)}/yr + {pct(oc)} on-costs, what's our new runway?",
    cash / (burn + sal * (1 + oc) / 12), why="burn + 18k -> 1.2M/78k")
sal, ch = 55e3, 0.45
add("hiring cost", f"gross salary {keur(sal)}, employer charges {pct(ch)} on top. total yearly cost of the hire?", sal * (1 + ch), why="55k x 1.45")
cash, burn, n, cost = 900e3, 50e3, 2, 6e3
add("hiring cost", f"{usdl(cash)} cash, {usdl(burn)} monthly net burn. we want {words(n)} hires at {usdl(cost)}/mo each fully loaded. how many months of runway do we lose?",
    cash / burn - cash / (burn + n * cost), why="18 - 900/62")
cash, burn, cost, keep = 1.5e6, 80e3, 10e3, 12
add("hiring cost", f"With {usd(cash)} in the bank and {usdl(burn)} monthly burn, how many engineers at {usdl(cost)}/mo fully loaded can we hire and still keep {keep} months of runway?",
    math.floor((cash / keep - burn) / cost), why="max burn 125k; (125k-80k)/10k = 4.5 -> 4 whole people")

# =========================== dilution ===========================
inv, pre = 2e6, 8e6
add("dilution", f"raising {usdl(inv)} at {usdl(pre)} pre. what % do the new investors get?", inv / (pre + inv) * 100, why="2/(8+2)")
own, sold = 0.60, 0.25
add("dilution", f"We own {pct(own)} and the round sells {pct(sold)} of the company. What's our stake after?", own * (1 - sold) * 100, why="60 x 0.75")
f, tot, new = 4e6, 5e6, 1.25e6
add("dilution", f"founder holds {comma(f)} of {comma(tot)} shares; the company issues {comma(new)} new shares. founder ownership after?", f / (tot + new) * 100,
    why="4M/6.25M")
d1, d2 = 0.20, 0.25
add("dilution", f"seed dilutes us {pct(d1)}, series A another {pct(d2)}. starting from 100%, what do founders hold after both?", (1 - d1) * (1 - d2) * 100,
    why="0.8 x 0.75")
inv, pctg, own = 1.5e6, 0.15, 0.70
add("dilution", f"An investor puts in {de_mio(inv)} for {pct(pctg)}. Our {pct(own)} becomes what?", own * (1 - pctg) * 100, why="70 x 0.85")
inv, post, own = 3e6, 12e6, 0.50
add("dilution", f"raise {usdl(inv)} at {usdl(post)} post-money, we hold {pct(own)} before. how much after the round?", own * (1 - inv / post) * 100,
    why="sold 25% -> 50 x 0.75")

# =========================== pre/post-money ===========================
inv, pre = 2e6, 8e6
add("pre/post-money", f"Raising {usd(inv)} at {usd(pre)} pre-money. Post-money?", pre + inv, why="pre + investment")
inv, p = 500e3, 0.20
add("pre/post-money", f"investor offers {usdl(inv)} for {pct(p)}. implied pre-money valuation?", inv / p - inv, why="post 2.5M - 0.5M")
post, inv = 15e6, 3e6
add("pre/post-money", f"post-money is {usdl(post)} after raising {usdl(inv)}. pre-money?", post - inv, why="post - investment")
p, inv = 0.125, 1.2e6
add("pre/post-money", f"We sell {g(p * 100)}% for {de_mio(inv)}. What's the post-money valuation?", inv / p, why="1.2M/0.125")
pps, sh = 2.50, 4e6
add("pre/post-money", f"price per share ${pps:.2f}, {comma(sh)} shares outstanding before the round. pre-money?", pps * sh, why="price x pre shares")
pre, inv = 6e6, 1.5e6
add("pre/post-money", f"pre {usdl(pre)}, we raise {usdl(inv)} — post-money valuation?", pre + inv, why="6 + 1.5")

# =========================== option pool ===========================
inv, pre, pool = 2e6, 8e6, 0.10
add("option pool", f"Investors want a {pct(pool)} post-money option pool created in the pre-money. We raise {usdl(inv)} at {usdl(pre)} pre and founders own 100% today. Founders' ownership after the round?",
    (1 - inv / (pre + inv) - pool) * 100, why="100 - 20 investor - 10 pool")
sh, pool = 9e6, 0.10
add("option pool", f"we have {comma(sh)} shares and want a pool that is {pct(pool)} of the fully diluted total after adding it. how many new options?",
    sh * pool / (1 - pool), why="x/(9M+x)=0.1")
pool, inv, pre = 0.15, 2.5e6, 10e6
add("option pool", f"pool of {pct(pool)} of post-money, created pre-money; raise {usdl(inv)} at {usdl(pre)} pre. effective pre-money for the founders?",
    pre - pool * (pre + inv), why="10M - 0.15 x 12.5M")
pool, fd = 0.12, 8e6
add("option pool", f"Employee pool is {pct(pool)} of {comma(fd)} fully diluted shares. How many options is that?", pool * fd, why="0.12 x 8M")
fd, cur, tgt = 10e6, 500e3, 0.10
add("option pool", f"fully diluted shares {grp(fd, ' ')} incl. a pool of {grp(cur, ' ')}. we want the pool at {pct(tgt)} of fully diluted after the top-up. how many new options?",
    (tgt * fd - cur) / (1 - tgt), why="(500k+x)/(10M+x)=0.1")

# =========================== safe/note ===========================
inv, cap = 500e3, 5e6
add("safe/note", f"post-money SAFE of {usd(inv)} at a {usd(cap)} cap. what % does it convert into?", inv / cap * 100, why="post-money SAFE: inv/cap")
inv, cap, disc, aprice, sh = 250e3, 4e6, 0.20, 2.00, 2e6
add("safe/note", f"SAFE {usdl(inv)}, pre-money cap {usdl(cap)}, {pct(disc)} discount. Series A price is ${aprice:.2f}/share; {comma(sh)} fully diluted pre-money shares. conversion price per share?",
    min(cap / sh, aprice * (1 - disc)), why="min(cap price 2.00, discount price 1.60)")
p, r, mo, disc, price = 300e3, 0.08, 18, 0.20, 1.50
add("safe/note", f"Convertible note: {usdl(p)} principal, {pct(r)} simple interest a year, converts after {mo} months at a {pct(disc)} discount to a Series A price of $1.50. How many shares?",
    p * (1 + r * mo / 12) / (price * (1 - disc)), why="336k / 1.20")
inv, disc, price = 400e3, 0.25, 0.80
add("safe/note", f"SAFE for {keur(inv)} with a {pct(disc)} discount and no cap; Series A price per share €{price:.2f}. how many shares does it get?",
    inv / (price * (1 - disc)), why="400k/0.60")
a, ca, b, cb = 300e3, 6e6, 200e3, 4e6
add("safe/note", f"two post-money SAFEs: {usdl(a)} at a {usdl(ca)} cap and {usdl(b)} at a {usdl(cb)} cap. total % they convert into?",
    (a / ca + b / cb) * 100, why="5% + 5%")
cap, disc, pre = 5e6, 0.20, 10e6
add("safe/note", f"note with a {usdl(cap)} pre-money cap and {pct(disc)} discount; the round is priced at {usdl(pre)} pre. at what valuation does the note convert?",
    min(cap, pre * (1 - disc)), why="min(5M cap, 8M discounted)")

# =========================== break-even ===========================
fixed, gm = 90e3, 0.75
add("break-even", f"fixed costs {usdl(fixed)}/mo, gross margin {pct(gm)}. how much monthly revenue do we need to break even?", fixed / gm,
    why="fixed/GM")
p, gm, opex = 150, 0.80, 60e3
add("break-even", f"How many customers at {p}/mo with {pct(gm)} gross margin do we need to cover {usdl(opex)} of monthly opex?", opex / (p * gm),
    why="60k/120")
p, v, f = 40, 15, 25_000
add("break-even", f"price €{p}, variable cost €{v}, fixed costs {eur_sp(f)} a month. units per month to break even?", f / (p - v), why="25000/25")
mrr, gr, cost = 50e3, 0.10, 100e3
add("break-even", f"MRR {usdl(mrr)} growing {pct(gr)} monthly, costs flat at {usdl(cost)}. months until break-even?", months_to(mrr, cost, gr),
    why="ln(2)/ln(1.1)")
loss, rev, gm = 30e3, 70e3, 0.60
add("break-even", f"we lose {usdl(loss)} a month on {usdl(rev)} revenue at {pct(gm)} gross margin. how much more monthly revenue do we need to break even?",
    loss / gm, why="extra revenue x GM = loss")
p, v, f = 12, 7, 40_000
add("break-even", f"£{p} per box, £{v} variable cost, {gbp(f)} fixed per month. boxes per month to break even?", f / (p - v), why="40000/5")

# =========================== follow-up ===========================
cash, burn, nb = 600e3, 50e3, 40e3
add("follow-up", [f"we have {usdl(cash)} and burn {usdl(burn)} a month, runway?", f"and if we cut burn to {usdl(nb)}?"], cash / nb,
    why="600k/40k")
cash, burn, n, sal = 1.2e6, 80e3, 2, 150e3
add("follow-up", [f"Cash {usd(cash)}, net burn {usdl(burn)} a month. How many months of runway?", f"what if we hire {words(n)} engineers at {usdl(sal)} a year each, all-in?"],
    cash / (burn + n * sal / 12), why="burn 80k + 25k = 105k")
cash, burn = 700e3, 35e3
add("follow-up", [f"{usdl(cash)} in the bank, net burn {usdl(burn)}/mo. runway?", "is that bad?"], cash / burn,
    why="reuse previous runway 20 months")
a, b, tgt = 40e3, 52e3, 100e3
gr = comp(a, b, 3) / 100
add("follow-up", [f"Our MRR went from {usdl(a)} to {usdl(b)} in 3 months, what's monthly growth?", f"and at that rate when do we hit {usdl(tgt)}?"],
    months_to(b, tgt, gr), why="from 52k at 9.14%/mo: ln(100/52)/ln(1.0914)")
cash, exp, rev, nrev, nexp = 900e3, 100e3, 40e3, 55e3, 90e3
add("follow-up", [f"cash {keur(cash)}, costs {keur(exp)} a month, revenue {keur(rev)} a month. runway?", f"and if revenue grows to {keur(nrev)} and we cut costs to {keur(nexp)}?"],
    cash / (nexp - nrev), why="two inputs change: 900/35")
cash, burn, cut, extra = 2e6, 120e3, 20e3, 300e3
ra, rb = cash / (burn - cut), (cash + extra) / burn
add("follow-up", [f"Cash {usdl(cash)}, net burn {usdl(burn)}/month. Runway?", f"which is better for runway: cutting {usdl(cut)} of monthly burn, or raising another {usdl(extra)}?"],
    max(ra, rb), why=f"cut -> {ra:.2f} months, raise -> {rb:.2f}; cutting wins")
arpa, ch, gm, nch = 80, 0.03, 0.75, 0.02
add("follow-up", [f"ARPA ${arpa}/mo, churn {pct(ch)} a month, gross margin {pct(gm)}. margin-based LTV?", f"and if churn drops to {pct(nch)}?"],
    arpa * gm / nch, why="80 x 0.75 / 0.02")
inv, pre, npre = 2e6, 8e6, 10e6
add("follow-up", [f"raising {usdl(inv)} at {usdl(pre)} pre, how much of the company do investors get?", f"what if the pre-money is {usdl(npre)} instead?"],
    inv / (npre + inv) * 100, why="2/12")
ads, sales, n, more = 20e3, 10e3, 50, 0.5
add("follow-up", [f"we spend {usdl(ads)} a month on ads and {usdl(sales)} on sales and get {n} customers a month. CAC?", f"and if we double ad spend but only get {pct(more)} more customers?"],
    (2 * ads + sales) / (n * (1 + more)), why="(40k+10k)/75")
cash, burn, n, cost = 1e6, 50e3, 2, 10e3
add("follow-up", [f"{usd(cash)} cash and {usdl(burn)} net burn per month — runway?", f"and if we hire {words(n)} engineers at {usdl(cost)} a month each?", "is that bad?"],
    cash / (burn + n * cost), why="3 turns; reuse 1M/70k")
s, lost = 400, 14
add("follow-up", [f"started the month with {s} customers and lost {lost}, what's our churn", "what does that mean annually (compounded)?"],
    (1 - (1 - lost / s) ** 12) * 100, why="1-(0.965)^12")
a0, b = 30e3, 52e3
add("follow-up", [f"MRR went from {usdl(40e3)} to {usdl(b)} in 3 months, monthly growth?", f"what about over the last 6 months then, it was {usdl(a0)} six months ago"],
    comp(a0, b, 6), why="(52/30)^(1/6)-1")
n, p0, p1, lose, lose2 = 300, 50, 60, 0.10, 0.20
add("follow-up", [f"{n} customers at ${p0}/mo. we raise to ${p1} and {pct(lose)} leave. new MRR?", f"and if {pct(lose2)} leave instead?"],
    n * (1 - lose2) * p1, why="240 x 60")
p, gm, opex, np_ = 150, 0.80, 60e3, 180
add("follow-up", [f"how many customers at {p}/mo with {pct(gm)} gross margin cover {usdl(opex)} opex per month?", f"what if we raise the price to {np_}?"],
    opex / (np_ * gm), why="60k/144")
nb, nn, nn2 = 600e3, 400e3, 750e3
add("follow-up", [f"last quarter: net burn {usdl(nb)}, net new ARR {usdl(nn)}. burn multiple?", f"and if net new ARR had been {usdl(nn2)}?"],
    nb / nn2, why="600/750")
cash, burn, extra = 500e3, 25e3, 200e3
add("follow-up", [f"we have {keur(cash)} on the account and burn {keur(burn)} per month. how long we survive?", f"and if we raise {keur(extra)} more?"],
    (cash + extra) / burn, why="700k/25k")
rev, host, sup = 42e3, 6e3, 4.5e3
add("follow-up", [f"revenue {usdl(rev)}, hosting {usdl(host)}, support {usdl(sup)} (COGS = hosting + support). gross margin?", "and if hosting cost halves?"],
    (rev - host / 2 - sup) / rev * 100, why="(42-3-4.5)/42")
cash, exp, rev = 800e3, 110e3, 60e3
add("follow-up", [f"bank {usdl(cash)}, spend {usdl(exp)} a month, revenue {usdl(rev)} a month. runway?", "should we be worried?"],
    cash / (exp - rev), why="reuse 800/50 = 16 months")

# =========================== missing figure ===========================
add("missing figure", "what's our runway? we burn 50k a month", mentions=[r"cash|bank|balance"], why="cash missing")
add("missing figure", "We have 800k in the bank. How long will it last?", mentions=[r"burn|spend|expenses|costs|outgoings"], why="burn missing")
add("missing figure", "what's our LTV? customers pay $80 a month", mentions=[r"churn|lifetime|retention"], why="churn missing")
add("missing figure", "CAC? we signed 40 new customers last month", mentions=[r"spend|spent|marketing|sales|acquisition"], why="S&M spend missing")
add("missing figure", "net burn is 200k a month, what's our burn multiple", mentions=[r"\barr\b|net new|revenue|growth"], why="net new ARR missing")
add("missing figure", "if we raise 2M how much will the new investors own?", mentions=[r"valuation|pre-?money|post-?money"], why="valuation missing")
add("missing figure", "when do we hit 100k MRR? we're at 60k now", mentions=[r"growth|grow|rate"], why="growth rate missing")
add("missing figure", "what is our gross margin, revenue is 120k a month", mentions=[r"cogs|cost of (goods|revenue|sales)|direct costs?|variable costs?|hosting"], why="COGS missing")
add("missing figure", "Payback period? our CAC is 1,500", mentions=[r"arpa|arpu|revenue per|price|monthly (revenue|payment|fee)|mrr|per (customer|account)|what (each customer|customers) pays?"], why="ARPA missing")

# =========================== out of scope ===========================
OOS = [r"can'?t|cannot|can not|not able|unable|outside|only|don'?t|do not|not something|instead|i can (help|compute|calculate|work)"]
for q in ["write my pitch email to a VC", "Which investor should I talk to first?", "can you translate our deck into german",
          "what's the weather in Berlin tomorrow", "Design a logo for our startup please", "should i fire my cofounder"]:
    add("out of scope", q, mentions=OOS, why="not founder math: decline in one sentence and say what it can compute")


# =========================== self-checks ===========================
def checks():
    fails = []
    areas = {}
    for it in ITEMS:
        areas[it["area"]] = areas.get(it["area"], 0) + 1
    need = ["runway", "default alive", "gross burn", "net burn", "burn multiple", "mrr/arr", "growth", "months to target", "churn",
            "retention", "nrr/grr", "cac", "payback", "ltv", "ltv:cac", "gross margin", "contribution margin", "rule of 40",
            "magic number", "dau/mau", "conversion", "cohort", "price change", "hiring cost", "dilution", "pre/post-money",
            "option pool", "safe/note", "break-even", "follow-up", "missing figure", "out of scope"]
    for a in need:
        if areas.get(a, 0) < 4:
            fails.append(f"area {a} has {areas.get(a, 0)} < 4")
    for a in areas:
        if a not in need:
            fails.append(f"unknown area {a}")
    ids = [i["id"] for i in ITEMS]
    if len(ids) != len(set(ids)):
        fails.append("duplicate ids")
    qs = [tuple(i["turns"]) for i in ITEMS]
    if len(qs) != len(set(qs)):
        fails.append("duplicate questions")
    for it in ITEMS:
        f = it.get("figure")
        if f is not None:
            if not math.isfinite(f) or f == 0:
                fails.append(f"{it['id']} bad figure {f}")
        elif "mentions" not in it:
            fails.append(f"{it['id']} has neither figure nor mentions")
        if it["area"] in ("missing figure", "out of scope") and f is not None:
            fails.append(f"{it['id']} should have no figure")
        if it["area"] == "follow-up" and not 2 <= len(it["turns"]) <= 3:
            fails.append(f"{it['id']} follow-up needs 2-3 turns")
        if not it["why"]:
            fails.append(f"{it['id']} no why")
        for t in it["turns"]:
            if "{" in t or "}" in t or "None" in t:
                fails.append(f"{it['id']} unrendered text: {t}")
    # independent cross-checks of a few formulas
    g1 = comp(40e3, 52e3, 3) / 100
    if abs(40e3 * (1 + g1) ** 3 - 52e3) > 1e-6:
        fails.append("compound growth inverse failed")
    if abs(50e3 * 1.08 ** months_to(50e3, 100e3, 0.08) - 100e3) > 1e-6:
        fails.append("months-to-target inverse failed")
    x = 9e6 * 0.1 / 0.9
    if abs(x / (9e6 + x) - 0.1) > 1e-12:
        fails.append("pool top-up failed")
    x = (0.1 * 10e6 - 500e3) / 0.9
    if abs((500e3 + x) / (10e6 + x) - 0.1) > 1e-12:
        fails.append("pool expansion failed")
    # default-alive items must not be borderline: recompute with +-10% cash; verdict must hold
    for (cash, exp, rev, gr) in [(500e3, 80e3, 40e3, 0.10), (200e3, 100e3, 20e3, 0.03), (300e3, 60e3, 45e3, 0.05),
                                 (150e3, 90e3, 30e3, 0.08), (1.2e6, 150e3, 50e3, 0.06)]:
        v = {default_alive(cash * k, exp, rev, gr)[0] for k in (0.9, 1.0, 1.1)}
        if len(v) != 1:
            fails.append(f"default alive borderline {cash}")
    # follow-up 'which is better' must have a clear winner (>2 %)
    if abs(ra - rb) / max(ra, rb) < 0.02:
        fails.append("which-is-better not separated")
    return areas, fails


def main():
    areas, fails = checks()
    for it in ITEMS:
        q = " | ".join(t.replace("\n", " / ") for t in it["turns"])
        f = it.get("figure")
        fs = f"{f:,.4g}" if f is not None else "-"
        print(f"{it['id']}  {it['area']:<20} {fs:>12}  {q[:110]}")
    print()
    print("items:", len(ITEMS))
    for a, n in areas.items():
        print(f"  {a:<20} {n}")
    if fails:
        print("SELF-CHECK FAILED:")
        for f in fails:
            print("  ", f)
        sys.exit(1)
    print("self-check: OK (all areas >= 4, ids/questions unique, figures finite, default-alive not borderline, inverses hold)")
    if "--write" in sys.argv:
        out = sys.argv[sys.argv.index("--write") + 1]
        doc = {
            "about": ("Outsider set 3, HELD-OUT: written 2026-11-27 (session 35) by an outsider who never read the advisor's code "
                      "or the other sets; to be scored once, never used to fix code. Generated by outsider3-make.py; every figure "
                      "computed from the question's inputs (textbook definitions in the generator's docstring)."),
            "items": ITEMS,
        }
        with open(f"{out}/outsider3-heldout.json", "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        print(f"wrote {out}/outsider3-heldout.json")


if __name__ == "__main__":
    main()
