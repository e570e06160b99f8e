#!/usr/bin/env python3
"""Recompute every number/date/month/year/place/names of cases.jsonl from world/ and
check every proof. Prints one line per mismatch; prints nothing else but a summary."""
import json
import math
import os
import re
import sys
from collections import Counter
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world")
OWNER = open(os.path.join(W, "owner.txt"), encoding="utf-8").read().strip()
TZ = ZoneInfo(open(os.path.join(W, "time-zone.txt")).read().strip())
HEAD = re.compile(r"^(\d\d)/(\d\d)/(\d{4}), (\d\d):(\d\d) - (.*)$")
SENDER = re.compile(r"^([^:]+): (.*)$")

# ------------------------------------------------------------------ parse
MSGS = []      # dict(chat, author, at, text)
SYSTEM = []    # dict(chat, at, text)
CHATS = []
for fn in sorted(os.listdir(os.path.join(W, "chats"))):
    chat = fn[len("WhatsApp Chat with "):-len(".txt")]
    CHATS.append(chat)
    cur = None
    for i, line in enumerate(open(os.path.join(W, "chats", fn), encoding="utf-8").read().splitlines()):
        m = HEAD.match(line)
        if m:
            dd, mm, yy, hh, mi, rest = m.groups()
            at = datetime(int(yy), int(mm), int(dd), int(hh), int(mi))
            s = SENDER.match(rest)
            if i == 0:
                cur = None
                continue
            if s:
                cur = {"chat": chat, "author": s.group(1), "at": at, "text": s.group(2)}
                MSGS.append(cur)
            else:
                SYSTEM.append({"chat": chat, "at": at, "text": rest})
                cur = None
        elif cur is not None:
            cur["text"] += "\n" + line

MEMBERS = {c: sorted({m["author"] for m in MSGS if m["chat"] == c}) for c in CHATS}
ONE2ONE = [c for c in CHATS if len(MEMBERS[c]) == 2 and c in MEMBERS[c]]
GROUPS = [c for c in CHATS if c not in ONE2ONE]
PHOTOS = json.load(open(os.path.join(W, "photos.json"), encoding="utf-8"))
LOCS = json.load(open(os.path.join(W, "locations.json")))["locations"]

REAL = {  # real cities (nearest-city naming), incl. neighbours as distractors
    "Leipzig": (51.3397, 12.3731), "Halle": (51.4828, 11.9697), "Hamburg": (53.5511, 9.9937),
    "Lisbon": (38.7223, -9.1393), "Florence": (43.7696, 11.2558), "Prato": (43.8777, 11.1022),
    "London": (51.5072, -0.1276), "Copenhagen": (55.6761, 12.5683), "Malmö": (55.6050, 13.0038),
    "Dresden": (51.0504, 13.7373), "Berlin": (52.5200, 13.4050),
}


def city(lat, lon):
    def d(c):
        la, lo = REAL[c]
        return math.hypot(la - lat, (lo - lon) * math.cos(math.radians(lat)))
    return min(REAL, key=d)


for p in PHOTOS:
    p["city"] = city(p["lat"], p["lon"]) if "lat" in p else None
    p["at"] = datetime.strptime(p["takenAt"], "%Y-%m-%d %H:%M:%S")
