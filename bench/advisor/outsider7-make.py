#!/usr/bin/env python3
"""Outsider set 7 for issue #30 (held out). Every expected figure is computed here from the
inputs stated in the question; nothing is typed twice. Written 2026-11-28 (session 39) by an
outsider who never read the advisor's code or the other sets.
  python3 outsider7-make.py                 -> prints the table and self-checks
  python3 outsider7-make.py --write DIR     -> also writes DIR/outsider7-heldout.json
Definitions used (textbook):
  runway = cash / monthly net burn; net burn = monthly expenses - monthly revenue; gross burn = monthly expenses
  burn multiple = net burn / net new ARR over the same period
  compound growth per period = (end/start)^(1/n) - 1; months to target = ln(target/now)/ln(1+g)
  logo churn = customers lost / customers at start of period; rate over other span = 1-(1-r)^(k)
  NRR = (start MRR + expansion - contraction - churned) / start MRR; GRR = same without expansion
  CAC = acquisition spend / new customers (paid: paid spend / paid-acquired customers; blended: all S&M / all new)
  payback (gross-margin adjusted when asked) = CAC / (monthly ARPA x GM)
  LTV = ARPA x GM / monthly churn (revenue LTV when margin not mentioned and asked as revenue)
  gross margin = (revenue - COGS)/revenue; contribution margin = (revenue - variable costs)/revenue
  rule of 40 = revenue growth % + profit (or EBITDA/FCF) margin %
  magic number = (this quarter revenue - last quarter revenue) x 4 / last quarter S&M spend
  post-money = pre + new money; new investor stake = investment / post
  SAFE (post-money cap): conversion price = min(cap price, round price x (1-discount))
"""
import json, math, sys

ITEMS = []
NOT = ["Focus:", "Key numbers"]
ASK = r"(what|how much|need|share|tell|provide|give|missing|know)"
CANT = r"(can(no|'|’)t|can ?not|unable|not (something|able|a )|outside|only|instead|I (can|compute|do) |help with)"

def add(area, turns, figure=None, mentions=None, why="", maxWords=None):
    if isinstance(turns, str):
        turns = [turns]
    it = {"id": f"o7-{len(ITEMS)+1:03d}", "area": area, "turns": turns}
    if figure is not None:
        it["figure"] = round(figure, 4)
    if mentions:
        it["mentions"] = mentions
    it["notMentions"] = NOT
    if maxWords:
        it["maxWords"] = maxWords
    it["why"] = why
    ITEMS.append(it)

def cg(a, b, n):  # compound growth per period, %
    return ((b / a) ** (1 / n) - 1) * 100

def span(rate, k):  # rate over one span -> over k spans (k may be fractional), %
    return (1 - (1 - rate) ** k) * 100

def mto(now, target, g):
    return math.log(target / now) / math.log(1 + g)

# ---------------------------------------------------------------- runway
c, b = 2_100_000, 140_000
add("runway", ["Anna: cash is 2.1m as of friday\nBen: burn went to 140k after the hires\nChris: we're 11 people now in 2 offices\nBen: so what's our runway now?"],
    c / b, [r"month"], f"runway = cash/net burn = {c}/{b}")
c, e, r = 900_000, 95_000, 20_000
add("runway", "900'000 CHF on the bank. monthly opex CHF 95'000, turnover CHF 20'000 p.m. founded 2019, team of 7. how many months left?",
    c / (e - r), [r"month"], f"net burn = {e}-{r}; runway = {c}/{e-r}")
c, qb = 1_500_000, 360_000
add("runway", "We've got one and a half million in the bank and burn 360k a quarter. Runway in months?",
    c / (qb / 3), [r"month"], f"quarterly burn {qb} -> monthly {qb/3}; {c}/({qb}/3)")
c, b, cut = 1_800_000, 150_000, 20_000
add("runway", "cash on hand $1.8M, net burn 150k/mo. from next month we cut 20k of spend. what's the runway after the cut?",
    c / (b - cut), [r"month"], f"{c}/({b}-{cut}); the cut applies from next month, approximated as whole period per plain reading")
c, b = 640_000, 80_000
add("runway", "What was our runway in March? In March we had €640k cash and net burn was €80k that month. (today we have less, about 500k)",
    c / b, [r"month"], f"March figures: {c}/{b}")
c, lo, hi = 1_200_000, 80_000, 100_000
add("runway", "Our bank balance is USD 1.2m and monthly burn is between 80 and 100k, call it 90. How long does the money last?",
    c / 90_000, [r"month"], f"range resolved to 90k: {c}/90000")
c, b = 3_000_000, 200_000
add("runway", "we don't have 18 months of runway, do we? cash 3m, burn 200k a month",
    c / b, [r"month"], f"{c}/{b}=15 months")
c, y = 2_400_000, 1_440_000
add("runway", "Investor here. The company has £2.4m cash and spends £1.44m a year net. What's their runway?",
    c / (y / 12), [r"month"], f"annual net burn {y} -> {y/12}/month; {c}/{y/12}")

# ---------------------------------------------------------------- default alive
def alive(cash, exp, rev, g):
    """Simulate month by month at constant expenses and compound revenue growth: alive if
    revenue reaches expenses before cash runs out."""
    for _ in range(600):
        if rev >= exp:
            return True
        cash -= exp - rev
        if cash < 0:
            return False
        rev *= 1 + g
    return False

def add_da(text, cash, exp, rev, g):
    v = alive(cash, exp, rev, g)
    add("default alive", text, cash / (exp - rev), [r"alive" if v else r"dead"],
        f"runway at current net burn {cash}/({exp}-{rev}); month-by-month simulation at {g:.0%} growth -> default {'alive' if v else 'dead'}")

add_da("Are we default alive? Revenue 60k/month growing 10% MoM, expenses flat at 120k/month, 1M in the bank. Give the runway at today's burn first.",
       1_000_000, 120_000, 60_000, 0.10)
add_da("cash 400k, costs 100k/mo, revenue 40k/mo and growing 5% a month. default alive or dead? start with current runway",
       400_000, 100_000, 40_000, 0.05)
add_da("Revenue £45k a month, outgoings £90k a month, cash £750k, revenue flat (0 % growth). Runway in months, and are we default alive?",
       750_000, 90_000, 45_000, 0.0)
add_da("Would you call them default alive? They have 2m cash, burn 150k gross, 110k revenue monthly growing 6 % MoM. Runway first please.",
       2_000_000, 150_000, 110_000, 0.06)
