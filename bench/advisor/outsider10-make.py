#!/usr/bin/env python3
"""outsider10 held-out set for the offline advisor (issue #30).
Written 2026-11-28 (session 41) by an outsider who never read the advisor's code, tests, docs or other sets
(outsider9-make.py was read only for the file format and the add() helper).
Every expected figure is computed below from the same inputs that are formatted into the question text;
the textbook definition used is stated in `why` (and in the question where two conventions are common).
Usage: python3 outsider10-make.py            -> prints table + self-checks
       python3 outsider10-make.py --write DIR -> also writes DIR/outsider10-heldout.json
"""
import json, math, sys, re

NAME = "outsider10"
ITEMS = []
NOT = ["Focus:", "Key numbers"]
ASK = r"(what|how much|need|tell me|share|could you|please|missing|give|which)"
CANT = r"(can.?t|cannot|not able|unable|outside|don.?t|only|instead|i can|not something)"


def add(id_, area, turns, figure=None, why="", mentions=None, maxWords=None, extraNot=()):
    if isinstance(turns, str):
        turns = [turns]
    it = {"id": id_, "area": area, "turns": turns}
    if figure is not None:
        it["figure"] = round(float(figure), 4)
    if mentions:
        it["mentions"] = mentions
    it["notMentions"] = list(NOT) + list(extraNot)
    if maxWords:
        it["maxWords"] = maxWords
    it["why"] = why
    ITEMS.append(it)


def cmgr(a, b, n):
    return ((b / a) ** (1 / n) - 1) * 100


def losses_to_breakeven(R, E, g):
    tot = 0.0; r = R
    while r < E:
        tot += E - r; r *= 1 + g / 100
    return tot


WPM = 52 / 12  # weeks per month
DPM = 365 / 12  # days per month

# ---------------- runway ----------------
c, nb = 2_750_000, 125_000
add("r1", "runway", f"Hey! quick one — we've got $2.75M sitting in the bank and net burn is running ~{nb//1000}k/mo. Runway?", c / nb, f"runway = cash / net burn = {c}/{nb}")
c, out, inc = 1_600_000, 210_000, 90_000
add("r2", "runway", f"From: CFO\nSubject: cash\n\nClosing balance 1.6 million. Monthly outflows {out:,}, monthly inflows {inc:,}. How many months until zero?", c / (out - inc), f"net burn = {out}-{inc}; runway = {c}/{out-inc}")
c_l, nb_l = 4_50_00_000, 30_00_000
add("r3", "runway", "We are an Indian startup with ₹4,50,00,000 in the bank (4.5 crore) and net burn of ₹30 lakh per month. Runway in months?", c_l / nb_l, "4.5 crore / 30 lakh = 45,000,000/3,000,000")
c, nbq = 1_234_500, 246_900
add("r4", "runway", "Kassenbestand 1.234.500,00 €, Nettoabfluss pro Quartal 246.900,00 €. Wie viele Monate Runway haben wir?", c / (nbq / 3), f"monthly net burn = {nbq}/3; runway = {c}/({nbq}/3)")
c, wk = 780_000, 15_000
add("r5", "runway", f"we lose roughly {wk//1000}k a week (net). ${c//1000}k left. months of runway? (take a month as 52/12 weeks)", c / (wk * WPM), "monthly net burn = 15k*52/12 = 65k; runway = 780k/65k")
add("r6", "runway", "| item | value |\n|---|---|\n| Cash | 950k |\n| Net burn / month | 50k |\n| Headcount | 9 |\n\nrunway?", 950_000 / 50_000, "runway = 950k/50k")
c, nby = 3_600_000, 1_440_000
add("r7", "runway", f"cash 3.6M, net burn for the year {nby/1e6:g}M (spread evenly). how many months of runway is that", c / (nby / 12), "monthly net burn = 1.44M/12 = 120k; runway = 3.6M/120k")
c, gb, rev = 500_000, 70_000, 30_000
add("r8", "runway", f"we spend about 70 grand a month and bring in 30 grand. 500 grand in the account. how long do we last?", c / (gb - rev), "net burn 40k; runway = 500k/40k")
c, nb = 1_800_000, 80_000
add("r9", "runway", "Cash,Net burn (monthly)\n1800000,80000\nrunway in months pls", c / nb, "runway = 1.8M/80k")
c, nb = 2_200_000, 110_000
add("r10", "runway", "runwya? cash is 2,2M and we burn 110k net each montth", c / nb, "typos; runway = 2.2M/110k")

c, d = 540_000, 3_000
add("r11", "runway", f"we burn about {d//1000}k net per day and have ${c//1000}k left. runway in months? (a month = 365/12 days)", c / (d * DPM), "monthly net burn = 3k*365/12 = 91.25k; runway = 540k/91.25k")

# ---------------- default alive ----------------
R, E, g, C = 80_000, 120_000, 8, 900_000
assert losses_to_breakeven(R, E, g) <= C
add("da1", "default alive", f"Using Paul Graham's definition (reach profitability on current cash at current growth, expenses flat): revenue {R//1000}k/mo growing {g}% monthly, expenses {E//1000}k/mo, cash {C//1000}k. Default alive?", None, f"losses to break-even ~{losses_to_breakeven(R,E,g):.0f} <= cash {C} -> alive", mentions=[r"alive"], extraNot=[r"\bdead"])
R, E, g, C = 20_000, 150_000, 4, 700_000
assert losses_to_breakeven(R, E, g) > C
add("da2", "default alive", f"default alive or dead? mrr 20k, growing 4%/month, burn... i mean costs 150k/month flat, 700k cash", None, f"losses ~{losses_to_breakeven(R,E,g):.0f} > cash {C} -> dead (PG)", mentions=[r"dead"], extraNot=[r"default alive"])
R, E, g, C = 150_000, 180_000, 3, 1_200_000
assert losses_to_breakeven(R, E, g) <= C
add("da3", "default alive", f"- revenue: 150k/month\n- growth: 3% m/m\n- costs: 180k/month, not growing\n- cash: 1.2M\nAre we default alive (PG sense)?", None, f"losses ~{losses_to_breakeven(R,E,g):.0f} <= {C} -> alive", mentions=[r"alive"], extraNot=[r"\bdead"])
R, E, g, C = 10_000, 90_000, 2, 300_000
assert losses_to_breakeven(R, E, g) > C
add("da4", "default alive", "Revenue €10k per month, up 2% each month. Costs €90k per month. Cash €300k. Are we default dead?", None, f"losses ~{losses_to_breakeven(R,E,g):.0f} > {C} -> dead", mentions=[r"dead"], extraNot=[r"default alive"])
R, E, g, C = 45_000, 60_000, 6, 400_000
assert losses_to_breakeven(R, E, g) <= C
add("da5", "default alive", "sales 45k monthly, growing six percent a month; spend 60k a month and it stays there; 400k in the bank. default alive?", None, f"losses ~{losses_to_breakeven(R,E,g):.0f} <= {C} -> alive", mentions=[r"alive"], extraNot=[r"\bdead"])
R, E, g, C = 5_000, 100_000, 5, 250_000
assert losses_to_breakeven(R, E, g) > C
add("da6", "default alive", "We make $5k MRR (+5%/mo), expenses $100k/mo flat, $250k cash. alive or dead by default?", None, f"losses ~{losses_to_breakeven(R,E,g):.0f} > {C} -> dead", mentions=[r"dead"], extraNot=[r"default alive"])

