#!/usr/bin/env python3
"""Generator for bench/advisor/outsider8-heldout.json (issue #30, session 40, outsider 8).

Written by an outsider who did not read the advisor's code, tests, docs or other sets.
Every expected figure is computed here from the inputs stated in the question.
Usage: python3 outsider8-make.py            -> prints a table and self-checks
       python3 outsider8-make.py --write bench/advisor   -> also writes outsider8-heldout.json
Conventions (textbook): runway = cash / monthly net burn; net burn = spend - revenue;
growth between two values over n periods is compound: (end/start)^(1/n) - 1; weeks per month = 52/12;
LTV = ARPA x gross margin / monthly churn; CAC payback = CAC / (ARPA x gross margin);
burn multiple = net burn / net new ARR; magic number = net new ARR in a quarter / prior-quarter S&M;
NRR = (start + expansion - contraction - churn) / start; GRR = (start - contraction - churn) / start.
"""
import json, math, os, re, sys

ITEMS = []
NOT = ["Focus:", "Key numbers"]
WPM = 52 / 12  # weeks per month


def add(id_, area, turns, figure=None, why="", mentions=None, maxWords=None):
    if isinstance(turns, str):
        turns = [turns]
    it = {"id": id_, "area": area, "turns": turns}
    if figure is not None:
        it["figure"] = round(float(figure), 4)
    if mentions:
        it["mentions"] = mentions
    it["notMentions"] = list(NOT)
    if maxWords:
        it["maxWords"] = maxWords
    it["why"] = why
    ITEMS.append(it)


def cg(start, end, n):  # compound growth per period
    return ((end / start) ** (1 / n) - 1) * 100


def nper(now, target, g):  # periods to reach target at compound g (fraction)
    return math.log(target / now) / math.log(1 + g)


def alive(rev, g, exp, cash, horizon=240):
    """Default alive (Paul Graham): revenue grows at g monthly, expenses flat; alive if revenue
    reaches expenses before cash runs out. Returns (alive?, months to break-even)."""
    c = cash
    r = rev
    for m in range(horizon):
        if r >= exp:
            return True, nper(rev, exp, g)
        c -= exp - r
        if c < 0:
            return False, nper(rev, exp, g)
        r *= 1 + g
    return False, nper(rev, exp, g)


# ---------------------------------------------------------------- runway
nb = 142000 - 38500
add("o8-run-email", "runway", [
    "Subject: November update\n\nHi all,\n\nquick numbers for November:\n- Revenue £38,500 (+6% MoM)\n- Opex £142,000\n- Cash in bank £1.31m\n- Team 14 (2 new joiners)\n\nBest,\nPriya\n\nAt this net burn, how many months of runway do we have?"],
    1310000 / nb, f"net burn 142,000-38,500={nb}; runway 1,310,000/{nb}")
add("o8-run-slack", "runway", [
    "Anna: cash is 2.1m after the wire from the bridge\nBen: burn went to 140k after the hires (that's net, revenue already taken off)\nAnna: we're 23 people now btw\nCarl: so what's our runway then?"],
    2.1e6 / 140e3, "2.1m / 140k net burn")
add("o8-run-voice", "runway", [
    "ok so we have about one point eight million in the bank and we spend around one hundred and twenty thousand a month and revenue is thirty thousand a month how many months do we have left"],
    1.8e6 / (120e3 - 30e3), "1.8m / (120k-30k)")
add("o8-run-correct", "runway", [
    "cash on hand 1,2 Mio. € — sorry, 1,4 Mio. € after the grant came in. monthly outgoings 95 k€, turnover 25 k€ per month. runway?"],
    1.4e6 / 70e3, "corrected cash 1.4m / (95k-25k)")
add("o8-run-chf", "runway", [
    "Bank balance 900'000 CHF, costs CHF 75'000 p.m., no revenue yet. We were founded 2019 and have three offices. For how many months does the cash last?"],
    900e3 / 75e3, "900k / 75k")
add("o8-run-investor", "runway", [
    "The company has USD 3.6m cash, gross burn of 410k/mo and MRR of 110k. What's their runway?"],
    3.6e6 / 300e3, "net burn 410k-110k=300k; 3.6m/300k")
add("o8-run-past", "runway", [
    "In March we had 2.2m in the bank and net burn was 160k; today we have 1.5m and burn is 180k. What was our runway in March?"],
    2.2e6 / 160e3, "March: 2.2m/160k")
add("o8-run-plan", "runway", [
    "We have €960k in the bank and net burn is €80k a month. Starting today we cut 20k of monthly spend. What's the runway after the cut?"],
    960e3 / 60e3, "960k / (80k-20k)")
add("o8-run-candidates", "runway", [
    "Cash 1 250 000 €, net burn 104 000 € per month. Is our runway 9 or 12 months?"],
    1250000 / 104000, "1,250,000/104,000 = 12.0 (so 12)")
add("o8-run-negative", "runway", [
    "we don't have 18 months, do we? cash is $2.4m and monthly net burn $150k"],
    2.4e6 / 150e3, "2.4m/150k = 16 (no, 16)")
add("o8-run-json", "runway", [
    'pasted from the dashboard: {"cash": 1850000, "net_burn_monthly": 92500, "mrr": 41000, "customers": 310} — how many months of runway is that?'],
    1850000 / 92500, "1,850,000/92,500")
add("o8-run-quarter", "runway", [
    "We burn 360k net per quarter and have 1.5m left. Runway in months?"],
    1.5e6 / 120e3, "quarterly 360k = 120k/month; 1.5m/120k")
add("o8-run-parens", "runway", [
    "P&L last month: revenue 62,000, total expenses 158,000, net income (96,000). Cash at month end 1,152,000. runway?"],
    1152000 / 96000, "net loss 96,000/month; 1,152,000/96,000")
add("o8-run-inr", "runway", [
    "We have ₹4.2 crore in the bank and burn ₹35 lakh a month net. How many months of runway?"],
    4.2e7 / 3.5e6, "4.2 crore = 42,000,000; 35 lakh = 3,500,000")
add("o8-run-nonnative", "runway", [
    "How many month we can survive with the money? In the bank is 640 000 €, the costs are 58 000 € in month and the sales 18 000 € in month."],
    640e3 / 40e3, "640k/(58k-18k)")

add("o8-run-range", "runway", [
    "net burn is somewhere between 80 and 100k a month, call it 90. cash 1.35m. runway?"],
    1.35e6 / 90e3, "range resolved by the text: 90k; 1.35m/90k")

