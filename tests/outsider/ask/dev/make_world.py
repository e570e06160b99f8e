#!/usr/bin/env python3
"""Deterministic generator for the outsider dev world of Nadia Brandt.

Run: python3 make_world.py   (writes world/ next to this script)
"""
import json
import os
import random
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

R = random.Random(2929)
HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world")
TZ = ZoneInfo("Europe/Berlin")
OWNER = "Nadia Brandt"
START = date(2021, 3, 1)
END = date(2026, 10, 31)
MOVE = date(2024, 3, 16)          # Leipzig -> Hamburg
NOTICE = "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more."

CITY = {
    "Leipzig": (51.3397, 12.3731),
    "Hamburg": (53.5511, 9.9937),
    "Lisbon": (38.7223, -9.1393),
    "Florence": (43.7696, 11.2558),
    "London": (51.5072, -0.1276),
    "Copenhagen": (55.6761, 12.5683),
    "Dresden": (51.0504, 13.7373),
}

# ---------------------------------------------------------------- filler text
EN = [
    "haha yes", "omg", "did you see that?", "lol", "ok cool", "sounds good", "on my way",
    "running 10 min late sorry", "can't today, tomorrow?", "how was your day?", "so tired today",
    "work was insane", "just got home", "good night!", "morning :)", "that's hilarious",
    "wait what", "no way", "send me the link pls", "thx!", "np", "yesss", "hmm not sure",
    "let me check", "I'll call you later", "call tonight?", "Did you watch the new episode?",
    "the train was late again", "it's raining AGAIN", "coffee later?", "I made pasta tonight",
    "Are you free on the weekend?", "Saturday works", "Sunday is better for me",
    "have you eaten yet", "look at this 😂", "👍", "❤️", "ugh mondays", "that's so nice",
    "congrats!!", "love that", "tell me everything", "brb", "true", "exactly",
    "I finished the book you recommended", "the podcast was great", "we should cook together",
    "my phone is almost dead", "pls remind me tomorrow", "i forgot my keys lol",
    "what time?", "7ish?", "perfect", "see you there", "nice one", "recieved, thanks",
    "definately", "haha classic", "sooo good", "bad day tbh", "better now",
    "I booked the tickets", "dinner at mine?", "bring snacks", "it's freezing",
    "finally some sun", "going for a run", "gym was brutal", "I'm at the supermarket, need anything?",
    "oat milk pls", "the cat next door is back", "new haircut, don't laugh",
    "how's your mum doing?", "that meeting could have been an email",
    "I'll send the photos later", "long story, tell you tomorrow",
    "ok that makes sense\nbut still weird", "so\nguess what", "two things:\n1) yes\n2) no idea",
]
DE = [
    "Hallo zusammen!", "Wie geht's euch?", "Gut, danke 😊", "Schönes Wochenende!", "Gute Nacht",
    "Habt ihr Zeit am Sonntag?", "Ich ruf heute Abend an", "Papa hat den Rasen gemäht",
    "Das Wetter ist herrlich", "Es regnet schon wieder", "Kuchen ist fertig 🍰",
    "Wer kommt zum Mittagessen?", "Ich bin dabei", "Leider nicht, muss arbeiten",
    "Oma lässt grüßen", "Schaut mal 😍", "Danke für die Blumen!", "Bis morgen",
    "Hat jemand die Fernbedienung gesehen?", "Haha 😂", "Super!", "Ok", "Passt",
    "Mama, wo ist das Rezept für den Apfelkuchen?", "Ich schick's dir gleich",
    "Der Zug hat Verspätung", "Wir sind zu Hause", "Bitte Bescheid geben wenn ihr angekommen seid",
    "Angekommen 👍", "Guten Morgen ☀️", "Wie war die Arbeit?", "Anstrengend",
    "Felix, ruf mal Oma an", "Mach ich morgen", "Frohe Ostern! 🐣", "Sieht lecker aus",
]
IT = ["ciao bella!", "che bello", "dai!", "a presto", "va bene", "tutto bene?", "mamma mia 😂", "grazie mille", "un abbraccio"]
TR = ["tamam", "çok güzel", "görüşürüz", "inşallah", "hadi ya 😂", "teşekkürler"]
CLIMB = [
    "Halle tonight?", "I'm in for Thursday", "my forearms are dead", "new routes in the bouldering area!",
    "who has the chalk bag", "19:00 at the gym?", "I sent the yellow one finally", "skin is gone lol",
    "can't make it, next week", "that overhang is evil", "anyone up for Sunday morning?",
]
WORK = [
    "did you see the email from Frank?", "meeting moved to 3", "can you review my slides?",
    "the client called again", "lunch?", "the printer is broken again", "deadline is Friday",
    "I'm working from home today", "sprint review in 5", "great job on the presentation",
]

