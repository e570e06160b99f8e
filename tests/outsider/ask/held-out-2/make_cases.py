#!/usr/bin/env python3
"""Builds cases.jsonl from the world files (numbers computed here; check.py recomputes them independently)."""
import re, glob, os, json, math, collections
HERE = os.path.dirname(os.path.abspath(__file__)); W = os.path.join(HERE, "world")
OWNER = "Chidinma Eze"
HDR = re.compile(r'^(\d\d)/(\d\d)/(\d{4}), (\d\d):(\d\d) - (.*)$')
MSGS = []  # (chat, date 'YYYY-MM-DD', sender, text)
for f in sorted(glob.glob(os.path.join(W, "chats", "*.txt"))):
    chat = os.path.basename(f)[len("WhatsApp Chat with "):-4]
    for line in open(f, encoding="utf-8"):
        m = HDR.match(line.rstrip("\n"))
        if not m: continue
        rest = m.group(6)
        if ": " not in rest: continue
        s, t = rest.split(": ", 1)
        MSGS.append((chat, f"{m.group(3)}-{m.group(2)}-{m.group(1)}", s, t))

def cnt(chat=None, sender=None, year=None, lo=None, hi=None):
    n = 0
    for c, d, s, t in MSGS:
        if chat and c != chat: continue
        if sender and s != sender: continue
        if year and d[:4] != str(year): continue
        if lo and d < lo: continue
        if hi and d > hi: continue
        n += 1
    return n

CITY = {"Lagos": (6.4281, 3.4219), "Abuja": (9.0765, 7.3986), "Enugu": (6.4584, 7.5464),
        "Accra": (5.6037, -0.1870), "Nairobi": (-1.2921, 36.8219), "Calabar": (4.9757, 8.3417)}
PH = json.load(open(os.path.join(W, "photos.json")))
def pcity(p):
    if "lat" not in p: return None
    return min(CITY, key=lambda c: (CITY[c][0] - p["lat"]) ** 2 + (CITY[c][1] - p["lon"]) ** 2)
def pcount(city=None, year=None, person=None):
    return sum(1 for p in PH if (not city or pcity(p) == city) and (not year or p["takenAt"][:4] == str(year))
               and (not person or person in p.get("people", [])))

def top(counter): 
    (a, x), (b, y) = counter.most_common(2); assert x > y, counter; return a, x

cases = []
def add(id, kind, q, expect, why, proof=None, after=None, answerable=True):
    c = {"id": id, "kind": kind, "question": q}
    if after: c["after"] = after
    c["expect"] = expect
    if not answerable: c["answerable"] = False
    if proof: c["proof"] = proof
    c["why"] = why
    cases.append(c)

F, Z, E, T, S, HW, MU = "Funke Adeyemi", "Zainab Bello", "Emeka Nwosu", "Tunde Bakare", "Segun Ogunleye", "Hauwa Musa", "Mummy"
FAM = "Eze Family 🏠"
# ---------------- who ----------------
chat_tot = collections.Counter(c for c, d, s, t in MSGS)
w, _ = top(collections.Counter({k: v for k, v in chat_tot.items() if k not in (FAM, "Yaba Babes", "Kolo Tech Team")}))
assert w == F
add("who-01", "who", "who do i text the most", {"names": ["Funke"]}, "largest one-to-one chat by message count (Funke Adeyemi)")
add("who-02", "who", "whos in yaba babes", {"names": ["Funke", "Zainab", "Amaka"], "none": ["Hauwa", "Ngozi"]}, "senders of the Yaba Babes group besides the owner")
add("who-03", "who", "who wished me happy birthday last year", {"names": ["Funke", "Mummy", "Zainab", "Hauwa", "Ngozi", "Obi"], "none": ["Tunde", "Segun"]},
    "senders of 'happy birthday' messages on 2025-08-14", proof={"author": "Zainab Bello", "date": "2025-08-14", "contains": "birthday"})
add("who-04", "who", "Who told the family when Obi's igba nkwu would be?", {"names": ["Daddy"]}, "Daddy's message in Eze Family 2023-08-27",
    proof={"author": "Daddy", "date": "2023-08-27", "contains": "igba"})
add("who-05", "who", "who lent me money", {"names": ["Zainab"]}, "owner asks Zainab for 200k 2024-01-05, Zainab sends it",
    proof={"author": "Zainab Bello", "date": "2024-01-05", "contains": "sent"})