add("o8-run-words", "runway", ["we've got half a mil in the bank and burn a quarter of that every quarter. how many months is that"],
    500e3 / (125e3 / 3), "cash 500k; burn 125k a quarter = 41.7k a month")

add("o8-run-fy", "runway", ["Our fiscal year starts in July. In Q1 of FY27 (Jul-Sep) we burned 540k net, and cash at the end of September was 2.7m. Runway in months at that burn?"],
    2.7e6 / (540e3 / 3), "quarterly burn 540k = 180k a month; 2.7m/180k")

# ---------------------------------------------------------------- default alive
for i, (q, rev, g, exp, cash) in enumerate([
    ("Revenue 50k/month growing 10% MoM, expenses flat at 120k/month, cash 800k. Are we default alive? How many months until profitable?", 50e3, .10, 120e3, 800e3),
    ("Their MRR is $80k, growing 8% a month, costs are $140k/month and flat, $1.1m in the bank. Default alive or dead, and when do they reach break-even?", 80e3, .08, 140e3, 1.1e6),
    ("Revenue 66k this month, up from 60k last month; costs stay at 100k; 500k cash. are we default alive — months to profitability?", 66e3, .10, 100e3, 500e3),
]):
    ok, n = alive(rev, g, exp, cash)
    assert ok
    add(f"o8-da-alive{i}", "default alive", [q], n, f"alive: months to break-even ln({exp:.0f}/{rev:.0f})/ln(1+{g}); cash lasts longer (simulated)", mentions=["alive"])
for i, (q, rev, g, exp, cash) in enumerate([
    ("MRR £15k, growing 3% MoM, monthly spend £110k, cash £600k. default alive?", 15e3, .03, 110e3, 600e3),
    ("we make 20k a month growing 5 % monthly, costs 150k a month, 1m in the bank. are we default alive or default dead", 20e3, .05, 150e3, 1e6),
]):
    ok, n = alive(rev, g, exp, cash)
    assert not ok
    add(f"o8-da-dead{i}", "default alive", [q], None,
        "dead: cash runs out before revenue reaches expenses (simulated)", mentions=["dead"])

# ---------------------------------------------------------------- gross burn
add("o8-gb-table", "gross burn", [
    "Category\tMonthly\nSalaries\t98,000\nRent\t12,500\nCloud\t7,800\nMarketing\t15,000\nOther\t4,200\n\nwhat's our gross burn?"],
    98000 + 12500 + 7800 + 15000 + 4200, "sum of monthly costs")
add("o8-gb-year", "gross burn", [
    "we spend 1.2m a year all in, revenue 400k a year. gross burn per month?"],
    1.2e6 / 12, "gross burn = total spend 1.2m/12; revenue irrelevant")
add("o8-gb-quarter", "gross burn", ["Opex Q3 was £420,000 for the quarter. Monthly gross burn?"], 420e3 / 3, "420k/3")
add("o8-gb-fromnet", "gross burn", ["Net burn is 85k a month after 40k of monthly revenue. What's the gross burn?"], 125e3, "gross = net 85k + revenue 40k")
add("o8-gb-weekly", "gross burn", ["Our outgoings are about 23k a week. Gross burn per month?"], 23e3 * WPM, "23k x 52/12 weeks a month")

# ---------------------------------------------------------------- net burn
add("o8-nb-cash", "net burn", ["Cash went from 2.45m on 1 Jan to 2.03m on 1 Apr. What's our average monthly net burn?"], (2.45e6 - 2.03e6) / 3, "0.42m over 3 months")
add("o8-nb-cogs", "net burn", ["Revenue 48k, COGS 9k, opex excluding COGS 131k, all monthly. Net burn?"], 131e3 + 9e3 - 48e3, "131+9-48")
add("o8-nb-md", "net burn", [
    "| Month | Cash |\n|---|---|\n| Jul | 1,900,000 |\n| Aug | 1,810,000 |\n| Sep | 1,705,000 |\n| Oct | 1,612,000 |\n\naverage monthly net burn over these months?"],
    (1.9e6 - 1.612e6) / 3, "(1,900,000-1,612,000)/3 months")
add("o8-nb-regions", "net burn", ["Spend: EU team 60k/month, US team 85k/month. Revenue: EU 30k, US 45k MRR. What's net burn?"], 145e3 - 75e3, "costs 145k - MRR 75k")
add("o8-nb-sek", "net burn", ["Monthly costs SEK 1 450 000, revenue SEK 620 000 per month. Net burn in SEK?"], 1450000 - 620000, "1,450,000-620,000")

# ---------------------------------------------------------------- burn multiple
add("o8-bm-q", "burn multiple", ["Last quarter we burned 900k net and added 600k of net new ARR. Burn multiple?"], 1.5, "900/600")
add("o8-bm-mrr", "burn multiple", ["Net burn 150k/month; MRR grew from 200k to 230k over the quarter. What was the burn multiple for the quarter?"], 450e3 / (30e3 * 12), "burn 3x150k=450k; net new ARR 30k x 12 = 360k")
add("o8-bm-year", "burn multiple", ["In 2025 we burned USD 4.8m and ARR went from 3.1m to 6.3m. Burn multiple?"], 4.8 / 3.2, "4.8/(6.3-3.1)")
add("o8-bm-month", "burn multiple", ["This month net burn was 120k and net new MRR 8k. What's the burn multiple?"], 120e3 / 96e3, "net new ARR 8k x 12 = 96k; 120/96")
add("o8-bm-inv", "burn multiple", ["The company burned $2.1m over the last two quarters while net new ARR was $1.4m. What's its burn multiple?"], 1.5, "2.1/1.4")

