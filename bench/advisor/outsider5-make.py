#!/usr/bin/env python3
"""Outsider5 held-out set for the offline advisor (issue #30), session 37, 2026-11-28.
Written by an outsider who never read the advisor's code or the other sets. Every expected figure is
computed below from the same variables that are rendered into the question text (no typed answers).
  python3 outsider5-make.py               -> table + self-checks
  python3 outsider5-make.py --write DIR   -> also writes DIR/outsider5-heldout.json
Definitions (textbook): runway = cash / monthly net burn; net burn = cash out - cash in; gross burn = all
monthly operating cash out; burn multiple = net burn / net new ARR (same period); CMGR = (end/start)^(1/n)-1;
logo churn = lost / customers at period start; NRR = (start+expansion-contraction-churn)/start, GRR = (start-
contraction-churn)/start; CAC = S&M spend / new customers; payback = CAC / (ARPA x gross margin);
LTV = ARPA x GM / monthly churn; Rule of 40 = revenue growth % + profit margin %; magic number = net new ARR
in a quarter / previous quarter S&M; DAU/MAU = DAU / MAU; default alive (Graham): with expenses flat and
revenue growing at its current rate, revenue reaches expenses before the cash runs out."""
import json, math, re, sys

AREAS = ["runway", "default alive", "gross burn", "net burn", "burn multiple", "mrr/arr", "growth", "months to target",
         "churn", "retention", "nrr/grr", "cac", "payback", "ltv", "ltv:cac", "gross margin", "contribution margin",
         "rule of 40", "magic number", "dau/mau", "conversion", "cohort", "price change", "hiring cost", "dilution",
         "pre/post-money", "option pool", "safe/note", "break-even", "follow-up", "missing figure", "out of scope"]
ITEMS = []
NOT = ["Focus:", "Key numbers"]

def g(v):  # compact number: 1.5 -> "1.5", 12.0 -> "12"
    return f"{v:.10g}"
def k(v): return g(v / 1e3) + "k"
def m(v): return g(v / 1e6) + "m"
def M(v): return g(v / 1e6) + "M"
def c(v): return f"{v:,.0f}"
def eu(v): return f"{v:,.0f}".replace(",", ".")
def ch(v): return f"{v:,.0f}".replace(",", "'")
def mio(v): return g(v / 1e6).replace(".", ",") + " Mio."
def pc(x): return g(round(x * 100, 4))  # fraction -> "3.5"
WORDS = {1.5e6: "one and a half million", 250e3: "a quarter million", 500e3: "half a mil", 2: "two", 3: "three", 4: "four"}
def w(v): return WORDS[v]

def add(area, turns, figure=None, why="", mentions=None, maxWords=None):
    if isinstance(turns, str): turns = [turns]
    it = {"id": f"o5-{len(ITEMS) + 1:03d}", "area": area, "turns": turns}
    if figure is not None: it["figure"] = round(figure, 4)
    if mentions: it["mentions"] = mentions
    it["notMentions"] = NOT
    if maxWords: it["maxWords"] = maxWords
    it["why"] = why
    ITEMS.append(it)

def cmgr(a, b, n): return (b / a) ** (1 / n) - 1
def months_to(a, b, r): return math.log(b / a) / math.log(1 + r)

def default_alive(cash, rev, growth, costs, limit=600):
    for _ in range(limit):
        if rev >= costs: return True
        cash -= costs - rev
        if cash < 0: return False
        rev *= 1 + growth
    return False

# ---------------------------------------------------------------- areas
def runway():
    cash, costs, rev = 1.2e6, 140e3, 40e3
    add("runway", f"bank balance is USD {m(cash)}. outgoings about {k(costs)} a month and we bring in {k(rev)} p.m. in sales. we are 9 people in 2 offices. how long does the money last?",
        cash / (costs - rev), "cash / (costs - revenue), months")
    cash, opex, mrr = 1.77e6, 180e3, 62e3
    add("runway", f"Subject: October update\nHi all,\n- MRR: €{k(mrr)} (+8% MoM)\n- Opex: €{k(opex)}/month\n- Cash on hand: €{M(cash)}\n- Team: 14 (2 open roles)\nThanks, Lena\n\nquick q: on these numbers what is our runway in months?",
        cash / (opex - mrr), "cash / (opex - MRR)")
    q_sp, q_rev, cash = 450e3, 90e3, 900e3
    add("runway", f"We spend {k(q_sp)} per quarter and earn {k(q_rev)} per quarter; cash is {ch(cash)} CHF. Runway?",
        cash / ((q_sp - q_rev) / 3), "quarterly net burn /3 -> monthly; cash / monthly net burn")
    cash, nb = 2.4e6, 150e3
    add("runway", f"They have £{m(cash)} in the bank and a net burn of £{k(nb)} a month. What's their runway?", cash / nb, "cash / net burn")
    lo, hi, cash, nb = 1.1e6, 1.3e6, 1.2e6, 80e3
    add("runway", f"cash is somewhere between {g(lo/1e6)} and {g(hi/1e6)} mil, call it {g(cash/1e6)}; net burn {k(nb)}/mo. months left?", cash / nb, "stated 1.2m / net burn")
    yc, yr, cash = 3.6e6, 1.2e6, 4e6
    add("runway", f"costs are {g(yc/1e6)}M SEK per year, revenue {g(yr/1e6)}M SEK per year and {g(cash/1e6)}M SEK in the account. runway in months", cash / ((yc - yr) / 12), "annual net burn /12; cash / that")
    cash, nb = 500e3, 50e3
    add("runway", f"founded 2019, 6 staff. we've got {w(cash)} left and net burn is {k(nb)}/mo. how many months do we have", cash / nb, "half a mil / net burn")

