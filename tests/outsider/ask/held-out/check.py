#!/usr/bin/env python3
"""Recompute every number/date/month/year/place and every proof in cases.jsonl
from the world files, independently of make_world.py. Prints mismatches only
(and a summary line). Run: python3 check.py"""
import json, os, sys
from collections import Counter
from datetime import date
from lib import HERE, OWNER, messages, photos, locations, city

M = messages()
P = photos()
L = locations()
FAM, QUINTA, ATELIER = "Família Carvalho 🏠", "Jantares de Quinta", "Atelier Tejo"
JO, DU, BI, HE, CA = "Joana Pires", "Duarte Lemos", "Beatriz Nogueira", "Henrique Matos", "Catarina Sousa"
OS, AM, NU, RUI, MAE, PAI, TIA = "Oskar Lindqvist", "Amara Okafor", "Nuno Braga", "Rui Carvalho", "Mãe", "Pai", "Tia Graça"


def by(author=None, chat=None, year=None, month=None, d0=None, d1=None):
    out = M
    if author: out = [m for m in out if m["author"] == author]
    if chat: out = [m for m in out if m["chat"] == chat]
    if year: out = [m for m in out if m["at"].year == year]
    if month: out = [m for m in out if m["at"].strftime("%Y-%m") == month]
    if d0: out = [m for m in out if m["at"].date() >= d0]
    if d1: out = [m for m in out if m["at"].date() <= d1]
    return out


def n(**kw): return len(by(**kw))
def first(**kw): return min(m["at"] for m in by(**kw)).date().isoformat()
def last(**kw): return max(m["at"] for m in by(**kw)).date().isoformat()
def pcity(p): return city(p["lat"], p["lon"]) if "lat" in p else None
def nphotos(c): return sum(pcity(p) == c for p in P)
def top(counter):
    """The single most common key; fails on a tie."""
    mc = counter.most_common(2)
    assert len(mc) == 1 or mc[0][1] > mc[1][1], counter
    return mc[0][0]


def where_on(day):
    """City of the day's location records and photos; must be a single city."""
    cs = {l["city"] for l in L if l["at"].date().isoformat() == day} | {pcity(p) for p in P if p["at"].date().isoformat() == day and "lat" in p}
    assert len(cs) == 1, (day, cs)
    return cs.pop()


def tagged_city(person):
    return top(Counter(pcity(p) for p in P if person in p.get("people", []) and "lat" in p))


def winner(a, b):
    assert a[1] != b[1]; return a[0] if a[1] > b[1] else b[0]


def busiest_year():
    return int(top(Counter(m["at"].year for m in M)))


def tense_month(person, chat):
    # month with the planted quarrel: the month of the first message with a quarrel word
    words = ("justo", "exagerar", "caução", "egoísta")
    return min(m["at"] for m in by(chat=chat) if any(w in m["text"] for w in words)).strftime("%Y-%m")


def first_with(word, author=None, chat=None):
    return min(m["at"] for m in by(author=author, chat=chat) if word in m["text"]).date().isoformat()


def first_after(word, chat):
    """Date of the first message in chat after the one containing word."""
    t = min(m["at"] for m in by(chat=chat) if word in m["text"])
    return min(m["at"] for m in by(chat=chat) if m["at"] > t).date().isoformat()


def first_lisbon_day():
    return min(l["at"] for l in L if l["city"] == "Lisbon").date().isoformat()