# ---------------------------------------------------------------- mrr/arr
add("o8-arr-regions", "mrr/arr", ["EU 30k, US 45k, APAC 12k MRR. what's our ARR?"], 87e3 * 12, "(30+45+12)k x 12")
add("o8-arr-seats", "mrr/arr", ["We have 40 accounts on Starter with 25 seats each at €12/seat and 10 accounts on Pro with 60 seats each at €20/seat, monthly. What's MRR?"], 40 * 25 * 12 + 10 * 60 * 20, "40x25x12 + 10x60x20")
add("o8-arr-correct", "mrr/arr", ["MRR 40k — actually 42k after refunds. ARR?"], 42e3 * 12, "corrected MRR 42k x 12")
add("o8-arr-acv", "mrr/arr", ["We have 85 customers on annual contracts with an ACV of 18k. What's MRR?"], 85 * 18000 / 12, "85 x 18k / 12")
add("o8-arr-arpa", "mrr/arr", ["310 accounts, ARPA of $140 a month. ARR?"], 310 * 140 * 12, "310x140x12")
add("o8-arr-week", "mrr/arr", ["We did 9,200 of revenue last week. What's that as an annual run rate?"], 9200 * 52, "9,200 x 52 weeks")
add("o8-arr-quarter", "mrr/arr", ["Q2 revenue 390k. annualised run rate?"], 390e3 * 4, "390k x 4")
add("o8-arr-json", "mrr/arr", ['{"mrr": 42000, "customers": 310, "founded": 2021} what is our ARR per customer?'], 42000 * 12 / 310, "ARR 504,000 / 310 customers")

add("o8-arr-daily", "mrr/arr", ["we book about 1,150 € of subscription revenue a day, every day of the year. what is that as ARR?"], 1150 * 365, "1,150 x 365 days")

add("o8-arr-mixed", "mrr/arr", ["We sign 6 new customers a week, all on annual contracts worth 4,800 € a year each; existing MRR is 30k. How much new MRR do new signups add per month?"], 6 * WPM * 4800 / 12, "6 x 52/12 = 26 customers a month x 400 MRR each")

# ---------------------------------------------------------------- growth
add("o8-gr-named", "growth", ["MRR was 40k in January and 52k in April. What is the monthly growth rate?"], cg(40, 52, 3), "compound over 3 months Jan->Apr")
add("o8-gr-delta", "growth", ["revenue up 12k on last month, which was 48k. growth rate month on month?"], 12 / 48 * 100, "12/48")
add("o8-gr-md", "growth", [
    "| Month | MRR |\n|---|---|\n| Jun | 61,000 |\n| Jul | 64,500 |\n| Aug | 69,800 |\n| Sep | 75,200 |\n\nWhat's our average monthly growth from June to September?"],
    cg(61000, 75200, 3), "compound, 3 periods")
add("o8-gr-yoy", "growth", ["ARR was USD 1.2m a year ago, now 2.1m. YoY growth?"], (2.1 / 1.2 - 1) * 100, "2.1/1.2-1")
add("o8-gr-qoq", "growth", ["We grow 21% QoQ. What's the equivalent compounded monthly growth rate?"], cg(1, 1.21, 3), "1.21^(1/3)-1")
add("o8-gr-neg", "growth", ["MRR fell 3 % MoM for two months in a row, starting from 80k. What is MRR now?"], 80e3 * 0.97 ** 2, "80k x 0.97^2")
add("o8-gr-comma", "growth", ["turnover grew 4,5 % per month for 6 months from 50 000 €. how much is it now per month?"], 50000 * 1.045 ** 6, "50,000 x 1.045^6")
add("o8-gr-csv", "growth", ['month,revenue\n"2026-01","1,200,000"\n"2026-06","1,620,000"\n\nmonthly growth rate between january and june?'], cg(1.2, 1.62, 5), "compound over 5 months")
add("o8-gr-fy", "growth", ["Our fiscal year runs April to March. FY25 revenue was £2.4m and FY26 £3.3m. What was the growth?"], (3.3 / 2.4 - 1) * 100, "3.3/2.4-1")
add("o8-gr-lost", "growth", ["we started the month with 520 customers, won 44 new and lost 18 accounts. net customer growth this month in %?"], (44 - 18) / 520 * 100, "(44-18)/520")

# ---------------------------------------------------------------- months to target
add("o8-mt-double", "months to target", ["MRR 50k, growing 8% a month. How many months to 100k MRR?"], nper(50, 100, .08), "ln(2)/ln(1.08)")
add("o8-mt-eur", "months to target", ["we are at 1,2 Mio. € ARR and grow 5 % monthly, in how many months we hit 2 Mio. ARR?"], nper(1.2, 2, .05), "ln(2/1.2)/ln(1.05)")
add("o8-mt-cust", "months to target", ["How many months until we reach 10k customers? we have 4 200 and add 12 % a month"], nper(4200, 10000, .12), "ln(10000/4200)/ln(1.12)")
add("o8-mt-linear", "months to target", ["We add a flat 6k of net new MRR every month and we're at 30k. Months to 90k MRR?"], 10, "(90-30)/6 linear")
add("o8-mt-weeks", "months to target", ["Signups grow 3% week over week, now 500 a week. How many weeks until we get 1000 a week?"], nper(500, 1000, .03), "ln2/ln1.03 weeks")

# ---------------------------------------------------------------- churn
add("o8-ch-lost", "churn", ["We lost 15 accounts this month out of 600 at the start. churn rate?"], 2.5, "15/600")
add("o8-ch-bps", "churn", ["churn is 250 bps a month. what share of today's customers will have churned after 12 months, compounding?"], (1 - 0.975 ** 12) * 100, "1-0.975^12")
add("o8-ch-quarter", "churn", ["we lose 9 % of customers a quarter. What's the monthly churn rate, compounded?"], (1 - 0.91 ** (1 / 3)) * 100, "1-0.91^(1/3)")
add("o8-ch-rev", "churn", ["Start of month MRR 120k; churned MRR 3.6k; downgrades 1.2k. Gross revenue churn for the month?"], 4.8 / 120 * 100, "(3.6+1.2)/120")
add("o8-ch-logos", "churn", ["Started the quarter with 800 logos, ended with 770 after adding 50 new ones. Quarterly logo churn?"], 80 / 800 * 100, "lost = 800+50-770 = 80; 80/800")
add("o8-ch-annual", "churn", ["annual churn is 30%. what is that per month, compounded?"], (1 - 0.7 ** (1 / 12)) * 100, "1-0.7^(1/12)")
add("o8-ch-voice", "churn", ["we started april with two thousand users and by the end of april eighty of the ones we had at the start had cancelled whats the churn"], 4, "80/2000")
add("o8-ch-nonnative", "churn", ["How much is the churn in the month if from the 450 clients at begin, 18 are leaving in May?"], 4, "18/450")

