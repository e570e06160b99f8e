#!/usr/bin/env python3
"""Recomputes, from world/ only, every fact that cases.jsonl expects, and prints MISMATCH lines.

Parses the WhatsApp iOS exports itself (the generator's internals are not used), so every expectation
is shown to follow from the files a person would import.  Run: python3 make_world.py && python3 check.py
"""
import glob, json, os, re, sys
from collections import Counter
from datetime import date, datetime

HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world")
LINE = re.compile(r"^\[(\d\d)/(\d\d)/(\d{4}), (\d\d):(\d\d):(\d\d)\] ([^:]+): (.*)$")
ME = open(os.path.join(W, "owner.txt"), encoding="utf-8").read().strip()
MAMA, BABA, SALMA, KARIM, FATIMA, YOUSSEF = ("Khadija El Amrani", "Mohammed El Amrani", "Salma El Amrani",
                                             "Karim El Amrani", "Fatima El Amrani", "Youssef Benali")
INES, CAMILLE, THEO, EMILIE, MARC, LIAM = ("Inès Morel", "Camille Durand", "Théo Girard", "Émilie Tremblay",
                                          "Marc-Antoine Gagnon", "Liam O'Connor")

# ---------------------------------------------------------------- parse
M = []  # dicts: chat, at (datetime, export zone), author, text, system
for path in sorted(glob.glob(os.path.join(W, "chats", "*.txt"))):
    chat = os.path.basename(path)[len("WhatsApp Chat - "):-4]
    cur = None
    for raw in open(path, encoding="utf-8").read().splitlines():
        m = LINE.match(raw)
        if not m:
            if cur is not None:
                cur["text"] += "\n" + raw
            continue
        d, mo, y, hh, mi, ss, author, text = m.groups()
        cur = {"chat": chat, "at": datetime(int(y), int(mo), int(d), int(hh), int(mi), int(ss)), "author": author,
               "text": text, "system": author == chat and text.startswith("\u200e")
               and not ("<attached:" in text or "omitted" in text)}
        M.append(cur)
MSG = [m for m in M if not m["system"]]
PH = json.load(open(os.path.join(W, "photos.json"), encoding="utf-8"))
LOC = json.load(open(os.path.join(W, "locations.json"), encoding="utf-8"))["locations"]
CITY = {"Casablanca": (33.5731, -7.5898), "Marrakech": (31.6295, -7.9811), "Lyon": (45.7640, 4.8357),
        "Paris": (48.8566, 2.3522), "Annecy": (45.8992, 6.1294), "Montréal": (45.5017, -73.5673),
        "Québec City": (46.8139, -71.2080)}
GROUPS = {"Famille El Amrani", "Les Lyonnais", "Équipe Montréal"}


def city_of(lat, lon):
    best = min(CITY, key=lambda c: (CITY[c][0] - lat) ** 2 + (CITY[c][1] - lon) ** 2)
    c = CITY[best]
    return best if (c[0] - lat) ** 2 + (c[1] - lon) ** 2 < 0.1 else None


problems = []


def need(cond, what):
    if not cond:
        problems.append(what)


def Y(m, y):
    return m["at"].year == y


def one2one(person):
    return [m for m in MSG if m["chat"] == person]


def sent_by(person, pred=lambda m: True):
    return sum(1 for m in MSG if m["author"] == person and pred(m))


def me_to(person, pred=lambda m: True):
    return sum(1 for m in one2one(person) if m["author"] == ME and pred(m))


def total_with(person, pred=lambda m: True):
    return sum(1 for m in one2one(person) if pred(m))


def top_contact(pred, label):
    """Top 1:1 contact under two readings (messages I sent; messages exchanged); both must agree, margin >= 10%."""
    res = []
    for f in (me_to, total_with):
        c = Counter({p: f(p, pred) for p in {m["chat"] for m in MSG} - GROUPS})
        (a, na), (b, nb) = c.most_common(2)
        need(na >= nb * 1.1, f"{label}: top {a} {na} vs {b} {nb} too close ({f.__name__})")
        res.append(a)
    need(res[0] == res[1], f"{label}: readings disagree {res}")
    return res[0]


