#!/usr/bin/env python3
"""Deterministic generator for held-out-12: a Greek (Greek script + Greeklish + English) life, 2022-2026,
exported with signal-export (github.com/carderne/signal-export): <out>/<Chat name>/chat.md per chat."""
import json, os, random, zipfile, io
from datetime import datetime, timedelta, date
from zoneinfo import ZoneInfo

R = random.Random(1212)
HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world")
TZ = ZoneInfo("Europe/Athens")
START, END = date(2022, 1, 3), date(2026, 11, 25)

# chat name -> members (excluding Me)
CHATS = {
    "Μαμά": ["Μαμά"], "Μπαμπάς": ["Μπαμπάς"], "Κατερίνα": ["Κατερίνα"],
    "Giorgos Papadopoulos": ["Giorgos Papadopoulos"], "Κατερίνα Ν.": ["Κατερίνα Ν."],
    "Μήτσος": ["Μήτσος"], "Άννα Μ.": ["Άννα Μ."], "Tom Becker": ["Tom Becker"],
    "Sarah Collins": ["Sarah Collins"], "Γιαγιά": ["Γιαγιά"],
    "Οικογένεια 🏠": ["Μαμά", "Μπαμπάς", "Κατερίνα", "Στέλιος"],
    "Patra Crew 🎓": ["Κατερίνα Ν.", "Μήτσος", "Lena Papadopoulou"],
    "Ergon Team": ["Tom Becker", "Kostas Ergon"],
}
FILL_GR = ["τι κάνεις;", "καλά είμαι, εσύ;", "ok", "τα λέμε αύριο", "έλα", "χαχα", "σε πήρα τηλέφωνο", "ναι ναι",
           "καληνύχτα", "καλημέρα!", "τέλεια", "θα σου πω", "όλα καλά", "πού είσαι;", "σπίτι", "οκ θα δούμε"]
FILL_GL = ["ti kaneis?", "kala esy?", "ok", "ta leme", "xaxa", "8a se parw meta", "ela re", "nai", "kalinixta",
           "kalimera", "teleia", "ola kala", "pou eisai?", "ok 8a doume", "3ereis ti egine?", "lol"]
FILL_EN = ["how are you?", "all good here", "ok", "talk later", "haha", "sounds good", "thanks!", "see you",
           "good morning", "let me check", "nice", "cool", "sure"]
LANG = {"Tom Becker": FILL_EN, "Sarah Collins": FILL_EN, "Ergon Team": FILL_EN,
        "Giorgos Papadopoulos": FILL_GL, "Μήτσος": FILL_GL, "Patra Crew 🎓": FILL_GL, "Κατερίνα Ν.": FILL_GL}

def rate(chat, d):
    """mean filler messages per day"""
    y = d.year
    if chat == "Μαμά": return 1.1
    if chat == "Μπαμπάς": return 0.35
    if chat == "Κατερίνα": return 0.9 if y < 2024 else 1.4
    if chat == "Γιαγιά": return 0.12
    if chat == "Giorgos Papadopoulos":
        if date(2023, 3, 19) <= d < date(2023, 9, 30): return 0.0   # fallout: silence
        return 1.3 if d < date(2023, 3, 19) else 0.8
    if chat == "Κατερίνα Ν.":   # fades away, last 2023-05-20
        if d > date(2023, 5, 20): return 0.0
        return 0.9 if y == 2022 else 0.25
    if chat == "Μήτσος": return 0.0 if date(2023, 1, 9) <= d < date(2023, 10, 9) else 0.5
    if chat == "Άννα Μ.":
        if d < date(2025, 3, 20): return 0.0
        return 0.6 if d < date(2025, 6, 1) else 2.2
    if chat == "Tom Becker":
        if d < date(2022, 10, 10): return 0.0
        return 0.7 if d < date(2025, 3, 1) else 0.15
    if chat == "Sarah Collins": return 0.0 if d < date(2025, 3, 5) else 0.8
    if chat == "Οικογένεια 🏠": return 0.8
    if chat == "Patra Crew 🎓": return 1.2 if y == 2022 else (0.3 if y == 2023 else 0.08)
    if chat == "Ergon Team":
        if date(2022, 10, 3) <= d < date(2025, 2, 28): return 1.0
        return 0.0
    return 0.0

msgs = {c: [] for c in CHATS}   # chat -> list of dict(at, sender, body, quote, react, att, deleted)

def add(chat, at, sender, body, quote=None, react=None, att=None, deleted=False, sticker=None):
    if isinstance(at, str): at = datetime.strptime(at, "%Y-%m-%d %H:%M:%S")
    msgs[chat].append(dict(at=at, sender=sender, body=body, quote=quote, react=react or [], att=att, deleted=deleted, sticker=sticker))