# ---------------------------------------------------------------- retention
add("o8-re-cohort", "retention", ["We had 1,000 customers in Jan; 870 of those are still with us in Jul. What's the retention?"], 87, "870/1000")
add("o8-re-12", "retention", ["Monthly churn is 3%. What share of a cohort is still here after 12 months?"], 0.97 ** 12 * 100, "0.97^12")
add("o8-re-annual", "retention", ["Logo churn 1.5% per month. annual logo retention?"], 0.985 ** 12 * 100, "0.985^12")
add("o8-re-week", "retention", ["Of the 240 users who signed up in week 1, 66 were active in week 8. Week-8 retention?"], 66 / 240 * 100, "66/240")
add("o8-re-month", "retention", ["Lost 15 of 600 accounts this month. What's monthly logo retention?"], 97.5, "1-15/600")

# ---------------------------------------------------------------- nrr/grr
add("o8-nrr-deck", "nrr/grr", ["From the board deck:\n• Starting ARR: $4.0M\n• Expansion: +$0.9M\n• Contraction: -$0.2M\n• Churn: -$0.3M\nWhat is NRR?"], (4 + .9 - .5) / 4 * 100, "(4.0+0.9-0.2-0.3)/4.0")
add("o8-grr-mrr", "nrr/grr", ["Opening MRR 250k, churned 15k, downgrades 5k, upsell 30k. Gross revenue retention?"], (250 - 20) / 250 * 100, "(250-15-5)/250")
add("o8-ndr", "nrr/grr", ["cohort ARR one year ago 1.5m, the same customers today pay 1.74m. NDR?"], 1.74 / 1.5 * 100, "1.74/1.5")
add("o8-grr-implied", "nrr/grr", ["MRR from the customers we had last January was 80k; today those same customers pay 76k, even though 6k of expansion came in. What's our GRR?"], (80 - 10) / 80 * 100, "losses = 80+6-76 = 10; (80-10)/80")
add("o8-nrr-q", "nrr/grr", ["Start of quarter 500k MRR. During the quarter +40k expansion, -25k churn, -10k contraction. Quarterly NRR?"], 505 / 500 * 100, "(500+40-25-10)/500")

# ---------------------------------------------------------------- cac
add("o8-cac-paid", "cac", ["Last month we spent 45k on ads and got 150 customers from paid, plus 100 organic. What's our paid CAC?"], 45e3 / 150, "paid spend / paid customers")
add("o8-cac-blended", "cac", ["Last month: 45k on ads, 15k of sales salaries, 150 customers from paid and 100 organic. What's our blended CAC?"], 60e3 / 250, "all S&M 60k / all 250 new")
add("o8-cac-q", "cac", ["Sales & marketing costs £360k a quarter and we sign 90 new logos a quarter. CAC?"], 4000, "360k/90")
add("o8-cac-year", "cac", ["we spent USD 1.2m on S&M in 2025 and won 300 clients. CAC?"], 4000, "1.2m/300")
add("o8-cac-ratio", "cac", ["Our CAC is half of the first-year revenue per customer, and customers pay 200 a month. What is CAC?"], 0.5 * 200 * 12, "0.5 x 2,400")
add("o8-cac-weekly", "cac", ["We get 40 new paying customers a week and spend 26k a month on marketing, our only acquisition cost. CAC?"], 26e3 / (40 * WPM), "40 x 52/12 = 173.3 a month; 26k/173.3")

add("o8-cac-voice", "cac", ["we spent forty five thousand on marketing last month and that was all our acquisition spend and we got a hundred and fifty new customers whats our cac"], 45e3 / 150, "45,000/150")

# ---------------------------------------------------------------- payback
add("o8-pb-gm", "payback", ["CAC 1,800, ARPA 150/month, gross margin 80%. CAC payback in months?"], 1800 / (150 * .8), "1800/(150x0.8), margin-adjusted")
add("o8-pb-rev", "payback", ["CAC $900, customers pay $75 a month. Ignoring margin, how many months to pay back CAC?"], 12, "900/75")
add("o8-pb-acv", "payback", ["Paid CAC €2,400; ACV €7,200; gross margin 75 %. payback in months?"], 2400 / (600 * .75), "ARPA 7200/12=600; 2400/(600x0.75)")
add("o8-pb-cohort", "payback", ["We spent 600k on sales and marketing last quarter and added 50k of new MRR at 80% gross margin. What's the payback in months?"], 600 / (50 * .8), "600k/(50k x 0.8)")
add("o8-pb-seat", "payback", ["Each account has 10 seats at $30/seat/month, gross margin 70%, CAC $3,150. Payback months?"], 3150 / (300 * .7), "3150/(300x0.7)")

# ---------------------------------------------------------------- ltv
add("o8-ltv-basic", "ltv", ["ARPA $120/mo, 80% GM, 2% monthly churn. LTV?"], 120 * .8 / .02, "120x0.8/0.02")
add("o8-ltv-nomargin", "ltv", ["Customers pay 49 €/month and churn is 4 % a month; ignore margin. What's the LTV?"], 49 / .04, "49/0.04")
add("o8-ltv-bps", "ltv", ["ARPU £30, monthly churn 250 bps, gross margin 90%. LTV?"], 30 * .9 / .025, "30x0.9/0.025")
add("o8-ltv-annual", "ltv", ["ACV 12k, annual churn 20%, gross margin 75%. Lifetime value per customer?"], 12000 * .75 / .2, "12000x0.75/0.2 (annual basis)")
add("o8-ltv-life", "ltv", ["customers stay on average 30 months and pay 80 a month, 70% margin. LTV?"], 30 * 80 * .7, "30x80x0.7")

# ---------------------------------------------------------------- ltv:cac
add("o8-lc-basic", "ltv:cac", ["LTV 6,000, CAC 1,500. what's the ratio?"], 4, "6000/1500")
add("o8-lc-derived", "ltv:cac", ["ARPA $200/mo, GM 75%, churn 2.5%/mo, CAC $2,000. LTV:CAC?"], (200 * .75 / .025) / 2000, "LTV 6000 / 2000")
add("o8-lc-ratio", "ltv:cac", ["CAC equals 8 months of revenue per customer; ARPA is 100 a month and churn 2% a month; ignore margin. LTV to CAC?"], (100 / .02) / 800, "LTV 5000 / CAC 800")
add("o8-lc-inv", "ltv:cac", ["Their LTV is 4 200 € and blended CAC 1 400 €. What is the company's LTV:CAC?"], 3, "4200/1400")
add("o8-lc-full", "ltv:cac", ["We spent 90k on acquisition last month for 60 new customers; each pays 80 a month at 80% gross margin with 2% monthly churn. LTV:CAC?"], (80 * .8 / .02) / 1500, "CAC 1500, LTV 3200")

