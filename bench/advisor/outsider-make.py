#!/usr/bin/env python3
"""Outsider evaluation sets for the offline advisor (issue #30).

Written by a helper who never read the advisor's code, tests or docs; only the brief and issue #30.
Every expected figure below is computed here, not typed by hand.

  python3 outsider-make.py            # print the table and checks
  python3 outsider-make.py --write D  # write outsider-dev.json / outsider-heldout.json into directory D
"""
import json
import math
import re
import sys

AREAS = [
    "runway", "default alive", "gross burn", "net burn", "burn multiple", "mrr/arr", "growth",
    "months to target", "churn", "retention", "nrr/grr", "cac", "payback", "ltv", "ltv:cac",
    "gross margin", "contribution margin", "rule of 40", "magic number", "dau/mau", "conversion",
    "cohort", "price change", "hiring cost", "dilution", "pre/post-money", "option pool", "safe/note",
    "break-even", "follow-up", "missing figure", "out of scope",
]
TEMPLATE = ["Focus:", "Key numbers", "Next step"]
NO_TEMPLATE = ["Focus:", "Key numbers"]
SLUG = {a: re.sub(r"[^a-z0-9]+", "", a) for a in AREAS}


def n(x):
    """Readable number for the `why` line."""
    if abs(x) >= 1000:
        return f"{x:,.0f}" if abs(x - round(x)) < 1e-9 else f"{x:,.2f}"
    if abs(x - round(x)) < 1e-9:
        return f"{int(round(x))}"
    return f"{x:.4g}"


# ---------------------------------------------------------------- formulas: each returns (figure, why)
def runway(cash, burn):
    r = cash / burn
    return r, f"runway = cash / monthly net burn = {n(cash)} / {n(burn)} = {n(r)} months"


def runway_net(cash, exp, rev):
    burn = exp - rev
    r = cash / burn
    return r, (f"net burn = costs - revenue = {n(exp)} - {n(rev)} = {n(burn)}/month; "
               f"runway = {n(cash)} / {n(burn)} = {n(r)} months")


def gross_burn(total, months=1, note=""):
    g = total / months
    return g, f"gross burn = total spend / months = {n(total)} / {months} = {n(g)} per month{note}"


def net_burn(exp, rev, months=1):
    b = (exp - rev) / months
    return b, f"net burn = (costs - revenue) / months = ({n(exp)} - {n(rev)}) / {months} = {n(b)} per month"


def net_burn_cash(c0, c1, months):
    b = (c0 - c1) / months
    return b, f"net burn = cash decline / months = ({n(c0)} - {n(c1)}) / {months} = {n(b)} per month"


def burn_multiple(burn, new_arr):
    m = burn / new_arr
    return m, f"burn multiple = net burn / net new ARR (same period) = {n(burn)} / {n(new_arr)} = {n(m)}x"


def cagr(start, end, periods, unit="month"):
    g = ((end / start) ** (1 / periods) - 1) * 100
    return g, f"compound growth = (end/start)^(1/N) - 1 = ({n(end)}/{n(start)})^(1/{periods}) - 1 = {n(g)}% per {unit}"


def months_to(cur, target, g):
    m = math.log(target / cur) / math.log(1 + g)
    assert (math.ceil(m) - m) / m < 0.02, ("months-to-target not robust to rounding up", cur, target, g, m)
    return m, (f"months = ln(target/current) / ln(1+g) = ln({n(target)}/{n(cur)}) / ln({1+g:.4g}) = {n(m)} "
               f"(ceil {math.ceil(m)}; both within 2%)")


def pct(part, whole, what):
    p = part / whole * 100
    return p, f"{what} = {n(part)} / {n(whole)} = {n(p)}%"


def annual_from_monthly(m):
    a = (1 - (1 - m) ** 12) * 100
    return a, f"annual churn (compounded) = 1 - (1 - {m})^12 = {n(a)}% (not the simple x12)"


def monthly_from_annual(a):
    m = (1 - (1 - a) ** (1 / 12)) * 100
    return m, f"monthly churn (compounded) = 1 - (1 - {a})^(1/12) = {n(m)}%"


def survive(c, months, start=100.0, what="% of the cohort left"):
    s = start * (1 - c) ** months
    return s, f"{what} = {n(start)} x (1 - {c})^{months} = {n(s)}"


def nrr(start, exp, contr, churn):
    r = (start + exp - contr - churn) / start * 100
    return r, f"NRR = (start + expansion - contraction - churn) / start = ({n(start)} + {n(exp)} - {n(contr)} - {n(churn)}) / {n(start)} = {n(r)}%"


def grr(start, contr, churn):
    r = (start - contr - churn) / start * 100
    return r, f"GRR = (start - contraction - churn) / start, expansion excluded = ({n(start)} - {n(contr)} - {n(churn)}) / {n(start)} = {n(r)}%"


def cac(spend, new):
    c = spend / new
    return c, f"CAC = sales & marketing spend / new customers = {n(spend)} / {n(new)} = {n(c)}"


def payback(cac_, arpa, gm=1.0):
    p = cac_ / (arpa * gm)
    m = f" x {gm} gross margin" if gm != 1.0 else " (margin ignored, as asked)"
    return p, f"payback = CAC / (monthly ARPA{m}) = {n(cac_)} / {n(arpa * gm)} = {n(p)} months"


def ltv(arpa, churn, gm=1.0):
    v = arpa * gm / churn
    m = f" x {gm} gross margin" if gm != 1.0 else " (margin ignored, as asked)"
    return v, f"LTV = ARPA{m} / churn = {n(arpa)} x {gm} / {churn} = {n(v)}"


def ratio(a, b, what):
    r = a / b
    return r, f"{what} = {n(a)} / {n(b)} = {n(r)}"


def margin(rev, cost, what="gross margin"):
    m = (rev - cost) / rev * 100
    return m, f"{what} = (revenue - costs) / revenue = ({n(rev)} - {n(cost)}) / {n(rev)} = {n(m)}%"


def rule40(growth, prof):
    s = growth + prof
    return s, f"Rule of 40 = growth % + profit margin % = {n(growth)} + ({n(prof)}) = {n(s)}"


def magic(delta_q_rev, prev_sm, annualise=True):
    k = 4 if annualise else 1
    m = delta_q_rev * k / prev_sm
    if annualise:
        return m, f"magic number = (change in quarterly revenue x 4) / previous quarter S&M = {n(delta_q_rev)} x 4 / {n(prev_sm)} = {n(m)}"
    return m, f"magic number = net new ARR in the quarter / previous quarter S&M = {n(delta_q_rev)} / {n(prev_sm)} = {n(m)}"


def dilution(raise_, pre):
    d = raise_ / (pre + raise_) * 100
    return d, f"dilution = raise / post-money = {n(raise_)} / ({n(pre)} + {n(raise_)}) = {n(d)}%"


def after(own, raise_, pre):
    o = own * pre / (pre + raise_)
    return o, f"ownership after = {n(own)}% x pre / post = {n(own)} x {n(pre)} / {n(pre + raise_)} = {n(o)}%"


def default_alive(cash, rev, exp, g, months_max=240):
    """Month by month: cash -= costs - revenue; revenue grows g a month; costs flat.
    Alive if revenue reaches costs before cash runs out."""
    c, r = cash, rev
    for m in range(1, months_max):
        if r >= exp:
            return True, m - 1, c
        c -= exp - r
        if c < 0:
            return False, m, c
        r *= 1 + g
    return False, months_max, c


def alive_item(cash, rev, exp, g):
    ok, m, c = default_alive(cash, rev, exp, g)
    # robustness: the verdict must not flip if growth is 1 point off either way
    ok_lo = default_alive(cash, rev, exp, g - 0.01)[0]
    ok_hi = default_alive(cash, rev, exp, g + 0.01)[0]
    assert ok_lo == ok == ok_hi, ("borderline default-alive case", cash, rev, exp, g)
    if ok:
        why = (f"simulate flat costs {n(exp)}, revenue {n(rev)} growing {g*100:g}%/month: revenue covers costs "
               f"after {m} months with {n(c)} cash left -> default alive (verdict same at +/-1 pt growth)")
        return dict(mentions=["alive"], notMentions=[r"default[- ]dead", r"\bare (default )?dead"] + NO_TEMPLATE, why=why)
    why = (f"simulate flat costs {n(exp)}, revenue {n(rev)} growing {g*100:g}%/month: cash runs out in month {m} "
           f"before revenue covers costs -> default dead (verdict same at +/-1 pt growth)")
    return dict(mentions=["dead"], notMentions=[r"(you are|you're|are) default alive"] + NO_TEMPLATE, why=why)


# ---------------------------------------------------------------- item builders
DEV, HELD = [], []


def _add(lst, prefix, area, turns, fw=None, mentions=None, notMentions=None, maxWords=None, why=None, note=""):
    assert area in AREAS, area
    if isinstance(turns, str):
        turns = [turns]
    k = sum(1 for i in lst if i["area"] == area) + 1
    item = {"id": f"{prefix}-{SLUG[area]}-{k:02d}", "area": area, "turns": turns}
    if fw is not None:
        if isinstance(fw, dict):
            item.update({k2: v for k2, v in fw.items() if k2 != "why"})
            why = fw["why"]
        else:
            fig, w = fw
            item["figure"] = round(fig, 4)
            why = w + (f"; {note}" if note else "")
    if mentions:
        item["mentions"] = mentions
    if notMentions is not None:
        item["notMentions"] = notMentions
    elif "notMentions" not in item:
        item["notMentions"] = list(TEMPLATE if area in ("out of scope", "missing figure") else NO_TEMPLATE)
    if maxWords:
        item["maxWords"] = maxWords
    item["why"] = why
    lst.append(item)


