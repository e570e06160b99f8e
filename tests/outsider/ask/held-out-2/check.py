#!/usr/bin/env python3
"""Independent re-check of every number, date, month, year, place and proof in cases.jsonl.
Uses its own parsing (plain string slicing, not make_cases.py's regex) and its own per-case
computation. Prints mismatches; prints 'OK' lines summary at the end."""
import os, json, math, datetime as dt
from collections import Counter, defaultdict
HERE = os.path.dirname(os.path.abspath(__file__)); W = os.path.join(HERE, "world")
ME = open(os.path.join(W, "owner.txt")).read().strip()
ZONE_OFFSET = dt.timedelta(hours=1)  # Africa/Lagos, no DST
assert open(os.path.join(W, "time-zone.txt")).read().strip() == "Africa/Lagos"

# ---- messages: slice-based parser ----
rows = []  # dict(chat, day 'YYYY-MM-DD', who, text)
for fn in sorted(os.listdir(os.path.join(W, "chats"))):
    chat = fn.replace("WhatsApp Chat with ", "").replace(".txt", "")
    lines = open(os.path.join(W, "chats", fn), encoding="utf-8").read().split("\n")
    for ln in lines:
        if len(ln) < 20 or ln[2] != "/" or ln[5] != "/" or ln[10:12] != ", " or ln[17:20] != " - ":
            if rows and ln and rows[-1]["chat"] == chat:
                rows[-1]["text"] += "\n" + ln
            continue
        body = ln[20:]
        name, sep, text = body.partition(": ")
        if not sep or "end-to-end encrypted" in body:
            continue
        rows.append({"chat": chat, "day": f"{ln[6:10]}-{ln[3:5]}-{ln[0:2]}", "who": name, "text": text})

def n(**f):
    out = 0
    for r in rows:
        ok = True
        for k, v in f.items():
            if k == "yr" and r["day"][:4] != str(v): ok = False
            elif k == "frm" and r["day"] < v: ok = False
            elif k == "to" and r["day"] > v: ok = False
            elif k in ("chat", "who") and r[k] != v: ok = False
        out += ok
    return out

# ---- photos: haversine within 40 km of a city ----
P = json.load(open(os.path.join(W, "photos.json")))
CTR = {"Lagos": (6.4541, 3.3947), "Abuja": (9.0579, 7.4951), "Enugu": (6.4413, 7.4988),
       "Accra": (5.6037, -0.1870), "Nairobi": (-1.2864, 36.8172), "Calabar": (4.9589, 8.3269)}
def km(a, b, c, d):
    p1, p2 = math.radians(a), math.radians(c); dp = p2 - p1; dl = math.radians(d - b)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 12742 * math.asin(math.sqrt(h))
def incity(p, city):
    return "lat" in p and km(p["lat"], p["lon"], *CTR[city]) < 40
def photos(city=None, yr=None, tag=None):
    return [p for p in P if (city is None or incity(p, city)) and (yr is None or p["takenAt"].startswith(str(yr)))
            and (tag is None or tag in p.get("people", []))]

# ---- locations: local day -> city (majority within 40 km) ----
LOC = json.load(open(os.path.join(W, "locations.json")))["locations"]
byday = defaultdict(Counter)
for r in LOC:
    t = dt.datetime.strptime(r["timestamp"], "%Y-%m-%dT%H:%M:%SZ") + ZONE_OFFSET
    la, lo = r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7
    for c in CTR:
        if km(la, lo, *CTR[c]) < 40:
            byday[t.strftime("%Y-%m-%d")][c] += 1
def where_on(day):
    cs = byday[day] + Counter(c for p in P if p["takenAt"][:10] == day for c in CTR if incity(p, c))
    return cs.most_common(1)[0][0] if cs else None

def first(chat): return min(r["day"] for r in rows if r["chat"] == chat)
def last(chat): return max(r["day"] for r in rows if r["chat"] == chat)
def bday_wishers(day): return sorted({r["who"] for r in rows if r["day"] == day and "birthday" in r["text"].lower()})
def argmax(d):
    s = sorted(d.items(), key=lambda kv: -kv[1]); assert len(s) < 2 or s[0][1] > s[1][1], s; return s[0]