add_da("Subject: October update\n\nHi all,\n\nquick numbers:\n- cash: half a mil\n- monthly costs 70k\n- revenue 30k/mo, up 3 % MoM\n- hired our 9th person\n\nThanks, Lea\n\nRunway at current burn, and default alive or not?",
       500_000, 70_000, 30_000, 0.03)

# ---------------------------------------------------------------- gross burn
sal, rent, tools, mk = 85_000, 12_000, 6_500, 18_000
add("gross burn", "Monthly costs:\n- salaries 85k\n- rent 12k\n- tools 6.5k\n- marketing 18k\nrevenue is 30k. what is our gross burn?",
    sal + rent + tools + mk, [r"gross"], "gross burn = sum of monthly expenses, revenue ignored")
q = 420_000
add("gross burn", "Our OPEX was €420k last quarter, revenue €150k in the quarter. Gross burn per month?",
    q / 3, [], f"gross burn = quarterly opex {q}/3")
rows = {"payroll": 1_200_000, "cloud": 180_000, "office": 96_000}
add("gross burn", "Annual budget pasted from sheet:\n\"payroll\",\"1,200,000\"\n\"cloud\",\"180,000\"\n\"office\",\"96,000\"\nwhat's the monthly gross burn",
    sum(rows.values()) / 12, [], "sum of annual lines / 12")
add("gross burn", "we spend seventy thousand a month on people and another fifteen on everything else and we make forty thousand what is our gross burn",
    70_000 + 15_000, [], "gross burn = 70k+15k, revenue ignored")
add("gross burn", "Costs 110k per month — actually 118k once you include the new insurance. Revenue 25k. Gross burn?",
    118_000, [], "corrected cost 118k is gross burn")

# ---------------------------------------------------------------- net burn
e, r = 118_000, 25_000
add("net burn", "Costs 110k per month, actually 118k with the new insurance. Sales 25k a month. What's the net burn?",
    e - r, [], f"{e}-{r}")
add("net burn", "Bank balance went from 1,90 Mio. € on 1 January to 1,54 Mio. € on 1 April. Average monthly net burn?",
    (1_900_000 - 1_540_000) / 3, [], "cash drop over 3 months / 3")
add("net burn", "Gross burn SEK 1.2 million a month, revenue SEK 450,000 a month. Net burn?",
    1_200_000 - 450_000, [], "gross - revenue")
add("net burn", "| month | revenue | expenses |\n| Jan | 40k | 95k |\n| Feb | 44k | 97k |\n| Mar | 47k | 101k |\nnet burn in March?",
    101_000 - 47_000, [], "March expenses - March revenue")
add("net burn", "We spend $2.4M a year and bring in $900k a year. Monthly net burn?",
    (2_400_000 - 900_000) / 12, [], "(annual spend - annual revenue)/12")

# ---------------------------------------------------------------- burn multiple
nb, a0, a1 = 150_000 * 3, 1_200_000, 1_500_000
add("burn multiple", "Last quarter we burned 150k a month net and ARR went from 1.2M to 1.5M. Burn multiple?",
    nb / (a1 - a0), [], "net burn in quarter 450k / net new ARR 300k")
add("burn multiple", "Net burn for the year: €2.4m. Net new ARR in the year: €1.6m. What's the burn multiple?",
    2_400_000 / 1_600_000, [], "net burn / net new ARR")
m0, m1, b = 50_000, 60_000, 100_000
add("burn multiple", "MRR went from 50k to 60k this month, net burn this month 100k. burn multiple (on ARR)?",
    b / ((m1 - m0) * 12), [], "monthly net burn / monthly net new ARR (ΔMRR×12)")
add("burn multiple", "Board deck bullets:\n• Net burn Q3: $900k\n• ARR start of Q3: $2.0M\n• ARR end of Q3: $2.6M\n• Headcount 28\nWhat's the burn multiple for Q3?",
    900_000 / 600_000, [], "900k / (2.6M-2.0M)")

# ---------------------------------------------------------------- mrr/arr
add("mrr/arr", "EU 30k, US 45k and APAC 12k MRR. What's our total ARR?",
    (30_000 + 45_000 + 12_000) * 12, [r"ARR|annual"], "sum MRR × 12")
add("mrr/arr", "We have 240 clients paying on average 180 € per month. ARR?",
    240 * 180 * 12, [], "customers × ARPA × 12")
add("mrr/arr", "ARR is USD 1.2m. What's the MRR?",
    1_200_000 / 12, [], "ARR/12")
add("mrr/arr", "MRR 40k — actually 42k after refunds. What's the ARR then?",
    42_000 * 12, [], "corrected MRR × 12")
add("mrr/arr", "we have 35 annual contracts at an ACV of 24k, no monthly plans. what's the MRR",
    35 * 24_000 / 12, [], "35 × ACV / 12")
add("mrr/arr", "ARPA is £95 per month and we have 1,150 accounts. Total MRR?",
    95 * 1150, [], "ARPA × accounts")

# ---------------------------------------------------------------- growth
add("growth", "Our MRR was 48k in January and 61k in April. What's the monthly growth rate (compounded)?",
    cg(48_000, 61_000, 3), [r"%|percent"], "Jan->Apr = 3 months; (61/48)^(1/3)-1")
add("growth", "revenue up 12k on last month, which was 48k. what's the MoM growth",
    12_000 / 48_000 * 100, [r"%|percent"], "12/48")
add("growth", "Turnover was 1,2 Mio. € last year and 1,5 Mio. € this year. YoY growth?",
    (1.5 / 1.2 - 1) * 100, [r"%|percent"], "1.5/1.2-1")
add("growth", "Month\tMRR\nJun\t20,000\nJul\t23,000\nAug\t25,500\nSep\t29,000\naverage monthly growth Jun to Sep (compound)?",
    cg(20_000, 29_000, 3), [r"%|percent"], "(29/20)^(1/3)-1")
add("growth", "We grew 30% QoQ. What's that per month, compounded?",
    (1.3 ** (1 / 3) - 1) * 100, [r"%|percent"], "1.3^(1/3)-1")
add("growth", "Users went from 8,000 to 6,800 over the month. Growth rate?",
    (6_800 / 8_000 - 1) * 100, [r"%|percent"], "6800/8000-1 = -15 % (sign ignored by scorer)")
add("growth", "What's 5 % month-on-month growth annualised (compounded)?",
    (1.05 ** 12 - 1) * 100, [r"%|percent"], "1.05^12-1")
add("growth", "ARR went from $800k to $2M over two years. Annual growth rate, compounded?",
    cg(800_000, 2_000_000, 2), [r"%|percent"], "(2/0.8)^(1/2)-1")

