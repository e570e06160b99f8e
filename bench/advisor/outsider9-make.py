#!/usr/bin/env python3
"""outsider9 held-out set for the offline advisor (issue #30).
Written 2026-11-28 (session 40) by an outsider who never read the advisor's code, tests, docs or other sets.
Every expected figure is computed below from the same inputs that are formatted into the question text.
Usage: python3 outsider9-make.py            -> prints table + self-checks
       python3 outsider9-make.py --write DIR -> also writes DIR/outsider9-heldout.json
"""
import json, math, sys, re

ITEMS = []
NOT = ["Focus:", "Key numbers"]
ASK = r"(what|how much|need|tell me|share|could you|please|missing|give)"
CANT = r"(can.?t|cannot|not able|unable|outside|don.?t|only|instead|i can)"

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

def k(x):
    return f"{x/1000:g}k"

def cmgr(a, b, n):
    return ((b / a) ** (1 / n) - 1) * 100

def months_to(a, b, g):
    return math.log(b / a) / math.log(1 + g / 100)

W = 52 / 12  # weeks per month

# ---------------- runway (cash / net burn) ----------------
c, b = 1_400_000, 95_000
add("rw1", "runway", f"cash on hand 1,4 Mio. € and we burn {b//1000} k€ net per month — how many months do we have left?", c/b, f"runway = cash/net burn = {c}/{b}")
c, gb, rev = 2_100_000, 180_000, 60_000
add("rw2", "runway", [f"Anna: bank balance is 2.1m as of this morning\nBen: outgoings are {k(gb)} a month now after the hires\nAnna: and sales are steady at {k(rev)}/mo\nCarl: so what's our runway?"], c/(gb-rev), f"net burn = {gb}-{rev}; runway = {c}/{gb-rev}")
c, q = 900_000, 150_000
add("rw3", "runway", f"we have 900'000 CHF in the bank and spend {q//1000}'000 CHF net per quarter. runway in months?", c/(q/3), f"net burn/month = {q}/3; runway = {c}/({q}/3)")
c, nb = 1_250_000, 62_500
add("rw4", "runway", f"Cash: 1 250 000 €. Net burn: 62 500 € monthly. How long does cash last, in months?", c/nb, "runway = 1250000/62500")
c, nb = 600_000, 50_000
add("rw5", "runway", f"What's their runway? The company has half a mil... sorry, {k(c)} USD in cash and a net burn of {k(nb)} a month.", c/nb, "runway = 600000/50000 (correction inside text)")
c, e, r = 3_000_000, 2_400_000, 600_000
add("rw6", "runway", f"Board deck bullets:\n- Cash: $3.0M\n- OPEX (annual): $2.4M\n- Revenue (annual): $0.6M\n- Team: 22 people, 3 offices\nRunway in months?", c/((e-r)/12), "net burn/month = (2.4M-0.6M)/12 = 150k; runway = 3M/150k")
c, b1 = 800_000, 80_000
add("rw7", "runway", f"we don't have 12 months of runway, do we? cash is {k(c)} and net burn is between 75 and 85k, call it {k(b1)}", c/b1, "runway = 800k/80k = 10 months")
c, wk = 520_000, 10_000
add("rw8", "runway", f"We burn about {wk//1000}k net every week and have ${c:,} left. How many months is that? (use 52/12 weeks a month)", c/(wk*W), "monthly burn = 10k*52/12 = 43.33k; runway = 520k/43.33k")
c, nb = 1_800_000, 120_000
add("rw9", "runway", f"{{\"cash\": {c}, \"net_burn_monthly\": {nb}, \"customers\": 310, \"employees\": 14}}\nrunway?", c/nb, "runway = 1.8M/120k")
cm, bm = 1_050_000, 70_000
add("rw10", "runway", f"what was our runway in March? In March cash was {k(cm)} and net burn {k(bm)}; today cash is 700k and burn is 90k.", cm/bm, "March runway = 1.05M/70k = 15 (past point, March figures)")

# ---------------- default alive ----------------
def months_to_breakeven(R, E, g):
    return math.log(E / R) / math.log(1 + g / 100)
def cash_needed(R, E, g):
    n = 0; tot = 0; r = R
    while r < E:
        tot += E - r; r *= 1 + g / 100; n += 1
    return tot
R, E, g, C = 50_000, 100_000, 10, 600_000
need = cash_needed(R, E, g)
assert cash_needed(50_000,100_000,10) <= 600_000
add("da1", "default alive", f"Are we default alive? Revenue {k(R)}/month growing {g}% MoM, expenses flat at {k(E)}/month, {k(C)} in the bank.", None, f"revenue reaches costs after ~{months_to_breakeven(R,E,g):.1f} months; cumulative losses until then ~{need:.0f} <= cash {C} -> alive (PG definition: reaches profitability on current cash at current growth)", mentions=[r"alive"], extraNot=[r"\bdead"])
R, E, g, C = 40_000, 160_000, 5, 500_000
need = cash_needed(R, E, g)
assert cash_needed(40_000,160_000,5) > 500_000
add("da2", "default alive", f"revenue 40k a month, +5% monthly, costs 160k flat, cash 500k. default alive or default dead?", None, f"losses to break-even ~{need:.0f} > cash {C} -> dead (PG)", mentions=[r"dead"], extraNot=[r"default alive"])
R, E, g, C = 200_000, 260_000, 4, 2_000_000
need = cash_needed(R, E, g)
assert cash_needed(200_000,260_000,4) <= 2_000_000
add("da3", "default alive", f"Is the company default alive? It makes {k(R)} turnover a month (+4 % MoM), spends {k(E)} p.m., and holds 2 Mio in cash.", None, f"losses ~{need:.0f} < cash {C} -> alive", mentions=[r"alive"], extraNot=[r"\bdead"])
R, E, g, C = 30_000, 90_000, 3, 400_000
need = cash_needed(R, E, g)
assert cash_needed(30_000,90_000,3) > 400_000
add("da4", "default alive", f"Our sales: 30k/mo growing 3% a month. Opex 90k a month, flat. Bank: 400k. Will we make it to profitability before the money runs out?", None, f"losses ~{need:.0f} > cash {C} -> default dead / no", mentions=[r"(dead|no\b|not)"])