def filler(chat, sender):
    r = R.random()
    if chat == "Familie Brandt":
        return R.choice(DE) if r < 0.85 else R.choice(EN)
    if chat == "Mama" and r < 0.3:
        return R.choice(DE)
    if chat == "Marco Rossi" and sender != OWNER and r < 0.3:
        return R.choice(IT)
    if chat == "Aylin Demir":
        if sender != OWNER and r < 0.15:
            return R.choice(TR)
        if r < 0.55:
            return R.choice(WORK)
    if chat == "Kletterhalle Crew" and r < 0.5:
        return R.choice(CLIMB)
    return R.choice(EN)

# ---------------------------------------------------------------- chats
# members (besides owner) and a rate function: expected messages per day
def between(d, a, b):
    return a <= d <= b

def rate_jonas(d):
    return 0.95 if d < MOVE else 0.35

def rate_lena(d):
    if d < date(2024, 9, 1):
        return 0.3
    if d <= date(2024, 10, 12):
        return 0.0  # tense period is planted by hand
    if d < date(2025, 5, 3):
        return 0.0  # silence
    if d == date(2025, 5, 3):
        return 0.0
    return 0.25

def rate_tobias(d):
    return 0.3 if d < date(2023, 6, 1) else 0.0

def rate_sophie(d):
    return 0.0 if d < date(2024, 4, 2) else 0.55

def rate_aylin(d):
    if d < date(2022, 1, 10):
        return 0.0
    return 0.45 if d < MOVE else 0.15

CHATS = {
    "Jonas Weber": (["Jonas Weber"], rate_jonas, START),
    "Mama": (["Mama"], lambda d: 0.35, START),
    "Lena Hoffmann": (["Lena Hoffmann"], rate_lena, START),
    "Tobias Krüger": (["Tobias Krüger"], rate_tobias, START),
    "Aylin Demir": (["Aylin Demir"], rate_aylin, date(2022, 1, 11)),
    "Marco Rossi": (["Marco Rossi"], lambda d: 0.12, START),
    "Sophie Lange": (["Sophie Lange"], rate_sophie, date(2024, 4, 3)),
    "Priyanka Nair": (["Priyanka Nair"], lambda d: 0.18, date(2021, 3, 5)),
    "Felix Brandt": (["Felix Brandt"], lambda d: 0.12, START),
    "Familie Brandt": (["Mama", "Papa", "Felix Brandt"], lambda d: 0.45, START),
    "Uni Crew 🎓": (["Jonas Weber", "Lena Hoffmann", "Priyanka Nair", "Tobias Krüger"],
                   lambda d: 0.2, START),
    "Kletterhalle Crew": (["Sophie Lange", "Ben Schulz", "Kai Petersen"],
                          lambda d: 0.0 if d < date(2024, 5, 6) else 0.4, date(2024, 5, 6)),
}
SILENT = {  # chat -> list of (from, to) ranges with no generated filler
    "Uni Crew 🎓": [],
}