def photos_in(city, pred=lambda p: True):
    return [p for p in PH if "lat" in p and city_of(p["lat"], p["lon"]) == city and pred(p)]


def pdate(p):
    return p["takenAt"][:10]


def where_on(day):
    """Place on a local day, from photos and location records; both must agree where both exist."""
    cs = {city_of(p["lat"], p["lon"]) for p in PH if "lat" in p and pdate(p) == day}
    from zoneinfo import ZoneInfo
    ls = set()
    for r in LOC:
        lat, lon = r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7
        c = city_of(lat, lon)
        tz = "Europe/Paris" if c in ("Lyon", "Paris", "Annecy") else (
            "Africa/Casablanca" if c in ("Casablanca", "Marrakech") else "America/Toronto")
        t = datetime.strptime(r["timestamp"], "%Y-%m-%dT%H:%M:%S.000Z").replace(tzinfo=ZoneInfo("UTC"))
        if t.astimezone(ZoneInfo(tz)).strftime("%Y-%m-%d") == day:
            ls.add(c)
    allc = cs | ls
    need(len(allc) == 1, f"where_on {day}: {cs} {ls}")
    return next(iter(allc)) if allc else None


def first_with(person):
    return min(m["at"] for m in one2one(person)).strftime("%Y-%m-%d")


def last_with(person):
    return max(m["at"] for m in one2one(person)).strftime("%Y-%m-%d")


def monthly(pred):
    return Counter(m["at"].strftime("%Y-%m") for m in MSG if pred(m))


def has(m, word):
    return word.lower() in m["text"].lower()


def authors_with(pred):
    return sorted({m["author"] for m in MSG if pred(m)})


def msg_exists(author, day, word):
    return any(m["author"] == author and m["at"].strftime("%Y-%m-%d") == day and has(m, word) for m in MSG)


def is_photo(m):
    return "<attached:" in m["text"] or "image omitted" in m["text"]


def busiest_month(pred, label):
    c = monthly(pred)
    (a, na), (b, nb) = c.most_common(2)
    need(na >= nb * 1.15, f"{label}: busiest {a} {na} vs {b} {nb}")
    return a


def rise_month(pred, label, before=6, stay=3, factor=2):
    """First month whose count is >= 2x the mean of the previous `before` months and stays so for 3 months."""
    c = monthly(pred)
    ms = sorted(c)
    allm = []
    y, mo = map(int, ms[0].split("-"))
    while f"{y:04d}-{mo:02d}" <= ms[-1]:
        allm.append(f"{y:04d}-{mo:02d}")
        y, mo = (y + 1, 1) if mo == 12 else (y, mo + 1)
    hits = []
    for i in range(before, len(allm) - stay):
        base = sum(c[x] for x in allm[i - before:i]) / before
        if all(c[x] >= factor * base for x in allm[i:i + stay]):
            hits.append(allm[i])
    need(len(hits) >= 1, f"{label}: no rise")
    return hits[0] if hits else None


birthday_wishers = lambda y: authors_with(lambda m: m["at"].strftime("%Y-%m-%d") == f"{y}-05-14" and m["author"] != ME
                                          and any(w in m["text"].lower() for w in ("anniv", "milad", "birthday", "bonne fête")))

# ---------------------------------------------------------------- the expectations
C = {}
C["who-01"] = lambda: {"names": [top_contact(lambda m: Y(m, 2023), "who-01")]}
C["who-02"] = lambda: {"names": [a for a in authors_with(lambda m: m["chat"] == "Famille El Amrani") if a != ME]}
C["who-03"] = lambda: {"names": [a for a in authors_with(lambda m: has(m, "3ers")) if a != ME]}
C["who-04"] = lambda: {"names": birthday_wishers(2024), "none": [THEO, MARC]
                       if THEO not in birthday_wishers(2024) and MARC not in birthday_wishers(2024) else ["?"]}