# ---------------- gross burn ----------------
sal, rent, tools, mkt = 140_000, 12_000, 8_000, 25_000
add("gb1", "gross burn", f"Monthly costs: salaries {sal//1000}k, rent {rent//1000}k, software {tools//1000}k, marketing {mkt//1000}k. Revenue 60k. What's gross burn?", sal + rent + tools + mkt, "gross burn = total monthly spend, revenue ignored")
nb, rev = 90_000, 45_000
add("gb2", "gross burn", f"net burn is {nb//1000}k and revenue {rev//1000}k a month — so what's our gross burn?", nb + rev, "gross = net + revenue")
q = 540_000
add("gb3", "gross burn", "we spent $540k in Q3 in total (all costs). gross burn per month?", q / 3, "540k/3")
w = 23_000
add("gb4", "gross burn", f"our total spend is about {w//1000}k a week. monthly gross burn? (52/12 weeks per month)", w * WPM, "23k*52/12")
add("gb5", "gross burn", "Team\t95000\nCloud\t18000\nOffice\t7000\nLegal\t5000\nRevenue\t40000\nThose are monthly. Gross burn?", 95_000 + 18_000 + 7_000 + 5_000, "sum of costs")
y = 2_880_000
add("gb6", "gross burn", "annual opex 2.88M (that's everything we spend). what's the monthly gross burn", y / 12, "2.88M/12")

# ---------------- net burn ----------------
add("nb1", "net burn", "we spend 230k a month and collect 95k from customers. net burn?", 230_000 - 95_000, "net = spend - revenue")
c0, c1 = 3_100_000, 2_680_000
add("nb2", "net burn", f"bank balance was $3.1M on Jan 1 and $2.68M on Apr 1 (no fundraising in between). average monthly net burn?", (c0 - c1) / 3, "(3.1M-2.68M)/3")
add("nb3", "net burn", "Ausgaben 185.000 € / Monat, Umsatz 62.500 € / Monat. Net burn?", 185_000 - 62_500, "185000-62500")
add("nb4", "net burn", "gross burn 1'250'000 CHF per year, revenue 410'000 CHF per year. monthly net burn?", (1_250_000 - 410_000) / 12, "(1.25M-0.41M)/12")
add("nb5", "net burn", "cash went from 900k to 840k in two weeks. net burn per month? (use 52/12 weeks per month)", 60_000 / 2 * WPM, "30k/week*52/12")
add("nb6", "net burn", "costs: 120k/mo. revenue this month: 20 % more than last month's 50k. net burn this month?", 120_000 - 50_000 * 1.2, "rev = 60k; net = 60k")

# ---------------- burn multiple ----------------
add("bm1", "burn multiple", "Burn multiple (net burn / net new ARR) for last quarter: net burn $1.5M over the quarter, ARR went from $4.0M to $4.75M.", 1.5 / 0.75, "1.5M/0.75M")
add("bm2", "burn multiple", "we burned 600k net last year and added 1.2M of net new ARR. burn multiple?", 0.5, "600k/1.2M")
add("bm3", "burn multiple", "net burn 200k/month for the quarter; net new ARR in the quarter 400k. what is our burn multiple (net burn ÷ net new ARR, same period)?", 600_000 / 400_000, "3*200k/400k")
add("bm4", "burn multiple", "ARR start of year 2,0M €, end of year 3,1M €. Net burn over the year 2,75M €. Burn multiple?", 2.75 / 1.1, "2.75/1.1")
add("bm5", "burn multiple", "MRR grew from 100k to 140k this quarter and net burn for the quarter was 960k. burn multiple = net burn / net new ARR?", 960_000 / (40_000 * 12), "net new ARR = 40k*12 = 480k; 960k/480k")
add("bm6", "burn multiple", "H1 net burn: $3.3M\nH1 net new ARR: $1.1M\nburn multiple?", 3.0, "3.3/1.1")
add("bm7", "burn multiple", "We added 250k ARR net this quarter while net burn was 150k a month. Burn multiple (net burn over net new ARR)?", 450_000 / 250_000, "450k/250k")

# ---------------- mrr/arr ----------------
add("ma1", "mrr/arr", "MRR is $83,400. ARR?", 83_400 * 12, "ARR = 12*MRR")
add("ma2", "mrr/arr", "ARR 2.4M — what's that per month?", 200_000, "2.4M/12")
add("ma3", "mrr/arr", "340 customers paying $49/month and 60 customers paying $199/month. MRR?", 340 * 49 + 60 * 199, "sum of plans")
add("ma4", "mrr/arr", "we have 18 annual contracts at 24k/year each. MRR?", 18 * 24_000 / 12, "18*24k/12")
add("ma5", "mrr/arr", "Plan,Seats,Price per seat per month\nTeam,420,12\nBusiness,95,30\nWhat's our ARR?", (420 * 12 + 95 * 30) * 12, "MRR 7890; ARR = 94680")
add("ma6", "mrr/arr", "MRR starting 50k, new +8k, expansion +3k, contraction -1k, churned -4k. ending MRR?", 50_000 + 8_000 + 3_000 - 1_000 - 4_000, "MRR bridge")
add("ma7", "mrr/arr", "quarterly billing: 1.260.000 € billed per quarter, all recurring. ARR?", 1_260_000 * 4, "4*1.26M")
add("ma8", "mrr/arr", "we charge 9 € a week per user and have 1'200 paying users. MRR? (52/12 weeks a month)", 9 * 1_200 * WPM, "9*1200*52/12")