# ---------------------------------------------------------------- months to target
add("months to target", "MRR is 50k, growing 8% a month. How many months until 100k MRR?",
    mto(50_000, 100_000, 0.08), [r"month"], "ln(2)/ln(1.08)")
add("months to target", "we're at 400k ARR and want 1M ARR. at 6% MoM how many months will it take, to one decimal",
    mto(400_000, 1_000_000, 0.06), [r"month"], "ln(2.5)/ln(1.06)")
add("months to target", "Revenue £30k a month, growing 12% every month. When do we hit £100k a month? Answer in months, one decimal.",
    mto(30_000, 100_000, 0.12), [r"month"], "ln(100/30)/ln(1.12)")
add("months to target", "We have 2,000 users and add 10 % per week. How many weeks to 10,000 users?",
    mto(2_000, 10_000, 0.10), [r"week"], "ln(5)/ln(1.1), in weeks")
add("months to target", "How many months (one decimal) until a million ARR if MRR is 60k today and grows 7 % monthly?",
    mto(60_000, 1_000_000 / 12, 0.07), [r"month"], "target MRR = 1M/12; ln(83.33/60)/ln(1.07)")

# ---------------------------------------------------------------- churn
add("churn", "We started the month with 400 customers and lost 14. Monthly churn rate?",
    14 / 400 * 100, [r"%|percent"], "logo churn 14/400")
add("churn", "we lose 9 % of customers a quarter. what is that monthly?",
    span(0.09, 1 / 3), [r"%|percent"], "1-(0.91)^(1/3)")
add("churn", "Monthly churn of 2%: what's the annual churn?",
    span(0.02, 12), [r"%|percent"], "1-0.98^12")
add("churn", "Start of Q2: 1,250 accounts. During Q2 we lost 75 accounts and won 140 new ones. Quarterly logo churn?",
    75 / 1_250 * 100, [r"%|percent"], "lost / start; new ones excluded")
add("churn", "MRR at the start of the month 80k; churned MRR 2.4k; expansion 3k. Gross revenue churn this month?",
    2_400 / 80_000 * 100, [r"%|percent"], "churned MRR / start MRR (expansion excluded: gross)")
add("churn", "Slack:\nMia: we had 320 logos on 1 Oct\nTom: lost 11 during October, won 25\nMia: so what's the October churn %?",
    11 / 320 * 100, [r"%|percent"], "11/320")
add("churn", "Annual logo churn is 30 %. What's the equivalent monthly churn?",
    span(0.30, 1 / 12), [r"%|percent"], "1-0.7^(1/12)")

# ---------------------------------------------------------------- retention
add("retention", "We kept 92% of customers over the quarter. What's the monthly retention rate?",
    0.92 ** (1 / 3) * 100, [r"%|percent"], "0.92^(1/3)")
add("retention", "Monthly logo churn is 3 %. What share of customers is still with us after 12 months?",
    0.97 ** 12 * 100, [r"%|percent"], "0.97^12")
add("retention", "500 customers at the start of the year, 410 of them are still customers at year end (plus 200 new ones). Annual logo retention?",
    410 / 500 * 100, [r"%|percent"], "410/500, new ignored")
add("retention", "we had 1200 seats in january and 1080 of those seats are still active in june. retention over the period?",
    1080 / 1200 * 100, [r"%|percent"], "1080/1200")
add("retention", "Churn is 4 % a month. Monthly retention?",
    96, [r"%|percent"], "1-0.04")

# ---------------------------------------------------------------- nrr/grr
s, ex, co, ch = 100_000, 15_000, 3_000, 7_000
add("nrr/grr", "Start-of-year ARR from existing customers 100k; expansion 15k, contraction 3k, churned 7k. NRR?",
    (s + ex - co - ch) / s * 100, [r"%|percent"], "(100+15-3-7)/100")
add("nrr/grr", "Same numbers: start 100k ARR, expansion 15k, contraction 3k, churn 7k. What's GRR?",
    (s - co - ch) / s * 100, [r"%|percent"], "(100-3-7)/100")
add("nrr/grr", "Cohort ARR was €2.0m a year ago. The same customers pay €2.3m today. NDR?",
    2.3 / 2.0 * 100, [r"%|percent"], "2.3/2.0")
add("nrr/grr", "mrr from customers we had in jan: 50k. from those same customers in feb: upsell +4k, downgrades -1k, lost -2.5k. monthly net revenue retention?",
    (50_000 + 4_000 - 1_000 - 2_500) / 50_000 * 100, [r"%|percent"], "(50+4-1-2.5)/50")
add("nrr/grr", "Gross revenue retention if we started at £400k ARR and lost £36k to churn and £12k to downgrades (upsell was £60k)?",
    (400_000 - 36_000 - 12_000) / 400_000 * 100, [r"%|percent"], "GRR excludes upsell")

# ---------------------------------------------------------------- cac
add("cac", "We spent $60k on ads and 30k on sales salaries last month and got 45 new customers. Blended CAC?",
    (60_000 + 30_000) / 45, [], "blended = all S&M / all new")
add("cac", "Paid CAC please: paid ads £24k, which brought 80 customers; we also got 40 organic customers. Total marketing incl. content £30k.",
    24_000 / 80, [], "paid CAC = paid spend / paid customers")
add("cac", "Sales & marketing spend Q1: 180k. New logos Q1: 60. CAC?",
    180_000 / 60, [], "S&M / new logos")
add("cac", "ARPA is 200 a month and CAC is half of first-year revenue per customer. What's CAC?",
    200 * 12 / 2, [], "first-year revenue = 2400; half")
add("cac", "marketing spend ₹12 lakh a month, 300 new paying users a month. CAC in rupees?",
    1_200_000 / 300, [], "12 lakh = 1,200,000; /300")

# ---------------------------------------------------------------- payback
add("payback", "CAC 1,200 $, ARPA 100 $ a month, gross margin 80 %. Gross-margin-adjusted payback in months?",
    1_200 / (100 * 0.8), [r"month"], "CAC/(ARPA×GM)")
add("payback", "CAC is €900 and each customer pays €75/mo. Payback in months on revenue (ignore margin)?",
    900 / 75, [r"month"], "CAC/ARPA")
add("payback", "We spend 50k per month on S&M and sign 25 customers a month at an ACV of 12k with 75% gross margin. Payback period in months (margin-adjusted)?",
    (50_000 / 25) / (12_000 / 12 * 0.75), [r"month"], "CAC 2000 / (1000×0.75)")
add("payback", "Blended CAC £3,000, ARPU £250/month, COGS are 20% of revenue. Months to recover CAC on gross profit?",
    3_000 / (250 * 0.8), [r"month"], "3000/(250×0.8)")