C["who-05"] = lambda: {"names": [sorted((m for m in MSG if has(m, "Adam")), key=lambda m: m["at"])[0]["author"]]}
C["who-06"] = lambda: {"names": [a for a in authors_with(lambda m: m["chat"] == "Les Lyonnais") if a != ME]}


def _top_author(chat, pred=lambda m: True, label=""):
    c = Counter(m["author"] for m in MSG if m["chat"] == chat and pred(m))
    (a, na), (b, nb) = c.most_common(2)
    need(na >= nb * 1.1, f"{label}: {a} {na} vs {b} {nb}")
    return a


C["who-07"] = lambda: {"names": [_top_author("Famille El Amrani", is_photo, "who-07")]}
C["who-08"] = lambda: {"names": [top_contact(lambda m: Y(m, 2024), "who-08")]}
C["who-09"] = lambda: {"names": authors_with(lambda m: has(m, "chauffage")), "none": [BABA, EMILIE]}
C["who-10"] = lambda: {"names": [_top_author("Les Lyonnais", lambda m: True, "who-10")]}

C["when-01"] = lambda: {"date": first_with("Émilie Tremblay")}


def _gap_before(person):
    ts = sorted(m["at"] for m in one2one(person))
    gaps = sorted(((b - a).days, a) for a, b in zip(ts, ts[1:]))
    (g, a), (g2, _) = gaps[-1], gaps[-2]
    need(g >= 3 * g2, f"gap {person}: {g} vs {g2}")
    return a, ts[[x for x in ts].index(a) + 1]


C["when-02"] = lambda: {"month": _gap_before("Inès Morel")[0].strftime("%Y-%m")}
C["when-03"] = lambda: {"date": _gap_before("Inès Morel")[1].strftime("%Y-%m-%d")}
C["when-04"] = lambda: {"date": last_with("Théo Girard")}


def _quietest_year():
    c = Counter(m["at"].year for m in MSG)
    (a, na), (b, nb) = sorted(c.items(), key=lambda x: x[1])[:2]
    need(na * 1.1 <= nb, f"quietest {a} {na} vs {b} {nb}")
    return a


C["when-05"] = lambda: {"year": _quietest_year()}
C["when-06"] = lambda: {"date": "2023-07-15" if msg_exists(SALMA, "2023-03-02", "15 juillet") and
                        msg_exists(BABA, "2023-07-15", "3ers") else "?"}
def _move_day():
    recs = sorted((r["timestamp"], city_of(r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7)) for r in LOC)
    last_lyon = max(t for t, c in recs if c == "Lyon")
    first_mtl = min(t for t, c in recs if c == "Montréal")
    need(last_lyon < first_mtl, "move: Lyon after Montréal")
    from zoneinfo import ZoneInfo
    t = datetime.strptime(first_mtl, "%Y-%m-%dT%H:%M:%S.000Z").replace(tzinfo=ZoneInfo("UTC"))
    return t.astimezone(ZoneInfo("America/Toronto")).strftime("%Y-%m-%d")


C["when-07"] = lambda: {"date": _move_day() if msg_exists(ME, _move_day(), "Atterrie") else "?"}
C["when-08"] = lambda: {"date": "2025-11-03" if msg_exists(KARIM, "2025-11-03", "wldat") else "?"}
C["when-09"] = lambda: {"month": "2025-09" if msg_exists(LIAM, "2025-08-30", "20th of September") and
                        len([p for p in PH if LIAM in p["people"] and p["takenAt"].startswith("2025-09")]) >= 1 else "?"}
C["when-10"] = lambda: {"month": busiest_month(lambda m: True, "when-10")}