# ---------------- growth ----------------
add("gr1", "growth", "MRR went 40k -> 90k over 8 months. compound monthly growth rate?", cmgr(40_000, 90_000, 8), "CMGR=(90/40)^(1/8)-1")
add("gr2", "growth", "ARR $1.2M a year ago, $3.0M today. YoY growth in %?", (3.0 / 1.2 - 1) * 100, "3.0/1.2-1")
add("gr3", "growth", "revenue Jan 12k, Jun 30k. CMGR Jan→Jun (5 monthly steps)?", cmgr(12_000, 30_000, 5), "(30/12)^(1/5)-1")
add("gr4", "growth", "Weekly revenue went from 5k to 8k over 10 weeks. Compound weekly growth rate?", cmgr(5_000, 8_000, 10), "(8/5)^(1/10)-1")
add("gr5", "growth", "If we grow MRR from 60k at 7% per month compounded, what is MRR after 12 months?", 60_000 * 1.07 ** 12, "60k*1.07^12")
add("gr6", "growth", "month-over-month growth? last month revenue 1,15 Mio €, this month 1,27 Mio €", (1.27 / 1.15 - 1) * 100, "1.27/1.15-1")
add("gr7", "growth", "At 15% month-over-month growth, how many months to go from 20k to 80k MRR?", math.log(4) / math.log(1.15), "ln4/ln1.15")
add("gr8", "growth", "Quarterly revenue: Q1 200k, Q4 338k (three quarterly steps). compound quarterly growth rate?", cmgr(200_000, 338_000, 3), "(338/200)^(1/3)-1")

# ---------------- churn ----------------
add("ch1", "churn", "Started the month with 800 customers, lost 24. monthly logo churn?", 24 / 800 * 100, "24/800")
add("ch2", "churn", "monthly churn is 2.5%. what's that annualised (compounded: 1-(1-c)^12)?", (1 - (1 - 0.025) ** 12) * 100, "1-0.975^12")
add("ch3", "churn", "revenue churn this month: we started with $120k MRR and $4.2k of it churned (no expansion counted). gross MRR churn %?", 4_200 / 120_000 * 100, "4.2/120")
add("ch4", "churn", "customers start of Q: 1,500. lost during Q: 135. quarterly logo churn rate?", 135 / 1500 * 100, "135/1500")
add("ch5", "churn", "annual churn is 30% — what monthly churn is that, compounded (1-(1-a)^(1/12))?", (1 - 0.7 ** (1 / 12)) * 100, "1-0.7^(1/12)")
add("ch6", "churn", "With 4% monthly logo churn, what's the average customer lifetime in months (1/churn)?", 25, "1/0.04")
add("ch7", "churn", "Customers:\n- 1 Mar: 640\n- new in March: 80\n- 31 Mar: 688\nWhat was March logo churn as % of the starting customers?", (640 + 80 - 688) / 640 * 100, "churned = 640+80-688 = 32; 32/640")

# ---------------- retention ----------------
add("rt1", "retention", "We had 500 customers in January and 430 of those same customers are still with us in December. logo retention?", 430 / 500 * 100, "430/500")
add("rt2", "retention", "monthly logo churn 3%. what % of a cohort remains after 12 months?", 0.97 ** 12 * 100, "0.97^12")
add("rt3", "retention", "cohort of 2,400 signups; 1,020 active in week 4. week-4 retention?", 1020 / 2400 * 100, "1020/2400")
add("rt4", "retention", "monthly retention is 92%. how many of 1,000 users are left after 6 months?", 1000 * 0.92 ** 6, "1000*0.92^6")
add("rt5", "retention", "logo churn 1.5%/month. monthly logo retention?", 98.5, "1-0.015")
add("rt6", "retention", "we kept 171 of our 190 customers over the year. customer retention rate?", 171 / 190 * 100, "171/190")

# ---------------- nrr/grr ----------------
s, ex, co, ch = 500_000, 60_000, 15_000, 25_000
add("nr1", "nrr/grr", f"Start ARR {s//1000}k; from those same customers: expansion +{ex//1000}k, contraction -{co//1000}k, churn -{ch//1000}k. NRR?", (s + ex - co - ch) / s * 100, "(s+ex-co-ch)/s")
add("nr2", "nrr/grr", f"same numbers — start ARR {s//1000}k, expansion {ex//1000}k, contraction {co//1000}k, churn {ch//1000}k. GRR?", (s - co - ch) / s * 100, "(s-co-ch)/s")
add("nr3", "nrr/grr", "Cohort MRR Jan last year: $80,000. Same customers' MRR this Jan: $94,400. Net revenue retention?", 94_400 / 80_000 * 100, "94.4/80")
add("nr4", "nrr/grr", "MRR at start of year from existing customers 1,0M €; upsell 0,15M €; downgrades 0,05M €; churn 0,1M €. NRR and GRR? give NRR first", 100.0, "(1+0.15-0.05-0.1)/1 = 100%")
add("nr5", "nrr/grr", "gross revenue retention if we started at 2.4M ARR and lost 180k to churn and 60k to downgrades (ignore expansion)?", (2_400_000 - 240_000) / 2_400_000 * 100, "(2.4M-0.24M)/2.4M")
add("nr6", "nrr/grr", "Opening MRR 40k, expansion MRR 6k, churned MRR 2k, contraction MRR 1k, new-logo MRR 9k. NRR (new logos excluded)?", (40 + 6 - 2 - 1) / 40 * 100, "43/40")
add("nr7", "nrr/grr", "monthly NRR is 101.5%. what's that compounded over 12 months?", 1.015 ** 12 * 100, "1.015^12")
add("nr8", "nrr/grr", "segment\tstart ARR\tend ARR (same customers)\nSMB\t300000\t270000\nMid\t700000\t805000\ncombined NRR?", (270_000 + 805_000) / 1_000_000 * 100, "1075k/1000k")

