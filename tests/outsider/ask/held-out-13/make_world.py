#!/usr/bin/env python3
"""Deterministic generator for held-out-13: Αλέξανδρος (Alexis), Thessaloniki -> Patras -> Athens -> Heraklion.
Writes world/ (signal-export chat.md folders zipped, photos.json, locations.json, owner.txt, time-zone.txt)."""
import json, os, random, zipfile, datetime as dt
from zoneinfo import ZoneInfo
R = random.Random(1212)
TZ = ZoneInfo("Europe/Athens")
D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world")
START, END = D(2022, 1, 1), D(2026, 11, 25)

FAM = "Οικογένεια 👨‍👩‍👧"; UNI = "Πάτρα Πολυτεχνείο 🎓"; WORK = "Minoan Tech team"
CHATS = {  # chat -> members (besides Me)
 "Μαμά": ["Μαμά"], "Λένα": ["Λένα"], "Γιαγιά Μαρία": ["Γιαγιά Μαρία"], "Κατερίνα Ν.": ["Κατερίνα Ν."],
 "Giorgos Papadopoulos": ["Giorgos Papadopoulos"], "Nikos Alexiou": ["Nikos Alexiou"], "Dimitris K.": ["Dimitris K."],
 "Tom Becker": ["Tom Becker"], "Sofia Marinou": ["Sofia Marinou"],
 FAM: ["Μαμά", "Μπαμπάς", "Λένα", "Γιαγιά Μαρία"], UNI: ["Dimitris K.", "Nikos Alexiou", "Βασιλική Τ."],
 WORK: ["Maria Stavrou", "Lukas Weber"],
}
def rate(chat, d):
    if chat == "Μαμά": return 0.16
    if chat == "Λένα": return 0.10 if d < D(2024, 6, 1) else 0.16
    if chat == "Γιαγιά Μαρία": return 0.04
    if chat == "Κατερίνα Ν.": return 0 if d <= D(2023, 9, 2) else (0.25 if d < D(2024, 1, 1) else 0.45)
    if chat == "Giorgos Papadopoulos": return 0.08
    if chat == "Nikos Alexiou":
        if d < D(2023, 11, 5): return 0.12
        if d <= D(2024, 9, 14): return 0
        return 0.05
    if chat == "Dimitris K.":
        if d < D(2023, 1, 1): return 0.14
        if d < D(2023, 6, 20): return 0.04
        return 0
    if chat == "Tom Becker": return 0 if d <= D(2023, 2, 2) else 0.03
    if chat == "Sofia Marinou":
        if d <= D(2022, 9, 20): return 0
        return 0.14 if d < D(2025, 2, 1) else 0.01
    if chat == FAM: return 0.07
    if chat == UNI: return 0.18 if d < D(2022, 9, 1) else (0.03 if d < D(2023, 6, 1) else 0)
    if chat == WORK: return 0 if d <= D(2025, 2, 3) or d.weekday() >= 5 else 0.3
    return 0