def D(area, turns, fw=None, **kw):
    _add(DEV, "d", area, turns, fw, **kw)


def H(area, turns, fw=None, **kw):
    _add(HELD, "h", area, turns, fw, **kw)


OOS_NOTM = TEMPLATE + [r"[$€£]\s?\d"]  # no invented money figures when the question has none

# ====================================================================== DEV SET
# ---- runway
D("runway", "burn 80k cash 1.2m runway?", runway(1.2e6, 80e3))
D("runway", "We have $2.4M in the bank and we're burning about $150k a month. How many months of runway do we have?", runway(2.4e6, 150e3))
D("runway", "Our costs are 210k/month and we make 60k MRR. Bank balance is 1.8 million. How long until we run out of money?", runway_net(1.8e6, 210e3, 60e3))
D("runway", "Team of 14, we raised $3M in March 2024 and have $1,950k left. Net burn is 130k per month. Runway?", runway(1.95e6, 130e3), note="distractors: team 14, year 2024, the $3M raised")
D("runway", "we spend 450k a quarter and have 1.35M in the account, no revenue yet. how many months do we have left?", runway(1.35e6, 450e3 / 3), note="450k/quarter = 150k/month")
D("runway", "Cash: $900k. Monthly expenses $95k, monthly revenue $20k. Runway in months?", runway_net(900e3, 95e3, 20e3))
D("runway", "€3.5m in the bank, we burn €250k per month. how much runway is that", runway(3.5e6, 250e3))
D("runway", "How much runway do we have if we burn 1.2 million a year and have 800k in cash?", runway(800e3, 1.2e6 / 12), note="1.2M/year = 100k/month")
D("runway", "runway pls. cash 640k, burn 40 grand/mo", runway(640e3, 40e3))
D("runway", "Our revenue run-rate is $1.2M ARR and our expenses are $180k a month. We have $2.6M in cash. What's our runway?", runway_net(2.6e6, 180e3, 1.2e6 / 12), note="run-rate 1.2M ARR = 100k/month revenue")
D("runway", "So we closed our seed of 2 million last year, right now the account shows 1,100k and we are spending around 55k every month with basically zero revenue. how many months till zero?", runway(1.1e6, 55e3), note="2 million seed is a distractor")

D("runway", "whats our runaway if we burn 70k and got 1.4mil in bank", runway(1.4e6, 70e3), note="typos: runaway, 1.4mil")
D("runway", "how many month we can survive with 500k€ and spending 50k€ monthly?", runway(500e3, 50e3), note="non-native wording, euro sign after the amount")
D("churn", "churn calc pls: 1200 custmers at start of month, 30 gone by the end", pct(30, 1200, "logo churn = lost / starting customers"))
# ---- default alive
D("default alive", "We have $1M in cash, revenue is $50k/month growing 10% month over month, and expenses are flat at $120k/month. Are we default alive?", alive_item(1e6, 50e3, 120e3, 0.10))
D("default alive", "default alive or dead? cash 400k, expenses 150k/mo flat, revenue 30k/mo growing 5% a month", alive_item(400e3, 30e3, 150e3, 0.05))
D("default alive", "We make $80k a month, growing 8% monthly, spend $110k/month (staying flat), and have $600k in the bank. Default alive?", alive_item(600e3, 80e3, 110e3, 0.08))
D("default alive", "Are we default dead? 2.1M cash, costs 300k a month and not changing, revenue 90k MRR growing 3% m/m.", alive_item(2.1e6, 90e3, 300e3, 0.03))
D("default alive", "Using Paul Graham's default alive test: expenses stay at $200k a month, MRR is $140k and grows 6% a month, cash is $1.5M. Alive or dead?", alive_item(1.5e6, 140e3, 200e3, 0.06))

# ---- gross burn
D("gross burn", "We spend 450k a quarter. What's our monthly gross burn?", gross_burn(450e3, 3))
D("gross burn", "Payroll is $120k a month, rent $15k, software and tools $8k, and AWS $12k. What's our gross burn?", gross_burn(120e3 + 15e3 + 8e3 + 12e3, 1, " (120k+15k+8k+12k)"))
D("gross burn", "Our annual operating expenses are 2.4 million. Revenue is 50k a month. What's gross burn per month?", gross_burn(2.4e6, 12, "; revenue does not reduce gross burn"))
D("gross burn", "gross burn? salaries 85k, office 6k, marketing 20k, misc 4k per month, we're 9 people", gross_burn(85e3 + 6e3 + 20e3 + 4e3, 1, "; team size 9 is a distractor"))
D("gross burn", "Total costs last quarter were $540k and revenue was $150k. What was our monthly gross burn?", gross_burn(540e3, 3, "; revenue ignored for gross burn"))

# ---- net burn
D("net burn", "We spend 200k a month and bring in 70k revenue. What's our net burn?", net_burn(200e3, 70e3))
D("net burn", "Cash went from $2.3M on Jan 1 to $1.85M on April 1. What's our average monthly net burn?", net_burn_cash(2.3e6, 1.85e6, 3))
D("net burn", "costs are 1.5M a year, revenue 600k a year, net burn per month?", net_burn(1.5e6, 600e3, 12))
D("net burn", "Our gross burn is $240k/month and MRR is $95k. Net burn?", net_burn(240e3, 95e3))
D("net burn", "We had 1.2 million in the bank at the end of Q1 2024 and 900k at the end of Q2. Monthly net burn?", net_burn_cash(1.2e6, 900e3, 3), note="one quarter = 3 months; 2024 is a distractor")
D("net burn", "What's the net burn if expenses are £130k monthly and revenue is £45k monthly?", net_burn(130e3, 45e3))

# ---- burn multiple
D("burn multiple", "We burned $1.5M last year and added $1M in net new ARR. What's our burn multiple?", burn_multiple(1.5e6, 1e6))
D("burn multiple", "Net burn this quarter was 600k, net new ARR in the quarter 300k. burn multiple?", burn_multiple(600e3, 300e3))
D("burn multiple", "burn multiple: net burn 90k/month, ARR grew from 1.2M to 1.5M over the last 6 months", burn_multiple(90e3 * 6, 300e3))
D("burn multiple", "We burn about $200k a month and added $800k of new ARR this year. What's the burn multiple?", burn_multiple(200e3 * 12, 800e3))

# ---- mrr/arr
D("mrr/arr", "Our MRR is $85k. What's our ARR?", (85e3 * 12, "ARR = MRR x 12 = 85,000 x 12 = 1,020,000"))
D("mrr/arr", "We have 320 customers paying $250 a month on average. What's our MRR?", (320 * 250, "MRR = customers x ARPA = 320 x 250 = 80,000"))
D("mrr/arr", "ARR is 2.4 million, what's MRR?", (2.4e6 / 12, "MRR = ARR / 12 = 2,400,000 / 12 = 200,000"))
D("mrr/arr", "We make 45k a month in subscriptions from 150 customers plus 15k a month from one-off services. What's our ARR if we only count subscriptions?", (45e3 * 12, "ARR = subscription MRR x 12 = 45,000 x 12 = 540,000; services excluded as asked"))
D("mrr/arr", "we have 1,200 users on the $29/month plan and 80 teams on the $199/month plan. MRR?", (1200 * 29 + 80 * 199, "MRR = 1,200 x 29 + 80 x 199 = 34,800 + 15,920 = 50,720"))

# ---- growth
D("growth", "Our MRR went from 40k to 52k in 3 months, what's monthly growth?", cagr(40e3, 52e3, 3))
D("growth", "Revenue grew from $100k to $150k MRR over 6 months. Average monthly growth rate?", cagr(100e3, 150e3, 6))
D("growth", "We went from 1.2M ARR to 3M ARR in 12 months. What's that per month, compounded?", cagr(1.2e6, 3e6, 12))
D("growth", "MRR last month 62k, this month 68k. MoM growth?", cagr(62e3, 68e3, 1))
D("growth", "what's our year over year growth, ARR was 800k last year and 2M now", cagr(800e3, 2e6, 1, "year"))
D("growth", "We grew from 20k MRR in January to 45k in July. What's the monthly compound growth rate?", cagr(20e3, 45e3, 6), note="January to July = 6 months")
D("growth", "Quarterly revenue went from 300k to 480k over 4 quarters. What's our quarterly growth rate?", cagr(300e3, 480e3, 4, "quarter"))
D("growth", "Users went from 5,000 to 12,000 in 5 months, we're a team of 6. monthly growth?", cagr(5000, 12000, 5), note="team of 6 is a distractor")

# ---- months to target
D("months to target", "We're at $50k MRR growing 10% a month. How many months until we hit $80k MRR?", months_to(50e3, 80e3, 0.10))
D("months to target", "ARR is 1M, growing 5% monthly. When do we reach 1.7M ARR, in months?", months_to(1e6, 1.7e6, 0.05))
D("months to target", "We have 2,000 users growing 20% a month, how long until we have 12,000 users?", months_to(2000, 12000, 0.20))
D("months to target", "At 6% monthly growth, how many months to triple our MRR from 30k?", months_to(30e3, 90e3, 0.06))

