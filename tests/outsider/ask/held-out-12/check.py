#!/usr/bin/env python3
"""Recompute from world/ every fact cases.jsonl expects; print MISMATCH lines (must be 0)."""
import json, os, re, zipfile, math
from collections import Counter
from datetime import datetime, date
HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world")
HDR = re.compile(r"^\[(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)\] ([^:\n]+?): ", re.M)

def load_msgs():
    out = []
    with zipfile.ZipFile(os.path.join(W, "chats", "signal-chats.zip")) as z:
        for n in z.namelist():
            if not n.endswith("/chat.md"): continue
            chat = n.split("/")[-2]; t = z.read(n).decode("utf-8")
            hs = list(HDR.finditer(t))
            for i, h in enumerate(hs):
                body = t[h.end(): hs[i + 1].start() if i + 1 < len(hs) else len(t)]
                out.append(dict(chat=chat, at=datetime.strptime(h.group(1), "%Y-%m-%d %H:%M:%S"), sender=h.group(2), body=body))
    return out
M = load_msgs()
PH = json.load(open(os.path.join(W, "photos.json")))
LOC = json.load(open(os.path.join(W, "locations.json")))["locations"]
PL = json.load(open(os.path.join(HERE, "places.json")))["centres"]
ONE = {"Μαμά", "Μπαμπάς", "Κατερίνα", "Giorgos Papadopoulos", "Κατερίνα Ν.", "Μήτσος", "Άννα Μ.", "Tom Becker", "Sarah Collins", "Γιαγιά"}

def place_of(lat, lon):
    best = min(PL, key=lambda p: math.hypot(PL[p][0] - lat, PL[p][1] - lon))
    return best if math.hypot(PL[best][0] - lat, PL[best][1] - lon) < 0.5 else None
