#!/usr/bin/env python3
"""Recomputes every expectation in cases.jsonl from the world files and prints mismatches.

python3 check.py          -> prints mismatches (nothing else but a summary line)
python3 check.py --show   -> also prints every computed value
"""
import datetime as dt
import json
import os
import sys
from collections import Counter

from worldlib import (MOVE, MSGS, OWNER, PHOTOS, LOCS, count, first, last, q, photo_city, photo_date,
                      proof_ok, ranking, where_on, wishers, city_of, loc_local_date)

D = dt.date
MIG, MAE, PAI, RITA, AVO = "Miguel Antunes", "Mãe", "Pai", "Rita Carvalho", "Avó Lurdes"
TIA, BIA, CHL, DAN, SOF, HAN = ("Tiago Ferreira", "Beatriz Sousa", "Chloe Martin", "Daniel Okafor",
                                "Sofia Mendes", "Hannah Weber")
FAM, JAN, OFF = "Família Carvalho", "Jantares de Sexta", "Lumen Product Team"
ONE2ONE = [MIG, MAE, RITA, TIA, BIA, CHL, DAN, SOF]


def short(a):
    return a if a in (MAE, PAI, AVO) else a.split()[0]


def names(authors):
    return sorted(short(a) for a in authors)


def top(counter_items):
    """Winner of a ranking, asserting it is not a tie."""
    assert len(counter_items) < 2 or counter_items[0][1] > counter_items[1][1], counter_items[:2]
    return counter_items[0]


def pick(a, b, fa, fb):
    va, vb = fa(), fb()
    assert va != vb
    return (a, va) if va > vb else (b, vb)


def members(chat):
    return sorted({m["author"] for m in q(chat=chat)} - {OWNER})


def photos_in(city=None, year=None, person=None):
    return [p for p in PHOTOS if (city is None or photo_city(p) == city)
            and (year is None or photo_date(p).year == year)
            and (person is None or person in p.get("people", []))]


def one_place(day):
    w = where_on(day)
    assert len(w) == 1, (day, w)
    return w[0]


def month_of(m):
    return m["at"].strftime("%Y-%m")


def monthly(chat):
    return Counter(month_of(m) for m in q(chat=chat))


def c_who_01():
    sent = ranking(q(author=OWNER), lambda m: m["chat"])
    tot = ranking(MSGS, lambda m: m["chat"])
    assert top(sent)[0] == MIG and top(tot)[0] == MIG
    return {"names": ["Miguel"]}


def c_who_03():
    return {"names": names(wishers(D(2024, 3, 14)))}


def c_who_04():
    chats = {m["chat"] for m in MSGS if "escalad" in m["text"].lower() or "climb" in m["text"].lower()}
    assert chats == {SOF}, chats
    return {"names": ["Sofia"]}


def c_who_05():
    sent = ranking([m for m in q(author=OWNER, year=2025) if m["chat"] in ONE2ONE and m["chat"] != MIG],
                   lambda m: m["chat"])
    tot = ranking([m for m in q(year=2025) if m["chat"] in ONE2ONE and m["chat"] != MIG], lambda m: m["chat"])
    assert top(sent)[0] == top(tot)[0]
    return {"names": [short(top(sent)[0])]}


def c_who_08():
    stopped = [c for c in ONE2ONE if (D(2026, 11, 27) - last(chat=c)["at"].date()).days > 365]
    return {"names": names(stopped)}


def c_who_09():
    ppl = {x for p in photos_in("London") for x in p.get("people", [])}
    return {"names": names(ppl)}


def c_change_03():
    before = count(chat=CHL, end=MOVE - dt.timedelta(days=1))
    after = count(chat=CHL, start=MOVE)
    assert before > after
    return {"names": ["Chloe"], "number": before}


def c_change_04():
    # 1:1 chats that were active in 2022 and have no message after 2023
    drift = [c for c in ONE2ONE if count(chat=c, year=2022) > 0 and count(chat=c, start=D(2024, 1, 1)) == 0]
    return {"names": names(drift)}


def c_change_05():
    mc = monthly(SOF)
    ks = sorted(mc)
    assert mc[ks[0]] < mc["2025-06"]  # grew
    return {"names": ["Sofia"], "month": ks[0]}


def c_change_06():
    before = count(chat=TIA, end=MOVE - dt.timedelta(days=1))
    after = count(chat=TIA, start=MOVE)
    assert before > after
    return {"names": ["Tiago"], "number": before}


def c_change_07():
    per_year = Counter(m["at"].year for m in q(chat=CHL))
    assert per_year[2023] >= 4 * per_year[2024]
    assert per_year[2022] > 3 * per_year[2024] and per_year[2021] > 3 * per_year[2024]
    return {"year": 2024}


def c_change_08():
    before = count(chat=MAE, end=MOVE - dt.timedelta(days=1))
    after = count(chat=MAE, start=MOVE)
    assert after > before
    return {"names": ["Mãe"], "number": after}