s25 = collections.Counter(s for c, d, s, t in MSGS if d[:4] == "2025" and s != OWNER)
w, n = top(s25)
add("who-06", "who", "apart from me, who sent the most messages in 2025?", {"names": [w.split()[0]], "number": n}, f"sender counts in 2025 excluding owner: {w} {n}")
add("who-07", "who", "who did i go to accra with", {"names": ["Emeka"]}, "Accra photos Aug 2025 tagged Emeka; Emeka's 'Accra here we come' 2025-08-13",
    proof={"author": "Emeka Nwosu", "date": "2025-08-13", "contains": "Accra"})
add("who-08", "who", "who's tagged in the pics from Obi's wedding", {"names": ["Obi", "Mummy", "Ngozi", "Daddy"], "none": ["Funke", "Emeka"]},
    "people tagged in Enugu photos 15-16 Dec 2023")
fam = collections.Counter(s for c, d, s, t in MSGS if c == FAM and s != OWNER)
w, n = top(fam)
add("who-09", "who", "besides me who posts the most in the family group", {"names": [w], "number": n}, f"Eze Family sender counts excl. owner: {w} {n}")
add("who-10", "who", "who was first to say hbd to me on my birthday in 2025", {"names": ["Funke"]}, "Funke at 00:02 on 2025-08-14, earliest birthday wish",
    proof={"author": "Funke Adeyemi", "date": "2025-08-14", "contains": "birthday"})
# ---------------- when ----------------
add("when-01", "when", "When did I first message Emeka?", {"date": "2022-02-19"}, "first line of Emeka chat, owner 2022-02-19",
    proof={"author": OWNER, "date": "2022-02-19", "contains": "Tobi"})
add("when-02", "when", "when did i stop talking to segun", {"date": "2023-05-20", "names": ["Segun"]}, "last message in Segun chat 2023-05-20",
    proof={"author": "Segun Ogunleye", "date": "2023-05-20", "contains": "luck"})
add("when-03", "when", "what day did I move to abuja", {"date": "2024-03-09"}, "owner: 'Landed Abuja safely... new flat in Wuse 2' 2024-03-09; locations switch Lagos->Abuja",
    proof={"author": OWNER, "date": "2024-03-09", "contains": "Wuse"})
add("when-04", "when", "tell me when obi's wedding was", {"date": "2023-12-16"}, "Daddy: igba nkwu fixed for 16 December (2023); Enugu photos 2023-12-16",
    proof={"author": "Daddy", "date": "2023-08-27", "contains": "December"})
add("when-05", "when", "when did zainab n I make up", {"date": "2025-01-12", "names": ["Zainab"]}, "owner apologises 2025-01-12, Zainab 'let's put it behind us'",
    proof={"author": OWNER, "date": "2025-01-12", "contains": "sorry"})
add("when-06", "when", "when did hauwa start texting me privately (not the work group)", {"date": "2024-03-11"}, "first message of Hauwa one-to-one chat",
    proof={"author": "Hauwa Musa", "date": "2024-03-11", "contains": "Welcome"})
add("when-07", "when", "when did Emeka propose", {"date": "2025-08-14"}, "owner to Funke 2025-08-14 'EMEKA PROPOSED'",
    proof={"author": OWNER, "date": "2025-08-14", "contains": "beach"})
add("when-08", "when", "when did i get the abuja job", {"date": "2024-02-10"}, "owner to Funke 2024-02-10 'I GOT THE ABUJA JOB'",
    proof={"author": OWNER, "date": "2024-02-10", "contains": "resume"})
