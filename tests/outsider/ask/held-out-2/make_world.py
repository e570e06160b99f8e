#!/usr/bin/env python3
"""Deterministic generator for the held-out-2 world (Chidinma Eze, Lagos -> Abuja).
Run: python3 make_world.py  (writes world/)"""
import random, json, os, datetime as dt

R = random.Random(20261127)
HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world")
OWNER = "Chidinma Eze"
TZ = "Africa/Lagos"  # UTC+1, no DST
START, END = dt.date(2021, 6, 1), dt.date(2026, 10, 31)
MOVE = dt.date(2024, 3, 9)
D = dt.date

CITY = {
    "Lagos": (6.4281, 3.4219), "Abuja": (9.0765, 7.3986), "Enugu": (6.4584, 7.5464),
    "Accra": (5.6037, -0.1870), "Nairobi": (-1.2921, 36.8219), "Calabar": (4.9757, 8.3417),
}

# ---------------- filler vocab (no planted keywords) ----------------
OWN = ["lol", "abeg", "I'm so tired today", "how far?", "omo", "na wa o", "I dey come", "ok na",
       "hahaha", "😂😂", "wahala dey sha", "I just got home", "traffic was mad today", "ehen?",
       "wait first", "I no fit laugh", "true true", "ok o", "see you later", "e don do", "gist me",
       "I'm at work", "chai", "mba o", "biko call me later", "hmm", "I'm hungry sha", "this rain ehn",
       "nawa for NEPA, no light since morning", "I watched that movie, it was mid", "👀", "ya", "thanks dear",
       "lmaooo", "I'll check and tell you", "no wahala", "send it", "I saw it", "why na", "God abeg 🙏"]
FRIEND = ["babe!!", "how your side?", "girl you won't believe", "lol stop", "omg", "I'm outside",
          "abeg send the pics", "we move", "chai this life", "have you eaten?", "see ehn", "gist for later",
          "I'm so done with this week", "did you see the match?", "who dey breathe", "😂😂😂", "ehen",
          "I miss you jare", "talk later", "no vex", "shey you dey house?", "make we link this weekend",
          "I just dey look", "this one na cruise", "send me that playlist", "ok dear", "e choke",
          "you're not serious 😂", "lol true", "oya na"]
MUM = ["Nne, how are you?", "Have you eaten?", "Call me when you are free", "God bless you my daughter",
       "Did you go to church on Sunday?", "Greet your friends", "Ok", "Thank you nne", "Take care of yourself",
       "Your Daddy greets you", "Amen 🙏", "Kedu?", "I sent you something, check", "Don't stay out late",
       "I am praying for you", "Ngwa, talk later", "Remember to drink water"]
WORK = ["the build is failing again", "standup in 5", "pls review my PR", "who's on call this week",
        "deploy done ✅", "client wants changes again 🙄", "lunch?", "I'm blocked on the API",
        "merged", "can we push the demo to Friday", "check slack", "the server is down", "fixed it",
        "meeting moved to 2pm", "ok noted", "thanks boss", "lol", "sprint planning tomorrow"]
EMEKA = ["Good morning beautiful ☀️", "how was work?", "I miss you", "call me when you're free",
         "did you get home safe?", "lol you're crazy", "❤️", "what are you eating", "goodnight nne",
         "I'm driving, will call", "the match was madness", "send me a pic", "hahaha", "love you",
         "I'm proud of you", "sleep well", "are you free on Saturday?", "ok babe"]
FAMILY = ["Good morning family 🙏", "Amen", "Happy Sunday everyone", "Daalu", "Who is coming home this weekend?",
          "Mummy has cooked ofe onugbu 😋", "Obi pick your call", "Lol", "God bless this family", "Thank you Daddy",
          "Prayer meeting by 6pm", "Ngozi are you there?", "We thank God", "Noted sir", "😂😂", "Ok ma",
          "Have a blessed week", "Remember to call your grandma"]
GIRLS = ["girls!!!", "who's free saturday", "lmao", "I'm dead 😂", "oya gist", "someone send the video",
         "brunch?", "I can't with you guys", "that outfit sha 🔥", "I'm in", "count me out this time",
         "abeg who get charger", "we move", "😭😭", "hahaha", "this group is dead", "I'm back"]
MEDIA = "<Media omitted>"