def c_change_09():
    gain = {c: count(chat=c, start=MOVE) - count(chat=c, end=MOVE - dt.timedelta(days=1)) for c in ONE2ONE}
    r = sorted(gain.items(), key=lambda kv: -kv[1])
    return {"names": [short(top(r)[0])]}


def c_tense_month():
    # first day of the tense exchange: the first Tiago-chat message mentioning the money after 2024
    m = first(chat=TIA, start=D(2024, 1, 1), contains="dinheiro")
    return {"month": month_of(m)}


def c_repair_month():
    # first message after the longest gap in the Tiago chat
    ms = sorted(q(chat=TIA), key=lambda m: m["at"])
    gaps = [(ms[i + 1]["at"] - ms[i]["at"], ms[i + 1]) for i in range(len(ms) - 1)]
    g, m = max(gaps, key=lambda x: x[0])
    assert g.days > 300
    return {"month": month_of(m)}


def c_move_date():
    lis = sorted({loc_local_date(r) for r in LOCS
                  if city_of(r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7) == "Lisbon"})
    por = sorted({loc_local_date(r) for r in LOCS
                  if city_of(r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7) == "Porto"
                  and loc_local_date(r).month != 12})  # Christmas visits excluded
    assert lis[0] == max(d for d in por if d <= lis[0])
    return {"date": lis[0].isoformat()}


def c_photo_city_top():
    return {"place": top(ranking([p for p in PHOTOS if "lat" in p], photo_city))[0]}


def c_tiago_place():
    cities = [photo_city(p) for p in photos_in(person=TIA)]
    cities += [city_of(*map(float, m["text"].split("q=")[1].split(",")))
               for m in q(author=TIA, contains="location: https")]
    return {"place": top(Counter(cities).most_common())[0]}


def c_lived_before():
    homes = Counter(city_of(r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7) for r in LOCS
                    if loc_local_date(r) < MOVE)
    return {"place": top(homes.most_common())[0]}


COMPUTE = {
    "who-01": c_who_01,
    "who-02": lambda: {"names": names(members(FAM))},
    "who-03": c_who_03,
    "who-04": c_who_04,
    "who-05": c_who_05,
    "who-06": lambda: {"names": [short(top(ranking(q(chat=FAM), lambda m: m["author"]))[0])]},
    "who-07": lambda: {"names": names(members(JAN))},
    "who-08": c_who_08,
    "who-09": c_who_09,
    "when-01": lambda: {"date": first(chat=SOF)["at"].date().isoformat()},
    "when-02": lambda: {"date": last(chat=BIA)["at"].date().isoformat()},
    "when-03": c_move_date,
    "when-04": lambda: {"year": min(Counter(m["at"].year for m in MSGS).items(), key=lambda kv: kv[1])[0]},
    "when-05": lambda: {"date": one_date_of_photos("Braga")},
    "when-06": lambda: {"date": last(author=CHL)["at"].date().isoformat()},
    "when-07": lambda: {"month": sorted({p["takenAt"][:7] for p in photos_in("Rome")}) [0]},
    "when-08": lambda: {"month": top(ranking(MSGS, month_of))[0]},
    "when-09": lambda: {"date": first(chat=MIG)["at"].date().isoformat()},
    "hm-01": lambda: {"number": count(author=TIA, year=2025)},
    "hm-02": lambda: {"number": len(photos_in("Rome"))},
    "hm-03": lambda: {"number": count(chat=FAM, year=2025)},
    "hm-04": lambda: {"number": count(chat=MAE, author=OWNER, year=2023)},
    "hm-05": lambda: {"number": len(photos_in("London"))},
    "hm-06": lambda: {"number": count(author=SOF)},
    "hm-07": lambda: {"number": count(author=CHL, year=2022)},
    "hm-08": lambda: {"number": len(photos_in(person=RITA))},
    "hm-09": lambda: {"number": len(wishers(D(2025, 3, 14)))},
    "hm-10": lambda: {"number": count(author=TIA, contains="location: https")},
    "cmp-01": lambda: dict(zip(("names", "number"), (lambda w: ([short(w[0])], w[1]))(
        pick(TIA, MIG, lambda: count(author=TIA, year=2023), lambda: count(author=MIG, year=2023))))),
    "cmp-02": lambda: dict(zip(("names", "number"), (lambda w: ([short(w[0])], w[1]))(
        pick(MAE, RITA, lambda: count(author=MAE), lambda: count(author=RITA))))),
    "cmp-03": lambda: dict(zip(("place", "number"), pick(
        "Porto", "Lisbon", lambda: len(photos_in("Porto")), lambda: len(photos_in("Lisbon"))))),
    "cmp-04": lambda: dict(zip(("year", "number"), pick(
        2022, 2025, lambda: count(chat=TIA, year=2022), lambda: count(chat=TIA, year=2025)))),
    "cmp-05": lambda: dict(zip(("names", "number"), (lambda w: ([short(w[0])], w[1]))(
        pick(DAN, HAN, lambda: count(chat=OFF, author=DAN), lambda: count(chat=OFF, author=HAN))))),
    "cmp-06": lambda: dict(zip(("names", "number"), (lambda w: ([w[0]], w[1]))(
        pick(FAM, JAN, lambda: count(chat=FAM), lambda: count(chat=JAN))))),
    "cmp-07": lambda: dict(zip(("year", "number"), pick(
        2022, 2024, lambda: len(photos_in(year=2022)), lambda: len(photos_in(year=2024))))),
    "cmp-08": lambda: dict(zip(("names", "number"), (lambda w: ([short(w[0])], w[1]))(
        pick(SOF, MIG, lambda: count(author=SOF, year=2025), lambda: count(author=MIG, year=2025))))),
    "cmp-09": lambda: dict(zip(("place", "number"), pick(
        "Rome", "Madrid", lambda: len(photos_in("Rome")), lambda: len(photos_in("Madrid"))))),
    "wh-01": lambda: {"place": one_place(D(2025, 3, 14))},
    "wh-02": lambda: {"place": one_place(D(2024, 6, 15))},
    "wh-03": c_photo_city_top,
    "wh-04": lambda: {"place": one_place(D(2022, 10, 8))},
    "wh-05": c_tiago_place,
    "wh-06": lambda: {"place": one_place(D(2024, 12, 25))},
    "wh-07": c_lived_before,
    "wh-08": lambda: {"place": one_place(D(2022, 5, 22))},
    "wh-09": lambda: {"place": top(Counter(photo_city(p) for p in photos_in(person=SOF)
                                           if p["takenAt"].startswith("2025-09")).most_common())[0]},
    "ch-01": c_tense_month,
    "ch-02": c_repair_month,
    "ch-03": c_change_03,
    "ch-04": c_change_04,
    "ch-05": c_change_05,
    "ch-06": c_change_06,
    "ch-07": c_change_07,
    "ch-08": c_change_08,
    "ch-09": c_change_09,
    "fu-01": lambda: {"number": count(author=MIG, year=2025)},
    "fu-02": lambda: {"number": count(author=MIG, year=2022)},
    "fu-03": lambda: {"number": len(photos_in("Madrid"))},
    "fu-04": lambda: {"date": min(first(chat=DAN)["at"], first(author=DAN)["at"]).date().isoformat()},
    "fu-05": lambda: {"place": one_place(D(2024, 3, 14))},
    "fu-06": lambda: {"names": [short(top(ranking(q(chat=JAN), lambda m: m["author"]))[0])]},
    "fu-07": lambda: {"number": count(chat=FAM, year=2024)},
    "fu-08": lambda: {"date": last(author=BIA)["at"].date().isoformat()},
    "fu-09": lambda: {"number": len(photos_in(person=MIG))},
}


