#!/usr/bin/env python3
"""Recompute every expected fact of cases.jsonl from world/ and print MISMATCH lines (`--facts` prints them all)."""
import json, os, re, zipfile, datetime as dt, collections, math
from zoneinfo import ZoneInfo
HERE = os.path.dirname(os.path.abspath(__file__)); W = os.path.join(HERE, "world")
LINE = re.compile(r"^\[(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)\] ([^:]+): (.*?)  $")
M = []  # (chat, local datetime, author, body)
with zipfile.ZipFile(os.path.join(W, "chats", "signal-chats.zip")) as z:
    for n in z.namelist():
        chat = n.split("/")[1]
        for l in z.read(n).decode().split("\n"):
            m = LINE.match(l)
            if m: M.append((chat, dt.datetime.fromisoformat(m[1]), m[2], m[3]))
PH = json.load(open(os.path.join(W, "photos.json")))
LOC = json.load(open(os.path.join(W, "locations.json")))["locations"]
CITY = {"Thessaloniki": (40.6401, 22.9444), "Patras": (38.2466, 21.7346), "Athens": (37.9838, 23.7275),
        "Naxos": (37.1036, 25.3766), "Chania": (35.5138, 24.0180), "Heraklion": (35.3387, 25.1442),
        "Berlin": (52.5200, 13.4050), "Meteora": (39.7217, 21.6306)}
def city(la, lo): return min(CITY, key=lambda c: math.hypot(CITY[c][0] - la, CITY[c][1] - lo))
def ph_city(p): return city(p["lat"], p["lon"]) if "lat" in p else None
DIRECT = {"Μαμά", "Λένα", "Γιαγιά Μαρία", "Κατερίνα Ν.", "Giorgos Papadopoulos", "Nikos Alexiou", "Dimitris K.", "Tom Becker", "Sofia Marinou"}
FAM = "Οικογένεια 👨‍👩‍👧"; UNI = "Πάτρα Πολυτεχνείο 🎓"
def sent(author, year=None, chat=None): return sum(1 for c, t, a, b in M if a == author and (year is None or t.year == year) and (chat is None or c == chat))
def chatn(chat, year=None, pred=lambda t: True): return sum(1 for c, t, a, b in M if c == chat and (year is None or t.year == year) and pred(t))
def top_direct(pred): return collections.Counter(c for c, t, a, b in M if c in DIRECT and pred(t)).most_common()
def first(chat, author=None): return min(t for c, t, a, b in M if c == chat and (author is None or a == author))
def last(chat, author=None): return max(t for c, t, a, b in M if c == chat and (author is None or a == author))
def find(word, chat=None): return [(c, t, a, b) for c, t, a, b in M if word.lower() in b.lower() and (chat is None or c == chat)]
def loc_city(day):
    k = collections.Counter()
    for r in LOC:
        t = dt.datetime.fromisoformat(r["timestamp"].replace("Z", "+00:00")).astimezone(ZoneInfo("Europe/Athens"))
        if t.date() == day: k[city(r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7)] += 1
    assert len(k) == 1, (day, k)
    return k.most_common(1)[0][0]
def photos_in(cities, year=None): return sum(1 for p in PH if ph_city(p) in cities and (year is None or p["takenAt"].startswith(str(year))))
def longest_gap(chat):
    ts = sorted(t for c, t, a, b in M if c == chat); return max(zip(ts, ts[1:]), key=lambda x: x[1] - x[0])
def members(chat): return sorted({a for c, t, a, b in M if c == chat and a != "Me"})
def D(t): return t.strftime("%Y-%m-%d")
def more(x, y, a, b): assert x != y, (a, b, x, y); return a if x > y else b