# ---------------------------------------------------------------- ltv
add("ltv", "ARPA $120/month, gross margin 75%, monthly churn 2.5%. LTV (gross-margin based)?",
    120 * 0.75 / 0.025, [], "ARPA×GM/churn")
add("ltv", "Customers pay 50 € a month and stay on average 30 months. Revenue LTV?",
    50 * 30, [], "ARPA × lifetime")
add("ltv", "Average customer pays 1,200 a year, annual churn 20 %, margin 80 %. LTV on gross margin?",
    1_200 * 0.8 / 0.2, [], "annual ARPA×GM / annual churn")
add("ltv", "we lose 9 % of customers a quarter and each pays 300 per quarter at 70% gross margin. margin-based LTV?",
    300 * 0.7 / 0.09, [], "quarterly ARPA×GM / quarterly churn")
add("ltv", "ARPU £40/mo, monthly churn 4 %, ignore margin. Revenue LTV?",
    40 / 0.04, [], "ARPU/churn")

# ---------------------------------------------------------------- ltv:cac
add("ltv:cac", "LTV is 4,800 and CAC is 1,600. What's LTV:CAC?",
    4_800 / 1_600, [], "ratio")
add("ltv:cac", "ARPA $100 a month, gross margin 80%, churn 2% monthly, CAC $1,000. LTV to CAC ratio (margin-based LTV)?",
    (100 * 0.8 / 0.02) / 1_000, [], "LTV 4000 / 1000")
add("ltv:cac", "CAC is half of first-year revenue per customer. ARPA 150/mo, customers stay 36 months on average, revenue-based LTV. LTV:CAC?",
    (150 * 36) / (150 * 12 / 2), [], "LTV 5400 / CAC 900")
add("ltv:cac", "Paid CAC €2,500; revenue LTV €6,000. Ratio?",
    6_000 / 2_500, [], "6000/2500")

# ---------------------------------------------------------------- gross margin
add("gross margin", "Revenue 200k, COGS 70k. Gross margin?",
    (200_000 - 70_000) / 200_000 * 100, [r"%|percent"], "(R-COGS)/R")
add("gross margin", "a third of revenue goes to hosting and another 10 % to payment fees and support, those are our only COGS. gross margin %?",
    (1 - 1 / 3 - 0.10) * 100, [r"%|percent"], "1-1/3-0.1")
add("gross margin", "Quarterly sales £450k; cost of sales £135k per quarter. GM %?",
    (450_000 - 135_000) / 450_000 * 100, [r"%|percent"], "(450-135)/450")
add("gross margin", "Monthly revenue 80k. Hosting 9k, third-party APIs 5k, support staff 6k a month (all COGS). Office rent 7k. Gross margin?",
    (80_000 - 20_000) / 80_000 * 100, [r"%|percent"], "COGS 20k; rent is opex")
add("gross margin", "Gross profit 1.3m on turnover of 2m. Gross margin?",
    1.3 / 2 * 100, [r"%|percent"], "GP/revenue")

# ---------------------------------------------------------------- contribution margin
add("contribution margin", "Price per order €60. Variable costs per order: ingredients €18, packaging €3, delivery €9, payment fee €2. Contribution margin per order in %?",
    (60 - 18 - 3 - 9 - 2) / 60 * 100, [r"%|percent"], "(60-32)/60")
add("contribution margin", "Revenue 500k a month. Variable costs: COGS 150k, sales commissions 40k, payment processing 10k. Fixed costs 200k. CM in euros per month?",
    500_000 - 150_000 - 40_000 - 10_000, [], "revenue - variable costs (absolute)")
add("contribution margin", "CM1 question: revenue 120k, COGS 42k, fulfilment 18k, marketing 25k. What's CM2 as a % of revenue (after COGS and fulfilment, before marketing)?",
    (120_000 - 42_000 - 18_000) / 120_000 * 100, [r"%|percent"], "CM2 defined in question = rev-COGS-fulfilment")
add("contribution margin", "Each seat costs $40/month, variable cost per seat $12/month. Contribution margin per seat in %?",
    (40 - 12) / 40 * 100, [r"%|percent"], "(40-12)/40")

# ---------------------------------------------------------------- rule of 40
add("rule of 40", "Revenue growth 25% YoY and EBITDA margin -10%. Rule of 40 score?",
    25 - 10, [], "growth + margin")
add("rule of 40", "ARR grew from 5M to 7M this year; free cash flow margin 12 %. Rule of 40?",
    (7 / 5 - 1) * 100 + 12, [], "40 + 12")
add("rule of 40", "We're growing 55% a year and losing 30 cents per dollar of revenue (profit margin -30%). Rule-of-40 score?",
    55 - 30, [], "growth 55 + margin (-30)")
add("rule of 40", "Revenue £10m last year, £13m this year, operating profit £1m this year. Rule of 40 (growth + operating margin)?",
    30 + 1 / 13 * 100, [], "30% + 7.69%")

# ---------------------------------------------------------------- magic number
add("magic number", "Q1 revenue 1.0M, Q2 revenue 1.2M, S&M spend in Q1 600k. Magic number?",
    (1_200_000 - 1_000_000) * 4 / 600_000, [], "ΔQ rev ×4 / prior-Q S&M")
add("magic number", "Quarterly revenue went from $2.5M to $2.8M; last quarter sales & marketing cost $1.5M. Magic number?",
    300_000 * 4 / 1_500_000, [], "0.3×4/1.5")
add("magic number", "Net new ARR this quarter €900k, S&M last quarter €1.2m. Magic number (net new ARR / prior-quarter S&M)?",
    900_000 / 1_200_000, [], "ARR-based form stated in question")
add("magic number", "S&M last quarter 400k, revenue last quarter 1.6M and this quarter 1.75M. What's the SaaS magic number?",
    150_000 * 4 / 400_000, [], "0.15×4/0.4")

# ---------------------------------------------------------------- dau/mau
add("dau/mau", "DAU 12,000 and MAU 48,000. Stickiness?",
    12_000 / 48_000 * 100, [r"%|percent"], "DAU/MAU")
add("dau/mau", "we have 3k daily actives and 20k monthly actives. dau/mau ratio as %?",
    3_000 / 20_000 * 100, [r"%|percent"], "3/20")
add("dau/mau", "Average daily active users last month: 4,500. Monthly active users: 15,000. Registered users 90,000. DAU/MAU?",
    4_500 / 15_000 * 100, [r"%|percent"], "registered is distractor")
add("dau/mau", "MAU is 60k and DAU/MAU is 25%. How many daily actives?",
    60_000 * 0.25, [], "MAU×ratio")