def one_date_of_photos(city):
    ds = sorted({p["takenAt"][:10] for p in photos_in(city)})
    assert len(ds) == 1, ds
    return ds[0]


def main():
    show = "--show" in sys.argv
    cases = [json.loads(l) for l in open(os.path.join(os.path.dirname(__file__) or ".", "cases.jsonl"),
                                         encoding="utf-8") if l.strip()]
    bad = 0
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        print("MISMATCH duplicate ids"); bad += 1
    byid = {c["id"]: c for c in cases}
    for c in cases:
        e = c.get("expect", {})
        if c.get("after") and c["after"] not in byid:
            print("MISMATCH", c["id"], "after unknown id"); bad += 1
        if c.get("answerable", True) is False:
            if set(e) - {"none"}:
                print("MISMATCH", c["id"], "unanswerable case expects more than none"); bad += 1
            continue
        if "proof" in c and not proof_ok(c["proof"]):
            print("MISMATCH", c["id"], "proof matches no message", c["proof"]); bad += 1
        fn = COMPUTE.get(c["id"])
        if fn is None:
            if set(e) & {"number", "date", "month", "year"}:
                print("MISMATCH", c["id"], "no recomputation for a number/date"); bad += 1
            continue
        try:
            got = fn()
        except AssertionError as ex:
            print("MISMATCH", c["id"], "assertion", ex); bad += 1
            continue
        if show:
            print(c["id"], got)
        for k, v in got.items():
            have = e.get(k)
            if k == "names":
                if have is None or sorted(have) != sorted(v):
                    print("MISMATCH", c["id"], k, have, "!=", v); bad += 1
            elif have != v:
                print("MISMATCH", c["id"], k, have, "!=", v); bad += 1
        for k in ("number", "date", "month", "year", "place"):
            if k in e and k not in got:
                print("MISMATCH", c["id"], k, "expected but not recomputed"); bad += 1
    # proof-only cases must also carry a proof that exists
    kinds = Counter(c["kind"] for c in cases)
    print("%d cases, %d mismatches, kinds: %s" % (len(cases), bad, dict(sorted(kinds.items()))))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