def pool(chat, sender):
    if sender == OWNER:
        base = OWN
    elif chat in ("Mummy", "Aunty Ifeoma"):
        base = MUM
    elif chat in ("Tunde Bakare", "Segun Ogunleye", "Kolo Tech Team"):
        base = WORK
    elif chat == "Emeka Nwosu":
        base = EMEKA
    elif chat == "Eze Family 🏠":
        base = FAMILY
    elif chat == "Yaba Babes":
        base = GIRLS
    else:
        base = FRIEND
    if R.random() < 0.05:
        return MEDIA
    return R.choice(base)

def days(a, b):
    d = a
    while d <= b:
        yield d
        d += dt.timedelta(days=1)

# chat -> (members other than owner, rate function(date) -> probability of an exchange that day)
def rate_funke(d): return 0.20 if d < MOVE else 0.15
def rate_mum(d): return 0.10
def rate_emeka(d):
    if d < D(2022, 2, 20): return 0
    return 0.07 if d < D(2022, 9, 1) else 0.13
def rate_zainab(d):
    if d < D(2024, 5, 25): return 0.07
    if d < D(2025, 1, 13): return 0  # tense period planted, then silence
    return 0.04
def rate_tunde(d): return 0.09 if d < MOVE else 0.02
def rate_segun(d): return 0.06 if d < D(2023, 5, 1) else 0
def rate_hauwa(d): return 0 if d < D(2024, 3, 12) else 0.11
def rate_obi(d): return 0.04
def rate_aunty(d): return 0.015
def rate_family(d): return 0.09
def rate_girls(d): return 0.06 if d < MOVE else 0.035
def rate_kolo(d): return 0.07 if d < D(2024, 3, 1) else 0

CHATS = {
    "Funke Adeyemi": (["Funke Adeyemi"], rate_funke),
    "Mummy": (["Mummy"], rate_mum),
    "Emeka Nwosu": (["Emeka Nwosu"], rate_emeka),
    "Zainab Bello": (["Zainab Bello"], rate_zainab),
    "Tunde Bakare": (["Tunde Bakare"], rate_tunde),
    "Segun Ogunleye": (["Segun Ogunleye"], rate_segun),
    "Hauwa Musa": (["Hauwa Musa"], rate_hauwa),
    "Obi": (["Obi"], rate_obi),
    "Aunty Ifeoma": (["Aunty Ifeoma"], rate_aunty),
    "Eze Family 🏠": (["Mummy", "Daddy", "Obi", "Ngozi"], rate_family),
    "Yaba Babes": (["Funke Adeyemi", "Zainab Bello", "Amaka Okafor"], rate_girls),
    "Kolo Tech Team": (["Tunde Bakare", "Segun Ogunleye", "Hauwa Musa"], rate_kolo),
}
MSG = {c: [] for c in CHATS}   # chat -> list of (datetime, sender or None for system, text)

def members_on(chat, d):
    m = list(CHATS[chat][0])
    if chat == "Yaba Babes" and D(2024, 6, 1) <= d <= D(2025, 1, 12):
        m.remove("Zainab Bello")
    if chat == "Kolo Tech Team":
        if d > D(2023, 5, 22):
            m.remove("Segun Ogunleye")
        if d < D(2022, 6, 1):
            m.remove("Hauwa Musa")
    return m

for chat, (mem, rate) in CHATS.items():
    for d in days(START, END):
        if R.random() >= rate(d):
            continue
        others = members_on(chat, d)
        n = R.choice([1, 2, 2, 3, 3, 4, 5])
        t = dt.datetime(d.year, d.month, d.day, R.randint(7, 21), R.randint(0, 59))
        last = None
        for i in range(n):
            if len(others) == 1:
                s = OWNER if (i % 2 == 0) == (R.random() < 0.5) else others[0]
            else:
                s = R.choice(others + [OWNER])
            if s == last and R.random() < 0.5:
                s = R.choice(others + [OWNER])
            last = s
            MSG[chat].append((t, s, pool(chat, s)))
            t += dt.timedelta(minutes=R.randint(0, 9))
            if t.date() != d:
                break

# ---------------- planted events ----------------
def put(chat, y, mo, da, hh, mi, sender, text):
    MSG[chat].append((dt.datetime(y, mo, da, hh, mi), sender, text))