# ---------------- gross burn ----------------
sal, rent, tools, mkt = 110_000, 12_000, 8_000, 25_000
add("gb1", "gross burn", f"monthly costs: salaries {k(sal)}, office rent {k(rent)}, software tools {k(tools)}, marketing {k(mkt)}. revenue is 70k. what's our gross burn?", sal+rent+tools+mkt, "gross burn = all monthly spend = 110+12+8+25 k (revenue ignored)")
q = 540_000
add("gb2", "gross burn", f"We spent £{q:,} last quarter in total (opex incl. COGS) and billed £200,000. Gross burn per month?", q/3, "gross burn/month = 540k/3")
y = 1_560_000
add("gb3", "gross burn", f"Annual expenses FY (Apr–Mar) were ₹{y/100000:g} lakh... no wait, that's USD {y/1e6:g}m. What's the gross burn a month?", y/12, "gross burn/month = 1.56M/12 = 130k")
nb, rev = 45_000, 85_000
add("gb4", "gross burn", f"Net burn is {k(nb)} a month and turnover is {k(rev)} a month. Gross burn?", nb+rev, "gross = net + revenue = 45k+85k")
wk = 30_000
add("gb5", "gross burn", f"we spend around 30 000 € a week on everything. gross burn per month with 52/12 weeks?", wk*W, "30k*52/12")

# ---------------- net burn (spend - revenue) ----------------
sp, rv = 210_000, 135_000
add("nb1", "net burn", f"Subject: November update\n\nHi all,\n\n- Revenue: €{rv:,}\n- Total spend: €{sp:,}\n- Hires: 2 (team now 19)\n\nBest, Lena\n\nWhat's the net burn for the month?", sp-rv, "net burn = spend - revenue = 210k-135k")
c1, c2 = 1_900_000, 1_660_000
add("nb2", "net burn", f"cash went from 1.9m at the end of June to 1.66m at the end of September, no fundraising in between. average net burn per month?", (c1-c2)/3, "net burn = cash decline / 3 months")
ni = 45_000
add("nb3", "net burn", f"P&L for October: revenue 120,000; total expenses 165,000; net income (45,000). Treating it as cash, what's the monthly net burn?", ni, "accounting negative (45,000) = loss of 45k = net burn")
gb, cut = 140_000, 20_000; rev = 90_000
add("nb4", "net burn", f"Gross burn is {k(gb)}/mo and revenue {k(rev)}/mo. From next month we cut 20k of spend. What will net burn be then?", gb-cut-rev, "new net burn = 140k-20k-90k")
a, b_ = 1_200_000, 1_020_000
add("nb5", "net burn", f"| Month | Cash |\n|---|---|\n| Jan | 1,200,000 |\n| Apr | 1,020,000 |\nnet burn per month between Jan and Apr?", (a-b_)/3, "Jan->Apr = 3 months; (1.2M-1.02M)/3")

# ---------------- burn multiple (net burn / net new ARR) ----------------
nb, arr0, arr1 = 1_800_000, 2_000_000, 3_200_000
add("bm1", "burn multiple", f"Last year we burned 1.8 million net and ARR went from 2.0m to 3.2m. burn multiple?", nb/(arr1-arr0), "burn multiple = net burn / net new ARR = 1.8M/1.2M (Sacks)")
qnb, mrr0, mrr1 = 450_000, 100_000, 125_000
add("bm2", "burn multiple", f"In Q3 our net burn was {k(qnb)} in total and MRR grew from {k(mrr0)} to {k(mrr1)}. Burn multiple for the quarter (net burn over net new ARR)?", qnb/((mrr1-mrr0)*12), "net new ARR = 25k*12 = 300k; 450k/300k")
mnb, nnarr = 80_000, 40_000
add("bm3", "burn multiple", f"net burn 80k per month, net new ARR per month 40k. what is the burn multiple, is it 2 or 0.5?", mnb/nnarr, "80k/40k = 2")
nb, nna = 3_000_000, 1_200_000
add("bm4", "burn multiple", f"They burned USD 3m net over the year and added 1,2 Mio. net new ARR. What's their burn multiple?", nb/nna, "3M/1.2M")

# ---------------- mrr/arr ----------------
eu, us, apac = 30_000, 45_000, 12_000
add("ma1", "mrr/arr", f"MRR per region: EU 30k, US 45k, APAC 12k. What's total ARR?", (eu+us+apac)*12, "ARR = 12 * (30+45+12)k")
mrr = 40_000; refunds_fixed = 42_000
add("ma2", "mrr/arr", f"MRR is 40k — actually 42k after fixing the refunds export. ARR?", refunds_fixed*12, "ARR = 42k*12 (corrected figure)")
cust, arpa = 310, 135
add("ma3", "mrr/arr", f'{{"mrr": null, "customers": {cust}, "arpa_monthly": {arpa}}} — dashboard is broken, what is our MRR?', cust*arpa, "MRR = customers * ARPA = 310*135")
arr = 1_500_000
add("ma4", "mrr/arr", f"ARR is one and a half million dollars. What is that per month?", arr/12, "MRR = ARR/12")
seats, p1, p2 = 140, 20, 15
add("ma5", "mrr/arr", f"Pricing per seat per month: first 100 seats at $20, every seat above 100 at $15. Our one big client has {seats} seats. What MRR do we get from them?", 100*p1+(seats-100)*p2, "tiered: 100*20 + 40*15")
wk = 9_000
add("ma6", "mrr/arr", f"Last week we did 9 000 € revenue, all recurring. Run rate per month using 52/12 weeks?", wk*W, "9k * 52/12")
q = 270_000
add("ma7", "mrr/arr", f"Q3 recurring revenue was 270k. what's the annualised run rate?", q*4, "ARR run rate = quarter * 4")

