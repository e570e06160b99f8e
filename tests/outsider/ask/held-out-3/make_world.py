#!/usr/bin/env python3
"""Deterministic world for the held-out-3 Ask evaluation set. Run: python3 make_world.py"""
import json, os, random, datetime as dt
R = random.Random(2903)
HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world"); os.makedirs(os.path.join(W, "chats"), exist_ok=True)
for f in os.listdir(os.path.join(W, "chats")): os.remove(os.path.join(W, "chats", f))
OWN = "Rafael Bautista"
D = dt.date
START, END = D(2021, 3, 1), D(2025, 12, 20)
MOVE = D(2024, 3, 16)
SCALE = 0.34
open(os.path.join(W, "owner.txt"), "w").write(OWN + "\n")
open(os.path.join(W, "time-zone.txt"), "w").write("Asia/Manila\n")

GEN = ["hahaha", "sige sige", "ok noted", "gg", "kumain ka na?", "pauwi na ako", "traffic sa EDSA grabe", "omg", "lol", "sure, later na lang",
       "ano ganap mo today", "nakakapagod ang araw na to", "haha true", "pa-send naman nung link", "<Media omitted>", "<Media omitted>",
       "ingat ka", "salamat!", "wait lang", "nasa jeep pa ko", "ang init today grabe", "tara kape", "nood tayo later", "ano ulam nyo",
       "tulog na ko, bukas na lang", "good morning!", "hala talaga?", "sana all", "brb", "yes po", "nakita mo na yung meme", "wala pa akong tulog",
       "haha sira ka talaga", "ok lang yan", "bukas na lang tayo mag-usap", "lowbat na ko", "yup", "grabe ka", "ikr", "busy sa work pre"]
POOLS = {
 "Bea Santos": GEN + ["miss you na", "love you", "ingat pauwi ha", "date tayo this weekend?", "nakauwi ka na?", "kain tayo samgyup", "sige mahal", "goodnight mahal"],
 "Migs Villanueva": GEN + ["pre", "laro tayo ML mamaya", "inom?", "Maginhawa later?", "kita tayo sa Maginhawa", "tol musta", "G ako", "pass muna pre"],
 "Jolina Reyes": GEN + ["besh!", "chika tayo", "omg may tsismis ako", "kape tayo soon"],
 "Dondon Aquino": GEN + ["pre musta", "basketball sa sabado?", "game ako"],
 "Mama": ["anak kumain ka na ba", "ingat ka lagi anak", "tumawag ka mamaya", "opo ma", "ok po", "nakauwi na po ako", "salamat po ma", "<Media omitted>", "pray ka anak", "may padala ako sa yo", "love you ma", "gising ka na?"],
 "Ate Mylene": GEN + ["bunso!", "pasalubong ha", "tawagan mo si mama", "nakita mo ba chat ni tita"],
 "Angelica Tan": ["may meeting ba tayo at 2?", "pa-review naman ng deck", "sent na sa email", "ok noted", "late ako ng 10 mins", "lunch?", "haha", "<Media omitted>", "thanks!", "nasan ka", "client call later", "ayos na yung report"],
 "Paolo Lim": GEN + ["bai!", "IT Park later?", "kita tayo IT Park", "lechon tayo", "sakay ka na lang sa akin"],
 "Rhea Castillo": GEN + ["hiii", "kamusta ka na", "uy long time"],
}
GROUP_POOL = GEN + ["hahahaha", "sino free sa sabado", "present!", "<Media omitted>", "g", "pass ako", "link pls"]
FAM_POOL = ["good morning po sa lahat", "<Media omitted>", "ingat kayo lahat", "pray tayo", "kumain na kayo", "amen", "salamat po", "sino uuwi sa probinsya", "haha", "ok po", "nakauwi na po"]
OPS_POOL = ["standup in 5", "sino naka-duty later", "na-fix na yung ticket", "escalate ko na", "ok noted", "<Media omitted>", "thanks team", "pa-cover ako bukas", "deploy tonight", "haha", "sige"]