POOL = {
 "Μαμά": ["Έφαγες αγόρι μου;", "Πάρε με όταν μπορείς", "ti kaneis Alexi?", "Σου έστειλα φαγητό με το ΚΤΕΛ", "Να ντυθείς καλά, κάνει κρύο", "kala eimaste, o babas sou leei geia"],
 "Λένα": ["re si ti kaneis", "Είδες τι έστειλε η μαμά στο γκρουπ; 😂", "ok ta leme", "8a pas to Savvato?", "έλα πες"],
 "Γιαγιά Μαρία": ["Αλέξανδρε μου να προσέχεις", "Πότε θα έρθεις να σε δω;", "Σε φιλώ πολύ"],
 "Κατερίνα Ν.": ["kalimera 🙂", "ti 8a faame apopse?", "Μου λείπεις", "sto grafeio akoma?", "ok, ta leme spiti", "Είδες το μήνυμα μου;", "😘"],
 "Giorgos Papadopoulos": ["re Alexi pame gia kafe?", "ti paizei", "Είδες τον ΠΑΟΚ χθες;", "ok 8a ta poume"],
 "Nikos Alexiou": ["pame gia mpira?", "re malaka ti egine", "ok", "Θα έρθεις το βράδυ;", "3ereis ti egine?"],
 "Dimitris K.": ["exeis tis simeioseis gia statiki?", "pame sxoli avrio?", "Μήτσος here, ti kaneis", "ok ta leme"],
 "Tom Becker": ["How are things in Greece?", "Sent you that article", "haha classic", "Are you coming to Berlin again?"],
 "Sofia Marinou": ["Το meeting πήγε 11:00", "Έστειλες το report?", "kafe sto dialeimma?", "ok efxaristo"],
 FAM: ["Καλημέρα σε όλους ☀️", "Φτάσατε;", "Καλή εβδομάδα!", "kalo taxidi!"],
 UNI: ["exoume ergastirio avrio?", "Ποιος έχει τις λύσεις;", "pame Tsoukaleika meta", "ok"],
 WORK: ["Standup in 10", "PR is up for review", "Deploy done ✅", "Καλημέρα ομάδα", "Can someone check the logs?"],
}
ME = ["ok", "kala, esy?", "ναι", "ta leme", "😂", "efxaristo", "Θα σε πάρω μετά", "sure", "sounds good", "ok re"]

EV = []  # scripted events: (local datetime, chat, sender, body, extra)
def ev(ts, chat, who, body, **k): EV.append((dt.datetime.fromisoformat(ts), chat, who, body, k))
for y, e in [(2022, "2022-04-24"), (2023, "2023-04-16"), (2024, "2024-05-05"), (2025, "2025-04-20"), (2026, "2026-04-12")]:
    ev(e + " 00:05:00", FAM, "Μαμά", "Χριστός Ανέστη παιδιά μου! Χρόνια πολλά ❤️")
    ev(e + " 00:07:00", FAM, "Me", "Αληθώς Ανέστη! xronia polla")
for y in range(2022, 2027):  # owner's birthday 8 June; name day (Αλέξανδρος) 30 August
    ev(f"{y}-06-08 09:00:00", "Μαμά", "Μαμά", "Χρόνια πολλά αγόρι μου! Να τα εκατοστήσεις, γενέθλια χαρούμενα 🎂")
    if y < 2026: ev(f"{y}-08-30 10:00:00", "Γιαγιά Μαρία", "Γιαγιά Μαρία", "Χρόνια πολλά Αλέξανδρε μου για τη γιορτή σου!")
# Giorgos name day: 23 April, or Monday after Easter when 23/4 falls before Easter
for d in ["2022-04-25", "2023-04-23", "2024-05-06", "2025-04-23", "2026-04-23"]:
    ev(d + " 11:00:00", "Giorgos Papadopoulos", "Me", "Xronia polla Giorgo! 🎉 na ta ekatostiseis")