# ---- churn
D("churn", "We started the month with 400 customers and lost 12. What's our monthly churn?", pct(12, 400, "logo churn = lost / starting customers"))
D("churn", "We had 850 customers on March 1, 34 cancelled during March, and we signed 60 new ones. Monthly logo churn?", pct(34, 850, "logo churn = cancelled / starting customers (new ones excluded)"))
D("churn", "Monthly churn is 2.5%. Compounded, what's our annual churn?", annual_from_monthly(0.025))
D("churn", "MRR at the start of the month was 120k and we lost 3.6k of it to cancellations. Revenue churn?", pct(3.6e3, 120e3, "revenue churn = churned MRR / starting MRR"))
D("churn", "We lost 45 customers over the quarter out of 1,500 at the start of the quarter. What's the quarterly churn rate?", pct(45, 1500, "quarterly churn = lost / starting customers"))
D("churn", "annual churn is 30%, what's the monthly churn (compounded)?", monthly_from_annual(0.30))
D("churn", "we have 2,000 customers and about 50 cancel every month. what's our churn", pct(50, 2000, "monthly churn = cancels / customers"))

# ---- retention
D("retention", "Monthly churn is 4%. What percent of a cohort is still with us after 12 months?", survive(0.04, 12))
D("retention", "We had 250 customers at the start of the year; 205 of those are still customers. What's our logo retention for the year?", pct(205, 250, "logo retention = retained / starting"))
D("retention", "Our monthly logo churn is 1.5%, so what's our monthly retention rate?", (98.5, "retention = 100% - churn = 100 - 1.5 = 98.5%"))
D("retention", "Revenue retention: we started the month with 80k MRR from existing customers, 4k churned, no expansion. What's retention?", pct(76e3, 80e3, "revenue retention = (80,000 - 4,000) / 80,000"))
D("retention", "What's our 12-month retention if we keep 93% of customers each month?", survive(0.07, 12))

# ---- nrr/grr
D("nrr/grr", "Starting ARR $2M, expansion $300k, contraction $50k, churn $150k over the year. What's our NRR?", nrr(2e6, 300e3, 50e3, 150e3))
D("nrr/grr", "Start-of-year ARR 5M, churned 400k, downgrades 100k, upsells 900k. What's gross revenue retention?", grr(5e6, 100e3, 400e3))
D("nrr/grr", "NRR? beginning MRR 100k, expansion 12k, churn 5k, contraction 2k", nrr(100e3, 12e3, 2e3, 5e3))
D("nrr/grr", "We started the year with €1.5M ARR from existing customers; today those same customers pay €1.8M. What's our net revenue retention?", pct(1.8e6, 1.5e6, "NRR = same customers' ARR now / at start"))
D("nrr/grr", "GRR please: starting MRR 250k, lost 10k to cancellations and 5k to downgrades, gained 20k expansion", grr(250e3, 5e3, 10e3))

# ---- cac
D("cac", "We spent $60k on sales and marketing last month and got 120 new customers. What's our CAC?", cac(60e3, 120))
D("cac", "Marketing spend 45k and sales salaries 75k last quarter, 80 new customers that quarter. CAC?", cac(120e3, 80))
D("cac", "We spent 1.2 million on S&M last year and acquired 400 new customers. What's CAC?", cac(1.2e6, 400))
D("cac", "CAC: ads 20k/mo, 2 SDRs at 6k/mo each, 64 new customers per month", cac(20e3 + 12e3, 64))
D("cac", "we spent 300k in Q3 on marketing and sales, signed 150 new logos, 20 churned. CAC?", cac(300e3, 150), note="20 churned is a distractor")
D("cac", "Paid CAC: we spent £18k on Google Ads and got 90 paying customers from it", cac(18e3, 90))

# ---- payback
D("payback", "CAC is $1,200, ARPA is $100/month, gross margin 80%. What's the CAC payback period?", payback(1200, 100, 0.8))
D("payback", "CAC payback in months: CAC 600, customers pay 50/month, ignore margin", payback(600, 50))
D("payback", "We pay $3,000 to acquire a customer who pays $250 a month at 75% gross margin. How long to pay back CAC?", payback(3000, 250, 0.75))
D("payback", "S&M spend 90k last month, 60 new customers, each pays $125/mo, gross margin 80%. payback?", payback(90e3 / 60, 125, 0.8), note="CAC = 90,000/60 = 1,500")
D("payback", "What's our payback period? CAC €4,800, ACV €12,000 (annual contract), gross margin 80%", payback(4800, 1000, 0.8), note="ACV 12,000/year = 1,000/month")

# ---- ltv
D("ltv", "ARPA $100/month, gross margin 80%, monthly churn 2%. What's LTV?", ltv(100, 0.02, 0.8))
D("ltv", "LTV if customers pay 50 a month and churn is 5% monthly, ignore margin", ltv(50, 0.05))
D("ltv", "average customer pays $300/mo, we lose 4% of customers a month, GM 70%. customer lifetime value?", ltv(300, 0.04, 0.7))
D("ltv", "Customers stay 30 months on average and pay $80 per month. What's LTV, ignoring margin?", (2400, "LTV = ARPA x lifetime = 80 x 30 = 2,400 (margin ignored)"))
D("ltv", "What's the lifetime value of a customer at $1,200 a year ARPA, 75% gross margin and 25% annual churn?", ltv(1200, 0.25, 0.75))
D("ltv", "LTV? ARPU 45/mo, churn 3%, margins 90%", ltv(45, 0.03, 0.9))

# ---- ltv:cac
D("ltv:cac", "LTV is $4,500 and CAC is $1,500. LTV:CAC?", ratio(4500, 1500, "LTV:CAC"))
D("ltv:cac", "ARPA $200/month, 80% gross margin, 2% monthly churn, CAC $2,000. What's our LTV to CAC ratio?", ratio(200 * 0.8 / 0.02, 2000, "LTV:CAC with LTV = 200 x 0.8 / 0.02"))
D("ltv:cac", "We spend 100k a month on S&M and get 50 customers. Each pays 150/mo, GM 80%, churn 3%/mo. LTV:CAC?", ratio(150 * 0.8 / 0.03, 100e3 / 50, "LTV:CAC with LTV = 150 x 0.8 / 0.03, CAC = 100,000/50"))
D("ltv:cac", "ltv:cac with ltv 2.6k and cac 800?", ratio(2600, 800, "LTV:CAC"))
D("ltv:cac", "Customer pays $99/month and stays 24 months on average, ignore margin; CAC is $600. LTV/CAC?", ratio(99 * 24, 600, "LTV:CAC with LTV = 99 x 24 (margin ignored)"))

# ---- gross margin
D("gross margin", "Revenue $500k, COGS $150k. Gross margin?", margin(500e3, 150e3))
D("gross margin", "We make 80k a month and hosting plus support costs 20k a month. gross margin?", margin(80e3, 20e3))
D("gross margin", "Our annual revenue is 3.2 million and cost of revenue is 1.12 million. What's our gross margin percentage?", margin(3.2e6, 1.12e6))
D("gross margin", "We sell each box for $40; it costs us $26 to make and ship. Gross margin?", margin(40, 26))

# ---- contribution margin
D("contribution margin", "Revenue 200k/month, variable costs (COGS, payment fees, support) 70k. Contribution margin %?", margin(200e3, 70e3, "contribution margin"))
D("contribution margin", "each order is $60, product cost $25, shipping $8, payment fees $2. contribution margin per order in dollars?", (25, "contribution per order = 60 - 25 - 8 - 2 = 25"))
D("contribution margin", "We sell at $120 per unit with $45 variable cost per unit. Contribution margin ratio?", margin(120, 45, "contribution margin"))
D("contribution margin", "Monthly revenue €90k, variable costs €36k, fixed costs €40k. What's the contribution margin as a percentage?", margin(90e3, 36e3, "contribution margin (fixed costs excluded)"))

# ---- rule of 40
D("rule of 40", "We're growing 35% year over year with a 10% EBITDA margin. What's our Rule of 40 score?", rule40(35, 10))
D("rule of 40", "Revenue growth 60% yoy, profit margin -25%. Rule of 40?", rule40(60, -25))
D("rule of 40", "ARR grew from 5M to 7M this year and our free cash flow margin is -15%. Rule of 40 score?", rule40(40, -15), note="growth = 7/5 - 1 = 40%")
D("rule of 40", "rule of 40: growth 22%, operating margin 12%", rule40(22, 12))

# ---- magic number
D("magic number", "Quarterly revenue went from $2.0M to $2.3M; S&M spend last quarter was $1.0M. What's our magic number?", magic(300e3, 1e6))
D("magic number", "magic number: net new ARR this quarter 900k, sales & marketing spend previous quarter 1.2M", magic(900e3, 1.2e6, annualise=False))
D("magic number", "Q1 revenue 1.5M, Q2 revenue 1.7M, Q1 sales and marketing 800k. SaaS magic number?", magic(200e3, 800e3))
D("magic number", "We added $500k of new ARR last quarter after spending $400k on S&M the quarter before. Magic number?", magic(500e3, 400e3, annualise=False))