C["howmuch-01"] = lambda: {"number": sent_by(MAMA, lambda m: Y(m, 2025))}
C["howmuch-02"] = lambda: {"number": me_to("Émilie Tremblay", lambda m: Y(m, 2025))}
C["howmuch-03"] = lambda: {"number": len(photos_in("Marrakech"))}
C["howmuch-04"] = lambda: {"number": len([p for p in PH if SALMA in p["people"]])}
C["howmuch-05"] = lambda: {"number": len([m for m in MSG if m["chat"] == "Les Lyonnais" and Y(m, 2022)])}
C["howmuch-06"] = lambda: {"number": len([m for m in MSG if has(m, "mabrouk")])}
C["howmuch-07"] = lambda: {"number": len(photos_in("Québec City"))}
C["howmuch-08"] = lambda: {"number": sent_by(THEO, lambda m: Y(m, 2024))}
C["howmuch-09"] = lambda: {"number": sent_by(CAMILLE, lambda m: Y(m, 2023))}
C["howmuch-10"] = lambda: {"number": len([p for p in PH if p["takenAt"].startswith("2023")])}


def _cmp(a, b, fa, fb=None, label=""):
    fb = fb or fa
    na, nb = fa(a), fb(b)
    need(abs(na - nb) >= 0.1 * max(na, nb), f"{label}: {na} vs {nb} too close")
    return (a, na) if na > nb else (b, nb)


def _cmp_case(a, b, f, label):
    w, n = _cmp(a, b, f, label=label)
    return {"names": [w], "number": n}


C["compare-01"] = lambda: _cmp_case(MAMA, BABA, lambda p: me_to(p, lambda m: Y(m, 2024)), "compare-01")
C["compare-02"] = lambda: _cmp_case(INES, CAMILLE, lambda p: me_to(p, lambda m: Y(m, 2022)), "compare-02")


def _cmp_place(a, b, label, pred=lambda p: True):
    w, n = _cmp(a, b, lambda c: len(photos_in(c, pred)), label=label)
    return {"place": w, "number": n}


C["compare-03"] = lambda: {"place": _cmp_place("Lyon", "Montréal", "compare-03")["place"]}
C["compare-04"] = lambda: _cmp_case(EMILIE, MARC, lambda p: len([m for m in MSG if m["chat"] == "Équipe Montréal"
                                                                 and m["author"] == p]), "compare-04")


def _cmp_year(f, y1, y2, label):
    w, n = _cmp(y1, y2, f, label=label)
    return {"year": w, "number": n}


C["compare-05"] = lambda: _cmp_year(lambda y: total_with(LIAM, lambda m: Y(m, y)), 2024, 2025, "compare-05")
C["compare-06"] = lambda: _cmp_case(SALMA, KARIM, lambda p: len([m for m in MSG if m["chat"] == "Famille El Amrani"
                                                                 and m["author"] == p]), "compare-06")
C["compare-07"] = lambda: _cmp_year(lambda y: total_with(THEO, lambda m: Y(m, y)), 2022, 2023, "compare-07")
C["compare-08"] = lambda: _cmp_case(SALMA, KARIM, lambda p: me_to(p, lambda m: Y(m, 2025)), "compare-08")


def _cmp_readings(a, b, y, label):
    r1 = _cmp(a, b, lambda p: total_with(p, lambda m: Y(m, y) and m["author"] == p), label=label + "/1:1")
    r2 = _cmp(a, b, lambda p: sent_by(p, lambda m: Y(m, y)), label=label + "/all")
    need(r1[0] == r2[0], f"{label}: readings disagree")
    return {"names": [r1[0]]}


C["compare-09"] = lambda: _cmp_readings(EMILIE, INES, 2025, "compare-09")
C["compare-10"] = lambda: _cmp_place("Paris", "Annecy", "compare-10")

C["where-01"] = lambda: {"place": where_on("2025-05-14")}
C["where-02"] = lambda: {"place": where_on("2023-05-14")}
C["where-03"] = lambda: {"place": "Marrakech" if msg_exists(SALMA, "2023-03-02", "Marrakech") and
                         where_on("2023-07-15") == "Marrakech" else "?"}


def _summer_place(y):
    c = Counter(city_of(r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7) for r in LOC
                if f"{y}-06-21" <= r["timestamp"][:10] <= f"{y}-09-22")
    away = [k for k in c if k not in ("Montréal",)]
    need(len(away) == 1, f"summer {y}: {c}")
    return away[0] if away else None