# ---------------------------------------------------------------- gross margin
add("o8-gm-basic", "gross margin", ["Revenue 200k, COGS 50k. gross margin?"], 75, "150/200")
add("o8-gm-frac", "gross margin", ["a third of revenue goes to hosting and another 10% to payment fees; those are our only COGS. gross margin?"], (1 - 1 / 3 - .1) * 100, "1-1/3-0.1")
add("o8-gm-pipe", "gross margin", ["Revenue 84 000 € | Hosting 9 800 € | Support staff 6 200 € | Payment fees 2 800 € (all cost of revenue). Gross margin %?"], (84000 - 18800) / 84000 * 100, "(84,000-18,800)/84,000")
add("o8-gm-parens", "gross margin", ["Revenue 1,250,000; Cost of sales (375,000). what's the gross margin?"], 70, "875/1250")
add("o8-gm-gp", "gross margin", ["Gross profit was 45k on turnover of 60k. gross margin?"], 75, "45/60")

# ---------------------------------------------------------------- contribution margin
add("o8-cm-list", "contribution margin", ["Order value £60. Variable costs per order: product £22, shipping £7, payment fees £1.80, packaging £1.20. Contribution margin per order in £?"], 60 - 32, "60-(22+7+1.8+1.2)")
add("o8-cm-ratio", "contribution margin", ["Price 120 CHF per box, variable costs 51 CHF per box. contribution margin ratio?"], (120 - 51) / 120 * 100, "(120-51)/120")
add("o8-cm2", "contribution margin", ["Revenue 500k, COGS 150k, variable marketing 100k, fulfilment 50k. What is CM2 as a % of revenue (after COGS, variable marketing and fulfilment)?"], 40, "(500-150-100-50)/500")
add("o8-cm-total", "contribution margin", ["We sell 3,000 units a month at $40, variable cost per unit $25. Total monthly contribution?"], 3000 * 15, "3000x(40-25)")
add("o8-cm-saas", "contribution margin", ["MRR 90k; variable costs: hosting 12k, payment fees 3k, customer-success contractors paid per ticket 9k. Contribution margin in %?"], (90 - 24) / 90 * 100, "(90-24)/90")

# ---------------------------------------------------------------- rule of 40
add("o8-r40-basic", "rule of 40", ["Revenue growth 28% YoY, EBITDA margin 15%. rule of 40 score?"], 43, "28+15")
add("o8-r40-arr", "rule of 40", ["ARR grew from 5m to 7m over the year, EBITDA margin -12%. Rule of 40 score?"], 40 - 12, "growth 40% + (-12)")
add("o8-r40-parens", "rule of 40", ["Revenue 9m this year, up from 7.5m; EBITDA (1.35m). What's our rule of 40 score?"], 20 - 15, "growth 9/7.5-1 = 20% + EBITDA margin -1.35/9 = -15%")
add("o8-r40-fcf", "rule of 40", ["Growth 60% YoY, free cash flow margin -35%. rule of 40?"], 25, "60-35")
add("o8-r40-monthly", "rule of 40", ["We grow 3% a month, compounded over the year, and run a 10% profit margin. Rule of 40 score?"], (1.03 ** 12 - 1) * 100 + 10, "annual growth 1.03^12-1=42.6% + 10")

# ---------------------------------------------------------------- magic number
add("o8-mn-q", "magic number", ["Q3 revenue 2.0m, Q4 revenue 2.3m, Q3 S&M spend 1.0m. magic number?"], 0.3 * 4 / 1.0, "(2.3-2.0)x4/1.0")
add("o8-mn-arr", "magic number", ["Net new ARR last quarter $800k, S&M in the quarter before $1m. Magic number?"], 0.8, "0.8/1.0")
add("o8-mn-mrr", "magic number", ["MRR went from 100k to 130k over Q2; Q1 sales & marketing spend was 900k. What's the magic number?"], 30e3 * 12 / 900e3, "net new ARR 360k / 900k")
add("o8-mn-rev", "magic number", ["S&M last quarter was 600k; this quarter's revenue is 1.65m against 1.5m last quarter. Magic number?"], 0.15 * 4 / 0.6, "(1.65-1.5)x4/0.6")

add("o8-mn-inv", "magic number", ["The company's net new ARR this quarter was €1.2m on S&M of €1.6m in the previous quarter. What's its magic number?"], 1.2 / 1.6, "1.2/1.6")

# ---------------------------------------------------------------- dau/mau
add("o8-dm-basic", "dau/mau", ["DAU 12 000, MAU 48 000. stickiness?"], 25, "12/48")
add("o8-dm-k", "dau/mau", ["Average daily actives 3.4k, monthly actives 17k. DAU/MAU?"], 20, "3.4/17")
add("o8-dm-wau", "dau/mau", ["WAU 20k, DAU 6k, MAU 40k. what's DAU/MAU?"], 15, "6/40")
add("o8-dm-rev", "dau/mau", ["If our DAU/MAU is 30% and MAU is 250k, how many daily users do we have?"], 75e3, "0.3x250k")

add("o8-dm-words", "dau/mau", ["on a typical day 2 860 people open the app and 13 000 different people used it at least once during the month. stickiness in %?"], 2860 / 13000 * 100, "DAU/MAU 2860/13000")

# ---------------------------------------------------------------- conversion
add("o8-cv-trial", "conversion", ["1,200 trials started last month, 168 converted to paid. trial conversion?"], 14, "168/1200")
add("o8-cv-funnel", "conversion", ["visitors 50,000 → signups 2,500 → activated 1,000 → paid 200. visitor-to-paid conversion?"], 0.4, "200/50,000")
add("o8-cv-act", "conversion", ["of 800 signups, 320 completed onboarding. activation rate?"], 40, "320/800")
add("o8-cv-weekly", "conversion", ["We get 350 signups a week and convert 6% of them to paid. How many new paying customers per month?"], 350 * WPM * .06, "350 x 52/12 x 0.06")
add("o8-cv-free", "conversion", ["Free-to-paid conversion is 3.5% and we have 40k free users. how many paying users is that?"], 1400, "0.035x40,000")

