#!/usr/bin/env python3
"""Generator for bench/advisor/outsider4-heldout.json (issue #30, session 36).

Written by an outsider who never read the advisor's code, its tests or the other sets.
Every expected figure is computed below from the same variables that are written into
the question text.  Run:
    python3 bench/advisor/outsider4-make.py                 # table + self-checks only
    python3 bench/advisor/outsider4-make.py --write bench/advisor
Definitions used (textbook):
  runway = cash / net burn (months); net burn = costs - revenue (cash out - cash in);
  gross burn = total monthly operating costs; burn multiple = net burn / net new ARR (same period);
  CMGR = (end/start)^(1/periods) - 1, periods = number of intervals between the two values;
  churn = lost / customers (or MRR) at start of period; compounded annual = 1-(1-m)^12;
  NRR = (start + expansion - contraction - churn)/start; GRR = (start - contraction - churn)/start;
  CAC = S&M spend / new customers; payback = CAC / (monthly ARPA x gross margin);
  LTV = ARPA x gross margin / monthly churn (or ARPA x lifetime when stated);
  gross margin = (revenue - COGS)/revenue; contribution margin = (price - variable cost)/price;
  Rule of 40 = revenue growth % + profit (EBITDA/FCF) margin %;
  magic number = (quarterly revenue change x 4) / prior-quarter S&M (= net new ARR / prior-Q S&M);
  post-money = pre + investment; post-money SAFE ownership = investment / cap.
"""
import json
import math
import os
import re
import sys

ITEMS = []
NOT = ["Focus:", "Key numbers"]
ASK_OOS = r"can'?t|cannot|can not|not able|unable|outside|beyond|don'?t|do not|only|instead|not something|no way|isn'?t something|I (can )?(compute|calculate|work out|help)"


def add(area, turns, figure=None, why="", mentions=None, max_words=None):
    if isinstance(turns, str):
        turns = [turns]
    item = {"id": f"o4-{len(ITEMS) + 1:03d}", "area": area, "turns": turns}
    if figure is not None:
        item["figure"] = round(float(figure), 4)
    if mentions:
        item["mentions"] = mentions
    item["notMentions"] = list(NOT)
    if max_words:
        item["maxWords"] = max_words
    item["why"] = why
    ITEMS.append(item)


def pct(x):
    return 100.0 * x


def cmgr(a, b, n):
    return (b / a) ** (1.0 / n) - 1


def months_to(cur, target, g):
    return math.log(target / cur) / math.log(1 + g)


# ---------------------------------------------------------------- runway
cash, costs, rev = 840_000, 95_000, 25_000
add("runway", f"how long can we keep the lights on? bank balance is ${cash // 1000}k, we spend about {costs // 1000}k a month and bring in {rev // 1000}k",
    cash / (costs - rev), f"runway = {cash}/({costs}-{rev})")
cash, costs, rev = 1_500_000, 130_000, 30_000
add("runway", f"runaway?? cash 1.5M€, opex {costs // 1000}k/mo, revenue {rev // 1000}k/mo",
    cash / (costs - rev), f"{cash}/({costs}-{rev})")
cash, net = 900_000, 60_000
add("runway", f"What is our cash-out date, in months from today? We have CHF 900'000 on hand and net outgoings of CHF 60'000 per month.",
    cash / net, f"{cash}/{net}")
cash, costs, rev = 2_100_000, 210_000, 35_000
add("runway", f"how many months of oxygen do we have left. 2.1 mn in the bank, monthly costs {costs // 1000}K, sales {rev // 1000}K monthly",
    cash / (costs - rev), f"{cash}/({costs}-{rev})")
cash, netq = 1_500_000, 300_000
add("runway", f"We're a 14-person team founded in 2019 with three offices. Cash on hand is one and a half million dollars and our net burn runs at ${netq // 1000}k per quarter. How many months of runway does that give us? Also we're planning an offsite in Berlin for 20 people.",
    cash / (netq / 3), f"{cash}/({netq}/3) — quarterly burn to monthly; team/year/offices are distractors")
c1, c2, c3 = 1_080_000, 990_000, 900_000
add("runway", f"cash at month end from our sheet:\n| month | cash |\n| Aug | {c1:,} |\n| Sep | {c2:,} |\n| Oct | {c3:,} |\nif we keep burning like this, runway from end of Oct?",
    c3 / ((c1 - c3) / 2), f"net burn = ({c1}-{c3})/2 per month; runway = {c3}/that")
cash, burn = 3e7, 2e6
add("runway", "₹3 crore in the bank, burn is ₹20 lakh a month and no revenue yet. runway in months?",
    cash / burn, "3 crore = 30,000,000; 20 lakh = 2,000,000; 3e7/2e6")
raised, spent, ago = 2_000_000, 600_000, 4
add("runway", f"we raised 2M {ago} months ago and have spent {spent // 1000}k since then, evenly. how long till the money runs out at the same pace",
    (raised - spent) / (spent / ago), f"remaining {raised - spent}; burn {spent}/{ago}; runway = remaining/burn")
rev, cash = 45_000, 810_000
add("runway", f"Our costs are twice our revenue. Revenue is ${rev // 1000}k a month and we have ${cash // 1000}k left. Runway?",
    cash / (2 * rev - rev), f"costs = 2x{rev}; net burn = {rev}; {cash}/{rev}")
rev, cash = 100_000, 1_200_000
add("runway", f"costs are 40 % above revenue. revenue {rev // 1000}k/mo, cash 1,2 Mio. €. how many months until we are out of cash?",
    cash / (1.4 * rev - rev), f"costs = 1.4x{rev}; net burn = {0.4 * rev}; {cash}/net")
cash, loss = 6_000_000, 400_000
add("runway", "SEK 6 million in the account, we lose SEK 400k each month. runway",
    cash / loss, f"{cash}/{loss}")
annual_net, cash = 1_200_000, 1_800_000
add("runway", "annual net burn rate of USD 1.2m, bank 1.8m. how long do we survive",
    cash / (annual_net / 12), f"{cash}/({annual_net}/12)")
r, e, cash = (20000, 22000, 24000), (100000, 104000, 108000), 1_008_000
add("runway", "month\tSep\tOct\tNov\nrevenue\t%d\t%d\t%d\nexpenses\t%d\t%d\t%d\ncash on hand end of Nov is %s. At November's net burn, how many months of runway?" % (r + e + (f"{cash:,}",)),
    cash / (e[2] - r[2]), f"Nov net burn {e[2]}-{r[2]}; {cash}/that")

