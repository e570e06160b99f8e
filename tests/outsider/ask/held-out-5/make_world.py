#!/usr/bin/env python3
"""Deterministic generator for the held-out-5 world (Deniz Kaya: Berlin -> Hamburg, family in Izmir/Istanbul).

Chats mix German and Turkish (plus a little English). Run: python3 make_world.py  (writes ./world/)
"""
import datetime as dt
import json
import math
import os
import random
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "world")
TZ = ZoneInfo("Europe/Berlin")
R = random.Random(5_2026_1127)

OWNER = "Deniz Kaya"
START = dt.date(2021, 1, 4)
END = dt.date(2025, 12, 30)
MOVE = dt.date(2024, 3, 16)

AYSE, MEHMET, ELIF, CAN, EMRE = "Ayşe Kaya", "Mehmet Kaya", "Elif Kaya", "Can Öztürk", "Emre Şahin"
JONAS, LENA, MURAT, SOPHIE, SELIN = "Jonas Weber", "Lena Hoffmann", "Murat Demir", "Sophie Schulz", "Selin Arslan"
LUKAS, FINN, MIA = "Lukas Braun", "Finn Becker", "Mia Wagner"

CITY = {  # GeoNames coordinates of each city
    "Berlin": (52.52437, 13.41053),
    "Hamburg": (53.57532, 10.01534),
    "Istanbul": (41.01384, 28.94966),
    "Izmir": (38.41273, 27.13838),
    "Amsterdam": (52.37403, 4.88969),
    "Vienna": (48.20849, 16.37208),
    "Leipzig": (51.33962, 12.37129),
}

# ---------------------------------------------------------------- where the owner is, day by day
TRIPS = [  # (first day, last day, city)
    (dt.date(2021, 8, 7), dt.date(2021, 8, 21), "Izmir"),
    (dt.date(2022, 5, 26), dt.date(2022, 5, 29), "Amsterdam"),
    (dt.date(2022, 8, 13), dt.date(2022, 8, 27), "Izmir"),
    (dt.date(2023, 5, 13), dt.date(2023, 5, 13), "Leipzig"),
    (dt.date(2023, 9, 6), dt.date(2023, 9, 10), "Istanbul"),
    (dt.date(2023, 9, 11), dt.date(2023, 9, 17), "Izmir"),
    (dt.date(2024, 12, 27), dt.date(2025, 1, 3), "Istanbul"),
    (dt.date(2025, 6, 10), dt.date(2025, 6, 20), "Izmir"),
    (dt.date(2025, 10, 3), dt.date(2025, 10, 5), "Vienna"),
    (dt.date(2025, 12, 19), dt.date(2025, 12, 28), "Izmir"),
]


def city_on(d):
    for a, b, c in TRIPS:
        if a <= d <= b:
            return c
    return "Berlin" if d < MOVE else "Hamburg"


def days(a, b):
    d = a
    while d <= b:
        yield d
        d += dt.timedelta(days=1)