# Emeka: first contact 19 Feb 2022 (owner writes first)
put("Emeka Nwosu", 2022, 2, 19, 22, 14, OWNER, "Hi Emeka, na Chidinma from Tobi's party 😄 you said I should text you")
put("Emeka Nwosu", 2022, 2, 19, 22, 20, "Emeka Nwosu", "Ah the babe with the yellow gele! I'm glad you texted")
put("Emeka Nwosu", 2022, 2, 19, 22, 31, OWNER, "lol it was orange abeg")

# Nairobi work trip Nov 2022
put("Kolo Tech Team", 2022, 10, 20, 10, 5, "Tunde Bakare", "Chidinma and I are going to the Nairobi fintech summit 7-11 Nov, tickets booked")
put("Funke Adeyemi", 2022, 11, 7, 19, 40, OWNER, "Landed in Nairobi! the weather here is so cool, no Lagos heat")
put("Funke Adeyemi", 2022, 11, 7, 19, 45, "Funke Adeyemi", "Enjoy babe, bring me something from Kenya")
put("Mummy", 2022, 11, 11, 21, 0, OWNER, "Mummy I'm back from Nairobi, I landed safely")

# Calabar Christmas 2022
put("Yaba Babes", 2022, 12, 20, 9, 12, "Amaka Okafor", "Calabar carnival this Christmas, who's coming with me?")
put("Yaba Babes", 2022, 12, 20, 9, 30, OWNER, "I'm in!! I'll be in Calabar from the 23rd")

# Obi's traditional wedding, Enugu, 16 Dec 2023
put("Eze Family 🏠", 2023, 8, 27, 18, 2, "Daddy", "Family, Obi and Adaora's igba nkwu is fixed for 16 December in Enugu. Start preparing.")
put("Eze Family 🏠", 2023, 8, 27, 18, 10, "Mummy", "Chineke daalu! My son is getting married 🙌")
put("Eze Family 🏠", 2023, 9, 14, 20, 33, "Ngozi", "The aso ebi for the wedding is wine and gold. I'll send the tailor's number")
put("Obi", 2023, 12, 10, 19, 0, "Obi", "Chi abeg make sure you reach Enugu by Thursday, I need you for the wedding prep")
put("Eze Family 🏠", 2023, 12, 17, 9, 15, OWNER, "Yesterday was beautiful. Welcome to the family Adaora ❤️ Obi you did well")

# Segun falling out & stop (last message 20 May 2023)
put("Segun Ogunleye", 2023, 5, 18, 17, 2, OWNER, "Segun why did you present the payments dashboard like it was only your work?")
put("Segun Ogunleye", 2023, 5, 18, 17, 30, "Segun Ogunleye", "It's not that deep Chidinma")
put("Segun Ogunleye", 2023, 5, 20, 11, 4, OWNER, "It is deep for me. I won't be working with you on the next project")
put("Segun Ogunleye", 2023, 5, 20, 11, 50, "Segun Ogunleye", "Ok. Good luck with everything.")
MSG["Kolo Tech Team"].append((dt.datetime(2023, 5, 22, 9, 0), None, "Segun Ogunleye left"))

# Hauwa joins Kolo Tech Team group
MSG["Kolo Tech Team"].append((dt.datetime(2022, 6, 1, 9, 3), None, "Tunde Bakare added Hauwa Musa"))
put("Kolo Tech Team", 2022, 6, 1, 9, 5, "Hauwa Musa", "Hello team, Hauwa from the Abuja office 👋")

# Move to Abuja: job 10 Feb 2024, move 9 Mar 2024
put("Funke Adeyemi", 2024, 2, 10, 16, 22, OWNER, "FUNKE I GOT THE ABUJA JOB!!! 🎉 I resume in March")
put("Funke Adeyemi", 2024, 2, 10, 16, 25, "Funke Adeyemi", "Congratulations babe!! but you're leaving me 😭")
put("Tunde Bakare", 2024, 2, 12, 10, 1, "Tunde Bakare", "Congrats on the Abuja role! Abuja go sweet you, but the team go miss you")
put("Mummy", 2024, 3, 5, 20, 10, "Mummy", "Nne have you finished packing? Don't forget your winter blanket, Abuja harmattan is cold")
put("Mummy", 2024, 3, 5, 20, 14, OWNER, "Almost done packing Mummy, the movers come on Friday")
put("Emeka Nwosu", 2024, 3, 7, 21, 0, "Emeka Nwosu", "Last night in Lagos before the move. I'll visit you in Abuja every month, I promise")
put("Eze Family 🏠", 2024, 3, 9, 18, 45, OWNER, "Landed Abuja safely 🙏 The new flat in Wuse 2 is small but fine")
put("Eze Family 🏠", 2024, 3, 9, 18, 50, "Daddy", "Thank God. Settle in well my daughter")
put("Funke Adeyemi", 2024, 3, 9, 21, 3, "Funke Adeyemi", "Lagos no go be the same without you 😭 Terra Kulture dates are over")
put("Hauwa Musa", 2024, 3, 11, 8, 30, "Hauwa Musa", "Welcome to Abuja Chidinma! I'll show you around, Jabi Lake this Saturday?")
put("Hauwa Musa", 2024, 3, 11, 8, 41, OWNER, "Yes please!! I don't know anywhere here yet")
MSG["Kolo Tech Team"].append((dt.datetime(2024, 2, 29, 17, 0), None, "Chidinma Eze left"))