def where_on(day):
    from zoneinfo import ZoneInfo
    tz = ZoneInfo("Europe/Athens"); c = Counter()
    for l in LOC:
        t = datetime.strptime(l["timestamp"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=ZoneInfo("UTC")).astimezone(tz)
        if t.date().isoformat() == day: c[place_of(l["latitudeE7"] / 1e7, l["longitudeE7"] / 1e7)] += 1
    return c.most_common(1)[0][0] if c else None
def cnt(chat=None, sender=None, year=None, pred=None):
    return sum(1 for m in M if (chat is None or m["chat"] == chat) and (sender is None or m["sender"] == sender)
               and (year is None or m["at"].year == year) and (pred is None or pred(m)))
def top_one(year):
    c = Counter({ch: cnt(ch, year=year) for ch in ONE}); (a, x), (b, y) = c.most_common(2)
    assert x > 1.15 * y, (year, c.most_common(3)); return a
def first(chat, sender=None):
    return min(m["at"] for m in M if m["chat"] == chat and (sender is None or m["sender"] == sender)).date().isoformat()
def last(chat, sender=None):
    return max(m["at"] for m in M if m["chat"] == chat and (sender is None or m["sender"] == sender)).date().isoformat()
def biggest_gap(chat):
    ds = sorted(m["at"] for m in M if m["chat"] == chat)
    i = max(range(1, len(ds)), key=lambda i: ds[i] - ds[i - 1])
    return ds[i - 1].date().isoformat(), ds[i].date().isoformat()
def photos_in(places):
    return sum(1 for p in PH if "lat" in p and place_of(p["lat"], p["lon"]) in places)
def photos_with(name): return sum(1 for p in PH if name in p["people"])
def winner(a, b, margin=1.1):
    assert max(a[1], b[1]) > margin * min(a[1], b[1]), (a, b); return a[0] if a[1] > b[1] else b[0]
def has(author, day, word):
    return any(m["sender"] == author and m["at"].date().isoformat() == day and word.lower() in m["body"].lower() for m in M)
def monthly(chat):
    return Counter(m["at"].strftime("%Y-%m") for m in M if m["chat"] == chat)

Y = lambda m: m["at"].year
FACTS = {
 "who-1": {"names": [top_one(2023)]},
 "who-2": {"names": sorted({m["sender"] for m in M if m["chat"] == "Οικογένεια 🏠"} - {"Me"})},
 "who-7": {"names": sorted({n for p in PH if p.get("lat") and place_of(p["lat"], p["lon"]) == "Berlin" for n in p["people"]})},
 "when-1": {"date": first("Sarah Collins", "Sarah Collins")},
 "when-2": {"date": biggest_gap("Giorgos Papadopoulos")[0]},
 "when-5": {"date": last("Κατερίνα Ν.", "Κατερίνα Ν.")},
 "when-6": {"year": min(range(2022, 2026), key=lambda y: cnt(year=y))},
 "much-1": {"number": cnt("Μπαμπάς", "Μπαμπάς", 2023)},
 "much-2": {"number": photos_in({"Chania", "Heraklion"})},
 "much-3": {"number": cnt("Γιαγιά", "Γιαγιά", pred=lambda m: ".m4a)" in m["body"])},
 "much-4": {"number": cnt("Ergon Team", "Tom Becker")},
 "much-5": {"number": cnt("Άννα Μ.", "Me", 2025)},
 "much-6": {"number": photos_with("Giorgos Papadopoulos")},
 "much-7": {"number": cnt("Μαμά", "Μαμά", pred=lambda m: re.search(r"^Incoming voice call", m["body"], re.M) is not None)},
 "cmp-1": {"names": [winner(("Κατερίνα", cnt("Κατερίνα", "Me", 2024)), ("Giorgos Papadopoulos", cnt("Giorgos Papadopoulos", "Me", 2024)))]},
 "cmp-2": {"names": [winner(("Μαμά", cnt("Μαμά", "Μαμά", 2022)), ("Μπαμπάς", cnt("Μπαμπάς", "Μπαμπάς", 2022)))]},
 "cmp-3": {"place": winner(("Naxos", photos_in({"Naxos"})), ("Chania", photos_in({"Chania"})))},
 "cmp-4": {"names": [winner(("Μήτσος", cnt("Patra Crew 🎓", "Μήτσος")), ("Lena Papadopoulou", cnt("Patra Crew 🎓", "Lena Papadopoulou")))]},
 "cmp-5": {"names": [winner(("Sarah Collins", cnt("Sarah Collins", "Me", 2025)), ("Tom Becker", cnt("Tom Becker", "Me", 2025)))]},
 "cmp-6": {"year": int(winner(("2023", cnt("Κατερίνα", "Me", 2023)), ("2024", cnt("Κατερίνα", "Me", 2024))))},
 "cmp-7": {"year": int(winner(("2024", cnt("Οικογένεια 🏠", year=2024)), ("2025", cnt("Οικογένεια 🏠", year=2025)), 1.05))},
 "where-1": {"place": where_on("2024-02-11")},
 "where-2": {"place": where_on("2023-08-15")},
 "where-3": {"place": where_on("2025-01-20")},
 "where-4": {"place": where_on("2023-04-16")},
 "where-5": {"place": Counter(place_of(p["lat"], p["lon"]) for p in PH if p["takenAt"].startswith("2025-09-13") and "lat" in p).most_common(1)[0][0]},
 "where-6": {"place": where_on("2024-09-17")},
 "chg-1": {"date": biggest_gap("Giorgos Papadopoulos")[1]},
 "chg-2": {"month": last("Κατερίνα Ν.")[:7]},
 "chg-3": {"number": [cnt("Tom Becker", year=2024), cnt("Tom Becker", year=2025)]},
 "chg-4": {"date": last("Ergon Team")},
 "when-3": {"date": biggest_gap("Μήτσος")[0]},
 "when-4": {"date": min(m["at"] for m in M if "αρραβώνας" in m["body"]).date().isoformat()},
 "chg-5": {"date": biggest_gap("Μήτσος")[1]},
 "chg-6": {"year": max(range(2022, 2027), key=lambda y: cnt("Patra Crew 🎓", year=y))},
 "chg-7": {"number": [cnt("Κατερίνα", year=2023), cnt("Κατερίνα", year=2024)]},
 "fu-1": {"number": cnt("Μπαμπάς", "Μπαμπάς", 2022)},
 "fu-2": {"number": cnt("Άννα Μ.", "Me", 2026)},
 "fu-3": {"place": where_on("2023-02-11")},
 "fu-4": {"names": [top_one(2026)]},
 "fu-5": {"number": cnt("Κατερίνα", "Κατερίνα", 2022)},
 "fu-6": {"number": photos_in({"Naxos"})},
}

def main():
    bad = 0; cases = [json.loads(l) for l in open(os.path.join(HERE, "cases.jsonl")) if l.strip()]
    ids = {c["id"] for c in cases}
    for c in cases:
        e = c.get("expect", {})
        if c["id"] in FACTS:
            for k, v in FACTS[c["id"]].items():
                got = e.get(k)
                if k == "number" and isinstance(v, list):
                    ok = got == v[-1] and str(v[0]) in c.get("why", "")
                else:
                    ok = (sorted(got) == sorted(v)) if isinstance(v, list) else got == v
                if not ok: bad += 1; print("MISMATCH", c["id"], k, "expected", v, "case has", got)
        p = c.get("proof")
        if p and not has(p["author"], p["date"], p["contains"]):
            bad += 1; print("MISMATCH", c["id"], "proof not found", p)
        if "after" in c and c["after"] not in ids: bad += 1; print("MISMATCH", c["id"], "after unknown", c["after"])
    kinds = Counter(c["kind"] for c in cases)
    print("cases", len(cases), dict(kinds), "messages", len(M), "photos", len(PH), "locations", len(LOC))
    print(bad, "mismatches")
if __name__ == "__main__":
    main()
