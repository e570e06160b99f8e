#!/usr/bin/env python3
"""Recomputes, from world/ only, every fact that cases.jsonl expects, and prints MISMATCH lines.

Also checks that rankings and comparisons win by a clear margin under every reasonable reading
(messages I sent / messages in the chat), that every proof message exists, that no name in
`none` carries the fact, and that unanswerable questions really have nothing in the data.
    python3 check.py            # prints MISMATCH lines and a summary; exit 1 on any
    python3 check.py --emit     # prints the computed expectations as JSON (to write cases.jsonl)
"""
import json
import math
import os
import re
import sys
from collections import Counter, defaultdict
from datetime import date, datetime

HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world")
OWNER = open(os.path.join(W, "owner.txt"), encoding="utf-8").read().strip()
LINE = re.compile(r"^(\d\d)/(\d\d)/(\d{4}), (\d\d):(\d\d) - ([^:]+?): (.*)$")
SYSTEM = re.compile(r"^\d\d/\d\d/\d{4}, \d\d:\d\d - [^:]*$")

# ---------- load ----------
MSGS = []  # dict(chat, at, author, text)
for fn in sorted(os.listdir(os.path.join(W, "chats"))):
    chat = fn[len("WhatsApp Chat with "):-len(".txt")]
    cur = None
    for raw in open(os.path.join(W, "chats", fn), encoding="utf-8").read().split("\n"):
        m = LINE.match(raw)
        if m:
            dd, mm, yy, hh, mi, author, text = m.groups()
            cur = dict(chat=chat, at=datetime(int(yy), int(mm), int(dd), int(hh), int(mi)), author=author, text=text)
            MSGS.append(cur)
        elif SYSTEM.match(raw) or raw == "":
            continue
        elif cur is not None:
            cur["text"] += "\n" + raw
PHOTOS = json.load(open(os.path.join(W, "photos.json"), encoding="utf-8"))
LOCS = json.load(open(os.path.join(W, "locations.json"), encoding="utf-8"))["locations"]

CITIES = {
    "Mexico City": (19.4326, -99.1332), "Guadalajara": (20.6597, -103.3496), "Oaxaca": (17.0732, -96.7266),
    "Lisbon": (38.7223, -9.1393), "Madrid": (40.4168, -3.7038), "London": (51.5074, -0.1278),
    "Porto": (41.1579, -8.6291),
}