# ---------------- cac ----------------
add("ca1", "cac", "Spent $90k on sales & marketing last month and closed 45 new customers. CAC?", 2_000, "90k/45")
add("ca2", "cac", "Q2: marketing 120k, sales salaries 180k, new customers 150. blended CAC?", 300_000 / 150, "300k/150")
add("ca3", "cac", "paid ads 24.000 €, 300 new customers from ads. paid CAC?", 80, "24000/300")
add("ca4", "cac", "we spend 5k a week on google ads and get 40 customers a month from it. CAC? (52/12 weeks a month)", 5_000 * WPM / 40, "21.67k/40")
add("ca5", "cac", "S&M spend\tnew logos\n72000\t36\nCAC?", 2_000, "72000/36")
add("ca6", "cac", "CAC went up 25% from last quarter's 1,600. what's CAC now?", 2_000, "1600*1.25")
add("ca7", "cac", "₹18 lakh spent on marketing last month, 600 paying customers acquired. CAC in rupees?", 1_800_000 / 600, "1.8M/600")

# ---------------- payback ----------------
add("pb1", "payback", "CAC $1,200, ARPA $100/month, gross margin 80%. CAC payback in months (CAC / (ARPA × GM))?", 1200 / 80, "1200/(100*0.8)")
add("pb2", "payback", "payback period if CAC is 4,500 € and each customer brings 300 € MRR at 75 % gross margin (gross-margin basis)?", 4500 / 225, "4500/225")
add("pb3", "payback", "CAC 900, ARPU 60/mo. payback on revenue (no margin), months?", 15, "900/60")
add("pb4", "payback", "S&M spend last quarter 600k, net new MRR added 50k, gross margin 70%. CAC payback in months = S&M / (net new MRR × GM)?", 600_000 / (50_000 * 0.7), "600k/35k")
add("pb5", "payback", "annual plan $2,400/yr, GM 90%, CAC $3,240. payback months (margin basis)?", 3240 / (200 * 0.9), "3240/180")
add("pb6", "payback", "customers pay 49 a month, 85% gross margin, CAC 833. how many months to pay back CAC on gross margin?", 833 / (49 * 0.85), "833/41.65")
add("pb7", "payback", "CAC 2k\nARPA 250/mo\nGM 64%\npayback (gross margin basis)?", 2000 / 160, "2000/160")

# ---------------- ltv ----------------
add("lt1", "ltv", "ARPA $80/month, gross margin 75%, monthly churn 2%. LTV (ARPA × GM / churn)?", 80 * 0.75 / 0.02, "60/0.02")
add("lt2", "ltv", "LTV on revenue (no margin): ARPU 25 €/mo, churn 5 %/mo?", 25 / 0.05, "25/0.05")
add("lt3", "ltv", "avg customer stays 30 months, pays 120/month, gross margin 80%. lifetime value?", 30 * 120 * 0.8, "30*96")
add("lt4", "ltv", "ARPA 1'500 CHF per year, GM 85 %, annual churn 20 %. LTV (ARPA×GM/churn)?", 1500 * 0.85 / 0.2, "1275/0.2")
add("lt5", "ltv", "gross-margin LTV? customers pay £300/mo, margin 70%, we lose 3.5% of customers per month", 300 * 0.7 / 0.035, "210/0.035")
add("lt6", "ltv", "ARPU: 9.99/mo\nGM: 90%\nchurn: 6%/mo\nLTV (margin-based)?", 9.99 * 0.9 / 0.06, "8.991/0.06")
add("lt7", "ltv", "What's LTV if ARPA is 400 a month, gross margin 60 %, and customer lifetime is 4 years?", 400 * 0.6 * 48, "240*48")

# ---------------- ltv:cac ----------------
add("lc1", "ltv:cac", "LTV 6,000, CAC 1,500. LTV:CAC?", 4, "6000/1500")
add("lc2", "ltv:cac", "ARPA 200/mo, GM 80%, churn 2%/mo, CAC 2,000. LTV:CAC (LTV = ARPA×GM/churn)?", 200 * 0.8 / 0.02 / 2000, "8000/2000")
add("lc3", "ltv:cac", "our LTV is $9.6k and CAC is $3.2k — ratio?", 3, "9.6/3.2")
add("lc4", "ltv:cac", "lifetime value 2.700 €, acquisition cost 900 €. LTV/CAC?", 3, "2700/900")
add("lc5", "ltv:cac", "S&M 150k for 100 new customers; each customer is worth 4,500 in gross-margin lifetime value. LTV:CAC?", 4500 / 1500, "CAC 1500; 4500/1500")
add("lc6", "ltv:cac", "ARPU 50/month, 70% GM, avg lifetime 24 months, CAC 420. LTV:CAC?", 50 * 0.7 * 24 / 420, "840/420")

# ---------------- gross margin ----------------
add("gm1", "gross margin", "Revenue 250k, COGS 70k. gross margin %?", (250 - 70) / 250 * 100, "(250-70)/250")
add("gm2", "gross margin", "hosting 18k + support 12k + payment fees 5k = our COGS; revenue 140k. GM?", (140 - 35) / 140 * 100, "105/140")
add("gm3", "gross margin", "Umsatz 1.200.000 €, Herstellkosten 420.000 €. Bruttomarge in %?", (1.2 - 0.42) / 1.2 * 100, "0.78/1.2")
add("gm4", "gross margin", "Revenue,COGS\n85000,29750\ngross margin percentage?", (85_000 - 29_750) / 85_000 * 100, "55250/85000")
add("gm5", "gross margin", "gross profit 64k on revenue of 80k. margin?", 80, "64/80")
add("gm6", "gross margin", "we sell a box for $45; product costs $14, shipping $6 and packaging $2.50. gross margin per unit in %?", (45 - 22.5) / 45 * 100, "22.5/45")
add("gm7", "gross margin", "COGS is 35 % of revenue. gross margin?", 65, "1-0.35")