# ---- dau/mau
D("dau/mau", "We have 12,000 DAU and 48,000 MAU. What's our DAU/MAU ratio?", pct(12e3, 48e3, "DAU/MAU"))
D("dau/mau", "stickiness? 3.5k daily actives, 10k monthly actives", pct(3.5e3, 10e3, "DAU/MAU"))
D("dau/mau", "Our app has 250,000 monthly active users and about 45,000 daily active users. How sticky is it (DAU/MAU)?", pct(45e3, 250e3, "DAU/MAU"))
D("dau/mau", "MAU 80k, DAU 20k, team of 12, launched in 2022. DAU/MAU?", pct(20e3, 80e3, "DAU/MAU (team 12 and 2022 are distractors)"))

# ---- conversion
D("conversion", "400 trials started last month and 48 converted to paid. Trial conversion rate?", pct(48, 400, "trial conversion"))
D("conversion", "We had 20,000 visitors, 1,000 signups, 150 paying customers. What's the visitor-to-paid conversion?", pct(150, 20000, "visitor-to-paid"))
D("conversion", "Of 2,500 signups, 900 activated (completed onboarding). Activation rate?", pct(900, 2500, "activation"))
D("conversion", "Signups 1,200, activated 540, converted to paid 108. What % of activated users convert to paid?", pct(108, 540, "activated-to-paid"))

# ---- cohort
D("cohort", "We acquired a cohort of 200 customers in January. With 5% monthly churn, how many will be left after 6 months?", survive(0.05, 6, 200, "customers left"))
D("cohort", "The March cohort had 500 users; 60% were active in month 1, and after that we lose 10% of the remaining each month. How many are active in month 4?", survive(0.10, 3, 300, "active in month 4 = 500 x 0.6"))
D("cohort", "cohort of 1,000 signups, each pays $30/month, monthly churn 4%. How much MRR from this cohort after 12 months?", (1000 * 0.96 ** 12 * 30, f"cohort MRR = 1,000 x 0.96^12 x 30 = {n(1000 * 0.96 ** 12 * 30)}"))
D("cohort", "Our 2024 Q1 cohort started with 80 customers at $500 MRR each. After 12 months 60 remain and they pay $600 each on average. What's the cohort's net revenue retention?", pct(60 * 600, 80 * 500, "cohort NRR = 60 x 600 / (80 x 500)"))

# ---- price change
D("price change", "We have 500 customers at $40/month. If we raise the price to $50 and lose 5% of customers, what's our new MRR?", (475 * 50, "new MRR = 500 x 0.95 x 50 = 23,750"))
D("price change", "1,000 customers paying $20/month. Price goes up 25% and we expect 10% of them to leave. By how much does MRR change?", (900 * 25 - 20000, "new MRR = 900 x 25 = 22,500; change = 22,500 - 20,000 = +2,500"))
D("price change", "If we cut our price from $99 to $79 a month, how many more customers do we need to keep the same MRR? We have 400 customers.", (400 * 99 / 79 - 400, f"customers needed = 400 x 99 / 79 = {n(400*99/79)}; extra = {n(400*99/79-400)} (102 whole customers, within 2%)"))
D("price change", "MRR 60k from 300 customers. We raise prices 15% for everyone. New MRR if nobody leaves?", (60e3 * 1.15, "new MRR = 60,000 x 1.15 = 69,000"))

# ---- hiring cost
D("hiring cost", "What's the fully loaded monthly cost of an engineer with a $150k salary if benefits and taxes add 25%?", (150e3 * 1.25 / 12, "loaded monthly = 150,000 x 1.25 / 12 = 15,625"))
D("hiring cost", "We want to hire 2 engineers at $120k a year each, plus 20% overhead. How much does that add to monthly burn?", (2 * 120e3 * 1.2 / 12, "added burn = 2 x 120,000 x 1.2 / 12 = 24,000"))
D("hiring cost", "We have 1.8M in the bank and burn 120k a month. If we hire three salespeople at 90k/year each, fully loaded (no extra overhead), what's our new runway?", runway(1.8e6, 120e3 + 3 * 90e3 / 12), note="new burn = 120k + 3 x 90k/12 = 142.5k")
D("hiring cost", "Annual salary £70k, employer taxes and benefits 30%. Fully loaded annual cost?", (70e3 * 1.3, "loaded annual = 70,000 x 1.3 = 91,000"))
D("hiring cost", "cash 2M, net burn 100k/mo. hiring a VP Sales at 200k base + 50k bonus, 20% load on everything. runway after the hire?", runway(2e6, 100e3 + 250e3 * 1.2 / 12), note="hire = 250k x 1.2 / 12 = 25k/month")

# ---- dilution
D("dilution", "We're raising $2M at an $8M pre-money valuation. How much dilution is that?", dilution(2e6, 8e6))
D("dilution", "Founders own 80% together. We raise 3M on 12M pre. What do the founders own after?", after(80, 3e6, 12e6))
D("dilution", "If we sell 15% of the company in the seed round, and I own 60% now, what do I own after?", (60 * 0.85, "after = 60% x (1 - 0.15) = 51%"))
D("dilution", "Raising €1.5M at €6M post. dilution?", (25, "dilution = raise / post = 1.5 / 6 = 25%"))
D("dilution", "We raise $5M at $20M pre-money, and a new option pool of 5% of the post-money cap table comes out of the pre-money (investors not diluted by it). Total dilution to existing shareholders?", (25, "investors 5/25 = 20% + new pool 5% of post = 25% total; existing keep 75%"))
D("dilution", "Angel round: 500k at 4.5M pre. How much does everyone get diluted?", dilution(500e3, 4.5e6))
D("dilution", "Two rounds: seed 20% dilution, then Series A 25% dilution. I own 50% today. What will I own after both?", (50 * 0.8 * 0.75, "after = 50 x 0.8 x 0.75 = 30%"))

# ---- pre/post-money
D("pre/post-money", "We raise $2M for 20% of the company. What's the post-money valuation?", (2e6 / 0.2, "post = raise / stake = 2,000,000 / 0.20 = 10,000,000"))
D("pre/post-money", "Investor offers 1.5M for 25%. What's the pre-money?", (1.5e6 / 0.25 - 1.5e6, "post = 1.5M / 0.25 = 6M; pre = 6M - 1.5M = 4,500,000"))
D("pre/post-money", "Pre-money is 12M and we're raising 4M. Post-money?", (16e6, "post = pre + raise = 12M + 4M = 16,000,000"))
D("pre/post-money", "post-money $25M, round size $5M, pre-money?", (20e6, "pre = post - raise = 25M - 5M = 20,000,000"))
D("pre/post-money", "We have 10M shares before the round and the Series A price is $1.50 per share. What's the pre-money valuation?", (15e6, "pre = shares x price = 10,000,000 x 1.50 = 15,000,000"))

# ---- option pool
D("option pool", "We have 9M shares outstanding. How many new shares do we need to create a 10% option pool (10% after creating it)?", (1e6, "x / (9M + x) = 0.10 -> x = 9M x 0.1 / 0.9 = 1,000,000"))
D("option pool", "Investors want a 15% post-money option pool created in the pre-money. We raise $2M at $8M pre. What do the founders (100% today) own after the round?", (65, "investors 2/10 = 20%, pool 15% of post, founders 100 - 20 - 15 = 65%"))
D("option pool", "Option pool is 1.2M shares out of 12M fully diluted. What percent is the pool?", pct(1.2e6, 12e6, "pool %"))
D("option pool", "We have 8.5M shares; how many options do we need to add to get a 15% pool?", (8.5e6 * 0.15 / 0.85, "x / (8.5M + x) = 0.15 -> x = 8.5M x 0.15 / 0.85 = 1,500,000"))

# ---- safe/note
D("safe/note", "We raised a $500k post-money SAFE with a $5M cap. What percent does the SAFE holder own when it converts (before the new round's money)?", (10, "post-money SAFE ownership = 500k / 5M cap = 10%"))
D("safe/note", "Two post-money SAFEs of $250k each, both at a $4M post-money cap. Total ownership of the SAFE holders?", (12.5, "ownership = (250k + 250k) / 4M = 12.5%"))
D("safe/note", "Series A price is $2.00 per share. Our SAFE has a 20% discount and no cap. Conversion price?", (1.6, "conversion price = 2.00 x (1 - 0.20) = 1.60"))
D("safe/note", "Convertible note $400k at 8% simple interest, converts after 18 months. How much principal plus interest converts?", (400e3 * (1 + 0.08 * 1.5), "amount = 400,000 x (1 + 0.08 x 1.5) = 448,000"))
D("safe/note", "SAFE $300k, cap $6M, discount 20%. Series A is priced at $2.00/share on a $10M pre-money. What price does the SAFE convert at (lower of cap price and discount price)?", (1.2, "cap price = 2.00 x 6M / 10M = 1.20; discount price = 1.60; lower = 1.20"))
D("safe/note", "How many shares does a $200k SAFE get if it converts at $0.80 a share?", (250e3, "shares = 200,000 / 0.80 = 250,000"))