def alive():
    for cash, rev, gr, costs in [(600e3, 50e3, .10, 100e3), (1e6, 20e3, .03, 150e3), (500e3, 80e3, .05, 120e3), (700e3, 30e3, .04, 110e3)]:
        a = default_alive(cash, rev, gr, costs)
        add("default alive", f"revenue {k(rev)}/month growing {pc(gr)}% MoM, expenses flat at {k(costs)} a month, {k(cash)} in the bank. are we default alive or default dead?",
            None, f"simulate: revenue compounds, cash falls by costs-revenue; {'alive' if a else 'dead'}",
            mentions=[r"(?<!not )(?<!not )default[ -]alive" if a else r"not default[ -]alive|default[ -]dead"])

def gross_burn():
    s, r, t, mk, rev = 85e3, 12e3, 6e3, 22e3, 40e3
    add("gross burn", f"salaries {k(s)}, rent {k(r)}, tools {k(t)}, marketing {k(mk)} a month; revenue {k(rev)}. gross burn?", s + r + t + mk, "sum of monthly costs (revenue ignored)")
    q, qr = 390e3, 150e3
    add("gross burn", f"our opex for Q3 was £{k(q)} in total and revenue £{k(qr)} for the quarter. gross burn per month?", q / 3, "quarterly opex / 3")
    nb, rev = 70e3, 45e3
    add("gross burn", f"net burn is {k(nb)} a month and revenue is {k(rev)} a month. what's gross burn", nb + rev, "net burn + revenue")
    y = 1.2e6
    add("gross burn", f"we spend {mio(y)} € a year on everything (people, office, cloud). gross burn monthly?", y / 12, "annual spend / 12")

def net_burn():
    a, b, n = 2.1e6, 1.62e6, 4
    add("net burn", f"cash dropped from ${M(a)} to ${M(b)} over the last {w(n)} months, no fundraising. average monthly net burn?", (a - b) / n, "cash change / months")
    sp, bill = 210e3, 95e3
    add("net burn", f"we spend {k(sp)}/mo and bill {k(bill)}/mo. net burn", sp - bill, "spend - billing")
    costs = 180e3
    add("net burn", f"costs are {k(costs)} a month; revenue covers a third of that. net burn?", costs * (1 - 1 / 3), "costs - costs/3")
    q = 270e3
    add("net burn", f"in Q2 our cash went down by {k(q)} overall. what is that per month", q / 3, "quarter cash drop / 3")
    gb, last, up = 160e3, 48e3, 12e3
    add("net burn", f"gross burn {k(gb)}/month. revenue up {k(up)} on last month, which was {k(last)}. net burn this month?", gb - (last + up), "gross burn - (last + increase)")

def burn_multiple():
    nb, a, b = 1.8e6, 1.2e6, 2.4e6
    add("burn multiple", f"net burn {m(nb)} last year, ARR went from {m(a)} to {m(b)}. burn multiple?", nb / (b - a), "net burn / net new ARR")
    nb, nn = 500e3, 400e3
    add("burn multiple", f"This quarter we burned {k(nb)} net and added {k(nn)} of new ARR. What is our burn multiple?", nb / nn, "net burn / net new ARR")
    nb, dm = 90e3, 10e3
    add("burn multiple", f"net burn 90k per month and MRR grows {k(dm)} per month, whats the burn multiple", nb / (dm * 12), "monthly net burn / (monthly MRR gain x 12)")
    nb, a, b = 250e3, 180e3, 210e3
    add("burn multiple", f"We burn {k(nb)} a month net; MRR went from {k(a)} to {k(b)} over the quarter. Burn multiple for the quarter?", nb * 3 / ((b - a) * 12), "3 x monthly burn / (MRR gain x 12)")

def mrr_arr():
    n, p = 120, 450
    add("mrr/arr", f"{n} clients paying €{p} a month on average. ARR?", n * p * 12, "clients x price x 12")
    arr = 1.5e6
    add("mrr/arr", f"ARR is {w(arr)} euros, what's MRR", arr / 12, "ARR / 12")
    acv, n = 24e3, 35
    add("mrr/arr", f"ACV is ${k(acv)} and we have {n} logos, what is our MRR?", acv * n / 12, "ACV x logos / 12")
    q = 330e3
    add("mrr/arr", f"quarterly revenue (all recurring subscriptions) is {k(q)}. annualised run rate?", q * 4, "quarter x 4")
    arpa, n = 180, 240
    add("mrr/arr", f"ARPA £{arpa}/month, {n} accounts. ARR please", arpa * n * 12, "ARPA x accounts x 12")