# ---------------------------------------------------------------- conversion
add("conversion", "1,500 trials started in May, 180 became paying. Trial-to-paid conversion?",
    180 / 1_500 * 100, [r"%|percent"], "180/1500")
add("conversion", "We get 400 signups a week; 20 % activate, and 30 % of activated users pay. How many new paying customers per week?",
    400 * 0.20 * 0.30, [], "funnel: signups × activation rate × paid rate of activated")
add("conversion", "40,000 website visitors, 1,200 signups, 96 customers. Visitor-to-customer conversion?",
    96 / 40_000 * 100, [r"%|percent"], "96/40000")
add("conversion", "signups to activation: 2,400 signed up, 840 activated. activation rate",
    840 / 2_400 * 100, [r"%|percent"], "840/2400")
add("conversion", "Demo calls 75, closed deals 12 this quarter. Close rate?",
    12 / 75 * 100, [r"%|percent"], "12/75")

# ---------------------------------------------------------------- cohort
add("cohort", "Cohort table (customers):\ncohort\tM0\tM1\tM2\tM3\nJan\t200\t170\t150\t140\nWhat's the Jan cohort's retention at M3?",
    140 / 200 * 100, [r"%|percent"], "140/200")
add("cohort", "cohort,month0,month1,month2\nMar,\"1,000\",820,700\nApr,\"1,200\",960,\nWhat's Apr's month-1 retention?",
    960 / 1_200 * 100, [r"%|percent"], "960/1200")
add("cohort", "A cohort of 500 customers loses 5 % each month. How many are left after 6 months?",
    500 * 0.95 ** 6, [], "500×0.95^6")
add("cohort", "Our March cohort started at 30k MRR and is at 33k MRR after 12 months. Cohort net revenue retention?",
    33 / 30 * 100, [r"%|percent"], "33/30")
add("cohort", "| cohort | M0 | M6 |\n| Q1 | 320 | 208 |\n| Q2 | 400 | 272 |\nAverage M6 retention across both cohorts (customer-weighted)?",
    (208 + 272) / (320 + 400) * 100, [r"%|percent"], "(208+272)/(320+400)")

# ---------------------------------------------------------------- price change
add("price change", "We have 500 customers at $40/month. We raise prices to $48 and expect to lose 5% of customers. New MRR?",
    500 * 0.95 * 48, [], "475×48")
add("price change", "1,000 seats at €25. Price goes up 20 %, we lose 60 seats. MRR change in €?",
    (1_000 - 60) * 30 - 1_000 * 25, [], "940×30 - 25000")
add("price change", "If we raise the price from £99 to £119 a month, how many of our 300 customers could we lose and keep the same MRR?",
    300 - 300 * 99 / 119, [], "300 - 29700/119")
add("price change", "MRR is 60k from 400 accounts. We cut price by 10 % to reduce churn. Customers unchanged. New MRR?",
    60_000 * 0.9, [], "60k×0.9")

# ---------------------------------------------------------------- hiring cost
add("hiring cost", "Hiring an engineer at €90k salary, 25% employer on-costs. Fully loaded monthly cost?",
    90_000 * 1.25 / 12, [], "90k×1.25/12")
add("hiring cost", "Cash 2M, net burn 100k/mo. What's the runway if we hire two engineers at 150k a year each (fully loaded)?",
    2_000_000 / (100_000 + 2 * 150_000 / 12), [r"month"], "2M/(100k+25k)")
add("hiring cost", "We plan staggered hires: one person starting 1 April, one on 1 July, one on 1 October, each $120k/yr fully loaded. Total cost of these hires for the calendar year?",
    120_000 / 12 * (9 + 6 + 3), [], "months employed 9+6+3=18; 18×10k")
add("hiring cost", "A salesperson at £60k base plus £20k OTE commission, plus 15% on-costs on the full £80k. Annual fully loaded cost?",
    80_000 * 1.15, [], "80k×1.15")
add("hiring cost", "Salary CHF 144'000 a year plus 18 % social charges. Monthly cost?",
    144_000 * 1.18 / 12, [], "144k×1.18/12")

# ---------------------------------------------------------------- dilution
add("dilution", "We're raising $2M at a $8M pre-money. How much do we get diluted?",
    2 / 10 * 100, [r"%|percent"], "investment / post")
add("dilution", "I own 60% of the company. We raise a round that sells 20% of the company. What's my stake after?",
    60 * 0.8, [r"%|percent"], "60×0.8")
add("dilution", "10,000,000 shares outstanding; we issue 2,500,000 new shares. Dilution for existing holders?",
    2_500_000 / 12_500_000 * 100, [r"%|percent"], "2.5/12.5")
add("dilution", "Founders own 70 %. Seed dilutes 20 %, then Series A dilutes 25 %. Founders' stake after Series A?",
    70 * 0.8 * 0.75, [r"%|percent"], "70×0.8×0.75")
add("dilution", "Raising one and a half million at 6 million post. What percentage do the investors get?",
    1.5 / 6 * 100, [r"%|percent"], "1.5/6")

# ---------------------------------------------------------------- pre/post-money
add("pre/post-money", "Investor puts in €3m for 20 %. Post-money valuation?",
    3_000_000 / 0.2, [], "3m/0.2")
add("pre/post-money", "Raising $4M at $16M pre. Post-money?",
    20_000_000, [], "16+4")
add("pre/post-money", "They invest £500k for 12.5 % of the company. What's the pre-money?",
    500_000 / 0.125 - 500_000, [], "post 4m - 0.5m")
add("pre/post-money", "Post-money is a quarter billion and the round is 50 million. Pre-money?",
    250_000_000 - 50_000_000, [], "250m-50m")
add("pre/post-money", "price per share $2.50, 8,000,000 shares before the round. pre-money valuation?",
    2.5 * 8_000_000, [], "price × pre-money shares")

# ---------------------------------------------------------------- option pool
pre, inv, pool = 8_000_000, 2_000_000, 0.10
add("option pool", "Raising $2M at $8M pre-money; investors want a 10% option pool (post-money) created in the pre-money. Founders own 100% today. Founders' stake after the round?",
    (1 - inv / (pre + inv) - pool) * 100, [r"%|percent"], "post 10M: investor 20 %, pool 10 % -> founders 70 %")
add("option pool", "Post-money 12m, investor 3m, new option pool 15 % post. What's the effective pre-money for founders (pre-money minus pool)?",
    (12_000_000 - 3_000_000) - 0.15 * 12_000_000, [], "pre 9m - pool value 1.8m = 7.2m")
