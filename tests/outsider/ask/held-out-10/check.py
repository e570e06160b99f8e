#!/usr/bin/env python3
"""Recomputes from world/ every fact that cases.jsonl expects and prints MISMATCH lines.

Reads only world/ (never make_world.py's variables). Conventions (see README):
- a "message" is a Telegram entry with "type": "message" (service entries are not messages);
- a person is a from_id; their name is the display name they carry in their personal chat;
- local dates are the "date" field (wall clock in Europe/Warsaw);
- a photo/location point belongs to the nearest city centre within 20 km.
Run: python3 check.py  (after python3 make_world.py)
"""
import glob
import json
import math
import os
import sys
import unicodedata
from collections import Counter, defaultdict
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world")
TZ = ZoneInfo(open(os.path.join(W, "time-zone.txt")).read().strip())
OWNER = open(os.path.join(W, "owner.txt"), encoding="utf-8").read().strip()

CHATS = []
for fn in sorted(glob.glob(os.path.join(W, "chats", "*.json"))):
    with open(fn, encoding="utf-8") as f:
        CHATS.append(json.load(f))


def text_of(m):
    t = m.get("text", "")
    if isinstance(t, list):
        return "".join(x if isinstance(x, str) else x.get("text", "") for x in t)
    return t


MSGS = []  # (chat, msg)
for c in CHATS:
    last = -1
    for m in c["messages"]:
        assert m["id"] > last, ("ids must increase", c["name"])
        last = m["id"]
        assert datetime.fromtimestamp(int(m["date_unixtime"]), TZ).strftime("%Y-%m-%dT%H:%M:%S") == m["date"], m
        MSGS.append((c, m))
MESSAGES = [(c, m) for c, m in MSGS if m["type"] == "message"]
SERVICE = [(c, m) for c, m in MSGS if m["type"] == "service"]

# people: from_id -> name in their personal chat
NAME = {}
for c in CHATS:
    if c["type"] == "personal_chat":
        for m in c["messages"]:
            if m["type"] == "message" and m["from"] == c["name"]:
                NAME[m["from_id"]] = c["name"]
OWNER_ID = next(m["from_id"] for c, m in MESSAGES if m["from"] == OWNER)
NAME[OWNER_ID] = OWNER
for c, m in MESSAGES:  # group-only people keep their group display name
    NAME.setdefault(m["from_id"], m["from"])
ID = {v: k for k, v in NAME.items()}
ID_OF_DISPLAY = {}
for c, m in MSGS:
    if m["type"] == "message":
        ID_OF_DISPLAY[m["from"]] = m["from_id"]
    else:
        ID_OF_DISPLAY.setdefault(m["actor"], m["actor_id"])


def chat(name):
    return next(c for c in CHATS if c["name"] == name)


def personal(person):
    return chat(person)


def ldate(m):
    return m["date"][:10]


def count(chat_=None, author=None, year=None, pred=None, month=None):
    n = 0
    for c, m in MESSAGES:
        if chat_ is not None and c is not chat_:
            continue
        if author is not None and m["from_id"] != ID[author]:
            continue
        if year is not None and not m["date"].startswith(str(year)):
            continue
        if month is not None and not m["date"].startswith(month):
            continue
        if pred is not None and not pred(m):
            continue
        n += 1
    return n


def fold(s):
    return "".join(ch for ch in unicodedata.normalize("NFD", s.lower()) if unicodedata.category(ch) != "Mn").replace("ł", "l")


def find(author=None, date=None, contains=None, chat_=None):
    out = []
    for c, m in MESSAGES:
        if author and m["from_id"] != ID[author]:
            continue
        if date and ldate(m) != date:
            continue
        if chat_ is not None and c is not chat_:
            continue
        if contains and fold(contains) not in fold(text_of(m)):
            continue
        out.append((c, m))
    return out


CITY = {
    "Gdańsk": (54.3520, 18.6466), "Sopot": (54.4418, 18.5601), "Kraków": (50.0614, 19.9366),
    "Zakopane": (49.2992, 19.9496), "Warsaw": (52.2297, 21.0122), "Amsterdam": (52.3676, 4.9041),
    "Utrecht": (52.0907, 5.1214), "Lisbon": (38.7223, -9.1393),
}