def poisson(lam):
    n, p, L = 0, 1.0, 2.718281828 ** (-lam)
    while True:
        p *= R.random()
        if p <= L: return n
        n += 1

d = START
while d <= END:
    for chat, mem in CHATS.items():
        for _ in range(poisson(0.33 * rate(chat, d))):
            at = datetime(d.year, d.month, d.day, R.randint(8, 22), R.randint(0, 59), R.randint(0, 59))
            who = "Me" if R.random() < 0.48 else R.choice(mem)
            pool = LANG.get(chat, FILL_GR)
            add(chat, at, who, R.choice(pool))
    d += timedelta(days=1)

# ---- scripted events (facts the cases ask about) ----
S = add
# graduation in Patras
S("Patra Crew 🎓", "2022-07-14 20:10:00", "Μήτσος", "Συγχαρητήρια ρε για το πτυχίο!! ορκωμοσία done 🎓")
S("Μαμά", "2022-07-14 13:05:00", "Μαμά", "Νίκο μου, είμαστε τόσο περήφανοι για την ορκωμοσία σου!")
# first job in Athens
S("Μπαμπάς", "2022-09-12 19:00:00", "Me", "Μπαμπά, πήρα τη δουλειά στην Ergon Soft στην Αθήνα! Ξεκινάω 3 Οκτωβρίου")
S("Μπαμπάς", "2022-09-12 19:04:00", "Μπαμπάς", "Μπράβο αγόρι μου! Καλή αρχή στη δουλειά")
S("Ergon Team", "2022-10-03 09:15:00", "Kostas Ergon", "Welcome to the team Nikos! First standup at 10")
# Giorgos fallout and reconciliation
S("Giorgos Papadopoulos", "2023-03-18 23:40:00", "Giorgos Papadopoulos", "3ereis kati? asto. de 8elw na milame gia ligo")
S("Giorgos Papadopoulos", "2023-03-18 23:42:00", "Me", "ok re Giorgo, opws 8es")
S("Giorgos Papadopoulos", "2023-09-30 18:20:00", "Me", "Giorgo, sorry gia oti egine. na ta poume apo konta? kafe?")
S("Giorgos Papadopoulos", "2023-09-30 18:31:00", "Giorgos Papadopoulos", "ela re file, kafe avrio. m elipses")
# Mitsos army
S("Μήτσος", "2023-01-08 21:00:00", "Μήτσος", "avrio fevgw gia 8iteia, stratos 9 mines... 8a grafw otan mporw")
S("Μήτσος", "2023-10-09 12:00:00", "Μήτσος", "apolu8ika!!! telos o stratos")
# Katerina N fades
S("Κατερίνα Ν.", "2023-05-20 22:10:00", "Κατερίνα Ν.", "ta leme kapoia stigmh, kalo kalokairi")
# Berlin trip
S("Tom Becker", "2024-09-10 10:00:00", "Tom Becker", "So you land in Berlin on Saturday the 14th? You can stay at my place in Kreuzberg")
S("Tom Becker", "2024-09-10 10:05:00", "Me", "Yes! Flight lands 14:30, staying until the 21st. Thanks Tom")
S("Μαμά", "2024-09-14 08:00:00", "Μαμά", "Καλό ταξίδι Νίκο μου! Στείλε μήνυμα όταν φτάσεις στο Βερολίνο")
# Katerina engagement + wedding + baby + baptism
S("Κατερίνα", "2024-06-22 21:30:00", "Κατερίνα", "Νικολάκη!!! Ο Στέλιος μου έκανε πρόταση, αρραβώνας!! 💍")
S("Οικογένεια 🏠", "2024-06-22 21:45:00", "Μαμά", "Να ζήσετε παιδιά μου! Τι χαρά, αρραβώνας!")
S("Κατερίνα", "2025-01-15 20:00:00", "Κατερίνα", "O gamos 8a einai 13 Septemvriou sth Thessaloniki. Koumparos o Giorgos!")
S("Giorgos Papadopoulos", "2025-01-16 12:00:00", "Giorgos Papadopoulos", "re malaka, 8a eimai koumparos ston gamo ths aderfhs sou! timh mou")
S("Οικογένεια 🏠", "2025-09-13 23:50:00", "Μπαμπάς", "Τι ωραίος γάμος! Να ζήσετε Κατερίνα και Στέλιο")
S("Κατερίνα", "2026-06-05 07:20:00", "Κατερίνα", "Γεννήθηκε! Κοριτσάκι, 3.2 κιλά ❤️ θεία Κατερίνα έγινες... εσύ θείος!")
S("Οικογένεια 🏠", "2026-06-05 08:00:00", "Μαμά", "Γιαγιά έγινα!! Να μας ζήσει το μωρό")
S("Κατερίνα", "2026-09-02 19:00:00", "Κατερίνα", "Η βάφτιση θα είναι 18 Οκτωβρίου, νονός ο Giorgos. Θα έρθεις από Κρήτη;")
S("Οικογένεια 🏠", "2026-10-18 21:00:00", "Μαμά", "Να σας ζήσει η μικρή Ελένη! Ωραία βάφτιση σήμερα")
# move to Heraklion (new job)
S("Μαμά", "2025-02-03 20:00:00", "Me", "Μαμά, πήρα τη δουλειά στο Ηράκλειο, στην Kritiki Data. Μετακόμιση 1η Μαρτίου")
S("Μαμά", "2025-02-03 20:05:00", "Μαμά", "Στην Κρήτη;; Μακριά... αλλά μπράβο παιδί μου")
S("Ergon Team", "2025-02-27 17:00:00", "Me", "Last day tomorrow, thanks for everything team! Moving to Heraklion")
S("Κατερίνα", "2025-03-01 21:00:00", "Me", "Η μετακόμιση τελείωσε! Καινούργιο σπίτι στο Ηράκλειο, 2 δωμάτια με μπαλκόνι")
S("Sarah Collins", "2025-03-05 09:30:00", "Sarah Collins", "Hi Nikos, Sarah from Kritiki Data. Welcome to Heraklion! Coffee at 11?")
# Anna: new person
S("Άννα Μ.", "2025-03-20 21:00:00", "Άννα Μ.", "Γεια! Η Άννα από το σεμινάριο κεραμικής. Τα λέμε την Πέμπτη;")
S("Άννα Μ.", "2025-06-14 22:00:00", "Me", "Άννα, ήταν η καλύτερη βραδιά. Σ' αγαπώ ❤️")
# salary never mentioned; rent mentioned
S("Κατερίνα", "2025-02-20 18:00:00", "Κατερίνα", "Πόσο είναι το ενοίκιο στο Ηράκλειο;")
S("Κατερίνα", "2025-02-20 18:10:00", "Me", "520 ευρώ το ενοίκιο, με μπαλκόνι")
# Naxos summers and Chania
S("Patra Crew 🎓", "2022-08-14 12:00:00", "Lena Papadopoulou", "Naxos reeee!! Plaka beach sto 15avgousto 🌊")
S("Γιαγιά", "2023-08-15 10:00:00", "Me", "Χρόνια πολλά γιαγιά! Από τη Νάξο σου στέλνω φιλιά")
S("Sarah Collins", "2025-07-19 18:00:00", "Me", "Weekend in Chania was amazing, the old harbour!")
# name days & birthdays & Easter
ND = {"Μπαμπάς": [(y, 10, 26) for y in range(2022, 2027)], "Κατερίνα": [(y, 11, 25) for y in range(2022, 2026)],
      "Μαμά": [(y, 5, 21) for y in range(2022, 2027)]}