add("option pool", "We have 9,000,000 founder shares and want an unallocated pool that is 10 % of the company before the round. How many pool shares?",
    9_000_000 / 0.9 * 0.1, [], "pool = 10 % of (founder+pool): 1,000,000")
add("option pool", "Pool is 12 % post-money after a round where investors got 25 %. What % do the founders (only other holders) have?",
    100 - 12 - 25, [r"%|percent"], "100-12-25")

# ---------------------------------------------------------------- safe/note
cap, disc, price_pm, inv = 10_000_000, 0.20, 15_000_000, 500_000
add("safe/note", "We have a $500k post-money SAFE with a $10M cap and 20% discount. Series A at $15M pre-money. What % does the SAFE holder get (on the cap, ignore the new money)?",
    inv / cap * 100, [r"%|percent"], "cap price wins (10M < 15M×0.8=12M); post-money SAFE -> 500k/10M = 5 %")
add("safe/note", "SAFE conversion: cap $8M on 4,000,000 pre-money shares, 20 % discount, Series A priced at $2.40 per share. What price per share does the SAFE convert at?",
    min(8_000_000 / 4_000_000, 2.40 * (1 - 0.20)), [], "conversion price = lower of cap price 8M/4M = 2.00 and discounted price 2.40×0.8 = 1.92")
add("safe/note", "Convertible note €250k, 8% simple interest, converts after 18 months. Amount that converts?",
    250_000 * (1 + 0.08 * 1.5), [], "250k×(1+0.08×1.5)")
add("safe/note", "SAFE of £200k, discount 25 %, no cap. Round price £4.00 per share. How many shares does the SAFE get?",
    200_000 / (4 * 0.75), [], "200k / 3.00")
add("safe/note", "Two post-money SAFEs: $300k at $6M cap and $200k at $8M cap. Total % owned by SAFE holders?",
    (300_000 / 6_000_000 + 200_000 / 8_000_000) * 100, [r"%|percent"], "5 % + 2.5 %")

# ---------------------------------------------------------------- break-even
add("break-even", "Fixed costs 90k a month, each customer pays 150 and costs 30 to serve. How many customers to break even?",
    90_000 / (150 - 30), [r"customer"], "fixed / unit contribution")
add("break-even", "Opex excluding COGS £120k per month; gross margin 60 %. What monthly revenue do we need to break even?",
    120_000 / 0.6, [], "fixed / GM")
add("break-even", "Revenue 50k/mo growing 10% MoM, costs flat at 100k. In how many months do we break even (fractional months ok)?",
    math.log(2) / math.log(1.1), [r"month"], "ln(2)/ln(1.1)")
add("break-even", "We sell boxes at €35, variable cost €21 per box, fixed costs €28,000 per month. Boxes per month to break even?",
    28_000 / 14, [], "28000/14")

# ---------------------------------------------------------------- follow-up
add("follow-up", ["Cash is 1.2m and net burn 100k a month. Runway?", "sorry, cash is 1.4m not 1.2m"],
    14, [r"month"], "corrected: 1.4m/100k")
add("follow-up", ["We have $900k in the bank and burn $75k a month. How long do we last?", "and if we cut burn to $60k?"],
    900_000 / 60_000, [r"month"], "900k/60k")
add("follow-up", ["Cash €2M, net burn €120k/month. Runway?", "what if we hire two engineers at €150k a year each?"],
    2_000_000 / (120_000 + 25_000), [r"month"], "2M/(120k+2×12.5k)")
add("follow-up", ["Our MRR went from 40k to 52k in 3 months. Monthly growth?", "is that good?"],
    cg(40_000, 52_000, 3), [], "figure of previous answer reused")
add("follow-up", ["cash 600k burn 50k/mo runway?", "is that bad?"],
    12, [], "previous runway 12 months reused")
add("follow-up", ["We started the month with 250 customers and lost 10. Monthly churn?", "annual?"],
    span(0.04, 12), [r"%|percent"], "1-0.96^12")
add("follow-up", ["ARPA is $80 a month and monthly churn 2.5%. Revenue LTV?", "and with 70% gross margin?"],
    80 * 0.7 / 0.025, [], "2240")
add("follow-up", ["Cash 1.5M, burn 100k/month. Runway?", "And if burn goes to 125k?", "How many months did we lose between those two answers?"],
    15 - 12, [r"month"], "15 - 12 = 3")
add("follow-up", ["MRR 50k, growing 5 % a month. Months to 100k?", "and at 10 % a month?", "so how many months faster is the second one?"],
    mto(50_000, 100_000, 0.05) - mto(50_000, 100_000, 0.10), [r"month"], "14.21 - 7.27")
add("follow-up", ["CAC is $600 and revenue LTV $2,400. LTV:CAC?", "what if CAC doubles?"],
    2_400 / 1_200, [], "2400/1200")
add("follow-up", ["We raise 2m at 8m pre. Investor stake?", "and at 10m pre?"],
    2 / 12 * 100, [r"%|percent"], "2/12")
add("follow-up", ["Revenue 100k, COGS 35k. Gross margin?", "and if COGS drop to 25k?", "by how many percentage points did margin improve between the two?"],
    10, [], "75 % - 65 % = 10 points")
add("follow-up", ["MRR is $30k. ARR?", "in euros? 1 USD = 0.92 EUR"],
    30_000 * 12 * 0.92, [], "360k USD × 0.92")
add("follow-up", ["Monthly churn is 3 % on 800 customers. How many do we lose a month?", "and a quarter? same 3 % monthly, compounded"],
    800 * span(0.03, 3) / 100, [], "800×(1-0.97^3)")

# ---------------------------------------------------------------- missing figure
add("missing figure", "What's our runway? We have 1.5m in the bank.", None, [r"(burn|spend|expens|cost)", ASK], "burn missing")
add("missing figure", "Our burn is 80k a month. How many months of runway do we have?", None, [r"(cash|bank|balance)", ASK], "cash missing")
add("missing figure", "What's our LTV? ARPA is $90 a month.", None, [r"churn|lifetime", ASK], "churn missing")
add("missing figure", "We spent 40k on marketing last month. What's our CAC?", None, [r"(customer|new|acquired|signup)", ASK], "new customers missing")
add("missing figure", "MRR is 70k now. What's our monthly growth rate?", None, [r"(previous|earlier|start|last|before|ago|was)", ASK], "earlier value missing")
add("missing figure", "What's the payback period? CAC is €1,500.", None, [r"(ARPA|ARPU|revenue per|per customer|pays|price|margin)", ASK], "ARPA missing")
add("missing figure", "We're raising $3M. What's the post-money?", None, [r"(pre|valuation|stake|%|percent)", ASK], "pre-money/stake missing")
add("missing figure", "how long until we hit 1M ARR? we're at 500k ARR", None, [r"(growth|grow|rate)", ASK], "growth rate missing")
add("missing figure", "Gross margin? COGS were 30k last month.", None, [r"(revenue|sales|turnover)", ASK], "revenue missing")
add("missing figure", "What's the magic number? Revenue grew from 1.0M to 1.3M quarter over quarter.", None, [r"(S&M|sales|marketing)", ASK], "S&M spend missing")

