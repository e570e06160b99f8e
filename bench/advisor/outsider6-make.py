#!/usr/bin/env python3
"""Outsider-6 held-out founder-question set for the offline advisor (issue #30).

Written 2026-11-28 (session 38) by an outsider who never read the advisor's code or the other
sets. Every expected figure is COMPUTED below from the same inputs the question states.
    python3 outsider6-make.py                  -> prints the table and self-checks
    python3 outsider6-make.py --write bench/advisor  -> also writes outsider6-heldout.json
"""
import json, math, os, sys

ITEMS = []
NOT = ["Focus:", "Key numbers"]
OOS_RE = r"(can[’']t|cannot|can not|unable|not able|don[’']t|do not|outside|only|i can help|i can compute|beyond|not something)"


def add(id, area, turns, figure=None, why="", mentions=None, maxWords=None):
    it = {"id": f"o6-{id}", "area": area, "turns": turns if isinstance(turns, list) else [turns]}
    if figure is not None:
        it["figure"] = round(float(figure), 4)
    if mentions:
        it["mentions"] = mentions
    it["notMentions"] = list(NOT)
    if maxWords:
        it["maxWords"] = maxWords
    it["why"] = why
    ITEMS.append(it)


def cgr(a, b, n):  # compound growth per period
    return ((b / a) ** (1 / n) - 1) * 100


def months_to(cur, target, g):  # g in %
    return math.log(target / cur) / math.log(1 + g / 100)


def per_month_from(rate, months):  # compound conversion of a rate over `months` to monthly
    return (1 - (1 - rate / 100) ** (1 / months)) * 100

# ---------------------------------------------------------------- runway (cash / net burn)
c, b = 1_500_000, 110_000
add("run1", "runway", f"we have one and a half million in the bank and burn about 110k a month. how long does that last us?",
    c / b, f"runway = cash / net monthly burn = {c}/{b}")
c, rev, costs = 2_400_000, 60_000, 180_000
add("run2", "runway", "Hi! Quick one. Bank balance 2.4M USD, monthly turnover 60k, total outgoings 180k per month, 14 people, founded 2019. Runway?",
    c / (costs - rev), "runway = cash / (costs - revenue) = 2.4M/(180k-60k)")
c, q = 900_000, 270_000
add("run3", "runway", "900'000 CHF cash on hand, we burn 270'000 CHF per quarter net. How many months of runway do we have?",
    c / (q / 3), "quarterly net burn /3 -> monthly; runway = 900k/90k")
c, lo, hi, mid = 750_000, 80_000, 100_000, 90_000
add("run4", "runway", "our net burn swings between 80 and 100k a month, call it 90k. cash is 750k. months left?",
    c / mid, "text resolves burn to 90k; 750k/90k")
c, w = 1_200_000, 25_000
add("run5", "runway", "What's their runway? The startup told me they have USD 1.2m in the account and spend 25k a week net.",
    c / (w * 52 / 12), "weekly burn x52/12 = monthly; runway = cash/monthly burn")
c1, c2, b = 1_200_000, 1_400_000, 100_000
add("run6", "runway", "Cash is 1.2m, no wait, 1.4m after the grant came in. Net burn 100k p.m. Runway in months?",
    c2 / b, "corrected cash 1.4m / 100k")
c, yb = 3_000_000, 1_800_000
add("run7", "runway", "annualised net burn is 1.8 million and we have 3 million left. how many months runway",
    c / (yb / 12), "annual burn/12 = 150k; 3M/150k")
add("run8", "runway", "We have ₹45 lakh in the bank and our monthly expenses exceed revenue by ₹3 lakh. Runway please.",
    45 / 3, "45 lakh / 3 lakh per month net burn = 15 months")

add("run9", "runway", "a quarter million in the bank, net outgoings 25k monthly, 4 co-founders, 2 offices. runway?", 250e3 / 25e3, "250k/25k")

# ---------------------------------------------------------------- default alive
def months_breakeven(rev, exp, g):
    return math.log(exp / rev) / math.log(1 + g / 100)

r, e, g, c = 50_000, 120_000, 10, 1_000_000
n = months_breakeven(r, e, g)
add("da1", "default alive", "Revenue 50k/mo growing 10% MoM, expenses flat at 120k/mo, cash 1M. Are we default alive? In how many months do we break even?",
    n, f"default alive (Paul Graham): months until revenue (compounding {g}%) covers flat expenses = ln(e/r)/ln(1.1)={n:.2f}; cumulative burn over that period vs cash decides",
    [r"default (alive|dead)"])
r, e, g = 20_000, 100_000, 5
n = months_breakeven(r, e, g)
add("da2", "default alive", "sales are 20k a month, growing 5 % monthly, costs 100k monthly constant. how many months until revenue covers costs, and are we default alive with 600k in the bank?",
    n, f"ln(100/20)/ln(1.05)={n:.1f} months to break-even; cumulative burn exceeds 600k before -> default dead",
    [r"default (alive|dead)|not .*alive|dead"])
r, e, g = 80_000, 100_000, 4
n = months_breakeven(r, e, g)
add("da3", "default alive", "Investor here: they do 80k MRR, +4% MoM, opex 100k/month flat, 2M cash. Months until they're profitable?",
    n, f"ln(100/80)/ln(1.04)={n:.2f}", [r"alive|profitab|break"])