for chat, days in ND.items():
    for (y, m, dd) in days:
        S(chat, datetime(y, m, dd, 9, 30, 0), "Me", "Χρόνια πολλά για τη γιορτή σου! 🎉")
# Giorgos name day: 23 April, or Easter Monday if 23 April falls before Easter
EASTER = {2022: date(2022, 4, 24), 2023: date(2023, 4, 16), 2024: date(2024, 5, 5), 2025: date(2025, 4, 20),
          2026: date(2026, 4, 12)}
for y, e in EASTER.items():
    g = date(y, 4, 23)
    if g <= e: g = e + timedelta(days=1)
    if not (date(2023, 3, 19) <= g < date(2023, 9, 30)):
        S("Giorgos Papadopoulos", datetime(g.year, g.month, g.day, 10, 0, 0), "Me", "xronia polla Giorgo! na ta ekatostiseis")
    S("Οικογένεια 🏠", datetime(e.year, e.month, e.day, 0, 5, 0), "Μαμά", "Χριστός Ανέστη παιδιά μου! 🕯️")
    S("Οικογένεια 🏠", datetime(e.year, e.month, e.day, 0, 7, 0), "Me", "Αληθώς Ανέστη!")
# owner's birthday: 9 March? (no: sister) owner born 1999-02-11
for y in range(2022, 2027):
    S("Μαμά", datetime(y, 2, 11, 8, 0, 0), "Μαμά", "Χρόνια πολλά αγόρι μου για τα γενέθλιά σου! 🎂")