def growth():
    a, b, n = 40e3, 58564, 4
    add("growth", f"MRR went from {k(a)} in January to {c(b)} in May. monthly growth rate?", cmgr(a, b, n) * 100, "CMGR over 4 months")
    last, up = 48e3, 12e3
    add("growth", f"revenue up {k(up)} on last month, which was {k(last)}. MoM growth?", up / last * 100, "increase / last month")
    a, b = 1.0e6, 2.56e6
    add("growth", f"ARR grew from {g(a/1e6)}m to {g(b/1e6)}m over two years; average YoY growth?", cmgr(a, b, 2) * 100, "CAGR over 2 years")
    a, b = 300e3, 432e3
    add("growth", f"Q1 revenue {k(a)}, Q3 revenue {k(b)}. average QoQ growth (compounded)?", cmgr(a, b, 2) * 100, "2 quarters compounded")
    a, b, n = 800, 1250, 3
    add("growth", f"we had {a} users 3 months ago, now {c(b)}, what is the monthly growth", cmgr(a, b, n) * 100, "CMGR 3 months")
    mrr, r, n = 100e3, -0.03, 3
    add("growth", f"MRR was {k(mrr)} and we've had -3 % MoM for three months. what is MRR now?", mrr * (1 + r) ** n, "100k x 0.97^3")
    a, b = 200e3, 230e3
    add("growth", f"sales went {k(a)} -> {k(b)} QoQ. what is that as a compounded monthly rate", cmgr(a, b, 3) * 100, "(1.15)^(1/3)-1")

def to_target():
    a, r, t = 50e3, .08, 100e3
    add("months to target", f"MRR {k(a)} growing {pc(r)}% a month, when do we hit {k(t)}?", months_to(a, t, r), "ln(2)/ln(1.08)")
    a, r, t = 500e3, .12, 1.5e6
    add("months to target", f"ARR £{k(a)}, we grow {pc(r)}% MoM. how many months until £{m(t)} ARR", months_to(a, t, r), "ln(3)/ln(1.12)")
    have, per, t = 140, 15, 500
    add("months to target", f"We add {per} net new customers per month (steady) and have {have}. When do we reach {t}? in months", (t - have) / per, "linear (500-140)/15")
    a, r, t = 4e3, .25, 10e3
    add("months to target", f"users {k(a)}, growing {pc(r)}% QoQ; how many quarters until {k(t)} users?", months_to(a, t, r), "ln(2.5)/ln(1.25) quarters")
    a, r, t = 25e3, .10, 80e3
    add("months to target", f"we are at {k(a)} MRR and the goal is {k(t)}. at 10% monthly growth, how long?", months_to(a, t, r), "ln(3.2)/ln(1.1)")

def churn():
    s, lost = 400, 14
    add("churn", f"we started March with {s} accounts and lost {lost} during the month. churn rate?", lost / s * 100, "lost / start")
    s, lost = 500, 15
    add("churn", f"we lost {lost} accounts last quarter out of {s} at the start of the quarter. monthly churn?", (1 - (1 - lost / s) ** (1 / 3)) * 100, "compound monthly of 3%/qtr (simple 1% within 2%)")
    s, ch_ = 200e3, 6e3
    add("churn", f"MRR at the start was {k(s)}, churned MRR {k(ch_)} this month (ignore expansion). revenue churn %?", ch_ / s * 100, "churned MRR / start MRR")
    r = .02
    add("churn", f"monthly logo churn 2%, what's annual churn compounded over 12 months?", (1 - (1 - r) ** 12) * 100, "1-0.98^12")
    lost, seats = 12, 300
    add("churn", f"{lost} of our {seats} seats cancelled in October, what's our seat churn", lost / seats * 100, "12/300")
    r = .025
    add("churn", f"average customer lifetime if churn is {pc(r)}% a month?", 1 / r, "1/churn months")

def retention():
    s, lost, won = 250, 40, 90
    add("retention", f"started the year with {s} clients, lost {lost}, won {won}. customer retention rate for the year (excluding new ones)?", (s - lost) / s * 100, "(start-lost)/start")
    r = .03
    add("retention", f"monthly churn 3%. what is 12-month retention, compounded?", (1 - r) ** 12 * 100, "0.97^12")
    n, act = 500, 135
    add("retention", f"out of {n} accounts that signed up in spring, {act} are still active after 6 months. retention rate?", act / n * 100, "135/500")
    q = .92
    add("retention", f"we keep {pc(q)}% of logos each quarter. annual logo retention?", q ** 4 * 100, "0.92^4")

def nrr():
    s, e, co, ch_ = 100e3, 15e3, 4e3, 6e3
    add("nrr/grr", f"start MRR {k(s)}, expansion {k(e)}, contraction {k(co)}, churn {k(ch_)} over the year. NRR?", (s + e - co - ch_) / s * 100, "NRR")
    s, d, ch_, u = 2e6, 120e3, 180e3, 400e3
    add("nrr/grr", f"GRR for: starting ARR {m(s)}, downgrades {k(d)}, churned {k(ch_)}, upsell {k(u)}", (s - d - ch_) / s * 100, "GRR excludes upsell")
    a, b = 800e3, 920e3
    add("nrr/grr", f"NDR? the customers we had a year ago paid {k(a)} ARR then and pay {k(b)} today", b / a * 100, "same-customer ARR ratio")
    s, e, ch_, co = 50e3, 6e3, 3.5e3, 1e3
    add("nrr/grr", f"Subject: Q3 numbers\nHi Tom,\n• starting MRR £{k(s)}\n• expansion £{k(e)}\n• churn £{k(ch_)}\n• contraction £{k(co)}\n• 11 FTE, 3 offices\nBest, Priya\n\nwhat does that make our NRR", (s + e - ch_ - co) / s * 100, "NRR")
    r = .015
    add("nrr/grr", f"we lose {pc(r)}% of MRR per month to churn and downgrades, no expansion. annual GRR (compounded)?", (1 - r) ** 12 * 100, "0.985^12")