# Zainab: money fight June 2024, silence, reconciliation 12 Jan 2025
put("Zainab Bello", 2024, 1, 5, 13, 0, OWNER, "Zee abeg can you lend me 200k till end of Feb? rent wahala")
put("Zainab Bello", 2024, 1, 5, 13, 20, "Zainab Bello", "Ok I've sent it. End of Feb o")
put("Zainab Bello", 2024, 6, 2, 19, 12, "Zainab Bello", "Chi, when are you returning my 200k? It's been 5 months")
put("Zainab Bello", 2024, 6, 2, 19, 40, OWNER, "I said I'll pay na, why are you pressuring me like this")
put("Zainab Bello", 2024, 6, 8, 22, 5, "Zainab Bello", "You're not serious. I needed that money. Forget it.")
put("Zainab Bello", 2024, 6, 15, 10, 0, OWNER, "I've sent 100k, I'll balance next month")
put("Zainab Bello", 2024, 6, 20, 7, 55, "Zainab Bello", "Fine.")
put("Zainab Bello", 2025, 1, 12, 15, 30, OWNER, "Happy new year Zee. I'm sorry about everything, I've sent the remaining 100k")
put("Zainab Bello", 2025, 1, 12, 16, 2, "Zainab Bello", "Thank you Chi. I missed you 🥺 let's put it behind us")

# Birthday 14 Aug (2022..2025); 2025 in Accra with Emeka, proposal
put("Funke Adeyemi", 2022, 8, 14, 0, 3, "Funke Adeyemi", "Happy birthday my Chi!!! 🎂🎉")
put("Mummy", 2022, 8, 14, 7, 0, "Mummy", "Happy birthday nne. God bless you")
put("Funke Adeyemi", 2023, 8, 14, 0, 1, "Funke Adeyemi", "HBD my love, more life 🎂")
put("Emeka Nwosu", 2023, 8, 14, 6, 30, "Emeka Nwosu", "Happy birthday beautiful ❤️")
put("Mummy", 2024, 8, 14, 6, 45, "Mummy", "Happy birthday my daughter, Chineke gozie gi")
put("Hauwa Musa", 2024, 8, 14, 9, 10, "Hauwa Musa", "Happy birthday Chidinma! Lunch on me today")
put("Emeka Nwosu", 2025, 8, 13, 6, 0, "Emeka Nwosu", "Accra here we come ✈️ don't forget your passport")
put("Funke Adeyemi", 2025, 8, 14, 0, 2, "Funke Adeyemi", "Happy birthday Chi!!! 🎂 enjoy Accra")
put("Mummy", 2025, 8, 14, 6, 30, "Mummy", "Happy birthday nne, may God keep you")
put("Zainab Bello", 2025, 8, 14, 8, 15, "Zainab Bello", "Happy birthday Chi 🥳 so glad we're good again")
put("Hauwa Musa", 2025, 8, 14, 9, 0, "Hauwa Musa", "Happy birthday babe! Enjoy Ghana")
put("Eze Family 🏠", 2025, 8, 14, 7, 20, "Ngozi", "Happy birthday sis 🎉🎂")
put("Eze Family 🏠", 2025, 8, 14, 7, 30, "Obi", "Happy birthday Chi! Enjoy your day")
put("Funke Adeyemi", 2025, 8, 14, 22, 40, OWNER, "FUNKE EMEKA PROPOSED!!! on the beach in Accra 😭💍 I said yes")
put("Funke Adeyemi", 2025, 8, 14, 22, 42, "Funke Adeyemi", "WHATTTT 😭😭😭 congratulations!!! I'm your chief bridesmaid o")
put("Eze Family 🏠", 2025, 8, 15, 8, 0, OWNER, "Family, Emeka proposed yesterday and I said yes 💍")
put("Eze Family 🏠", 2025, 8, 15, 8, 20, "Mummy", "Chineke! Congratulations my daughter 🙌🙌")