for y in range(2022, 2026):
    S("Κατερίνα", datetime(y, 3, 9, 9, 0, 0), "Me", "Χρόνια πολλά Κατερινάκι για τα γενέθλια!!")
# media: photos, voice notes, stickers, calls, deletes
for i in range(40):
    chat = R.choice(["Μαμά", "Κατερίνα", "Οικογένεια 🏠", "Άννα Μ."])
    dd = START + timedelta(days=R.randint(0, (END - START).days))
    if chat == "Άννα Μ." and dd < date(2025, 6, 1): dd = date(2025, 6, 1) + timedelta(days=R.randint(0, 500))
    at = datetime(dd.year, dd.month, dd.day, 19, R.randint(0, 59), 0)
    S(chat, at, "Me" if i % 2 else CHATS[chat][0], "", att=("signal-%s.jpg" % at.strftime("%Y-%m-%d-%H%M%S"), "img"))
for i in range(25):
    dd = START + timedelta(days=R.randint(0, (END - START).days))
    at = datetime(dd.year, dd.month, dd.day, 12, R.randint(0, 59), 0)
    S("Γιαγιά", at, "Γιαγιά", "", att=("voice-%s.m4a" % at.strftime("%Y-%m-%d-%H%M%S"), "voice"))
for i in range(15):
    dd = START + timedelta(days=R.randint(0, (END - START).days))
    at = datetime(dd.year, dd.month, dd.day, 20, R.randint(0, 59), 0)
    S("Μαμά", at, "Μαμά", "Incoming voice call (accepted, %dm %ds)" % (R.randint(1, 30), R.randint(0, 59)))
S("Giorgos Papadopoulos", "2024-12-24 20:00:00", "Giorgos Papadopoulos", "Missed video call")
S("Giorgos Papadopoulos", "2024-12-24 20:01:00", "Me", "", sticker="🎄")
S("Κατερίνα", "2025-05-02 15:00:00", "Κατερίνα", "", deleted=True)

for c in msgs: msgs[c].sort(key=lambda m: m["at"])
# reactions and quotes (deterministic)
for c, L in msgs.items():
    for i, m in enumerate(L):
        if m["body"] and not m["deleted"] and R.random() < 0.03 and c in ("Οικογένεια 🏠", "Κατερίνα", "Άννα Μ."):
            m["react"] = [(R.choice(CHATS[c]), R.choice(["👍", "❤️", "😂"]))]
        if i > 0 and R.random() < 0.02 and m["body"] and L[i-1]["body"]:
            m["quote"] = L[i-1]["body"]

def to_md(m):
    ds = m["at"].strftime("%Y-%m-%d %H:%M:%S")
    if m["deleted"]:
        return f"[{ds}] {m['sender']}: (This message was deleted)\n"
    body = m["body"].replace("`", "") + "  "
    if m["react"]:
        body += "\n(- " + ", ".join(f"{n}: {e}" for n, e in m["react"]) + " -)"
    if m.get("sticker"):
        body = body + "\n(( " + m["sticker"] + " ))"
    if m["att"]:
        name, kind = m["att"]
        body += ("!" if kind == "img" else "") + f"[{name}](./media/{name})  "
    quote = f"\n\n> {m['quote']}\n\n" if m["quote"] else ""
    return f"[{ds}] {m['sender']}: {quote}{body}\n"

os.makedirs(os.path.join(W, "chats"), exist_ok=True)
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
    for c, L in msgs.items():
        zi = zipfile.ZipInfo(f"signal-chats/{c}/chat.md", date_time=(2026, 11, 26, 20, 0, 0))
        zi.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(zi, "\n".join(to_md(m) for m in L))
with open(os.path.join(W, "chats", "signal-chats.zip"), "wb") as f:
    f.write(buf.getvalue())

# ---- places, stays, photos, locations ----
PL = {"Thessaloniki": (40.6401, 22.9444), "Patras": (38.2466, 21.7346), "Athens": (37.9838, 23.7275),
      "Naxos": (37.1036, 25.3760), "Heraklion": (35.3387, 25.1442), "Chania": (35.5138, 24.0180),
      "Meteora": (39.7217, 21.6306), "Berlin": (52.5200, 13.4050)}
def home(d):
    if d < date(2022, 7, 20): return "Patras"
    if d < date(2022, 10, 1): return "Thessaloniki"
    if d < date(2025, 3, 1): return "Athens"
    return "Heraklion"