# ---------------------------------------------------------------- default alive
rev, costs, cash = 50_000, 80_000, 600_000
add("default alive", f"revenue is flat at {rev // 1000}k/mo, costs {costs // 1000}k/mo, {cash // 1000}k in bank. default alive or dead, and how many months do we have?",
    cash / (costs - rev), "flat revenue below costs -> default dead; runway = cash/(costs-revenue)", [r"dead|not (default )?alive"])
rev, costs = 120_000, 110_000
add("default alive", f"we're already profitable: sales {rev // 1000}k/month, total costs {costs // 1000}k. are we default alive?",
    None, "revenue > costs: default alive (PG definition: reaches profitability on current cash)", [r"(?<!not )(?<!not default )alive"])


def default_alive(rev, g, costs, cash, horizon=120):
    for m in range(horizon):
        if rev >= costs:
            return True, m
        cash -= costs - rev
        if cash < 0:
            return False, m
        rev *= 1 + g
    return False, horizon


rev, g, costs, cash = 40_000, 0.10, 100_000, 600_000
alive, _ = default_alive(rev, g, costs, cash)
assert alive
add("default alive", f"default alive check pls: cash {cash // 1000}k, expenses {costs // 1000}k/month flat, revenue {rev // 1000}k growing 10% month over month",
    None, "simulate monthly: cumulative losses until revenue >= costs stay below cash -> alive", [r"(?<!not )(?<!not default )alive"])
rev, g, costs, cash = 20_000, 0.05, 120_000, 500_000
alive, _ = default_alive(rev, g, costs, cash)
assert not alive
add("default alive", f"Are we default alive or default dead? We have €{cash // 1000}k, we spend €{costs // 1000}k a month and our revenue of €{rev // 1000}k a month grows 5% monthly.",
    None, "losses ~100k/month exhaust cash in ~5 months before break-even -> dead", [r"dead|not (default )?alive"])
rev, costs, cash = 70_000, 95_000, 400_000
add("default alive", f"honest question, revenue stays at {rev // 1000}k per month (no growth), outgoings {costs // 1000}k, bank {cash // 1000}k. alive or dead by default, and months left?",
    cash / (costs - rev), "flat revenue -> dead; runway cash/(costs-revenue)", [r"dead|not (default )?alive"])

# ---------------------------------------------------------------- gross burn
parts = {"payroll": 62_000, "rent": 8_000, "tools": 5_000, "ads": 15_000}
add("gross burn", "what's our gross burn? payroll 62k, rent 8k, tools 5k, ads 15k monthly; revenue 40k.",
    sum(parts.values()), "gross burn = sum of monthly costs, revenue ignored")
n, each, other = 12, 6_000, 18_000
add("gross burn", f"team of {n}, each costs us {each // 1000}k/mo fully loaded, plus {other // 1000}k other opex monthly. gross burn per month?",
    n * each + other, f"{n}*{each}+{other}")
net, rev = 55_000, 35_000
add("gross burn", f"Net burn is €{net // 1000}k a month and revenue is €{rev // 1000}k. What is gross burn?",
    net + rev, "gross = net + revenue")
q = (210_000, 190_000, 200_000)
add("gross burn", f"Q3 costs: Jul {q[0] // 1000}k, Aug {q[1] // 1000}k, Sep {q[2] // 1000}k. average monthly gross burn?",
    sum(q) / 3, "mean of the three months' costs")
spent, turnover = 2_400_000, 600_000
add("gross burn", "We spent 2.4 M over the last year in total, evenly; turnover was 600k. monthly gross burn?",
    spent / 12, f"{spent}/12 (turnover is a distractor)")

# ---------------------------------------------------------------- net burn
a, b = 3_200_000, 2_480_000
add("net burn", f"cash went from 3.2M on March 1 to 2.48M on Sept 1, no fundraising in between. monthly net burn?",
    (a - b) / 6, f"({a}-{b})/6 months (Mar 1 -> Sep 1)")
opex, mrr = 140_000, 65_000
add("net burn", f"opex {opex // 1000}k p.m., MRR {mrr // 1000}k, what is net burn", opex - mrr, f"{opex}-{mrr}")
rev = 150_000
add("net burn", f"costs are 40% above revenue, revenue £{rev // 1000}k/month. net burn?", 0.4 * rev, f"1.4*{rev}-{rev}")
gross_y, rev_m = 1_800_000, 50_000
add("net burn", "gross burn 1.8m per year, revenue 50k a month, net burn monthly?", gross_y / 12 - rev_m, f"{gross_y}/12-{rev_m}")
rv, cs = (30, 35, 40), (120, 125, 130)
add("net burn", "| | Jan | Feb | Mar |\n| revenue | %dk | %dk | %dk |\n| costs | %dk | %dk | %dk |\naverage monthly net burn over the quarter?" % (rv + cs),
    1000 * (sum(cs) - sum(rv)) / 3, "mean of costs-revenue over 3 months")
a, b = 900_000, 630_000
add("net burn", "bank balance dropped from 900'000 CHF to 630'000 CHF over the last two quarters. net burn per month?",
    (a - b) / 6, f"({a}-{b})/6")

# ---------------------------------------------------------------- burn multiple
nb, a0, a1 = 900_000, 2_000_000, 2_600_000
add("burn multiple", "burn multiple? net burn last quarter 900k, ARR went from 2.0M to 2.6M in that quarter", nb / (a1 - a0), "net burn / net new ARR")
nb, nn = 3_000_000, 1_200_000
add("burn multiple", "we burned $3M net this year and added $1.2M of net new ARR. burn multiple?", nb / nn, f"{nb}/{nn}")
nb, nnm = 150_000, 10_000
add("burn multiple", f"monthly net burn {nb // 1000}k, net new MRR {nnm // 1000}k per month. what's the burn multiple", nb / (nnm * 12), "net new ARR = 12 x net new MRR")
nb, a0, a1 = 1_400_000, 3_000_000, 3_700_000
add("burn multiple", "our net burn over the last two quarters was €1.4M and ARR grew from €3.0M to €3.7M. how efficient is that, as a burn multiple?", nb / (a1 - a0), "1.4M/0.7M")
nbm, nn = 400_000, 960_000
add("burn multiple", "net burn 400K/mo for all of Q2, net new ARR in Q2 was 960K. burn multiple", 3 * nbm / nn, "3*400k / 960k")