# ---------------------------------------------------------------- filler text pools
DE = [
    "Na, wie läuft's?", "Alles gut bei dir?", "Bin grad erst los", "Haha nein 😂", "Ok passt", "Kannst du kurz anrufen?",
    "Ich bin so müde heute", "Hast du den neuen Tatort gesehen?", "Was machst du am Wochenende?", "Lass mal Döner holen",
    "Bin in 10 min da", "sorry, hab's verpennt", "Klingt gut!", "Jaa safe", "Wie war dein Tag?", "Mega anstrengend heute",
    "Ich meld mich später", "Gute Nacht 😴", "omg 😂😂", "Hast du Zeit heute abend?", "Morgen vllt?",
    "Das Wetter ist echt mies", "ich hab keinen bock mehr auf montag", "Schick mir mal das Rezept", "Kommst du mit ins Kino?",
    "haha genau", "Stimmt", "Ne, leider nicht", "ok cool", "Bis gleich!", "<Media omitted>", "Danke dir ❤️",
    "Ich hab den Zug verpasst 🙄", "Wer kommt noch mit?", "voll gut", "naja geht so", "Schon gesehen?", "lol", "Was geht?",
    "Bin dabei", "Hab grad Feierabend", "Ich koch heute Linsensuppe", "Brauchst du noch was vom Späti?", "jaaa endlich Freitag",
    "Hast du morgen früh Zeit?", "Ich ruf dich gleich an", "kein stress", "Mach's gut", "Tschüssi", "Okay, dann Samstag",
    "Muss noch einkaufen", "das war so lustig gestern", "Sag Bescheid wenn du da bist", "Ich bin krank 🤒", "Gute Besserung!",
    "Alles klar", "Wann kommst du?", "sehr nice", "Ich hab keine Ahnung", "Hab dir ne Sprachnachricht geschickt", "uff",
    "Jaaa", "Nein 😅", "wie gehts dir eigentlich so", "hab heut voll viel geschafft", "Kaffee morgen?", "ich hab hunger",
    "warte kurz", "Schaffst du's bis 8?", "Bin schon unterwegs", "Hahaha du bist so doof 😂", "ok ok", "gleich!",
    "ich schau mal", "oh nein 🙈", "Hab ich vergessen sorry", "yes!!", "Was hast du heute vor?", "Ich geh joggen",
    "Hab schlecht geschlafen", "Nächste Woche?", "Passt mir gut", "Die Bahn streikt schon wieder 🙄", "Sonntag brunch?",
]
TR = [
    "Nasılsın canım?", "İyiyim sen?", "Tamam", "Yemek yedin mi?", "Akşam ararım", "Çok güzel olmuş 😍", "Hahaha",
    "Ne yapıyorsun?", "Evdeyim", "İşten yeni çıktım", "Hava nasıl orada?", "Burada çok sıcak", "İnşallah",
    "Görüşürüz", "Öptüm 😘", "Ne zaman geliyorsun?", "Bilmiyorum daha", "Çok özledim", "Ben de 🥺", "Fotoğraf at",
    "<Media omitted>", "Kahvaltı yaptın mı?", "Yoruldum ya", "Hadi iyi geceler", "Günaydın ☀️", "Aynen", "Yok ya",
    "Tamamdır", "Sağ ol", "Eyvallah", "Süper", "Of ya", "Çay demledim", "Biraz hastayım", "Geçmiş olsun",
    "Dikkat et kendine", "Tamam tamam", "Valla bilmiyorum", "Kesinlikle", "Çok komik 😂", "Yarın konuşalım",
    "Akşam görüntülü konuşalım mı?", "Dolma yaptım bugün", "Teyzen geldi bugün", "Allah korusun", "Maşallah 🧿",
    "Çok tatlı", "Ne güzel", "Haklısın", "Bugün çok yoğundum", "Sonra yazarım", "Ay çok iyi", "hadi ya",
    "Ne pişirdin?", "Telefonu açmıyorsun", "Şarjım bitmişti", "tmm", "Evet", "Hayır ya", "Uyudun mu?",
]
MIXED = [  # Elif <-> Deniz, siblings who grew up between both languages
    "Ja abla 😂", "Çok süß", "Heute çok yoğun", "Ruf mich an wenn du Feierabend hast", "Annem yine aradı lol",
    "Termin'im var, sonra yazarım", "Bak şuna 😂", "ok tamam", "Kannst du mir das Foto schicken?", "Of ya, montag",
]
MUM_EXTRA = ["Aferin kızım", "Tamam anneciğim", "Baban selam söylüyor", "Sıkı giyin, hava soğuk", "Kızım yemek ye düzgün"]


def pick(pool):
    return R.choice(pool)


# ---------------------------------------------------------------- chats
class Chat:
    def __init__(self, title, members, weights, lang, rate, span):
        self.title = title          # file title
        self.members = members      # senders other than the owner
        self.weights = weights      # sender -> weight (owner included)
        self.lang = lang            # sender -> pool
        self.rate = rate            # date -> expected bursts that day
        self.span = span            # (first, last) date with filler
        self.msgs = []              # (datetime, sender, text)

    def add(self, when, sender, text):
        self.msgs.append((dt.datetime.strptime(when, "%Y-%m-%d %H:%M"), sender, text))


def poisson(lam):
    L, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= R.random()
        if p <= L:
            return k
        k += 1


def fill(chat, blackout=()):
    a, b = chat.span
    senders = list(chat.weights)
    w = [chat.weights[s] for s in senders]
    for d in days(max(a, START), min(b, END)):
        if any(x <= d <= y for x, y in blackout):
            continue
        for _ in range(poisson(chat.rate(d))):
            t = dt.datetime.combine(d, dt.time(R.choice(range(8, 23)), R.randrange(60)))
            n = R.choice([2, 2, 3, 3, 4, 5])
            prev = None
            for _ in range(n):
                s = R.choices(senders, w)[0]
                if len(senders) == 2 and prev is not None and R.random() < 0.7:
                    s = senders[0] if prev == senders[1] else senders[1]
                chat.msgs.append((t, s, pick(chat.lang[s])))
                prev = s
                t += dt.timedelta(minutes=R.choice([0, 1, 1, 2, 3, 5, 8]))
                if t.date() != d:
                    break


def de_rate(before, after):
    return lambda d: before if d < MOVE else after


chats = {}

# Jonas: best friend from Berlin, stays, but less often after the move
jonas = Chat(JONAS, [JONAS], {OWNER: 1, JONAS: 1}, {OWNER: DE, JONAS: DE},
             lambda d: 0.30 if d < MOVE else 0.16, (dt.date(2021, 1, 5), END))
chats["jonas"] = jonas

# Finn: met bouldering in Hamburg on 2024-04-12; close from September 2024
finn = Chat(FINN, [FINN], {OWNER: 1, FINN: 1}, {OWNER: DE, FINN: DE},
            lambda d: 0.05 if d < dt.date(2024, 9, 1) else 0.42, (dt.date(2024, 4, 13), END))
chats["finn"] = finn

# Mia: colleague in Hamburg
mia = Chat(MIA, [MIA], {OWNER: 1, MIA: 1}, {OWNER: DE, MIA: DE}, lambda d: 0.035, (dt.date(2024, 4, 3), END))
chats["mia"] = mia