ev("2022-07-14 20:00:00", "Μαμά", "Μαμά", "Συγχαρητήρια για το πτυχίο! Η ορκωμοσία ήταν υπέροχη, είμαστε περήφανοι")
ev("2022-07-14 20:30:00", UNI, "Βασιλική Τ.", "Συγχαρητήρια σε όλους για την ορκωμοσία!! 🎓")
ev("2022-09-20 10:00:00", "Sofia Marinou", "Sofia Marinou", "Γεια σου Αλέξανδρε, καλώς ήρθες! Η δουλειά ξεκινάει 3 Οκτωβρίου στο γραφείο στο Μαρούσι")
ev("2022-10-26 09:00:00", "Dimitris K.", "Me", "Xronia polla Mitso! Χρόνια πολλά για τη γιορτή σου")
ev("2023-02-02 18:00:00", "Tom Becker", "Tom Becker", "Hi Alexandros, great meeting you at the conference in Athens! Come visit Berlin")
ev("2023-03-10 19:00:00", "Tom Becker", "Tom Becker", "Welcome to Berlin! Meet you at Alexanderplatz at 7")
ev("2023-05-28 21:00:00", "Dimitris K.", "Dimitris K.", "Fevgo gia thiteia ton Iouli, me esteilan Soufli 😩 stratos...")
ev("2023-06-20 22:00:00", "Dimitris K.", "Dimitris K.", "ok ta leme kapoia stigmi")
ev("2023-08-10 14:00:00", "Giorgos Papadopoulos", "Giorgos Papadopoulos", "Eftasa Naxo! se perimenw sto limani")
ev("2023-09-02 23:40:00", "Κατερίνα Ν.", "Κατερίνα Ν.", "Γεια! Η Κατερίνα είμαι, από το πάρτι του Γιώργου 🙂")
ev("2023-11-05 21:10:00", "Nikos Alexiou", "Nikos Alexiou", "Den to perimena apo sena re. Afto me ta lefta gia to amaksi itan apisteuto. Ase me")
ev("2023-11-05 21:15:00", "Nikos Alexiou", "Me", "Niko, sorry, ας το συζητήσουμε")
ev("2024-05-06 12:00:00", "Giorgos Papadopoulos", "Giorgos Papadopoulos", "Efxaristo re! Pame gia souvlakia")
ev("2024-06-03 07:30:00", "Λένα", "Λένα", "Γεννήθηκε!!! Κοριτσάκι 3,2 κιλά 💕 θα τη λέμε Μαρίνα", attach="IMG_20240603_073000.jpg")
ev("2024-06-03 07:35:00", "Λένα", "Me", "Συγχαρητήρια αδερφούλα!!! θείος έγινα 😍")
ev("2024-09-14 19:00:00", "Nikos Alexiou", "Nikos Alexiou", "Γεια σου Αλέξη. Πάει καιρός... συγγνώμη για τότε. Καφέ;")
ev("2024-09-14 19:20:00", "Nikos Alexiou", "Me", "Niko! 8a xaro poli. Ta leme Savvato")
ev("2024-11-10 18:00:00", "Sofia Marinou", "Me", "Πήρα τη δουλειά στο Ηράκλειο! Minoan Tech, ξεκινάω 3 Φεβρουαρίου")
ev("2024-11-10 18:05:00", "Sofia Marinou", "Sofia Marinou", "Congrats!! Θα μου λείψεις στο γραφείο 😢")
ev("2024-12-24 22:00:00", FAM, "Me", "Κάναμε αρραβώνα με την Κατερίνα! 💍")
ev("2024-12-24 22:02:00", FAM, "Μαμά", "Να ζήσετε παιδιά μου!!! Τι χαρά")
ev("2025-02-01 20:00:00", "Μαμά", "Me", "Έφτασα Ηράκλειο. Η μετακόμιση τελείωσε, το καινούργιο σπίτι είναι στη Μασταμπά")
ev("2025-02-03 09:00:00", WORK, "Maria Stavrou", "Welcome to the team Alexandros! Καλώς ήρθες στην Κρήτη")
ev("2025-05-31 21:00:00", "Λένα", "Λένα", "Ευχαριστούμε νονέ! Η βάφτιση της Μαρίνας ήταν τέλεια ❤️")
ev("2025-06-14 20:00:00", "Giorgos Papadopoulos", "Giorgos Papadopoulos", "8a eimai o koumbaros sou, to kleisame! 🥂")
ev("2025-09-21 11:00:00", "Μαμά", "Μαμά", "Να ζήσετε! Ο γάμος ήταν όνειρο, η Νάξος πανέμορφη")
ev("2025-11-25 08:00:00", "Κατερίνα Ν.", "Me", "Χρόνια πολλά Κατερινάκι μου για τη γιορτή σου ❤️")
ev("2025-11-25 08:10:00", "Κατερίνα Ν.", "Κατερίνα Ν.", "Efxaristo agapi mou 😘")

