"""Reads the world files back (independently of make_world.py) for check.py."""
import datetime as dt
import json
import math
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world")
HEAD = re.compile(r"^(\d\d)/(\d\d)/(\d{4}), (\d\d):(\d\d) - (.*)$")

OWNER = open(os.path.join(W, "owner.txt"), encoding="utf-8").read().strip()
TODAY = dt.date(2026, 11, 27)
MOVE = dt.date(2023, 9, 16)


def load_messages():
    msgs = []  # dicts: chat, at (local datetime), author, text
    cdir = os.path.join(W, "chats")
    for fn in sorted(os.listdir(cdir)):
        chat = fn[len("WhatsApp Chat with "):-len(".txt")]
        cur = None
        for line in open(os.path.join(cdir, fn), encoding="utf-8").read().split("\n"):
            m = HEAD.match(line)
            if m:
                d, mo, y, hh, mi, rest = m.groups()
                when = dt.datetime(int(y), int(mo), int(d), int(hh), int(mi))
                if ": " in rest:
                    author, text = rest.split(": ", 1)
                    cur = {"chat": chat, "at": when, "author": author, "text": text}
                    msgs.append(cur)
                else:
                    cur = None  # encryption notice / system line
            elif line and cur is not None:
                cur["text"] += "\n" + line
    return msgs


MSGS = load_messages()
CHATS = sorted({m["chat"] for m in MSGS})
PHOTOS = json.load(open(os.path.join(W, "photos.json"), encoding="utf-8"))
LOCS = json.load(open(os.path.join(W, "locations.json")))["locations"]

CITIES = {
    "Porto": (41.14961, -8.61099), "Lisbon": (38.71667, -9.13333), "Braga": (41.55032, -8.42005),
    "Madrid": (40.4165, -3.70256), "London": (51.50853, -0.12574), "Rome": (41.89193, 12.51133),
    "Barcelona": (41.38879, 2.15899),
}


def city_of(lat, lon):
    best = None
    for name, (a, b) in CITIES.items():
        dd = math.hypot(lat - a, (lon - b) * math.cos(math.radians(lat)))
        if best is None or dd < best[0]:
            best = (dd, name)
    assert best[0] < 0.05, (lat, lon)
    return best[1]


def photo_city(p):
    return city_of(p["lat"], p["lon"]) if "lat" in p else None


def photo_date(p):
    return dt.date.fromisoformat(p["takenAt"][:10])


def loc_local_date(rec):
    from zoneinfo import ZoneInfo
    t = dt.datetime.strptime(rec["timestamp"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.timezone.utc)
    return t.astimezone(ZoneInfo(open(os.path.join(W, "time-zone.txt")).read().strip())).date()


def where_on(day):
    """Cities of photos and location records on a local date."""
    cs = [photo_city(p) for p in PHOTOS if photo_date(p) == day and "lat" in p]
    cs += [city_of(r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7) for r in LOCS if loc_local_date(r) == day]
    return sorted(set(cs))


def q(chat=None, author=None, year=None, start=None, end=None, contains=None, not_author=None):
    out = []
    for m in MSGS:
        if chat and m["chat"] != chat:
            continue
        if author and m["author"] != author:
            continue
        if not_author and m["author"] == not_author:
            continue
        if year and m["at"].year != year:
            continue
        if start and m["at"].date() < start:
            continue
        if end and m["at"].date() > end:
            continue
        if contains and contains.lower() not in m["text"].lower():
            continue
        out.append(m)
    return out


def count(**kw):
    return len(q(**kw))


def first(**kw):
    return min(q(**kw), key=lambda m: m["at"])


def last(**kw):
    return max(q(**kw), key=lambda m: m["at"])


def proof_ok(proof):
    for m in MSGS:
        if "author" in proof and m["author"] != proof["author"]:
            continue
        if "date" in proof and m["at"].date().isoformat() != proof["date"]:
            continue
        if "contains" in proof and proof["contains"].lower() not in m["text"].lower():
            continue
        return True
    return False


def ranking(msgs, key):
    c = {}
    for m in msgs:
        c[key(m)] = c.get(key(m), 0) + 1
    return sorted(c.items(), key=lambda kv: -kv[1])


BDAY_WORDS = ("parab", "happy birthday", "happy belated")


def wishers(day):
    return sorted({m["author"] for m in MSGS if m["at"].date() == day and m["author"] != OWNER
                   and any(w in m["text"].lower() for w in BDAY_WORDS)})