msgs = {}  # title -> list of (datetime, sender, text)
def add(title, t, who, text): msgs.setdefault(title, []).append((t, who, text))
def T(y, m, d, hh, mm): return dt.datetime(y, m, d, hh, mm)

def days(a, b):
    x = a
    while x <= b:
        yield x; x += dt.timedelta(days=1)

def gen_pair(title, a, b, p, nmin, nmax, pool=None, skip=lambda d: False):
    pool = pool or POOLS[title]
    for d in days(a, b):
        if skip(d) or R.random() > p * SCALE: continue
        t = dt.datetime(d.year, d.month, d.day, R.randint(7, 21), R.randint(0, 59))
        who = R.choice([OWN, title])
        for _ in range(R.randint(nmin, nmax)):
            add(title, t, who, R.choice(pool))
            t += dt.timedelta(minutes=R.randint(1, 9))
            if t.date() != d: break
            if R.random() < 0.6: who = title if who == OWN else OWN

def gen_group(title, members_fn, a, b, p, nmin, nmax, pool, skip=lambda d: False):
    for d in days(a, b):
        if skip(d) or R.random() > p * SCALE: continue
        t = dt.datetime(d.year, d.month, d.day, R.randint(8, 21), R.randint(0, 59))
        mem = members_fn(d)
        for _ in range(R.randint(nmin, nmax)):
            add(title, t, R.choice(mem), R.choice(pool))
            t += dt.timedelta(minutes=R.randint(1, 12))
            if t.date() != d: break

BDAYS = {D(2023, 8, 14), D(2024, 8, 14), D(2025, 8, 14)}
nob = lambda d: d in BDAYS
# --- Bea: first message 2021-05-10
add("Bea Santos", T(2021, 5, 10, 20, 14), "Bea Santos", "hi! si Bea to, yung friend ni Jolina sa party kagabi :)")
add("Bea Santos", T(2021, 5, 10, 20, 19), OWN, "uy hello Bea! nice meeting you kagabi")
gen_pair("Bea Santos", D(2021, 5, 11), END, 0.42, 2, 7, skip=nob)
# --- Migs
gen_pair("Migs Villanueva", START, END, 0.22, 2, 6, skip=lambda d: nob(d) or D(2025, 2, 6) <= d <= D(2025, 2, 9))
# --- Jolina: tense Sept 2023, silence Oct 2023 - 19 Jan 2024, make up 20 Jan 2024
gen_pair("Jolina Reyes", START, D(2023, 8, 31), 0.16, 2, 5, skip=nob)
gen_pair("Jolina Reyes", D(2024, 1, 21), END, 0.05, 2, 3, skip=nob)
# --- Dondon: last message 2022-06-30
gen_pair("Dondon Aquino", START, D(2022, 6, 20), 0.10, 2, 4)
gen_pair("Mama", START, END, 0.20, 2, 4, skip=nob)
gen_pair("Ate Mylene", START, END, 0.07, 2, 4, skip=nob)
gen_pair("Angelica Tan", START, MOVE - dt.timedelta(days=1), 0.18, 2, 5, skip=lambda d: d.weekday() >= 5 or nob(d))
gen_pair("Angelica Tan", MOVE + dt.timedelta(days=1), END, 0.02, 2, 3, skip=nob)
gen_pair("Paolo Lim", D(2024, 3, 19), END, 0.20, 2, 6, skip=nob)
gen_pair("Rhea Castillo", START, END, 0.025, 2, 3, skip=nob)

FAM = "Bautista Fam"
fam_members = [OWN, "Mama", "Ate Mylene", "Kuya Ben", "Tita Cora"]
gen_group(FAM, lambda d: fam_members, START, END, 0.16, 2, 6, FAM_POOL, skip=nob)
BK = "Barkada UST"
def bk_members(d):
    m = [OWN, "Migs Villanueva", "Jolina Reyes", "Gino Ramos", "Rhea Castillo"]
    if d <= D(2022, 6, 20): m.append("Dondon Aquino")
    return m