# ---------------------------------------------------------------- mrr/arr
n, p = 320, 250
add("mrr/arr", f"{n} clients paying {p} €/month, what is our ARR", n * p * 12, "n*p*12")
arr = 2_400_000
add("mrr/arr", "ARR is USD 2.4m, what's MRR", arr / 12, "ARR/12")
na, acv, ns, sp = 45, 24_000, 300, 50
add("mrr/arr", f"we have {na} logos on annual contracts averaging ${acv // 1000}k per year and {ns} monthly seats at ${sp}. MRR?", na * acv / 12 + ns * sp, "annual/12 + monthly")
qs = 450_000
add("mrr/arr", "sales this quarter were 450k, all recurring subscription, spread evenly. annualised run rate?", qs * 4, "quarter x 4")
mrr = 1_200_000
add("mrr/arr", "MRR is SEK 1.2M. ARR?", mrr * 12, "x12")
mrr = 85_000
add("mrr/arr", f"investors talk about 8x ARR multiples these days. our MRR is {mrr // 1000}K - so what is our ARR?", mrr * 12, "x12; 8x is a distractor")
u, up, t, tp = 1400, 19, 60, 299
add("mrr/arr", f"We have {u:,} users on the $19/mo plan and {t} teams on $299/mo. ARR?", (u * up + t * tp) * 12, "(1400*19+60*299)*12")

# ---------------------------------------------------------------- growth
a, b = 40_000, 58_000
add("growth", "MRR went from 40k in January to 58k in April. monthly compound growth?", pct(cmgr(a, b, 3)), "CMGR over 3 intervals Jan->Apr")
a, b = 25_000, 50_000
add("growth", "from March to September our MRR doubled from 25k to 50k. what's that per month, compounded", pct(cmgr(a, b, 6)), "6 intervals")
v = (18_000, 20_500, 23_000, 26_500, 30_000)
add("growth", "MRR\tJun\tJul\tAug\tSep\tOct\n\t%d\t%d\t%d\t%d\t%d\ncompound monthly growth rate Jun to Oct?" % v, pct(cmgr(v[0], v[-1], 4)), "CMGR first->last, 4 intervals")
a, b = 1_200_000, 1_800_000
add("growth", "quarterly revenue grew from 1.2 mn to 1.8 mn over the last two quarters, what is the compound quarter-on-quarter growth?", pct(cmgr(a, b, 2)), "2 quarterly intervals")
a, b = 3_200_000, 4_800_000
add("growth", "YoY growth: turnover 2025 was €3.2M, 2026 €4.8M", pct(b / a - 1), "simple YoY")
add("growth", "we 3x'd ARR in the last 12 months, what is that as monthly compound growth", pct(3 ** (1 / 12) - 1), "3^(1/12)-1")
a, b = 12_000, 20_000
add("growth", "users went from 12,000 to 20,000 in 5 months, average monthly growth compounded?", pct(cmgr(a, b, 5)), "5 intervals")
add("growth", "arr grew 2.5x over 2 years, what's the annual growth rate (CAGR)?", pct(2.5 ** 0.5 - 1), "sqrt(2.5)-1")
a, b = 8_000, 11_000
add("growth", "We were founded in 2021 with 3 founders; now 22 people in 2 offices. Weekly revenue went from $8k to $11k over 4 weeks. Whats the week-over-week growth?", pct(cmgr(a, b, 4)), "4 weekly intervals; other numbers distract")
a, b = 80_000, 160_000
add("growth", "MRR Dec 2025: 80k. MRR Nov 2026: 160k. CMGR?", pct(cmgr(a, b, 11)), "Dec->Nov = 11 intervals")
a, b = 300_000, 345_000
add("growth", "grwoth rate from Q1 sales 300k to Q2 sales 345k?", pct(b / a - 1), "one interval")

# ---------------------------------------------------------------- months to target
add("months to target", "MRR 50k growing 8% a month. how many months to 100k MRR?", months_to(50e3, 100e3, 0.08), "ln(2)/ln(1.08)")
add("months to target", "how long until we hit 1M ARR? now at 600k ARR, growing 5% monthly", months_to(600e3, 1e6, 0.05), "ln(1e6/6e5)/ln(1.05)")
mrr_now, arr_target, n = 120_000, 2_000_000, 7
add("months to target", "we need 2M ARR by end of June 2027. our November 2026 MRR is 120k. what monthly growth do we need from here?",
    pct((arr_target / 12 / mrr_now) ** (1 / n) - 1), "target MRR 2M/12; Nov->Jun = 7 monthly intervals; CMGR")
add("months to target", "at 10% mom, when do we 3x our revenue? (months)", months_to(1, 3, 0.10), "ln3/ln1.1")
add("months to target", "users 40k, +12% per month - how many months to reach 100k users", months_to(40e3, 100e3, 0.12), "ln2.5/ln1.12")
add("months to target", "We make 30 k€ MRR and grow 15 % per month. Months to reach 60 k€ MRR?", months_to(30e3, 60e3, 0.15), "ln2/ln1.15")
add("months to target", "ARR 1.5M, growing 100% a year. how many years until 12M ARR?", math.log(12 / 1.5) / math.log(2), "log2(8)")

# ---------------------------------------------------------------- churn
s, l = 400, 14
add("churn", f"we started the month with {s} customers and lost {l}, monthly logo chrun?", pct(l / s), "lost/start")
lost, start = 6_000, 150_000
add("churn", "MRR churned: 6k out of 150k starting MRR. revenue churn %", pct(lost / start), "lost MRR/start MRR")
add("churn", "what's annual churn if monthly churn is 3%, compounded?", pct(1 - 0.97 ** 12), "1-0.97^12")
add("churn", "we lose 25% of customers per year. monthly churn equivalent, compounded?", pct(1 - 0.75 ** (1 / 12)), "1-0.75^(1/12)")
s, l = 800, 72
add("churn", f"Q3 started with {s} accounts, {l} cancelled during the quarter. quarterly logo churn?", pct(l / s), "lost/start")
add("churn", "Avg customer lifetime is 40 months. implied monthly churn rate?", pct(1 / 40), "churn = 1/lifetime")
s, new, left = 1250, 180, 50
add("churn", f"Start of Oct: {s:,} paying accounts. During Oct we added {new} new and {left} left. what is October churn rate, on starting customers?", pct(left / s), "left/start (new ignored)")
start, canc, down = 200_000, 3_000, 1_000
add("churn", "gross revenue churn in basis points: starting MRR $200k, lost $3k to cancellations and $1k to downgrades this month", 10_000 * (canc + down) / start, "(3k+1k)/200k = 2% = 200 bps")
s, kept = 500, 440
add("churn", f"chrun from jan to apr: {s} customers at start of jan, {kept} of those same customers still there at start of april. average monthly churn, compounded?", pct(1 - (kept / s) ** (1 / 3)), "1-(440/500)^(1/3), 3 monthly intervals")