# ---------------- contribution margin ----------------
add("cm1", "contribution margin", "price 60 per order, variable costs: COGS 22, delivery 8, payment 2. contribution margin per order?", 60 - 32, "60-32")
add("cm2", "contribution margin", "revenue 500k, variable costs 310k, fixed costs 150k. contribution margin %?", (500 - 310) / 500 * 100, "190/500")
add("cm3", "contribution margin", "Order value €38, COGS €15, fulfilment €6, marketing per order €7 (all variable). CM per order in €?", 38 - 28, "38-28")
add("cm4", "contribution margin", "SaaS seat at 40/month; hosting 4, support 6, payment fees 1.20 per seat (variable). contribution margin % per seat?", (40 - 11.2) / 40 * 100, "28.8/40")
add("cm5", "contribution margin", "we do 12,000 orders a month at avg $25, variable cost per order $17. total monthly contribution?", 12_000 * 8, "12000*(25-17)")
add("cm6", "contribution margin", "unit price 120, variable cost 78. contribution margin ratio?", 42 / 120 * 100, "42/120")

# ---------------- rule of 40 ----------------
add("ro1", "rule of 40", "Rule of 40 (revenue growth % + EBITDA margin %): growth 55%, EBITDA margin -20%. score?", 35, "55-20")
add("ro2", "rule of 40", "ARR grew 28% YoY and we run a 15% FCF margin. rule of 40 score (growth + FCF margin)?", 43, "28+15")
add("ro3", "rule of 40", "Revenue last year 10M, this year 13M; EBITDA this year -1.3M. Rule of 40 (YoY growth % + EBITDA margin %)?", 30 + (-10), "30 + (-10) = 20")
add("ro4", "rule of 40", "growth 80 % y/y, operating margin -45 %. rule of 40 = growth + margin?", 35, "80-45")
add("ro5", "rule of 40", "Do we pass the rule of 40 (growth + profit margin)? revenue growth 32%, profit margin 10%", 42, "32+10")
add("ro6", "rule of 40", "rev 4.0M -> 5.2M YoY, FCF -0.52M this year. rule of 40 with FCF margin?", 30 - 10, "30 + (-0.52/5.2)")

# ---------------- magic number ----------------
add("mn1", "magic number", "Magic number = (this quarter's revenue - last quarter's revenue) × 4 / last quarter's S&M. Q1 rev 1.0M, Q2 rev 1.15M, Q1 S&M 0.8M.", 0.15 * 4 / 0.8, "0.6/0.8")
add("mn2", "magic number", "net new ARR this quarter 600k, S&M spend previous quarter 750k. magic number (net new ARR / prior-quarter S&M)?", 0.8, "600/750")
add("mn3", "magic number", "quarterly revenue 2.4M → 2.7M. last quarter's sales & marketing 1.5M. magic number using annualized revenue delta / prior S&M?", 0.3 * 4 / 1.5, "1.2/1.5")
add("mn4", "magic number", "MRR grew by 50k during the quarter; prior quarter S&M was 400k. magic number (net new ARR ÷ prior-quarter S&M)?", 600_000 / 400_000, "50k*12/400k")
add("mn5", "magic number", "quarter\trevenue\tS&M\nQ3\t800000\t500000\nQ4\t900000\t550000\nmagic number for Q4 ((Q4 rev - Q3 rev) × 4 / Q3 S&M)?", 100_000 * 4 / 500_000, "400k/500k")
add("mn6", "magic number", "Net new ARR 1,2M € im Quartal, S&M-Ausgaben im Vorquartal 1,0M €. Magic Number (net new ARR / S&M Vorquartal)?", 1.2, "1.2/1.0")

# ---------------- dau/mau ----------------
add("du1", "dau/mau", "DAU 4,200, MAU 15,000. stickiness?", 4200 / 15000 * 100, "DAU/MAU")
add("du2", "dau/mau", "average daily actives this month 12k, monthly actives 60k. DAU/MAU ratio in %?", 20, "12/60")
add("du3", "dau/mau", "WAU 30k, MAU 48k. WAU/MAU?", 62.5, "30/48")
add("du4", "dau/mau", "Mon 900, Tue 1100, Wed 1000, Thu 950, Fri 1050 DAU (weekdays only); MAU 5,000. DAU/MAU using the average DAU?", 1000 / 5000 * 100, "avg 1000/5000")
add("du5", "dau/mau", "MAU is 80k and DAU/MAU is 25%. how many DAU?", 20_000, "80k*0.25")
add("du6", "dau/mau", "stickiness (DAU÷MAU) — DAU 1.234, MAU 6.170 (german notation, these are thousands separators)", 1234 / 6170 * 100, "1234/6170")

# ---------------- conversion ----------------
add("cv1", "conversion", "2,000 trials started last month, 260 converted to paid. trial-to-paid conversion?", 13, "260/2000")
add("cv2", "conversion", "signups 5,400, activated (completed onboarding) 1,890. activation rate?", 1890 / 5400 * 100, "1890/5400")
add("cv3", "conversion", "Funnel: visitors 50,000 → signups 2,500 → paid 200. visitor-to-paid conversion?", 0.4, "200/50000")
add("cv4", "conversion", "Funnel: visitors 50k, signups 2.5k, paid 200. signup-to-paid?", 8, "200/2500")
add("cv5", "conversion", "If trial conversion goes from 10% to 14% on 1,500 trials a month, how many extra paying customers per month?", 1500 * 0.04, "1500*(0.14-0.10)")
add("cv6", "conversion", "week: 840 free trials, 63 paid. conversion %?", 7.5, "63/840")
add("cv7", "conversion", "Leads 1.200, MQL 480, SQL 144, won 36. SQL-to-won rate?", 25, "36/144")