def km(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 6371 * 2 * math.asin(math.sqrt(h))


def city(lat, lon):
    best = min(CITIES, key=lambda c: km((lat, lon), CITIES[c]))
    return best if km((lat, lon), CITIES[best]) < 40 else None


def photo_city(p):
    return city(p["lat"], p["lon"]) if "lat" in p else None


def where_on(day):
    """City of the location records of that day (UTC date; records are at local daytime)."""
    c = Counter(city(l["latitudeE7"] / 1e7, l["longitudeE7"] / 1e7) for l in LOCS if l["timestamp"][:10] == day)
    assert len(c) == 1, (day, c)
    return next(iter(c))


CHATS = sorted({m["chat"] for m in MSGS})
MEMBERS = {c: sorted({m["author"] for m in MSGS if m["chat"] == c and m["author"] != OWNER}) for c in CHATS}
GROUPS = {c for c in CHATS if len(MEMBERS[c]) > 1}
ONE = {MEMBERS[c][0]: c for c in CHATS if c not in GROUPS}  # person -> 1:1 chat


def sel(chat=None, author=None, year=None, lo=None, hi=None, word=None, media=None):
    out = []
    for m in MSGS:
        if chat is not None and m["chat"] != chat:
            continue
        if author is not None and m["author"] != author:
            continue
        if year is not None and m["at"].year != year:
            continue
        if lo is not None and m["at"].date() < lo:
            continue
        if hi is not None and m["at"].date() > hi:
            continue
        if word is not None and word.lower() not in m["text"].lower():
            continue
        if media is not None and (m["text"] == "<Media omitted>") != media:
            continue
        out.append(m)
    return out


MISMATCH = []


def need(cond, what):
    if not cond:
        MISMATCH.append(what)


def ranking(people, margin=1.12, **kw):
    """Winner of 1:1 chats by messages in the chat AND by messages I sent; both must agree, clearly."""
    tot = {p: len(sel(chat=ONE[p], **kw)) for p in people}
    mine = {p: len(sel(chat=ONE[p], author=OWNER, **kw)) for p in people}
    wins = []
    for score in (tot, mine):
        r = sorted(score.items(), key=lambda x: -x[1])
        wins.append(r[0][0])
        need(r[0][1] >= margin * r[1][1], f"ranking margin too small {kw} {r[:3]}")
    need(wins[0] == wins[1], f"ranking metrics disagree {kw} {wins}")
    return wins[0], tot, mine


def months(lo, hi):
    y, m = lo
    while (y, m) <= hi:
        yield (y, m)
        m += 1
        if m == 13:
            y, m = y + 1, 1


def monthly(msgs, lo, hi):
    c = Counter((m["at"].year, m["at"].month) for m in msgs)
    return [(ym, c.get(ym, 0)) for ym in months(lo, hi)]


def change_point(msgs, lo, hi, margin=1.6):
    """First month of the second segment of the best two-segment fit; the two levels must differ clearly."""
    series = monthly(msgs, lo, hi)
    xs = [v for _, v in series]
    best = None
    for k in range(2, len(xs) - 1):
        a, b = xs[:k], xs[k:]
        ma, mb = sum(a) / len(a), sum(b) / len(b)
        sse = sum((x - ma) ** 2 for x in a) + sum((x - mb) ** 2 for x in b)
        if best is None or sse < best[0]:
            best = (sse, k, ma, mb)
    _, k, ma, mb = best
    need(max(ma, mb) >= margin * max(min(ma, mb), 0.5), f"change point weak {lo}-{hi}: {ma:.1f} vs {mb:.1f}")
    y, m = series[k][0]
    return f"{y}-{m:02d}"


def change_day(msgs, lo, hi):
    """Month of the best two-segment split of the daily counts (day resolution)."""
    lo_d, hi_d = date(lo[0], lo[1], 1), date(hi[0], hi[1], 28)
    c = Counter(m["at"].date() for m in msgs)
    days = [lo_d.fromordinal(o) for o in range(lo_d.toordinal(), hi_d.toordinal() + 1)]
    xs = [c.get(x, 0) for x in days]
    n, tot, tot2 = len(xs), sum(xs), sum(x * x for x in xs)
    best, run = None, 0
    for k in range(30, n - 30):
        run += xs[k - 1] if k > 30 else sum(xs[:30])
        a = run
        sse = -(a * a) / k - ((tot - a) ** 2) / (n - k)
        if best is None or sse < best[0]:
            best = (sse, k)
    return days[best[1]].strftime("%Y-%m")


def change_both(msgs, lo, hi):
    m, dd = change_point(msgs, lo, hi), change_day(msgs, lo, hi)
    need(m == dd, f"change point by month {m} != by day {dd}")
    return m


def first_date(msgs):
    return min(m["at"] for m in msgs).date().isoformat()


def last_date(msgs):
    return max(m["at"] for m in msgs).date().isoformat()


def longest_gap(msgs):
    ds = sorted({m["at"].date() for m in msgs})
    g = max(range(len(ds) - 1), key=lambda i: (ds[i + 1] - ds[i]).days)
    return ds[g], ds[g + 1]


MOVE = next(date.fromisoformat(l["timestamp"][:10]) for l in sorted(LOCS, key=lambda l: l["timestamp"])
            if city(l["latitudeE7"] / 1e7, l["longitudeE7"] / 1e7) == "Lisbon")
WISH = ("cumple", "parabéns", "birthday")


def wishers(year):
    day = date(year, 7, 17)
    return sorted({m["author"] for m in sel(lo=day, hi=day) if m["author"] != OWNER
                   and any(w in m["text"].lower() for w in WISH)})


def owner_birthday():
    c = Counter(m["at"].date().strftime("%m-%d") for m in MSGS if m["author"] != OWNER
                and any(w in m["text"].lower() for w in WISH))
    return c.most_common(1)[0][0]


BDAY = owner_birthday()
need(BDAY == "07-17", f"birthday {BDAY}")


def authors_with(word):
    return sorted({m["author"] for m in sel(word=word) if m["author"] != OWNER})


def year_total(y):
    return len(sel(year=y))


def photo_count(city_name=None, person=None):
    return sum(1 for p in PHOTOS if (city_name is None or photo_city(p) == city_name)
               and (person is None or person in p["people"]))


def trip_month(city_name):
    ds = sorted({l["timestamp"][:7] for l in LOCS if city(l["latitudeE7"] / 1e7, l["longitudeE7"] / 1e7) == city_name})
    need(len(ds) == 1, f"{city_name} visited in several months {ds}")
    return ds[0]


def winner(scores, margin=1.12):
    r = sorted(scores.items(), key=lambda x: -x[1])
    need(r[0][1] >= margin * r[1][1], f"winner margin too small {r}")
    return r[0][0], r[0][1]


D = date.fromisoformat
MAMA, PA, DANI, EMI, LUPE = "Mamá", "Jorge Ortiz", "Daniela Ortiz", "Emilio Ortiz", "Guadalupe Ramírez"
SOFI, ANDRES, HANNAH, TIAGO, INES = "Sofía Herrera", "Andrés Molina", "Hannah Whitfield", "Tiago Ferreira", "Inês Carvalho"
JOAO = "João Pires"
PEOPLE1 = sorted(ONE)


def c_who01():
    w, _, _ = ranking(PEOPLE1, year=2022)
    return {"names": [w]}


def c_who04():
    ws = wishers(2025)
    none = [SOFI, ANDRES, EMI]
    need(not set(ws) & set(none), "who-04 none")
    return {"names": ws, "none": none}


def media_by(author, **kw):
    return len(sel(author=author, media=True, **kw))


def c_who05():
    w, _ = winner({p: media_by(p) for p in {m["author"] for m in MSGS} - {OWNER}})
    return {"names": [w]}


def c_who08():
    ppl = sorted({x for p in PHOTOS if photo_city(p) == "Porto" for x in p["people"]})
    need(HANNAH not in ppl, "who-08 none")
    return {"names": ppl, "none": [HANNAH]}


def c_who09():
    firsts = sorted((first_date(sel(chat=ONE[p])), p) for p in PEOPLE1 if first_date(sel(chat=ONE[p])) >= MOVE.isoformat())
    need(firsts[0][0] < firsts[1][0], "who-09 tie")
    return {"names": [firsts[0][1]], "none": [firsts[1][1]]}


def proof(author, day, word):
    hits = sel(author=author, lo=D(day), hi=D(day), word=word)
    need(len(hits) >= 1, f"proof missing {author} {day} {word}")
    return {"author": author, "date": day, "contains": word}


def quietest_year():
    ys = {y: year_total(y) for y in range(2022, 2027)}
    r = sorted(ys.items(), key=lambda x: x[1])
    need(r[1][1] >= 1.08 * r[0][1], f"quietest margin {r}")
    return r[0][0]


def busiest_month():
    c = Counter(m["at"].strftime("%Y-%m") for m in MSGS).most_common(2)
    need(c[0][1] >= 1.08 * c[1][1], f"busiest month margin {c}")
    return c[0][0]


def gap_dates(person):
    a, b = longest_gap(sel(chat=ONE[person]))
    need((b - a).days >= 60, f"gap {person} {a} {b}")
    return a, b


def cmp_sent(a, b, year):
    s = {p: len(sel(chat=ONE[p], author=OWNER, year=year)) for p in (a, b)}
    t = {p: len(sel(chat=ONE[p], year=year)) for p in (a, b)}
    w1, n1 = winner(s)
    w2, _ = winner(t)
    need(w1 == w2, f"cmp metrics disagree {a} {b} {year}")
    return w1, n1


def cmp_authored(a, b, year):
    s = {p: len(sel(author=p, year=year)) for p in (a, b)}
    t = {p: len(sel(author=p, chat=ONE[p], year=year)) for p in (a, b)}
    w1, _ = winner(s)
    w2, _ = winner(t)
    need(w1 == w2, f"cmp authored metrics disagree {a} {b} {year}")
    return w1


def c_cmp03():
    s = {c: photo_count(c) for c in ("Lisbon", "Mexico City")}
    nogps = sum(1 for p in PHOTOS if "lat" not in p)
    need(s["Mexico City"] >= 1.12 * (s["Lisbon"] + nogps), "cmp-03 margin incl. photos without GPS")
    w, n = winner(s)
    return {"place": w, "number": n}


def c_cmp05():
    s = {y: len(sel(chat=ONE[SOFI], year=y)) for y in (2022, 2023)}
    s2 = {y: len(sel(author=SOFI, year=y)) for y in (2022, 2023)}
    w, _ = winner(s)
    w2, _ = winner(s2)
    need(w == w2, "cmp-05 metrics")
    return {"year": w}


def c_cmp07():
    s = {g: len(sel(chat=g, year=2024)) for g in ("Familia Ortiz", "Equipa Produto")}
    w, n = winner(s)
    return {"names": [w], "number": n}


def c_cmp08():
    w, n = winner({y: len(sel(chat=ONE[ANDRES], year=y)) for y in (2022, 2024)})
    return {"year": w, "number": n}


def c_cmp09():
    w, n = winner({p: media_by(p) for p in (DANI, MAMA)})
    return {"names": [w], "number": n}


def c_where05():
    w, _ = winner({c: photo_count(c, TIAGO) for c in CITIES})
    return {"place": w}


def c_where07():
    ds = sorted({p["takenAt"][:10] for p in PHOTOS if photo_city(p) not in (None, "Mexico City")
                 and p["takenAt"].startswith("2022")})
    cs = {photo_city(p) for p in PHOTOS if p["takenAt"][:10] in ds}
    need(len(cs) == 1, f"where-07 {cs}")
    c = cs.pop()
    need(all(where_on(x) == c for x in ds), "where-07 locations")
    need(len(sel(chat="Las de la prepa", word=c)) >= 1, "where-07 chat names the city")
    return {"place": c}


def c_chg08():
    ys = {y: len(sel(chat=ONE[DANI], year=y)) for y in range(2022, 2027)}
    w, _ = winner(ys)
    return {"year": w}


def c_chg10():
    c = Counter(m["at"].strftime("%Y-%m") for m in sel(chat="Familia Ortiz")).most_common(2)
    need(c[0][1] >= 1.15 * c[1][1], f"chg-10 margin {c}")
    return {"month": c[0][0]}


def c_chg05():
    change_point(sel(chat=ONE[MAMA]), (2022, 1), (2026, 10))  # the levels differ clearly
    cp = change_day(sel(chat=ONE[MAMA]), (2022, 1), (2026, 10))  # the step is mid-month: day resolution
    return {"month": cp}


def no_word(*words):
    for w in words:
        need(not sel(word=w), f"unanswerable but data has '{w}'")
    return {}


COMPUTE = {
    "who-01": c_who01,
    "who-02": lambda: {"names": MEMBERS["Familia Ortiz"], "none": [TIAGO]},
    "who-03": lambda: {"names": authors_with("boda"), "none": [t for t in (TIAGO, INES) if t not in authors_with("boda")]},
    "who-04": c_who04,
    "who-05": c_who05,
    "who-06": lambda: {"names": MEMBERS["Equipa Produto"], "none": [DANI]},
    "who-07": lambda: {"names": [ranking(PEOPLE1, lo=MOVE)[0]]},
    "who-08": c_who08,
    "who-09": c_who09,
    "who-10": lambda: {"names": [ranking(PEOPLE1, year=MOVE.year)[0]]},

    "when-01": lambda: {"date": first_date(sel(chat=ONE[TIAGO])), "proof": proof(TIAGO, first_date(sel(chat=ONE[TIAGO])), "Bem-vinda")},
    "when-02": lambda: {"date": MOVE.isoformat(), "proof": proof(OWNER, MOVE.isoformat(), "Lisboa")},
    "when-03": lambda: {"date": last_date(sel(author=SOFI)), "proof": proof(SOFI, last_date(sel(author=SOFI)), "calma")},
    "when-04": lambda: {"month": gap_dates(ANDRES)[0].strftime("%Y-%m")},
    "when-05": lambda: {"date": gap_dates(ANDRES)[1].isoformat(), "proof": proof(ANDRES, gap_dates(ANDRES)[1].isoformat(), "perdón")},
    "when-06": lambda: {"year": quietest_year()},
    "when-07": lambda: {"date": "2023-10-21", "proof": proof(DANI, "2023-10-21", "boda")} if where_on("2023-10-21") == "Oaxaca" else {},
    "when-08": lambda: {"date": "2026-04-02", "proof": proof(DANI, "2026-04-02", "nació")},
    "when-09": lambda: {"month": trip_month("London")},
    "when-10": lambda: {"month": busiest_month()},

    "hm-01": lambda: {"number": len(sel(author=TIAGO, year=2025))},
    "hm-02": lambda: {"number": len(sel(author=MAMA, chat=ONE[MAMA], year=2025))},
    "hm-03": lambda: {"number": photo_count("Porto")},
    "hm-04": lambda: {"number": photo_count(person=HANNAH)},
    "hm-05": lambda: {"number": len(sel(chat="Familia Ortiz", year=2024))},
    "hm-06": lambda: {"number": len(sel(author=MAMA, word="mija"))},
    "hm-07": lambda: {"number": photo_count("London")},
    "hm-08": lambda: {"number": media_by(DANI, year=2026)},
    "hm-09": lambda: {"number": len(sel(author=OWNER, year=2024))},
    "hm-10": lambda: {"number": len(sel(author=EMI, year=2022))},

    "cmp-01": lambda: dict(zip(("names", "number"), (lambda w: ([w[0]], w[1]))(cmp_sent(SOFI, TIAGO, 2024)))),
    "cmp-02": lambda: {"names": [cmp_authored(PA, EMI, 2023)]},
    "cmp-03": c_cmp03,
    "cmp-04": lambda: dict(zip(("names", "number"), (lambda w: ([w[0]], w[1]))(cmp_sent(HANNAH, INES, 2025)))),
    "cmp-05": c_cmp05,
    "cmp-06": lambda: {"names": [cmp_authored(MAMA, DANI, 2025)]},
    "cmp-07": c_cmp07,
    "cmp-08": c_cmp08,
    "cmp-09": c_cmp09,
    "cmp-10": lambda: {"names": [cmp_sent(TIAGO, MAMA, 2026)[0]]},

    "where-01": lambda: {"place": where_on(f"2026-{BDAY}")},
    "where-02": lambda: {"place": where_on("2025-01-01")},
    "where-03": lambda: {"place": where_on("2023-10-21")},
    "where-04": lambda: {"place": where_on("2025-09-13")},
    "where-05": c_where05,
    "where-06": lambda: {"place": where_on("2025-04-20")},
    "where-07": c_where07,
    "where-08": lambda: {"place": where_on("2024-10-12")},
    "where-09": lambda: {"place": where_on("2026-04-02")},
    "where-10": lambda: {"place": where_on("2024-12-25")},

    "what-01": lambda: {"number": 1150, "proof": proof(TIAGO, "2024-03-27", "apartamento")},
    "what-02": lambda: {"number": 3, "proof": proof(MAMA, "2024-02-25", "mudanza")},
    "what-03": lambda: {"number": 3000, "proof": proof(OWNER, "2023-05-20", "pesos")},
    "what-04": lambda: {"number": 14800, "proof": proof(OWNER, "2024-03-02", "vuelo")},
    "what-05": lambda: {"place": "London", "proof": proof(HANNAH, "2022-07-25", "Museum")},
    "what-06": lambda: {"date": "2025-09-13", "proof": proof(INES, "2025-05-30", "casamento")} if where_on("2025-09-13") == "Porto" else {},
    "what-07": lambda: {"names": ["Mateo"], "proof": proof(DANI, "2026-01-15", "Mateo")},
    "what-08": lambda: {"proof": proof(LUPE, "2023-07-17", "tamales")},
    "what-09": lambda: {"proof": proof(SOFI, last_date(sel(author=SOFI)), "calma")},
    "what-10": lambda: {"proof": proof(JOAO, "2025-11-03", "adiado")},
    "what-11": lambda: {"proof": proof(TIAGO, "2024-10-14", "Madrid")} if len(sel(author=TIAGO, word="Madrid")) == 1 else {},
    "what-12": lambda: {"date": "2025-09-20", "proof": proof(DANI, "2025-09-20", "embarazada")},

    "chg-01": lambda: {"month": change_both(sel(chat=ONE[SOFI]), (2022, 1), (2026, 10))},
    "chg-02": lambda: {"date": gap_dates(ANDRES)[0].isoformat(), "proof": proof(OWNER, gap_dates(ANDRES)[0].isoformat(), "debes")},
    "chg-03": lambda: {"month": change_both(sel(chat=ONE[TIAGO]), (2024, 3), (2026, 10))},
    "chg-04": lambda: {"month": change_both(sel(chat="Las de la prepa"), (2022, 1), (2026, 10))},
    "chg-05": c_chg05,
    "chg-06": lambda: {"month": change_both(sel(chat=ONE[EMI]), (2022, 1), (2026, 10))},
    "chg-07": lambda: {"month": change_both(sel(chat=ONE[HANNAH]), (2023, 1), (2026, 10))},
    "chg-08": c_chg08,
    "chg-09": lambda: {"date": gap_dates(ANDRES)[1].isoformat()},
    "chg-10": c_chg10,
    "chg-11": lambda: {"month": change_both(sel(chat=ONE[INES]), (2024, 4), (2026, 10))},
    "chg-12": lambda: {"month": change_point(sel(chat="Equipa Produto"), (2024, 4), (2026, 10))},

    "fu-01": lambda: {"number": len(sel(author=TIAGO, year=2024))},
    "fu-02": lambda: {"number": len(sel(author=EMI, chat=ONE[EMI], year=2025))},
    "fu-03": lambda: {"names": [ranking(PEOPLE1, year=2025)[0]]},
    "fu-04": lambda: {"number": photo_count("Madrid")},
    "fu-05": lambda: {"date": first_date(sel(chat=ONE[INES]))},
    "fu-06": lambda: dict(zip(("names", "number"), (lambda w: ([w[0]], w[1]))(cmp_sent(SOFI, TIAGO, 2025)))) if sel(chat=ONE[SOFI], year=2025) else {},
    "fu-07": lambda: {"place": where_on(f"2025-{BDAY}")},
    "fu-08": lambda: {"date": last_date(sel(author=ANDRES))},
    "fu-09": lambda: {"number": len(sel(chat="Familia Ortiz", year=2025))},
    "fu-10": lambda: {"date": gap_dates(ANDRES)[1].isoformat(), "proof": proof(ANDRES, gap_dates(ANDRES)[1].isoformat(), "pagué")},

    "cnt-01": lambda: no_word("amor", "love you", "apaixonad", "enamorad"),
    "cnt-02": lambda: no_word("2027"),
    "cnt-03": lambda: no_word("Carolina"),
    "cnt-04": lambda: no_word("salario", "salário", "sueldo", "salary"),
    "cnt-05": lambda: {} if not sel(author=PA, word="Rodrigo") else no_word("Rodrigo"),
    "cnt-06": lambda: {} if all(re.search(r"hotel\s+[A-ZÁÉÍÓÚ]", m["text"]) is None for m in sel(word="hotel")) else no_word("hotel"),
    "cnt-07": lambda: no_word("husband", "marido", "esposo"),
    "cnt-08": lambda: no_word("segundo bebé", "otro bebé", "second baby"),
}


def compute_all():
    return {k: f() for k, f in COMPUTE.items()}


if __name__ == "__main__":
    got = compute_all()
    # world-level sanity: sizes the brief asks for
    need(5000 <= len(MSGS) <= 7500, f"messages {len(MSGS)}")
    need(10 <= len(CHATS) <= 13 and 2 <= len(GROUPS) <= 3, f"chats {len(CHATS)} groups {len(GROUPS)}")
    need(80 <= len(PHOTOS) <= 120 and len(LOCS) >= 1000, "photos/locations size")
    if "--emit" in sys.argv:
        print(json.dumps(got, ensure_ascii=False, indent=0))
        for x in MISMATCH:
            print("MISMATCH", x)
        sys.exit(0)
    cases = [json.loads(l) for l in open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") if l.strip()]
    ids = [c["id"] for c in cases]
    need(len(ids) == len(set(ids)), "duplicate ids")
    need(set(ids) == set(COMPUTE), f"ids differ: {set(ids) ^ set(COMPUTE)}")
    kinds = Counter(c["kind"] for c in cases)
    need(kinds == Counter({"who": 10, "when": 10, "how-much": 10, "compare": 10, "where": 10, "what": 12,
                           "change": 12, "follow-up": 10, "cannot": 8}), f"kinds {kinds}")
    for c in cases:
        exp = got.get(c["id"], {})
        if c["kind"] == "cannot":
            need(c.get("answerable") is False, f"{c['id']} must be answerable:false")
            continue
        if c["kind"] == "follow-up":
            need(c.get("after") in ids and ids.index(c["after"]) < ids.index(c["id"]), f"{c['id']} after")
        for k in ("names", "number", "date", "month", "year", "place", "none"):
            a, b = c["expect"].get(k), exp.get(k)
            if isinstance(a, list):
                a, b = sorted(a), sorted(b or [])
            need(a == b, f"{c['id']} {k}: case {a!r} != computed {b!r}")
        need(c.get("proof") == exp.get("proof"), f"{c['id']} proof: case {c.get('proof')} != computed {exp.get('proof')}")
        need(any(c["expect"].get(k) not in (None, []) for k in ("names", "number", "date", "month", "year", "place"))
             or c.get("proof"), f"{c['id']} expects nothing")
        for n in c["expect"].get("none", []):
            need(n not in c["expect"].get("names", []), f"{c['id']} none overlaps names")
    for x in MISMATCH:
        print("MISMATCH", x)
    print(f"{len(MSGS)} messages, {len(CHATS)} chats ({len(GROUPS)} groups), {len(PHOTOS)} photos, "
          f"{len(LOCS)} location records; {len(cases)} cases {dict(kinds)}; {len(MISMATCH)} mismatches")
    sys.exit(1 if MISMATCH else 0)