# ---------------------------------------------------------------- cohort
add("o8-co-tab", "cohort", ["Cohort\tM0\tM1\tM2\tM3\nJan\t200\t150\t130\t118\nFeb\t260\t190\t171\n\nWhat's the January cohort's month-3 retention?"], 118 / 200 * 100, "118/200")
add("o8-co-mrr", "cohort", ["Jan cohort: 300 customers at $50 each. By month 6, 60% remain and they pay $60 each. Cohort MRR at month 6?"], 300 * .6 * 60, "300x0.6x60")
add("o8-co-md", "cohort", ["| Cohort | Start | M1 |\n|---|---|---|\n| Mar | 400 | 340 |\n| Apr | 500 | 410 |\n| May | 600 | 510 |\n\nWhat's the month-1 retention across the three cohorts, weighted by size?"], 1260 / 1500 * 100, "(340+410+510)/1500")
add("o8-co-rev", "cohort", ["A cohort started with MRR 20k and twelve months later the same accounts pay 23k. Cohort net revenue retention?"], 115, "23/20")
add("o8-co-decay", "cohort", ["A cohort of 1,000 users keeps 70% after month 1 and then loses 5% of the remaining users every month. How many are left at the end of month 4?"], 1000 * .7 * .95 ** 3, "1000x0.7x0.95^3")

# ---------------------------------------------------------------- price change
add("o8-pc-churn", "price change", ["We have 400 customers on €50/month. If we raise to €60 and 5% churn, what's the new MRR?"], 380 * 60, "380x60")
add("o8-pc-pct", "price change", ["MRR 100k. We raise prices 15% and lose 8% of customers (evenly spread). New MRR?"], 100e3 * 1.15 * .92, "100k x1.15 x0.92")
add("o8-pc-seat", "price change", ["1,200 seats at $12. Moving to $15/seat, we expect to lose 10% of seats. By how much does MRR change?"], 1080 * 15 - 1200 * 12, "1080x15 - 14,400")
add("o8-pc-drop", "price change", ["Price drop from 99 to 79 per month; we have 250 customers. How many customers do we need to keep MRR the same?"], 250 * 99 / 79, "24,750/79")
add("o8-pc-tier", "price change", ["Starter: 300 accounts at £20/month, Pro: 100 at £80/month. Pro goes up to £95, Starter unchanged, no churn. New MRR?"], 300 * 20 + 100 * 95, "6000+9500")

# ---------------------------------------------------------------- hiring cost
add("o8-hc-loaded", "hiring cost", ["Hiring an engineer at €90k salary with 25% employer costs and benefits on top. Fully loaded monthly cost?"], 90e3 * 1.25 / 12, "90k x 1.25 / 12")
add("o8-hc-runway", "hiring cost", ["Cash 2m, net burn 100k/mo. If we hire 3 engineers at $150k a year each fully loaded, what's the new runway?"], 2e6 / (100e3 + 3 * 150e3 / 12), "burn 100k + 37.5k")
add("o8-hc-staggered", "hiring cost", ["We plan to hire one person at the start of March, one in June and one in September, each €6k a month loaded. Total extra cost for the calendar year?"], (10 + 7 + 4) * 6e3, "10+7+4 = 21 person-months x 6k")
add("o8-hc-uk", "hiring cost", ["Salary £70,000, employer NI and pension add 18%, laptop and software £3,000 a year. Fully loaded annual cost?"], 70e3 * 1.18 + 3e3, "70k x1.18 + 3k")
add("o8-hc-chf", "hiring cost", ["Two SDRs at 4 500 CHF a month each plus 20% social charges. What does that add to monthly burn?"], 2 * 4500 * 1.2, "2x4500x1.2")

# ---------------------------------------------------------------- dilution
add("o8-di-basic", "dilution", ["We raise 2m at 8m pre. How much do we dilute?"], 20, "2/(8+2)")
add("o8-di-founders", "dilution", ["Founders own 60% before the round and we sell 25% of the company in the seed. What do the founders own after?"], 45, "60 x 0.75")
add("o8-di-shares", "dilution", ["10,000,000 shares outstanding, issuing 2,500,000 new shares. dilution for existing holders?"], 20, "2.5/12.5")
add("o8-di-two", "dilution", ["Seed dilutes 20%, Series A 25%. I had 50%. What do I own after both rounds?"], 50 * .8 * .75, "50x0.8x0.75")
add("o8-di-post", "dilution", ["Investor puts in USD 1.5m at a post-money of 7.5m. What % do the existing shareholders give up?"], 20, "1.5/7.5")

add("o8-di-words", "dilution", ["raising one and a half million at a six million pre-money, what percentage do we give away"], 1.5 / 7.5 * 100, "1.5/(6+1.5)")

# ---------------------------------------------------------------- pre/post-money
add("o8-pp-pre", "pre/post-money", ["Raising €3m at a €12m post. what's the pre-money?"], 9e6, "12-3")
add("o8-pp-post", "pre/post-money", ["An investor gets 15% for 1.8m. post-money valuation?"], 12e6, "1.8/0.15")
add("o8-pp-sum", "pre/post-money", ["Pre-money 6m, round 1.5m. post-money?"], 7.5e6, "6+1.5")
add("o8-pp-ts", "pre/post-money", ["We got a term sheet: 2.5m for 20%. What's the pre-money valuation?"], 10e6, "post 12.5m - 2.5m")
add("o8-pp-price", "pre/post-money", ["8,000,000 shares before the round, price per share $1.25. pre-money valuation?"], 10e6, "8m x 1.25")

# ---------------------------------------------------------------- option pool
add("o8-op-eff", "option pool", ["Term sheet: $2m at $8m pre, with a 10% post-money option pool created in the pre-money. What's the effective pre-money?"], 8e6 - .1 * 10e6, "8m - 10% x 10m post")
add("o8-op-founders", "option pool", ["Founders own 100% today. Term sheet: $2m at $8m pre with a 10% post-money option pool carved out pre-money. What do the founders own after the round?"], 70, "100 - 20 investor - 10 pool")
add("o8-op-shares", "option pool", ["10m shares outstanding; we want a new pool that is 12% of the fully diluted total after adding it. How many pool shares?"], 10e6 / .88 - 10e6, "10m/0.88 - 10m")
add("o8-op-grant", "option pool", ["We have a 1m-share pool and 9m founder shares. Granting 150k options to a VP — what's the VP's fully diluted %?"], 150e3 / 10e6 * 100, "150k/10m")
add("o8-op-uk", "option pool", ["Pool top-up to 15% post-money, created pre-money, in a round of £1m at £4m pre. Effective pre-money?"], 4e6 - .15 * 5e6, "4m - 15% x 5m")