# ---------------------------------------------------------------- out of scope
add("out of scope", "Write my pitch email to Sequoia.", None, [CANT], "not founder math")
add("out of scope", "What valuation will we get in our Series A? ARR is 2M.", None, [CANT + r"|depend|market|can't predict|cannot predict|no way"], "not computable from given")
add("out of scope", "Which investor should I talk to first?", None, [CANT], "not math")
add("out of scope", "Will the euro go up against the dollar next quarter? We bill in euros.", None, [CANT + r"|predict|forecast"], "FX forecast")
add("out of scope", "Should I fire my co-founder? He's been late 3 times this month.", None, [CANT], "not math")
add("out of scope", "Translate our pricing page into German please", None, [CANT], "not math")
add("out of scope", "What will our MRR be in 2030? We're at 40k.", None, [CANT + r"|growth|rate|need"], "no growth given, long-range prediction")
add("out of scope", "Is Stripe or Adyen better for us? We process 300k a month.", None, [CANT], "vendor choice")
add("out of scope", "Draft a board update email from these numbers: MRR 80k, burn 120k.", None, [CANT], "writing task")
add("out of scope", "What's the best country to incorporate in for tax?", None, [CANT], "legal/tax advice")


# ---------------------------------------------------------------- newer shapes (round 7)
add("runway", "Subject: Q3 investor update\n\nDear investors,\n\nHighlights:\n• Revenue 85k € p.m. (+4 % MoM)\n• Opex 210k € p.m.\n• Cash on hand 1,5 Mio. €\n• 3 offices, 24 people\n\nBest,\nJonas\n\nP.S. what's our runway in months at this burn?",
    1_500_000 / (210_000 - 85_000), [r"month"], "net burn 210k-85k; 1.5M/125k")
add("runway", "so basically we have about one point two million in the bank and we spend around ninety five thousand a month and we make about thirty five thousand a month so how many months is that",
    1_200_000 / (95_000 - 35_000), [r"month"], "voice-dictated; 1.2M/60k")
add("runway", "₹4 crore in the bank, monthly outgoings ₹40 lakh, revenue ₹15 lakh a month. Runway?",
    40_000_000 / (4_000_000 - 1_500_000), [r"month"], "4 crore = 40,000,000; net burn 25 lakh")
add("mrr/arr", "We have monthly plans bringing 22k a month and 18 annual contracts at 12k a year each, plus 150 signups a week on the free tier. Total MRR?",
    22_000 + 18 * 12_000 / 12, [], "mixed units: 22k + 18×1k; signups are distractor")
add("mrr/arr", "Revenue per customer is 45 k€ a year and we have 16 customers. What's MRR?",
    45_000 * 16 / 12, [], "per-customer annual × count / 12")
add("net burn", "Quarterly: revenue CHF 330'000, costs CHF 780'000. What's the monthly net burn?",
    (780_000 - 330_000) / 3, [], "quarterly net / 3")
add("churn", "We went from 600 paying accounts to 570 in a month with no new signups. What's the churn rate?",
    30 / 600 * 100, [r"%|percent"], "30/600 lost")
add("growth", "WhatsApp:\nSam: Feb MRR 31k\nPriya: no, Feb was 33k after the late invoices\nSam: ok and May is 44k\nPriya: what's our monthly growth Feb to May?",
    cg(33_000, 44_000, 3), [r"%|percent"], "corrected Feb 33k; 3 months")
add("cac", "Blended CAC: total S&M 45k/mo, paid ads part of that 20k bringing 25 customers, plus 35 organic customers a month. Blended please.",
    45_000 / (25 + 35), [], "blended = all S&M / all new")
add("gross burn", "Our outgoings are USD 1.2m per quarter. Monthly gross burn?",
    1_200_000 / 3, [], "quarterly/3")

add("gross burn", "Monthly spend is 130k. What's our gross burn per quarter?",
    130_000 * 3, [], "monthly × 3 (monthly asked quarterly)")
add("months to target", "MRR 50k and shrinking, -3 % MoM. In how many months does it hit 40k? one decimal please",
    math.log(40_000 / 50_000) / math.log(1 - 0.03), [r"month"], "ln(0.8)/ln(0.97), negative growth")
add("follow-up", ["We lose 9 % of our clients every quarter. Is that a lot?", "monthly?"],
    span(0.09, 1 / 3), [r"%|percent"], "1-0.91^(1/3)")
add("follow-up", ["Logo retention is 94 % a month. What's that as annual retention?", "and churn?"],
    span(0.06, 12), [r"%|percent"], "annual logo churn = 1-0.94^12 (parallel to the annual retention just asked)")
add("follow-up", ["Cash £1.2m, outgoings £110k a month, sales £30k a month. Runway?", "what if sales double?", "and how does that compare with the first answer, how many extra months?"],
    1_200_000 / (110_000 - 60_000) - 1_200_000 / (110_000 - 30_000), [r"month"], "24 - 15 = 9 extra months")

add("burn multiple", "Investor question: their net burn was $1.1M over H1 and ARR went from $3.0M to $3.5M over the same six months. What's their burn multiple?",
    1_100_000 / (3_500_000 - 3_000_000), [], "net burn H1 / net new ARR H1")
add("payback", "Our CAC is 3x monthly ARPA and gross margin is 75 %. Margin-adjusted payback in months?",
    3 / 0.75, [r"month"], "CAC/(ARPA×GM) = 3/0.75, CAC given as a ratio of ARPA")
add("ltv:cac", "Board deck:\n- ARPA: €220/mo\n- Gross margin: 70 %\n- Monthly logo churn: 1.75 %\n- Blended CAC: €4,100\n- 3 offices\nLTV:CAC with margin-based LTV?",
    (220 * 0.70 / 0.0175) / 4_100, [], "LTV = 220×0.7/0.0175 = 8800; /4100")
add("rule of 40", "metric|value\nARR growth YoY|32%\nEBITDA margin|-4%\nheadcount|41\nrule of 40 score?",
    32 - 4, [], "growth + EBITDA margin")