r, e, g = 30_000, 90_000, 8
n = months_breakeven(r, e, g)
add("da4", "default alive", "Default alive check: monthly revenue €30k, growth 8% per month, monthly costs €90k stay flat. After how many months do we reach break-even?",
    n, f"ln(3)/ln(1.08)={n:.2f}")

# ---------------------------------------------------------------- gross burn
s, h, o = 160_000, 25_000, 15_000
add("gb1", "gross burn", "payroll 160k, hosting 25k, other opex 15k per month; revenue 70k. what's our gross burn?",
    s + h + o, "gross burn = total monthly spend regardless of revenue")
q = 450_000
add("gb2", "gross burn", "We spent £450k last quarter in total (revenue was £90k). Monthly gross burn?",
    q / 3, "gross burn = total spend / 3 months")
add("gb3", "gross burn", "Board deck bullets:\n- Headcount: 22\n- Total costs Q3: $720k\n- Revenue Q3: $240k\n- Offices: 2\nWhat is the gross burn per month?",
    720_000 / 3, "gross burn = 720k/3")
ann = 2_160_000
add("gb4", "gross burn", "our total opex is 2.16 million a year. gross burn per month?", ann / 12, "annual opex/12")

# ---------------------------------------------------------------- net burn
add("nb1", "net burn", "Cash on hand went from 2.0M at the end of January to 1.64M at the end of April. What's our monthly net burn?",
    (2_000_000 - 1_640_000) / 3, "Jan->Apr = 3 months; (2.0M-1.64M)/3")
add("nb2", "net burn", "gross burn 210k a month, and a third of that is covered by revenue. net burn?",
    210_000 * 2 / 3, "net burn = gross - revenue = 210k - 70k")
add("nb3", "net burn", "Month\tRevenue\tCosts\nJul\t40000\t130000\nAug\t44000\t132000\nSep\t48000\t135000\nWhat was the net burn in September?",
    135_000 - 48_000, "Sep costs - Sep revenue")
add("nb4", "net burn", "we make 95k per month and spend 140k per month. so whats the net burn",
    140_000 - 95_000, "net burn = spend - revenue")
add("nb5", "net burn", "Our bank balance fell by 1,2 Mio. € over the last two quarters. Net burn per month?",
    1_200_000 / 6, "two quarters = 6 months; 1.2M/6")

add("nb6", "net burn", "net burn is 70k a month. what is it per quarter?", 70e3 * 3, "monthly x3")

# ---------------------------------------------------------------- burn multiple
nb, nna = 600_000, 400_000
add("bm1", "burn multiple", "Last quarter we burned 600k net and added 400k of net new ARR. Burn multiple?",
    nb / nna, "burn multiple (Sacks) = net burn / net new ARR, same period")
add("bm2", "burn multiple", "ARR went from 2.0M to 2.5M this year while net burn for the year was 1.5M. what's the burn multiple",
    1_500_000 / 500_000, "net new ARR = 500k; 1.5M/500k")
add("bm3", "burn multiple", "Net burn 100k/mo over the quarter; MRR went from 50k to 60k in that quarter. Burn multiple (net burn / net new ARR)?",
    300_000 / (10_000 * 12), "quarter net burn 300k / net new ARR (10k MRR x12 = 120k)")
add("bm4", "burn multiple", "What's their burn multiple? They burned $2.4M net in the last 12 months and net new ARR was $800k.",
    2.4 / 0.8, "2.4M/0.8M")

# ---------------------------------------------------------------- mrr/arr
add("mrr1", "mrr/arr", "340 clients paying on average 250 € per month. What's our ARR?", 340 * 250 * 12, "ARR = customers x ARPA x 12")
add("mrr2", "mrr/arr", "MRR is 40k — actually 42k after refunds. ARR?", 42_000 * 12, "corrected MRR 42k x 12")
add("mrr3", "mrr/arr", "ARR is half a mil. monthly recurring revenue?", 500_000 / 12, "MRR = ARR/12")
add("mrr4", "mrr/arr", "We have 120 accounts on the 99/mo plan and 30 on the 299/mo plan. what is the MRR?",
    120 * 99 + 30 * 299, "sum of plan MRR")
add("mrr5", "mrr/arr", "Quarterly recurring billings are SEK 900k (all subscriptions billed quarterly). What's the MRR?",
    900_000 / 3, "quarterly recurring / 3")

# ---------------------------------------------------------------- growth
add("gr1", "growth", "MRR was 48k in March and 61k in June. What's the compound monthly growth rate?",
    cgr(48, 61, 3), "March->June = 3 months; (61/48)^(1/3)-1")
add("gr2", "growth", "revenue up 12k on last month, which was 48k. growth rate MoM?", 12 / 48 * 100, "12k/48k")
add("gr3", "growth", "ARR 1.2M a year ago, 2.1M today. YoY growth?", (2.1 / 1.2 - 1) * 100, "(2.1/1.2)-1")
add("gr4", "growth", "Month | MRR\nJan | 20,000\nFeb | 22,500\nMar | 24,000\nApr | 27,000\nMay | 30,500\nWhat was our average monthly growth from Jan to May?",
    cgr(20_000, 30_500, 4), "Jan->May = 4 periods; compound (30.5/20)^(1/4)-1")
add("gr5", "growth", "Users went from 8,000 to 12,500 over the last two quarters. Monthly compound growth?",
    cgr(8000, 12500, 6), "two quarters = 6 months compound")