# ---------------------------------------------------------------- safe/note
add("o8-sf-post", "safe/note", ["Post-money SAFE of $500k at a $5m cap. What ownership does it convert into?"], 10, "0.5/5")
add("o8-sf-capdisc", "safe/note", ["SAFE 250k, cap 6m, 20% discount. The Series A is priced at $2.00 per share on a 10m pre-money with 5m shares. What conversion price does the SAFE get?"], min(6e6 / 5e6, 2.0 * .8), "cap price 6m/5m=1.20 vs discount 1.60 -> 1.20")
add("o8-sf-shares", "safe/note", ["SAFE 250k, cap 6m, 20% discount. Series A at $2.00 a share on a 10m pre-money with 5m shares. How many shares does the SAFE holder get?"], 250e3 / 1.2, "250k / 1.20")
add("o8-sf-disc", "safe/note", ["Note €400k, 20% discount, cap €20m; the round is priced at €1.00/share on a €10m pre-money. How many shares does the note convert into?"], 400e3 / min(20e6 / 10e6, 0.8), "cap price 2.00 vs discount 0.80 -> 0.80; 400k/0.80")
add("o8-sf-interest", "safe/note", ["Convertible note of $300k, 8% simple interest a year, converts after 18 months at a 20% discount to a $2.50 share price. How many shares?"], 300e3 * (1 + .08 * 1.5) / 2.0, "336k / 2.00")
add("o8-sf-two", "safe/note", ["Two post-money SAFEs: 300k at a 6m cap and 200k at a 4m cap. Combined ownership at conversion?"], 10, "5% + 5%")

# ---------------------------------------------------------------- break-even
add("o8-be-units", "break-even", ["Fixed costs 60k a month; price 50, variable cost 20 per unit. break-even units per month?"], 2000, "60k/30")
add("o8-be-rev", "break-even", ["Fixed costs 180k/month, gross margin 60%. What revenue do we need to break even?"], 300e3, "180/0.6")
add("o8-be-growth", "break-even", ["MRR 70k growing 6% a month, costs flat at 110k. months to break-even?"], nper(70, 110, .06), "ln(110/70)/ln(1.06)")
add("o8-be-cust", "break-even", ["Opex 95k a month, ARPA 250, 80% gross margin. How many customers to break even?"], 95000 / 200, "95,000/(250x0.8)")
add("o8-be-linear", "break-even", ["We add a flat 5k of net new MRR every month, we're at 40k MRR, expenses are a constant 100k/month. months to break even?"], 12, "(100-40)/5")

# ---------------------------------------------------------------- follow-up
add("o8-fu-cut", "follow-up", ["We have $1.2m in the bank and burn $100k a month net. Runway?", "and if we cut burn to $80k?"], 15, "1.2m/80k")
add("o8-fu-hire", "follow-up", ["Cash 2.4m, net burn 150k/month. How long do we last?", "what if we hire two engineers at 150k a year each?"], 2.4e6 / (150e3 + 25e3), "burn +2x150k/12 = 175k")
add("o8-fu-bad", "follow-up", ["Runway with 900k cash and 75k monthly net burn?", "is that bad?"], 12, "previous answer 12 months reused")
add("o8-fu-correct", "follow-up", ["Cash is 1.2m, burn 100k/mo net — runway?", "sorry, cash is 1.4m not 1.2m"], 14, "1.4m/100k")
add("o8-fu-target", "follow-up", ["MRR went from 40k to 52k in 3 months, what's monthly growth?", "and how long to 100k at that rate?"], nper(52, 100, cg(40, 52, 3) / 100), "g=9.14%; ln(100/52)/ln(1.0914)")
add("o8-fu-ret", "follow-up", ["We lost 12 of 400 customers this month. churn?", "and retention?"], 97, "1-12/400")
add("o8-fu-grr", "follow-up", ["Opening MRR 200k, expansion 20k, churn 8k, contraction 4k. NRR?", "and GRR?"], 94, "(200-8-4)/200")
add("o8-fu-ltv", "follow-up", ["ARPA 150, gross margin 80%, monthly churn 3%. LTV?", "and with churn at 2%?"], 150 * .8 / .02, "150x0.8/0.02")
add("o8-fu-monthly", "follow-up", ["We lose 4.5% of customers a quarter. Is that a lot?", "monthly?"], (1 - .955 ** (1 / 3)) * 100, "1-0.955^(1/3)=1.52% (simple 1.5 within 2%)")
add("o8-fu-eur", "follow-up", ["Our ARR is $2.4m. What's MRR? (1 USD = 0.92 EUR)", "in euros?"], 200e3 * .92, "200k x 0.92")
add("o8-fu-3runway", "follow-up", ["Cash 3m, net burn 200k/month. Runway?", "and if revenue grows so net burn drops to 150k?", "so how many extra months is that compared with the first answer?"], 20 - 15, "20 - 15")
add("o8-fu-3dil", "follow-up", ["We raise 2m at 8m pre. What stake does the investor get?", "and if the pre-money is 10m instead?", "how many percentage points less dilution is that than the first?"], 20 - 2 / 12 * 100, "20% - 16.67%")
add("o8-fu-be", "follow-up", ["Fixed costs 40k a month, price 100, variable cost 60 per unit. break-even units?", "what if we raise the price to 120?"], 40e3 / 60, "40k/(120-60)")
add("o8-fu-pb", "follow-up", ["CAC is 1,200 and ARPA 100/month at 75% margin. payback?", "and if CAC rises 25%?"], 1500 / 75, "1500/75")
add("o8-fu-3hire", "follow-up", ["Net burn 120k, cash 1.8m. runway?", "what if we hire two engineers at 9k a month each, loaded?", "and if we hire them but also cut 30k of marketing?"], 1.8e6 / (120e3 + 18e3 - 30e3), "1.8m/(138k-30k)")
add("o8-fu-slack", "follow-up", ["Anna: MRR is 64k\nBen: it was 50k three months ago\nAnna: what's our monthly growth?", "and ARR at today's MRR?"], 64e3 * 12, "64k x 12")