# ---------------- cohort ----------------
add("co1", "cohort", "Jan cohort: 300 customers, 255 left after month 1... sorry, 255 REMAIN after month 1, 231 after month 2. month-2 retention vs start?", 231 / 300 * 100, "231/300")
add("co2", "cohort", "cohort\tM0\tM3\nMarch\t400\t296\nApril\t500\t385\ncombined M3 retention across both cohorts?", (296 + 385) / 900 * 100, "681/900")
add("co3", "cohort", "Cohort of 1,000 users losing 10% of the remaining each month. how many left after 3 months?", 1000 * 0.9 ** 3, "1000*0.9^3")
add("co4", "cohort", "cohort revenue M0 $20,000, M6 $23,000 (same customers). revenue retention at M6?", 115, "23/20")
add("co5", "cohort", "Q1 cohort: 120 customers at $500 MRR each. After 12 months 84 remain, and they now pay $600 each. cohort NRR at month 12?", 84 * 600 / (120 * 500) * 100, "50400/60000")
add("co6", "cohort", "cohort sizes M0/M1/M2: 800 / 560 / 480. What % of month-1 survivors were still active in month 2?", 480 / 560 * 100, "480/560")

# ---------------- price change ----------------
add("pc1", "price change", "1,000 customers on $30/mo. We raise to $36 and expect to lose 5% of customers. new MRR?", 950 * 36, "950*36")
add("pc2", "price change", "raising price 20% from 50 €/month on 600 subscribers, no churn assumed. MRR change?", 600 * 10, "600*10")
add("pc3", "price change", "current MRR 80k from 2,000 customers. +15% price increase, 8% of customers leave. new MRR?", 80_000 * 1.15 * 0.92, "80k*1.15*0.92")
add("pc4", "price change", "going from 19 to 25 per seat on 3,400 seats; how many seats can we lose before MRR drops below today's?", 3400 - 3400 * 19 / 25, "break-even seats = 3400*19/25 = 2584; lose 816")
add("pc5", "price change", "Plan A 900 customers × 15, we move them all to 18 but lose 60 customers. MRR change vs today?", 840 * 18 - 900 * 15, "15120-13500")
add("pc6", "price change", "we discount annual plans by 20% off the $40/mo list price. 250 customers switch to annual. their total annual revenue?", 250 * 40 * 0.8 * 12, "250*32*12")

# ---------------- hiring cost ----------------
add("hc1", "hiring cost", "hiring an engineer at 120k base salary, with 25% on top for taxes and benefits. fully loaded annual cost?", 150_000, "120k*1.25")
add("hc2", "hiring cost", "we plan 3 hires at $90k salary each, loaded at 1.3x. added monthly burn?", 3 * 90_000 * 1.3 / 12, "351k/12")
add("hc3", "hiring cost", "cash 1.5M, net burn 75k/mo. If we hire two people at 7.5k/mo each fully loaded, new runway?", 1_500_000 / 90_000, "1.5M/90k")
add("hc4", "hiring cost", "Gehalt 72.000 € brutto p.a., Arbeitgeberanteil 21 %. Vollkosten pro Monat?", 72_000 * 1.21 / 12, "87120/12")
add("hc5", "hiring cost", "cash 2.4M, net burn 100k/mo. hiring 4 engineers at $150k/yr fully loaded each. how many months of runway do we lose?", 24 - 2_400_000 / 150_000, "24 - 16")
add("hc6", "hiring cost", "sales rep: base 70k + 30k OTE variable, 20% overhead on base only, laptop 2k one-off. first-year cost if full OTE is paid?", 70_000 * 1.2 + 30_000 + 2_000, "84k+30k+2k")

# ---------------- dilution ----------------
add("di1", "dilution", "we sell 20% in the seed. founders own 80% before. what do founders own after?", 64, "80*(1-0.2)")
add("di2", "dilution", "raising $2M at $8M pre-money. dilution to existing holders?", 2 / 10 * 100, "2/(8+2)")
add("di3", "dilution", "10,000,000 shares outstanding; we issue 2,500,000 new shares. % dilution?", 20, "2.5/12.5")
add("di4", "dilution", "Founder holds 40%. Seed dilutes 15%, Series A dilutes 20%. founder's stake after both?", 40 * 0.85 * 0.8, "40*0.85*0.8")
add("di5", "dilution", "I own 3,000,000 of 8,000,000 shares. new round adds 2,000,000 shares. my % after?", 3 / 10 * 100, "3/10")
add("di6", "dilution", "raising 1,5 Mio € on 6 Mio € post-money. how much do existing shareholders get diluted?", 25, "1.5/6")

# ---------------- pre/post-money ----------------
add("pp1", "pre/post-money", "investing $3M for 20%. post-money valuation?", 15_000_000, "3M/0.2")
add("pp2", "pre/post-money", "investing $3M for 20% — pre-money?", 12_000_000, "15M-3M")
add("pp3", "pre/post-money", "pre-money 9M, raise 3M. post-money?", 12_000_000, "9+3")
add("pp4", "pre/post-money", "raise 2.5M at 10M pre. investor ownership?", 20, "2.5/12.5")
add("pp5", "pre/post-money", "price per share $1.80, 7,000,000 shares pre-round. pre-money valuation?", 1.8 * 7_000_000, "1.8*7M")
add("pp6", "pre/post-money", "VC offers ₹5 crore for 12.5%. implied post-money in rupees?", 50_000_000 / 0.125, "5 crore/0.125 = 40 crore")
add("pp7", "pre/post-money", "pre-money $16M, 8,000,000 shares fully diluted pre-round. price per share?", 2.0, "16M/8M")

# ---------------- option pool ----------------
add("op1", "option pool", "post-money 20M, investors want a 10% post-money pool created pre-money. raise 4M. effective pre-money for founders (pre-money minus pool)?", 16_000_000 - 2_000_000, "pre 16M; pool 10% of 20M = 2M; effective 14M")
add("op2", "option pool", "we have 9,000,000 shares and want the option pool to be 10% of the fully diluted total after adding it. how many pool shares?", 9_000_000 / 0.9 - 9_000_000, "9M/0.9 - 9M = 1M")
add("op3", "option pool", "10M shares fully diluted, pool of 1.2M of which 700k granted. unallocated pool as % of FD?", 500_000 / 10_000_000 * 100, "0.5/10")
add("op4", "option pool", "expanding the pool from 8% to 12% of fully diluted, founders at 70% before. founders' % after (everyone else diluted pro rata)?", 70 * (1 - 0.12) / (1 - 0.08), "non-pool share goes 92%→88%; 70*88/92")
add("op5", "option pool", "employee gets 0.5% options, company has 12,000,000 FD shares. how many options?", 60_000, "12M*0.005")
add("op6", "option pool", "strike 0.40, current 409A/FMV 1.10 per share, 50,000 options vested. intrinsic value of vested options?", 50_000 * 0.70, "50000*(1.10-0.40)")