# ---- break-even
D("break-even", "Fixed costs are $150k a month and our gross margin is 75%. What monthly revenue do we need to break even?", (150e3 / 0.75, "break-even revenue = fixed costs / gross margin = 150,000 / 0.75 = 200,000"))
D("break-even", "Each customer pays $500/month at 80% gross margin. Our fixed costs are $200k/month. How many customers to break even?", (200e3 / 400, "customers = fixed / (ARPA x GM) = 200,000 / 400 = 500"))
D("break-even", "We sell at €30 per unit, variable cost €12 per unit, fixed costs €54k per month. Break-even units per month?", (54e3 / 18, "units = fixed / (price - variable) = 54,000 / 18 = 3,000"))
D("break-even", "We're at $75k MRR, costs are $120k/month and stay flat, and we grow 10% a month. How many months until break-even?", months_to(75e3, 120e3, 0.10))

# ---- follow-up (only the last answer is checked)
D("follow-up", ["Our MRR went from 40k to 52k in 3 months, what's monthly growth?", "And what would MRR be in 6 more months at that rate?"], (52e3 * 1.3 ** 2, "(1+g)^3 = 1.3, so 6 more months = 52,000 x 1.3^2 = 87,880"))
D("follow-up", ["We have $1.2M in cash and burn $100k a month. What's our runway?", "And if we cut burn to $60k?"], runway(1.2e6, 60e3))
D("follow-up", ["Cash is 2.4M, net burn 150k/month. Runway?", "what if we hire two engineers at $150k a year each, fully loaded?"], runway(2.4e6, 150e3 + 2 * 150e3 / 12), note="new burn = 150k + 25k")
D("follow-up", ["We have 900k in the bank and burn 90k a month, how long do we last?", "Should we be worried?"], runway(900e3, 90e3), note="the answer must use the 10 months just computed")
D("follow-up", ["burn 200k, cash 3M, runway?", "what if revenue goes up by 50k a month?"], runway(3e6, 150e3), note="net burn drops to 150k")
D("follow-up", ["We have 400 customers paying $50/month and churn is 2.5% a month. What's LTV, ignoring margin?", "And if we get churn down to 2%?"], ltv(50, 0.02))
D("follow-up", ["CAC is 1,500 and LTV is 4,500. LTV:CAC?", "what if CAC goes up to 2,000?"], ratio(4500, 2000, "LTV:CAC"))
D("follow-up", ["We're raising 2M at 8M pre. How much dilution?", "And at a 10M pre?"], dilution(2e6, 10e6))
D("follow-up", ["We have 1.5M cash and burn 125k a month. Runway?", "What if we raise a 1M bridge?"], runway(2.5e6, 125e3), note="cash becomes 2.5M")
D("follow-up", ["Our cash is €1.2M and we burn €80k/month.", "How many months of runway?", "and if we also hire a designer at €60k a year all-in?"], runway(1.2e6, 85e3), note="burn 80k + 60k/12 = 85k")
D("follow-up", ["Revenue is 300k a month and COGS is 90k. Gross margin?", "and if COGS drops to 60k?"], margin(300e3, 60e3))

# ---- missing figure
D("missing figure", "What's our runway? We have $1.2M in the bank.", mentions=["burn"], why="runway needs monthly burn; only cash given")
D("missing figure", "We burn 80k a month. How long is our runway?", mentions=["cash|bank|balance"], why="runway needs cash; only burn given")
D("missing figure", "Our ARPA is $120 a month with 80% gross margin. What's LTV?", mentions=["churn"], why="LTV needs churn (or lifetime)")
D("missing figure", "We spent $90k on sales and marketing last quarter. What's our CAC?", mentions=["customer"], why="CAC needs the number of new customers")
D("missing figure", "We're raising $3M. How much dilution will we take?", mentions=["valuation|pre-money|post-money"], why="dilution needs a valuation")
D("missing figure", "Customers pay $100 a month at 80% gross margin. What's our CAC payback?", mentions=["CAC|acquisition cost"], why="payback needs CAC")

# ---- out of scope
D("out of scope", "Which logo colour converts best?", notMentions=OOS_NOTM, why="no computation possible: say so, list what it can do, no template, no invented figures")
D("out of scope", "Is now a good time to raise?", notMentions=OOS_NOTM, why="market timing opinion without numbers: out of scope")
D("out of scope", "Which investor should I talk to first?", notMentions=OOS_NOTM, why="investor choice is not a computation")
D("out of scope", "Should we incorporate in Delaware or in the UK?", notMentions=OOS_NOTM, why="legal advice: out of scope")
D("out of scope", "Can you write a tagline for our landing page?", notMentions=OOS_NOTM, why="copywriting: out of scope for the numeric advisor")
D("out of scope", "What's the best CRM for a 5-person sales team?", notMentions=OOS_NOTM, why="tool recommendation: out of scope; 5 is not a figure to compute with")

ABOUT_DEV = ("Outsider development set for the offline advisor (issue #30), written 2026-11-27 by a helper session that "
             "never read the advisor's code, tests, docs or the other bench sets; expected figures computed by "
             "outsider-make.py. DEV: may be used to fix code.")
ABOUT_HELD = ("Outsider held-out set for the offline advisor (issue #30), written 2026-11-27 by a helper session that "
              "never read the advisor's code, tests, docs or the other bench sets; deliberately different wording, "
              "currencies and order from the dev set; expected figures computed by outsider-make.py. HELD-OUT: "
              "scored once, never used to fix code.")

# HELD-OUT SET below
# ====================================================================== HELD-OUT SET (second outsider style: €/£/CHF, "clients",
# "turnover", "opex", "outgoings", question first or numbers first, arrows, non-native phrasing)
# ---- runway
H("runway", "How long can we keep going? Money in the account: £750k. Monthly outgoings around £62.5k, no income yet.", runway(750e3, 62.5e3))
H("runway", "opex 1.8M per year, turnover 600k per year, 1.5M cash. months left?", runway_net(1.5e6, 150e3, 50e3), note="annual opex/turnover divided by 12")
H("runway", "We are 8 people, founded 2021, we have 2.2 Mio € on the bank and burn 110k € monthly. Runway please", runway(2.2e6, 110e3), note="distractors 8 people, 2021")
H("runway", "Runway question. Bank: $4.2M. Burn: roughly $350k/mo gross, and we collect about $70k/mo from customers.", runway_net(4.2e6, 350e3, 70e3))
H("runway", "If we keep spending 600k per quarter with 2.4M left, when do we hit zero (in months)?", runway(2.4e6, 200e3), note="600k/quarter = 200k/month")
H("runway", "CHF 900'000 in cash, net burn CHF 45'000 a month — runway?", runway(900e3, 45e3), note="Swiss apostrophe thousands")
H("runway", "my cofounder says we have 18 months but I doubt it. cash 1.05M, spend 85k/mo, revenue 15k/mo", runway_net(1.05e6, 85e3, 15e3), note="18 is a distractor")
H("runway", "We raised £2.5m eighteen months ago; there's £1.2m left and monthly net burn is £96k. How many months of runway remain?", runway(1.2e6, 96e3), note="2.5m raised is a distractor")
H("runway", "Runway? $5.4M in treasury, burning $300k net per month", runway(5.4e6, 300e3))
H("runway", "expenses 95k monthly, income 35k monthly, 1,200k in bank -> runway?", runway_net(1.2e6, 95e3, 35e3))
H("runway", "Can you tell me how much time we have? We got 3 million dollars from our Series A last month, all still in the bank, and the monthly burn after the hires will be 250 thousand.", runway(3e6, 250e3))
H("runway", "How many months of cash do we have left: bank balance 480k, we lose ~40k every month", runway(480e3, 40e3))
H("runway", "we has 600k euro and spend each month 75k, how much month is runway", runway(600e3, 75e3), note="non-native grammar")

# ---- default alive
H("default alive", "Default alive check: 700k in the bank, MRR 60k growing 12% per month, costs fixed at 100k per month.", alive_item(700e3, 60e3, 100e3, 0.12))
H("default alive", "Are we going to make it to profitability before the money is gone? MRR €25k, +4% per month; costs €90k/mo flat; cash €500k. Default alive or not?", alive_item(500e3, 25e3, 90e3, 0.04))
H("default alive", "pg's default alive: costs 250k/mo constant, revenue 150k/mo, revenue growth 7% monthly, cash 2M", alive_item(2e6, 150e3, 250e3, 0.07))
H("default alive", "We have £300k, spend £80k/month flat, revenue £20k/month and growing 2% a month. Default dead?", alive_item(300e3, 20e3, 80e3, 0.02))
H("default alive", "expenses flat 60k, revenue 45k growing 15%/mo, cash 200k - alive or dead?", alive_item(200e3, 45e3, 60e3, 0.15))

# ---- gross burn
H("gross burn", "Our costs: team €95k, office €12k, cloud €9k, legal/accounting €4k, all monthly. Gross burn?", gross_burn(120e3, 1, " (95k+12k+9k+4k)"))
H("gross burn", "We spent $1.26M in total over the last 6 months. Monthly gross burn?", gross_burn(1.26e6, 6))
H("gross burn", "What's gross burn when annual opex is £1.8m and we also make £30k a month in revenue?", gross_burn(1.8e6, 12, "; revenue does not reduce gross burn"))
H("gross burn", "gross burn per month for a quarter where we spent 390k in total?", gross_burn(390e3, 3))
H("gross burn", "12 employees at avg 7.5k/month each plus 20k of other costs per month. gross monthly burn?", gross_burn(12 * 7.5e3 + 20e3, 1, " (12 x 7.5k + 20k)"))