# Funke meeting place: Terra Kulture (Lagos), shared locations
for (y, m, d_) in [(2021, 9, 18), (2022, 3, 12), (2022, 7, 23), (2023, 1, 28), (2023, 6, 10), (2023, 10, 21)]:
    put("Funke Adeyemi", y, m, d_, 13, 5, "Funke Adeyemi", "I'm at Terra Kulture already, where you dey?")
    put("Funke Adeyemi", y, m, d_, 13, 7, OWNER, "location: https://maps.google.com/?q=6.4281,3.4219")
# Hauwa meeting place: Jabi Lake (Abuja)
for (y, m, d_) in [(2024, 3, 16), (2024, 7, 6), (2025, 2, 22), (2025, 10, 4), (2026, 5, 16)]:
    put("Hauwa Musa", y, m, d_, 16, 0, "Hauwa Musa", "At Jabi Lake, usual spot by the boats")
    put("Hauwa Musa", y, m, d_, 16, 3, "Hauwa Musa", "location: https://maps.google.com/?q=9.0650,7.4240")

# Multi-line message
put("Eze Family 🏠", 2023, 12, 1, 19, 0, "Daddy", "Travel plan for Enugu:\nDaddy and Mummy - Tuesday\nChidinma and Ngozi - Thursday\nEveryone at the hall by 10am Saturday")