# ---------------- safe/note ----------------
add("sf1", "safe/note", "post-money SAFE: $500k at a $5M post-money cap. investor ownership at conversion (before the new round)?", 10, "500k/5M")
add("sf2", "safe/note", "SAFE with 20% discount, no cap. Series A price $2.50/share. SAFE conversion price?", 2.0, "2.5*0.8")
add("sf3", "safe/note", "SAFE $250k, cap $5M, discount 20%. round priced at $10M pre-money with 10,000,000 pre-round shares. conversion price (lower of cap price and discounted price)?", min(5_000_000 / 10_000_000, 1.0 * 0.8), "cap price 0.50 vs discount price 0.80 -> 0.50")
add("sf4", "safe/note", "same SAFE: $250k converting at $0.50/share. how many shares?", 500_000, "250k/0.5")
add("sf5", "safe/note", "convertible note $400k, 6% simple interest per year, converts after 18 months. amount converting (principal + interest)?", 400_000 * (1 + 0.06 * 1.5), "400k*1.09")
add("sf6", "safe/note", "two post-money SAFEs: 300k at 6M cap and 200k at 8M cap. combined ownership %?", (300 / 6000 + 200 / 8000) * 100, "5%+2.5%")
add("sf7", "safe/note", "note with 15% discount converting into a round priced at €1,20 per share. note conversion price in €?", 1.2 * 0.85, "1.2*0.85")

# ---------------- break-even ----------------
add("be1", "break-even", "fixed costs 240k/month, contribution margin per unit $40. units per month to break even?", 6_000, "240k/40")
add("be2", "break-even", "fixed costs 90k a month, gross margin 75%. revenue needed to break even?", 120_000, "90k/0.75")
add("be3", "break-even", "MRR 50k growing 10% per month, costs flat at 107.2k. months until break-even?", math.log(107.2 / 50) / math.log(1.1), "ln(107.2/50)/ln1.1 ~ 8.0 (chosen near an integer so a rounded answer still matches)")
add("be4", "break-even", "Fixkosten 45.000 € / Monat, Preis 30 €, variable Kosten 12 € pro Stück. Break-even-Menge pro Monat?", 2_500, "45000/18")
add("be5", "break-even", "how many customers at $99/mo with 80% gross margin to cover $158,400 of monthly opex?", 158_400 / (99 * 0.8), "158400/79.2")
add("be6", "break-even", "we're at 70k MRR, expenses 112k/month flat. what % MRR increase do we need to break even?", (112 / 70 - 1) * 100, "112/70-1")

# ---------------- follow-ups ----------------
add("fu1", "follow-up", ["cash 1.2M, net burn 100k a month. runway?", "and if we cut burn to 60k?"], 20, "1.2M/60k")
add("fu2", "follow-up", ["MRR 45k.", "what's that as ARR?", "and if MRR grows 10% next month, what's the new ARR?"], 45_000 * 1.1 * 12, "49.5k*12")
add("fu3", "follow-up", ["CAC is 1,800 and ARPA 150/month at 80% GM.", "payback in months (margin basis)?", "what if we got CAC down to 1,200?"], 1200 / 120, "1200/120")
add("fu4", "follow-up", ["We have €2,0M in the bank, spend €180k/month and make €80k/month.", "Runway?", "What if revenue rises 25%?"], 2_000_000 / (180_000 - 100_000), "rev 100k; net 80k; 25")
add("fu5", "follow-up", ["raising 4M at 16M pre", "what's the post?", "and what % do the new investors get?"], 20, "4/20")
add("fu6", "follow-up", ["ARPA 60/mo, GM 75%, churn 3%/mo. LTV?", "and if churn halves?"], 60 * 0.75 / 0.015, "45/0.015")
add("fu7", "follow-up", ["we've 800k in cash and net burn 40k/mo", "we're hiring one designer at 8k/mo fully loaded — new runway?"], 800_000 / 48_000, "800k/48k")
add("fu8", "follow-up", ["logo churn 2% per month on 1,500 customers", "how many customers do we lose per month?", "and per year if it stays 2% of the starting base each month (no compounding)?"], 1500 * 0.02 * 12, "30*12")
add("fu9", "follow-up", ["Customers: 400 at $75/month.", "We raise the price to $90. MRR if nobody leaves?", "And if 10% leave?"], 360 * 90, "360*90")
add("fu10", "follow-up", ["gross burn 150k, revenue 50k (monthly)", "net burn?", "cash is 1.5M — runway?", "and if revenue doubles?"], 1_500_000 / 50_000, "net 50k -> 30")
add("fu11", "follow-up", ["MRR was 30k in January and 48k in July", "CMGR over those 6 months?", "at that rate, MRR in another 6 months?"], 48_000 * (48 / 30), "same ratio over 6 more months: 48k*1.6")
add("fu12", "follow-up", ["post-money SAFE 1M at 10M cap", "what's the ownership?", "and if the cap were 8M instead?"], 12.5, "1/8")