def cac():
    mk, sl, n = 90e3, 60e3, 50
    add("cac", f"spent {k(mk)} on marketing and {k(sl)} on sales salaries last quarter, won {n} new customers. blended CAC?", (mk + sl) / n, "S&M / new customers")
    sm, n = 40e3, 25
    add("cac", f"S&M {k(sm)}/month, {n} new logos per month; CAC", sm / n, "40k/25")
    p = 200
    add("cac", f"customers pay ${p} a month and our CAC is half of first-year revenue per customer. what is the CAC in dollars?", p * 12 / 2, "half of 12 x 200")
    ad, su, cv = 18e3, 120, .15
    add("cac", f"ad spend €{k(ad)} brought {su} signups and {pc(cv)}% of them converted to paying. CAC per paying customer?", ad / (su * cv), "18k / 18")
    sm, n = 2e6, 80
    add("cac", f"we spent ₹20 lakh on marketing and sales and got {n} customers. CAC in rupees?", sm / n, "20 lakh = 2,000,000 / 80")

def payback():
    cac_, arpa, gm = 1200, 100, .8
    add("payback", f"CAC {c(cac_)}, ARPA {arpa}/mo, gross margin {pc(gm)}%. payback months on gross margin?", cac_ / (arpa * gm), "CAC/(ARPA x GM)")
    cac_, arpa, gm = 3600, 300, .75
    add("payback", f"CAC £{c(cac_)}, customers pay £{arpa} a month, {pc(gm)}% GM. how many months to earn back CAC (margin basis)?", cac_ / (arpa * gm), "3600/225")
    sm, n, arpa, gm = 60e3, 20, 250, .8
    add("payback", f"S&M was {k(sm)} last month for {n} new customers each paying {arpa}/mo at {pc(gm)}% margin. payback on gross margin in months?", sm / n / (arpa * gm), "CAC 3000 / 200")
    cac_, acv = 4800, 9600
    add("payback", f"revenue payback, ignore margin: CAC ${c(cac_)}, ACV ${c(acv)}. months?", cac_ / (acv / 12), "4800/800")

def ltv():
    arpu, gm, ch_ = 50, .8, .04
    add("ltv", f"ARPU $50/month, {pc(gm)}% gross margin, {pc(ch_)}% monthly churn. gross-margin LTV?", arpu * gm / ch_, "ARPU x GM / churn")
    arpa, gm, ch_ = 1200, .7, .2
    add("ltv", f"ARPA 1.200 € a year, GM {pc(gm)}%, annual churn {pc(ch_)}%. LTV on gross margin?", arpa * gm / ch_, "annual ARPA x GM / annual churn")
    p, ch_, gm = 90, .025, .6
    add("ltv", f"clients pay £{p}/mo, churn is {pc(ch_)}% a month, margin {pc(gm)}%. whats the margin LTV", p * gm / ch_, "90 x 0.6 / 0.025")
    arpu, life = 30, 18
    add("ltv", f"revenue LTV (no margin): ARPU {arpu} per month and the average customer stays {life} months", arpu * life, "30 x 18")

def ltv_cac():
    l, cc = 9000, 2500
    add("ltv:cac", f"LTV {c(l)}, CAC {c(cc)}. ratio?", l / cc, "9000/2500")
    arpa, gm, ch_, cc = 200, .75, .03, 1500
    add("ltv:cac", f"ARPA 200/mo, GM {pc(gm)}%, churn {pc(ch_)}%/mo and CAC {c(cc)}. LTV to CAC (margin LTV)?", arpa * gm / ch_ / cc, "LTV 5000 / 1500")
    cc, p, gm, life = 4e3, 500, .8, 24
    add("ltv:cac", f"CAC {k(cc)}, customers pay {p}/mo at {pc(gm)}% margin and stay 2 years on average. LTV:CAC?", p * gm * life / cc, "9600/4000")
    sm, n, l = 120e3, 40, 10.5e3
    add("ltv:cac", f"we spent {k(sm)} on S&M to land {n} customers; each has a lifetime value of {g(l/1e3)}k. ltv:cac", l / (sm / n), "10.5k / 3k")

def gross_margin():
    t, cogs = 250e3, 60e3
    add("gross margin", f"turnover {k(t)}, COGS {k(cogs)}. gross margin?", (t - cogs) / t * 100, "(rev-COGS)/rev")
    add("gross margin", "a third of revenue goes to hosting and another 10% to support; those are our only COGS. gross margin?", (1 - 1 / 3 - .10) * 100, "1 - 1/3 - 0.1")
    s, cs = 1.8e6, 540e3
    add("gross margin", f"sales {m(s)}, cost of sales {k(cs)}, 22 staff. GM %", (s - cs) / s * 100, "1.26/1.8")
    p, u = 40, 26
    add("gross margin", f"we sell a box for €{p}, it costs us €{u} to make and ship. what's our gross margin", (p - u) / p * 100, "14/40")