add("gr6", "growth", "Q1 revenue 90k, Q2 revenue 117k. QoQ growth?", (117 / 90 - 1) * 100, "117/90-1")
add("gr7", "growth", "we were at 35k MRR, we're now at 31k MRR a month later. what's the MoM growth", (31 / 35 - 1) * 100, "negative: 31/35-1")
add("gr8", "growth", "What's the monthly growth if we went from 10k to 40k MRR in 12 months?", cgr(10, 40, 12), "(4)^(1/12)-1 compound")

add("gr9", "growth", "MRR is 50k and we're shrinking -3 % MoM. If that continues for 4 months, what's MRR then?", 50e3 * 0.97 ** 4, "50k x 0.97^4")

# ---------------------------------------------------------------- months to target
add("mt1", "months to target", "we're at 60k MRR growing 7% a month. how many months to 100k MRR?", months_to(60, 100, 7), "ln(100/60)/ln(1.07)")
add("mt2", "months to target", "At 15 % MoM, how long until we go from €20k to €50k monthly revenue?", months_to(20, 50, 15), "ln(2.5)/ln(1.15)")
add("mt3", "months to target", "ARR 1.5M, want to hit 3M ARR, growing 5% per month. Months?", months_to(1.5, 3, 5), "ln2/ln1.05")
add("mt4", "months to target", "If we grow 10% every month from 250 paying users, when do we reach 1000 paying users? Answer in months.",
    months_to(250, 1000, 10), "ln4/ln1.1")

# ---------------------------------------------------------------- churn
add("ch1", "churn", "We started the month with 400 customers and lost 14. Monthly logo churn?", 14 / 400 * 100, "lost/start")
add("ch2", "churn", "we lose 9 % of customers a quarter. what monthly churn rate compounds to that?", per_month_from(9, 3),
    "compound: 1-(1-0.09)^(1/3)")
add("ch3", "churn", "Annual logo churn of 30%. What's the equivalent monthly churn, compounded?", per_month_from(30, 12), "1-(0.7)^(1/12)")
add("ch4", "churn", "Start of Q3: 250 logos. During Q3 we lost 15 accounts and won 40. Quarterly logo churn rate?",
    15 / 250 * 100, "lost / starting logos (new ones excluded)")
add("ch5", "churn", "MRR at start of month 80k; churned MRR 2.4k; expansion 1.6k. What is gross revenue churn for the month?",
    2.4 / 80 * 100, "gross revenue churn = churned MRR / starting MRR (expansion excluded)")
add("ch6", "churn", "If monthly churn is 3 %, what share of customers is left after 12 months?", (0.97 ** 12) * 100, "0.97^12")
add("ch7", "churn", "clients at start of year 1,000, at end of year 820 with no new sign-ups. annual churn?", (1000 - 820) / 1000 * 100, "(1000-820)/1000")

# ---------------------------------------------------------------- retention
add("ret1", "retention", "Of the 200 users who signed up in January, 130 are still active in April. What's the retention rate?", 130 / 200 * 100, "130/200")
add("ret2", "retention", "Monthly logo churn is 2.5%. What's annual logo retention?", 0.975 ** 12 * 100, "(1-0.025)^12")
add("ret3", "retention", "We had 600 seats, lost 54 this quarter (no new ones counted). Quarterly seat retention?", (600 - 54) / 600 * 100, "(600-54)/600")
add("ret4", "retention", "quarterly customer retention is 91 %. whats the monthly retention", (0.91 ** (1 / 3)) * 100, "0.91^(1/3)")

# ---------------------------------------------------------------- nrr/grr
s, ex, con, chu = 500_000, 80_000, 20_000, 30_000
add("nrr1", "nrr/grr", "Starting ARR of the cohort 500k; expansion 80k, contraction 20k, churn 30k over the year. NRR?",
    (s + ex - con - chu) / s * 100, "NRR = (start+exp-contr-churn)/start")
add("nrr2", "nrr/grr", "Same numbers: starting ARR 500k, expansion 80k, contraction 20k, churned 30k. What's GRR?",
    (s - con - chu) / s * 100, "GRR = (start-contr-churn)/start, expansion excluded")
add("nrr3", "nrr/grr", "NDR question: customers who paid €100k MRR twelve months ago pay €118k MRR today. Net dollar retention?", 118 / 100 * 100, "118/100")
add("nrr4", "nrr/grr", "- MRR from existing customers, Jan: 60k\n- Upsell since: +9k\n- Downgrades: -3k\n- Lost customers: -4.5k\nWhat is net revenue retention?",
    (60 + 9 - 3 - 4.5) / 60 * 100, "(60+9-3-4.5)/60")
add("nrr5", "nrr/grr", "gross revenue retention if we started the year at 2M ARR and lost 240k to churn and 60k to downgrades?",
    (2000 - 240 - 60) / 2000 * 100, "(2M-240k-60k)/2M")

# ---------------------------------------------------------------- cac
add("cac1", "cac", "We spent 60k on ads and 40k on sales salaries last month and won 50 new clients. Blended CAC?",
    100_000 / 50, "blended CAC = all S&M / all new customers")
add("cac2", "cac", "Paid CAC please: ad spend 30k, 120 new customers of which 45 came from paid channels.",
    30_000 / 45, "paid CAC = paid spend / paid-acquired customers")
add("cac3", "cac", "Sales & marketing was £270k in Q2 and we added 90 logos in Q2. CAC?", 270 / 90 * 1000, "270k/90")
add("cac4", "cac", "CAC is half of first-year revenue per customer, and customers pay 200 a month. What's the CAC?",
    200 * 12 / 2, "first-year revenue 2400; half")