# ---------------- missing figure ----------------
add("mf1", "missing figure", "how many months of runway do we have? net burn is 85k a month", None, "cash missing", mentions=[r"(cash|bank|balance)", ASK])
add("mf2", "missing figure", "what's our LTV? ARPA is $120/month and gross margin 80%", None, "churn missing", mentions=[r"(churn|lifetime|retention)", ASK])
add("mf3", "missing figure", "CAC payback please — CAC is 3,000", None, "ARPA/margin missing", mentions=[r"(ARPA|ARPU|revenue per|MRR per|margin)", ASK])
add("mf4", "missing figure", "burn multiple? net burn last quarter was 900k", None, "net new ARR missing", mentions=[r"(ARR|new revenue)", ASK])
add("mf5", "missing figure", "what's our magic number? S&M last quarter 500k", None, "revenue change missing", mentions=[r"(ARR|revenue)", ASK])
add("mf6", "missing figure", "compute our NRR: we started the year at 2M ARR and had 150k of expansion", None, "churn/contraction missing", mentions=[r"(churn|contraction|downgrade|lost)", ASK])
add("mf7", "missing figure", "what post-money valuation does this give us? we're raising 1.5M", None, "pre-money or stake missing", mentions=[r"(pre.?money|stake|ownership|percent|equity)", ASK])
add("mf8", "missing figure", "what's our gross margin? COGS were 40k last month", None, "revenue missing", mentions=[r"(revenue|sales)", ASK])
add("mf9", "missing figure", "LTV:CAC? our CAC is 1,100", None, "LTV inputs missing", mentions=[r"(LTV|lifetime|ARPA|churn)", ASK])
add("mf10", "missing figure", "when do we break even? our costs are 130k a month", None, "revenue/growth missing", mentions=[r"(revenue|margin|growth|MRR)", ASK])

# ---------------- out of scope ----------------
add("os1", "out of scope", "what's the weather going to be in Berlin tomorrow?", None, "not a founder-metrics question", mentions=[CANT])
add("os2", "out of scope", "which stocks should I buy with our extra cash?", None, "investment advice, not computable", mentions=[CANT])
add("os3", "out of scope", "what valuation will Sequoia give us next year?", None, "unknowable market input", mentions=[CANT])
add("os4", "out of scope", "book me a flight to SF for demo day", None, "action out of scope", mentions=[CANT])
add("os5", "out of scope", "what's the current EUR/USD exchange rate?", None, "live data unavailable offline", mentions=[CANT])
add("os6", "out of scope", "can you file our Delaware franchise tax for us?", None, "legal/filing action", mentions=[CANT])
add("os7", "out of scope", "what's the average seed round size in Brazil this month?", None, "live market data", mentions=[CANT])
add("os8", "out of scope", "write me a python script that scrapes LinkedIn for leads", None, "not a founder-metrics task", mentions=[CANT])
add("os9", "out of scope", "who will win the champions league?", None, "off-topic", mentions=[CANT])
add("os10", "out of scope", "what is my competitor Acme's MRR right now?", None, "no access to third-party data", mentions=[CANT])

# ---------------- writing requests ----------------
add("wr1", "writing", "Write one sentence for our investor update stating our runway: cash $1.8M, net burn $90k/month.", 20, "1.8M/90k", maxWords=80)
add("wr2", "writing", "Draft a short Slack message to the team telling them our MRR grew from 40k to 46k this month, with the growth %.", 15, "46/40-1", maxWords=80)
add("wr3", "writing", "Give me one line for the board deck on NRR: start ARR 1M, expansion 200k, churn 80k, contraction 20k.", 110, "(1+0.2-0.08-0.02)", maxWords=80)
add("wr4", "writing", "Help me write a sentence to an investor explaining our burn multiple: net burn 1.2M last year, net new ARR 800k.", 1.5, "1.2/0.8", maxWords=80)
add("wr5", "writing", "Write a tweet-length update: we hit $1.5M ARR, what's that in MRR?", 125_000, "1.5M/12", maxWords=80)
add("wr6", "writing", "draft a one-sentence email line telling our angel how much of the company her $100k post-money SAFE at a $4M cap will be", 2.5, "100k/4M", maxWords=80)


# ---------------- checks, table, write ----------------
def main():
    ids = [i["id"] for i in ITEMS]
    errs = []
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    AREAS = ["runway", "default alive", "gross burn", "net burn", "burn multiple", "mrr/arr", "growth", "churn", "retention",
             "nrr/grr", "cac", "payback", "ltv", "ltv:cac", "gross margin", "contribution margin", "rule of 40",
             "magic number", "dau/mau", "conversion", "cohort", "price change", "hiring cost", "dilution",
             "pre/post-money", "option pool", "safe/note", "break-even", "follow-up", "missing figure",
             "out of scope", "writing"]
    counts = {a: 0 for a in AREAS}
    for it in ITEMS:
        if it["area"] not in counts:
            errs.append(f"{it['id']}: unknown area {it['area']}")
            continue
        counts[it["area"]] += 1
        f = it.get("figure")
        if f is None and not it.get("mentions"):
            errs.append(f"{it['id']}: neither figure nor mentions")
        if f is not None and (not math.isfinite(f) or f == 0):
            errs.append(f"{it['id']}: bad figure {f}")
        for m in it.get("mentions", []):
            re.compile(m)
        for t in it["turns"]:
            if re.search(r"Focus:|Key numbers", t):
                errs.append(f"{it['id']}: filler marker inside question")
    for a, n in counts.items():
        need = 6
        if n < need:
            errs.append(f"area {a}: only {n} items (need {need})")
    for it in ITEMS:
        f = it.get("figure")
        q = it["turns"][-1].replace("\n", " / ")
        print(f"{it['id']:5} {it['area']:20} {'' if f is None else f'{f:,.4g}':>12}  {q[:90]}")
    print()
    print("per area:", ", ".join(f"{a}={n}" for a, n in counts.items()))
    print("total items:", len(ITEMS))
    print("SELF-CHECK:", "OK" if not errs else "FAILED")
    for e in errs:
        print("  -", e)
    if "--write" in sys.argv:
        d = sys.argv[sys.argv.index("--write") + 1]
        out = {"about": (f"{NAME} HELD-OUT: written 2026-11-28 (session 41) by an outsider who never read the advisor's code "
                          "or the other sets; to be scored once. Figures computed by outsider10-make.py; standard textbook "
                          "definitions stated per item in `why`."), "items": ITEMS}
        with open(f"{d}/{NAME}-heldout.json", "w") as fh:
            json.dump(out, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
        print("wrote", f"{d}/{NAME}-heldout.json")
    return 0 if not errs else 1


if __name__ == "__main__":
    sys.exit(main())