def fmt_msg(ts, who, body, k):
    lines = []
    if k.get("quote"): lines.append("> " + k["quote"])
    b = body
    if k.get("attach"):
        a = k["attach"]; link = f"![{a}](./media/{a})" if a.endswith(".jpg") else f"[{a}](./media/{a})"
        b = (b + " " + link).strip() if b else link
    lines.append(f"[{ts:%Y-%m-%d %H:%M:%S}] {who}: {b}  ")
    if k.get("react"): lines.append("(- " + ", ".join(f"{n}: {e}" for n, e in k["react"]) + " -)")
    return "\n".join(lines) + "\n\n"

def build():
    msgs = {c: [] for c in CHATS}
    for (ts, c, who, body, k) in EV: msgs[c].append((ts, who, body, k))
    evdays = {(c, ts.date()) for (ts, c, *_r) in EV}
    d = START
    while d <= END:
        for c, mem in CHATS.items():
            p = rate(c, d)
            if p and R.random() < p and (c, d) not in evdays:
                t = dt.datetime.combine(d, dt.time(R.randint(8, 21), R.randint(0, 59), 0))
                for i in range(R.randint(1, 4)):
                    who = "Me" if i % 2 else R.choice(mem)
                    body = R.choice(ME if who == "Me" else POOL[c]); k = {}
                    r = R.random()
                    if who != "Me" and r < 0.05: body = ""; k["attach"] = f"{who.split()[0]}-{t:%Y%m%d%H%M}.m4a" if c != WORK else f"spec-{t:%Y%m%d}.pdf"
                    elif r < 0.08: body = "Incoming voice call (accepted, %dm %ds)" % (R.randint(1, 30), R.randint(0, 59)) if who != "Me" else "Outgoing voice call"
                    elif r < 0.10: body = "(This message was deleted)"
                    elif r < 0.16 and i > 0: k["quote"] = msgs[c][-1][2] if msgs[c] and msgs[c][-1][2] else "ok"
                    if R.random() < 0.08: k["react"] = [(R.choice(["Me"] + mem), R.choice(["👍", "❤️", "😂"]))]
                    msgs[c].append((t, who, body, k))
                    t += dt.timedelta(minutes=R.randint(1, 40))
        d += dt.timedelta(days=1)
    return msgs