# ---------------------------------------------------------------- retention
add("retention", "monthly logo churn 4%. what % of a cohort is still with us after 12 months", pct(0.96 ** 12), "0.96^12")
s, e, n = 600, 650, 110
add("retention", f"customer retention rate for Q2: {s} customers at start, {e} at end, {n} new ones won during Q2", pct((e - n) / s), "(end-new)/start")
add("retention", "we keep 97 % of customers each month. yearly retention?", pct(0.97 ** 12), "0.97^12")
s, ch, new = 1000, 120, 300
add("retention", f"logo retention: {s:,} accounts on Jan 1; {ch} churned over the year; {new} new signed. annual logo retention?", pct((s - ch) / s), "(start-churned)/start")
add("retention", "what monthly retention gives 80% annual retention?", pct(0.8 ** (1 / 12)), "0.8^(1/12)")

# ---------------------------------------------------------------- nrr/grr
s, ex, co, ch = 2_000_000, 400_000, 100_000, 150_000
add("nrr/grr", "NRR? starting ARR 2M, expansion 400k, contraction 100k, churn 150k", pct((s + ex - co - ch) / s), "(s+ex-co-ch)/s")
s, ex, co, ch = 100_000, 12_000, 3_000, 5_000
add("nrr/grr", "GRR please: start MRR 100k, expansion 12k, downgrades 3k, churned 5k", pct((s - co - ch) / s), "(s-co-ch)/s, expansion excluded")
a, b = 500_000, 560_000
add("nrr/grr", "net dollar retention: a year ago this set of customers paid 500k ARR, the same customers now pay 560k", pct(b / a), "b/a")
s, ch, co, ex = 4_000_000, 300_000, 100_000, 600_000
add("nrr/grr", "gross revenue retention for 2026: beginning ARR €4.0M, lost €300k to churn, €100k to downgrades, upsell €600k", pct((s - ch - co) / s), "(s-ch-co)/s")
s, ex, co, ch = 80_000, 9_600, 2_400, 4_000
add("nrr/grr", "| start MRR | expansion | contraction | churned |\n| %s | %s | %s | %s |\nwhat's our net revenue retention?" % tuple(f"{x:,}" for x in (s, ex, co, ch)), pct((s + ex - co - ch) / s), "(s+ex-co-ch)/s")
add("nrr/grr", "monthly NRR is 101%. what is that annualised, compounding?", pct(1.01 ** 12), "1.01^12")

# ---------------------------------------------------------------- cac
sm, n = 120_000, 80
add("cac", f"blended CAC: total sales & marketing €{sm // 1000}k last month, {n} new customers (50 from paid ads, 30 organic)", sm / n, "blended = all S&M / all new customers")
ads, paid, org, sal = 45_000, 90, 60, 30_000
add("cac", f"paid CAC (ad spend divided by customers that came from ads): ad spend {ads // 1000}k, {paid} customers from ads, {org} organic, plus {sal // 1000}k sales salaries", ads / paid, "paid CAC = ad spend / paid customers")
sm, n = 360_000, 24
add("cac", "we spent $360k on S&M in Q3 and signed 24 new logos; CAC?", sm / n, "S&M/new")
mk, sl, n = 600_000, 900_000, 300
add("cac", "CAC last year: marketing 600k, sales team 900k, new clients 300", (mk + sl) / n, "(mk+sales)/new")
wk, su, conv = 8_000, 40, 0.25
add("cac", "cost per paying customer acquired: ads £8,000 a week, 40 signups a week, 25% of signups pay", wk / (su * conv), "8000/(40*0.25)")
ad, sdr, tools, n = 20_000, 5_000, 2_000, 32
add("cac", "fully loaded CAC: ad spend 20k, 2 SDRs at 5k/month each, tooling 2k, 32 new customers this month", (ad + 2 * sdr + tools) / n, "(20k+10k+2k)/32")

# ---------------------------------------------------------------- payback
add("payback", "CAC paybak? CAC 1,800, ARPA 150/mo, gross margin 80%", 1800 / (150 * 0.8), "CAC/(ARPA*GM)")
add("payback", "payback on revenue (no margin): CAC $600, $50 MRR per customer", 600 / 50, "CAC/ARPA")
add("payback", "CAC 12k, ACV 24k, GM 75% - payback months?", 12_000 / (24_000 / 12 * 0.75), "CAC/(ACV/12*GM)")
add("payback", "last quarter: spent 300k on S&M, added 50k of new MRR, GM 80%. payback in months on gross margin", 300_000 / (50_000 * 0.8), "S&M/(new MRR*GM)")
add("payback", "CAC ₹30,000, customers pay ₹2,500/month, gross margin 60 %. payback?", 30_000 / (2_500 * 0.6), "CAC/(ARPA*GM)")
add("payback", "how long to earn back what we spend to win a customer: cost to acquire 1.080 €, they pay 60 € per month, gross margin 90%", 1080 / (60 * 0.9), "1080/(60*0.9)")

# ---------------------------------------------------------------- ltv
add("ltv", "ARPA 200/mo, GM 80%, monthly churn 2%. LTV on a gross-margin basis?", 200 * 0.8 / 0.02, "ARPA*GM/churn")
add("ltv", "revenue LTV: $99/mo plan, customers stay 30 months on average", 99 * 30, "ARPA*lifetime")
add("ltv", "LTV: ARPU 50€, chrun 5 % monthly, no margin adjustment", 50 / 0.05, "ARPU/churn")
add("ltv", "annual contracts of 12k, annual churn 20%, GM 70% - LTV (gross margin)?", 12_000 * 0.7 / 0.2, "ACV*GM/annual churn")
add("ltv", "lifetime value? arpa 1.5K monthly, gross margin 75%, we lose 3 of every 100 customers per month", 1500 * 0.75 / 0.03, "ARPA*GM/churn")
p1, n1, p2, n2 = 20, 300, 80, 100
arpa = (p1 * n1 + p2 * n2) / (n1 + n2)
add("ltv", "plan\tprice/mo\tcustomers\nbasic\t%d\t%d\npro\t%d\t%d\nmonthly churn 2.5%%, gross margin 80%%. gross-margin LTV per customer?" % (p1, n1, p2, n2), arpa * 0.8 / 0.025, "blended ARPA=(20*300+80*100)/400; *GM/churn")