def lena_rate(d):
    if d < dt.date(2023, 1, 1):
        return 0.62 if (d.year, d.month) == (2022, 7) else 0.14
    if d < dt.date(2023, 5, 13):
        return 0.11
    if d < dt.date(2024, 2, 11):
        return 0.0
    return 0.055


lena = Chat(LENA, [LENA], {OWNER: 1, LENA: 1}, {OWNER: DE, LENA: DE}, lena_rate, (dt.date(2021, 1, 6), END))
chats["lena"] = lena

sophie = Chat(SOPHIE, [SOPHIE], {OWNER: 1, SOPHIE: 1}, {OWNER: DE, SOPHIE: DE},
              lambda d: 0.10 if d < dt.date(2024, 3, 1) else (0.0 if d < dt.date(2024, 5, 1) else 0.008), (dt.date(2021, 1, 5), END))
chats["sophie"] = sophie

murat = Chat(MURAT, [MURAT], {OWNER: 1, MURAT: 1}, {OWNER: DE + ["Abi naber", "Eyvallah kanka"], MURAT: DE + ["Kanka naber", "Eyvallah"]},
             lambda d: 0.08, (dt.date(2021, 2, 2), dt.date(2024, 3, 5)))
chats["murat"] = murat

kicker = Chat("Kreuzberg Kicker ⚽", [MURAT, JONAS, LUKAS], {OWNER: 0.2, MURAT: 0.42, JONAS: 0.2, LUKAS: 0.18},
              {OWNER: DE, MURAT: DE, JONAS: DE, LUKAS: DE}, lambda d: 0.18 if d.weekday() in (4, 5) else 0.02,
              (dt.date(2021, 3, 6), dt.date(2024, 3, 7)))
chats["kicker"] = kicker


def selin_rate(d):
    if d.year == 2021:
        return 0.11
    return 0.05


selin = Chat(SELIN, [SELIN], {OWNER: 1, SELIN: 1}, {OWNER: TR, SELIN: TR}, selin_rate, (dt.date(2021, 1, 7), dt.date(2022, 11, 12)))
chats["selin"] = selin

aile = Chat("Kaya Ailesi 👨‍👩‍👧‍👧", [AYSE, MEHMET, ELIF, CAN],
            {OWNER: 0.2, AYSE: 0.36, MEHMET: 0.14, ELIF: 0.2, CAN: 0.1},
            {OWNER: TR, AYSE: TR + MUM_EXTRA, MEHMET: TR, ELIF: TR, CAN: TR}, lambda d: 0.14, (dt.date(2021, 1, 5), END))
chats["aile"] = aile

elif_ = Chat(ELIF, [ELIF], {OWNER: 1, ELIF: 1}, {OWNER: TR + MIXED, ELIF: TR + MIXED},
             lambda d: 0.19 if d.year == 2023 and d.month <= 9 else 0.11, (dt.date(2021, 1, 5), END))
chats["elif"] = elif_

ayse = Chat(AYSE, [AYSE], {OWNER: 1, AYSE: 1.2}, {OWNER: TR, AYSE: TR + MUM_EXTRA}, lambda d: 0.06, (dt.date(2021, 1, 6), END))
chats["ayse"] = ayse

dugun = Chat("Elif & Emre 💍 Düğün", [ELIF, EMRE, AYSE, CAN],
             {OWNER: 0.18, ELIF: 0.36, EMRE: 0.16, AYSE: 0.2, CAN: 0.1},
             {OWNER: TR, ELIF: TR, EMRE: TR, AYSE: TR + MUM_EXTRA, CAN: TR}, lambda d: 0.13,
             (dt.date(2023, 3, 3), dt.date(2023, 9, 20)))
chats["dugun"] = dugun

# ---------------------------------------------------------------- planted events
P = []  # (chat key, "YYYY-MM-DD HH:MM", sender, text)


def plant(key, when, sender, text):
    P.append((key, when, sender, text))


# first messages of every chat (owner writes first in one-to-one chats, except Mia who introduces herself)
plant("jonas", "2021-01-04 09:12", OWNER, "Frohes neues nochmal 😄 hast du den Schlüssel noch?")
plant("jonas", "2021-01-04 09:20", JONAS, "Ja liegt bei mir, hol ihn einfach ab")
plant("lena", "2021-01-05 18:40", OWNER, "Lena!! Spaziergang am Samstag?")
plant("lena", "2021-01-05 18:52", LENA, "Ja unbedingt 🥰")
plant("sophie", "2021-01-04 12:03", OWNER, "Sophie, kannst du Klopapier mitbringen? 🙏")
plant("sophie", "2021-01-04 12:30", SOPHIE, "Klar, mach ich")
plant("selin", "2021-01-06 20:15", OWNER, "Selinciğim yeni yılın kutlu olsun 🎉")
plant("selin", "2021-01-06 20:31", SELIN, "Seninkini de canım! Çok özledim")
plant("aile", "2021-01-04 10:00", AYSE, "Günaydın çocuklar ☀️")
plant("elif", "2021-01-04 21:05", OWNER, "Elif abla nasılsın? 😄")
plant("elif", "2021-01-04 21:09", ELIF, "İyiyim ya, sen?")
plant("ayse", "2021-01-05 08:30", OWNER, "Anneciğim günaydın, ilaçlarını aldın mı?")
plant("ayse", "2021-01-05 08:41", AYSE, "Aldım kızım merak etme")
plant("murat", "2021-02-01 19:10", OWNER, "Murat, bist du Sonntag beim Kicker dabei?")
plant("murat", "2021-02-01 19:25", MURAT, "Safe kanka")
plant("kicker", "2021-03-05 17:00", MURAT, "Leute, Sonntag 11 Uhr wie immer?")
plant("kicker", "2021-03-05 17:04", LUKAS, "Bin dabei")
plant("kicker", "2021-03-05 17:10", OWNER, "Ich auch!")
plant("kicker", "2021-03-05 17:12", JONAS, "👍")