# id -> dict of expected fields computed from the data
SPEC = {
    "w01": {"names": [DU.split()[0]] if top(Counter(m["chat"] for m in M if m["author"] == OWNER)) == DU else None},
    "w02": {"names": sorted({m["author"].split()[0] if m["author"] != TIA else TIA for m in by(chat=FAM)} - {OWNER.split()[0]})},
    "w03": {"names": sorted({m["author"].split()[0] for m in M if m["at"].date() == date(2025, 7, 17)
                             and any(w in m["text"].lower() for w in ("parabéns", "happy birthday"))})},
    "w05": {"names": sorted({m["author"].split()[0] for m in by(chat=ATELIER)} - {OWNER.split()[0]})},
    "g06": {"names": sorted({m["author"].split()[0] for m in M if m["author"] != OWNER and
                             abs((min(x["at"] for x in by(author=m["author"])).date() - date(2023, 4, 1)).days) <= 30})},
    "w07": {"names": [top(Counter(m["author"] for m in by(chat=ATELIER) if m["author"] != OWNER)).split()[0]]},
    "w08": {"names": [top(Counter(m["chat"] for m in by(year=2022) if m["author"] == OWNER and m["chat"] not in (FAM, QUINTA, ATELIER))).split()[0]]},
    "n01": {"date": first(chat=DU)},
    "n02": {"date": last(chat=BI)},
    "n03": {"date": first_lisbon_day()},
    "n04": {"date": first_with("melhor dia da minha vida", author=JO)},
    "n05": {"date": first_after("não falamos mais", HE)},
    "n06": {"date": first_with("nasceu")},
    "n07": {"year": busiest_year()},
    "n08": {"date": first(chat=ATELIER)},
    "n09": {"month": top(Counter(p["at"].strftime("%Y-%m") for p in P if pcity(p) == "Marrakech"))},
    "n12": {"date": first_with("Lisboa", chat=MAE)},
    "g03": {"month": first_after("não falamos mais", HE)[:7]},
    "p02": {"place": top(Counter(pcity(p) for p in P if JO in p.get("people", []) and p["at"].date() == date(2024, 6, 22)))},
    "t05": {"place": where_on("2025-07-16")},
    "n10": {"date": last(author=HE)},
    "n11": {"date": last(author=CA)},
    "h01": {"number": n(author=RUI, year=2025)},
    "h02": {"number": nphotos("Funchal"), "place": "Funchal"},
    "h03": {"number": n(chat=FAM)},
    "h04": {"number": n(author=OWNER, chat=JO, year=2023)},
    "h05": {"number": nphotos("Marrakech"), "place": "Marrakech"},
    "h06": {"number": n(chat=DU, year=2022)},
    "h07": {"number": n(author=OS, year=2024)},
    "h08": {"number": sum(DU in p.get("people", []) for p in P)},
    "h09": {"number": n(author=MAE, month="2023-03")},
    "h10": {"number": n(author=BI)},
    "h11": {"number": nphotos("Paris"), "place": "Paris"},
    "h12": {"number": n(chat=CA)},
    "c01": {"number": max(n(author=RUI, year=2025), n(author=MAE, year=2025)), "names": [winner((RUI.split()[0], n(author=RUI, year=2025)), (MAE, n(author=MAE, year=2025)))]},
    "c02": {"names": [winner(("Joana", n(author=OWNER, chat=JO, year=2024)), ("Duarte", n(author=OWNER, chat=DU, year=2024)))]},
    "c03": {"number": max(nphotos("Porto"), nphotos("Lisbon")), "place": winner(("Porto", nphotos("Porto")), ("Lisbon", nphotos("Lisbon")))},
    "c04": {"number": max(n(author=HE, year=2021), n(author=BI, year=2021)), "names": [winner(("Henrique", n(author=HE, year=2021)), ("Beatriz", n(author=BI, year=2021)))]},
    "c05": {"number": max(n(author=AM, chat=ATELIER), n(author=NU, chat=ATELIER)), "names": [winner(("Amara", n(author=AM, chat=ATELIER)), ("Nuno", n(author=NU, chat=ATELIER)))]},
    "c06": {"year": winner((2021, n(chat=JO, year=2021)), (2022, n(chat=JO, year=2022)))},
    "c07": {"number": max(n(author=TIA), n(author=PAI)), "names": [winner((TIA, n(author=TIA)), (PAI, n(author=PAI)))]},
    "c08": {"year": winner((2024, n(author=OS, year=2024)), (2025, n(author=OS, year=2025)))},
    "p01": {"place": where_on("2025-07-17")},
    "p03": {"place": where_on("2024-12-25")},
    "p04": {"place": tagged_city(JO)},
    "p05": {"place": Counter(l["city"] for l in L if l["at"].date() < date(2023, 3, 1)).most_common(1)[0][0]},
    "p06": {"place": top(Counter(pcity(p) for p in P if p["at"].strftime("%Y-%m") == "2021-09" and DU in p.get("people", [])))},
    "p07": {"place": where_on("2026-03-10")},
    "p08": {"place": tagged_city(TIA)},
    "p09": {"place": where_on("2022-10-09")},
    "g01": {"month": tense_month(BI, BI)},
    "g02": {"month": tense_month(HE, HE)},
    "g05": {"date": last(chat=BI)},
    "g07": {"number": n(author=OWNER, year=2023),
            "year": 2023 if n(author=OWNER, year=2023) < n(author=OWNER, year=2022) else None},
    "f01": {"number": n(author=MAE, year=2025)},
    "f02": {"number": n(author=MAE, year=2022)},
    "f03": {"number": nphotos("Seville"), "place": "Seville"},
    "f04": {"date": first(chat=OS)},
    "f05": {"place": where_on("2024-07-17")},
    "f06": {"names": [top(Counter(m["author"] for m in by(chat=FAM) if m["author"] != OWNER)).split()[0]]},
    "f07": {"number": n(author=OWNER, chat=JO, year=2024)},
}


def proof_ok(pr):
    for m in M:
        if "author" in pr and not m["author"].lower().startswith(pr["author"].lower()):
            continue
        if "date" in pr and m["at"].date().isoformat() != pr["date"]:
            continue
        if "contains" in pr and pr["contains"].lower() not in m["text"].lower():
            continue
        return True
    return False


def main():
    bad = 0
    cases = [json.loads(l) for l in open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") if l.strip()]
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        print("duplicate ids"); bad += 1
    known = set()
    for c in cases:
        if c.get("after") and c["after"] not in known:
            print(c["id"], "after unknown or later id", c["after"]); bad += 1
        known.add(c["id"])
        exp = c["expect"]
        for k in ("number", "date", "month", "year", "place"):
            if k in exp and k not in SPEC.get(c["id"], {}):
                print(c["id"], f"{k} has no recomputation"); bad += 1
        for k, v in SPEC.get(c["id"], {}).items():
            if k == "names":
                if v is None or not all(x in exp.get("names", []) for x in v):
                    print(c["id"], "names", exp.get("names"), "expected to include", v); bad += 1
            elif exp.get(k) != v:
                print(c["id"], k, exp.get(k), "!= computed", v); bad += 1
        if "proof" in c and not proof_ok(c["proof"]):
            print(c["id"], "no message matches proof", c["proof"]); bad += 1
        if c.get("answerable") is False and c["kind"] != "cannot":
            print(c["id"], "unanswerable but kind", c["kind"]); bad += 1
    # every name in none must not be the expected person, and non-data names really are absent
    authors = {m["author"] for m in M}
    for c in cases:
        for x in c["expect"].get("names", []):
            if not any(x in a for a in authors) and not any(x in m["text"] or x in m["chat"] for m in M):
                print(c["id"], "expected name not in data", x); bad += 1
    print(f"{len(cases)} cases, {bad} mismatches", Counter(c["kind"] for c in cases))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    if "--show" in sys.argv:
        for k, v in SPEC.items(): print(k, v)
    else:
        main()