TRIPS = [(date(2022, 8, 12), date(2022, 8, 20), "Naxos"), (date(2023, 8, 11), date(2023, 8, 19), "Naxos"),
         (date(2024, 7, 5), date(2024, 7, 12), "Chania"), (date(2024, 9, 14), date(2024, 9, 21), "Berlin"),
         (date(2023, 11, 3), date(2023, 11, 5), "Meteora"), (date(2025, 7, 18), date(2025, 7, 20), "Chania"),
         (date(2025, 9, 11), date(2025, 9, 15), "Thessaloniki"), (date(2022, 12, 23), date(2023, 1, 2), "Thessaloniki"),
         (date(2023, 12, 22), date(2024, 1, 2), "Thessaloniki"), (date(2026, 10, 16), date(2026, 10, 19), "Thessaloniki"),
         (date(2024, 2, 10), date(2024, 2, 12), "Thessaloniki"), (date(2023, 4, 14), date(2023, 4, 18), "Thessaloniki")]
def where(d):
    for a, b, p in TRIPS:
        if a <= d <= b: return p
    return home(d)

locs = []
d = START
while d <= END:
    if d.toordinal() % 3 != 0 or any(a <= d <= b for a, b, _ in TRIPS):
        p = where(d); la, lo = PL[p]
        loc = datetime(d.year, d.month, d.day, 13, R.randint(0, 59), 0, tzinfo=TZ).astimezone(ZoneInfo("UTC"))
        locs.append({"latitudeE7": int(round((la + R.uniform(-0.01, 0.01)) * 1e7)),
                     "longitudeE7": int(round((lo + R.uniform(-0.01, 0.01)) * 1e7)),
                     "timestamp": loc.strftime("%Y-%m-%dT%H:%M:%SZ")})
    d += timedelta(days=1)

PHOTO_PLAN = [  # (date, count, people)
    (date(2022, 7, 14), 6, ["Μαμά", "Μπαμπάς", "Κατερίνα"]),  # graduation, Patras
    (date(2022, 8, 15), 8, ["Lena Papadopoulou", "Μήτσος"]),
    (date(2023, 8, 14), 7, ["Giorgos Papadopoulos"]) ,
    (date(2023, 11, 4), 6, []),
    (date(2024, 7, 7), 9, []),
    (date(2024, 9, 16), 10, ["Tom Becker"]),
    (date(2025, 3, 2), 4, []),
    (date(2025, 7, 19), 3, ["Άννα Μ."]),
    (date(2025, 9, 13), 12, ["Κατερίνα", "Στέλιος", "Giorgos Papadopoulos", "Μαμά", "Μπαμπάς"]),  # wedding
    (date(2026, 10, 18), 8, ["Κατερίνα", "Στέλιος", "Giorgos Papadopoulos", "Άννα Μ."]),  # baptism
    (date(2023, 4, 16), 5, ["Γιαγιά", "Μαμά"]),  # Easter 2023 at Thessaloniki? (in Athens home: no)
    (date(2026, 4, 12), 5, ["Άννα Μ."]),
    (date(2024, 12, 31), 4, ["Giorgos Papadopoulos"]),
]
photos = []
for dd, n, ppl in PHOTO_PLAN:
    p = where(dd); la, lo = PL[p]
    for k in range(n):
        t = datetime(dd.year, dd.month, dd.day, 11 + k // 3, (k * 7) % 60, k)
        ph = {"file": t.strftime("IMG_%Y%m%d_%H%M%S.jpg"), "takenAt": t.strftime("%Y-%m-%d %H:%M:%S")}
        if k != 1:
            ph["lat"] = round(la + R.uniform(-0.005, 0.005), 5); ph["lon"] = round(lo + R.uniform(-0.005, 0.005), 5)
        ph["people"] = list(ppl[: 1 + k % max(1, len(ppl))]) if ppl else []
        photos.append(ph)
with open(os.path.join(W, "photos.json"), "w") as f: json.dump(photos, f, ensure_ascii=False, indent=1)
with open(os.path.join(W, "locations.json"), "w") as f: json.dump({"locations": locs}, f, indent=1)
with open(os.path.join(W, "owner.txt"), "w") as f: f.write("Me\n")
with open(os.path.join(W, "time-zone.txt"), "w") as f: f.write("Europe/Athens\n")
with open(os.path.join(HERE, "places.json"), "w") as f:
    json.dump({"centres": PL, "trips": [[str(a), str(b), p] for a, b, p in TRIPS]}, f, ensure_ascii=False, indent=1)
print("messages", sum(len(L) for L in msgs.values()), "photos", len(photos), "locations", len(locs))