gen_group(BK, bk_members, START, END, 0.14, 2, 7, GROUP_POOL, skip=lambda d: nob(d) or D(2025, 2, 6) <= d <= D(2025, 2, 9))
OPS = "Ops Team Makati"
gen_group(OPS, lambda d: [OWN, "Angelica Tan", "Nikko Garcia", "Joy Manalo"], START, D(2024, 3, 8), 0.25, 2, 6, OPS_POOL, skip=lambda d: d.weekday() >= 5)

# ---------- planted events ----------
P = lambda title, t, who, text: add(title, t, who, text)
# Dondon: last contact, owner stops replying
P("Dondon Aquino", T(2022, 6, 28, 22, 5), "Dondon Aquino", "pre pahiram muna 5k, babayaran ko next month promise")
P("Dondon Aquino", T(2022, 6, 30, 9, 40), OWN, "pre sorry wala talaga ako ngayon. wag mo na ako kulitin")
P(BK, T(2022, 6, 25, 19, 2), "Dondon Aquino", "aalis na ko sa GC, salamat sa lahat mga tol")
# promotion
P(OPS, T(2022, 9, 5, 10, 12), "Angelica Tan", "congrats Raf! official na, promoted ka to team lead")
P(OPS, T(2022, 9, 5, 10, 15), OWN, "salamat guys! libre ko kayo sa friday")
P("Mama", T(2022, 9, 5, 12, 30), OWN, "ma na-promote po ako, team lead na")
# Jolina falling-out
P("Jolina Reyes", T(2023, 9, 3, 21, 10), OWN, "Jol yung utang mo pala, yung 8k, kailan mo mababayaran?")
P("Jolina Reyes", T(2023, 9, 3, 21, 40), "Jolina Reyes", "grabe ka naman maningil, parang hindi tayo magkaibigan")
P("Jolina Reyes", T(2023, 9, 12, 18, 2), OWN, "hindi naman sa ganon, kailangan ko lang talaga yung pera")
P("Jolina Reyes", T(2023, 9, 12, 18, 30), "Jolina Reyes", "fine. wag mo na ako i-chat")
P("Jolina Reyes", T(2023, 9, 20, 23, 1), OWN, "ang OA mo na Jol")
P("Jolina Reyes", T(2024, 1, 20, 15, 33), "Jolina Reyes", "Raf sorry na talaga. na-GCash ko na yung 8k. bati na tayo?")
P("Jolina Reyes", T(2024, 1, 20, 15, 50), OWN, "sorry din Jol. bati na tayo, kape tayo soon")
# Singapore trip with Bea 10-14 Nov 2023
P("Bea Santos", T(2023, 10, 2, 21, 0), "Bea Santos", "booked na flights natin to Singapore, Nov 10 to 14!!")
P("Bea Santos", T(2023, 11, 10, 6, 15), OWN, "nasa NAIA na ko, Singapore here we come")
P("Bea Santos", T(2023, 11, 12, 19, 40), "Bea Santos", "location: https://maps.google.com/?q=1.2834,103.8607")
P("Bea Santos", T(2023, 11, 12, 19, 41), "Bea Santos", "andito ako sa Marina Bay, dito ka na")
# Move to Cebu 16 Mar 2024
P("Bea Santos", T(2024, 2, 2, 20, 5), OWN, "tinanggap ko na yung offer sa Cebu. lipat ako sa March 16")
P("Bea Santos", T(2024, 2, 2, 20, 9), "Bea Santos", "LDR tayo?? sige support kita mahal, uuwi ako dyan monthly")
P(FAM, T(2024, 3, 16, 18, 30), OWN, "nakalipat na ako! new flat sa Lahug, Cebu City")
P(FAM, T(2024, 3, 16, 18, 45), "Mama", "ingat ka dyan anak, i-lock lagi yung pinto")
P("Bea Santos", T(2024, 3, 16, 21, 0), "Bea Santos", "ang cute ng flat mo sa Lahug! pero ang liit ng kusina haha")
P("Angelica Tan", T(2024, 3, 15, 17, 45), "Angelica Tan", "last day mo na! mamimiss ka ng team, ingat sa Cebu")
P(OPS, T(2024, 3, 8, 17, 0), OWN, "salamat sa lahat team, last shift ko na to")
P("Paolo Lim", T(2024, 3, 18, 12, 0), "Paolo Lim", "hi Rafael, si Paolo to from the Cebu office. welcome sa team!")
P("Paolo Lim", T(2024, 3, 18, 12, 10), OWN, "salamat bai! ikaw pala yung sinasabi ni boss")
# birthdays (14 Aug): greetings
bd = {
 2023: [("Bea Santos", "happy birthday mahal ko!! love you"), ("Mama", "happy birthday anak, God bless"), ("Migs Villanueva", "hbd pre! inom tayo"),
        ("Jolina Reyes", "happy birthday Raf!!"), (FAM, "Ate Mylene", "happy birthday bunso!"), (BK, "Gino Ramos", "happy birthday Raf!")],
 2024: [("Bea Santos", "happy birthday mahal! sana andyan ako"), ("Mama", "happy birthday anak ko"), ("Paolo Lim", "happy birthday bai!"),
        ("Migs Villanueva", "happy bday pre"), (FAM, "Tita Cora", "Happy birthday Rafael, God bless")],
 2025: [("Bea Santos", "happy birthday mahal!! see you sa Dumaguete"), ("Mama", "happy birthday anak"), ("Paolo Lim", "hbd bai!!"),
        ("Jolina Reyes", "happy birthday Raf! miss you"), ("Rhea Castillo", "happy birthday Rafael!"), (FAM, "Kuya Ben", "happy birthday bro"),
        (BK, "Migs Villanueva", "happy birthday sa pinakapogi sa barkada")],
}
for y, lst in bd.items():
    h = 7
    for it in lst:
        if len(it) == 2: title, who, text = it[0], it[0], it[1]
        else: title, who, text = it
        P(title, T(y, 8, 14, h, R.randint(0, 59)), who, text)
        P(title, T(y, 8, 14, h, 59) + dt.timedelta(minutes=5), OWN, "salamat!!")
        h += 1