add("cac5", "cac", "marketing 25k/mo, sdr team 35k/mo, we close 40 deals a month. blended customer acquisition cost",
    60_000 / 40, "(25k+35k)/40")

# ---------------------------------------------------------------- payback
add("pb1", "payback", "CAC 1,200, ARPA 100/month, gross margin 80%. CAC payback in months?", 1200 / (100 * 0.8), "CAC/(ARPA x GM)")
add("pb2", "payback", "we pay 3k to acquire a customer who pays 250 a month; 75 % gross margin. how many months to pay back?",
    3000 / (250 * 0.75), "3000/(250x0.75)")
add("pb3", "payback", "ACV is €6,000, gross margin 70 %, CAC €4,200. Payback period in months?", 4200 / (6000 / 12 * 0.7), "4200/(500x0.7)")
add("pb4", "payback", "What's the payback on revenue (ignore margin)? CAC is 900 and ARPU is 45 per month.", 900 / 45, "900/45")

# ---------------------------------------------------------------- ltv
add("ltv1", "ltv", "ARPA 80/mo, gross margin 75%, monthly churn 2.5%. Gross-margin LTV?", 80 * 0.75 / 0.025, "ARPA x GM / churn")
add("ltv2", "ltv", "Customers pay €1,200 a year, we lose 20% of them a year, margin 80 %. What's lifetime value on gross margin?",
    1200 * 0.8 / 0.2, "annual ARPA x GM / annual churn")
add("ltv3", "ltv", "revenue LTV (no margin) if ARPU is 30 a month and monthly churn is 5 percent?", 30 / 0.05, "ARPU/churn")
add("ltv4", "ltv", "Average customer stays 36 months and pays $150/month, gross margin 60%. LTV on gross profit?", 36 * 150 * 0.6, "lifetime x ARPA x GM")

# ---------------------------------------------------------------- ltv:cac
add("lc1", "ltv:cac", "LTV 9,000 and CAC 2,500. LTV:CAC ratio?", 9000 / 2500, "9000/2500")
ltv = 120 * 0.8 / 0.02
add("lc2", "ltv:cac", "ARPA 120/mo, GM 80 %, monthly churn 2 %, CAC 1,600. What's LTV to CAC (margin-based LTV)?", ltv / 1600, "LTV=120x0.8/0.02=4800; /1600")
ltv = 50 * 0.7 / 0.04
add("lc3", "ltv:cac", "arpu 50 a month, 70% margin, 4% monthly churn, and CAC is equal to five months of revenue per customer. ltv:cac?",
    ltv / (5 * 50), "LTV=875; CAC=250")
add("lc4", "ltv:cac", "Our LTV is 4k€ and we spend 1,6k€ to acquire a customer. Ratio?", 4000 / 1600, "4000/1600")

# ---------------------------------------------------------------- gross margin
add("gm1", "gross margin", "revenue 200k, COGS 56k. gross margin %?", (200 - 56) / 200 * 100, "(rev-COGS)/rev")
add("gm2", "gross margin", "A third of revenue goes to hosting and another 5% to payment fees; those are our only COGS. Gross margin?",
    (1 - 1 / 3 - 0.05) * 100, "1 - 1/3 - 0.05")
add("gm3", "gross margin", "Sales were £1.8M last year; cost of sales £630k. Gross margin?", (1.8 - 0.63) / 1.8 * 100, "(1.8-0.63)/1.8")
add("gm4", "gross margin", "Revenue\t300000\nHosting\t36000\nSupport staff\t24000\nThird-party APIs\t15000\nGross margin (all three lines are COGS)?",
    (300 - 36 - 24 - 15) / 300 * 100, "(300-75)/300")

# ---------------------------------------------------------------- contribution margin
p, vc = 49, [6, 3.5, 1.5, 4]
add("cm1", "contribution margin", "Price per box €49. Variable costs per box: ingredients €6, packaging €3.50, payment fee €1.50, shipping €4. Contribution margin per box in %?",
    (p - sum(vc)) / p * 100, "(49-15)/49")
add("cm2", "contribution margin", "per order: AOV 80, COGS 32, shipping 8, payment 2.4, marketing per order 12. CM2 per order in money?",
    80 - 32 - 8 - 2.4 - 12, "CM2 = revenue - COGS - fulfilment - payment - variable marketing")
add("cm3", "contribution margin", "Revenue 500k, variable costs 320k, fixed costs 150k. Contribution margin ratio?", (500 - 320) / 500 * 100, "(rev-var)/rev")
add("cm4", "contribution margin", "Each seat sells for 30/mo; per-seat hosting 4, support 3, payment 1. What's the contribution per seat per month?",
    30 - 4 - 3 - 1, "30-8")

# ---------------------------------------------------------------- rule of 40
add("r40a", "rule of 40", "YoY growth 28%, EBITDA margin -5%. Rule of 40 score?", 28 - 5, "growth + EBITDA margin")
add("r40b", "rule of 40", "ARR grew from 5M to 8M this year and our profit margin is -20 %. rule of 40?", (8 / 5 - 1) * 100 - 20, "60-20")
add("r40c", "rule of 40", "Revenue 10M, operating loss 1.5M, growth 45% YoY. Rule of 40 using operating margin?", 45 - 15, "45 + (-15)")
add("r40d", "rule of 40", "What's their rule of 40? Growth 15% YoY and FCF margin 12%.", 15 + 12, "15+12")

