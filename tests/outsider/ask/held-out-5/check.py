#!/usr/bin/env python3
"""Recompute every number, date, month, year, place and name expectation (and every proof) of cases.jsonl
from the world files. Prints one line per mismatch; prints nothing else but a summary when all hold.
`python3 check.py --show` prints the recomputed values instead."""
import collections
import datetime as dt
import glob
import json
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world")
OWNER = open(os.path.join(W, "owner.txt"), encoding="utf-8").read().strip()
HEAD = re.compile(r"^(\d\d)/(\d\d)/(\d{4}), (\d\d):(\d\d) - (.*)$")

# ------------------------------------------------------------------ load the world
MSGS = []  # dicts: chat, at, author, text
for path in sorted(glob.glob(os.path.join(W, "chats", "*.txt"))):
    chat = os.path.basename(path)[len("WhatsApp Chat with "):-len(".txt")]
    cur = None
    for line in open(path, encoding="utf-8").read().splitlines():
        m = HEAD.match(line)
        if m:
            dd, mm, yy, hh, mi, rest = m.groups()
            at = dt.datetime(int(yy), int(mm), int(dd), int(hh), int(mi))
            sm = re.match(r"^([^:]+): (.*)$", rest)
            if sm and not rest.startswith("Messages and calls are end-to-end encrypted"):
                cur = {"chat": chat, "at": at, "author": sm.group(1), "text": sm.group(2)}
                MSGS.append(cur)
            else:
                cur = None  # encryption notice / system line
        elif cur is not None:
            cur["text"] += "\n" + line
PHOTOS = json.load(open(os.path.join(W, "photos.json"), encoding="utf-8"))
LOCS = json.load(open(os.path.join(W, "locations.json"), encoding="utf-8"))["locations"]

CITIES = {"Berlin": (52.52437, 13.41053), "Hamburg": (53.57532, 10.01534), "Istanbul": (41.01384, 28.94966),
          "Izmir": (38.41273, 27.13838), "Amsterdam": (52.37403, 4.88969), "Vienna": (48.20849, 16.37208),
          "Leipzig": (51.33962, 12.37129)}


def nearest(lat, lon):
    return min(CITIES, key=lambda c: math.hypot(CITIES[c][0] - lat, (CITIES[c][1] - lon) * math.cos(math.radians(lat))))


try:
    from zoneinfo import ZoneInfo
    TZ = ZoneInfo(open(os.path.join(W, "time-zone.txt")).read().strip())
except Exception:  # pragma: no cover
    TZ = None
for p in PHOTOS:
    p["at"] = dt.datetime.strptime(p["takenAt"], "%Y-%m-%d %H:%M:%S")
    p["city"] = nearest(p["lat"], p["lon"]) if "lat" in p else None