# ---------------- growth (compound monthly) ----------------
a, b, n = 48_000, 60_000, 1
add("gr1", "growth", f"revenue up 12k on last month, which was 48k. MoM growth %?", 12_000/48_000*100, "(60-48)/48")
a, b, n = 30_000, 45_000, 5
add("gr2", "growth", f"MRR was 30k in January and 45k in June. what's the average monthly growth rate, compounded?", cmgr(a,b,n), "Jan->Jun = 5 steps; (45/30)^(1/5)-1")
a, b = 200_000, 280_000
add("gr3", "growth", f"Our ARR was $200k in Q1 and $280k in Q3. Compound quarterly growth rate?", cmgr(a,b,2), "Q1->Q3 = 2 quarters; (1.4)^(1/2)-1")
add("gr4", "growth", "Month\tMRR\nMar\t52,000\nApr\t55,100\nMay\t58,900\nJun\t61,000\nCMGR from Mar to Jun?", cmgr(52_000,61_000,3), "3 steps; (61/52)^(1/3)-1")
a, b = 80_000, 104_000
add("gr5", "growth", f"yoy growth? sales last year 80k, this year 104k", (b/a-1)*100, "(104-80)/80 = 30%")
m = -3
a = 50_000
add("gr6", "growth", f"we were at 50k MRR and have been going -3 % MoM for two months. what's MRR now?", a*(1+m/100)**2, "50k*0.97^2")
add("gr7", "growth", f"Revenue Apr 20k, May 21k, Jun 23k, Jul 26k. What's the compounded monthly growth from April to July, in %?", cmgr(20_000,26_000,3), "(26/20)^(1/3)-1")

# ---------------- months to target ----------------
a, b, g = 25_000, 100_000, 12.25
add("mt1", "months to target", f"we're at 25k MRR, growing 12.25% a month. how many months to 100k MRR?", months_to(a,b,g), "ln(4)/ln(1.1225)")
a, b, g = 1_000_000, 2_000_000, 10.4
add("mt2", "months to target", f"ARR one million, growing 10,4 % per month. months until ARR doubles?", months_to(a,b,g), "ln2/ln1.104")
a, b, g = 60_000, 120_000, 6
add("mt3", "months to target", f"At 6% monthly growth, how long (months) from 60k to 120k MRR?", months_to(a,b,g), "ln2/ln1.06 = 11.9")
a, b, g = 10_000, 50_000, 14.35
add("mt4", "months to target", f"£10k MRR now, target £50k. growth {g} % per month. how many months?", months_to(a,b,g), "ln5/ln1.1435 = 12.0")

# ---------------- churn (logo churn = lost / start) ----------------
s, l = 400, 15
add("ch1", "churn", f"we started October with {s} accounts and lost {l} of them during the month. monthly logo churn?", l/s*100, "15/400")
q = 9
add("ch2", "churn", f"We lose 9 % of customers a quarter. What's that as a monthly churn rate (compounded)?", (1-(1-q/100)**(1/3))*100, "1-(0.91)^(1/3)")
bps = 250
add("ch3", "churn", f"churn of 250 bps a month. what's that in annual terms, compounded? (% of customers lost in a year)", (1-(1-bps/10000)**12)*100, "1-0.975^12")
s, new, e = 820, 95, 850
add("ch4", "churn", f"Clients: 820 at start of month, 95 new signed, 850 at end. What was the churn rate?", (s+new-e)/s*100, "lost = 820+95-850 = 65; 65/820")
ann = 30
add("ch5", "churn", f"Our annual logo churn is 30%. what's the monthly churn, compounded?", (1-(1-ann/100)**(1/12))*100, "1-0.7^(1/12)")
lostmrr, start = 3_600, 120_000
add("ch6", "churn", f"revenue churn: we lost 3.6k of MRR from cancellations this month, starting MRR was 120k. what's gross MRR churn %?", lostmrr/start*100, "3.6/120")

# ---------------- retention ----------------
s, l = 250, 20
add("rt1", "retention", f"Of 250 logos at the start of the quarter, 20 churned. Logo retention for the quarter?", (s-l)/s*100, "(250-20)/250")
m = 4
add("rt2", "retention", f"monthly churn is 4%. what share of a cohort is still with us after 12 months?", (1-m/100)**12*100, "0.96^12")
add("rt3", "retention", f"We had 1 200 users in week 1 and 780 of them were still active in week 8. retention %?", 780/1200*100, "780/1200")
mc = 2.5
add("rt4", "retention", f"monthly customer churn 2,5 %. what is the annual retention rate?", (1-mc/100)**12*100, "0.975^12")

# ---------------- nrr/grr ----------------
st, exp_, con, ch = 500_000, 60_000, 15_000, 25_000
add("nr1", "nrr/grr", f"Cohort starting MRR {k(st)}; expansion +{k(exp_)}, contraction -{k(con)}, churned -{k(ch)}. What's NRR (a.k.a. NDR)?", (st+exp_-con-ch)/st*100, "NRR = (start+exp-contr-churn)/start")
add("nr2", "nrr/grr", f"Same numbers: starting MRR {k(st)}, expansion {k(exp_)}, contraction {k(con)}, churn {k(ch)}. What's GRR?", (st-con-ch)/st*100, "GRR = (start-contr-churn)/start")
st, en = 2_000_000, 2_260_000
add("nr3", "nrr/grr", f"ARR from customers we had a year ago was 2.0m then and is 2.26m now (new logos excluded). net revenue retention?", en/st*100, "2.26/2.0")
st, lost, downg = 80_000, 4_000, 2_000
add("nr4", "nrr/grr", f"GRR for the month? we started at 80k MRR, lost 4k to cancellations and 2k to downgrades, upsells added 7k", (st-lost-downg)/st*100, "GRR excludes expansion: (80-4-2)/80")
add("nr5", "nrr/grr", f"what's our NDR? start ARR $1,000,000 from existing accounts; upsell $180,000; churn $90,000; downgrades $30,000", (1_000_000+180_000-90_000-30_000)/1_000_000*100, "(1000+180-90-30)/1000")