# ---------------------------------------------------------------- magic number
add("mn1", "magic number", "Quarterly revenue went from 1.0M to 1.2M; prior quarter S&M spend was 900k. SaaS magic number (annualised revenue change / prior-quarter S&M)?",
    (0.2 * 4) / 0.9, "(ΔQrev x4)/prior S&M")
add("mn2", "magic number", "Net new ARR this quarter 600k, S&M last quarter 750k. Magic number (net new ARR / prior-quarter S&M)?", 0.6 / 0.75, "600/750")
add("mn3", "magic number", "Q3 revenue $2.5M, Q4 revenue $2.8M, Q3 sales and marketing expense $1.6M. magic number (annualised QoQ revenue increase over previous quarter's S&M)?",
    0.3 * 4 / 1.6, "0.3x4/1.6")
add("mn4", "magic number", "MRR rose from 100k to 125k over the quarter and S&M in the prior quarter was 500k. Magic number using net new ARR / prior-quarter S&M?",
    25_000 * 12 / 500_000, "net new ARR 300k / 500k")

# ---------------------------------------------------------------- dau/mau
add("dm1", "dau/mau", "3,200 daily actives and 16,000 monthly actives. Stickiness?", 3200 / 16000 * 100, "DAU/MAU")
add("dm2", "dau/mau", "MAU 45k, DAU 9.9k. DAU/MAU ratio in percent?", 9.9 / 45 * 100, "9.9/45")
add("dm3", "dau/mau", "we have 120k monthly active users and a DAU/MAU of 18 %. how many daily actives?", 120_000 * 0.18, "MAU x ratio")
add("dm4", "dau/mau", "Avg daily active users last month 2,100; monthly actives 10,500; registered 40,000. DAU/MAU?", 2100 / 10500 * 100, "2100/10500; registered is a distractor")

# ---------------------------------------------------------------- conversion
add("cv1", "conversion", "1,800 trials started in May, 243 converted to paid. Trial-to-paid conversion?", 243 / 1800 * 100, "243/1800")
add("cv2", "conversion", "Funnel: 40,000 visitors -> 2,000 signups -> 300 paying. Visitor to paid conversion?", 300 / 40000 * 100, "300/40000")
add("cv3", "conversion", "Activation: of 900 sign-ups, 378 completed onboarding. activation rate?", 378 / 900 * 100, "378/900")
add("cv4", "conversion", "We need 60 new paying customers a month and trial conversion is 12%. How many trials per month do we need?", 60 / 0.12, "60/0.12")

# ---------------------------------------------------------------- cohort
add("co1", "cohort", "Cohort\tM0\tM1\tM2\tM3\nJan\t500\t410\t360\t330\nFeb\t600\t480\t420\t-\nWhat is month-3 retention of the January cohort?", 330 / 500 * 100, "330/500")
add("co2", "cohort", "Cohort | M0 | M1 | M2\nMar | 400 | 300 | 260\nApr | 600 | 420 | 372\nWhat's the average M2 retention across both cohorts, weighted by cohort size?",
    (260 + 372) / (400 + 600) * 100, "(260+372)/(400+600)")
add("co3", "cohort", "The June cohort started with 250 customers paying €40/mo. After 6 months 175 remain and 20 of those upgraded to €80/mo. What is the cohort's MRR now?",
    155 * 40 + 20 * 80, "155x40 + 20x80")
add("co4", "cohort", "A cohort of 1,000 users loses 20% in month 1 and then 5 % of the remaining each month after. How many are left after month 4?",
    1000 * 0.8 * 0.95 ** 3, "1000x0.8x0.95^3")

# ---------------------------------------------------------------- price change
n, p0, p1, lost = 800, 50, 60, 0.05
add("pc1", "price change", "800 customers at $50/mo. If we raise the price to $60 and lose 5% of customers, what's the new MRR?",
    n * (1 - lost) * p1, "800x0.95x60")
add("pc2", "price change", "We have 800 clients at 50 a month. Price goes to 60 and we expect 5 % of clients to leave. By how much does MRR change?",
    n * (1 - lost) * p1 - n * p0, "45600-40000")
add("pc3", "price change", "ARPA 120 € monthly, 300 accounts. A 15% price increase with no churn: new MRR?", 300 * 120 * 1.15, "300x138")
add("pc4", "price change", "Raising price from 20 to 25 per seat per month: what share of our 2,000 seats can we lose before MRR goes down? answer in percent",
    (1 - 20 / 25) * 100, "break-even loss = 1 - old/new price")

# ---------------------------------------------------------------- hiring cost
add("hc1", "hiring cost", "Engineer salary 90k/year, employer taxes and benefits add 25%. Fully loaded monthly cost?", 90_000 * 1.25 / 12, "90k x1.25 /12")
add("hc2", "hiring cost", "What's the fully loaded annual cost of 3 engineers at 120k base each with a 1.3 loading factor?", 3 * 120_000 * 1.3, "3x120kx1.3")
c, b, hire = 1_800_000, 120_000, 2 * 150_000 * 1.2 / 12
add("hc3", "hiring cost", "We have 1.8M cash and burn 120k/mo. If we hire two engineers at 150k a year each (20% on top for taxes and benefits), what's the new runway?",
    c / (b + hire), "extra 30k/mo; 1.8M/150k")
add("hc4", "hiring cost", "Hiring plan: one person in April, one in July, one in October, each at 6k per month fully loaded. How much does the plan cost in this calendar year (Jan-Dec)?",
    6000 * (9 + 6 + 3), "Apr-Dec 9 months, Jul-Dec 6, Oct-Dec 3")