def contrib():
    p, v = 120, 45
    add("contribution margin", f"price {p} per order, variable costs {v} per order (payment fees, packaging, shipping). contribution margin ratio?", (p - v) / p * 100, "(p-v)/p")
    r, v, f = 400e3, 160e3, 150e3
    add("contribution margin", f"revenue {k(r)}, variable costs {k(v)}, fixed costs {k(f)}. contribution margin %?", (r - v) / r * 100, "fixed ignored")
    rev, cogs, mk = 80, 32, 12
    add("contribution margin", f"revenue per order €{rev}, COGS €{cogs}, marketing €{mk} per order. CM2 per order in euros?", rev - cogs - mk, "CM2 = rev - COGS - variable marketing")
    per, n = 35, 420
    add("contribution margin", f"each customer contributes £{per} a month after variable costs and we have {n} of them. total monthly contribution?", per * n, "35 x 420")

def r40():
    gr, mg = 35, -10
    add("rule of 40", f"grew revenue {gr}% YoY, EBITDA margin {mg}%. rule of 40 score?", gr + mg, "growth + margin")
    a, b, mg = 3.5e6, 5e6, 5
    add("rule of 40", f"ARR {g(b/1e6)}m now vs {g(a/1e6)}m a year ago, profit margin {mg}%. Rule of 40?", (b / a - 1) * 100 + mg, "42.86 + 5")
    gr, mg = 60, -25
    add("rule of 40", f"revenue growth {gr}% YoY, FCF margin {mg}% - do we pass the rule of 40? what's the score", gr + mg, "60-25")
    r, p, loss = 10e6, 8e6, 1e6
    add("rule of 40", f"revenue {g(r/1e6)}m this year, {g(p/1e6)}m last year, EBITDA loss {g(loss/1e6)}m. rule of 40 number?", (r / p - 1) * 100 - loss / r * 100, "25 - 10")

def magic():
    q3, q2, sm = 1.2e6, 1.0e6, 800e3
    add("magic number", f"Q3 revenue {m(q3)}, Q2 revenue {m(q2)}, Q2 S&M {k(sm)}. magic number?", (q3 - q2) * 4 / sm, "annualised QoQ delta / prior-Q S&M")
    nn, sm = 450e3, 600e3
    add("magic number", f"we added {k(nn)} net new ARR this quarter; last quarter's S&M spend was {k(sm)}. magic number", nn / sm, "450/600")
    a, b, sm = 500e3, 560e3, 300e3
    add("magic number", f"quarterly recurring revenue went from {k(a)} to {k(b)}; S&M in the prior quarter {k(sm)}. sales efficiency (magic number)?", (b - a) * 4 / sm, "240/300")
    dm, sm = 20e3, 480e3
    add("magic number", f"MRR grew {k(dm)} in each month of the quarter and S&M the previous quarter was {k(sm)}. magic number?", dm * 3 * 12 / sm, "net new ARR 720k / 480k")

def dau():
    d, mm = 4500, 18000
    add("dau/mau", f"DAU {c(d)}, MAU {c(mm)}. stickiness?", d / mm * 100, "DAU/MAU")
    mm, d = 12e3, 2400
    add("dau/mau", f"{k(mm)} monthly actives, {c(d)} use it every day on average. dau/mau ratio", d / mm * 100, "2400/12000")
    mm, d = 150e3, 45e3
    add("dau/mau", f"what's our stickiness if MAU is {k(mm)} and DAU is {k(d)}", d / mm * 100, "45/150")
    d, mm = 9e3, 60e3
    add("dau/mau", f"daily active users average {k(d)}, monthly active {k(mm)}, 4 apps. DAU/MAU?", d / mm * 100, "9/60")

def conversion():
    t, cv = 1200, 156
    add("conversion", f"{c(t)} trials, {cv} converted. trial conversion?", cv / t * 100, "156/1200")
    v, su, act, pay = 5000, .08, .25, .30
    add("conversion", f"{c(v)} visitors, {pc(su)}% sign up, {pc(act)}% of signups activate, {pc(pay)}% of activated pay. how many paying customers?", v * su * act * pay, "funnel product")
    a, n = 340, 850
    add("conversion", f"activation rate: {a} of {n} new signups completed onboarding", a / n * 100, "340/850")
    want, cv = 60, .15
    add("conversion", f"we want {want} paying customers a month and trial-to-paid is {pc(cv)}%. how many trials do we need monthly?", want / cv, "60/0.15")
    cv, t = 180, 1500
    add("conversion", f"last month {cv} conversions out of {c(t)} trials; trial-to-paid rate?", cv / t * 100, "180/1500")

def cohort():
    n, r1, r2 = 400, .6, .8
    add("cohort", f"Jan cohort {n} users; {pc(r1)}% retained after month 1, and {pc(r2)}% of those stay in month 2. users left after month 2?", n * r1 * r2, "400x0.6x0.8")
    n, p, keep, up = 250, 100, .7, .2
    add("cohort", f"cohort of {n} customers at €{p} MRR each; after a year {pc(keep)}% remain and they pay {pc(up)}% more on average. cohort MRR now?", n * keep * p * (1 + up), "250x0.7x120")
    n, r3, p = 1000, .35, 12
    add("cohort", f"cohort of {c(n)} signups, {pc(r3)}% still active at month 3, each active user pays ${p}/mo. month-3 revenue from the cohort?", n * r3 * p, "1000x0.35x12")
    n, a, b = 80, 6, 4
    add("cohort", f"March cohort: {n} customers, lost {a} in April and {b} in May. two-month retention?", (n - a - b) / n * 100, "70/80")