# ---------------- cac ----------------
sm, n = 90_000, 60
add("ca1", "cac", f"Paid CAC please: we spent 90k on paid ads last quarter and got {n} customers from paid channels (plus 40 organic).", sm/n, "paid CAC = paid spend / paid customers = 90k/60")
add("ca2", "cac", f"Blended CAC please: we spent 90k on paid ads last quarter and got {n} customers from paid channels plus 40 organic.", sm/(n+40), "blended CAC = 90k/100")
sal, ads, tools, newc = 40_000, 25_000, 5_000, 35
add("ca3", "cac", f"Sales & marketing costs this month: sales salaries {k(sal)}, ads {k(ads)}, tools {k(tools)}. New clients: {newc}. CAC?", (sal+ads+tools)/newc, "CAC = total S&M / new customers = 70k/35")
ad, nc = 12_000, 8
add("ca4", "cac", f"weekly we spend 12k € on ads and win 8 new customers a week. what's the CAC?", ad/nc, "12k/8 = 1.5k (same period both)")
acv = 9_600
add("ca5", "cac", f"Our CAC is half of first-year revenue per customer. ACV is $9,600. What's CAC?", acv/2, "CAC = 0.5 * 9600")

# ---------------- payback (CAC / (ARPA*GM)) ----------------
cac, arpa, gm = 1_800, 150, 80
add("pb1", "payback", f"CAC {cac} $, ARPA {arpa} $/month, gross margin {gm}%. CAC payback in months (on gross margin)?", cac/(arpa*gm/100), "1800/(150*0.8)")
cac, arpu = 600, 50
add("pb2", "payback", f"how many months to pay back CAC of 600 if each customer pays 50 a month? ignore margin", cac/arpu, "600/50 = 12")
cac, acv, gm = 12_000, 24_000, 75
add("pb3", "payback", f"CAC 12k, ACV 24k (annual contracts), gross margin 75 %. payback period in months, margin-adjusted?", cac/(acv/12*gm/100), "12000/(2000*0.75) = 8")
cac, arpa, gm = 2_400, 200, 60
add("pb4", "payback", f"Is it 12 or 20 months? CAC payback with CAC £2,400, ARPA £200 a month, 60% gross margin.", cac/(arpa*gm/100), "2400/(200*0.6) = 20")

# ---------------- ltv (ARPA*GM/churn) ----------------
arpa, gm, ch = 120, 80, 3
add("lt1", "ltv", f"ARPA 120/mo, gross margin 80%, monthly churn 3%. LTV (gross-margin based)?", arpa*gm/100/(ch/100), "120*0.8/0.03")
arpu, ch = 45, 5
add("lt2", "ltv", f"lifetime value per customer on revenue (no margin): ARPU 45 € a month, churn 5% monthly", arpu/(ch/100), "45/0.05 = 900")
arpa, gm, qch = 300, 70, 6
add("lt3", "ltv", f"ARPA 300 a month, 70% GM, we lose 6% of accounts per quarter (=2% a month, simple). LTV on gross margin?", arpa*gm/100/(qch/3/100), "monthly churn 2%; 300*0.7/0.02")
acv, gm, ach = 12_000, 85, 20
add("lt4", "ltv", f"ACV $12k, GM 85 %, annual logo churn 20 %. gross-margin LTV?", acv*gm/100/(ach/100), "12000*0.85/0.2")

# ---------------- ltv:cac ----------------
arpa, gm, ch, cac = 100, 80, 2, 1_000
add("lc1", "ltv:cac", f"ARPA 100 monthly, gross margin 80%, churn 2% monthly, CAC 1000. LTV to CAC ratio?", arpa*gm/100/(ch/100)/cac, "LTV = 100*0.8/0.02 = 4000; /1000")
add("lc2", "ltv:cac", "LTV is 7,500 € and CAC 2,500 €. ratio?", 7500/2500, "7500/2500")
ltv, cac = 5_400, 1_800
add("lc3", "ltv:cac", f"investor asks: what's the company's LTV:CAC? their LTV {ltv} and CAC {cac}, both in USD", ltv/cac, "5400/1800")
arpu, ch, cac = 60, 4, 500
add("lc4", "ltv:cac", f"revenue-based LTV (no margin) with ARPU 60/mo and 4% monthly churn, CAC 500 — what's LTV:CAC?", arpu/(ch/100)/cac, "LTV = 60/0.04 = 1500; /500 = 3")

# ---------------- gross margin ----------------
rev, cogs = 250_000, 85_000
add("gm1", "gross margin", f"Revenue 250k, COGS 85k. Gross margin %?", (rev-cogs)/rev*100, "(250-85)/250")
add("gm2", "gross margin", "a third of revenue goes to hosting and that's our only cost of goods. gross margin?", (1-1/3)*100, "1-1/3 = 66.7%")
rev, host, supp, pay = 400_000, 48_000, 32_000, 12_000
add("gm3", "gross margin", f"Q2: turnover 400k; hosting 48k; support staff 32k; payment fees 12k (all COGS); marketing 90k. gross margin?", (rev-host-supp-pay)/rev*100, "(400-48-32-12)/400; marketing is opex")
rev, gp = 1_200_000, 876_000
add("gm4", "gross margin", f"\"revenue\",\"gross profit\"\n\"1,200,000\",\"876,000\"\nGM %?", gp/rev*100, "876/1200")