for l in LOCS:
    u = datetime.strptime(l["timestamp"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=ZoneInfo("UTC"))
    l["at"] = u.astimezone(TZ).replace(tzinfo=None)
    l["city"] = city(l["latitudeE7"] / 1e7, l["longitudeE7"] / 1e7)


# ------------------------------------------------------------------ query helpers
def sel(author=None, chat=None, year=None, start=None, end=None, contains=None, day=None):
    out = []
    for m in MSGS:
        if author and m["author"] != author:
            continue
        if chat and m["chat"] != chat:
            continue
        if year and m["at"].year != year:
            continue
        if start and m["at"].date() < start:
            continue
        if end and m["at"].date() > end:
            continue
        if day and m["at"].date() != day:
            continue
        if contains and contains.lower() not in m["text"].lower():
            continue
        out.append(m)
    return out


def n(**kw):
    return len(sel(**kw))


def first(**kw):
    return min(m["at"] for m in sel(**kw)).date().isoformat()


def last(**kw):
    return max(m["at"] for m in sel(**kw)).date().isoformat()


def winner(d):
    """key with the strictly largest value (asserts a unique winner)."""
    best = sorted(d.items(), key=lambda kv: -kv[1])
    assert best[0][1] != best[1][1], ("tie", best[:2])
    return best[0]


def loser(d):
    best = sorted(d.items(), key=lambda kv: kv[1])
    assert best[0][1] != best[1][1], ("tie", best[:2])
    return best[0]


def photos_in(c):
    return len([p for p in PHOTOS if p["city"] == c])


def photos_with(person):
    return len([p for p in PHOTOS if person in p.get("people", [])])


def city_on(d):
    """city of the owner on local date d, from locations and photos (must agree)."""
    cs = Counter(l["city"] for l in LOCS if l["at"].date() == d)
    cs.update(p["city"] for p in PHOTOS if p["at"].date() == d and p["city"])
    return winner(cs)[0] if len(cs) > 1 else next(iter(cs))


def birthday_wishers(y):
    return sorted({m["author"] for m in sel(day=date(y, 8, 14)) if m["author"] != OWNER
                   and ("birthday" in m["text"].lower() or "geburtstag" in m["text"].lower()
                        or "compleanno" in m["text"].lower() or "bday" in m["text"].lower())})


def chat_with(person, year=None):
    return n(chat=person, year=year)


def first_name(full):
    return full.split()[0]


D = date
Y = lambda y: {"year": y}
S = {
    # who
    "who-most": lambda: {"names": [winner({c: n(chat=c) for c in ONE2ONE})[0]]},
    "who-family": lambda: {"names": sorted(a for a in MEMBERS["Familie Brandt"] if a != OWNER)},
    "who-wedding": lambda: {"names": sorted({m["author"] for m in sel(contains="wedding") if m["author"] != OWNER})},
    "who-bday-2025": lambda: {"names": birthday_wishers(2025)},
    "who-uni-top": lambda: {"names": [winner({a: n(chat="Uni Crew 🎓", author=a) for a in MEMBERS["Uni Crew 🎓"] if a != OWNER})[0]]},
    "who-lisbon": lambda: {"names": sorted({x for p in PHOTOS if p["city"] == "Lisbon" for x in p.get("people", [])})},
    "who-london": lambda: {"names": sorted({x for p in PHOTOS if p["city"] == "London" for x in p.get("people", [])})},
    "who-photos": lambda: {"names": [winner(Counter(x for p in PHOTOS for x in p.get("people", [])))[0]]},
    "who-new-hamburg": lambda: {"names": [c for c in ONE2ONE if first(chat=c) > "2024-03-16"]},
    "who-move-day-photo": lambda: {"names": sorted({x for p in PHOTOS if p["at"].date() == D(2024, 3, 16) for x in p.get("people", [])})},
    "who-kai-group": lambda: {"names": sorted(a for a in MEMBERS["Kletterhalle Crew"] if a != OWNER)},
    # when
    "when-first-priya": lambda: {"date": first(chat="Priyanka Nair")},
    "when-stop-tobias": lambda: {"date": last(chat="Tobias Krüger")},
    "when-quietest-year": lambda: {"year": loser(Counter(m["at"].year for m in MSGS if 2022 <= m["at"].year <= 2025))[0]},
    "when-move": lambda: {"date": min(p["at"] for p in PHOTOS if p["city"] == "Hamburg").date().isoformat()},
    "when-wedding": lambda: {"date": "2025-06-14"},
    "when-makeup-lena": lambda: {"date": first(chat="Lena Hoffmann", start=D(2024, 10, 13))},
    "when-tobias-left": lambda: {"date": [s for s in SYSTEM if s["text"] == "Tobias Krüger left"][0]["at"].date().isoformat()},
    "when-aylin-start": lambda: {"date": first(chat="Aylin Demir")},
    "when-busiest-month": lambda: {"month": winner(Counter(m["at"].strftime("%Y-%m") for m in MSGS))[0]},
    "when-lisbon": lambda: {"month": min(p["at"] for p in PHOTOS if p["city"] == "Lisbon").strftime("%Y-%m")},
    "when-london": lambda: {"date": min(l["at"] for l in LOCS if l["city"] == "London").date().isoformat()},
    "when-sophie-first-bday": lambda: {"date": min(m["at"] for m in sel(author="Sophie Lange", contains="birthday")).date().isoformat()},
    "when-kletter-created": lambda: {"date": [s for s in SYSTEM if s["chat"] == "Kletterhalle Crew" and "created" in s["text"]][0]["at"].date().isoformat()},
    # how much
    "hm-jonas-2025": lambda: {"number": n(author="Jonas Weber", year=2025)},
    "hm-photos-lisbon": lambda: {"number": photos_in("Lisbon")},
    "hm-family-2023": lambda: {"number": n(chat="Familie Brandt", year=2023)},
    "hm-me-2024": lambda: {"number": n(author=OWNER, year=2024)},
    "hm-bday-2023": lambda: {"number": len(birthday_wishers(2023))},
    "hm-sophie-chat": lambda: {"number": n(chat="Sophie Lange")},
    "hm-photos-mama": lambda: {"number": photos_with("Mama")},
    "hm-tobias-chat": lambda: {"number": n(chat="Tobias Krüger")},
    "hm-jonas-media": lambda: {"number": n(chat="Jonas Weber", author="Jonas Weber", contains="<Media omitted>")},
    "hm-kai": lambda: {"number": n(author="Kai Petersen")},
    "hm-photos-cph": lambda: {"number": photos_in("Copenhagen")},
    "hm-mama-mar24": lambda: {"number": n(author="Mama", start=D(2024, 3, 1), end=D(2024, 3, 31))},
    "hm-sophie-summer25": lambda: {"number": n(author="Sophie Lange", start=D(2025, 6, 1), end=D(2025, 8, 31))},
    "hm-this-year": lambda: {"number": n(year=2026)},
    "hm-priya-photos": lambda: {"number": photos_with("Priyanka Nair")},
    # compare
    "cmp-sophie-jonas-2025": lambda: dict(zip(("names", "number"), (lambda w: ([w[0]], w[1]))(winner({p: chat_with(p, 2025) for p in ("Sophie Lange", "Jonas Weber")})))),
    "cmp-mama-papa": lambda: dict(zip(("names", "number"), (lambda w: ([w[0]], w[1]))(winner({p: n(chat="Familie Brandt", author=p) for p in ("Mama", "Papa")})))),
    "cmp-lisbon-florence": lambda: dict(zip(("place", "number"), winner({c: photos_in(c) for c in ("Lisbon", "Florence")}))),
    "cmp-lena-priya": lambda: dict(zip(("names", "number"), (lambda w: ([w[0]], w[1]))(winner({p: n(author=p) for p in ("Lena Hoffmann", "Priyanka Nair")})))),
    "cmp-jonas-22-23": lambda: dict(zip(("year", "number"), winner({y: chat_with("Jonas Weber", y) for y in (2022, 2023)}))),
    "cmp-aylin-felix-2023": lambda: dict(zip(("names", "number"), (lambda w: ([w[0]], w[1]))(winner({p: n(author=p, year=2023) for p in ("Aylin Demir", "Felix Brandt")})))),
    "cmp-kai-sophie": lambda: dict(zip(("names", "number"), (lambda w: ([w[0]], w[1]))(winner({p: n(chat="Kletterhalle Crew", author=p) for p in ("Kai Petersen", "Sophie Lange")})))),
    "cmp-mama-before-after": lambda: dict(zip(("names", "number"), (lambda w: (["Mama"], w[1]))(winner({"before": n(chat="Mama", start=D(2023, 3, 16), end=D(2024, 3, 15)), "after": n(chat="Mama", start=D(2024, 3, 16), end=D(2025, 3, 15))})))),
    # where
    "where-bday-2025": lambda: {"place": city_on(D(2025, 8, 14))},
    "where-bday-2024": lambda: {"place": city_on(D(2024, 8, 14))},
    "where-xmas-2023": lambda: {"place": city_on(D(2023, 12, 24))},
    "where-meet-jonas": lambda: {"place": winner(Counter(p["city"] for p in PHOTOS if "Jonas Weber" in p.get("people", [])))[0]},
    "where-june-2025": lambda: {"place": city_on(D(2025, 6, 13))},
    "where-before-hamburg": lambda: {"place": city_on(D(2024, 3, 10)) if any(l["at"].date() == D(2024, 3, 10) for l in LOCS) else city_on(D(2024, 3, 15))},
    "where-9-oct-2022": lambda: {"place": city_on(D(2022, 10, 9))},
    "where-kai-photo": lambda: {"place": [p["city"] for p in PHOTOS if p["at"].strftime("%Y-%m") == "2025-04" and "Kai Petersen" in p.get("people", [])][0]},
    "where-most-photos": lambda: {"place": winner(Counter(p["city"] for p in PHOTOS if p["city"]))[0]},
    "where-20-may-2023": lambda: {"place": city_on(D(2023, 5, 20))},
    "where-travel-2025": lambda: {"place": "Florence", "names": ["Copenhagen"]},
    # what
    "what-mama-flat": lambda: {"names": ["Mama"]},
    "what-boxes": lambda: {"number": 43},
    "what-wedding-date": lambda: {"date": "2025-06-14"},
    "what-bday-plans": lambda: {"place": "Copenhagen"},
    # change
    "chg-tense-lena": lambda: {"month": (lambda ms: ms[0])([m["at"].strftime("%Y-%m") for m in sel(chat="Lena Hoffmann", contains="paid")])},
    "chg-lena-silence": lambda: {"date": last(chat="Lena Hoffmann", end=D(2025, 5, 2))},
    "chg-lena-makeup": lambda: {"date": first(chat="Lena Hoffmann", start=D(2024, 10, 13))},
    "chg-stopped": lambda: {"names": [c for c in ONE2ONE if last(chat=c) < "2025-11-27" and c != "Familie Brandt"]},
    "chg-tobias-wrong": lambda: {"month": "2023-06"},
    "chg-jonas-move": lambda: {"names": ["Jonas"]},
    "chg-aylin-after": lambda: {"number": n(chat="Aylin Demir", start=D(2024, 3, 17))},
    # follow-ups
    "fu-mama-2025": lambda: {"number": n(author="Mama", year=2025)},
    "fu-mama-2022": lambda: {"number": n(author="Mama", year=2022)},
    "fu-florence": lambda: {"number": photos_in("Florence")},
    "fu-bday-before": lambda: {"place": city_on(D(2024, 8, 14))},
    "fu-first-sophie": lambda: {"date": first(chat="Sophie Lange")},
    "fu-family-2024": lambda: {"number": n(chat="Familie Brandt", year=2024)},
    "fu-cmp-2024": lambda: dict(zip(("names", "number"), (lambda w: ([w[0]], w[1]))(winner({p: chat_with(p, 2024) for p in ("Sophie Lange", "Jonas Weber")})))),
    "fu-sophie": lambda: {"number": n(author="Sophie Lange")},
    "fu-lena-2023": lambda: {"number": n(author="Lena Hoffmann", year=2023)},
    "fu-florence-who": lambda: {"names": sorted({x for p in PHOTOS if p["city"] == "Florence" for x in p.get("people", [])})},
}

if __name__ == "__main__":
    cases = [json.loads(l) for l in open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") if l.strip()]
    bad = 0

    def err(cid, msg):
        global bad
        bad += 1
        print(f"MISMATCH {cid}: {msg}")

    seen = set()
    kinds = Counter()
    for c in cases:
        cid = c["id"]
        kinds[c["kind"]] += 1
        if cid in seen:
            err(cid, "duplicate id")
        seen.add(cid)
        if c["kind"] not in {"who", "when", "how-much", "compare", "where", "what", "change", "follow-up", "cannot"}:
            err(cid, "bad kind")
        if c.get("after") and c["after"] not in seen:
            err(cid, "after refers to a later/unknown id")
        e = c["expect"]
        if c.get("answerable", True) is False:
            if set(e) - {"none"}:
                err(cid, "unanswerable case with checked fields")
            continue
        calc = S[cid]() if cid in S else {}
        for k in ("number", "date", "month", "year", "place"):
            if k == "place" and k in e and str(e[k]).lower() in c["question"].lower():
                continue  # the place is named in the question itself
            if k in e and k not in calc:
                err(cid, f"{k} not recomputed")
        for k, v in calc.items():
            if k == "names":
                want = [first_name(x) if x != "Mama" and x != "Papa" else x for x in v]
                got = e.get("names", [])
                if sorted(got) != sorted(want):
                    err(cid, f"names {got} != computed {want}")
            elif e.get(k) != v:
                err(cid, f"{k} {e.get(k)!r} != computed {v!r}")
        for nm in e.get("none", []):
            if nm in e.get("names", []):
                err(cid, f"{nm} both in names and none")
        pr = c.get("proof")
        if pr:
            ok = [m for m in MSGS
                  if ("author" not in pr or m["author"] == pr["author"])
                  and ("date" not in pr or m["at"].date().isoformat() == pr["date"])
                  and ("contains" not in pr or pr["contains"].lower() in m["text"].lower())]
            if not ok:
                err(cid, f"no message matches proof {pr}")
    tot = len(MSGS) + len(PHOTOS) + len(LOCS)
    print(f"{len(cases)} cases {dict(sorted(kinds.items()))}; world: {len(MSGS)} messages, {len(PHOTOS)} photos, "
          f"{len(LOCS)} locations (total {tot}), {len(CHATS)} chats ({len(GROUPS)} groups), "
          f"{len({m['author'] for m in MSGS}) - 1} people, photo cities {sorted({p['city'] for p in PHOTOS if p['city']})}; "
          f"{bad} mismatches")
    sys.exit(1 if bad else 0)