# ---------------------------------------------------------------- dilution
add("dil1", "dilution", "We raise 2M at 8M pre-money. How much dilution?", 2 / (8 + 2) * 100, "inv / post")
add("dil2", "dilution", "Founders own 70%. We sell 20% in the seed. What do founders own after?", 70 * 0.8, "70 x 0.8")
add("dil3", "dilution", "i own 45 % now. series A: 5 million at a 20 million post. my stake after?", 45 * (1 - 5 / 20), "45 x (1-0.25)")
add("dil4", "dilution", "Investor puts in £750k for 15%. Existing 1,000,000 shares. How many new shares are issued?", 1_000_000 * 0.15 / 0.85, "n/(1e6+n)=0.15")

# ---------------------------------------------------------------- pre/post-money
add("pp1", "pre/post-money", "we raised 3 million for 20 %. post-money?", 3 / 0.2 * 1e6, "3M/0.2")
add("pp2", "pre/post-money", "Same round: 3M for 20%. What's the pre-money?", 3 / 0.2 * 1e6 - 3e6, "15M-3M")
add("pp3", "pre/post-money", "Term sheet: CHF 1.5 Mio. investment, investors get 25 % post. Pre-money valuation?", 1.5e6 / 0.25 - 1.5e6, "6M-1.5M")
add("pp4", "pre/post-money", "Price per share in the round is 2.50 and there are 4,000,000 shares before the round. Pre-money?", 2.5 * 4_000_000, "price x pre shares")

# ---------------------------------------------------------------- option pool
pre, inv, pool = 8e6, 2e6, 0.10
post = pre + inv
add("op1", "option pool", "8M pre, 2M raise, and the investor wants a 10% post-money option pool created in the pre-money. Founders own 100% before. What do founders own after?",
    (1 - inv / post - pool) * 100, "founders = 1 - 20% - 10% = 70%")
add("op2", "option pool", "Pre-money 12M including a new 15% post-money pool, investing 3M. Effective pre-money for existing holders?",
    12e6 - 0.15 * 15e6, "pool worth 15% of 15M post = 2.25M; 12M-2.25M")
add("op3", "option pool", "We have 9,000,000 shares outstanding and want the option pool to be 10% of the fully diluted total after adding it. How many options to create?",
    9e6 * 0.1 / 0.9, "p/(9M+p)=0.1")
add("op4", "option pool", "option pool is 1.2M shares out of 12M fully diluted. we issue 3M new shares to investors. pool % after?", 1.2 / 15 * 100, "1.2/15")

# ---------------------------------------------------------------- safe/note
price, disc, cap, fd = 2.00, 0.20, 6e6, 4e6
cp = min(price * (1 - disc), cap / fd)
add("sn1", "safe/note", "SAFE of $500k with a $6M cap and 20% discount. Series A price $2.00/share, 4M fully diluted pre-money shares. How many shares does the SAFE get?",
    500_000 / cp, f"conversion price = min(2.00x0.8, 6M/4M)={cp}; 500k/{cp}")
price = 1.00
cp = min(price * 0.8, cap / fd)
add("sn2", "safe/note", "Same SAFE terms (cap 6M, 20 % discount, 4M shares) but the Series A priced at $1.00 per share. Conversion price?",
    cp, "min(0.80, 1.50)=0.80 -> discount wins")
add("sn3", "safe/note", "Post-money SAFE: $1M at an $8M post-money cap. What percentage does the SAFE holder own at conversion (before the new round)?", 1 / 8 * 100, "1M/8M")
p, r, t = 400_000, 0.06, 18 / 12
add("sn4", "safe/note", "Convertible note of €400k, 6% simple interest, converts after 18 months. Amount that converts including interest?",
    p * (1 + r * t), "400k x (1+0.06x1.5)")
add("sn5", "safe/note", "Note converts at a 25% discount to the Series A price of 1.60. Conversion price per share?", 1.60 * 0.75, "1.6x0.75")

# ---------------------------------------------------------------- break-even
add("be1", "break-even", "Fixed costs 90k/month, price 150, variable cost 60 per unit. Break-even units per month?", 90_000 / 90, "fixed/(p-v)")
add("be2", "break-even", "our opex is 240k a month and our gross margin is 80%. how much monthly revenue to break even?", 240_000 / 0.8, "fixed/GM")
add("be3", "break-even", "We need to cover £60k monthly fixed costs. Each customer pays £100/mo and costs £25/mo to serve. How many customers to break even?",
    60_000 / 75, "60k/75")
add("be4", "break-even", "Breakeven ARR if annual fixed costs are 3.6M and contribution margin is 60 %?", 3.6e6 / 0.6, "3.6M/0.6")

# ---------------------------------------------------------------- follow-up
add("fu1", "follow-up", ["We have 1.2M in the bank and burn 100k a month net. What's our runway?", "and if we cut burn to 80k?"],
    1.2e6 / 80e3, "follow-up reuses cash 1.2M; 1.2M/80k")
add("fu2", "follow-up", ["Cash 2M, net burn 125k per month. Runway?", "what if we hire two engineers at 120k a year each, all-in?"],
    2e6 / (125e3 + 2 * 120e3 / 12), "burn +20k/mo (all-in cost given); 2M/145k")