C["where-04"] = lambda: {"place": _summer_place(2026)}
def _home_before_move():
    c = Counter(city_of(r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7) for r in LOC if r["timestamp"][:10] < _move_day())
    (a, na), (b, nb) = c.most_common(2)
    need(na > 5 * nb, f"home before move {c}")
    return a


C["where-05"] = lambda: {"place": _home_before_move()}
C["where-06"] = lambda: {"place": where_on("2022-10-22")}


def _top_city(pred, label):
    c = Counter(city_of(p["lat"], p["lon"]) for p in PH if "lat" in p and pred(p))
    (a, na), (b, nb) = c.most_common(2)
    need(na >= 1.5 * nb, f"{label}: {c}")
    return a


C["where-07"] = lambda: {"place": _top_city(lambda p: EMILIE in p["people"], "where-07")}
C["where-08"] = lambda: {"place": where_on("2025-11-03")}
C["where-09"] = lambda: {"place": where_on("2023-12-31")}
C["where-10"] = lambda: {"place": where_on("2022-10-22") if msg_exists(CAMILLE, "2022-10-10", "Paris") else "?"}

for cid in ["what-%02d" % i for i in range(1, 13)] + ["followup-09"]:
    C.setdefault(cid, lambda: {})
C["what-11"] = lambda: {"names": ["Adam"] if msg_exists(KARIM, "2025-11-03", "smitou Adam") else ["?"]}

C["change-01"] = lambda: {"month": last_with("Théo Girard")[:7]}
C["change-02"] = lambda: {"date": _gap_before("Inès Morel")[0].strftime("%Y-%m-%d")}


def _emilie_top_month():
    per = {}
    for p in {m["chat"] for m in MSG} - GROUPS:
        for k, v in monthly(lambda m, p=p: m["chat"] == p).items():
            per.setdefault(k, Counter())[p] = v
    months = sorted(per)
    tops = [k for k in months if per[k].most_common(1)[0][0] == EMILIE]
    first = tops[0]
    after = [k for k in months if k >= first]
    need(sum(k in tops for k in after) >= 0.85 * len(after), f"change-03: Émilie top in too few months after {first}")
    need(per[first]["Khadija El Amrani"] < per[first][EMILIE], "change-03")
    return first


C["change-03"] = lambda: {"month": _emilie_top_month()}
C["change-04"] = lambda: {"month": rise_month(lambda m: m["chat"] == "Khadija El Amrani", "change-04", factor=1.6)}
C["change-05"] = lambda: {"date": max(m["at"] for m in MSG if m["chat"] == "Les Lyonnais").strftime("%Y-%m-%d")}
C["change-06"] = lambda: {"month": busiest_month(lambda m: m["chat"] == "Liam O'Connor", "change-06")}
C["change-07"] = lambda: {"number": monthly(lambda m: m["chat"] == "Famille El Amrani")["2025-11"]}
C["change-08"] = lambda: {"number": total_with(THEO, lambda m: Y(m, 2024))}
C["change-09"] = lambda: {"month": rise_month(lambda m: m["chat"] == "Karim El Amrani", "change-09", stay=5, factor=2.5)}


def _drop_month(person, label):
    """Last month before the monthly count falls to under half of the prior 6 months' mean and stays there."""
    c = monthly(lambda m: m["chat"] == person)
    ms = sorted(c)
    hits = []
    for i in range(6, len(ms) - 6):
        base = sum(c[x] for x in ms[i - 6:i]) / 6
        if all(c[x] < base / 2 for x in ms[i + 1:i + 7]):
            hits.append(ms[i])
    need(bool(hits), f"{label}: no drop")
    return hits[0] if hits else None