# Migs wedding Baguio 8 Feb 2025
P("Migs Villanueva", T(2024, 10, 1, 20, 0), "Migs Villanueva", "pre ikaw best man ko ha. kasal namin ni Kat sa Baguio, Feb 8")
P("Migs Villanueva", T(2024, 10, 1, 20, 3), OWN, "syempre naman pre! congrats!!")
P(BK, T(2025, 2, 8, 21, 0), "Rhea Castillo", "ang ganda ng kasal nina Migs at Kat!! <3")
P(BK, T(2025, 2, 8, 21, 5), "Gino Ramos", "best man speech ni Raf panalo haha")
P("Migs Villanueva", T(2025, 2, 9, 10, 0), "Migs Villanueva", "salamat sa speech pre, naiyak si Kat")
# Bea engaged in Dumaguete on birthday 2025
P("Bea Santos", T(2025, 8, 14, 22, 0), "Bea Santos", "YES!!! engaged na tayo mahal ko")
P(FAM, T(2025, 8, 15, 9, 0), OWN, "engaged na kami ni Bea!")
# dog
P("Ate Mylene", T(2022, 4, 3, 14, 0), "Ate Mylene", "bunso, may bagong aso kami, si Bantay. ang kulit!")

# ---------- write chats ----------
NOTICE = "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more."
fmt = lambda t: t.strftime("%d/%m/%Y, %H:%M")
total = 0
for title, lst in msgs.items():
    lst.sort(key=lambda x: x[0])
    first = lst[0][0] - dt.timedelta(minutes=3)
    with open(os.path.join(W, "chats", f"WhatsApp Chat with {title}.txt"), "w") as f:
        f.write(f"{fmt(first)} - {NOTICE}\n")
        for t, who, text in lst:
            f.write(f"{fmt(t)} - {who}: {text}\n"); total += 1