msgs = {c: [] for c in CHATS}   # chat -> list of (datetime, sender, text)
system = {c: [] for c in CHATS}  # chat -> list of (datetime, text) system lines


def plant(chat, y, mo, d, hh, mm, sender, text):
    msgs[chat].append((datetime(y, mo, d, hh, mm), sender, text))


def gen_filler():
    d = START
    while d <= END:
        for chat, (members, rate, first) in CHATS.items():
            if d < first:
                continue
            lam = rate(d) * 0.7
            if chat == "Uni Crew 🎓" and d > date(2023, 6, 1):
                members = [m for m in members if m != "Tobias Krüger"]
            if chat == "Uni Crew 🎓" and between(d, date(2024, 9, 1), date(2025, 5, 10)):
                members = [m for m in members if m != "Lena Hoffmann"]
            if lam <= 0:
                continue
            # bursty: a conversation happens with prob lam/4, of ~4 messages
            if R.random() < lam / 4.0:
                n = R.randint(2, 7)
                t = datetime(d.year, d.month, d.day, R.randint(7, 21), R.randint(0, 59))
                last = None
                for _ in range(n):
                    pool = [OWNER] + members
                    s = R.choice([p for p in pool if p != last] or pool)
                    if len(members) == 1:
                        s = OWNER if last != OWNER else members[0]
                        if R.random() < 0.25:
                            s = last or OWNER
                    if R.random() < 0.03:
                        text = "<Media omitted>"
                    else:
                        text = filler(chat, s)
                    if t.date() != d:
                        break
                    msgs[chat].append((t, s, text))
                    last = s
                    t += timedelta(minutes=R.randint(0, 25))
        d += timedelta(days=1)