# ---------------------------------------------------------------- ltv:cac
add("ltv:cac", "LTV 9k, CAC 2.5k, ratio?", 9000 / 2500, "LTV/CAC")
add("ltv:cac", "ARPA 100/mo, GM 80%, monthly churn 2.5%, CAC 800; LTV:CAC", (100 * 0.8 / 0.025) / 800, "LTV=ARPA*GM/churn; /CAC")
add("ltv:cac", "people say 3x is good. our CAC is 1200 and LTV 3000 - what's our ltv to cac", 3000 / 1200, "3000/1200; 3x is a distractor")
add("ltv:cac", "LTV:CAC with ARPA 300€/month, churn 4%/month, gross margin 70 %, CAC 1,750 €", (300 * 0.7 / 0.04) / 1750, "LTV=300*0.7/0.04")
add("ltv:cac", "blended CAC from S&M spend 200k for 100 customers; LTV = 60/month x 40 months. LTV:CAC?", (60 * 40) / (200_000 / 100), "2400/2000")

# ---------------------------------------------------------------- gross margin
add("gross margin", "revenue 250k, cogs 70k - gross margin %", pct((250 - 70) / 250), "(rev-cogs)/rev")
rev, host, sup, fee = 150_000, 18_000, 12_000, 0.03
add("gross margin", "hosting 18k, support staff 12k, payment fees 3% of revenue; revenue 150k/mo. gross margin if all of those are COGS?", pct((rev - host - sup - fee * rev) / rev), "(150k-18k-12k-4.5k)/150k")
add("gross margin", "we sell at €40 and each unit costs €26 to make. gross margin in %?", pct((40 - 26) / 40), "(40-26)/40")
add("gross margin", "cost of revenue is one quarter of turnover. gross margin?", pct(1 - 0.25), "1-0.25")
add("gross margin", "| | Q1 | Q2 |\n| revenue | 400k | 500k |\n| COGS | 120k | 135k |\ngross margin in Q2?", pct((500 - 135) / 500), "(500-135)/500")

# ---------------------------------------------------------------- contribution margin
add("contribution margin", "each order sells for 60 $, variable costs are COGS 24, shipping 8, payment 2. contribution margin per order in $?", 60 - 24 - 8 - 2, "price - variable costs")
add("contribution margin", "contribution margin %: revenue 500k, variable costs 300k, fixed 150k", pct((500 - 300) / 500), "(rev-var)/rev, fixed excluded")
pr, h, s, f = 49, 6, 4, 0.03
add("contribution margin", "subscription 49 €/mo; variable costs per user: hosting 6, support 4, payment fee 3% of price. contribution margin %?", pct((pr - h - s - f * pr) / pr), "(49-6-4-1.47)/49")
add("contribution margin", "revenue 1M, COGS 350k, variable marketing 250k. contribution after COGS and variable marketing, as % of revenue?", pct((1000 - 350 - 250) / 1000), "(1M-350k-250k)/1M")
add("contribution margin", "unit price £120, variable cost per unit £78; how much does each unit contribute towards fixed costs?", 120 - 78, "price-variable")

# ---------------------------------------------------------------- rule of 40
add("rule of 40", "growth 25% YoY, EBITDA margin 10%, rule of 40 score?", 25 + 10, "growth%+margin%")
add("rule of 40", "ARR growth 60%, FCF margin -15%. rule of 40?", 60 - 15, "60-15")
add("rule of 40", "revenue 10M -> 13M yoy, EBITDA margin -5%. where are we on the rule of 40", pct(13 / 10 - 1) - 5, "30-5")
add("rule of 40", "rule of 40: we grew revenue 2x this year and our free cash flow margin was -30%", pct(2 - 1) - 30, "100-30")

# ---------------------------------------------------------------- magic number
add("magic number", "Q2 revenue 1.0M, Q3 1.2M, S&M spend in Q2 was 800k. magic number?", (1.2e6 - 1.0e6) * 4 / 800e3, "(dQ rev*4)/prior Q S&M")
add("magic number", "net new ARR this quarter 450k, last quarter's S&M 600k. sales efficiency (magic number)?", 450e3 / 600e3, "net new ARR/prior Q S&M")
add("magic number", "quarterly revenue 2.0M -> 2.3M, prior-quarter sales & marketing €1.5M. magic number", (2.3e6 - 2.0e6) * 4 / 1.5e6, "0.3M*4/1.5M")
add("magic number", "ARR grew from 5M to 5.6M in Q4, S&M in Q3 was 400k. magic number?", (5.6e6 - 5e6) / 400e3, "net new ARR/prior Q S&M")

# ---------------------------------------------------------------- dau/mau
add("dau/mau", "DAU 12k, MAU 48k, stickiness?", pct(12 / 48), "DAU/MAU")
add("dau/mau", "avg daily actives 3,300 in Oct; monthly actives 15,000. DAU/MAU", pct(3300 / 15000), "3300/15000")
add("dau/mau", "we have 200k registered users, 90k MAU and 27k DAU, what's DAU/MAU", pct(27 / 90), "27/90; registered is a distractor")
add("dau/mau", "weekly actives 40k, daily 10k, monthly 60k. dau/mau ratio?", pct(10 / 60), "10/60; WAU distractor")

# ---------------------------------------------------------------- conversion
add("conversion", "trial to paid: 1,200 trials started, 84 converted", pct(84 / 1200), "84/1200")
add("conversion", "visitors 50,000 -> signups 2,000 -> activated 800 -> paid 120. visitor-to-paid conversion?", pct(120 / 50_000), "120/50000")
add("conversion", "activation rate: 640 of 1,600 signups did the key action within 7 days", pct(640 / 1600), "640/1600")
add("conversion", "if 4,5 % of trials convert and we need 90 new paying customers a month, how many trials per month do we need?", 90 / 0.045, "90/0.045")
add("conversion", "signup to paid conversion: 3 500 signups in Q3, 105 paid", pct(105 / 3500), "105/3500")

# ---------------------------------------------------------------- cohort
add("cohort", "Jan cohort 250 customers; 175 still active in month 6. retention of the cohort?", pct(175 / 250), "175/250")
add("cohort", "cohort of 400 users, 5% monthly churn, how many are left after 6 months", 400 * 0.95 ** 6, "400*0.95^6")
m0, m3 = 10_000, 9_800
add("cohort", "cohort\tM0\tM1\tM2\tM3\nMar\t10000\t9500\t9300\t9800\nM3 net revenue retention of the March cohort?", pct(m3 / m0), "M3/M0")
s0, c = 20_000, 0.04
add("cohort", "a cohort bills $20k MRR in its first month and then loses 4% of its MRR every month. cumulative revenue over its first 12 months?", s0 * (1 - (1 - c) ** 12) / c, "sum_{t=0..11} 20k*0.96^t")
add("cohort", "from 1,000 signups in March, 300 activated, and 40% of activated are still active after 3 months. how many active users is that?", 300 * 0.4, "300*0.4")