def main():
    os.makedirs(os.path.join(W, "chats"), exist_ok=True)
    msgs = build()
    with zipfile.ZipFile(os.path.join(W, "chats", "signal-chats.zip"), "w", zipfile.ZIP_DEFLATED) as z:
        for c, ms in msgs.items():
            ms.sort(key=lambda m: m[0])
            z.writestr(zipfile.ZipInfo(f"signal-export/{c}/chat.md", (2026, 11, 26, 21, 0, 0)), "".join(fmt_msg(*m) for m in ms))
    with open(os.path.join(W, "owner.txt"), "w") as f: f.write("Me\n")
    with open(os.path.join(W, "time-zone.txt"), "w") as f: f.write("Europe/Athens\n")
    P = {"Thessaloniki": (40.6401, 22.9444), "Patras": (38.2466, 21.7346), "Athens": (37.9838, 23.7275),
         "Naxos": (37.1036, 25.3766), "Chania": (35.5138, 24.0180), "Heraklion": (35.3387, 25.1442),
         "Berlin": (52.5200, 13.4050), "Meteora": (39.7217, 21.6306)}
    def place(d):
        trips = [(D(2023, 3, 10), D(2023, 3, 16), "Berlin"), (D(2023, 8, 10), D(2023, 8, 20), "Naxos"),
                 (D(2024, 8, 12), D(2024, 8, 19), "Chania"), (D(2022, 10, 28), D(2022, 10, 30), "Meteora"),
                 (D(2025, 5, 30), D(2025, 6, 1), "Thessaloniki"), (D(2025, 9, 18), D(2025, 9, 24), "Naxos"),
                 (D(2022, 12, 22), D(2023, 1, 2), "Thessaloniki"), (D(2023, 12, 22), D(2024, 1, 2), "Thessaloniki")]
        for a, b, p in trips:
            if a <= d <= b: return p
        if d < D(2022, 7, 20): return "Patras"
        if d < D(2022, 9, 28): return "Thessaloniki"
        if d < D(2025, 2, 1): return "Athens"
        return "Heraklion"
    locs = []; d = START
    while d <= END:
        for h in (9, 18):
            if h == 9 or R.random() < 0.3:
                la, lo = P[place(d)]
                t = dt.datetime.combine(d, dt.time(h, R.randint(0, 59)), TZ).astimezone(dt.timezone.utc)
                locs.append({"latitudeE7": int(round((la + R.uniform(-.01, .01)) * 1e7)), "longitudeE7": int(round((lo + R.uniform(-.01, .01)) * 1e7)),
                             "timestamp": t.strftime("%Y-%m-%dT%H:%M:%S.000Z")})
        d += dt.timedelta(days=1)
    json.dump({"locations": locs}, open(os.path.join(W, "locations.json"), "w"), indent=0)
    shots = [  # (first day, last day, n, place, people)
        (D(2022, 3, 1), D(2022, 6, 30), 8, "Patras", ["Dimitris K.", "Nikos Alexiou"]),
        (D(2022, 7, 14), D(2022, 7, 14), 5, "Patras", ["Μαμά", "Μπαμπάς", "Λένα"]),
        (D(2022, 10, 28), D(2022, 10, 30), 7, "Meteora", ["Giorgos Papadopoulos"]),
        (D(2023, 3, 10), D(2023, 3, 16), 12, "Berlin", ["Tom Becker"]),
        (D(2023, 8, 10), D(2023, 8, 20), 14, "Naxos", ["Giorgos Papadopoulos", "Nikos Alexiou"]),
        (D(2023, 12, 24), D(2023, 12, 31), 6, "Thessaloniki", ["Μαμά", "Γιαγιά Μαρία"]),
        (D(2024, 8, 12), D(2024, 8, 19), 13, "Chania", ["Κατερίνα Ν."]),
        (D(2025, 5, 31), D(2025, 5, 31), 9, "Thessaloniki", ["Λένα", "Μαμά", "Κατερίνα Ν."]),
        (D(2025, 9, 20), D(2025, 9, 20), 15, "Naxos", ["Κατερίνα Ν.", "Giorgos Papadopoulos", "Μαμά"]),
        (D(2025, 3, 1), D(2026, 10, 30), 9, "Heraklion", ["Κατερίνα Ν.", "Maria Stavrou"]),
    ]
    photos = []; seen = set()
    for a, b, n, p, ppl in shots:
        for i in range(n):
            day = a + dt.timedelta(days=R.randint(0, (b - a).days))
            t = dt.datetime.combine(day, dt.time(R.randint(10, 21), R.randint(0, 59), R.randint(0, 59)))
            while t in seen: t += dt.timedelta(seconds=1)
            seen.add(t)
            la, lo = P[p]
            ph = {"file": f"IMG_{t:%Y%m%d_%H%M%S}.jpg", "takenAt": f"{t:%Y-%m-%d %H:%M:%S}"}
            if R.random() > 0.06: ph["lat"] = round(la + R.uniform(-.02, .02), 6); ph["lon"] = round(lo + R.uniform(-.02, .02), 6)
            ph["people"] = R.sample(ppl, R.randint(0, len(ppl)))
            photos.append(ph)
    photos.sort(key=lambda x: x["takenAt"])
    json.dump(photos, open(os.path.join(W, "photos.json"), "w"), ensure_ascii=False, indent=1)

if __name__ == "__main__":
    main()