add("fu3", "follow-up", ["MRR went from 40k to 52k in 3 months. Monthly growth?", "and how long to 100k at that rate?"],
    months_to(52, 100, cgr(40, 52, 3)), "g=9.14%; ln(100/52)/ln(1+g)")
add("fu4", "follow-up", ["Runway check: 900k cash, 75k net burn a month.", "sorry, cash is 1.05m not 900k"],
    1.05e6 / 75e3, "corrected cash 1.05M / 75k")
add("fu5", "follow-up", ["We start the month with 500 customers and lose 15. What's churn?", "annual?"],
    (1 - (1 - 15 / 500) ** 12) * 100, "monthly 3%; annual compound 1-0.97^12")
add("fu6", "follow-up", ["ARPA is 200/month, gross margin 75%, monthly churn 3%. LTV?", "and if churn drops to 2%?", "so how much did LTV go up between those two answers?"],
    200 * 0.75 / 0.02 - 200 * 0.75 / 0.03, "LTV 5000 -> 7500; +2500")
add("fu7", "follow-up", ["Cash 600k, burn 100k a month net. Runway?", "is that bad?"],
    600e3 / 100e3, "reuses runway 6 months", [r"(fundrais|raise|short|tight|low|risk|bad|worr|cut)"])
add("fu8", "follow-up", ["We raise 1.5M at 6M pre. Post-money?", "and dilution?"], 1.5 / 7.5 * 100, "1.5/7.5")
add("fu9", "follow-up", ["Our CAC is 1,500 and ARPA 125 a month with 80% GM. Payback?", "and if CAC drops to 1,200?"],
    1200 / (125 * 0.8), "CAC 1200 / (125x0.8)")
add("fu10", "follow-up", ["We have 1.6M cash and net burn of 100k/mo. Runway?", "and if we also bring in 20k more revenue per month?", "how many months do we gain compared with the first answer?"],
    1.6e6 / 80e3 - 1.6e6 / 100e3, "16 -> 20 months; +4")
add("fu11", "follow-up", ["Trials 1,000 a month, 15% convert. New customers per month?", "monthly?"], 1000 * 0.15, "already per month: 150")
add("fu12", "follow-up", ["Gross burn 300k/mo, revenue 120k/mo, cash 2.7M. Runway?", "and if revenue grows to 150k?"], 2.7e6 / 150e3, "net burn 150k; 18")
add("fu13", "follow-up", ["We lose 6% of customers per quarter. Monthly churn?", "and churn per year, compounded?"],
    (1 - 0.94 ** 4) * 100, "annual = 1-0.94^4")

# ---------------------------------------------------------------- missing figure
add("mf1", "missing figure", "We burn 80k a month. What's our runway?", None, "cash not given", [r"cash|bank|balance"])
add("mf2", "missing figure", "Our CAC is 1,200. What's the LTV:CAC?", None, "LTV or its inputs missing", [r"ltv|lifetime|churn|arpa|arpu|margin"])
add("mf3", "missing figure", "MRR is 70k today. What's our monthly growth rate?", None, "no earlier value", [r"earlier|previous|last|before|start|ago|past|prior|from"])
add("mf4", "missing figure", "we have 2.5M cash and 40 customers. how long is our runway", None, "burn not given", [r"burn|spend|expens|cost"])
add("mf5", "missing figure", "What's our CAC payback if gross margin is 80%?", None, "CAC and ARPA missing", [r"cac|acquisition|arpa|arpu|revenue per"])
add("mf6", "missing figure", "We're raising at 10M pre. How much dilution will we take?", None, "round size missing", [r"rais|invest|amount|round|size"])
add("mf7", "missing figure", "Monthly churn 2%, gross margin 70%. What's the LTV?", None, "ARPA missing", [r"arpa|arpu|revenue per|price|pays|average"])
add("mf8", "missing figure", "What's our burn multiple if net new ARR was 500k last year?", None, "burn missing", [r"burn|spend|cash"])
add("mf9", "missing figure", "SAFE with a 5M cap, how many shares does it convert into?", None, "SAFE amount / share count missing", [r"amount|invest|shares|size|how much|capitali"])

# ---------------------------------------------------------------- out of scope
add("os1", "out of scope", "write my pitch email to Sequoia please", None, "not founder math", [OOS_RE])
add("os2", "out of scope", "What valuation will we get in our seed round?", None, "not computable from given inputs", [OOS_RE + r"|depends|market|comparable"])
add("os3", "out of scope", "Which VC should I talk to first?", None, "not founder math", [OOS_RE])
add("os4", "out of scope", "Should I incorporate in Delaware or the UK?", None, "legal question", [OOS_RE + r"|lawyer|legal|counsel"])
add("os5", "out of scope", "what will the EUR/USD exchange rate be next year?", None, "forecast not computable", [OOS_RE + r"|predict|forecast"])
add("os6", "out of scope", "Can you draft the ESOP legal agreement for our employees?", None, "legal drafting", [OOS_RE + r"|lawyer|legal"])
add("os7", "out of scope", "Is now a good time to raise given the market?", None, "market timing opinion, no data", [OOS_RE + r"|depends|runway"])
add("os8", "out of scope", "How much should I pay myself as CEO?", None, "not computable from inputs", [OOS_RE + r"|depends|salary|runway"])
add("os9", "out of scope", "translate our term sheet into German", None, "translation", [OOS_RE])