mon = collections.Counter(d[:7] for c, d, s, t in MSGS)
w, n = top(mon)
add("when-09", "when", "what was my busiest month ever for messages", {"month": w, "number": n}, f"messages per month, all chats: {w} {n}")
yr = collections.Counter(d[:4] for c, d, s, t in MSGS if "2022" <= d[:4] <= "2025")
q = min(yr, key=yr.get); assert sorted(yr.values())[0] < sorted(yr.values())[1]
add("when-10", "when", "of the full years 2022-2025 which was my quietest", {"year": int(q), "number": yr[q]}, f"messages per year 2022-2025: {dict(yr)}")
add("when-11", "when", "when was I in Nairobi", {"month": "2022-11", "place": "Nairobi"}, "Nairobi photos/locations 7-11 Nov 2022")
# ---------------- how-much ----------------
n = cnt(sender=F, year=2023)
add("much-01", "how-much", "how many msgs did Funke send in 2023", {"number": n, "names": ["Funke"]}, "lines by Funke Adeyemi dated 2023, all chats")
add("much-02", "follow-up", "and zee?", {"number": cnt(sender=Z, year=2023), "names": ["Zainab"]}, "lines by Zainab Bello dated 2023, all chats", after="much-01")
add("much-03", "follow-up", "what about 2024", {"number": cnt(sender=Z, year=2024), "names": ["Zainab"]}, "lines by Zainab Bello dated 2024, all chats", after="much-02")
add("much-04", "how-much", "How many messages are in my chat with Mummy?", {"number": cnt(chat=MU)}, "lines with a sender in 'WhatsApp Chat with Mummy.txt'")
add("much-05", "how-much", "how many pics do i have from nairobi", {"number": pcount("Nairobi"), "place": "Nairobi"}, "photos nearest Nairobi")
add("much-06", "follow-up", "and calabar?", {"number": pcount("Calabar"), "place": "Calabar"}, "photos nearest Calabar", after="much-05")
add("much-07", "follow-up", "how many of those have Amaka in them", {"number": pcount("Calabar", person="Amaka Okafor"), "names": ["Amaka"]}, "Calabar photos tagged Amaka Okafor", after="much-06")
add("much-08", "how-much", "how many messages did I send last year", {"number": cnt(sender=OWNER, year=2025)}, "owner's lines dated 2025")
add("much-09", "follow-up", "and the year before?", {"number": cnt(sender=OWNER, year=2024)}, "owner's lines dated 2024", after="much-08")
add("much-10", "how-much", "I want to know how many messages were posted in the family group in 2024", {"number": cnt(chat=FAM, year=2024)}, "Eze Family lines dated 2024")
add("much-11", "how-much", "number of photos with obi tagged", {"number": pcount(person="Obi"), "names": ["Obi"]}, "photos whose people include Obi")
add("much-12", "how-much", "how many msgs did emeka send last yr", {"number": cnt(sender=E, year=2025), "names": ["Emeka"]}, "lines by Emeka Nwosu dated 2025")
add("much-13", "follow-up", "in 2022?", {"number": cnt(sender=E, year=2022), "names": ["Emeka"]}, "lines by Emeka Nwosu dated 2022", after="much-12")
bd = {s for c, d, s, t in MSGS if d == "2025-08-14" and "birthday" in t.lower()}
add("much-14", "how-much", "how many people wished me happy birthday in 2025", {"number": len(bd)}, f"distinct senders of birthday wishes on 2025-08-14: {sorted(bd)}")
add("much-15", "how-much", "how many times did i send funke my location", {"number": sum(1 for c, d, s, t in MSGS if c == F and s == OWNER and t.startswith("location:"))},
    "owner's location: messages in Funke chat")