# ---- net burn
H("net burn", "Bank balance went 3.1M -> 2.5M between 1 July and 1 January. Net burn per month?", net_burn_cash(3.1e6, 2.5e6, 6))
H("net burn", "Net burn? revenue 140k a month, costs 260k a month", net_burn(260e3, 140e3))
H("net burn", "We lost 240k of cash over the last quarter. What's the monthly net burn?", net_burn_cash(240e3, 0, 3))
H("net burn", "expenses are €2.4M/yr and revenue is €1.2M/yr. monthly net burn pls", net_burn(2.4e6, 1.2e6, 12))
H("net burn", "Gross burn 175k, MRR 55k; net burn?", net_burn(175e3, 55e3))
H("net burn", "In 2025 we started with $4M and ended the year with $2.8M. Average net burn per month?", net_burn_cash(4e6, 2.8e6, 12), note="2025 is a distractor")

# ---- burn multiple
H("burn multiple", "Burn multiple for this year: we burned €3M net and ARR went from €2M to €4M.", burn_multiple(3e6, 2e6))
H("burn multiple", "We added 250k net new ARR in Q2 while burning 500k net. burn multiple?", burn_multiple(500e3, 250e3))
H("burn multiple", "net burn 120k/mo over the quarter, net new ARR 450k that quarter - burn multiple", burn_multiple(360e3, 450e3), note="3 x 120k = 360k")
H("burn multiple", "How efficient are we? burn multiple with 2.5M net burn and 1M net new ARR over the past 12 months", burn_multiple(2.5e6, 1e6))

# ---- mrr/arr
H("mrr/arr", "MRR €42k -> ARR?", (42e3 * 12, "ARR = 42,000 x 12 = 504,000"))
H("mrr/arr", "We bill 600 clients €90 each per month. what is our monthly recurring revenue?", (600 * 90, "MRR = 600 x 90 = 54,000"))
H("mrr/arr", "Annual recurring revenue is £1.8m. Monthly equivalent?", (1.8e6 / 12, "MRR = 1,800,000 / 12 = 150,000"))
H("mrr/arr", "We have 45 enterprise customers on annual contracts averaging $24k a year. ARR?", (45 * 24e3, "ARR = 45 x 24,000 = 1,080,000"))
H("mrr/arr", "MRR if 2,000 subscribers pay 9.99 a month and 150 pay 49 a month?", (2000 * 9.99 + 150 * 49, "MRR = 2,000 x 9.99 + 150 x 49 = 19,980 + 7,350 = 27,330"))

# ---- growth
H("growth", "From 25k to 40k MRR in 4 months: what monthly growth rate is that (compounding)?", cagr(25e3, 40e3, 4))
H("growth", "ARR grew from £600k to £1.5m over two years. Yearly growth rate?", cagr(600e3, 1.5e6, 2, "year"))
H("growth", "Customers: 320 in January, 410 in April. Monthly growth?", cagr(320, 410, 3), note="January to April = 3 months")
H("growth", "We did 18k revenue in September and 21.6k in October, what's the growth", cagr(18e3, 21.6e3, 1))
H("growth", "MRR doubled in 8 months. Monthly growth rate?", cagr(1, 2, 8))
H("growth", "What is our CMGR? MRR was 10k twelve months ago and is 60k now.", cagr(10e3, 60e3, 12))
H("growth", "Weekly active users went from 4,000 to 5,000 in 4 weeks; weekly growth rate?", cagr(4000, 5000, 4, "week"))
H("growth", "revenue from 1.1M last year to 1.54M this year, growth?", cagr(1.1e6, 1.54e6, 1, "year"))

# ---- months to target
H("months to target", "How many months to go from €30k to €60k MRR if we grow 15% each month?", months_to(30e3, 60e3, 0.15))
H("months to target", "We're at 400 customers, growing 8% monthly. When will we reach 1,000? (months)", months_to(400, 1000, 0.08))
H("months to target", "ARR £2m today, growing 4% a month, how long until £3.2m", months_to(2e6, 3.2e6, 0.04))
H("months to target", "At 25% MoM growth, how long until 10k MRR becomes 30k?", months_to(10e3, 30e3, 0.25))

# ---- churn
H("churn", "Of the 640 clients we had on 1 June, 16 had cancelled by 30 June. Churn rate for June?", pct(16, 640, "logo churn"))
H("churn", "We lose around 3.5% of subscribers every month. What does that make annually (compounded)?", annual_from_monthly(0.035))
H("churn", "MRR churn: 2.1k of 70k starting MRR cancelled this month", pct(2.1e3, 70e3, "revenue churn"))
H("churn", "yearly churn 20%, monthly equivalent compounded?", monthly_from_annual(0.20))
H("churn", "Q3: 2,400 customers at the start, 180 left us, 300 new. Quarterly churn?", pct(180, 2400, "quarterly logo churn (new ones excluded)"))
H("churn", "How bad is our churn? 9 out of 150 accounts cancelled last month", pct(9, 150, "monthly logo churn"))
H("churn", "customer churn per month? 5000 users at the beginning, 5000 at the end, but 250 cancelled and 250 new", pct(250, 5000, "logo churn = cancelled / starting (net change is zero, churn is not)"))
H("churn", "lost 1.2k MRR from cancellations, starting MRR 48k. gross MRR churn %?", pct(1.2e3, 48e3, "gross MRR churn"))

# ---- retention
H("retention", "If we lose 6% of customers a month, what share is left after a year?", survive(0.06, 12))
H("retention", "Logo retention: 180 customers at start of 2025, 153 of them still active at year end", pct(153, 180, "logo retention"))
H("retention", "Monthly churn 2.2%. What is the monthly retention?", (97.8, "retention = 100 - 2.2 = 97.8%"))
H("retention", "What percentage of a cohort remains after 6 months at 8% monthly churn?", survive(0.08, 6))
H("retention", "We kept €57k of €60k starting MRR (no upsells). revenue retention %?", pct(57e3, 60e3, "revenue retention"))

# ---- nrr/grr
H("nrr/grr", "Existing customers paid us $800k ARR a year ago; now the same customers pay $920k (after churn and upsell). NRR?", pct(920e3, 800e3, "NRR"))
H("nrr/grr", "Gross retention? start ARR £3m, cancellations £240k, downgrades £60k, expansion £500k", grr(3e6, 60e3, 240e3))
H("nrr/grr", "starting MRR 40k, +6k expansion, -1k contraction, -3k churn. net revenue retention", nrr(40e3, 6e3, 1e3, 3e3))
H("nrr/grr", "Calculate NRR: starting ARR 10M, churned 1M, contracted 0.5M, expanded 2.5M", nrr(10e6, 2.5e6, 0.5e6, 1e6))
H("nrr/grr", "GRR for the quarter: start MRR €120k, churned €4.8k, downgrades €1.2k", grr(120e3, 1.2e3, 4.8e3))

# ---- cac
H("cac", "Blended CAC? Sales & marketing €240k last quarter, 160 new clients.", cac(240e3, 160))
H("cac", "We pay a 4k€ per month agency + 6k€ ads and got 25 customers a month. CAC?", cac(10e3, 25))
H("cac", "How much do we pay per customer: spend 75,000 on S&M, 300 free signups of which 50 became paying customers. CAC per paying customer?", cac(75e3, 50))
H("cac", "CAC: total S&M £2.4m in 2025, 800 new customers in 2025", cac(2.4e6, 800))
H("cac", "Customer acquisition cost, please: 3 salespeople at $10k/month each, $15k/month marketing, 25 deals a month", cac(45e3, 25))
H("cac", "We spend 12k a month on LinkedIn ads and close 16 customers a month from them. CAC?", cac(12e3, 16))

# ---- payback
H("payback", "Payback months? CAC 2,400; ARPU 200/mo; gross margin 60%", payback(2400, 200, 0.6))
H("payback", "Customers pay €75 a month, CAC €900, ignore gross margin. How many months to recoup CAC?", payback(900, 75))
H("payback", "Our CAC is $15k and the average contract is $36k/year at 85% gross margin. Payback?", payback(15e3, 3e3, 0.85), note="36k/year = 3k/month")
H("payback", "how long til a customer pays back: acquisition cost £500, £40/mo subscription, margin 80%", payback(500, 40, 0.8))
H("payback", "S&M spend of 200k brought 100 new customers paying 160/mo each, 75% GM. CAC payback period in months", payback(2000, 160, 0.75), note="CAC = 200,000/100 = 2,000")

# ---- ltv
H("ltv", "Lifetime value? €60/month per customer, 2.5% monthly churn, gross margin 85%", ltv(60, 0.025, 0.85))
H("ltv", "ARPA 250 dollars monthly, churn 5% per month, no margin adjustment please. LTV", ltv(250, 0.05))
H("ltv", "Clients stay 40 months on average, paying £150/month, 70% margin. LTV?", (150 * 0.7 * 40, "LTV = ARPA x GM x lifetime = 150 x 0.7 x 40 = 4,200"))
H("ltv", "LTV with annual plan $600/year, 20% annual churn, ignore margin", ltv(600, 0.20))
H("ltv", "What's a customer worth over their lifetime: ARPU 20/mo, churn 4%/mo, GM 75%", ltv(20, 0.04, 0.75))
H("ltv", "monthly revenue per account 1,000, gross margin 80 percent, logo churn 1.6% monthly: LTV", ltv(1000, 0.016, 0.8))