# ---------------- contribution margin ----------------
price, var = 80, [12, 6.4, 9.6]
add("cm1", "contribution margin", f"Each box sells for £80. Variable costs per box: packaging £12, payment fees £6.40, shipping £9.60. Contribution margin per box in %?", (price-sum(var))/price*100, "(80-28)/80")
rev, cogs, varmk = 100_000, 30_000, 20_000
add("cm2", "contribution margin", f"Revenue 100k, COGS 30k, variable marketing and sales costs 20k. CM2 in %?", (rev-cogs-varmk)/rev*100, "CM2 = revenue - COGS - variable S&M; (100-30-20)/100")
add("cm3", "contribution margin", f"what is CM1 in %? revenue 100k, COGS 30k, variable marketing 20k", (rev-cogs)/rev*100, "CM1 = revenue - COGS (70%)")
orders, aov, varc = 2_000, 45, 27
add("cm4", "contribution margin", f"{orders} orders a month at an average basket of 45€; variable cost per order 27€. total monthly contribution margin in €?", orders*(aov-varc), "2000*(45-27)")

# ---------------- rule of 40 ----------------
add("r40a", "rule of 40", "YoY revenue growth 28%, EBITDA margin 15%. Rule of 40 score?", 28+15, "growth + EBITDA margin")
add("r40b", "rule of 40", "growth 60 % year on year, profit margin -25 %. what is our rule of 40 number?", 60-25, "60 + (-25)")
r0, r1, ebitda = 5_000_000, 6_500_000, -400_000
add("r40c", "rule of 40", f"Revenue grew from 5m to 6.5m this year, EBITDA was (400k). Rule of 40?", (r1/r0-1)*100+ebitda/r1*100, "growth 30% + margin -400k/6.5M = -6.15%")
add("r40d", "rule of 40", "do we pass the rule of 40 with 45 % growth and a -12 % free cash flow margin? what's the score?", 45-12, "45-12 = 33")

# ---------------- magic number ----------------
dq, sm = 150_000, 500_000
add("mn1", "magic number", f"Quarterly revenue went up by 150k this quarter vs last; last quarter's S&M spend was 500k. magic number?", dq*4/sm, "annualised Δrevenue / prior S&M = 600k/500k")
nnarr, sm = 900_000, 1_200_000
add("mn2", "magic number", f"net new ARR in Q4: 900k. S&M spend in Q3: 1.2m. SaaS magic number?", nnarr/sm, "net new ARR / prior-quarter S&M")
q1, q2, sm = 1_000_000, 1_100_000, 300_000
add("mn3", "magic number", f"Q1 revenue 1.0m, Q2 revenue 1.1m, S&M in Q1 300k. magic number (annualised revenue change over prior-quarter S&M)?", (q2-q1)*4/sm, "(100k*4)/300k")
mrr0, mrr1, sm = 200_000, 230_000, 400_000
add("mn4", "magic number", f"MRR grew from 200k to 230k over the quarter; previous quarter S&M was 400k. magic number?", (mrr1-mrr0)*12/sm, "net new ARR = 30k*12 = 360k; /400k")

# ---------------- dau/mau ----------------
add("dm1", "dau/mau", "DAU 12 000, MAU 48 000. stickiness?", 12000/48000*100, "DAU/MAU")
add("dm2", "dau/mau", "average daily actives 3.4k, monthly actives 17k — what's DAU/MAU in %?", 3400/17000*100, "3.4/17")
add("dm3", "dau/mau", "We have 90k monthly active users and on a typical day 22,500 log in. stickiness ratio in %?", 22500/90000*100, "22.5/90")
add("dm4", "dau/mau", "MAU 250k, DAU/MAU is 18%. how many daily actives?", 250_000*0.18, "250k*0.18")

# ---------------- conversion ----------------
add("cv1", "conversion", "trial to paid: 640 trials started last month, 96 converted. conversion rate?", 96/640*100, "96/640")
add("cv2", "conversion", "signups 2 000 → activated 700 → paid 140. what's the signup-to-paid conversion?", 140/2000*100, "140/2000")
add("cv3", "conversion", "we get 350 signups a week and 5% become paying. how many new paying customers per month (52/12 weeks)?", 350*W*0.05, "350*52/12*0.05")
add("cv4", "conversion", "visitors 48k, signups 1.2k. visitor to signup conversion %?", 1200/48000*100, "1.2/48")

# ---------------- cohort ----------------
add("co1", "cohort", "Cohort | M0 | M1 | M2 | M3\nJan | 200 | 150 | 132 | 124\nWhat % of the Jan cohort is left at M3?", 124/200*100, "124/200")
add("co2", "cohort", "| cohort | start MRR | MRR month 6 |\n|---|---|---|\n| March | 20,000 | 23,400 |\nnet revenue retention of the March cohort at month 6?", 23400/20000*100, "23.4/20")
add("co3", "cohort", "Feb cohort: 500 users; month 1 retention 40%, and 75% of those are still there in month 2. how many users in month 2?", 500*0.4*0.75, "500*0.4*0.75")
add("co4", "cohort", "cohort of 1,000 signups: 30% churned in month 1, then 10% of those remaining churned each month. how many users remain after month 4?", 1000*0.7*0.9**3, "1000*0.7*0.9^3")

# ---------------- price change (MRR effect) ----------------
cust, p0, p1, lose = 400, 50, 60, 5
add("pc1", "price change", f"{cust} customers on €{p0}/month. if we raise the price to €{p1} and lose {lose}% of customers, what's the new MRR?", cust*(1-lose/100)*p1, "400*0.95*60")
add("pc2", "price change", f"same situation: {cust} customers at {p0}/mo, going to {p1}, {lose}% leave. how much does MRR change?", cust*(1-lose/100)*p1-cust*p0, "22800-20000")
mrr, up = 80_000, 15
add("pc3", "price change", f"we raise prices 15% for everyone and nobody leaves. MRR is 80k today. new ARR?", mrr*(1+up/100)*12, "80k*1.15*12")
p0, p1 = 99, 129
add("pc4", "price change", f"price goes from 99 to 129 per month. what share of customers can we lose and still keep the same MRR? (in %)", (1-p0/p1)*100, "1-99/129")