add("o8-fu-churn", "follow-up", ["We started the month with 800 customers, lost 24 and won 60. What's our net customer growth?", "and churn?"], 24 / 800 * 100, "logo churn 24/800")
add("o8-fu-3compare", "follow-up", ["Cash 1.5m, net burn 125k. Runway?", "and if we also raise a 500k bridge?", "what's the difference between the two runways in months?"], 2.0e6 / 125e3 - 1.5e6 / 125e3, "16 - 12")

# ---------------------------------------------------------------- missing figure
add("o8-mf-cash", "missing figure", ["We burn 120k a month. What's our runway?"], None, "cash missing", mentions=[r"cash|bank|balance"])
add("o8-mf-burn", "missing figure", ["We have 2m in the bank. How long will it last?"], None, "burn missing", mentions=[r"burn|spend|cost|expens|outgo"])
add("o8-mf-cac", "missing figure", ["What's our LTV:CAC? ARPA is 90 a month and churn 3%."], None, "CAC missing", mentions=[r"CAC|acquisition"])
add("o8-mf-arpa", "missing figure", ["Our CAC is 1,500. What's the payback period?"], None, "revenue per customer missing", mentions=[r"ARPA|ARPU|revenue per|per (customer|account)|price|pay"])
add("o8-mf-cap", "missing figure", ["Post-money SAFE of 400k — what stake does the investor get?"], None, "cap missing", mentions=[r"cap|valuation"])
add("o8-mf-val", "missing figure", ["How much do we dilute if we raise 3m?"], None, "valuation missing", mentions=[r"valuation|pre-?money|post-?money|price"])
add("o8-mf-start", "missing figure", ["MRR grew to 60k. what's our monthly growth?"], None, "starting MRR and period missing", mentions=[r"start|previous|earlier|last month|before|prior|from|ago"])
add("o8-mf-arr", "missing figure", ["What's our burn multiple? Net burn last quarter was 600k."], None, "net new ARR missing", mentions=[r"ARR|new revenue|net new"])
add("o8-mf-base", "missing figure", ["What's our churn? 25 customers cancelled last month."], None, "starting customer count missing", mentions=[r"customer|start|base|total|how many"])
add("o8-mf-mn", "missing figure", ["magic number? S&M last quarter was 800k"], None, "revenue change missing", mentions=[r"revenue|ARR|MRR"])

# ---------------------------------------------------------------- out of scope
CANT = r"can't|cannot|can not|unable|not able|don't|do not|outside|only|isn't something|not something|I can (compute|calculate|help|work)|beyond"
for i, q in enumerate([
    "write my pitch email to Sequoia",
    "What valuation will we get in our seed round? MRR is 40k.",
    "Which investor should I talk to first?",
    "Should we incorporate in Delaware or in the UK?",
    "Will the Fed cut rates next quarter?",
    "What's a good name for our product?",
    "What will Bitcoin be worth next year?",
    "Translate our terms of service into German.",
    "Is our CTO underperforming? He ships 3 features a month.",
    "Should we take the term sheet from fund A or from fund B?",
]):
    add(f"o8-oos-{i}", "out of scope", [q], None, "not computable founder math from the given input", mentions=[CANT])

# ---------------------------------------------------------------- self-checks and output
AREAS = ["runway", "default alive", "gross burn", "net burn", "burn multiple", "mrr/arr", "growth", "months to target",
         "churn", "retention", "nrr/grr", "cac", "payback", "ltv", "ltv:cac", "gross margin", "contribution margin",
         "rule of 40", "magic number", "dau/mau", "conversion", "cohort", "price change", "hiring cost", "dilution",
         "pre/post-money", "option pool", "safe/note", "break-even", "follow-up", "missing figure", "out of scope"]
MINS = {"missing figure": 8, "out of scope": 8}
NUM = re.compile(r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)")


def checks():
    errs, warns = [], []
    ids = [i["id"] for i in ITEMS]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    counts = {}
    for it in ITEMS:
        counts[it["area"]] = counts.get(it["area"], 0) + 1
        if it["area"] not in AREAS:
            errs.append(f"{it['id']}: unknown area {it['area']}")
        if "figure" in it and not math.isfinite(it["figure"]):
            errs.append(f"{it['id']}: figure not finite")
        if it["area"] in ("missing figure", "out of scope") and "figure" in it:
            errs.append(f"{it['id']}: should have no figure")
        if "figure" not in it and not it.get("mentions"):
            errs.append(f"{it['id']}: neither figure nor mentions")
        for m in it.get("mentions", []):
            re.compile(m, re.I)
        if not it["why"]:
            errs.append(f"{it['id']}: no why")
        if "figure" in it and it["area"] != "follow-up":
            # the expected figure must not simply be a number in the question (the answer could echo it)
            f = abs(it["figure"])
            qnums = [float(x.replace(",", "")) for x in NUM.findall(it["turns"][-1])]
            if any(abs(q - f) <= 0.02 * max(f, 1e-9) for q in qnums):
                warns.append(f"{it['id']}: figure {f} also appears in the question")
    for a in AREAS:
        if counts.get(a, 0) < MINS.get(a, 4):
            errs.append(f"area {a}: only {counts.get(a, 0)} items")
    return counts, errs, warns


def main():
    for it in ITEMS:
        fig = it.get("figure", "")
        q = it["turns"][-1].replace("\n", " | ")
        print(f"{it['id']:<18} {it['area']:<20} {str(fig):>14}  {q[:70]}")
    counts, errs, warns = checks()
    print("\nitems per area:")
    for a in AREAS:
        print(f"  {a:<20} {counts.get(a, 0)}")
    print(f"total {len(ITEMS)}; with figure {sum('figure' in i for i in ITEMS)}")
    for w in warns:
        print("WARN", w)
    if errs:
        for e in errs:
            print("ERROR", e)
        sys.exit(1)
    print("self-checks: OK")
    if "--write" in sys.argv:
        d = sys.argv[sys.argv.index("--write") + 1]
        out = {"about": "Outsider 8 founder-finance questions for the offline advisor (issue #30). HELD-OUT: written 2026-11-28 (session 40) by an outsider who never read the advisor's code or the other sets; to be scored once, never used to fix code. Figures computed by bench/advisor/outsider8-make.py; textbook definitions stated in each item's why.",
               "items": ITEMS}
        with open(os.path.join(d, "outsider8-heldout.json"), "w") as fh:
            json.dump(out, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        print("wrote", os.path.join(d, "outsider8-heldout.json"))


if __name__ == "__main__":
    main()