add("much-16", "how-much", "how many photos did i take in abuja", {"number": pcount("Abuja"), "place": "Abuja"}, "photos nearest Abuja")
add("much-17", "how-much", "abeg how many pics I get from Enugu", {"number": pcount("Enugu"), "place": "Enugu"}, "photos nearest Enugu (Obi's wedding weekend)")
# ---------------- compare ----------------
a, b = cnt(sender=F), cnt(sender=E); assert a > b
add("cmp-01", "compare", "funke or emeka, who sends me more messages", {"names": ["Funke"], "number": a}, f"sender totals Funke {a} vs Emeka {b}")
a, b = cnt(year=2022), cnt(year=2023); assert b > a and cnt(sender=OWNER, year=2023) > cnt(sender=OWNER, year=2022)
add("cmp-02", "compare", "did i text more in 2022 or 2023", {"year": 2023}, f"all messages 2022 {a} vs 2023 {b}; owner's own also higher in 2023")
a, b = pcount("Lagos"), pcount("Abuja"); assert a > b
add("cmp-03", "compare", "more pics in lagos or abuja?", {"place": "Lagos", "number": a}, f"photos Lagos {a} vs Abuja {b}")
a, b = cnt(chat=FAM, sender="Mummy"), cnt(chat=FAM, sender="Daddy"); assert a != b
w = "Mummy" if a > b else "Daddy"
add("cmp-04", "compare", "mum or dad, who's more active in the family gc?", {"names": [w], "number": max(a, b)}, f"Eze Family: Mummy {a} vs Daddy {b}")
a, b = cnt(chat="Yaba Babes", sender=Z), cnt(chat="Yaba Babes", sender="Amaka Okafor"); assert a != b
w = "Zainab" if a > b else "Amaka"
add("cmp-05", "compare", "zainab vs amaka in yaba babes who posts more", {"names": [w], "number": max(a, b)}, f"Yaba Babes: Zainab {a} vs Amaka {b}")
a, b = cnt(chat=HW, year=2024), cnt(chat=T, year=2024); assert a != b
w = "Hauwa" if a > b else "Tunde"
add("cmp-06", "compare", "who did I talk to more in 2024, Hauwa or Tunde", {"names": [w], "number": max(a, b)}, f"one-to-one chat counts 2024: Hauwa {a} vs Tunde {b}")
a, b = cnt(chat=E, year=2023), cnt(chat=E, year=2025); assert a > b
add("cmp-07", "compare", "was i chatting w emeka more in 2023 or 2025", {"year": 2023, "number": a}, f"Emeka chat 2023 {a} vs 2025 {b}")
a, b = cnt(sender="Obi"), cnt(sender="Ngozi"); assert a > b
add("cmp-08", "compare", "who sent more messages overall, obi or ngozi", {"names": ["Obi"], "number": a}, f"sender totals Obi {a} vs Ngozi {b}")
# ---------------- where ----------------
add("where-01", "where", "where was I on my birthday last year", {"place": "Accra"}, "photos + locations on 2025-08-14 in Accra")
add("where-02", "follow-up", "and the year before?", {"place": "Abuja", "none": ["Accra"]}, "location records on 2024-08-14 are in Abuja", after="where-01")
add("where-03", "where", "where was i on 16 dec 2023", {"place": "Enugu"}, "Enugu photos and locations 2023-12-16")
add("where-04", "where", "where do i usually meet funke", {"place": "Lagos"}, "Terra Kulture shared locations (Lagos) and Funke-tagged photos all in Lagos")
add("where-05", "where", "where did I spend christmas 2022", {"place": "Calabar"}, "Calabar photos/locations 23-27 Dec 2022")
add("where-06", "where", "which city did i move to in march 2024", {"place": "Abuja"}, "locations switch to Abuja on 2024-03-09; owner 'Landed Abuja'")
add("where-07", "where", "where do hauwa and I hang out", {"place": "Abuja", "names": ["Hauwa"]}, "Hauwa's Jabi Lake shared locations, Abuja")
y25 = collections.Counter(pcity(p) for p in PH if p["takenAt"][:4] == "2025" and pcity(p))
w, n = top(y25)
add("where-08", "where", "where did i take most of my photos in 2025", {"place": w, "number": n}, f"2025 photos by city: {dict(y25)}")
add("where-09", "where", "where was i on 8 november 2022", {"place": "Nairobi"}, "Nairobi photos and locations 2022-11-08")
# ---------------- what ----------------
add("what-01", "what", "what did zainab say about the money", {"names": ["Zainab"]}, "Zainab 2024-06-02 asks for her 200k",
    proof={"author": Z, "date": "2024-06-02", "contains": "200k"})
add("what-02", "what", "what did mummy say about packing", {"names": ["Mummy"]}, "Mummy 2024-03-05 'have you finished packing?'",
    proof={"author": MU, "date": "2024-03-05", "contains": "packing"})
add("what-03", "what", "what did funke say when I left lagos", {"names": ["Funke"]}, "Funke 2024-03-09 'Lagos no go be the same without you'",
    proof={"author": F, "date": "2024-03-09", "contains": "Lagos"})
add("what-04", "what", "What did Tunde say about my Abuja job?", {"names": ["Tunde"]}, "Tunde 2024-02-12 congratulations",
    proof={"author": T, "date": "2024-02-12", "contains": "Congrats"})
add("what-05", "what", "what colour was the aso ebi for obi's wedding", {"names": ["wine", "gold"]}, "Ngozi 2023-09-14 'aso ebi ... is wine and gold'",
    proof={"author": "Ngozi", "date": "2023-09-14", "contains": "wine"})
add("what-06", "what", "what did segun last say to me", {"names": ["Segun"]}, "Segun 2023-05-20 'Ok. Good luck with everything.'",
    proof={"author": S, "date": "2023-05-20", "contains": "luck"})
add("what-07", "what", "what did we talk about the week of the move", {}, "week of 2024-03-09: packing, movers, the new flat in Wuse 2",
    proof={"author": OWNER, "date": "2024-03-09", "contains": "flat"})
add("what-08", "what", "what did emeka promise me before i moved", {"names": ["Emeka"]}, "Emeka 2024-03-07 'I'll visit you in Abuja every month'",
    proof={"author": E, "date": "2024-03-07", "contains": "visit"})