# ---------------------------------------------------------------- planted story
def plant_story():
    # first messages of some chats (fixed, so "first message" questions are stable)
    plant("Priyanka Nair", 2021, 3, 4, 19, 12, OWNER, "Priya!! are you settled in London yet?")
    plant("Priyanka Nair", 2021, 3, 4, 19, 40, "Priyanka Nair", "Almost! the flat share is chaos but I love the city")
    plant("Sophie Lange", 2024, 4, 2, 18, 5, OWNER, "Hi Sophie, it's Nadia from the bouldering intro course 👋")
    plant("Sophie Lange", 2024, 4, 2, 18, 9, "Sophie Lange", "Hey! Great to hear from you, Thursday session?")
    plant("Aylin Demir", 2022, 1, 10, 9, 2, "Aylin Demir", "Welcome to the team Nadia! I'm Aylin, I sit right next to you")

    # birthdays: 14 August
    bdays = {
        2021: [("Mama", "Mama", "Happy birthday mein Schatz! 🎂"), ("Jonas Weber", "Jonas Weber", "happy birthday Nadi!! 🎉"),
               ("Lena Hoffmann", "Lena Hoffmann", "Happy birthday!! 🥳"), ("Familie Brandt", "Papa", "Alles Gute zum Geburtstag, Nadia!")],
        2022: [("Mama", "Mama", "Happy birthday, Liebling ❤️"), ("Jonas Weber", "Jonas Weber", "HAPPY BIRTHDAY 🎂🎂"),
               ("Priyanka Nair", "Priyanka Nair", "Happy birthday from London!"), ("Tobias Krüger", "Tobias Krüger", "happy birthday nadia"),
               ("Aylin Demir", "Aylin Demir", "Happy birthday! İyi ki doğdun 🎈")],
        2023: [("Mama", "Mama", "Happy birthday mein Schatz 🎂"), ("Jonas Weber", "Jonas Weber", "happy birthday old lady 😘"),
               ("Lena Hoffmann", "Lena Hoffmann", "Happy birthday lovely!"), ("Felix Brandt", "Felix Brandt", "happy bday sis"),
               ("Marco Rossi", "Marco Rossi", "Buon compleanno Nadia! Happy birthday!")],
        2024: [("Mama", "Mama", "Happy birthday! Erster Geburtstag in Hamburg 🎂"), ("Jonas Weber", "Jonas Weber", "happy birthday Nadi, miss you in Leipzig"),
               ("Sophie Lange", "Sophie Lange", "Happy birthday!!! climbing + cake tonight?"), ("Priyanka Nair", "Priyanka Nair", "happy birthday 🎉"),
               ("Familie Brandt", "Felix Brandt", "Happy birthday Nadia 🥳")],
        2025: [("Mama", "Mama", "Happy birthday mein Schatz! Have fun in Copenhagen"), ("Jonas Weber", "Jonas Weber", "happy birthday!! enjoy Copenhagen"),
               ("Sophie Lange", "Sophie Lange", "Happy birthday birthday girl 🎂"), ("Lena Hoffmann", "Lena Hoffmann", "Happy birthday Nadia ❤️ so glad we're talking again"),
               ("Marco Rossi", "Marco Rossi", "Happy birthday cara! 🎉"), ("Kletterhalle Crew", "Kai Petersen", "happy birthday Nadia!!")],
        2026: [("Mama", "Mama", "Happy birthday mein Schatz 🎂"), ("Jonas Weber", "Jonas Weber", "happy birthday Nadi"),
               ("Sophie Lange", "Sophie Lange", "Happy birthday!!")],
    }
    for y, lst in bdays.items():
        for i, (chat, who, text) in enumerate(lst):
            plant(chat, y, 8, 14, 8 + i, 3 + 7 * i, who, text)
            plant(chat, y, 8, 14, 8 + i, 30 + 4 * i, OWNER, "thank you!! ❤️")

    # London trip 2022-10-07..10 (visiting Priya)
    plant("Priyanka Nair", 2022, 9, 1, 20, 15, OWNER, "I booked my flight to London! 7 to 10 October")
    plant("Priyanka Nair", 2022, 9, 1, 20, 20, "Priyanka Nair", "YES finally. You can sleep on my sofa")
    plant("Priyanka Nair", 2022, 10, 7, 13, 40, OWNER, "landed at Heathrow!")
    plant("Priyanka Nair", 2022, 10, 10, 21, 5, OWNER, "home again, thank you for the best weekend")

    # Lisbon trip with Jonas 2023-05-18..22
    plant("Jonas Weber", 2023, 2, 12, 19, 30, "Jonas Weber", "ok Lisbon in May, I found flights for 18-22 May")
    plant("Jonas Weber", 2023, 2, 12, 19, 34, OWNER, "book it!!! pastéis de nata here we come")
    plant("Jonas Weber", 2023, 5, 18, 6, 10, "Jonas Weber", "taxi is outside, Lisbon here we come")
    plant("Jonas Weber", 2023, 5, 23, 9, 0, OWNER, "post-Lisbon blues are real")
    plant("Mama", 2023, 5, 20, 12, 0, "Mama", "How is Lisbon? Send pictures!")

    # Tobias: falling out and silence (last message 2023-06-11)
    plant("Tobias Krüger", 2023, 6, 3, 22, 10, "Tobias Krüger", "you could have told me you were going to Lisbon with Jonas")
    plant("Tobias Krüger", 2023, 6, 3, 22, 15, OWNER, "it wasn't a secret Tobi")
    plant("Tobias Krüger", 2023, 6, 10, 23, 40, "Tobias Krüger", "forget it. I'm tired of always being the backup plan")
    plant("Tobias Krüger", 2023, 6, 11, 10, 2, OWNER, "ok. then I guess there's nothing left to say.")
    system["Uni Crew 🎓"].append((datetime(2023, 6, 12, 8, 15), "Tobias Krüger left"))

    # the move: Leipzig -> Hamburg on 2024-03-16
    plant("Mama", 2024, 1, 27, 18, 0, OWNER, "I got the job in Hamburg!!")
    plant("Mama", 2024, 1, 27, 18, 4, "Mama", "Wunderbar! We are so proud of you")
    plant("Mama", 2024, 2, 3, 17, 20, OWNER, "I signed the lease for the flat in Altona 🏠 moving on 16 March")
    plant("Mama", 2024, 2, 3, 17, 31, "Mama", "The flat looks lovely but is the kitchen really big enough?")
    plant("Familie Brandt", 2024, 2, 3, 19, 0, OWNER, "Umzug ist am 16. März! Wer hilft? 📦")
    plant("Familie Brandt", 2024, 2, 3, 19, 12, "Felix Brandt", "Ich! Ich fahr den Transporter")
    plant("Familie Brandt", 2024, 2, 3, 19, 20, "Papa", "Ich bringe den Akkuschrauber mit")
    plant("Jonas Weber", 2024, 2, 4, 11, 0, "Jonas Weber", "so you're really leaving Leipzig 😢")
    plant("Jonas Weber", 2024, 2, 4, 11, 5, OWNER, "only 3h by train, you have no excuse")
    plant("Lena Hoffmann", 2024, 3, 9, 14, 0, OWNER, "can you help carry boxes on the 16th?")
    plant("Lena Hoffmann", 2024, 3, 9, 17, 30, "Lena Hoffmann", "sorry I have a shift that day, but I'll visit!")
    plant("Felix Brandt", 2024, 3, 12, 20, 0, "Felix Brandt", "I reserved the van, picking it up Saturday 7:00")
    plant("Felix Brandt", 2024, 3, 14, 21, 0, OWNER, "I have 43 boxes. FORTY THREE")
    plant("Felix Brandt", 2024, 3, 14, 21, 2, "Felix Brandt", "the van is big, relax")
    plant("Familie Brandt", 2024, 3, 15, 20, 0, "Mama", "Morgen ist der große Tag! Wir sind um 8 da")
    plant("Familie Brandt", 2024, 3, 16, 21, 30, OWNER, "Alles drin! Danke für eure Hilfe beim Umzug ❤️ first night in the new flat")
    plant("Jonas Weber", 2024, 3, 16, 9, 0, "Jonas Weber", "good luck with the move today!! send pics of the new flat")
    plant("Aylin Demir", 2024, 3, 15, 16, 0, "Aylin Demir", "last day in the office 😭 we will miss you")
    plant("Mama", 2024, 3, 17, 10, 0, "Mama", "Did you sleep well in the new flat?")
    plant("Priyanka Nair", 2024, 3, 17, 12, 0, "Priyanka Nair", "how's Hamburg?? how's the flat?")

    # Lena: tense period Sept-Oct 2024, silence, reconciliation 2025-05-03
    tense = [
        (2024, 9, 6, 20, 0, "Lena Hoffmann", "you still haven't paid me back for the concert tickets"),
        (2024, 9, 6, 20, 30, OWNER, "I told you I'd pay when I'm back, relax"),
        (2024, 9, 14, 19, 0, "Lena Hoffmann", "it's been 3 weeks Nadia"),
        (2024, 9, 14, 19, 20, OWNER, "sent. happy now?"),
        (2024, 9, 15, 10, 0, "Lena Hoffmann", "honestly you've changed since you moved to Hamburg"),
        (2024, 9, 15, 10, 40, OWNER, "that's not fair and you know it"),
        (2024, 9, 22, 23, 10, "Lena Hoffmann", "you never call anymore. you didn't even ask about my exam"),
        (2024, 9, 23, 8, 0, OWNER, "I'm sorry about the exam. but you didn't come to help with the move either"),
        (2024, 9, 23, 8, 30, "Lena Hoffmann", "I HAD A SHIFT"),
        (2024, 10, 2, 21, 0, OWNER, "can we talk about this properly?"),
        (2024, 10, 5, 12, 0, "Lena Hoffmann", "not now"),
        (2024, 10, 12, 22, 45, OWNER, "ok I'm done trying"),
        (2024, 10, 12, 22, 50, "Lena Hoffmann", "fine. whatever."),
        (2025, 5, 3, 18, 30, "Lena Hoffmann", "Hey... I'm really sorry about last autumn. I miss you. Coffee when I'm in Hamburg?"),
        (2025, 5, 3, 18, 52, OWNER, "I miss you too. I'm sorry as well. Yes please ❤️"),
        (2025, 5, 24, 15, 0, "Lena Hoffmann", "that was the best coffee date, so happy we made up"),
    ]
    for t in tense:
        plant("Lena Hoffmann", *t)
    plant("Jonas Weber", 2024, 9, 16, 19, 0, OWNER, "Lena and I had a huge fight about money 😞")
    plant("Jonas Weber", 2024, 9, 16, 19, 10, "Jonas Weber", "oof. give her time, she's stressed about the exam")

    # Marco's wedding in Florence, 2025-06-14
    plant("Marco Rossi", 2025, 1, 10, 20, 0, "Marco Rossi", "Nadia! We set the date: the wedding is on 14 June in Florence. You HAVE to come 💍")
    plant("Marco Rossi", 2025, 1, 10, 20, 15, OWNER, "omg congratulations!!! of course I'll be there")
    plant("Marco Rossi", 2025, 4, 2, 18, 0, "Marco Rossi", "invitations are out, check your mailbox")
    plant("Marco Rossi", 2025, 6, 12, 22, 0, OWNER, "landed in Florence! see you at the wedding")
    plant("Marco Rossi", 2025, 6, 15, 11, 0, "Marco Rossi", "grazie for coming, Giulia loved your speech")
    plant("Mama", 2025, 6, 16, 9, 0, "Mama", "How was the wedding in Florence?")
    plant("Mama", 2025, 6, 16, 9, 20, OWNER, "beautiful! Marco cried during the vows")
    plant("Sophie Lange", 2025, 6, 11, 19, 0, OWNER, "off to Italy tomorrow for Marco's wedding, no climbing this week")

    # Copenhagen birthday trip 2025-08-13..15
    plant("Sophie Lange", 2025, 7, 20, 18, 0, OWNER, "I'm spending my birthday in Copenhagen this year 🇩🇰")
    plant("Jonas Weber", 2025, 8, 15, 20, 0, OWNER, "Copenhagen was perfect, I ate 6 cinnamon buns")

    # Family group creation and other system lines
    system["Familie Brandt"].append((datetime(2021, 3, 1, 9, 0), "Nadia Brandt created group \"Familie Brandt\""))
    system["Uni Crew 🎓"].append((datetime(2021, 3, 1, 10, 0), "Jonas Weber created group \"Uni Crew 🎓\""))
    system["Kletterhalle Crew"].append((datetime(2024, 5, 6, 19, 0), "Sophie Lange created group \"Kletterhalle Crew\""))
    system["Kletterhalle Crew"].append((datetime(2024, 5, 6, 19, 1), "Sophie Lange added you"))

    # Christmas in Dresden every year
    for y in range(2021, 2026):
        plant("Familie Brandt", y, 12, 24, 17, 0, "Mama", "Frohe Weihnachten! Schön, dass ihr alle in Dresden seid 🎄")