# Murat shares the pitch in the Kicker group; Finn shares places in Hamburg; the owner shares places too
for when in ["2021-04-09 18:02", "2021-09-17 17:45", "2022-04-22 18:30", "2023-05-05 17:20"]:
    plant("kicker", when, MURAT, "location: https://maps.google.com/?q=52.4730,13.4020")
for when in ["2024-10-11 18:40", "2025-02-14 19:05", "2025-05-23 18:15"]:
    plant("finn", when, FINN, "location: https://maps.google.com/?q=53.5503,9.9920")
plant("jonas", "2022-05-27 13:10", OWNER, "location: https://maps.google.com/?q=52.3731,4.8922")
plant("jonas", "2022-05-27 13:11", OWNER, "Wir sind hier, komm rüber")

# birthdays (14 June)
BDAY = {
    2021: [("jonas", JONAS, "Happy birthday Deniz!! 🎉 Alles Gute zum Geburtstag"),
           ("lena", LENA, "Happy Birthday meine Liebe ❤️"),
           ("sophie", SOPHIE, "Alles Gute zum Geburtstag, Mitbewohnerin! 🎂 Kuchen steht im Kühlschrank"),
           ("selin", SELIN, "İyi ki doğdun Deniz! Happy birthday 🎂"),
           ("elif", ELIF, "İyi ki doğdun kardeşim 🎉 happy birthday"),
           ("aile", AYSE, "Doğum günün kutlu olsun kızım ❤️ nice yıllara")],
    2022: [("jonas", JONAS, "Happy birthday!!! 🥳 Heute wird gefeiert"),
           ("lena", LENA, "Happy birthday Deniz 🥳❤️"),
           ("sophie", SOPHIE, "Happy birthday 🎂🎈"),
           ("kicker", MURAT, "Happy birthday Deniz ⚽🎂"),
           ("selin", SELIN, "İyi ki doğdun, happy birthday"),
           ("elif", ELIF, "Happy birthday kardeşim! İyi ki varsın ❤️"),
           ("aile", AYSE, "Doğum günün kutlu olsun kızım 🎂")],
    2023: [("jonas", JONAS, "Happy birthday Deniz 🎉🎉 Alles Liebe"),
           ("murat", MURAT, "Happy birthday kanka! 🎂"),
           ("sophie", SOPHIE, "Happy birthday!! Heute Abend Sekt? 🥂"),
           ("elif", ELIF, "Happy birthday canım kardeşim 🎂 iyi ki doğdun"),
           ("aile", AYSE, "Doğum günün kutlu olsun kızım, nice mutlu yıllara ❤️"),
           ("aile", MEHMET, "Doğum günün kutlu olsun kızım 🎂")],
    2024: [("jonas", JONAS, "Happy birthday!! Erster Geburtstag in Hamburg 🥳"),
           ("lena", LENA, "Happy Birthday Deniz ❤️ schön, dass wir wieder reden"),
           ("finn", FINN, "happy birthday! 🎂 heute Abend Fischbrötchen?"),
           ("mia", MIA, "Happy Birthday! 🎈 Im Büro gibt's Kuchen"),
           ("elif", ELIF, "Happy birthday kardeşim 🎉❤️"),
           ("aile", AYSE, "Doğum günün kutlu olsun kızım ❤️")],
    2025: [("jonas", JONAS, "Happy birthday Deniz 🎉 grüß mir Izmir"),
           ("lena", LENA, "Happy birthday 🥳❤️"),
           ("finn", FINN, "Happy birthday!! Vermiss dich, genieß die Sonne ☀️"),
           ("elif", ELIF, "Happy birthday kardeşim! Keşke ben de orada olsaydım 🥺"),
           ("aile", CAN, "Doğum günün kutlu olsun kuzen 🎂 happy birthday")],
}
for y, wishes in BDAY.items():
    for i, (key, who, text) in enumerate(wishes):
        plant(key, f"{y}-06-14 {8 + i:02d}:{(7 * i + 3) % 60:02d}", who, text)
        reply = "Teşekkürler 🥰" if key in ("selin", "elif", "aile") else "Danke!! ❤️"
        plant(key, f"{y}-06-14 {8 + i:02d}:{(7 * i + 9) % 60:02d}", OWNER, reply)