# ---- ltv:cac
H("ltv:cac", "Is our LTV:CAC healthy? LTV €9,000 vs CAC €2,250.", ratio(9000, 2250, "LTV:CAC"))
H("ltv:cac", "ARPU $80/mo, 75% margin, churn 2.5%/mo, CAC $800: LTV:CAC?", ratio(80 * 0.75 / 0.025, 800, "LTV:CAC with LTV = 80 x 0.75 / 0.025"))
H("ltv:cac", "LTV to CAC: customers pay £120/month and stay 20 months (ignore margin); it costs us £1,000 to get one", ratio(2400, 1000, "LTV:CAC with LTV = 120 x 20"))
H("ltv:cac", "We spent 300k on S&M for 200 new customers; each is worth 5,250 in lifetime gross profit. ratio LTV/CAC?", ratio(5250, 1500, "LTV:CAC with CAC = 300,000/200"))
H("ltv:cac", "ltv 12k, cac 5k, ratio?", ratio(12e3, 5e3, "LTV:CAC"))

# ---- gross margin
H("gross margin", "Turnover €1.2M, cost of sales €420k. Gross margin %?", margin(1.2e6, 420e3))
H("gross margin", "We charge $50 a seat per month and each seat costs us $9 in infrastructure and $3 in support. GM?", margin(50, 12))
H("gross margin", "Gross margin for Q2: revenue 750k, COGS 300k", margin(750e3, 300e3))
H("gross margin", "revenue 40k/month, server bill 6k/month, payment processing 2k/month; gross margin?", margin(40e3, 8e3))

# ---- contribution margin
H("contribution margin", "Contribution margin per unit: price €80, materials €30, fulfilment €10", (40, "contribution per unit = 80 - 30 - 10 = 40"))
H("contribution margin", "Sales of £500k, variable costs of £350k. CM ratio?", margin(500e3, 350e3, "contribution margin"))
H("contribution margin", "We sell a $200 subscription box; variable costs are $120 per box. What's the contribution margin percentage?", margin(200, 120, "contribution margin"))
H("contribution margin", "What's our contribution margin %? revenue 1.5M, variable costs 600k, rent and salaries 700k", margin(1.5e6, 600e3, "contribution margin (fixed costs excluded)"))

# ---- rule of 40
H("rule of 40", "Rule of 40 check: 45% revenue growth, EBITDA margin -10%", rule40(45, -10))
H("rule of 40", "We grew 80% last year but our profit margin is -50%. What's our rule of 40 score?", rule40(80, -50))
H("rule of 40", "revenue 8M last year -> 10M this year, FCF margin 20%. Rule of 40?", rule40(25, 20), note="growth = 10/8 - 1 = 25%")
H("rule of 40", "rule-of-40 score with growth 15% and net margin 28%", rule40(15, 28))

# ---- magic number
H("magic number", "Magic number? Quarterly revenue Q3 €1.0M, Q4 €1.25M, S&M in Q3 €800k", magic(250e3, 800e3))
H("magic number", "Net new ARR last quarter was $1.5M; the quarter before we spent $2M on sales & marketing. Magic number?", magic(1.5e6, 2e6, annualise=False))
H("magic number", "Sales efficiency (magic number): quarterly revenue went from 600k to 660k quarter-over-quarter, prior quarter S&M spend 400k", magic(60e3, 400e3))
H("magic number", "We spent £250k on S&M in Q1 and added £200k net new ARR in Q2. Magic number?", magic(200e3, 250e3, annualise=False))

# ---- dau/mau
H("dau/mau", "Stickiness ratio: 9,000 daily users, 60,000 monthly users", pct(9e3, 60e3, "DAU/MAU"))
H("dau/mau", "DAU 1.2M MAU 3M whats the ratio", pct(1.2e6, 3e6, "DAU/MAU"))
H("dau/mau", "We have ~7k people using the app every day and 35k every month. DAU/MAU?", pct(7e3, 35e3, "DAU/MAU"))
H("dau/mau", "MAU 500,000; DAU 110,000; 30 employees; since 2019. Stickiness?", pct(110e3, 500e3, "DAU/MAU (30 and 2019 are distractors)"))

# ---- conversion
H("conversion", "Free-to-paid conversion? 8,000 free users, 240 upgraded to paid", pct(240, 8000, "free-to-paid"))
H("conversion", "Demo requests 150, closed-won 18. Conversion rate?", pct(18, 150, "demo-to-close"))
H("conversion", "Website to trial conversion: 45,000 visitors, 900 trials", pct(900, 45000, "visitor-to-trial"))
H("conversion", "Trials 600, of which 420 activated and 84 paid. Trial-to-paid conversion?", pct(84, 600, "trial-to-paid"))

# ---- cohort
H("cohort", "January cohort: 300 customers. 3% monthly churn. How many after 12 months?", survive(0.03, 12, 300, "customers left"))
H("cohort", "A cohort of 1,000 users loses 20% in the first month and then 5% per month. How many users remain after 6 months?", survive(0.05, 5, 800, "users left = 1,000 x 0.8"))
H("cohort", "Cohort revenue: 120 customers at €100/month each, churn 3%/month. MRR from that cohort after 10 months?", survive(0.03, 10, 12000, "cohort MRR = 120 x 100"))
H("cohort", "The 2024 cohort started at 50k MRR; 12 months later, with expansion, it's 56k MRR. NRR of the cohort?", pct(56e3, 50e3, "cohort NRR"))

# ---- price change
H("price change", "Raising our price from €29 to €35 with 800 subscribers; we expect 8% to cancel. New MRR?", (800 * 0.92 * 35, "new MRR = 800 x 0.92 x 35 = 25,760"))
H("price change", "Price increase of 10% on 120k MRR, and we expect to lose 4% of customers (evenly spread) because of it. How much does MRR change?", (120e3 * 0.96 * 1.1 - 120e3, "new MRR = 120,000 x 0.96 x 1.10 = 126,720; change = +6,720"))
H("price change", "We drop the price from $50 to $40 a month. We have 300 customers today. How many customers in total do we need to keep MRR flat?", (300 * 50 / 40, "customers = 300 x 50 / 40 = 375"))
H("price change", "If we move our 250 customers from £100 to £120 per month and nobody leaves, how much extra MRR?", (250 * 20, "extra MRR = 250 x 20 = 5,000"))

# ---- hiring cost
H("hiring cost", "Fully loaded cost per year for a developer with €65k gross salary and 22% employer costs?", (65e3 * 1.22, "loaded = 65,000 x 1.22 = 79,300"))
H("hiring cost", "Hiring 3 SDRs at $60k base each, 25% on top for benefits/taxes: extra burn per month?", (3 * 60e3 * 1.25 / 12, "3 x 60,000 x 1.25 / 12 = 18,750"))
H("hiring cost", "We have £1.4m and net burn of £90k/month. We want to hire a CTO at £120k/year fully loaded. What is the runway after?", runway(1.4e6, 100e3), note="burn 90k + 120k/12 = 100k")
H("hiring cost", "What's the monthly all-in cost of 4 engineers at 100k each per year with 30% overhead?", (4 * 100e3 * 1.3 / 12, "4 x 100,000 x 1.3 / 12 = 43,333"))
H("hiring cost", "Runway now: 2.4M cash, 120k/month burn. After hiring 2 designers at 72k/year each (all-in)?", runway(2.4e6, 132e3), note="burn 120k + 2 x 6k = 132k")

# ---- dilution
H("dilution", "If we take €1M at a €4M pre-money, how much of the company do we give away?", dilution(1e6, 4e6))
H("dilution", "I hold 45% and we are raising $6M at $24M pre. My stake after?", after(45, 6e6, 24e6))
H("dilution", "Dilution on a £750k raise at £3m post-money?", (25, "dilution = 750k / 3m = 25%"))
H("dilution", "Seed: 2.5M on 12.5M pre. What % does the investor get?", dilution(2.5e6, 12.5e6))
H("dilution", "Our 3 founders own 30% each and the remaining 10% is ESOP. Raising 4M at 16M pre. What does each founder hold after?", after(30, 4e6, 16e6))
H("dilution", "After a seed where we sold 18% and an A where we sell 22%, what % do the current shareholders keep?", (100 * 0.82 * 0.78, "keep = 0.82 x 0.78 = 63.96%"))
H("dilution", "We want to raise 1.2M and keep dilution at 15% max. What minimum pre-money valuation do we need?", (1.2e6 / 0.15 - 1.2e6, "post = 1.2M / 0.15 = 8M; pre = 8M - 1.2M = 6,800,000"))

# ---- pre/post-money
H("pre/post-money", "We're offered €3M for 15%. Post-money valuation?", (3e6 / 0.15, "post = 3M / 0.15 = 20,000,000"))
H("pre/post-money", "Investor puts in $800k for 20%: implied pre-money?", (800e3 / 0.2 - 800e3, "post = 4M; pre = 4M - 0.8M = 3,200,000"))
H("pre/post-money", "Pre-money valuation £18m, round £6m: what is post-money?", (24e6, "post = 18m + 6m = 24,000,000"))
H("pre/post-money", "What's the pre-money if the post-money is 40M and new investors put in 8M?", (32e6, "pre = 40M - 8M = 32,000,000"))
H("pre/post-money", "Series A at €2.50 per share with 6M shares outstanding before the round, raising €5M. Post-money?", (6e6 * 2.5 + 5e6, "pre = 6M x 2.50 = 15M; post = 15M + 5M = 20,000,000"))