# ---------- photos ----------
C = {"Quezon City": (14.6760, 121.0437), "Makati": (14.5547, 121.0244), "Cebu City": (10.3157, 123.8854), "Singapore": (1.2903, 103.8520),
     "Baguio": (16.4023, 120.5960), "Tagaytay": (14.1153, 120.9621), "Tagbilaran": (9.6500, 123.8500), "Dumaguete": (9.3068, 123.3054)}
photos = []
def photo(day, city, people=None, n=1):
    for _ in range(n):
        t = dt.datetime(day.year, day.month, day.day, R.randint(9, 20), R.randint(0, 59), R.randint(0, 59))
        la, lo = C[city]
        p = {"file": t.strftime("IMG_%Y%m%d_%H%M%S.jpg"), "takenAt": t.strftime("%Y-%m-%d %H:%M:%S"),
             "lat": round(la + R.uniform(-0.01, 0.01), 4), "lon": round(lo + R.uniform(-0.01, 0.01), 4)}
        if people: p["people"] = people
        photos.append(p)
photo(D(2023, 8, 14), "Tagaytay", ["Bea"], 4)
for dd, n in ((10, 2), (11, 4), (12, 5), (13, 3)): photo(D(2023, 11, dd), "Singapore", ["Bea"], n)
photo(D(2024, 3, 16), "Cebu City", None, 3)
photo(D(2024, 8, 14), "Tagbilaran", ["Paolo"], 3)
photo(D(2025, 2, 8), "Baguio", ["Migs", "Kat"], 7)
photo(D(2025, 2, 7), "Baguio", ["Migs"], 2)
photo(D(2025, 8, 14), "Dumaguete", ["Bea"], 5)
for d in (D(2021, 6, 12), D(2021, 12, 24), D(2022, 3, 5), D(2022, 12, 25), D(2023, 2, 18), D(2023, 6, 3)): photo(d, "Quezon City", ["Migs"] if d.month in (3, 6) else None, 2)
for d in (D(2021, 9, 17), D(2022, 9, 9), D(2023, 12, 15)): photo(d, "Makati", ["Angelica"], 2)
for d in (D(2024, 5, 4), D(2024, 7, 20), D(2024, 12, 24), D(2025, 4, 12), D(2025, 10, 25)): photo(d, "Cebu City", ["Paolo"] if d.month in (5, 10) else None, 2)
photos.sort(key=lambda p: p["takenAt"])
json.dump(photos, open(os.path.join(W, "photos.json"), "w"), indent=1)

# ---------- location history (UTC = local - 8h) ----------
locs = []
def pts(day, city, n):
    la, lo = C[city]
    for i in range(n):
        t = dt.datetime(day.year, day.month, day.day, 9 + i * 4, R.randint(0, 59)) - dt.timedelta(hours=8)
        locs.append({"latitudeE7": int(round((la + R.uniform(-0.01, 0.01)) * 1e7)), "longitudeE7": int(round((lo + R.uniform(-0.01, 0.01)) * 1e7)),
                     "timestamp": t.strftime("%Y-%m-%dT%H:%M:%SZ")})
special = {}
for d in days(D(2023, 11, 10), D(2023, 11, 14)): special[d] = "Singapore"
special[D(2023, 8, 14)] = "Tagaytay"; special[D(2024, 8, 14)] = "Tagbilaran"; special[D(2025, 8, 14)] = "Dumaguete"
special[D(2025, 8, 13)] = "Dumaguete"; special[D(2025, 8, 15)] = "Dumaguete"
for d in days(D(2025, 2, 7), D(2025, 2, 9)): special[d] = "Baguio"
for d in days(START, END):
    if d in special: pts(d, special[d], 3)
    elif (d - START).days % 5 == 0:
        home = "Quezon City" if d < MOVE else "Cebu City"
        pts(d, home, 2)
json.dump({"locations": locs}, open(os.path.join(W, "locations.json"), "w"))
print("messages", total, "photos", len(photos), "locations", len(locs), "total", total + len(photos) + len(locs))