# ---------------------------------------------------------------- price change
add("price change", "we raise price from 40 to 50 €/mo on 1,000 customers and expect 8% to churn. new MRR?", 1000 * (1 - 0.08) * 50, "920*50")
add("price change", "MRR effect: 600 customers at $99, we go to $119 and lose 5% of them. how much does MRR change?", 600 * 0.95 * 119 - 600 * 99, "570*119-600*99")
add("price change", "if we cut price from 25 to 20 and customers go from 800 to 1,100, by how much does MRR change?", 1100 * 20 - 800 * 25, "22000-20000")
add("price change", "price +15% on 2,000 seats at 30/mo. how many seats can we lose before MRR falls below today?", 2000 * (1 - 1 / 1.15), "2000*(1-1/1.15)")
add("price change", "annual plan goes 1,200 -> 1,440 for 300 accounts, 10% churn expected from it. new ARR?", 300 * 0.9 * 1440, "270*1440")

# ---------------------------------------------------------------- hiring cost
add("hiring cost", "fully loaded cost per year of an engineer with a 90k salary and 25% on-costs", 90_000 * 1.25, "90k*1.25")
add("hiring cost", "we hire 3 people at 6k/month gross, employer costs add 20%. total monthly cost?", 3 * 6000 * 1.2, "3*6000*1.2")
cash, nb, sal, k = 1_200_000, 80_000, 120_000, 1.25
add("hiring cost", "cash 1.2M, net burn 80k/mo. we hire two engineers at 120k/yr each; loaded cost = salary x 1.25. new runway?", cash / (nb + 2 * sal * k / 12), "1.2M/(80k+25k)")
add("hiring cost", "€70k base, 21% employer social charges, plus €5k of equipment once. first-year fully loaded cost?", 70_000 * 1.21 + 5000, "84.7k+5k")
cash, nb, vp = 2_000_000, 100_000, 150_000
add("hiring cost", "how many months of runway does a VP costing 150k/yr fully loaded cost us? cash 2M, net burn 100k/mo", cash / nb - cash / (nb + vp / 12), "20 - 2M/112.5k")

# ---------------------------------------------------------------- dilution
add("dilution", "raise 2M at 8M pre. dilution?", pct(2 / (8 + 2)), "inv/post")
add("dilution", "10M shares outstanding, we issue 2M new shares. dilution for existing holders?", pct(2 / 12), "new/(old+new)")
add("dilution", "founder owns 40%, we do a round with 25% dilution, then a 20% round. founder's stake after both?", 40 * 0.75 * 0.8, "40*0.75*0.8")
add("dilution", "investor puts in €1.5M at €6M post-money. how much of the company do we give away?", pct(1.5 / 6), "inv/post")
add("dilution", "I own 30% now; the Series A sells 18% of the company (new shares). my stake after?", 30 * (1 - 0.18), "30*0.82")

# ---------------------------------------------------------------- pre/post-money
add("pre/post-money", "pre-money 12M, raising 3M -> post-money?", 12e6 + 3e6, "pre+inv")
add("pre/post-money", "investor gets 20% for 2M. pre-money?", 2e6 / 0.2 - 2e6, "post=inv/%, pre=post-inv")
add("pre/post-money", "we sold 15% for $2.25M, implied post-money?", 2.25e6 / 0.15, "inv/%")
add("pre/post-money", "price per share $1.50, 8M shares before the round, raising 3M. pre-money valuation?", 1.5 * 8e6, "price*pre shares")
add("pre/post-money", "post-money 25 mn, round size 5 mn, so pre is?", 25e6 - 5e6, "post-inv")

# ---------------------------------------------------------------- option pool
pre, inv, pool = 8e6, 2e6, 0.10
add("option pool", "pre-money 8M, raise 2M, investors want a 10% post-money option pool carved out of the pre. effective pre-money?", pre - pool * (pre + inv), "post 10M; pool 1M from pre; 8M-1M")
fs, pp = 9e6, 0.10
add("option pool", "founders hold 9M shares and nobody else; we need a pool of 10% of fully diluted before any investment. how many pool shares?", fs * pp / (1 - pp), "x/(9M+x)=0.1")
add("option pool", "option pool 15% post-money, new investor 20%, founders hold the rest (no other holders). founders' combined % after the round?", 100 - 15 - 20, "100-15-20")
sh = 10e6
add("option pool", "we have 10M shares; we want a new pool that is 10% of fully diluted after creation. how many new shares?", sh * 0.1 / 0.9, "x/(10M+x)=0.1")
add("option pool", "two equal founders own everything; after the round investor has 25% and the pool 10%, post-money. each founder's %?", (100 - 25 - 10) / 2, "(100-25-10)/2")

# ---------------------------------------------------------------- safe/note
add("safe/note", "post-money SAFE of $500k at a $5M cap. what ownership does that convert to?", pct(0.5 / 5), "inv/cap")
inv, cap, disc, price, fd = 1e6, 10e6, 0.20, 2.00, 10e6
conv = min(cap / fd, price * (1 - disc))
add("safe/note", "SAFE $1M, cap 10M, 20% discount. Series A price per share is $2.00 and there are 10M fully diluted shares before the round. how many shares does the SAFE get?", inv / conv, "cap price 1.00 < discount price 1.60; 1M/1.00")
p, r, t, d, rp = 400_000, 0.08, 1.5, 0.20, 2.50
add("safe/note", "convertible note $400k, 8% simple annual interest, converts after 18 months at a 20% discount to a $2.50 round price. shares?", p * (1 + r * t) / (rp * (1 - d)), "448k/2.00")
add("safe/note", "SAFE with discount only (25%), round price €4 per share, €300k invested. conversion shares?", 300_000 / (4 * 0.75), "300k/3")
add("safe/note", "two post-money SAFEs: 250k at a 5M cap and 500k at an 8M cap. combined ownership before the priced round?", pct(0.25 / 5 + 0.5 / 8), "5%+6.25%")