# ---- option pool
H("option pool", "How many shares must we add for a 12% ESOP after issuance? Current shares: 8.8M", (8.8e6 * 0.12 / 0.88, "x / (8.8M + x) = 0.12 -> x = 1,200,000"))
H("option pool", "The term sheet requires a 10% post-money pool carved out of the pre. $3M raise at $12M pre. Founders own 100% now; what after?", (70, "investors 3/15 = 20%, pool 10% of post, founders 100 - 20 - 10 = 70%"))
H("option pool", "ESOP has 750k options out of 6M fully diluted shares. ESOP %?", pct(750e3, 6e6, "ESOP %"))
H("option pool", "10M fully diluted shares today including a 500k option pool. We want the pool at 10% of the new fully diluted total. How many new options?", ((1e6 - 500e3) / 0.9, "(500k + x) / (10M + x) = 0.10 -> x = 500k / 0.9 = 555,556"))

# ---- safe/note
H("safe/note", "Post-money SAFE: $1M at a $10M cap. Ownership at conversion?", (10, "1M / 10M = 10%"))
H("safe/note", "SAFE with 15% discount (no cap), priced round at €3.00 a share. What price per share do the SAFE holders get?", (2.55, "3.00 x 0.85 = 2.55"))
H("safe/note", "Note: €250k principal, 6% simple annual interest, converting after 2 years. Amount converting?", (250e3 * 1.12, "250,000 x (1 + 0.06 x 2) = 280,000"))
H("safe/note", "Uncapped note, 20% discount, $300k including interest, Series A price $1.25/share. How many shares?", (300e3 / 1.0, "price = 1.25 x 0.8 = 1.00; shares = 300,000"))
H("safe/note", "SAFE cap $8M (cap price = cap / Series A pre-money x Series A price), discount 25%; Series A $16M pre at $4.00 per share. Conversion price?", (2.0, "cap price = 4.00 x 8/16 = 2.00; discount price = 3.00; lower = 2.00"))
H("safe/note", "We have three post-money SAFEs: 100k, 150k and 250k, all at a 5M post cap. What % do they own together?", (10, "(100k + 150k + 250k) / 5M = 10%"))

# ---- break-even
H("break-even", "Fixed costs €240k/month, gross margin 60%. Revenue needed to break even?", (240e3 / 0.6, "240,000 / 0.6 = 400,000"))
H("break-even", "At £150 ARPA and 80% margin, how many customers cover £180k monthly fixed costs?", (180e3 / 120, "180,000 / (150 x 0.8) = 1,500"))
H("break-even", "Price per unit $25, variable cost $15, fixed costs $30,000 a month: units to break even?", (30e3 / 10, "30,000 / (25 - 15) = 3,000"))
H("break-even", "MRR 40k growing 15% per month, costs flat 80k/month. When do we break even (months)?", months_to(40e3, 80e3, 0.15))

# ---- follow-up
H("follow-up", ["Cash £2m, burn £160k/month: runway?", "ok and if we manage to get burn down to £125k?"], runway(2e6, 125e3))
H("follow-up", ["We have 3.6M and spend 200k a month, revenue 50k a month. Runway?", "what happens if we hire the VP of Sales at 180k a year fully loaded?"], runway(3.6e6, 165e3), note="net burn 150k + 15k")
H("follow-up", ["Runway with €800k cash and €100k monthly net burn?", "is that dangerous?"], runway(800e3, 100e3), note="the answer must use the 8 months just computed")
H("follow-up", ["MRR was 30k in March and 45k in June, monthly growth?", "At that growth, what's MRR in September?"], (45e3 * 1.5, "(1+g)^3 = 1.5, three more months: 45,000 x 1.5 = 67,500"))
H("follow-up", ["LTV? ARPA 90/month, churn 3%, GM 80%", "and if gross margin went to 90%?"], ltv(90, 0.03, 0.9))
H("follow-up", ["We're raising 3M at 12M pre. Dilution?", "what if the pre-money is 15M instead?"], dilution(3e6, 15e6))
H("follow-up", ["cash 1M burn 100k", "runway?", "and if we raise 500k more?"], runway(1.5e6, 100e3))
H("follow-up", ["Our CAC is $900 and customers pay $60/mo at 75% margin. Payback?", "What if we raise the price to $80?"], payback(900, 80, 0.75))
H("follow-up", ["We have 500 customers at $30/month. MRR?", "And if we raise prices by 20% and 10% leave?"], (450 * 36, "450 x 36 = 16,200"))
H("follow-up", ["2.8M in the bank, we burn 140k a month. Runway?", "and what if we also cut 20k of software costs?"], runway(2.8e6, 120e3))
H("follow-up", ["Revenue 1M, COGS 350k, gross margin?", "ok, and our rule of 40 if growth is 30% and EBITDA margin -12%?"], rule40(30, -12), note="topic switch: the gross margin 65 must not be reused")

# ---- missing figure
H("missing figure", "How long will our money last? We spend about €70k per month.", mentions=["cash|bank|balance"], why="runway needs cash")
H("missing figure", "Runway please: cash in bank 2.3M, we have 15 employees", mentions=["burn|spend|expenses|costs"], why="runway needs burn; 15 employees is not a burn")
H("missing figure", "What's our churn rate? We lost 25 customers last month.", mentions=[r"(start|beginning|total).{0,40}customers|customers.{0,40}(start|beginning)|customer (count|base)|number of customers|how many customers"], why="churn needs the starting customer count")
H("missing figure", "LTV:CAC? Our LTV is $6,000.", mentions=["CAC|acquisition cost"], why="ratio needs CAC")
H("missing figure", "What's the post-money if we raise €2M?", mentions=["pre-money|stake|percent|ownership|share of the company"], why="post-money needs the pre-money or the stake sold")
H("missing figure", "What's our gross margin? Revenue was $400k last quarter.", mentions=["COGS|cost of (goods|revenue|sales)|costs"], why="gross margin needs COGS")

# ---- out of scope
H("out of scope", "How do I find a technical cofounder?", notMentions=OOS_NOTM, why="hiring advice, nothing to compute")
H("out of scope", "Should we pivot to AI?", notMentions=OOS_NOTM, why="strategy opinion, nothing to compute")
H("out of scope", "Write an email to our investors about the launch delay.", notMentions=OOS_NOTM, why="writing task, out of scope")
H("out of scope", "What's the weather going to be for our launch in Berlin?", notMentions=OOS_NOTM, why="not a founder metric")
H("out of scope", "Is Sequoia or a16z better for us?", notMentions=OOS_NOTM, why="investor choice, out of scope")
H("out of scope", "How do I let go of a cofounder nicely?", notMentions=OOS_NOTM, why="people advice, out of scope")



# ====================================================================== checks, table, output
def check(lst, name, prefix):
    ids = [i["id"] for i in lst]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for i in lst:
        assert i["id"].startswith(prefix + "-")
        if i["area"] in ("out of scope", "missing figure"):
            assert "figure" not in i, i["id"]
        else:
            assert "figure" in i and i["figure"] is not None and math.isfinite(i["figure"]) or i.get("mentions"), i["id"]
        for rx in i.get("mentions", []) + i.get("notMentions", []):
            re.compile(rx, re.I)
        assert i["why"], i["id"]
    counts = {a: sum(1 for i in lst if i["area"] == a) for a in AREAS}
    low = [a for a, c in counts.items() if c < 4]
    assert not low, (name, "areas under 4", low)
    return counts


def table(lst):
    for i in lst:
        fig = i.get("figure")
        f = "" if fig is None else (f"{fig:,.4g}" if abs(fig) < 1000 else f"{fig:,.0f}")
        print(f"{i['id']:<26} {f:>12}  {' || '.join(i['turns'])[:110]}")
        print(f"{'':<26} {'':>12}  why: {i['why'][:150]}" + (f"  mentions={i['mentions']}" if i.get("mentions") else ""))


if __name__ == "__main__":
    ids_all = [i["id"] for i in DEV + HELD]
    assert len(ids_all) == len(set(ids_all))
    cd = check(DEV, "dev", "d")
    ch = check(HELD, "held", "h") if HELD else {}
    if "--quiet" not in sys.argv:
        table(DEV)
        print()
        table(HELD)
    print(f"dev {len(DEV)}  held-out {len(HELD)}  total {len(DEV) + len(HELD)}")
    for a in AREAS:
        print(f"  {a:<20} dev {cd.get(a, 0):>3}  held {ch.get(a, 0):>3}")
    if "--write" in sys.argv:
        out = sys.argv[sys.argv.index("--write") + 1]
        which = sys.argv[sys.argv.index("--write") + 2] if len(sys.argv) > sys.argv.index("--write") + 2 else "both"
        if which in ("dev", "both"):
            with open(f"{out}/outsider-dev.json", "w") as fh:
                json.dump({"about": ABOUT_DEV, "items": DEV}, fh, indent=1, ensure_ascii=False)
                fh.write("\n")
        if which in ("held", "both"):
            with open(f"{out}/outsider-heldout.json", "w") as fh:
                json.dump({"about": ABOUT_HELD, "items": HELD}, fh, indent=1, ensure_ascii=False)
                fh.write("\n")