add("magic number", "Revenue by quarter: Q3 £720k, Q4 £810k. S&M spend: Q3 £300k, Q4 £350k. Magic number for Q4?",
    (810_000 - 720_000) * 4 / 300_000, [], "ΔQ4 revenue ×4 / prior-quarter (Q3) S&M")
add("dau/mau", "Weekly actives don't matter here: WAU 9k, MAU 14k, DAU 2.1k. what's DAU/MAU?",
    2_100 / 14_000 * 100, [r"%|percent"], "DAU/MAU; WAU distractor")
add("price change", "Two plans: Basic 300 customers at $20, Pro 100 customers at $80. We raise Pro to $100, nobody leaves. New total MRR?",
    300 * 20 + 100 * 100, [], "sum over plans at new price")
add("option pool", "Pre-money $12M including a new option pool of 10 % of the post-money; raising $3M. What is the pool worth at the round price?",
    0.10 * (12_000_000 + 3_000_000), [], "pool = 10 % of post 15M, created in the pre-money")
add("break-even", "Fixed costs are 1,2 Mio. € a year. Contribution margin 40 %. Monthly revenue needed to break even?",
    1_200_000 / 12 / 0.40, [], "monthly fixed 100k / CM 40 %")
add("contribution margin", "Sales 90k this month; variable costs: a third of sales on COGS, 5 % payment fees, 7k delivery. Contribution margin in %?",
    (90_000 - 90_000 / 3 - 0.05 * 90_000 - 7_000) / 90_000 * 100, [r"%|percent"], "(90 - 30 - 4.5 - 7)/90")
add("cohort", "Jan cohort: 250 customers. Month-1 retention 80 %, then each later month keeps 90 % of the previous month. Customers left at month 4?",
    250 * 0.80 * 0.90 ** 3, [], "250×0.8×0.9^3")
add("hiring cost", "Runway now: cash 3m, net burn 150k a month. We hire 3 people at 8k a month fully loaded each. New runway?",
    3_000_000 / (150_000 + 3 * 8_000), [r"month"], "3M/(150k+24k)")
add("dilution", "Series A: $5M new money, post-money $25M. Before it I held 40 %. My stake after?",
    40 * (1 - 5 / 25), [r"%|percent"], "40×(1-0.2)")
add("safe/note", "Note of $400k converts at a 20 % discount to the Series A price of $5.00 per share, cap $20M on 5,000,000 shares. How many shares does the note get?",
    400_000 / min(20_000_000 / 5_000_000, 5.00 * 0.8), [], "price = min(cap price 4.00, discount price 4.00) = 4.00; 400k/4")

# ---------------------------------------------------------------- self-checks
def numbers_in(t):
    import re
    out = []
    for m in re.finditer(r"(\d{1,3}(?:[,']\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(k|m|b|bn|thousand|million|billion)?(?![a-z])", t, re.I):
        v = float(re.sub(r"[,']", "", m.group(1)))
        v *= {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9}.get((m.group(2) or "").lower(), 1)
        out.append(v)
    return out

def check():
    errs = []
    ids = set()
    from collections import Counter
    cnt = Counter(i["area"] for i in ITEMS)
    need = ["runway", "default alive", "gross burn", "net burn", "burn multiple", "mrr/arr", "growth", "months to target",
            "churn", "retention", "nrr/grr", "cac", "payback", "ltv", "ltv:cac", "gross margin", "contribution margin",
            "rule of 40", "magic number", "dau/mau", "conversion", "cohort", "price change", "hiring cost", "dilution",
            "pre/post-money", "option pool", "safe/note", "break-even", "follow-up", "missing figure", "out of scope"]
    for a in need:
        if cnt[a] < 4:
            errs.append(f"area {a} has {cnt[a]} < 4")
    for a in cnt:
        if a not in need:
            errs.append(f"unknown area {a}")
    for a in ("missing figure", "out of scope"):
        if cnt[a] < 8:
            errs.append(f"{a} < 8")
    for it in ITEMS:
        if it["id"] in ids:
            errs.append("dup id " + it["id"])
        ids.add(it["id"])
        if it["area"] in ("missing figure", "out of scope"):
            if "figure" in it:
                errs.append(it["id"] + " has figure")
            if not it.get("mentions"):
                errs.append(it["id"] + " lacks mentions")
        elif "figure" not in it:
            errs.append(it["id"] + " lacks figure")
        elif not math.isfinite(it["figure"]) or it["figure"] == 0:
            errs.append(it["id"] + " bad figure")
        if it["area"] == "follow-up" and len(it["turns"]) < 2:
            errs.append(it["id"] + " follow-up with one turn")
        import re
        for m in it.get("mentions", []):
            re.compile(m)
    # the expected figure must not simply be a number typed in the question (an echo would pass);
    # the one exemption is the correction item, where picking the corrected input IS the test
    echo_ok = {"gross burn: corrected cost 118k is gross burn"}
    for it in ITEMS:
        if "figure" not in it:
            continue
        f = abs(it["figure"])
        for n in numbers_in(" ".join(it["turns"])):
            if n and abs(n - f) / f <= 0.02 and f"{it['area']}: {it['why']}" not in echo_ok:
                errs.append(f"{it['id']} figure {f} equals an input {n}")
    # spot checks of the arithmetic
    assert abs(cg(40_000, 52_000, 3) - 9.139) < 0.01
    assert abs(mto(50_000, 100_000, 0.08) - 9.006) < 0.01
    assert abs(span(0.09, 1 / 3) - 3.094) < 0.01
    return cnt, errs

if __name__ == "__main__":
    cnt, errs = check()
    for it in ITEMS:
        fig = f"{it['figure']:>14,.3f}" if "figure" in it else " " * 14
        print(f"{it['id']} {it['area']:<20} {fig}  {it['turns'][-1][:70]!r}")
    print()
    for a, n in cnt.items():
        print(f"{a:<20} {n}")
    print(f"total {len(ITEMS)} items; self-check: {'OK' if not errs else 'FAIL'}")
    for e in errs:
        print("  ", e)
    if "--write" in sys.argv:
        d = sys.argv[sys.argv.index("--write") + 1]
        doc = {"about": "Outsider set 7 for issue #30. HELD-OUT: written 2026-11-28 (session 39) by an outsider who never read the advisor's code or the other sets; to be scored once, never used to fix code. Generated by outsider7-make.py (every figure computed from the inputs).",
               "items": ITEMS}
        with open(f"{d}/outsider7-heldout.json", "w") as f:
            json.dump(doc, f, indent=1, ensure_ascii=False)
            f.write("\n")
        print("wrote", f"{d}/outsider7-heldout.json")
    sys.exit(1 if errs else 0)