# Amsterdam with Jonas (May 2022)
plant("jonas", "2022-03-10 20:14", JONAS, "Lass uns im Mai nach Amsterdam fahren! Langes Wochenende?")
plant("jonas", "2022-03-10 20:20", OWNER, "JA. Ich schau nach Zügen")
plant("jonas", "2022-05-30 10:02", JONAS, "Amsterdam war so geil, nächstes Jahr wieder?")
plant("jonas", "2022-05-30 10:15", OWNER, "Auf jeden Fall 😍")

# Lena: the festival summer, the concert in Leipzig, the fight, the silence, the apology
plant("lena", "2022-07-08 19:00", LENA, "Fusion Festival, wir zwei, ich hab's im Gefühl 🎪")
plant("lena", "2023-03-02 20:11", OWNER, "Ich hab uns Tickets für das Konzert in Leipzig geholt!! 13. Mai")
plant("lena", "2023-03-02 20:15", LENA, "Neeein wie cool 😍😍")
plant("lena", "2023-05-13 23:40", LENA, "Bester Abend ever, danke Deniz ❤️")
plant("lena", "2023-05-20 11:05", OWNER, "Hey, kannst du mir die 90 Euro für die Tickets überweisen?")
plant("lena", "2023-05-20 14:48", LENA, "Ehrlich? Ich dachte die Tickets waren ein Geschenk von dir")
plant("lena", "2023-05-20 14:55", OWNER, "Nein?? Das hab ich nie gesagt")
plant("lena", "2023-05-20 15:20", LENA, "Wow ok. Dann überweis ich halt.")
plant("lena", "2023-05-27 18:02", OWNER, "Lena, das Geld ist immer noch nicht da")
plant("lena", "2023-06-02 22:31", LENA, "Du bist echt kleinlich, weißt du das?")
plant("lena", "2023-06-02 22:40", OWNER, "Und du bist unfair.")
plant("lena", "2023-06-15 09:12", OWNER, "Ok. Dann lassen wir's.")
plant("lena", "2024-02-10 17:30", LENA, "Hey Deniz. Ich hab lange überlegt... Es tut mir leid wegen dem Konzert und dem Geld. Ich vermisse dich.")
plant("lena", "2024-02-10 17:52", OWNER, "Lena 🥺 mir tut's auch leid. Kaffee bevor ich umziehe?")
plant("lena", "2024-02-10 17:55", LENA, "Sehr gerne ❤️")

# Selin: childhood friend in Izmir, fades and stops (last message 2022-11-19)
plant("selin", "2021-08-12 19:00", SELIN, "Bu akşam Kordon'da buluşalım mı?")
plant("selin", "2021-08-12 19:04", OWNER, "Tabii ki! 8'de orada olurum")
plant("selin", "2022-08-20 12:30", SELIN, "Geldin mi İzmir'e? Haber vermedin")
plant("selin", "2022-08-20 15:02", OWNER, "Geldim ama çok kısa, kusura bakma")
plant("selin", "2022-11-19 21:10", SELIN, "Ok, görüşürüz o zaman")
plant("selin", "2022-11-19 21:42", OWNER, "👍")

# Elif's wedding (Istanbul, 2023-09-09), planned in a group
plant("dugun", "2023-03-02 20:00", ELIF, "Grubu kurdum! Düğün planlaması burada 💍")
plant("dugun", "2023-03-02 20:03", EMRE, "Hoş geldiniz herkese 😄")
plant("dugun", "2023-03-02 20:05", OWNER, "Yaşasın!!")
plant("dugun", "2023-04-02 18:20", ELIF, "Düğün salonunu ayarladık! Kuruçeşme'de, deniz manzaralı 😍")
plant("dugun", "2023-04-02 18:31", AYSE, "Maşallah çok güzel 🧿")
plant("dugun", "2023-08-20 10:00", ELIF, "Davetiye metni son hali:\nElif & Emre\n9 Eylül 2023, saat 19:00\nKuruçeşme, İstanbul")
plant("dugun", "2023-08-15 21:00", EMRE, "Balayı için Kapadokya'yı ayarladım, balon turu dahil 🎈")
plant("dugun", "2023-08-15 21:06", ELIF, "Emreee 😭❤️")
plant("dugun", "2023-09-09 09:00", ELIF, "Bugün düğün günü!!! 😭💍 evleniyoruz")
plant("dugun", "2023-09-09 09:04", OWNER, "Ağlıyorum şimdiden 🥹")
plant("aile", "2023-09-10 11:00", AYSE, "Dün gece çok güzeldi, Allah mutlu etsin çocuklarımı ❤️")
plant("jonas", "2023-08-30 19:40", JONAS, "Viel Spaß auf der Hochzeit deiner Schwester! Fotos bitte 😄")
plant("sophie", "2023-09-05 08:15", SOPHIE, "Wann fliegst du zur Hochzeit? Ich gieß deine Pflanzen")
plant("sophie", "2023-09-05 08:20", OWNER, "Morgen früh! Danke dir 🙏")
plant("jonas", "2023-09-12 13:00", OWNER, "Die Hochzeit war traumhaft, ich hab so viel geweint 😭")