add("what-09", "what", "what did segun and i fight about", {"names": ["Segun"]}, "owner 2023-05-18 about Segun presenting the payments dashboard as his",
    proof={"author": OWNER, "date": "2023-05-18", "contains": "dashboard"})
add("what-10", "what", "wat did funke say when i told her about emeka proposing", {"names": ["Funke"]}, "Funke 2025-08-14 'congratulations!!! I'm your chief bridesmaid'",
    proof={"author": F, "date": "2025-08-14", "contains": "bridesmaid"})
# ---------------- change ----------------
add("chg-01", "change", "when did things get tense with zainab", {"month": "2024-06", "names": ["Zainab"]}, "June 2024: Zainab demands her 200k, 'You're not serious... Forget it'",
    proof={"author": Z, "date": "2024-06-08", "contains": "serious"})
add("chg-02", "change", "when did zainab go silent on me", {"date": "2024-06-20"}, "Zainab's last message before the silence: 'Fine.' 2024-06-20; next on 2025-01-12",
    proof={"author": Z, "date": "2024-06-20", "contains": "Fine"})
add("chg-03", "change", "how has my friendship with zainab changed since the fight", {"names": ["Zainab"], "date": "2025-01-12"}, "silence Jul-Dec 2024, reconciled 2025-01-12",
    proof={"author": Z, "date": "2025-01-12", "contains": "behind"})
a = cnt(chat=T, lo="2024-03-09")
add("chg-04", "change", "how many msgs have tunde and i exchanged since i moved to abuja", {"number": a, "names": ["Tunde"]}, "Tunde chat lines dated 2024-03-09 or later")
a = cnt(chat=F, lo="2023-03-09", hi="2024-03-08"); b = cnt(chat=F, lo="2024-03-09", hi="2025-03-08"); assert a > b
add("chg-05", "change", "compared to the year before I moved (9 Mar 2023 - 8 Mar 2024), how many fewer messages did funke and i exchange in the year after (9 Mar 2024 - 8 Mar 2025)",
    {"number": a - b, "names": ["Funke"]}, f"Funke chat {a} before vs {b} after")
add("chg-06", "change", "have segun and i talked at all since may 2023", {"names": ["Segun"], "date": "2023-05-20"}, "no message in Segun chat after 2023-05-20",
    proof={"author": S, "date": "2023-05-20", "contains": "luck"})
a, b = cnt(chat=E, year=2022), cnt(chat=E, year=2023)
add("chg-07", "change", "by how many messages did my chat with emeka grow from 2022 to 2023", {"number": b - a, "names": ["Emeka"]}, f"Emeka chat 2022 {a} vs 2023 {b}")
# ---------------- more follow-ups ----------------
add("fu-01", "follow-up", "and in 2024?", {"names": ["Mummy", "Hauwa"]}, "birthday wishes on 2024-08-14: Mummy and Hauwa (Zainab was not talking to her)", after="who-03",
    proof={"author": "Hauwa Musa", "date": "2024-08-14", "contains": "birthday"})
add("fu-02", "follow-up", "whats the last thing he said", {"names": ["Segun"]}, "Segun's last message 2023-05-20", after="when-02",
    proof={"author": S, "date": "2023-05-20", "contains": "luck"})
# ---------------- cannot ----------------
add("no-01", "cannot", "how many messages did chinedu send me", {"none": ["Chinedu sent"]}, "no person called Chinedu in the data", answerable=False)
add("no-02", "cannot", "what did I text funke in 2019", {"none": []}, "data starts June 2021", answerable=False)
add("no-03", "cannot", "where was i on christmas 2020", {"none": []}, "no photos or locations before June 2021", answerable=False)
add("no-04", "cannot", "what does emeka do for work", {"none": []}, "no chat says Emeka's job", answerable=False)
add("no-05", "cannot", "when is funke's birthday", {"none": ["14 August", "August 14", "2025-08-14"]}, "no chat mentions Funke's birthday (14 Aug is the owner's)", answerable=False)
add("no-06", "cannot", "how many telegram msgs did i send last year", {"none": []}, "only WhatsApp exports in the data", answerable=False)
add("no-07", "cannot", "who did amaka marry", {"none": ["Emeka"]}, "no chat says anything about Amaka marrying", answerable=False)
add("no-08", "cannot", "how much did the accra trip cost", {"none": []}, "no chat mentions the trip's cost", answerable=False)

ids = [c["id"] for c in cases]; assert len(ids) == len(set(ids))
with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
    for c in cases: f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(cases), collections.Counter(c["kind"] for c in cases))
for c in cases:
    print(c["id"], c["expect"])