def km(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(h))


def city_of(lat, lon):
    best = min(CITY, key=lambda k: km((lat, lon), CITY[k]))
    return best if km((lat, lon), CITY[best]) < 20 else None


PHOTOS = json.load(open(os.path.join(W, "photos.json"), encoding="utf-8"))
for p in PHOTOS:
    p["city"] = city_of(p["lat"], p["lon"]) if "lat" in p else None
LOCS = json.load(open(os.path.join(W, "locations.json")))["locations"]
LOC_BY_DAY = defaultdict(Counter)
for r in LOCS:
    t = datetime.strptime(r["timestamp"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc).astimezone(TZ)
    LOC_BY_DAY[t.strftime("%Y-%m-%d")][city_of(r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7)] += 1


def where_on(day):
    """City of the day from location history and photos; asserts they agree."""
    cs = Counter(LOC_BY_DAY.get(day, {}))
    for p in PHOTOS:
        if p["takenAt"].startswith(day) and p["city"]:
            cs[p["city"]] += 1
    assert len(cs) == 1, (day, cs)
    return next(iter(cs))


def photos_in(city, year=None):
    return sum(1 for p in PHOTOS if p["city"] == city and (year is None or p["takenAt"].startswith(str(year))))


PROBLEMS = []
_files = [p["file"] for p in PHOTOS]
assert len(_files) == len(set(_files)), "photo file names must be unique"
for c, m in MSGS:
    keys = {"id", "type", "date", "date_unixtime", "text", "text_entities"} | ({"from", "from_id"} if m["type"] == "message" else {"actor", "actor_id", "action"})
    assert keys <= set(m), (c["name"], m)


def need(cond, msg):
    if not cond:
        PROBLEMS.append(msg)


def top(counter, margin=1.15):
    (a, x), (b, y) = counter.most_common(2)
    need(x >= y * margin, "top not clear: %s %d vs %s %d" % (a, x, b, y))
    return a


def personal_chats():
    return [c for c in CHATS if c["type"] == "personal_chat"]


def top_person(year=None, since=None):
    """Most-texted person under three readings; asserts they agree."""
    def in_period(m):
        return (year is None or m["date"].startswith(str(year))) and (since is None or m["date"] >= since)
    total, mine, theirs = Counter(), Counter(), Counter()
    for c in personal_chats():
        for m in c["messages"]:
            if m["type"] != "message" or not in_period(m):
                continue
            total[c["name"]] += 1
            if m["from_id"] == OWNER_ID:
                mine[c["name"]] += 1
    for c, m in MESSAGES:
        if m["from_id"] != OWNER_ID and in_period(m):
            theirs[NAME[m["from_id"]]] += 1
    a, b, d = top(total), top(mine), top(theirs)
    need(a == b == d, "top person readings disagree: %s %s %s" % (a, b, d))
    return a


def first_last(c, pred=lambda m: True):
    ms = [m for m in c["messages"] if m["type"] == "message" and pred(m)]
    return ldate(ms[0]), ldate(ms[-1])


def services(c, action):
    return [m for m in c["messages"] if m["type"] == "service" and m["action"] == action]


FAMILY = next(c for c in CHATS if any(s.get("title") == "Rodzina Kowalskich" for s in services(c, "create_group")))
UNI = next(c for c in CHATS if any(s.get("title") == "Magisterka UJ 2023" for s in services(c, "create_group")))
FLAT = next(c for c in CHATS if any(s.get("title") == "Keizersgracht 112" for s in services(c, "create_group")))

MAMA, TATA, SIS, BRO, AUNT = "Ewa Kowalska", "Andrzej Kowalski", "Magda Kowalska", "Piotr Kowalski", "Krystyna Zielińska"
KASIA, TOMEK, SANNE, MICHAL = "Katarzyna Nowak", "Tomasz Wiśniewski", "Sanne de Vries", "Michał Zając"
# kin words as the chats show them: the owner calls Ewa "Mamo", Magda calls herself/owner "siora"/"siostra"
need(find(author=OWNER, contains="Mamo", chat_=chat(MAMA)), "kin: Mamo in Ewa's chat")
need(find(author=SIS, contains="siora") or find(author=SIS, contains="siostra"), "kin: siostra from Magda")
need(find(author=AUNT, contains="Ciocia"), "kin: ciocia")
need(find(author=OWNER, contains="Tato", chat_=chat(TATA)), "kin: Tato in Andrzej's chat")
need(find(author=OWNER, contains="braciszku", chat_=chat(BRO)), "kin: braciszku in Piotr's chat")
need(find(author="Stanisław Kowalski", contains="Wujek"), "kin: wujek")


def quiet_gap(c):
    """Longest silence (days) in a chat: (last date before, first date after)."""
    ds = sorted({ldate(m) for m in c["messages"] if m["type"] == "message"})
    best = max(zip(ds, ds[1:]), key=lambda ab: (datetime.fromisoformat(ab[1]) - datetime.fromisoformat(ab[0])).days)
    return best


def busiest_month(c=None):
    cnt = Counter(m["date"][:7] for cc, m in MESSAGES if c is None or cc is c)
    return top(cnt, 1.1)


# ------------------------------------------------------------ facts per case
F = {}
# who
F["who-1"] = {"names": [top_person(2023)]}
ren = [s for s in services(FAMILY, "edit_group_title") if s["date"].startswith("2023-12")]
need(len(ren) == 1, "one rename Dec 2023")
F["who-2"] = {"names": [NAME[ren[0]["actor_id"]]]}
left = [s for s in services(UNI, "remove_members") if s["members"] == [s["actor"]]]
need(len(left) == 1, "one leaver in uni group")
F["who-3"] = {"names": [NAME[left[0]["actor_id"]]]}
added = [s for s in services(FAMILY, "invite_members") if s["date"] > "2024-06-15"]
need(len(added) == 1 and len(added[0]["members"]) == 1, "one added after wedding")
F["who-4"] = {"names": [NAME[ID_OF_DISPLAY[added[0]["members"][0]]]]}
bd = sorted((m["date"], m["from_id"]) for c, m in MESSAGES if m["date"].startswith("2026-03-14") and m["from_id"] != OWNER_ID)
need(any(w in fold(text_of(m)) for c, m in MESSAGES if m["date"] == bd[0][0] for w in ["birthday", "sto lat", "najlepszego"]), "first 2026-03-14 msg is a wish")
F["who-5"] = {"names": [NAME[bd[0][1]]]}
members = set(services(FLAT, "create_group")[0]["members"]) | {NAME[services(FLAT, "create_group")[0]["actor_id"]]}
for s in SERVICE:
    if s[0] is FLAT and s[1]["action"] == "invite_members":
        members |= set(s[1]["members"])
    if s[0] is FLAT and s[1]["action"] == "remove_members":
        members -= set(s[1]["members"])
    gone = set(x for s in services(FLAT, "remove_members") for x in s["members"])
need(gone == {"Lukas Becker"}, "Lukas left the flat group")
F["who-6"] = {"names": sorted(members - {OWNER})}
wish = sorted({NAME[m["from_id"]] for c, m in find(date="2024-08-11", contains="imienin")})
F["who-7"] = {"names": wish, "none": [KASIA]}
# when
F["when-1"] = {"date": first_last(chat(SANNE))[0]}
need(find(author=OWNER, date=F["when-1"]["date"], chat_=chat(SANNE)) and chat(SANNE)["messages"][0]["from_id"] == OWNER_ID, "owner wrote first to Sanne")
eng = find(author=SIS, contains="Zaręczyliśmy")
need(len(eng) == 1, "one engagement message")
F["when-2"] = {"date": ldate(eng[0][1]), "proof": {"author": SIS, "date": ldate(eng[0][1]), "contains": "Zaręczyliśmy"}}
ob = find(author=OWNER, contains="Obroniłam")
need(len(ob) == 1, "one obrona message")
F["when-3"] = {"date": ldate(ob[0][1]), "proof": {"author": OWNER, "date": ldate(ob[0][1]), "contains": "Obroniłam"}}
unc = [s for s in services(FAMILY, "invite_members") if s["members"] == ["Stanisław Kowalski"]]
need(len(unc) == 1 and find(author="Stanisław Kowalski", contains="Wujek", date=ldate(unc[0])), "uncle added, introduces himself as wujek")
F["when-4"] = {"date": ldate(unc[0])}
F["when-5"] = {"date": first_last(chat(TOMEK))[1]}
need(not [m for c, m in MESSAGES if m["from_id"] == ID[TOMEK] and ldate(m) > F["when-5"]["date"]], "Tomek silent after")
F["when-6"] = {"month": busiest_month()}
mv = find(author=OWNER, contains="Amsterdamie", date="2025-02-01")
need(len(mv) == 1 and where_on("2025-01-31") == "Warsaw" and where_on("2025-02-01") == "Amsterdam", "move day")
F["when-7"] = {"date": "2025-02-01", "proof": {"author": OWNER, "date": "2025-02-01", "contains": "Amsterdamie"}}
# how much
F["much-1"] = {"number": count(author=TOMEK, year=2022)}
F["much-2"] = {"number": photos_in("Lisbon")}
F["much-3"] = {"number": count(chat_=chat(TATA), year=2023)}
F["much-4"] = {"number": photos_in("Zakopane")}
F["much-5"] = {"number": count(chat_=chat(SIS), author=SIS, year=2024)}
F["much-6"] = {"number": count(chat_=chat(MAMA), author=MAMA, pred=lambda m: m.get("media_type") == "voice_message")}
need(count(author=MAMA, pred=lambda m: m.get("media_type") == "voice_message") == F["much-6"]["number"], "mama voice only in her chat")
F["much-7"] = {"number": count(author=SANNE, pred=lambda m: m.get("media_type") == "sticker")}
# compare
a, b = count(chat_=chat(KASIA), author=OWNER, year=2022), count(chat_=chat(TOMEK), author=OWNER, year=2022)
need(max(a, b) >= 1.3 * min(a, b), "kasia/tomek 2022 margin")
a2, b2 = count(chat_=chat(KASIA), year=2022), count(chat_=chat(TOMEK), year=2022)
need((a > b) == (a2 > b2), "kasia/tomek readings agree")
F["cmp-1"] = {"names": [KASIA if a > b else TOMEK]}
j, p = count(chat_=FLAT, author="Joris Bakker"), count(chat_=FLAT, author="Priya Raman")
need(max(j, p) >= 1.2 * min(j, p), "joris/priya margin")
F["cmp-2"] = {"names": ["Joris Bakker" if j > p else "Priya Raman"], "number": max(j, p)}
a, b = count(chat_=chat(MICHAL), year=2024), count(chat_=chat(MICHAL), year=2025)
need(max(a, b) >= 1.5 * min(a, b), "michal margin")
F["cmp-3"] = {"year": 2024 if a > b else 2025}
a, b = count(author=MAMA), count(author=TATA)
a2, b2 = count(chat_=chat(MAMA), author=MAMA), count(chat_=chat(TATA), author=TATA)
need((a > b) == (a2 > b2) and max(a, b) >= 1.5 * min(a, b), "mama/tata margin")
F["cmp-4"] = {"names": [MAMA if a > b else TATA]}
a, b = photos_in("Kraków"), photos_in("Warsaw")
need(max(a, b) >= 1.3 * min(a, b), "krakow/warsaw margin")
F["cmp-5"] = {"place": "Kraków" if a > b else "Warsaw"}
a, b = count(chat_=chat(SANNE), year=2025), count(chat_=chat(SANNE), year=2026)
need(max(a, b) >= 1.2 * min(a, b), "sanne margin")
F["cmp-6"] = {"year": 2025 if a > b else 2026}
a, b = count(chat_=chat(SIS), year=2025), count(chat_=chat(BRO), year=2025)
need(max(a, b) >= 1.5 * min(a, b), "magda/piotr margin")
F["cmp-7"] = {"names": [SIS if a > b else BRO]}
# where
F["where-1"] = {"place": where_on("2025-03-14")}
F["where-2"] = {"place": where_on("2024-12-24")}
F["where-3"] = {"place": where_on("2024-06-15")}
need(find(author=SIS, date="2024-06-15", contains="Ślub"), "wedding day message")
apr = Counter(p["city"] for p in PHOTOS if p["takenAt"].startswith("2024-04") and KASIA in p["people"])
need(len(apr) == 1, "one april place with kasia")
F["where-4"] = {"place": next(iter(apr))}
F["where-5"] = {"place": top(Counter(p["city"] for p in PHOTOS if p["takenAt"].startswith("2025") and p["city"]), 1.2)}
born = find(author=SIS, contains="córeczkę")
need(len(born) == 1, "one birth message")
summer = Counter(c for d, cs in LOC_BY_DAY.items() if "2026-06-01" <= d <= "2026-08-31" for c in cs) - Counter({"Amsterdam": 10**9})
summer += Counter(p["city"] for p in PHOTOS if "2026-06-01" <= p["takenAt"][:10] <= "2026-08-31" and p["city"] not in (None, "Amsterdam"))
need(len(summer) == 1, "one place away from home in summer 2026: %s" % summer)
F["where-6"] = {"place": next(iter(summer))}
# what
wes = find(author=SIS, contains="Wesele")
need(len(wes) == 1 and "Sopocie" in text_of(wes[0][1]), "one Magda wesele message")
F["what-1"] = {"place": "Sopot", "proof": {"author": SIS, "date": ldate(wes[0][1]), "contains": "Wesele"}}
rent = find(author="Joris Bakker", contains="rent goes up")
need(len(rent) == 1 and "900" in text_of(rent[0][1]), "rent message")
F["what-2"] = {"number": 900, "proof": {"author": "Joris Bakker", "date": ldate(rent[0][1]), "contains": "rent"}}
sorry = find(author=KASIA, contains="przepraszam")
need(len(sorry) == 1, "one apology")
F["what-3"] = {"date": ldate(sorry[0][1]), "proof": {"author": KASIA, "date": ldate(sorry[0][1]), "contains": "przepraszam"}}
F["what-4"] = {"names": ["Zosia"], "proof": {"author": SIS, "date": ldate(born[0][1]), "contains": "córeczkę"}}
need("Zosia" in text_of(born[0][1]), "baby name")
dz = find(author=TATA, contains="Dziadek")
need(len(dz) == 1 and "szpitalu" in text_of(dz[0][1]), "one dziadek message from tata")
F["what-5"] = {"date": ldate(dz[0][1]), "proof": {"author": TATA, "date": ldate(dz[0][1]), "contains": "Dziadek"}}
px = find(author=OWNER, contains="Pixelbit")
need(len(px) >= 1 and "pierwsza praca" in text_of(px[0][1]), "first job")
F["what-6"] = {"names": ["Pixelbit"], "proof": {"author": OWNER, "date": ldate(px[0][1]), "contains": "Pixelbit"}}
vw = find(author="Priya Raman", contains="verwarming")
need(len(vw) == 1, "one verwarming")
F["what-7"] = {"date": ldate(vw[0][1]), "proof": {"author": "Priya Raman", "date": ldate(vw[0][1]), "contains": "verwarming"}}
# change
g = quiet_gap(chat(KASIA))
F["chg-1"] = {"month": g[0][:7], "date": g[1]}
need(g[1] == F["what-3"]["date"], "gap ends with apology")
yrs = Counter(m["date"][:4] for c, m in MESSAGES if c is chat(TOMEK))
F["chg-2"] = {"year": int(top(yrs, 1.5)), "date": F["when-5"]["date"]}
before = count(chat_=chat(MICHAL), pred=lambda m: "2024-02" <= m["date"][:7] <= "2025-01") / 12
after = count(chat_=chat(MICHAL), pred=lambda m: "2025-02" <= m["date"][:7] <= "2026-01") / 12
need(before >= 3 * after, "michal drop")
F["chg-3"] = {"month": "2025-02"}
F["chg-4"] = {"names": [top_person(since="2025-02-01")]}
kl = [s for s in services(FAMILY, "remove_members") if s["members"] == [s["actor"]]]
need(len(kl) == 1, "one family leaver")
F["chg-5"] = {"names": [NAME[kl[0]["actor_id"]]], "date": ldate(kl[0])}
a, b = count(chat_=chat(TOMEK), year=2022), count(chat_=chat(TOMEK), year=2023)
F["chg-6"] = {"number": b}
need(a >= 2 * b, "tomek drop")
F["chg-7"] = {"date": first_last(UNI)[1]}
# follow-ups
F["fu-1"] = {"number": count(chat_=chat(TATA), year=2022)}
F["fu-2"] = {"number": count(author=KASIA, year=2022)}
F["fu-3"] = {"names": [top_person(2025)]}
F["fu-4"] = {"number": photos_in("Utrecht")}
F["fu-5"] = {"number": count(chat_=FLAT, author="Lukas Becker")}
wa = find(author=OWNER, contains="Dojechałam do Warszawy")
need(len(wa) == 1 and where_on(ldate(wa[0][1])) == "Warsaw", "moved to Warsaw")
F["fu-6"] = {"date": ldate(wa[0][1]), "proof": {"author": OWNER, "date": ldate(wa[0][1]), "contains": "Warszawy"}}
# cannot: assert the data really lacks it
for word in ["pensj", "salary", "zarab", "earn", "wynagrodz"]:
    need(not find(contains=word), "salary never mentioned: " + word)
for word in ["zazdro", "jealous"]:
    need(not find(contains=word), "no jealousy written")
need(not [n for n in NAME.values() if "Ola" in n or "Aleksandra" in n], "no Ola")
need(not [m for c, m in MESSAGES if fold("babcia") in fold(text_of(m)) and ldate(m) == "2023-12-24"], "babcia silent Wigilia 2023")
for word in ["ocen", "grade", "piątk", "na 5"]:
    need(not find(contains=word), "no thesis grade: " + word)
need(not find(contains="drugie dziecko") and not find(contains="second baby"), "no second baby")
for k in ["cannot-1", "cannot-2", "cannot-3", "cannot-4", "cannot-5", "cannot-6"]:
    F[k] = {}

# ------------------------------------------------------------ compare with cases.jsonl
cases = [json.loads(l) for l in open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") if l.strip()]
ids = [c["id"] for c in cases]
need(len(ids) == len(set(ids)), "duplicate ids")
mism = 0
for c in cases:
    want = F.get(c["id"])
    if want is None:
        print("MISMATCH", c["id"], "no computation")
        mism += 1
        continue
    exp = dict(c.get("expect", {}))
    got = {k: v for k, v in want.items() if k != "proof"}
    for k in set(exp) | set(got):
        e, g = exp.get(k), got.get(k)
        if isinstance(e, list) and isinstance(g, list):
            e, g = sorted(e), sorted(g)
        if e != g:
            print("MISMATCH", c["id"], k, "case:", exp.get(k), "data:", got.get(k))
            mism += 1
    if c.get("proof") != want.get("proof"):
        print("MISMATCH", c["id"], "proof", "case:", c.get("proof"), "data:", want.get("proof"))
        mism += 1
    if c.get("proof"):
        pr = c["proof"]
        if not find(author=pr["author"], date=pr["date"], contains=pr["contains"]):
            print("MISMATCH", c["id"], "proof message not found")
            mism += 1
    if c["id"].startswith("cannot") != (c.get("answerable") is False):
        print("MISMATCH", c["id"], "answerable flag")
        mism += 1
    if c.get("after") and c["after"] not in ids:
        print("MISMATCH", c["id"], "after points nowhere")
        mism += 1
for p in PROBLEMS:
    print("MISMATCH data:", p)
    mism += 1
kinds = Counter(c["kind"] for c in cases)
print("messages %d, service %d, chats %d, people %d, photos %d, locations %d" % (
    len(MESSAGES), len(SERVICE), len(CHATS), len(NAME), len(PHOTOS), len(LOCS)))
print("cases %d %s" % (len(cases), dict(kinds)))
print("%d mismatches" % mism)
if "--facts" in sys.argv:
    for k, v in F.items():
        print(k, json.dumps(v, ensure_ascii=False))
sys.exit(1 if mism else 0)