# the new job and the move to Hamburg (2024-03-16)
plant("jonas", "2024-01-08 18:30", OWNER, "Ich hab den Job in Hamburg!! 😱 Im März zieh ich um")
plant("jonas", "2024-01-08 18:33", JONAS, "WAS. Glückwunsch!!! Aber nein 😭")
plant("murat", "2024-01-20 20:00", MURAT, "Hamburg?? Ernsthaft? Und wer steht dann bei uns im Tor?")
plant("murat", "2024-01-20 20:12", OWNER, "Haha du findest schon jemanden 😅")
plant("sophie", "2024-02-20 19:00", SOPHIE, "Ich hab jemanden für dein Zimmer gefunden: Clara zieht im April in die Wohnung")
plant("sophie", "2024-02-20 19:10", OWNER, "Super, danke!")
plant("kicker", "2024-03-08 20:00", OWNER, "Letzter Sonntag für mich, Leute 🥲")
plant("kicker", "2024-03-08 20:02", MURAT, "Ehrenmann/-frau. Wir werden dich vermissen")
plant("jonas", "2024-03-12 18:10", JONAS, "Brauchst du Hilfe beim Umzug? Ich kann Samstag")
plant("jonas", "2024-03-12 18:14", OWNER, "Ja bitte!! Transporter ist ab 8 Uhr")
plant("sophie", "2024-03-13 21:00", SOPHIE, "Ich kann dir beim Umzug auch helfen, Kartons sind im Keller")
plant("aile", "2024-03-15 20:00", OWNER, "Yarın taşınıyorum, Umzug stresi 😅")
plant("aile", "2024-03-15 20:05", AYSE, "Kolay gelsin kızım, dikkat et")
plant("aile", "2024-03-16 22:30", OWNER, "Taşındım! Hamburg'daki ilk gecem 🥳 Umzug bitti")
plant("aile", "2024-03-16 22:41", AYSE, "Hayırlı olsun kızım ❤️")
plant("jonas", "2024-03-17 10:30", OWNER, "Danke fürs Schleppen beim Umzug gestern!! 🥳")
plant("jonas", "2024-03-17 10:41", JONAS, "Immer gern. Berlin ist jetzt langweilig ohne dich")
plant("jonas", "2024-04-02 19:00", OWNER, "Erster Tag im neuen Job, alle super nett")
plant("mia", "2024-04-02 12:15", MIA, "Hi Deniz, hier ist Mia aus dem Team 👋 Mittag um eins?")
plant("mia", "2024-04-02 12:20", OWNER, "Hi Mia! Gerne 😊")
plant("mia", "2024-09-30 16:00", MIA, "Glückwunsch, Probezeit geschafft! 🎉 Heute Feierabendbier?")
plant("mia", "2024-09-30 16:05", OWNER, "Danke!! Ja klar 🍻")

# Sophie: the deposit dispute after the move
plant("sophie", "2024-04-10 18:00", OWNER, "Sophie, wann krieg ich meinen Anteil der Kaution zurück?")
plant("sophie", "2024-04-11 09:30", SOPHIE, "Herr Klein sagt, die Küche war nicht sauber, er behält 300 von der Kaution")
plant("sophie", "2024-04-11 09:45", OWNER, "Das ist doch Quatsch, die Küche war sauber")
plant("sophie", "2024-04-20 20:10", SOPHIE, "Ich kann da auch nichts machen, Deniz.")
plant("sophie", "2024-04-20 20:30", OWNER, "Schon klar.")

# Murat fades after the move: a last word in 2025
plant("murat", "2024-07-02 21:00", OWNER, "Wie läuft's beim Kicker ohne mich? 😄")
plant("murat", "2024-07-04 10:15", MURAT, "Geht so, Lukas hält keinen Ball 😂")
plant("murat", "2025-02-08 19:30", MURAT, "Alles Gute in Hamburg, meld dich mal wenn du in Berlin bist")

# Finn: first message, Vienna
plant("finn", "2024-04-12 21:00", OWNER, "Hey Finn, hier ist Deniz vom Bouldern 🙂")
plant("finn", "2024-04-12 21:06", FINN, "Hey! Schön, dass du schreibst. Donnerstag wieder in die Halle?")
plant("finn", "2025-09-01 20:00", FINN, "Lass uns im Oktober nach Wien fahren! Ich hab am Freitag frei")
plant("finn", "2025-09-01 20:05", OWNER, "Jaaa Wien 😍 Ich buch den Zug")
plant("finn", "2025-10-06 08:30", FINN, "Wien war perfekt ❤️ Danke für das Wochenende")

# family bits
for when in ["2021-05-13 08:00", "2022-05-02 08:10", "2023-04-21 08:05", "2024-04-10 08:20", "2025-03-30 08:15"]:
    plant("aile", when, AYSE, "Bayramınız mübarek olsun 🌙 hepinizi çok seviyorum")