# ---------------------------------------------------------------- photos
photos = []


def photo(y, mo, d, hh, mi, city=None, people=None):
    t = datetime(y, mo, d, hh, mi, R.randint(0, 59))
    p = {"file": t.strftime("IMG_%Y%m%d_%H%M%S.jpg"), "takenAt": t.strftime("%Y-%m-%d %H:%M:%S")}
    if city:
        la, lo = CITY[city]
        p["lat"] = round(la + R.uniform(-0.02, 0.02), 4)
        p["lon"] = round(lo + R.uniform(-0.02, 0.02), 4)
    if people:
        p["people"] = people
    photos.append(p)


def make_photos():
    # Leipzig life
    for (y, mo, d, ppl) in [(2021, 4, 10, ["Jonas Weber"]), (2021, 6, 19, ["Lena Hoffmann"]), (2021, 9, 4, None),
                            (2022, 3, 12, ["Jonas Weber"]), (2022, 5, 28, ["Tobias Krüger", "Jonas Weber"]),
                            (2022, 7, 2, ["Jonas Weber", "Lena Hoffmann"]), (2022, 11, 19, None), (2023, 1, 21, ["Jonas Weber"]),
                            (2023, 3, 25, ["Aylin Demir"]), (2023, 8, 14, ["Jonas Weber", "Lena Hoffmann"]),
                            (2023, 9, 30, ["Jonas Weber"]), (2024, 2, 24, ["Jonas Weber"]), (2021, 8, 14, ["Jonas Weber"]),
                            (2022, 8, 14, ["Jonas Weber", "Aylin Demir"])]:
        photo(y, mo, d, R.randint(11, 20), R.randint(0, 59), "Leipzig", ppl)
    # London with Priya
    for i, (d, ppl) in enumerate([(7, ["Priyanka Nair"]), (7, None), (8, ["Priyanka Nair"]), (8, None), (8, ["Priyanka Nair"]),
                                  (9, None), (9, ["Priyanka Nair"]), (10, None)]):
        photo(2022, 10, d, 10 + i, 5 * i, "London", ppl)
    # Lisbon with Jonas
    for i in range(12):
        d = 18 + i % 5
        photo(2023, 5, d, 9 + i, (7 * i) % 60, "Lisbon", ["Jonas Weber"] if i % 3 != 2 else None)
    # Move day + Hamburg life
    photo(2024, 3, 16, 18, 40, "Hamburg", ["Felix Brandt", "Mama", "Papa"])
    photo(2024, 3, 16, 21, 10, "Hamburg", None)
    for (y, mo, d, ppl) in [(2024, 4, 20, None), (2024, 5, 16, ["Sophie Lange"]), (2024, 6, 22, ["Sophie Lange", "Ben Schulz"]),
                            (2024, 8, 14, ["Sophie Lange"]), (2024, 10, 5, None), (2025, 2, 8, ["Sophie Lange", "Kai Petersen"]),
                            (2025, 4, 12, ["Kai Petersen"]), (2025, 5, 24, ["Lena Hoffmann"]), (2025, 9, 20, ["Sophie Lange"]),
                            (2025, 11, 15, None), (2026, 3, 7, ["Sophie Lange", "Ben Schulz", "Kai Petersen"]),
                            (2026, 5, 30, ["Jonas Weber"]), (2026, 7, 11, ["Sophie Lange"]), (2026, 8, 14, ["Sophie Lange"]),
                            (2026, 9, 26, None)]:
        photo(y, mo, d, R.randint(11, 20), R.randint(0, 59), "Hamburg", ppl)
    # Florence wedding
    for i in range(10):
        d = 13 + i % 3
        photo(2025, 6, d, 10 + i, (11 * i) % 60, "Florence", ["Marco Rossi"] if i % 2 == 0 else None)
    # Copenhagen birthday
    for i in range(7):
        d = 13 + i % 3
        photo(2025, 8, d, 10 + i, (13 * i) % 60, "Copenhagen", None)
    # Christmas in Dresden
    for y in range(2021, 2026):
        photo(y, 12, 24, 18, 30, "Dresden", ["Mama", "Papa", "Felix Brandt"])
        photo(y, 12, 25, 13, 15, "Dresden", ["Mama"])
    # photos with no place (screenshots, scans)
    for (y, mo, d) in [(2021, 11, 2), (2022, 12, 30), (2023, 10, 10), (2024, 1, 5), (2025, 3, 3), (2026, 2, 14)]:
        photo(y, mo, d, 9, 0, None, None)
    photos.sort(key=lambda p: p["takenAt"])