# ---------------------------------------------------------------- break-even
add("break-even", "fixed costs 60k/mo, contribution per customer 150/mo. customers needed to break even?", 60_000 / 150, "fixed/contribution")
add("break-even", "revenue 80k/mo, costs 120k flat, revenue growth 5%/month. months until break-even?", months_to(80e3, 120e3, 0.05), "ln1.5/ln1.05")
add("break-even", "sell at 25 €, variable cost 10 €, fixed costs €45,000 per month. units per month to break even", 45_000 / (25 - 10), "fixed/(p-v)")
add("break-even", "gross margin 75%, fixed opex 300k/month. revenue needed to break even", 300_000 / 0.75, "fixed/GM")
n, p_, gm, fixed = 200, 100, 0.70, 35_000
add("break-even", f"we're at {n} customers paying £{p_}/mo with 70% GM, fixed costs £{fixed // 1000}k/mo. how many more customers to break even?", fixed / (p_ * gm) - n, "35000/70 - 200")

# ---------------------------------------------------------------- follow-up
cash, b1, b2 = 1_200_000, 80_000, 60_000
add("follow-up", [f"runway? {cash / 1e6:.1f}M in the bank, net burn {b1 // 1000}k a month", f"and if we cut burn to {b2 // 1000}k?"], cash / b2, "second turn: cash/new burn")
cash, nb = 2_400_000, 100_000
add("follow-up", ["we have 2.4M and a net burn of 100k per month. how long does it last?", "what if we hire two engineers at 150k a year each, fully loaded?"], cash / (nb + 2 * 150_000 / 12), "2.4M/(100k+25k)")
cash, nb = 1_080_000, 60_000
add("follow-up", ["cash 1.08M, monthly net burn 60k. runway?", "is that bad?"], cash / nb, "reuse runway 18")
cash, b1, b2 = 1_200_000, 80_000, 60_000
add("follow-up", ["how long is our runway with 1.2M cash and 80k net burn", "and with burn at 60k?", "how many extra months is that compared to the first answer?"], cash / b2 - cash / b1, "20-15")
add("follow-up", ["Our MRR went from 40k to 52k in 3 months, what's monthly growth?", "and if it had been 60k instead of 52k?"], pct(cmgr(40e3, 60e3, 3)), "1.5^(1/3)-1")
add("follow-up", ["LTV is 4,800 and CAC 1,200. LTV:CAC?", "and if CAC goes up to 1,600?"], 4800 / 1600, "4800/1600")
add("follow-up", ["we spent 90k on marketing this month and got 120 new customers. CAC?", "what about if we only got 60 customers?"], 90_000 / 60, "90k/60")
m0, g = 50_000, 0.06
add("follow-up", ["MRR 50k, growing 6% monthly. what will MRR be in 6 months?", "and in 12?", "what's the difference between those two numbers?"], m0 * (1 + g) ** 12 - m0 * (1 + g) ** 6, "50k*1.06^12 - 50k*1.06^6")
add("follow-up", ["raise 2M at 8M pre, how much dilution?", "and if the pre-money is 10M?"], pct(2 / 12), "2/12")
add("follow-up", ["monthly churn 3%, what's that per year compounded?", "should we be worried?"], pct(1 - 0.97 ** 12), "reuse 30.6%")
add("follow-up", ["net burn 1.2M this year, net new ARR 600k. burn multiple?", "and if net new ARR doubles?"], 1.2e6 / 1.2e6, "1.2M/1.2M")
cash, nb, extra = 900_000, 75_000, 600_000
add("follow-up", ["cash 900k, net burn 75k/mo. runway?", "what if we raise 600k more?", "so how many months does the raise add versus the first runway?"], (cash + extra) / nb - cash / nb, "20-12")
add("follow-up", ["revenue 250k, COGS 70k, gross margin?", "and if hosting costs drop by 20k (part of COGS)?", "by how many percentage points does that improve on the first margin?"], pct((250 - 50) / 250) - pct((250 - 70) / 250), "80-72")
add("follow-up", ["CAC 1,800, ARPA 150/mo, GM 80% - payback months?", "and with a 90% gross margin?"], 1800 / (150 * 0.9), "1800/135")
cash, nb = 1_500_000, 86_000
add("follow-up", ["€1.5M in the bank and €86k net burn a month. runway?", "what if we hire two engineers at €7k/month each fully loaded?"], cash / (nb + 2 * 7000), "1.5M/100k")

# ---------------------------------------------------------------- missing figure
CASHQ = r"cash|bank|balance|how much (money|do you have)"
BURNQ = r"burn|spend|expens|cost|outgoing"
add("missing figure", "our burn is 70k a month. runway?", None, "cash missing", [CASHQ])
add("missing figure", "we have 2M in the bank, how long will it last?", None, "burn missing", [BURNQ])
add("missing figure", "what's our LTV: ARPA 120/mo, gross margin 80%", None, "churn/lifetime missing", [r"churn|lifetime|retention|how long"])
add("missing figure", "CAC? we got 45 new customers last month", None, "spend missing", [r"spen[dt]|marketing|sales|cost|budget"])
add("missing figure", "how many months to reach 1M ARR? we're at 400k ARR", None, "growth rate missing", [r"grow|rate"])
add("missing figure", "payback period: CAC is 1,500, gross margin 80%", None, "ARPA missing", [r"ARPA|ARPU|revenue per|price|pay|MRR|per (customer|account)"])
add("missing figure", "what would our post-money be if we raise 3M?", None, "pre-money or stake missing", [r"pre[- ]?money|valuation|stake|equity|percent|%|ownership"])
add("missing figure", "monthly growth rate? MRR is 85k now", None, "earlier MRR missing", [r"previous|earlier|start|ago|before|past|last|prior|begin"])
add("missing figure", "burn multiple: net new ARR this year 1.1M", None, "net burn missing", [r"burn"])
add("missing figure", "LTV:CAC? LTV is about 4,800", None, "CAC missing", [r"CAC|acquisition|acquire"])

# ---------------------------------------------------------------- out of scope
for q_ in ["write my pitch email to an investor",
           "what valuation will we get in our seed round?",
           "which VC should I talk to first",
           "what will the S&P 500 do next month",
           "can you draft an employment contract for our first hire in Germany",
           "how much should I pay myself as CEO?",
           "translate our landing page into French",
           "what's the best CRM for a 10-person sales team?",
           "what interest rate will the bank give us on a 500k loan?"]:
    add("out of scope", q_, None, "not computable founder math", [ASK_OOS])