def price():
    n, p0, p1, lose = 300, 50, 60, .10
    add("price change", f"{n} customers at ${p0}/mo, we raise to ${p1} and expect to lose {pc(lose)}% of customers. new MRR?", n * (1 - lose) * p1, "270x60")
    mrr, up, lose = 80e3, .15, .05
    add("price change", f"MRR {k(mrr)}; price +{pc(up)}% and we lose {pc(lose)}% of customers because of it. resulting MRR?", mrr * (1 + up) * (1 - lose), "80k x1.15 x0.95")
    up = .25
    add("price change", f"what share of customers can we lose before a {pc(up)}% price increase costs us revenue?", (1 - 1 / (1 + up)) * 100, "1-1/1.25")
    arpa, n, cut, more = 400, 150, .10, 30
    add("price change", f"ARPA CHF {arpa}/month, {n} accounts. if we drop price {pc(cut)}% and win {more} more accounts, by how much does MRR change?",
        (n + more) * arpa * (1 - cut) - n * arpa, "180x360 - 150x400")

def hiring():
    s, on = 90e3, .25
    add("hiring cost", f"engineer salary €{k(s)}/year, on-costs {pc(on)}%. fully loaded cost per month?", s * (1 + on) / 12, "90k x1.25 /12")
    n, s, on = 3, 60e3, .20
    add("hiring cost", f"hire {w(n)} salespeople at £{k(s)} each; employer NI and benefits add {pc(on)}%. monthly cost of the three?", n * s * (1 + on) / 12, "3x60kx1.2/12")
    cash, nb, n, s = 1.5e6, 100e3, 2, 150e3
    add("hiring cost", f"cash {m(cash)}, net burn {k(nb)}/mo. we hire {w(n)} engineers at ${k(s)} a year each fully loaded. runway then?", cash / (nb + n * s / 12), "1.5m / 125k")
    s, on, tools = 72e3, .30, 500
    add("hiring cost", f"salary {k(s)} a year, employer costs and benefits {pc(on)}% on top, plus {tools}/month for laptop and tools. fully loaded monthly?", s * (1 + on) / 12 + tools, "7800 + 500")

def dilution():
    r, pre = 2e6, 8e6
    add("dilution", f"raise {m(r)} at {m(pre)} pre. investors get what %?", r / (pre + r) * 100, "2/10")
    f, r, pre = .6, 3e6, 12e6
    add("dilution", f"founders own {pc(f)}% together; raising {m(r)} at {m(pre)} pre-money. founders after the round?", f * pre / (pre + r) * 100, "60 x 12/15")
    me, sold = .4, .25
    add("dilution", f"I own {pc(me)}%, new round sells {pc(sold)}% of the company, no pool change. my stake after?", me * (1 - sold) * 100, "40 x 0.75")
    f, s1, s2 = .5, .15, .2
    add("dilution", f"founder had {pc(f)}% before seed. seed gives away {pc(s1)}%, series A another {pc(s2)}%. founder after both?", f * (1 - s1) * (1 - s2) * 100, "50x0.85x0.8")

def prepost():
    r, pct = 1.5e6, .2
    add("pre/post-money", f"we get {mio(r)} € for {pc(pct)}%. post-money?", r / pct, "1.5m/0.2")
    r, pct = 4e6, .16
    add("pre/post-money", f"the investor puts in ${M(r)} and gets {pc(pct)}%. pre-money?", r / pct - r, "25m - 4m")
    r, pre = 900e3, 3.6e6
    add("pre/post-money", f"{ch(r)} CHF raise at {g(pre/1e6)}m pre, post-money valuation?", pre + r, "3.6m + 0.9m")
    pre, sh = 10e6, 5e6
    add("pre/post-money", f"pre-money {M(pre)}, {g(sh/1e6)}M shares fully diluted before the round. price per share?", pre / sh, "10m/5m")

def pool():
    inv, pl = .2, .1
    add("option pool", f"investor wants {pc(inv)}% and a {pc(pl)}% post-money option pool created before the round. founders (100% today) end at?", (1 - inv - pl) * 100, "1 - 0.2 - 0.1")
    sh, pl = 8e6, .1
    add("option pool", f"we have {g(sh/1e6)}m shares and need a {pc(pl)}% pool after issuing it (no investors). how many new option shares?", sh / (1 - pl) - sh, "8m/0.9 - 8m")
    pre, r, pl = 10e6, 2.5e6, .15
    add("option pool", f"term sheet: pre-money {M(pre)} including a new {pc(pl)}% pool (post-money basis), raise {m(r)}. effective pre-money for existing holders?", pre - pl * (pre + r), "10m - 0.15 x 12.5m")
    fd, pl, granted = 10e6, .12, 700e3
    add("option pool", f"pool is {pc(pl)}% of {g(fd/1e6)}m fully diluted shares; {k(granted)} already granted. options left?", fd * pl - granted, "1.2m - 0.7m")