# ---------------- hiring cost ----------------
sal, load = 90_000, 25
add("hc1", "hiring cost", f"fully loaded monthly cost of an engineer at 90k salary per year with 25 % on top for taxes and benefits?", sal*(1+load/100)/12, "90k*1.25/12")
add("hc2", "hiring cost", "we hire 3 sales reps at 60k base each, 30% overhead. total annual fully-loaded cost?", 3*60_000*1.3, "3*60k*1.3")
c, nb, sal = 1_200_000, 80_000, 120_000
add("hc3", "hiring cost", f"Cash 1.2m, net burn 80k/mo. If we hire one engineer at 120k a year (already fully loaded), what's the new runway in months?", c/(nb+sal/12), "1.2M/(80k+10k)")
add("hc4", "hiring cost", "Staggered hiring plan: one dev starts in January, one in April, one in July, one in October, each costing 8k a month fully loaded. Total hiring cost for the calendar year?", 8_000*(12+9+6+3), "8k*(12+9+6+3)")
add("hc5", "hiring cost", "the fiscal year runs April to March. we hire a PM on 1 October at £6,000 a month fully loaded. what does the hire cost in this fiscal year?", 6_000*6, "Oct..Mar = 6 months * 6k")

# ---------------- dilution ----------------
pre, inv = 8_000_000, 2_000_000
add("dl1", "dilution", f"raising 2m at 8m pre. how much do we get diluted?", inv/(pre+inv)*100, "2/(8+2)")
add("dl2", "dilution", "I own 40% and we sell 25% of the company in the seed. what's my stake after?", 40*(1-0.25), "40*0.75")
add("dl3", "dilution", "founders hold 60 %. seed dilutes 20 %, series A dilutes another 25 %. founders' stake after the A?", 60*0.8*0.75, "60*0.8*0.75")
add("dl4", "dilution", "investor puts in 1,5 Mio € for 1 250 000 new shares; there are 5 000 000 shares before. dilution of existing holders %?", 1_250_000/6_250_000*100, "1.25/(5+1.25)")

# ---------------- pre/post-money ----------------
add("pp1", "pre/post-money", "raising 3 million for 20%. what's the pre-money?", 3_000_000/0.2-3_000_000, "post = 3/0.2 = 15M; pre = 12M")
add("pp2", "pre/post-money", "pre-money 6m, raising 1.5m. post-money?", 7_500_000, "6+1.5")
add("pp3", "pre/post-money", "They raised a quarter million for 5 %. post-money valuation?", 250_000/0.05, "250k/0.05")
add("pp4", "pre/post-money", "new investor pays $2.50 a share for 2,000,000 shares; 8,000,000 shares existed before the round. pre-money valuation?", 2.5*8_000_000, "price * pre-money shares")

# ---------------- option pool ----------------
pre, inv, pool = 10_000_000, 2_500_000, 10
post = pre+inv
add("op1", "option pool", f"term sheet: 10m pre, 2.5m investment, 10% post-money option pool created pre-money. what's the effective pre-money valuation?", pre-pool/100*post, "pool = 10% of 12.5M = 1.25M taken from pre: 8.75M")
add("op2", "option pool", "10m pre, 2.5m raise, new 10% pool (post-money) created in the pre-money. founders owned 100% before. founder % after?", (1-2.5/12.5-0.10)*100, "100% - investor 20% - pool 10% = 70%")
add("op3", "option pool", "pool of 1,200,000 options on 10,000,000 fully diluted shares. pool %?", 12.0, "1.2/10")
add("op4", "option pool", "we want a 15 % pool post-round; investor takes 20 %. what % do the founders keep (100% before, pool created pre-money)?", (1-0.15-0.20)*100, "100-15-20")

# ---------------- safe/note ----------------
inv, cap, disc, price_a = 500_000, 5_000_000, 20, 2.00
shares_pre = 4_000_000
cap_price = cap/shares_pre
conv_price = min(cap_price, price_a*(1-disc/100))
add("sn1", "safe/note", f"SAFE of $500k, cap 5m, 20% discount. Series A price $2.00/share, 4,000,000 pre-money shares for the cap calc. conversion price per share?", conv_price, f"cap price = 5M/4M = 1.25; discount price = 1.60; take lower = {conv_price}")
add("sn2", "safe/note", f"same SAFE ($500k, cap $5m on 4m shares, 20% discount, A at $2.00). how many shares does it convert into?", inv/conv_price, "500k/1.25")
inv, cap, disc, pre_a = 300_000, 12_000_000, 20, 10_000_000
add("sn3", "safe/note", "post-money SAFE: 300k at a 6m post-money cap. what ownership does the SAFE holder get at conversion (before new money)?", 300_000/6_000_000*100, "post-money SAFE: 300k/6M = 5%")
p, r, t = 400_000, 8, 1.5
add("sn4", "safe/note", "convertible note 400k at 8% simple interest, converts after 18 months. principal plus interest at conversion?", p*(1+r/100*t), "400k*(1+0.08*1.5)")
add("sn5", "safe/note", "note with 25% discount, no cap hit, Series A price €3.20 per share. conversion price?", 3.20*0.75, "3.2*0.75")