# ---------------- write chats ----------------
NOTICE = "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more."
for chat, lst in MSG.items():
    lst.sort(key=lambda x: x[0])
    first = lst[0][0] - dt.timedelta(minutes=1)
    lines = [f"{first:%d/%m/%Y, %H:%M} - {NOTICE}"]
    for t, s, text in lst:
        if s is None:
            lines.append(f"{t:%d/%m/%Y, %H:%M} - {text}")
        else:
            lines.append(f"{t:%d/%m/%Y, %H:%M} - {s}: {text}")
    with open(os.path.join(W, "chats", f"WhatsApp Chat with {chat}.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")

# ---------------- photos ----------------
photos = []
def photo(date, hh, mi, city, people=None, jitter=True, noloc=False):
    t = dt.datetime(date.year, date.month, date.day, hh, mi, R.randint(0, 59))
    p = {"file": f"IMG_{t:%Y%m%d_%H%M%S}.jpg", "takenAt": f"{t:%Y-%m-%d %H:%M:%S}"}
    if not noloc:
        la, lo = CITY[city]
        if jitter:
            la += R.uniform(-0.01, 0.01); lo += R.uniform(-0.01, 0.01)
        p["lat"], p["lon"] = round(la, 4), round(lo, 4)
    if people:
        p["people"] = people
    photos.append(p)

# Lagos with Funke at Terra Kulture
for (y, m, d_) in [(2021, 9, 18), (2022, 3, 12), (2022, 7, 23), (2023, 1, 28), (2023, 6, 10), (2023, 10, 21)]:
    photo(D(y, m, d_), 14, 10, "Lagos", ["Funke Adeyemi"])
    photo(D(y, m, d_), 15, 2, "Lagos", ["Funke Adeyemi"])
# other Lagos
for d_ in [D(2021, 7, 3), D(2021, 12, 25), D(2022, 4, 17), D(2022, 8, 14), D(2022, 10, 1), D(2023, 4, 9), D(2023, 8, 14),
           D(2023, 11, 4), D(2024, 1, 20)]:
    photo(d_, 17, R.randint(0, 59), "Lagos", ["Emeka Nwosu"] if d_ >= D(2022, 3, 1) and R.random() < 0.5 else None)
# Nairobi 7-11 Nov 2022
for i, d_ in enumerate([D(2022, 11, 7), D(2022, 11, 8), D(2022, 11, 8), D(2022, 11, 9), D(2022, 11, 10), D(2022, 11, 11)]):
    photo(d_, 10 + i, 15, "Nairobi", ["Tunde Bakare"] if i % 2 else None)
# Calabar 23-27 Dec 2022
for i, d_ in enumerate([D(2022, 12, 24), D(2022, 12, 25), D(2022, 12, 26), D(2022, 12, 27)]):
    photo(d_, 18, 20 + i, "Calabar", ["Amaka Okafor"])
# Enugu wedding 14-17 Dec 2023
for i, hh in enumerate([11, 12, 13, 14, 15, 16, 18, 20]):
    photo(D(2023, 12, 16), hh, 5 * i, "Enugu", [["Obi"], ["Obi", "Mummy"], ["Ngozi"], ["Obi", "Ngozi", "Mummy"],
                                                 ["Daddy", "Mummy"], ["Obi"], None, ["Ngozi"]][i])
photo(D(2023, 12, 15), 19, 0, "Enugu", ["Ngozi"])
# Abuja after move
for d_ in [D(2024, 3, 10), D(2024, 3, 16), D(2024, 5, 1), D(2024, 7, 6), D(2024, 10, 12), D(2024, 12, 24),
           D(2025, 2, 22), D(2025, 4, 19), D(2025, 6, 7), D(2025, 10, 4), D(2025, 12, 20), D(2026, 2, 14),
           D(2026, 5, 16), D(2026, 7, 25), D(2026, 9, 12)]:
    ppl = ["Hauwa Musa"] if d_ in (D(2024, 3, 16), D(2024, 7, 6), D(2025, 2, 22), D(2025, 10, 4), D(2026, 5, 16)) else None
    photo(d_, 16, R.randint(0, 59), "Abuja", ppl)
# Accra 13-17 Aug 2025
for i, d_ in enumerate([D(2025, 8, 13), D(2025, 8, 14), D(2025, 8, 14), D(2025, 8, 14), D(2025, 8, 15), D(2025, 8, 16), D(2025, 8, 17)]):
    photo(d_, 12 + i, 10, "Accra", ["Emeka Nwosu"] if i != 5 else None)
# screenshots without place
for d_ in [D(2022, 1, 5), D(2023, 3, 3), D(2024, 9, 9), D(2025, 11, 11), D(2026, 1, 1)]:
    photo(d_, 9, 0, None, noloc=True)
photos.sort(key=lambda p: p["takenAt"])
json.dump(photos, open(os.path.join(W, "photos.json"), "w"), indent=1, ensure_ascii=False)

# ---------------- location history ----------------
def home(d):
    return "Lagos" if d < MOVE else "Abuja"
TRIPS = {}
for d_ in days(D(2022, 11, 7), D(2022, 11, 11)): TRIPS[d_] = "Nairobi"
for d_ in days(D(2022, 12, 23), D(2022, 12, 27)): TRIPS[d_] = "Calabar"
for d_ in days(D(2023, 12, 14), D(2023, 12, 17)): TRIPS[d_] = "Enugu"
for d_ in days(D(2025, 8, 13), D(2025, 8, 17)): TRIPS[d_] = "Accra"
sel = set(TRIPS) | {D(y, 8, 14) for y in range(2021, 2026)} | set(days(D(2024, 3, 3), D(2024, 3, 16)))
alld = list(days(START, END))
sel |= set(R.sample(alld, 330))
locs = []
for d_ in sorted(sel):
    city = TRIPS.get(d_, home(d_))
    if d_ == MOVE:
        pts = [("Lagos", 7), ("Lagos", 9), ("Abuja", 17), ("Abuja", 20)]
    else:
        pts = [(city, h) for h in sorted(R.sample(range(8, 22), 3))]
    for c, h in pts:
        la, lo = CITY[c]
        la += R.uniform(-0.02, 0.02); lo += R.uniform(-0.02, 0.02)
        local = dt.datetime(d_.year, d_.month, d_.day, h, R.randint(0, 59))
        utc = local - dt.timedelta(hours=1)
        locs.append({"latitudeE7": int(round(la * 1e7)), "longitudeE7": int(round(lo * 1e7)),
                     "timestamp": f"{utc:%Y-%m-%dT%H:%M:%SZ}"})
json.dump({"locations": locs}, open(os.path.join(W, "locations.json"), "w"), indent=0)

open(os.path.join(W, "owner.txt"), "w").write(OWNER + "\n")
open(os.path.join(W, "time-zone.txt"), "w").write(TZ + "\n")
nm = sum(1 for l in MSG.values() for x in l if x[1])
print("messages", nm, "photos", len(photos), "locations", len(locs), "total", nm + len(photos) + len(locs))