# ---------------------------------------------------------------- extra shapes (units, words, dates, typos)
cash, gross, rev = 4_500_000, 300_000, 75_000
add("runway", "we have USD 4.5MM in the bank, gross burn 300K/mo, revenue 75K/mo. in how many months do we run dry?", cash / (gross - rev), "4.5M/(300k-75k)")
cash, spend, earn = 750_000, 95_000, 20_000
add("runway", "pls tell me how many month we survive, we have on account 750 k€ and each month we are spending 95 k€ and earning 20 k€", cash / (spend - earn), "750k/(95k-20k)")
cash, rev = 2_000_000, 100_000
add("runway", "So the board asked me this morning, and I had no answer, which was embarrassing given we've been at it since 2018 and have 31 staff across 4 cities: with a quarter of a million in monthly outgoings, revenue of 100k a month and two million on the balance sheet in cash, how long is our runway? Anyway the board meeting went fine otherwise.", cash / (250_000 - rev), "2M/(250k-100k); a quarter of a million = 250k")
a, b = 1.2e9, 1.5e9
add("growth", "GMV went from 1.2bn to 1.5bn over the last year, what's the growth in %", pct(b / a - 1), "simple growth 25%")
cur, tgt, n = 90_000, 150_000, 7
add("months to target", "we are at €90k MRR this month (November). investors want to see €150k MRR in June 2027. what monthly growth rate do we need?", pct((tgt / cur) ** (1 / n) - 1), "Nov->Jun = 7 intervals; CMGR")
ads, paid, org = 50_000, 100, 150
add("cac", "blended vs paid CAC - I want the blended one (ad spend over ALL new customers): ads 50k brought 100 customers, another 150 came organically", ads / (paid + org), "blended = 50k/250")
rev, nn = 200_000, 96_000
add("burn multiple", "net burn is 60% of revenue, revenue is 200k/mo, and this month we added 96k of net new ARR. burn multiple for the month?", 0.6 * rev / nn, "net burn 120k / 96k")
add("ltv", "LTV if ARPA 80 $/mo, GM 85%, churn 150 bps per month?", 80 * 0.85 / 0.015, "ARPA*GM/churn; 150 bps = 1.5%")
s0, s1 = 900, 846
add("churn", f"over the last two quarters, of the {s0} customers we had, {s1} are still there. what's that as monthly churn (compounded)?", pct(1 - (s1 / s0) ** (1 / 6)), "1-(846/900)^(1/6)")
post, inv = 1.2e9, 150e6
add("pre/post-money", "post-money of 1.2 bn, the round is 150 mn. pre-money?", post - inv, "post-inv")
host, rev = 20_000, 200_000
add("gross margin", "our COGS run at 2.5x our hosting bill of 20k. revenue 200k. gross margin?", pct((rev - 2.5 * host) / rev), "COGS=50k; (200-50)/200")
cash, nb, hire = 2_000_000, 125_000, 9_000
add("follow-up", ["cash 2M, net burn 125k. how long can we keep the lights on?", "what if we hire two engineers at 9k per month each, loaded?", "so how many months of runway do those two hires cost us, between the two answers?"],
    cash / nb - cash / (nb + 2 * hire), "16 - 2M/143k")
add("follow-up", ["whats our ARR if MRR is 140k", "and if MRR grows 20% from there?"], 140_000 * 1.2 * 12, "168k*12")
add("nrr/grr", "NRR pls. cohort ARR last Nov: USD 1.5m. same accounts today: upsell +300k, downsell -60k, lost logos -90k", pct((1.5e6 + 300e3 - 60e3 - 90e3) / 1.5e6), "(1.5M+300k-60k-90k)/1.5M")
add("missing figure", "we need to hit 100k MRR by next June, what growth do we need?", None, "current MRR missing", [r"current|today|now|where you are|at the moment|starting|present"])
add("out of scope", "is a 12x ARR valuation fair for us in this market?", None, "market judgement, not computable", [ASK_OOS])


# ---------------------------------------------------------------- checks, table, write
def self_check():
    problems = []
    from collections import Counter
    cnt = Counter(i["area"] for i in ITEMS)
    areas = ["runway", "default alive", "gross burn", "net burn", "burn multiple", "mrr/arr", "growth", "months to target",
             "churn", "retention", "nrr/grr", "cac", "payback", "ltv", "ltv:cac", "gross margin", "contribution margin",
             "rule of 40", "magic number", "dau/mau", "conversion", "cohort", "price change", "hiring cost", "dilution",
             "pre/post-money", "option pool", "safe/note", "break-even", "follow-up", "missing figure", "out of scope"]
    for a in areas:
        if cnt[a] < 4:
            problems.append(f"area {a} has {cnt[a]} < 4")
    for a in cnt:
        if a not in areas:
            problems.append(f"unknown area {a}")
    for a in ("missing figure", "out of scope"):
        if cnt[a] < 8:
            problems.append(f"{a} < 8")
    ids = [i["id"] for i in ITEMS]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    qs = [tuple(i["turns"]) for i in ITEMS]
    if len(set(qs)) != len(qs):
        problems.append("duplicate questions")
    for i in ITEMS:
        f = i.get("figure")
        if f is not None and (not math.isfinite(f) or f == 0):
            problems.append(f"{i['id']} bad figure {f}")
        if i["area"] in ("missing figure", "out of scope") and f is not None:
            problems.append(f"{i['id']} should have no figure")
        if f is None and not i.get("mentions"):
            problems.append(f"{i['id']} has neither figure nor mentions")
        if i["area"] == "follow-up" and not 2 <= len(i["turns"]) <= 3:
            problems.append(f"{i['id']} follow-up needs 2-3 turns")
        for m in i.get("mentions", []):
            re.compile(m.replace("(?<!", "(?<!"), re.I)
    return cnt, problems


if __name__ == "__main__":
    cnt, problems = self_check()
    for i in ITEMS:
        f = i.get("figure")
        print(f"{i['id']}  {i['area']:<20} {'' if f is None else f'{f:>14,.4f}'}  {i['turns'][-1][:70]!r}")
    print()
    for a, n in sorted(cnt.items()):
        print(f"{a:<22}{n}")
    print(f"total {len(ITEMS)} items; figures {sum('figure' in i for i in ITEMS)}")
    print("self-check:", "OK" if not problems else "FAIL\n  " + "\n  ".join(problems))
    if "--write" in sys.argv:
        out = sys.argv[sys.argv.index("--write") + 1]
        doc = {"about": "Outsider set 4 for issue #30. HELD-OUT: written 2026-11-28 (session 36) by an outsider who never read the advisor's code or the other sets; to be scored once, never used to fix code. Generated by outsider4-make.py (figures computed from the inputs); definitions in that file's docstring.",
               "items": ITEMS}
        with open(os.path.join(out, "outsider4-heldout.json"), "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        print("wrote", os.path.join(out, "outsider4-heldout.json"))
    sys.exit(1 if problems else 0)