F, Z, E, T, S, H, FAM = "Funke Adeyemi", "Zainab Bello", "Emeka Nwosu", "Tunde Bakare", "Segun Ogunleye", "Hauwa Musa", "Eze Family 🏠"
X = {}  # id -> dict of recomputed fields
X["who-06"] = {"number": argmax(Counter(r["who"] for r in rows if r["day"][:4] == "2025" and r["who"] != ME))[1]}
X["who-09"] = {"number": argmax(Counter(r["who"] for r in rows if r["chat"] == FAM and r["who"] != ME))[1]}
X["when-01"] = {"date": first(E)}
X["when-02"] = {"date": last(S)}
X["when-03"] = {"date": min(d for d in byday if byday[d]["Abuja"] > 0)}
X["when-04"] = {"date": argmax(Counter(p["takenAt"][:10] for p in photos("Enugu")))[0]}
X["when-05"] = {"date": min(r["day"] for r in rows if r["chat"] == Z and r["day"] > "2024-06-20")}
X["when-06"] = {"date": first(H)}
X["when-07"] = {"date": min(r["day"] for r in rows if "proposed" in r["text"].lower())}
X["when-08"] = {"date": [r["day"] for r in rows if "abuja job" in r["text"].lower()][0]}
bm = argmax(Counter(r["day"][:7] for r in rows)); X["when-09"] = {"month": bm[0], "number": bm[1]}
yy = {y: n(yr=y) for y in (2022, 2023, 2024, 2025)}; qy = min(yy, key=yy.get); X["when-10"] = {"year": qy, "number": yy[qy]}
X["when-11"] = {"month": photos("Nairobi")[0]["takenAt"][:7], "place": "Nairobi"}
X["much-01"] = {"number": n(who=F, yr=2023)}
X["much-02"] = {"number": n(who=Z, yr=2023)}
X["much-03"] = {"number": n(who=Z, yr=2024)}
X["much-04"] = {"number": n(chat="Mummy")}
X["much-05"] = {"number": len(photos("Nairobi")), "place": "Nairobi"}
X["much-06"] = {"number": len(photos("Calabar")), "place": "Calabar"}
X["much-07"] = {"number": len(photos("Calabar", tag="Amaka Okafor"))}
X["much-08"] = {"number": n(who=ME, yr=2025)}
X["much-09"] = {"number": n(who=ME, yr=2024)}
X["much-10"] = {"number": n(chat=FAM, yr=2024)}
X["much-11"] = {"number": len(photos(tag="Obi"))}
X["much-12"] = {"number": n(who=E, yr=2025)}
X["much-13"] = {"number": n(who=E, yr=2022)}
X["much-14"] = {"number": len(bday_wishers("2025-08-14"))}
X["much-15"] = {"number": sum(1 for r in rows if r["chat"] == F and r["who"] == ME and "maps.google.com" in r["text"])}
X["much-16"] = {"number": len(photos("Abuja")), "place": "Abuja"}
X["much-17"] = {"number": len(photos("Enugu")), "place": "Enugu"}
X["cmp-01"] = {"number": max(n(who=F), n(who=E))}
X["cmp-02"] = {"year": 2023 if n(yr=2023) > n(yr=2022) and n(who=ME, yr=2023) > n(who=ME, yr=2022) else 2022}
X["cmp-03"] = {"place": "Lagos" if len(photos("Lagos")) > len(photos("Abuja")) else "Abuja", "number": max(len(photos("Lagos")), len(photos("Abuja")))}
X["cmp-04"] = {"number": max(n(chat=FAM, who="Mummy"), n(chat=FAM, who="Daddy"))}
X["cmp-05"] = {"number": max(n(chat="Yaba Babes", who=Z), n(chat="Yaba Babes", who="Amaka Okafor"))}
X["cmp-06"] = {"number": max(n(chat=H, yr=2024), n(chat=T, yr=2024))}
X["cmp-07"] = {"year": 2023 if n(chat=E, yr=2023) > n(chat=E, yr=2025) else 2025, "number": max(n(chat=E, yr=2023), n(chat=E, yr=2025))}
X["cmp-08"] = {"number": max(n(who="Obi"), n(who="Ngozi"))}
X["where-01"] = {"place": where_on("2025-08-14")}
X["where-02"] = {"place": where_on("2024-08-14")}
X["where-03"] = {"place": where_on("2023-12-16")}
X["where-04"] = {"place": argmax(Counter(c for p in photos(tag=F) for c in CTR if incity(p, c)))[0]}
X["where-05"] = {"place": where_on("2022-12-25")}
X["where-06"] = {"place": where_on("2024-03-10")}
X["where-07"] = {"place": argmax(Counter(c for p in photos(tag=H) for c in CTR if incity(p, c)))[0]}
w8 = argmax(Counter(c for p in photos(yr=2025) for c in CTR if incity(p, c))); X["where-08"] = {"place": w8[0], "number": w8[1]}
X["where-09"] = {"place": where_on("2022-11-08")}
X["chg-01"] = {"month": [r["day"] for r in rows if r["who"] == Z and "forget it" in r["text"].lower()][0][:7]}
X["chg-02"] = {"date": max(r["day"] for r in rows if r["chat"] == Z and r["day"] < "2025-01-01")}
X["chg-03"] = {"date": min(r["day"] for r in rows if r["chat"] == Z and r["day"] > "2024-07-01")}
X["chg-04"] = {"number": n(chat=T, frm="2024-03-09")}
X["chg-05"] = {"number": n(chat=F, frm="2023-03-09", to="2024-03-08") - n(chat=F, frm="2024-03-09", to="2025-03-08")}
X["chg-06"] = {"date": last(S)}
X["chg-07"] = {"number": n(chat=E, yr=2023) - n(chat=E, yr=2022)}
# name sets recomputed
NAMES = {
    "who-01": [argmax(Counter(r["chat"] for r in rows if r["chat"] not in (FAM, "Yaba Babes", "Kolo Tech Team")))[0]],
    "who-02": sorted({r["who"] for r in rows if r["chat"] == "Yaba Babes"} - {ME}),
    "who-03": bday_wishers("2025-08-14"),
    "fu-01": bday_wishers("2024-08-14"),
    "who-08": sorted({x for p in photos("Enugu") for x in p.get("people", [])}),
}