plant("aile", "2022-05-23 22:00", CAN, "Galatasaray yine kaybetti, rezalet 😤")
plant("aile", "2023-06-04 21:50", CAN, "Galatasaray şampiyon!!! 🦁🦁")
for when in ["2021-07-18 18:00", "2022-07-24 18:30", "2023-07-16 17:45", "2024-07-21 18:10", "2025-07-13 18:20"]:
    plant("aile", when, MEHMET, "Bahçedeki domatesler bu yıl çok güzel oldu 🍅")
plant("aile", "2024-12-31 23:10", ELIF, "Mutlu yıllar ailem ❤️ Deniz burada bizimle 🥳")
plant("ayse", "2025-06-20 21:00", AYSE, "Kızım iyi uçuşlar, eve varınca yaz")
plant("ayse", "2025-12-28 20:00", AYSE, "Yine gel kızım, çok güzeldi")

# ---------------------------------------------------------------- fill and write chats
BLACKOUT = {
    "murat": [(dt.date(2024, 3, 6), END)],          # no filler after he fades
    "kicker": [],
    "jonas": [(dt.date(2024, 3, 14), dt.date(2024, 3, 18))],
    "sophie": [(dt.date(2024, 3, 1), dt.date(2024, 4, 30))],
    "lena": [(dt.date(2023, 5, 13), dt.date(2024, 2, 10))],
}
BDAYS = {dt.date(y, 6, 14) for y in range(2021, 2026)}
for key, chat in chats.items():
    bl = BLACKOUT.get(key, []) + [(b, b) for b in BDAYS]
    fill(chat, bl)
for key, when, sender, text in P:
    chats[key].add(when, sender, text)


def fmt(t):
    return t.strftime("%d/%m/%Y, %H:%M")


os.makedirs(os.path.join(OUT, "chats"), exist_ok=True)
for f in os.listdir(os.path.join(OUT, "chats")):
    os.remove(os.path.join(OUT, "chats", f))