F = {}
def fact(i, **k): F[i] = k
fact("who-1", names=[top_direct(lambda t: t.year == 2024)[0][0]])
k = collections.Counter(a for c, t, a, b in M if c == UNI and a != "Me").most_common(); assert k[0][1] - k[1][1] > 5
fact("who-2", names=[k[0][0]])
fact("who-3", names=members(FAM))
fact("who-4", names=members(UNI))
fact("who-5", names=sorted({x[2] for x in find("koumbaros")}))
fact("who-6", names=sorted({x[2] for x in find("βάφτιση")}))
fact("who-7", names=sorted({x[2] for x in find("γάμος")}))
fact("when-1", date=D(first("Κατερίνα Ν.")))
fact("when-2", date=D(last("Dimitris K.")))
fact("when-3", date=D(find("μετακόμιση")[0][1]))
fact("when-4", date=D(find("αρραβώνα")[0][1]))
fact("when-5", date=D([x for x in find("Xronia polla Giorgo") if x[1].year == 2024][0][1]))
yc = collections.Counter(t.year for c, t, a, b in M if 2022 <= t.year <= 2025); fact("when-6", year=max(yc, key=yc.get)); assert sorted(yc.values())[-1] - sorted(yc.values())[-2] > 30
fact("when-7", date=D(find("Γεννήθηκε")[0][1]))
fact("much-1", number=sent("Κατερίνα Ν.", 2024))
fact("much-2", number=photos_in({"Chania", "Heraklion"}))
fact("much-3", number=photos_in({"Berlin"}))
fact("much-4", number=sent("Me", 2023, "Μαμά"))
fact("much-5", number=chatn(FAM, 2025))
fact("much-6", number=sum(1 for c, t, a, b in M if c == "Λένα" and a == "Λένα" and ".m4a" in b))
fact("much-7", number=sent("Nikos Alexiou", 2023))
fact("cmp-1", names=[more(chatn("Μαμά", 2024), chatn("Λένα", 2024), "Μαμά", "Λένα")])
fact("cmp-2", names=[more(chatn("Giorgos Papadopoulos", 2024), chatn("Nikos Alexiou", 2024), "Giorgos Papadopoulos", "Nikos Alexiou")])
fact("cmp-3", place=more(photos_in({"Naxos"}), photos_in({"Chania", "Heraklion"}), "Naxos", "Crete"))
fact("cmp-4", names=[more(chatn("Sofia Marinou", 2023), chatn("Dimitris K.", 2023), "Sofia Marinou", "Dimitris K.")])
fact("cmp-5", year=more(chatn("Κατερίνα Ν.", 2024), chatn("Κατερίνα Ν.", 2025), 2024, 2025))
fact("cmp-6", names=[more(chatn(FAM, 2023), chatn(UNI, 2022), FAM, UNI)])
fact("cmp-7", names=[more(sent("Me", 2025, "Μαμά"), sent("Μαμά", 2025, "Μαμά"), "Me", "Μαμά")])
fact("where-1", place=loc_city(dt.date(2024, 6, 8)))
fact("where-2", place=loc_city(dt.date(2023, 3, 12)))
fact("where-3", place=loc_city(dt.date(2025, 9, 20)))
fact("where-4", place=loc_city(dt.date(2022, 10, 29)))
fact("where-5", place=loc_city(dt.date(2025, 5, 31)))
fact("where-6", place=loc_city(dt.date(2026, 4, 12)))
assert [x[2] for x in find("Soufli")] == ["Dimitris K."]; fact("what-1", place="Soufli")
assert find("Minoan Tech, ξεκινάω"); fact("what-2", place="Minoan Tech")
assert find("λέμε Μαρίνα"); fact("what-3", names=["Μαρίνα"])
assert find("σπίτι είναι στη Μασταμπά"); fact("what-4", place="Μασταμπά")
assert [x[2] for x in find("Μαρούσι")] == ["Sofia Marinou"]; fact("what-5", place="Μαρούσι")
assert [x[2] for x in find("Alexanderplatz")] == ["Tom Becker"]; fact("what-6", place="Alexanderplatz")
assert "Νάξος" in find("γάμος")[0][3]; fact("what-7", place="Naxos")
fact("chg-1", date=D(longest_gap("Nikos Alexiou")[0]))
fact("chg-2", date=D(longest_gap("Nikos Alexiou")[1]))
fact("chg-3", month=last("Dimitris K.").strftime("%Y-%m"))
fact("chg-4", year=max(range(2022, 2026), key=lambda y: chatn("Κατερίνα Ν.", y)))
fact("chg-5", number=chatn("Sofia Marinou", None, lambda t: t >= dt.datetime(2025, 2, 1)))
fact("chg-6", year=max(range(2022, 2024), key=lambda y: chatn(UNI, y)))
fact("chg-7", month=first("Minoan Tech team").strftime("%Y-%m"))
fact("fu-1", number=sent("Κατερίνα Ν.", 2025))
fact("fu-2", number=photos_in({"Naxos"}))
fact("fu-3", names=[top_direct(lambda t: t.year == 2023)[0][0]])
fact("fu-4", date=D(first("Tom Becker")))
fact("fu-5", number=sent("Me", 2022, "Μαμά"))
fact("fu-6", place=loc_city(dt.date(2023, 6, 8)))
# people/words that a "cannot" case must not find
NOT_IN_DATA = ["Kostas", "Κώστας", "μισθός", "salary", "εκλογές", "election", "Χριστούγεννα", "πίτα"]
for w in NOT_IN_DATA: assert not find(w), w

if __name__ == "__main__":
    import sys
    if "--facts" in sys.argv:
        for k, v in F.items(): print(k, v)
    cases = [json.loads(l) for l in open(os.path.join(HERE, "cases.jsonl"))] if os.path.exists(os.path.join(HERE, "cases.jsonl")) else []
    bad = 0
    for cs in cases:
        e = cs.get("expect", {})
        for k, v in F.get(cs["id"], {}).items():
            if e.get(k) != v: print("MISMATCH", cs["id"], k, e.get(k), "!=", v); bad += 1
        if cs.get("answerable") is not False and cs["id"] not in F: print("MISMATCH", cs["id"], "no recomputation"); bad += 1
        p = cs.get("proof")
        if p and not any(a == p["author"] and D(t) == p["date"] and p["contains"].lower() in b.lower() for c, t, a, b in M):
            print("MISMATCH", cs["id"], "proof", p); bad += 1
    kinds = collections.Counter(cs["kind"] for cs in cases)
    print(len(M), "messages,", len(PH), "photos,", len(LOC), "locations,", len(cases), "cases", dict(kinds), ",", bad, "mismatches")