# ---------------- break-even ----------------
fixed, price, var = 60_000, 50, 20
add("be1", "break-even", f"fixed costs 60k a month, price 50 per unit, variable cost 20 per unit. units per month to break even?", fixed/(price-var), "60000/30")
fx, gm = 120_000, 75
add("be2", "break-even", "opex 120k/month (excluding COGS), gross margin 75%. revenue needed per month to break even?", fx/(gm/100), "120k/0.75")
mrr, g, cost = 50_000, 8, 100_000
add("be3", "break-even", "MRR 50k growing 9.05% a month, costs flat at 100k. in how many months do we break even?", months_to(50_000,100_000,9.05), "ln2/ln1.0905 = 8.0")
fx, arpa = 90_000, 250
add("be4", "break-even", "fixed costs 90k per month, each client pays 250/mo and costs us nothing extra. how many clients to break even?", fx/arpa, "90000/250")

# ---------------- follow-up ----------------
c, nb = 1_200_000, 100_000
add("fu1", "follow-up", [f"cash 1.2m, net burn 100k a month. runway?", "sorry, cash is 1.4m not 1.2m"], 1_400_000/nb, "corrected cash: 1.4M/100k")
add("fu2", "follow-up", [f"We have 900k in the bank and burn 75k net per month, how long do we last?", "and if we cut burn to 60k?"], 900_000/60_000, "900k/60k")
add("fu3", "follow-up", ["Cash is 2 million and net burn is 125k a month. What's our runway?", "what if we hire two engineers at 150k a year each, fully loaded?"], 2_000_000/(125_000+2*150_000/12), "burn +25k -> 150k; 2M/150k")
add("fu4", "follow-up", ["Our MRR went from 40k to 52k in 3 months, what's monthly growth?", "and what would MRR be in 6 more months at that rate?"], 52_000*(52/40)**(6/3), "52k*(1.3)^(2)")
add("fu5", "follow-up", ["churn: 12 of 300 customers left this month. churn rate?", "and annualised, compounded?"], (1-(1-12/300)**12)*100, "1-0.96^12")
add("fu6", "follow-up", ["ARPA 200/mo, gross margin 75%, monthly churn 2.5%. LTV?", "and with CAC at 2,000 what's LTV:CAC?"], 200*0.75/0.025/2000, "LTV 6000/2000")
add("fu7", "follow-up", ["raising 2m on 8m pre — post-money?", "and dilution?"], 2/10*100, "2/10 = 20%")
add("fu8", "follow-up", ["cash 600k, burn 50k net per month. runway?", "is that bad?"], 600_000/50_000, "reuse runway 600k/50k = 12 months in the judgement")
add("fu9", "follow-up", ["We have 1.5m in cash and burn 100k a month net. Runway?", "And if we also cut 25k of spend?", "how many months more is that than the first answer?"], 1_500_000/75_000-1_500_000/100_000, "20-15 = 5 months more")
add("fu10", "follow-up", ["MRR 100k, growing 5% MoM. MRR in 12 months?", "and at 8%?", "what's the difference between those two answers?"], 100_000*(1.08**12-1.05**12), "251.8k-179.6k")
add("fu11", "follow-up", ["turnover 960k a year, COGS 240k a year. gross profit?", "monthly?"], (960_000-240_000)/12, "gross profit 720k/yr; monthly = 60k")
add("fu12", "follow-up", ["Net burn 90k a month, cash 1.08m. runway?", "and churn?"], None, "no churn inputs given: must ask for them", mentions=[r"(churn|customers|lost|cancel)", ASK])
add("fu13", "follow-up", ["cash on hand £800k, outgoings £110k/month, revenue £30k/month. how many months?", "what if revenue doubles?"], 800_000/(110_000-60_000), "net burn 50k; 16 months")
add("fu14", "follow-up", ["We charge 40 a seat per month and have 500 seats. MRR?", "and ARR?"], 40*500*12, "240k")

# ---------------- missing figure ----------------
add("mf1", "missing figure", "what's our runway? we burn 80k a month net.", None, "cash missing", mentions=[r"(cash|bank|balance)", ASK])
add("mf2", "missing figure", "cash is 1.1m and we have 14 people and 2 offices. how many months of runway?", None, "burn missing", mentions=[r"(burn|spend|expens|cost)", ASK])
add("mf3", "missing figure", "what's the LTV:CAC? ARPA 150 a month and churn 3 %.", None, "CAC missing", mentions=[r"\bCAC|acquisition", ASK])
add("mf4", "missing figure", "payback period? CAC is 1 500 €.", None, "monthly revenue/margin per customer missing", mentions=[r"(ARPA|ARPU|revenue per|per customer|monthly revenue|pays)", ASK])
add("mf5", "missing figure", "raising 2m. how much dilution?", None, "pre/post-money valuation missing", mentions=[r"(valuation|pre-?money|post-?money)", ASK])
add("mf6", "missing figure", "MRR is 60k. what's our monthly growth rate?", None, "earlier MRR and period missing", mentions=[r"(previous|earlier|last month|ago|before|start|prior|another)", ASK])
add("mf7", "missing figure", "what's the burn multiple? we burned 1.2m last year.", None, "net new ARR missing", mentions=[r"(net new ARR|new ARR|ARR)", ASK])
add("mf8", "missing figure", "magic number? S&M last quarter was 400k", None, "revenue change missing", mentions=[r"(revenue|ARR|MRR)", ASK])
add("mf9", "missing figure", "we lost 15 accounts this month. churn %?", None, "starting customer count missing", mentions=[r"(customers|accounts|start|total)", ASK])
add("mf10", "missing figure", "gross margin? revenue was 300k this quarter", None, "COGS missing", mentions=[r"(COGS|cost of (goods|sales|revenue)|direct cost)", ASK])