total = 0
for key, chat in chats.items():
    msgs = sorted(chat.msgs, key=lambda m: m[0])
    first = msgs[0][0] - dt.timedelta(minutes=1)
    lines = [f"{fmt(first)} - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more."]
    if key in ("kicker", "aile", "dugun"):
        lines.append(f"{fmt(first)} - {chat.members[0] if key != 'aile' else AYSE} created group \"{chat.title}\"")
    for t, s, text in msgs:
        lines.append(f"{fmt(t)} - {s}: {text}")
    total += len(msgs)
    with open(os.path.join(OUT, "chats", f"WhatsApp Chat with {chat.title}.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")

# ---------------------------------------------------------------- photos
photos = []


def photo(date, hh, mm, city, people=None, geo=True):
    t = dt.datetime.combine(date, dt.time(hh, mm, R.randrange(60)))
    p = {"file": t.strftime("IMG_%Y%m%d_%H%M%S.jpg"), "takenAt": t.strftime("%Y-%m-%d %H:%M:%S")}
    if geo:
        la, lo = CITY[city]
        p["lat"] = round(la + R.uniform(-0.002, 0.002), 4)
        p["lon"] = round(lo + R.uniform(-0.002, 0.002), 4)
    if people:
        p["people"] = people
    photos.append(p)


D = dt.date
# Berlin (before the move)
for d, ppl in [(D(2021, 3, 14), [JONAS]), (D(2021, 5, 2), [LENA]), (D(2021, 9, 19), [MURAT, JONAS, LUKAS]),
               (D(2022, 2, 6), [SOPHIE]), (D(2022, 4, 24), [MURAT, LUKAS]), (D(2022, 6, 14), [JONAS, LENA, SOPHIE]),
               (D(2022, 7, 16), [LENA]), (D(2022, 10, 1), [JONAS]), (D(2023, 1, 21), [JONAS]),
               (D(2023, 6, 14), [JONAS, SOPHIE]), (D(2023, 10, 8), [MURAT, JONAS]), (D(2024, 2, 17), [LENA]),
               (D(2024, 3, 10), [MURAT, JONAS, LUKAS]), (D(2021, 6, 14), [JONAS, LENA])]:
    photo(d, 15, R.randrange(60), "Berlin", ppl)
# Izmir
for d in [D(2021, 8, 8), D(2021, 8, 9), D(2021, 8, 12), D(2021, 8, 12), D(2021, 8, 15), D(2021, 8, 17), D(2021, 8, 19), D(2021, 8, 20)]:
    photo(d, R.choice([11, 13, 18, 20]), R.randrange(60), "Izmir", [SELIN] if d == D(2021, 8, 12) else [AYSE, MEHMET])
for d in [D(2022, 8, 14), D(2022, 8, 16), D(2022, 8, 18), D(2022, 8, 21), D(2022, 8, 24), D(2022, 8, 26)]:
    photo(d, R.choice([11, 13, 18, 20]), R.randrange(60), "Izmir", [AYSE])
for d in [D(2023, 9, 12), D(2023, 9, 13), D(2023, 9, 15), D(2023, 9, 16)]:
    photo(d, 17, R.randrange(60), "Izmir", [AYSE, MEHMET])
for d in [D(2025, 6, 11), D(2025, 6, 12), D(2025, 6, 14), D(2025, 6, 14), D(2025, 6, 15), D(2025, 6, 17), D(2025, 6, 18), D(2025, 6, 19)]:
    photo(d, R.choice([12, 19, 21]), R.randrange(60), "Izmir", [AYSE, MEHMET])
for d in [D(2025, 12, 20), D(2025, 12, 22), D(2025, 12, 24), D(2025, 12, 25), D(2025, 12, 27)]:
    photo(d, 14, R.randrange(60), "Izmir", [AYSE])
# Istanbul: wedding and New Year's Eve 2024
for i, d in enumerate([D(2023, 9, 7), D(2023, 9, 8), D(2023, 9, 9), D(2023, 9, 9), D(2023, 9, 9), D(2023, 9, 9),
                       D(2023, 9, 9), D(2023, 9, 9), D(2023, 9, 10), D(2023, 9, 10)]):
    photo(d, 16 + (i % 6), R.randrange(60), "Istanbul", [ELIF, EMRE] if d == D(2023, 9, 9) else [ELIF])
for d in [D(2024, 12, 28), D(2024, 12, 29), D(2024, 12, 31), D(2024, 12, 31), D(2025, 1, 2)]:
    photo(d, 20, R.randrange(60), "Istanbul", [ELIF, EMRE, CAN])
# Amsterdam with Jonas
for d in [D(2022, 5, 26), D(2022, 5, 27), D(2022, 5, 27), D(2022, 5, 28), D(2022, 5, 28), D(2022, 5, 28), D(2022, 5, 29)]:
    photo(d, R.choice([11, 14, 17]), R.randrange(60), "Amsterdam", [JONAS])
# Leipzig concert with Lena
for hh in (19, 21, 22):
    photo(D(2023, 5, 13), hh, R.randrange(60), "Leipzig", [LENA])
# Hamburg
for d, ppl in [(D(2024, 3, 16), [JONAS]), (D(2024, 4, 2), None), (D(2024, 5, 9), [FINN]), (D(2024, 6, 14), [FINN, MIA]),
               (D(2024, 9, 21), [FINN]), (D(2024, 11, 3), [FINN]), (D(2025, 1, 25), [FINN]), (D(2025, 3, 8), [MIA]),
               (D(2025, 4, 19), [FINN]), (D(2025, 5, 24), [FINN]), (D(2025, 7, 26), [FINN, JONAS]),
               (D(2025, 8, 30), [FINN]), (D(2025, 11, 15), [FINN])]:
    photo(d, 16, R.randrange(60), "Hamburg", ppl)
# Vienna with Finn
for d in [D(2025, 10, 3), D(2025, 10, 3), D(2025, 10, 4), D(2025, 10, 4), D(2025, 10, 4), D(2025, 10, 5)]:
    photo(d, R.choice([12, 15, 18]), R.randrange(60), "Vienna", [FINN])
# screenshots without a place
for d in [D(2022, 1, 17), D(2023, 11, 2), D(2025, 2, 3)]:
    photo(d, 9, R.randrange(60), "Berlin", None, geo=False)
photos.sort(key=lambda p: p["takenAt"])
with open(os.path.join(OUT, "photos.json"), "w", encoding="utf-8") as fh:
    json.dump(photos, fh, ensure_ascii=False, indent=1)

# ---------------------------------------------------------------- location history
locs = []


def point(d, hh, mm, city):
    local = dt.datetime.combine(d, dt.time(hh, mm), tzinfo=TZ)
    utc = local.astimezone(dt.timezone.utc)
    la, lo = CITY[city]
    locs.append({"latitudeE7": int(round((la + R.uniform(-0.002, 0.002)) * 1e7)),
                 "longitudeE7": int(round((lo + R.uniform(-0.002, 0.002)) * 1e7)),
                 "timestamp": utc.strftime("%Y-%m-%dT%H:%M:%SZ")})


special = set()
for a, b, c in TRIPS:
    special.update(days(a, b))
special.update(BDAYS)
special.update({D(2024, 3, 16), D(2024, 12, 31)})
for d in days(START, END):
    if d == MOVE:
        for hh, c in [(8, "Berlin"), (11, "Berlin"), (19, "Hamburg"), (22, "Hamburg")]:
            point(d, hh, R.randrange(60), c)
    elif d in special:
        for hh in (9, 13, 17, 21):
            point(d, hh, R.randrange(60), city_on(d))
    elif d.weekday() in (2, 6):  # Wednesdays and Sundays at home
        for hh in (10, 19):
            point(d, hh, R.randrange(60), city_on(d))
locs.sort(key=lambda x: x["timestamp"])
with open(os.path.join(OUT, "locations.json"), "w", encoding="utf-8") as fh:
    json.dump({"locations": locs}, fh, indent=1)

with open(os.path.join(OUT, "owner.txt"), "w", encoding="utf-8") as fh:
    fh.write(OWNER + "\n")
with open(os.path.join(OUT, "time-zone.txt"), "w", encoding="utf-8") as fh:
    fh.write("Europe/Berlin\n")

print(f"messages={total} photos={len(photos)} locations={len(locs)} total={total + len(photos) + len(locs)}")