# ---------------------------------------------------------------- locations
locs = []


def where_on(d):
    """The city the owner is in on local date d (planted story)."""
    if between(d, date(2022, 10, 7), date(2022, 10, 10)):
        return "London"
    if between(d, date(2023, 5, 18), date(2023, 5, 22)):
        return "Lisbon"
    if between(d, date(2025, 6, 12), date(2025, 6, 15)):
        return "Florence"
    if between(d, date(2025, 8, 13), date(2025, 8, 15)):
        return "Copenhagen"
    if d.month == 12 and d.day in (24, 25, 26):
        return "Dresden"
    return "Leipzig" if d < MOVE else "Hamburg"


def make_locations():
    days = set()
    d = START
    while d <= END:
        if R.random() < 0.15:
            days.add(d)
        d += timedelta(days=1)
    special = []
    for (a, b) in [(date(2022, 10, 7), date(2022, 10, 10)), (date(2023, 5, 18), date(2023, 5, 22)),
                   (date(2025, 6, 12), date(2025, 6, 15)), (date(2025, 8, 13), date(2025, 8, 15)),
                   (date(2024, 3, 14), date(2024, 3, 18))]:
        x = a
        while x <= b:
            special.append(x)
            x += timedelta(days=1)
    for y in range(2021, 2027):
        special.append(date(y, 8, 14))
    for y in range(2021, 2026):
        special += [date(y, 12, 24), date(y, 12, 25)]
    days |= set(special)
    for d in sorted(days):
        n = R.randint(2, 4)
        for k in range(n):
            hh = 9 + k * 4 + R.randint(0, 2)
            local = datetime(d.year, d.month, d.day, hh, R.randint(0, 59), tzinfo=TZ)
            city = where_on(d)
            if d == MOVE:
                city = "Leipzig" if hh < 12 else "Hamburg"
            la, lo = CITY[city]
            la += R.uniform(-0.02, 0.02)
            lo += R.uniform(-0.02, 0.02)
            utc = local.astimezone(ZoneInfo("UTC"))
            locs.append({"latitudeE7": int(round(la * 1e7)), "longitudeE7": int(round(lo * 1e7)),
                         "timestamp": utc.strftime("%Y-%m-%dT%H:%M:%SZ")})