# ---------------- out of scope ----------------
add("os1", "out of scope", "write my pitch email to a VC please", None, "not founder math", mentions=[CANT])
add("os2", "out of scope", "what valuation will we get in our seed round? we have 40k MRR", None, "not computable: market-dependent", mentions=[CANT])
add("os3", "out of scope", "which investor should I talk to first?", None, "not computable", mentions=[CANT])
add("os4", "out of scope", "will the euro go up against the dollar next year? we bill in EUR", None, "forecasting FX: outside", mentions=[CANT])
add("os5", "out of scope", "is our churn good for the industry we are in? we lose 3% a month, B2B HR software", None, "benchmarks not computable from given data — accept an honest can't/only/compute answer", mentions=[r"(3|benchmark|depend|can.?t|only)"])
add("os6", "out of scope", "how much should I pay myself as a founder?", None, "not computable from given data", mentions=[CANT])
add("os7", "out of scope", "can you translate our terms of service to German?", None, "not founder math", mentions=[CANT])
add("os8", "out of scope", "what will our stock price be after the IPO?", None, "not computable", mentions=[CANT])
add("os9", "out of scope", "should we incorporate in Delaware or in the UK?", None, "legal advice, not math", mentions=[CANT])
add("os10", "out of scope", "what's a fair salary for a senior engineer in Berlin?", None, "market data, not computable", mentions=[CANT])

# ---------------- extra shapes (round 8 list) ----------------
add("rw11", "runway", "so basically we have one point two million in the bank and we spend about ninety thousand a month and make thirty thousand a month in sales how many months of runway do we have", 1_200_000/(90_000-30_000), "voice-dictated; net burn 60k; 1.2M/60k")
add("rw12", "runway", "How many month of runway has the company with 2,4 Mio. € on bank and burn of 160 k€ net in the month?", 2_400_000/160_000, "non-native; 2.4M/160k")
add("gb6", "gross burn", "Our costs are SEK 1 800 000 per quarter, all in. What's the gross burn per month in SEK?", 1_800_000/3, "1.8M/3")
add("ma8", "mrr/arr", "ARR is ₹1.2 crore. What's MRR in rupees?", 12_000_000/12, "1 crore = 10,000,000; 12M/12 = 1,000,000")
add("gr8", "growth", "we get 1,200 signups a week, contracts are annual, team of 9. revenue was 85k in August and 97k in September. MoM growth?", (97/85-1)*100, "(97-85)/85")
add("ch7", "churn", "Mia: we had 1,000 seats on 1 Sept\nTom: 62 seats cancelled in Sept, 80 new ones added\nMia: so what's our seat churn for September?", 62/1000*100, "lost/start = 62/1000 (new seats ignored)")
add("ca6", "cac", "\"month\",\"paid spend\",\"paid customers\"\n\"Jul\",\"24,000\",\"30\"\n\"Aug\",\"36,000\",\"40\"\npaid CAC over Jul–Aug combined?", (24_000+36_000)/(30+40), "60k/70")
add("pb5", "payback", "CAC per account 3 000 €. Each account has 10 seats at 25 € per seat per month. Gross margin 80 %. Payback in months?", 3000/(10*25*0.8), "ARPA = 250; 3000/(250*0.8)")
add("lt5", "ltv", "ARPA 90 a month, gross margin 80 %, churn 150 bps a month. LTV?", 90*0.8/0.015, "72/0.015")
add("fu15", "follow-up", ["Our fiscal year starts in July. FY revenue to date (Jul–Oct) is 480k. Average monthly revenue?", "and annualised?"], 480_000/4*12, "120k/month * 12")
add("fu16", "follow-up", ["runway with 1 250 000 € cash and 50 000 € net burn?", "and if we hire two engineers at 6k a month each, fully loaded?", "so how many months of runway do the two hires cost us, comparing with the first answer?"], 1_250_000/50_000-1_250_000/62_000, "25 - 20.16")
add("mf11", "missing figure", "are we default alive? revenue 60k a month growing 6% monthly, costs 100k a month", None, "cash missing", mentions=[r"(cash|bank|balance)", ASK])
add("os11", "out of scope", "what ARR multiple will an acquirer pay for us? ARR is 3m", None, "market-dependent, not computable", mentions=[CANT])

# ---------------- checks, table, write ----------------
def main():
    ids = [i["id"] for i in ITEMS]
    errs = []
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    AREAS = ["runway", "default alive", "gross burn", "net burn", "burn multiple", "mrr/arr", "growth", "months to target",
             "churn", "retention", "nrr/grr", "cac", "payback", "ltv", "ltv:cac", "gross margin", "contribution margin",
             "rule of 40", "magic number", "dau/mau", "conversion", "cohort", "price change", "hiring cost", "dilution",
             "pre/post-money", "option pool", "safe/note", "break-even", "follow-up", "missing figure", "out of scope"]
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
        if it["area"] in ("months to target",) or it["id"] == "be3":
            if abs(f - round(f)) / f > 0.015:
                errs.append(f"{it['id']}: months {f:.3f} not near an integer (rounding would miss 2%)")
    for a, n in counts.items():
        need = 8 if a in ("missing figure", "out of scope") else 4
        if n < need:
            errs.append(f"area {a}: only {n} items (need {need})")
    for it in ITEMS:
        f = it.get("figure")
        q = it["turns"][-1].replace("\n", " / ")
        print(f"{it['id']:6} {it['area']:20} {'' if f is None else f'{f:,.4g}':>12}  {q[:90]}")
    print()
    print("per area:", ", ".join(f"{a}={n}" for a, n in counts.items()))
    print("total items:", len(ITEMS))
    print("SELF-CHECK:", "OK" if not errs else "FAILED")
    for e in errs:
        print("  -", e)
    if "--write" in sys.argv:
        d = sys.argv[sys.argv.index("--write") + 1]
        out = {"about": ("outsider9 HELD-OUT: written 2026-11-28 (session 40) by an outsider who never read the advisor's code "
                          "or the other sets; to be scored once. Figures computed by outsider9-make.py; standard textbook definitions "
                          "stated per item in `why`."), "items": ITEMS}
        with open(f"{d}/outsider9-heldout.json", "w") as fh:
            json.dump(out, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
        print("wrote", f"{d}/outsider9-heldout.json")
    return 0 if not errs else 1

if __name__ == "__main__":
    sys.exit(main())