for r in LOCS:
    utc = dt.datetime.strptime(r["timestamp"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.timezone.utc)
    r["local"] = utc.astimezone(TZ).replace(tzinfo=None)
    r["city"] = nearest(r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7)

FULL = {}  # first name -> full name
for m in MSGS:
    FULL.setdefault(m["author"].split()[0], m["author"])
CHAT = {  # short handles for chats
    "family": "Kaya Ailesi 👨‍👩‍👧‍👧", "kicker": "Kreuzberg Kicker ⚽", "wedding": "Elif & Emre 💍 Düğün",
}
MOVE = dt.datetime(2024, 3, 16)


def chat_of(name):
    return CHAT.get(name, FULL.get(name, name))


def sel(author=None, chat=None, year=None, start=None, end=None, contains=None):
    out = []
    for m in MSGS:
        if author and m["author"] != FULL.get(author, author):
            continue
        if chat and m["chat"] != chat_of(chat):
            continue
        if year and m["at"].year != year:
            continue
        if start and m["at"] < start:
            continue
        if end and m["at"] >= end:
            continue
        if contains and contains.lower() not in m["text"].lower():
            continue
        out.append(m)
    return out


def n(**kw):
    return len(sel(**kw))


def one_to_one():
    groups = set(CHAT.values())
    return sorted({m["chat"] for m in MSGS} - groups)


def d(x):
    return x.strftime("%Y-%m-%d")


def first_in_chat(chat):
    return d(min(m["at"] for m in sel(chat=chat)))


def last_in_chat(chat):
    return d(max(m["at"] for m in sel(chat=chat)))


def last_by(author):
    return d(max(m["at"] for m in sel(author=author)))


def photos_in(city=None, year=None, person=None):
    return [p for p in PHOTOS if (city is None or p["city"] == city) and (year is None or p["at"].year == year)
            and (person is None or FULL[person] in p.get("people", []))]


def city_on(day):
    c = collections.Counter(r["city"] for r in LOCS if d(r["local"]) == day)
    c.update(p["city"] for p in PHOTOS if p["city"] and d(p["at"]) == day)
    top = c.most_common(2)
    assert top and (len(top) == 1 or top[0][1] > top[1][1]), (day, top)
    return top[0][0]


def top(counter, margin=1.1):
    mc = counter.most_common(2)
    if len(mc) == 1:
        return mc[0][0]
    (a, x), (b, y) = mc
    assert x >= margin * y, (a, x, b, y)
    return a


def first_name(full):
    return full.split()[0]


def per_person_1to1(year=None, start=None, end=None):
    """messages exchanged per one-to-one chat (title = person)"""
    c = collections.Counter()
    for ch in one_to_one():
        c[first_name(ch)] = n(chat=ch, year=year, start=start, end=end)
    return c


def authors(chat, year=None):
    return collections.Counter(first_name(m["author"]) for m in sel(chat=chat, year=year))


def wishers(day):
    out = set()
    for m in MSGS:
        if d(m["at"]) == day and m["author"] != OWNER and re.search(r"happy birthday|geburtstag|doğum günün|iyi ki doğdun", m["text"], re.I):
            out.add(first_name(m["author"]))
    return out


def month_of_max(chat):
    c = collections.Counter(m["at"].strftime("%Y-%m") for m in sel(chat=chat))
    return top(c, 1.3)


def drifted():
    """the one-to-one chat (active right before the move) whose monthly rate fell most after it"""
    before_m, after_m = (MOVE - dt.datetime(2021, 1, 4)).days / 30.4, (dt.datetime(2025, 12, 31) - MOVE).days / 30.4
    ratio = {}
    for ch in one_to_one():
        if n(chat=ch, start=dt.datetime(2023, 9, 1), end=MOVE) and first_in_chat(ch) < "2024":
            ratio[first_name(ch)] = (n(chat=ch, start=MOVE) / after_m) / (n(chat=ch, end=MOVE) / before_m)
    (a, x), (b, y) = sorted(ratio.items(), key=lambda kv: kv[1])[:2]
    assert x * 3 < y, ratio
    return a


def umzug_week():
    """every 'Umzug' message lies in the week of the move, so any of them proves what-03"""
    days_ = {d(m["at"]) for m in MSGS if "umzug" in m["text"].lower()}
    assert days_ and min(days_) >= "2024-03-11" and max(days_) <= "2024-03-17", days_
    first_hamburg = min(d(r["local"]) for r in LOCS if r["city"] == "Hamburg")
    assert first_hamburg == "2024-03-16", first_hamburg
    return {}


def quietest():
    t = sorted((year_total(y), y) for y in range(2021, 2026))
    assert t[0][0] * 1.05 < t[1][0], t
    return t[0][1]


def year_total(y):
    return sum(1 for m in MSGS if m["at"].year == y)


# ------------------------------------------------------------------ recomputations, by case id
C = {
    # who
    "who-01": lambda: {"names": [top(per_person_1to1(), 1.5)]},
    "who-02": lambda: {"names": sorted(first_name(a) for a in {m["author"] for m in sel(chat="family")} - {OWNER})},
    "who-03": lambda: {"names": sorted({first_name(m["author"]) for m in MSGS if "hochzeit" in m["text"].lower()} - {"Deniz"})},
    "who-04": lambda: {"names": sorted(wishers("2023-06-14") & {"Jonas", "Elif", "Murat", "Sophie"})},
    "who-05": lambda: {"names": sorted(first_name(a) for a in {m["author"] for m in sel(chat="kicker")} - {OWNER})},
    "who-06": lambda: {"names": [top(authors("family"), 1.5)]},
    "who-07": lambda: {"names": sorted({first_name(m["author"]) for m in MSGS if m["text"].startswith("location:")} - {"Deniz"})},
    "who-08": lambda: {"names": sorted({first_name(m["author"]) for m in MSGS if "umzug" in m["text"].lower() and re.search("hilf|helf", m["text"], re.I)})},
    "who-09": lambda: {"names": sorted({first_name(x) for p in photos_in("Amsterdam") for x in p.get("people", [])})},
    # when
    "when-01": lambda: {"date": first_in_chat("Finn")},
    "when-02": lambda: {"date": last_in_chat("Selin")},
    "when-03": lambda: {"year": quietest()},
    "when-04": lambda: {"date": d(sel(author="Elif", chat="wedding", contains="evleniyoruz")[0]["at"])},
    "when-05": lambda: {"date": next(day for day in sorted({d(r["local"]) for r in LOCS}) if any(r["city"] == "Hamburg" for r in LOCS if d(r["local"]) == day))},
    "when-06": lambda: {"date": last_by("Murat")},
    "when-07": lambda: {"month": min(p["at"] for p in photos_in("Amsterdam")).strftime("%Y-%m")},
    "when-08": lambda: {"date": d(sel(author="Deniz", contains="erster tag")[0]["at"])},
    "when-09": lambda: {"date": d(max(r["local"] for r in LOCS if r["city"] == "Istanbul"))},
    # how-much
    "much-01": lambda: {"number": n(author="Lena", year=2022)},
    "much-02": lambda: {"number": len(photos_in("Izmir")), "place": "Izmir"},
    "much-03": lambda: {"number": n(chat="kicker")},
    "much-04": lambda: {"number": n(author="Finn", year=2025)},
    "much-05": lambda: {"number": len(photos_in("Amsterdam"))},
    "much-06": lambda: {"number": n(author="Deniz", chat="Sophie", year=2023)},
    "much-07": lambda: {"number": n(author="Ayşe", chat="family", year=2024)},
    "much-08": lambda: {"number": n(chat="Selin")},
    "much-09": lambda: {"number": len(photos_in(person="Finn"))},
    "much-10": lambda: {"number": n(chat="wedding")},
    # compare
    "cmp-01": lambda: {"names": [top(collections.Counter({k: n(author=k, year=2022) for k in ("Lena", "Sophie")}))],
                       "number": max(n(author=k, year=2022) for k in ("Lena", "Sophie"))},
    "cmp-02": lambda: {"names": [top(collections.Counter({k: n(chat=k, year=2025) for k in ("Jonas", "Finn")}))]},
    "cmp-03": lambda: {"names": [top(collections.Counter({k: n(author=k, year=2023) for k in ("Elif", "Ayşe")}))]},
    "cmp-04": lambda: {"place": top(collections.Counter({k: len(photos_in(k)) for k in ("Istanbul", "Izmir")}))},
    "cmp-05": lambda: {"names": [top(collections.Counter({k: n(author=k, chat="kicker") for k in ("Murat", "Lukas")}))]},
    "cmp-06": lambda: {"year": top(collections.Counter({y: n(chat="Jonas", year=y) for y in (2021, 2024)}))},
    "cmp-07": lambda: {"names": [top(collections.Counter({k: n(chat=k, year=2021) for k in ("Selin", "Lena")}))]},
    "cmp-08": lambda: {"year": top(collections.Counter({y: year_total(y) for y in (2022, 2024)}), 1.2)},
    "cmp-09": lambda: {"names": [top(collections.Counter({k: n(author=k, start=MOVE) for k in ("Mia", "Finn")}))],
                       "number": max(n(author=k, start=MOVE) for k in ("Mia", "Finn"))},
    # where
    "where-01": lambda: {"place": city_on("2025-06-14")},
    "where-02": lambda: {"place": city_on("2024-12-31")},
    "where-03": lambda: {"place": top(collections.Counter(p["city"] for p in PHOTOS if d(p["at"]) == "2023-09-09"))},
    "where-04": lambda: {"place": city_on("2022-05-28")},
    "where-05": lambda: {"place": top(collections.Counter(p["city"] for p in photos_in(person="Finn")))},
    "where-06": lambda: {"place": sorted({r["city"] for r in LOCS if r["local"].strftime("%Y-%m") == "2025-10"} - {"Hamburg"})[0]},
    "where-07": lambda: {"place": top(collections.Counter(r["city"] for r in LOCS if r["local"] < MOVE), 3)},
    "where-08": lambda: {"place": city_on("2022-06-14")},
    "where-09": lambda: {"place": top(collections.Counter(p["city"] for p in photos_in(year=2021)))},
    "what-03": lambda: umzug_week(),
    # change
    "chg-01": lambda: {"month": d(sel(chat="Lena", contains="tickets", start=dt.datetime(2023, 5, 14))[0]["at"])[:7]},
    "chg-02": lambda: {"names": [drifted()]},
    "chg-03": lambda: {"number": n(chat="Murat", end=MOVE)},
    "chg-04": lambda: {"names": [top(collections.Counter({k: n(chat=k, start=MOVE) - n(chat=k, end=MOVE) for k in ("Finn", "Mia", "Jonas", "Lena", "Elif", "Ayşe")}))]},
    "chg-05": lambda: {"date": d(sel(author="Lena", contains="tut mir leid")[0]["at"])},
    "chg-06": lambda: {"names": [k for k in ("Selin", "Lena", "Murat", "Sophie") if max(m["at"] for m in sel(chat=k)) < dt.datetime(2023, 1, 1)]},
    "chg-07": lambda: {"month": d(sel(author="Sophie", contains="kaution")[0]["at"])[:7]},
    "chg-08": lambda: {"number": n(chat="Jonas", end=MOVE)},
    "chg-09": lambda: {"month": month_of_max("Lena")},
    "chg-10": lambda: {"month": next(f"{y}-{mo:02d}" for y in (2024, 2025) for mo in range(1, 13)
                                     if n(chat="Finn", start=dt.datetime(y, mo, 1), end=dt.datetime(y + mo // 12, mo % 12 + 1, 1)) >= 30)},
    "chg-11": lambda: {"names": sorted(first_name(ch) for ch in one_to_one() if first_in_chat(ch).startswith("2024"))},
    # follow-ups
    "fu-01": lambda: {"number": n(author="Lena", year=2023)},
    "fu-02": lambda: {"number": n(author="Jonas", year=2025)},
    "fu-03": lambda: {"number": len(photos_in("Istanbul"))},
    "fu-04": lambda: {"date": first_in_chat("Mia")},
    "fu-05": lambda: {"place": city_on("2024-06-14")},
    "fu-06": lambda: {"names": sorted(wishers("2024-06-14") & {"Jonas", "Elif", "Finn", "Lena"})},
    "fu-07": lambda: {"names": [top(per_person_1to1(year=2025), 1.5)]},
    "fu-08": lambda: {"names": [top(collections.Counter({k: n(chat=k, year=2023) for k in ("Jonas", "Finn")}))]},
    "fu-09": lambda: {"names": [top(authors("wedding"), 1.3)]},
    "fu-10": lambda: {},
}
NONE_CHECK = {  # `none` lists that the data must back (names that really did not do the thing)
    "who-04": lambda: "Lena" not in wishers("2023-06-14"),
    "fu-06": lambda: "Murat" not in wishers("2024-06-14"),
}


def main():
    show = "--show" in sys.argv
    cases = [json.loads(l) for l in open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") if l.strip()]
    bad = []
    ids = set()
    kinds = collections.Counter()
    for c in cases:
        cid, e = c["id"], c.get("expect", {})
        kinds[c["kind"]] += 1
        if cid in ids:
            bad.append(f"{cid}: duplicate id")
        if c.get("after") and c["after"] not in ids:
            bad.append(f"{cid}: after {c['after']} which is not an earlier case")
        ids.add(cid)
        if c["kind"] not in {"who", "when", "how-much", "compare", "where", "what", "change", "follow-up", "cannot"}:
            bad.append(f"{cid}: bad kind")
        if c.get("answerable", True) is False:
            continue
        if cid in C:
            try:
                got = C[cid]()
            except AssertionError as ex:
                bad.append(f"{cid}: expectation not clear-cut: {ex}")
                continue
            if show:
                print(cid, got)
            for k, v in got.items():
                want = e.get(k)
                if k == "names":
                    ok = want is not None and sorted(want) == sorted(v)
                else:
                    ok = want == v
                if not ok:
                    bad.append(f"{cid}: {k} expected {want!r}, data says {v!r}")
        for k in ("number", "date", "month", "year", "place"):
            if k in e and (cid not in C or k not in C[cid]()):
                bad.append(f"{cid}: {k} not recomputed")
        if cid in NONE_CHECK and not NONE_CHECK[cid]():
            bad.append(f"{cid}: none list contradicted by the data")
        pr = c.get("proof")
        if pr:
            hits = [m for m in MSGS
                    if ("author" not in pr or first_name(m["author"]) == pr["author"].split()[0])
                    and ("date" not in pr or d(m["at"]) == pr["date"])
                    and ("contains" not in pr or pr["contains"].lower() in m["text"].lower())]
            if not hits:
                bad.append(f"{cid}: proof {pr} matches no message")
            elif show:
                print(cid, "proof ->", [(h["author"], d(h["at"]), h["text"][:60]) for h in hits[:3]])
        for nm in e.get("names", []):
            if not any(nm in m["author"] or nm in m["chat"] for m in MSGS):
                bad.append(f"{cid}: name {nm} is nowhere in the chats")
    for b in bad:
        print("MISMATCH", b)
    print(f"{len(cases)} cases, {len(bad)} mismatches; kinds: {dict(sorted(kinds.items()))}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