def _salma_after_wedding():
    c = monthly(lambda m: m["chat"] == "Salma El Amrani")
    before = sum(c[f"2023-{k:02d}"] for k in range(1, 7)) / 6
    after = sum(c[x] for x in ("2023-08", "2023-09", "2023-10", "2023-11", "2023-12", "2024-01")) / 6
    need(after < before / 2, f"Salma: {before} -> {after}")
    return "2023-07-15" if msg_exists(BABA, "2023-07-15", "3ers") else "?"


C["change-10"] = lambda: {"month": _salma_after_wedding()[:7]}
C["change-11"] = lambda: {"month": busiest_month(lambda m: m["chat"] == "Théo Girard", "change-11")}


def _first_month_over(person, n):
    c = monthly(lambda m: m["chat"] == person)
    return min(k for k, v in c.items() if v >= n)


C["change-12"] = lambda: {"month": _first_month_over("Émilie Tremblay", 50)}

C["followup-01"] = lambda: {"number": sent_by(BABA, lambda m: Y(m, 2025))}
C["followup-02"] = lambda: {"number": sent_by(BABA, lambda m: Y(m, 2023))}
C["followup-03"] = lambda: {"names": [top_contact(lambda m: Y(m, 2022), "followup-03")]}
C["followup-04"] = lambda: {"place": where_on("2024-05-14")}
C["followup-05"] = lambda: {"number": len(photos_in("Paris"))}
C["followup-06"] = lambda: {"date": first_with("Liam O'Connor")}
C["followup-07"] = lambda: {"names": [KARIM], "number": me_to(KARIM, lambda m: Y(m, 2024))}
C["followup-08"] = lambda: {"number": me_to("Émilie Tremblay", lambda m: Y(m, 2024))}
C["followup-10"] = lambda: {"date": last_with("Camille Durand")}

# ---------------------------------------------------------------- compare with cases.jsonl
if "--dump" in sys.argv:
    for k in sorted(C):
        print(k, json.dumps(C[k](), ensure_ascii=False))
    for p in problems:
        print("PROBLEM", p)
    sys.exit(0)
cases = [json.loads(l) for l in open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") if l.strip()]
ids = [c["id"] for c in cases]
mism = 0
if len(set(ids)) != len(ids):
    print("MISMATCH duplicate ids"); mism += 1
byid = {c["id"]: c for c in cases}
for c in cases:
    if c.get("after") and c["after"] not in byid:
        print(f"MISMATCH {c['id']}: after {c['after']} unknown"); mism += 1
    if c.get("answerable") is False:
        continue
    if c["id"] not in C:
        print(f"MISMATCH {c['id']}: no computation"); mism += 1
        continue
    got = C[c["id"]]()
    exp = c.get("expect", {})
    for k, v in got.items():
        ev = exp.get(k)
        if isinstance(v, list):
            ok = ev is not None and sorted(ev) == sorted(v)
        else:
            ok = ev == v
        if not ok:
            print(f"MISMATCH {c['id']}: expect.{k} = {ev!r}, world says {v!r}"); mism += 1
    for k in exp:
        if k not in got:
            print(f"MISMATCH {c['id']}: expect.{k} not recomputed"); mism += 1
    pr = c.get("proof")
    if pr and not msg_exists(pr["author"], pr["date"], pr["contains"]):
        print(f"MISMATCH {c['id']}: no message by {pr['author']} on {pr['date']} containing {pr['contains']!r}"); mism += 1
    # every expected name must be a person of the world (or a name written in the chats)
    for n in exp.get("names", []) + exp.get("none", []):
        if not any(n in p["people"] for p in PH) and n not in {m["author"] for m in MSG} and not any(n in m["text"] for m in MSG):
            print(f"MISMATCH {c['id']}: name {n!r} not in the world"); mism += 1
for p in problems:
    print("MISMATCH ambiguity:", p); mism += 1
kinds = Counter(c["kind"] for c in cases)
print(f"{len(MSG)} messages in {len({m['chat'] for m in MSG})} chats, {len(PH)} photos, {len(LOC)} location records")
print(f"{len(cases)} cases: {dict(kinds)}")
print(f"{mism} mismatches")
sys.exit(1 if mism else 0)