def safe():
    s, cap = 500e3, 5e6
    add("safe/note", f"SAFE ${k(s)} with a ${M(cap)} post-money cap. what % does it convert into (before the priced round's new shares)?", s / cap * 100, "500k/5m")
    n, d, p = 200e3, .2, 2.5
    add("safe/note", f"note {k(n)}, {pc(d)}% discount, Series A price ${p:.2f}/share. conversion price?", p * (1 - d), "2.50 x 0.8")
    s, cap, d, pre = 300e3, 6e6, .2, 10e6
    add("safe/note", f"SAFE {k(s)}, cap {m(cap)} pre-money, {pc(d)}% discount; the series A is at {m(pre)} pre. which applies and at what effective valuation?", min(cap, pre * (1 - d)), "min(cap 6m, 8m discounted)")
    n, i, yrs, d, p = 250e3, .08, 1.5, .2, 1.0
    add("safe/note", f"convertible note £{k(n)}, {pc(i)}% simple interest, converts after 18 months at a {pc(d)}% discount to a £1.00/share round. how many shares?", n * (1 + i * yrs) / (p * (1 - d)), "280k / 0.80")
    a, ca, b, cb = 1e6, 10e6, 500e3, 5e6
    add("safe/note", f"one SAFE of {m(a)} at a {M(ca)} post-money cap plus {k(b)} at a {M(cb)} post cap. total SAFE ownership?", (a / ca + b / cb) * 100, "10% + 10%")

def breakeven():
    fx, p, v = 60e3, 50, 20
    add("break-even", f"fixed costs €{k(fx)}/month, price €{p} per unit, variable cost €{v}. units per month to break even?", fx / (p - v), "60k/30")
    mrr, step, costs = 70e3, 10e3, 130e3
    add("break-even", f"MRR {k(mrr)} growing by {k(step)} a month (linear), costs flat at {k(costs)}. months to break-even?", (costs - mrr) / step, "60k/10k")
    gb, gm, arpa = 100e3, .8, 500
    add("break-even", f"gross burn {k(gb)}/mo, gross margin {pc(gm)}%, ARPA {arpa}/mo. how many customers to break even?", gb / (arpa * gm), "100k/400")
    r, cst = 120e3, 150e3
    add("break-even", f"revenue {k(r)} a month, costs {k(cst)}. by what % must revenue grow to break even?", (cst / r - 1) * 100, "150/120 - 1")
    mrr, gr, cst = 40e3, .08, 80e3
    add("break-even", f"MRR {k(mrr)} growing {pc(gr)}% MoM, expenses flat at {k(cst)}. in how many months do we break even?", months_to(mrr, cst, gr), "ln2/ln1.08")

def follow():
    cash, nb, nb2 = 1.2e6, 100e3, 80e3
    add("follow-up", [f"we have {m(cash)} cash and burn {k(nb)} net a month. runway?", f"and if we cut burn to {k(nb2)}?"], cash / nb2, "new runway 1.2m/80k")
    cash, nb, n, s = 900e3, 75e3, 2, 120e3
    add("follow-up", [f"Cash {k(cash)}, net burn {k(nb)}/month, how long do we last?", f"what if we hire two engineers at {k(s)} a year each, fully loaded?"], cash / (nb + n * s / 12), "900k/95k")
    cash, nb = 2e6, 160e3
    add("follow-up", [f"runway with {m(cash)} cash and {k(nb)} monthly net burn?", "is that bad?"], cash / nb, "previous runway 12.5 reused")
    a, b = 30e3, 45e3
    add("follow-up", [f"Our MRR went from {k(a)} to {k(b)} over 4 months, monthly growth?", "and ARR now?"], b * 12, "45k x 12")
    c1, c2, nb, cut = 1.2e6, 1.4e6, 100e3, 20e3
    add("follow-up", [f"cash is {m(c1)}, net burn {k(nb)}/mo, runway?", f"sorry, cash is {m(c2)} not {m(c1)}", f"and if we also cut burn by {k(cut)}, how many months more than the first answer is that?"],
        c2 / (nb - cut) - c1 / nb, "17.5 - 12")
    cc, arpa, gm, ch_ = 2000, 150, .8, .025
    add("follow-up", [f"CAC {c(cc)}, ARPA {arpa} per month, {pc(gm)}% gross margin: payback?", f"and LTV at {pc(ch_)}% monthly churn?", "so LTV:CAC?"], arpa * gm / ch_ / cc, "4800/2000")
    n, lost = 500, 20
    add("follow-up", [f"we have {n} customers and lose {lost} a month. churn?", "and retention?"], (1 - lost / n) * 100, "96%")
    r, pre1, pre2 = 2e6, 8e6, 10e6
    add("follow-up", [f"we raise {m(r)} at {m(pre1)} pre, how much do we sell?", f"and if the pre is {m(pre2)} instead?", "how many points of dilution does the higher pre save us vs the first?"],
        (r / (pre1 + r) - r / (pre2 + r)) * 100, "20 - 16.67")
    cash, sp, rev = 600e3, 90e3, 40e3
    add("follow-up", [f"Cash {k(cash)}, spending {k(sp)}, revenue {k(rev)} per month. runway?", "and if revenue doubles?", "how many extra months is that compared with the first runway?"],
        cash / (sp - 2 * rev) - cash / (sp - rev), "60 - 12")
    r = .03
    add("follow-up", [f"we lose {pc(r)}% of accounts a month. annual churn, compounded?", "and quarterly?"], (1 - (1 - r) ** 3) * 100, "1-0.97^3")
    nb, cash, fx = 150e3, 1.8e6, 0.9
    add("follow-up", [f"net burn {k(nb)} USD/month, {m(cash)} USD in the bank, EUR/USD rate 0.9 euro per dollar. runway?", "burn in euros?"], nb * fx, "150k x 0.9")