# ---------------------------------------------------------------- pasted update email (assigned to the metric asked)
email = ("Subject: Acme Labs – October investor update\n\nHi all,\n\nQuick update from the team (now 17 people, 3 offices):\n"
         "- MRR: 84k (Sept: 78k)\n- New logos: 12, churned logos: 4\n- Cash in bank: 1.9M\n- Net burn: 95k\n- Hiring: 2 open roles\n\n"
         "Thanks for the support,\nLena\n\nQ: how many months of runway does that give us?")
add("em1", "runway", email, 1.9e6 / 95e3, "1.9M / 95k")
email2 = email.replace("Q: how many months of runway does that give us?", "Question for you: what was MRR growth month over month?")
add("em2", "growth", email2, (84 / 78 - 1) * 100, "84/78-1")
add("em3", "burn multiple", email.replace("Q: how many months of runway does that give us?", "PS what's our burn multiple for October (net burn / net new ARR)?"),
    95 / ((84 - 78) * 12), "95k / (6k x 12)")
add("em4", "churn", "Subject: Q3 numbers\n\nHey,\nstarted Q3 with 320 customers, finished with 344 (we lost 24 and added 48).\nBest, Tom\n\nWhat was our quarterly logo churn?",
    24 / 320 * 100, "24/320")

# ---------------------------------------------------------------- more shapes (tables, non-native English, per-customer <-> total)
add("run10", "runway", "| Month | Cash | Net burn |\n|---|---|---|\n| Aug | 1,450,000 | 88,000 |\n| Sep | 1,362,000 | 92,000 |\n| Oct | 1,270,000 | 95,000 |\nBased on the latest month, how many months of runway?",
    1_270_000 / 95_000, "latest row: Oct cash 1.27M / Oct net burn 95k")
add("run11", "runway", "how much month we can survive with 800k and spending 64k each month more than we earn?", 800e3 / 64e3, "800k/64k net")
add("run12", "runway", "₹2 crore in the bank, monthly net burn ₹10 lakh. runway in months?", 200 / 10, "2 crore = 200 lakh; /10 lakh")
add("mrr6", "mrr/arr", "MRR is 84k spread across 420 accounts. What's ARPA per month?", 84e3 / 420, "total / accounts")
add("lc5", "ltv:cac", "From the board deck:\n• ARPA: $220/mo\n• Gross margin: 78%\n• Logo churn: 1.5% monthly\n• Blended CAC: $4,400\n• Team: 31 FTE\nLTV:CAC (gross-margin LTV)?",
    (220 * 0.78 / 0.015) / 4400, "LTV = 220x0.78/0.015 = 11440; /4400")
add("hc5", "hiring cost", "CHF 2'400'000 cash, net burn CHF 150'000/month. We add a head of sales at CHF 180'000 a year all-in from next month. New runway in months?",
    2.4e6 / (150e3 + 180e3 / 12), "burn 165k; 2.4M/165k")

# ---------------------------------------------------------------- self-checks
def checks():
    ok = True
    from collections import Counter
    cnt = Counter(i["area"] for i in ITEMS)
    areas = ["runway", "default alive", "gross burn", "net burn", "burn multiple", "mrr/arr", "growth", "months to target", "churn",
             "retention", "nrr/grr", "cac", "payback", "ltv", "ltv:cac", "gross margin", "contribution margin", "rule of 40",
             "magic number", "dau/mau", "conversion", "cohort", "price change", "hiring cost", "dilution", "pre/post-money",
             "option pool", "safe/note", "break-even", "follow-up", "missing figure", "out of scope"]
    for a in areas:
        need = 8 if a in ("missing figure", "out of scope") else 4
        if cnt[a] < need:
            print("FAIL area", a, cnt[a]); ok = False
    for a in cnt:
        if a not in areas:
            print("FAIL unknown area", a); ok = False
    ids = [i["id"] for i in ITEMS]
    if len(ids) != len(set(ids)):
        print("FAIL duplicate ids"); ok = False
    import re
    for i in ITEMS:
        f = i.get("figure")
        if i["area"] in ("missing figure", "out of scope"):
            if f is not None or not i.get("mentions"):
                print("FAIL", i["id"], "must have mentions and no figure"); ok = False
        elif f is None or not math.isfinite(f) or f == 0:
            print("FAIL", i["id"], "needs a nonzero figure"); ok = False
        for m in i.get("mentions", []):
            re.compile(m)
        if i["area"] == "follow-up" and len(i["turns"]) < 2:
            print("FAIL", i["id"], "follow-up needs 2+ turns"); ok = False
    return ok, cnt


if __name__ == "__main__":
    ok, cnt = checks()
    for i in ITEMS:
        f = i.get("figure")
        q = i["turns"][-1].replace("\n", " / ")
        print(f"{i['id']:7} {i['area']:20} {'' if f is None else f'{f:,.4g}':>12}  {q[:70]}")
    print("\nper area:", dict(sorted(cnt.items())))
    print("total items:", len(ITEMS))
    print("SELF-CHECK:", "PASS" if ok else "FAIL")
    if "--write" in sys.argv:
        out = sys.argv[sys.argv.index("--write") + 1]
        doc = {"about": ("Outsider-6 set. HELD-OUT: written 2026-11-28 (session 38) by an outsider who never read the advisor's code "
                         "or the other sets; to be scored once, never used to fix code. Figures computed by outsider6-make.py."),
               "items": ITEMS}
        with open(os.path.join(out, "outsider6-heldout.json"), "w") as fh:
            json.dump(doc, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
        print("wrote", os.path.join(out, "outsider6-heldout.json"))
    sys.exit(0 if ok else 1)