# ---------------------------------------------------------------- write
def write():
    os.makedirs(os.path.join(W, "chats"), exist_ok=True)
    for f in os.listdir(os.path.join(W, "chats")):
        os.remove(os.path.join(W, "chats", f))
    with open(os.path.join(W, "owner.txt"), "w") as f:
        f.write(OWNER + "\n")
    with open(os.path.join(W, "time-zone.txt"), "w") as f:
        f.write("Europe/Berlin\n")
    for chat in CHATS:
        items = [(t, 1, s, x) for (t, s, x) in msgs[chat]] + [(t, 0, None, x) for (t, x) in system[chat]]
        items.sort(key=lambda z: (z[0], z[1]))
        first = items[0][0]
        lines = [first.strftime("%d/%m/%Y, %H:%M") + " - " + NOTICE]
        for (t, kind, s, x) in items:
            head = t.strftime("%d/%m/%Y, %H:%M") + " - "
            lines.append(head + (f"{s}: {x}" if kind else x))
        with open(os.path.join(W, "chats", f"WhatsApp Chat with {chat}.txt"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
    with open(os.path.join(W, "photos.json"), "w") as f:
        json.dump(photos, f, indent=1, ensure_ascii=False)
    with open(os.path.join(W, "locations.json"), "w") as f:
        json.dump({"locations": locs}, f, indent=1)


gen_filler()
plant_story()
make_photos()
make_locations()
write()
n = sum(len(v) for v in msgs.values())
print("messages", n, "photos", len(photos), "locations", len(locs), "total", n + len(photos) + len(locs))