def missing():
    M_ = lambda *xs: "|".join(xs)
    add("missing figure", "how long will our money last? we spend 120k a month", None, "needs cash", [M_("cash", "bank", "balance")])
    add("missing figure", "runway? we have 2m in the bank", None, "needs burn", [M_("burn", "spend", "expens", "cost")])
    add("missing figure", "what's our LTV? ARPA 80/mo and 75% margin", None, "needs churn", [M_("churn", "retention", "lifetime")])
    add("missing figure", "CAC please: we won 40 customers last month", None, "needs S&M spend", [M_("spen[dt]", "marketing", "sales", "S&M")])
    add("missing figure", "payback period? our CAC is 3k", None, "needs ARPA and margin", [M_("revenue per", "ARPA", "ARPU", "price", "pay", "margin")])
    add("missing figure", "what do the investors own after the round? we're raising 2m", None, "needs valuation", [M_("valuation", "pre-?money", "post-?money")])
    add("missing figure", "burn multiple: we burned 1.5m last year", None, "needs net new ARR", [M_("ARR", "new revenue", "revenue", "grew", "growth")])
    add("missing figure", "magic number? S&M last quarter was 400k", None, "needs revenue change", [M_("revenue", "ARR", "MRR")])
    add("missing figure", "DAU/MAU? we have 20k daily actives", None, "needs MAU", [M_("MAU", "monthly active")])

def oos():
    R = [r"can't|cannot|can not|unable|not able|outside|don't|do not|only|can help|can compute|instead|not something"]
    for q in ["write my pitch email to Sequoia", "what valuation will we get for our seed round? MRR is 40k",
              "which VC should I talk to first?", "should I fire my cofounder", "is our burn tax deductible in Germany?",
              "what's the best design for a pricing page", "predict how many customers we'll get from the TechCrunch article next week",
              "what interest rate will venture debt have next year?", "what will the market size for AI notetakers be in 2030"]:
        add("out of scope", q, None, "not founder math from given inputs", R)

# ---------------------------------------------------------------- run
for f in [runway, alive, gross_burn, net_burn, burn_multiple, mrr_arr, growth, to_target, churn, retention, nrr, cac, payback,
          ltv, ltv_cac, gross_margin, contrib, r40, magic, dau, conversion, cohort, price, hiring, dilution, prepost, pool, safe, breakeven,
          follow, missing, oos]:
    f()

def checks():
    bad = []
    ids = [i["id"] for i in ITEMS]
    if len(set(ids)) != len(ids): bad.append("duplicate ids")
    counts = {a: 0 for a in AREAS}
    for it in ITEMS:
        if it["area"] not in counts: bad.append(f"{it['id']}: unknown area {it['area']}")
        else: counts[it["area"]] += 1
        if any("{" in t or "}" in t for t in it["turns"]): bad.append(f"{it['id']}: unfilled placeholder")
        fig = it.get("figure")
        if it["area"] in ("missing figure", "out of scope", "default alive"):
            if fig is not None or not it.get("mentions"): bad.append(f"{it['id']}: needs mentions, no figure")
        elif fig is None or not math.isfinite(fig) or fig == 0: bad.append(f"{it['id']}: bad figure {fig}")
        for rx in it.get("mentions", []): re.compile(rx)
        if it["area"] == "follow-up" and not 2 <= len(it["turns"]) <= 3: bad.append(f"{it['id']}: follow-up turns")
    for a, n in counts.items():
        if n < (8 if a in ("missing figure", "out of scope") else 4): bad.append(f"area {a}: only {n}")
    # rounding risk: would a one-decimal answer still be within 2 %?
    warn = [i["id"] for i in ITEMS if "figure" in i and abs(round(i["figure"], 1) - i["figure"]) > 0.02 * abs(i["figure"])]
    return counts, bad, warn

counts, bad, warn = checks()
for it in ITEMS:
    print(f"{it['id']}  {it['area']:<20} {str(it.get('figure', '-')):>14}  {it['turns'][-1][:70]!r}")
print("\nper area:", ", ".join(f"{a}={n}" for a, n in counts.items()), f"\ntotal {len(ITEMS)}")
print("rounding-risk (1 decimal >2% off):", warn or "none")
print("SELF-CHECK", "FAILED: " + "; ".join(bad) if bad else "PASSED")
if "--write" in sys.argv:
    out = sys.argv[sys.argv.index("--write") + 1]
    about = ("Outsider5 founder-finance questions for the offline advisor (issue #30). HELD-OUT: written 2026-11-28 (session 37) by an "
             "outsider who never read the advisor's code or the other sets; to be scored once, never used to fix code. Generated by "
             "outsider5-make.py (figures computed from the inputs; definitions in its header).")
    with open(f"{out}/outsider5-heldout.json", "w") as fh:
        json.dump({"about": about, "items": ITEMS}, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print("wrote", f"{out}/outsider5-heldout.json")
sys.exit(1 if bad else 0)