bad = 0
def err(*a):
    global bad; bad += 1; print("MISMATCH", *a)
cases = [json.loads(l) for l in open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8")]
ids = {c["id"] for c in cases}
for c in cases:
    e = c["expect"]
    if c.get("after") and c["after"] not in ids: err(c["id"], "after unknown")
    for k in ("number", "date", "month", "year"):
        if k in e:
            if c["id"] not in X or k not in X[c["id"]]:
                err(c["id"], f"{k} has no independent check")
            elif X[c["id"]][k] != e[k]:
                err(c["id"], k, e[k], "!=", X[c["id"]][k])
    if "place" in e and c["id"] in X and "place" in X[c["id"]] and X[c["id"]]["place"] != e["place"]:
        err(c["id"], "place", e["place"], "!=", X[c["id"]]["place"])
    if c["id"] in NAMES:
        full = NAMES[c["id"]]
        for nm in e.get("names", []):
            if not any(nm in f for f in full): err(c["id"], "name", nm, "not in", full)
        for f in full:
            if not any(nm in f for nm in e.get("names", [])): err(c["id"], "missing expected name", f)
    if "proof" in c:
        pf = c["proof"]
        hit = [r for r in rows if ("author" not in pf or r["who"] == pf["author"]) and ("date" not in pf or r["day"] == pf["date"])
               and ("contains" not in pf or pf["contains"].lower() in r["text"].lower())]
        if not hit: err(c["id"], "proof not found", pf)
    if e.get("date") and c.get("answerable", True) is not False:
        pass
# world size rules
nm = len(rows); people = {r["who"] for r in rows} - {ME}
if not (3000 <= nm <= 7000): err("world", "messages", nm)
if not (40 <= len(P) <= 120): err("world", "photos", len(P))
if len(LOC) > 1500: err("world", "locations", len(LOC))
if nm + len(P) + len(LOC) > 9000: err("world", "total")
if not (8 <= len(people) <= 15): err("world", "people", len(people))
cities = {c for p in P for c in CTR if incity(p, c)}
if len(cities) < 5: err("world", "cities", cities)
print(f"messages={nm} photos={len(P)} locations={len(LOC)} people={len(people)} cities={sorted(cities)}")
print(f"cases={len(cases)} kinds={dict(Counter(c['kind'] for c in cases))}")
print("mismatches:", bad)
