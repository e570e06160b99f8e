#!/usr/bin/env python3
"""Deterministic generator of the held-out-7 world (Yasmine El Amrani: Casablanca -> Lyon -> Montréal).

Writes world/chats/*.txt (WhatsApp iOS exports, times in America/Toronto, the phone's zone at export),
world/photos.json, world/locations.json, world/owner.txt, world/time-zone.txt.
Run: python3 make_world.py
"""
import json, math, os, random
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "world")
EXPORT_TZ = ZoneInfo("America/Toronto")
rng = random.Random(20261127)
LRM = "\u200e"

ME = "Yasmine El Amrani"
MAMA, BABA, SALMA, KARIM, FATIMA, YOUSSEF = ("Khadija El Amrani", "Mohammed El Amrani", "Salma El Amrani",
                                             "Karim El Amrani", "Fatima El Amrani", "Youssef Benali")
NADIA = "Nadia Berrada"
INES, CAMILLE, THEO = "Inès Morel", "Camille Durand", "Théo Girard"
EMILIE, MARC, LIAM = "Émilie Tremblay", "Marc-Antoine Gagnon", "Liam O'Connor"

CITIES = {
    "Casablanca": (33.5731, -7.5898, "Africa/Casablanca"),
    "Marrakech": (31.6295, -7.9811, "Africa/Casablanca"),
    "Lyon": (45.7640, 4.8357, "Europe/Paris"),
    "Paris": (48.8566, 2.3522, "Europe/Paris"),
    "Annecy": (45.8992, 6.1294, "Europe/Paris"),
    "Montréal": (45.5017, -73.5673, "America/Toronto"),
    "Québec City": (46.8139, -71.2080, "America/Toronto"),
}
MOVE = date(2024, 2, 17)
TRIPS = [  # (first day, last day, city)
    (date(2022, 8, 6), date(2022, 8, 6), "Annecy"),
    (date(2022, 10, 21), date(2022, 10, 23), "Paris"),
    (date(2022, 12, 20), date(2023, 1, 2), "Casablanca"),
    (date(2023, 7, 12), date(2023, 7, 19), "Marrakech"),
    (date(2023, 12, 22), date(2024, 1, 3), "Casablanca"),
    (date(2025, 5, 13), date(2025, 5, 15), "Québec City"),
    (date(2026, 7, 18), date(2026, 8, 8), "Casablanca"),
]
START, END = date(2022, 1, 3), date(2026, 11, 26)


def city_on(d):
    for a, b, c in TRIPS:
        if a <= d <= b:
            return c
    return "Lyon" if d < MOVE else "Montréal"


def export_time(d, hh, mm, ss):
    """A real local time (where Yasmine was that day) -> the export's Toronto wall time."""
    tz = ZoneInfo(CITIES[city_on(d)][2])
    return datetime(d.year, d.month, d.day, hh, mm, ss, tzinfo=tz).astimezone(EXPORT_TZ).replace(tzinfo=None)


def poisson(lam):
    if lam <= 0:
        return 0
    if lam > 40:
        return max(0, int(round(rng.gauss(lam, math.sqrt(lam)))))
    L, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p <= L:
            return k
        k += 1


def months():
    y, m = START.year, START.month
    while (y, m) <= (END.year, END.month):
        yield y, m
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)


# ---------------------------------------------------------------- text pools (none carries a keyword a case asks)
P = {
    "mama": ["Salam benti, labas 3lik?", "Wach kliti mzyan lyoum?", "Tlfni mlli tkouni fadya", "Allah yrdi 3lik a benti",
             "Baba kaysallem 3lik", "Safi a benti, bslama", "Dir balk 3la rasek", "Twahchtek bzaf",
             "Ghadi n3yt lik f l3chiya", "Wach n3ssti mzyan?", "Tbrdi mzyan, ma tkhrjich bla jacket",
             "Khtek jat lyoum l dar", "Drt lyoum tajine b l7ut", "Allah ysahel 3lik f lkhedma"],
    "me_mama": ["Salam Mama! Labas, lhamdoullah", "Oui Mama, klit", "Safi Mama, n3yt lik ghda", "Bisous Mama ❤️",
                "Ana mzyana Mama, ma t9l9ich", "Ghir lkhedma, fatigue chwiya", "Wakha Mama", "Mama, tlfti lia?",
                "Hhh Mama 3la slamtek", "Amin Mama"],
    "baba": ["Salam a benti", "Kolchi bikhir?", "Allah y7fdek", "Tlfni ila 7tajiti chi 7aja",
             "Lmatch dyal Raja lyoum!", "Dir balk mn lbrd", "Mama kat9oul labas", "Safi, bslama"],
    "me_baba": ["Salam Baba, labas lhamdoullah", "Oui Baba, kolchi mzyan", "Baba, chefti lmatch?", "Merci Baba ❤️",
                "Wakha Baba", "Baba 3afak sift lia tsawer"],
    "salma": ["Wach a khti, fin ghbrti?", "Chefti had la vidéo? 😂", "Ana 3ya mn lkhedma", "Tlfni db ila kant fadya",
              "Hhhh safi", "Wallah ma fhmt walou", "Mama katsowl 3lik", "Bghit nchri chi 7aja, 3tini rayek"],
    "me_salma": ["Khti!! Wach labas?", "Hhhh khti nti hbla", "Oui khti, ghadi n3yt lik", "Safi khti, bisous",
                 "Khti 3afak sift lia photo", "Ana fl bureau db", "Mzyan khti"],
    "karim": ["Salam a khti", "Labas? Kolchi mzyan tmma?", "Lkhedma 3amra had ssimana", "Safi, nchoufok",
              "Chefti lmatch dyal Wydad?", "Nadia katsallem 3lik"],
    "me_karim": ["Salam khouya!", "Labas khouya, w nta?", "Khouya 3afak 3awn Mama f dar", "Hhh khouya safi",
                 "Oui khouya", "Bslama khouya"],
    "family": ["Salam 3likom", "Labas 3likom?", "Chkoun ghadi yji l dar lyoum?", "Allah ykhlikom", "Jm3a mbarka",
               "Lkaskrout wajed 😄", "Tlfou l jeddati", "Safi, ana jaya", "Hhhh", "Wach kolchi bikhir?",
               "Allah yr7am lwalidin"],
    "fr": ["Tu fais quoi ce soir ?", "Trop bien !", "On se fait un café demain ?", "Je suis crevée", "Mdr",
           "Je t'appelle plus tard", "Grave", "Ça marche", "Bisous", "Ok à tout'", "Tu me manques",
           "Hâte de te voir", "T'as vu la série dont je t'ai parlé ?", "J'arrive dans 10 min", "Carrément",
           "Il pleut encore à Lyon…", "Je sors du boulot", "Trop drôle 😂", "On en parle ce soir",
           "Tu me raconteras\net surtout prends soin de toi"],
    "theo": ["Tu viens à l'afterwork ?", "Le client a encore changé le brief", "Pause café ?", "T'as fini la maquette ?",
             "Réunion décalée à 14h", "Bien joué pour la démo", "Je pars plus tôt aujourd'hui"],
    "qc": ["Allô! Tu viens dîner avec nous?", "C'est plate", "On se voit au bureau", "Pas pire pantoute",
           "Il fait frette en maudit", "Bonne fin de semaine!", "Tu veux qu'on aille prendre un café?",
           "J'ai hâte à vendredi", "On se fait un 5 à 7?", "Ben voyons 😂", "T'es où?", "Je te texte en sortant",
           "Tiguidou", "Merci pour tantôt!"],
    "team": ["Réunion à 10h", "Le déploiement est fait", "Bon travail l'équipe", "Je serai en télétravail demain",
             "Qui prend la revue de code?", "Le tableau de bord est à jour", "Dîner d'équipe jeudi?",
             "La démo est reportée à lundi"],
    "en": ["Hey! How's it going?", "Haha classic", "Miss those Lyon days", "Call this weekend?", "Sounds good",
           "Work is mad busy", "Send pics!", "That's hilarious", "Dublin is grey as usual", "Talk soon x"],
}

# ---------------------------------------------------------------- chats
CHATS = {
    "Khadija El Amrani": {"members": [ME, MAMA], "pool": {MAMA: "mama", ME: "me_mama"}},
    "Mohammed El Amrani": {"members": [ME, BABA], "pool": {BABA: "baba", ME: "me_baba"}},
    "Salma El Amrani": {"members": [ME, SALMA], "pool": {SALMA: "salma", ME: "me_salma"}},
    "Karim El Amrani": {"members": [ME, KARIM], "pool": {KARIM: "karim", ME: "me_karim"}},
    "Inès Morel": {"members": [ME, INES], "pool": {INES: "fr", ME: "fr"}},
    "Camille Durand": {"members": [ME, CAMILLE], "pool": {CAMILLE: "fr", ME: "fr"}},
    "Théo Girard": {"members": [ME, THEO], "pool": {THEO: "theo", ME: "fr"}},
    "Émilie Tremblay": {"members": [ME, EMILIE], "pool": {EMILIE: "qc", ME: "fr"}},
    "Liam O'Connor": {"members": [ME, LIAM], "pool": {LIAM: "en", ME: "en"}},
    "Famille El Amrani": {"members": [ME, MAMA, BABA, SALMA, KARIM, FATIMA, YOUSSEF], "group": True,
                          "weights": {ME: 3, MAMA: 5, BABA: 2, SALMA: 3, KARIM: 2, FATIMA: 2, YOUSSEF: 1},
                          "pool": {}},
    "Les Lyonnais": {"members": [ME, INES, CAMILLE, THEO], "group": True,
                     "weights": {ME: 3, INES: 3, CAMILLE: 4, THEO: 2}, "pool": {}},
    "Équipe Montréal": {"members": [ME, EMILIE, MARC], "group": True,
                        "weights": {ME: 3, EMILIE: 4, MARC: 2}, "pool": {}},
}
for c in ("Famille El Amrani",):
    for m in CHATS[c]["members"]:
        CHATS[c]["pool"][m] = "family"
for m in CHATS["Les Lyonnais"]["members"]:
    CHATS["Les Lyonnais"]["pool"][m] = "fr"
for m in CHATS["Équipe Montréal"]["members"]:
    CHATS["Équipe Montréal"]["pool"][m] = "team"

SILENCE = (date(2023, 11, 11), date(2024, 4, 19))  # nothing between Inès and Yasmine anywhere


def rate(chat, y, m):
    ym = (y, m)
    if chat == "Khadija El Amrani":
        if ym < (2024, 2): return 6
        return 15 if ym < (2025, 1) else 20
    if chat == "Mohammed El Amrani":
        return 3 if ym < (2024, 2) else 5
    if chat == "Salma El Amrani":
        if ym < (2023, 1): return 12
        if ym <= (2023, 7): return 20
        return 5
    if chat == "Karim El Amrani":
        return 4 if ym < (2025, 11) else 22
    if chat == "Inès Morel":
        if ym < (2023, 1): return 30
        if ym <= (2023, 11): return 32
        if ym < (2025, 1): return 12
        return 10
    if chat == "Camille Durand":
        if ym < (2023, 1): return 21
        if ym < (2024, 2): return 14
        return 7
    if chat == "Théo Girard":
        if ym < (2023, 1): return 13
        if ym < (2024, 2): return 9
        if ym <= (2024, 9): return 2
        return 0
    if chat == "Émilie Tremblay":
        if ym < (2024, 3): return 0
        if ym < (2024, 6): return 6
        return 40
    if chat == "Liam O'Connor":
        if ym == (2025, 9): return 22
        return 0 if ym < (2022, 2) else 3
    if chat == "Famille El Amrani":
        if ym in ((2023, 6), (2023, 7)): return 30
        if ym == (2025, 11): return 70
        return 12
    if chat == "Les Lyonnais":
        if ym < (2024, 1): return 16
        if ym <= (2024, 12): return 2
        return 0
    if chat == "Équipe Montréal":
        return 0 if ym < (2024, 3) else 10
    return 0


FIRST = {"Émilie Tremblay": date(2024, 3, 4), "Liam O'Connor": date(2022, 2, 14),
         "Équipe Montréal": date(2024, 3, 4)}
LAST = {"Théo Girard": date(2024, 9, 14), "Les Lyonnais": date(2025, 1, 1)}
msgs = []  # (chat, export datetime, author, text)


def add(chat, d, hh, mm, author, text):
    msgs.append((chat, export_time(d, hh, mm, rng.randrange(60)), author, text))


def filler():
    for chat, spec in CHATS.items():
        for y, m in months():
            n = poisson(rate(chat, y, m))
            days = (date(y + (m == 12), m % 12 + 1, 1) - timedelta(days=1)).day
            for _ in range(n):
                d = date(y, m, rng.randint(1, days))
                if d < START or d > END:
                    continue
                if chat in FIRST and d <= FIRST[chat]:
                    continue
                if chat in LAST and d >= LAST[chat]:
                    continue
                if spec.get("group"):
                    mem = list(spec["weights"])
                    if chat == "Famille El Amrani" and d < date(2023, 7, 23):
                        mem.remove(YOUSSEF)
                    if chat == "Les Lyonnais" and d >= date(2024, 7, 1):
                        mem = [x for x in mem if x != THEO]
                    if SILENCE[0] <= d <= SILENCE[1] and chat == "Les Lyonnais":
                        mem = [x for x in mem if x not in (INES, ME)]
                    author = rng.choices(mem, weights=[spec["weights"][x] for x in mem])[0]
                else:
                    if chat == "Inès Morel" and (SILENCE[0] <= d <= SILENCE[1] or d == date(2023, 11, 10)):
                        continue
                    author = rng.choice(spec["members"])
                if rng.random() < 0.06:
                    text = None  # a photo
                else:
                    text = rng.choice(P[spec["pool"][author]])
                add(chat, d, rng.randint(8, 21), rng.randrange(60), author, text)


# ---------------------------------------------------------------- scripted story
S = []


def s(chat, y, mo, d, hh, mi, author, text):
    S.append((chat, date(y, mo, d), hh, mi, author, text))


def story():
    s("Les Lyonnais", 2022, 1, 3, 19, 5, CAMILLE, "Bonne année les Lyonnais !! 2022 sera notre année")
    s("Liam O'Connor", 2022, 2, 14, 18, 30, ME, "Liam!! It's Yasmine from the Erasmus flat in Lyon, new number")
    s("Liam O'Connor", 2022, 2, 14, 18, 41, LIAM, "Yasmine! Great to hear from you. Saving it now")
    s("Les Lyonnais", 2022, 8, 5, 20, 0, CAMILLE, "Demain Annecy, départ 8h de Part-Dieu, on prend le maillot !")
    s("Camille Durand", 2022, 10, 10, 20, 12, CAMILLE, "Pour Paris j'ai réservé le musée d'Orsay samedi matin, et le train part vendredi à 9h")
    s("Camille Durand", 2022, 10, 10, 20, 15, ME, "Parfait, j'ai hâte de notre week-end à Paris !")
    s("Camille Durand", 2022, 10, 22, 22, 10, ME, "Meilleur week-end, merci pour Paris ma Camille")
    # wedding
    s("Salma El Amrani", 2023, 3, 2, 20, 0, SALMA, "Khti!! Youssef talab yddi, le 3ers ghadi ykoun le 15 juillet f Marrakech 😍")
    s("Salma El Amrani", 2023, 3, 2, 20, 4, ME, "Mabrouk khti!!! Ana ghadi nji akid")
    s("Famille El Amrani", 2023, 3, 3, 10, 0, MAMA, "Mabrouk 3lina, le 3ers dyal Salma f Marrakech le 15 juillet, kolchi ykhlli lwe9t")
    s("Famille El Amrani", 2023, 3, 3, 12, 30, FATIMA, "Mabrouk mabrouk! Ana ghadi nwjjd l7lwa dyal 3ers")
    s("Salma El Amrani", 2023, 5, 20, 21, 0, SALMA, "Khti chefti takchita l7mra? Bghitha l lila dyal lhenna")
    s("Salma El Amrani", 2023, 5, 20, 21, 6, ME, "Wow khti, takchita zwina bzaf, khodiha")
    s("Famille El Amrani", 2023, 7, 15, 23, 30, BABA, "Lhamdoullah, le 3ers daz mzyan. Allah ykml 3likom b lkhir")
    s("Famille El Amrani", 2023, 7, 15, 23, 45, ME, "Mabrouk khti w Youssef ❤️ ahsen lila")
    s("Famille El Amrani", 2023, 7, 16, 12, 0, ME, "3ammti Fatima, merci 3la l7lwa, kant bnina bzaf 😋")
    s("Famille El Amrani", 2023, 7, 22, 11, 0, SALMA, "<added Youssef>")
    s("Famille El Amrani", 2023, 7, 22, 11, 5, YOUSSEF, "Salam 3likom, merci 3la kolchi")
    # new job / move
    s("Khadija El Amrani", 2023, 10, 5, 19, 0, ME, "Mama!! Ana khdit lkhedma f Montréal, chez Lumen Analytics, nbda f mars")
    s("Mohammed El Amrani", 2023, 10, 6, 20, 0, BABA, "Mabrouk 3lik lkhedma jdida a benti, ana fier bik bzaf")
    s("Mohammed El Amrani", 2023, 10, 6, 20, 10, ME, "Merci Baba ❤️ ghadi nkhelik fier dima")
    s("Inès Morel", 2023, 11, 10, 19, 30, INES, "Franchement je me sens trahie, t'aurais pu me le dire avant de l'annoncer à tout le monde")
    s("Inès Morel", 2023, 11, 10, 19, 42, ME, "Je voulais te le dire en face Inès, je suis désolée que tu l'aies appris comme ça")
    s("Inès Morel", 2023, 11, 10, 19, 50, INES, "Laisse tomber.")
    s("Khadija El Amrani", 2024, 2, 16, 21, 0, MAMA, "Bslama benti, tlfni mlli twslii l Montréal. Allah m3ak")
    s("Khadija El Amrani", 2024, 2, 17, 19, 30, ME, "Atterrie à Montréal Mama! Lhamdoullah kolchi mzyan, ghir lbrd 🥶")
    s("Famille El Amrani", 2024, 2, 17, 19, 40, ME, "Atterrie à Montréal ✈️ lhamdoullah")
    s("Khadija El Amrani", 2024, 2, 25, 18, 0, ME, "Mama lqit l'appart f Plateau, rue Fabre, ghadi nsknha mn l'1 mars")
    s("Khadija El Amrani", 2024, 2, 25, 18, 20, MAMA, "Mabrouk 3la l'appart a benti! Wach fih chauffage mzyan? Lbrd tmma ma kayt3ache")
    s("Émilie Tremblay", 2024, 3, 4, 17, 45, ME, "Salut Émilie, c'est Yasmine, la nouvelle de l'équipe. Merci pour l'accueil aujourd'hui !")
    s("Émilie Tremblay", 2024, 3, 4, 18, 2, EMILIE, "Ben voyons, bienvenue à Montréal! Si t'as besoin de quoi que ce soit, texte-moi")
    s("Équipe Montréal", 2024, 3, 4, 9, 0, MARC, "<created>")
    s("Équipe Montréal", 2024, 3, 4, 9, 5, MARC, "Bienvenue Yasmine dans l'équipe Lumen!")
    s("Inès Morel", 2024, 4, 20, 20, 0, ME, "Inès, pardon pour tout. Tu me manques vraiment, on peut s'appeler ?")
    s("Inès Morel", 2024, 4, 20, 20, 25, INES, "Moi aussi je te demande pardon. Appelle-moi ce soir ❤️")
    s("Théo Girard", 2024, 9, 14, 12, 0, THEO, "Content pour toi, Lyon est bien calme sans toi. Bonne continuation là-bas")
    s("Les Lyonnais", 2025, 1, 1, 12, 0, CAMILLE, "Bonne année les amis, on se manque 💛")
    # Québec trip around birthday 2025
    s("Émilie Tremblay", 2025, 4, 28, 19, 0, EMILIE, "Pour ta fête on part à Québec! Souper au Château Frontenac le 14, c'est réservé")
    s("Émilie Tremblay", 2025, 4, 28, 19, 8, ME, "Quoi?! T'es la meilleure Émilie")
    # Liam visit
    s("Liam O'Connor", 2025, 8, 30, 18, 0, LIAM, "Booked it! Landing in Montreal on the 20th of September")
    s("Liam O'Connor", 2025, 9, 22, 21, 0, LIAM, "Montreal is freezing already but the bagels make up for it")
    # baby
    s("Famille El Amrani", 2025, 11, 3, 9, 15, KARIM, "Lhamdoullah! Nadia wldat, c'est un garçon: smitou Adam. Naissance had sba7 f Casablanca")
    s("Famille El Amrani", 2025, 11, 3, 9, 40, FATIMA, "Tbarkallah! Allah ykhlih likom w ybarek fih")
    s("Famille El Amrani", 2025, 11, 3, 10, 0, MAMA, "Mabrouk 3lina Adam ❤️ Allah ykhlih")
    s("Famille El Amrani", 2025, 11, 3, 10, 5, ME, "Mabrouk khouya w Nadia!!! Ghadi nchouf Adam f sif inchallah")
    s("Karim El Amrani", 2025, 11, 3, 11, 0, ME, "Khouya mabrouk 3lik! Tbarkallah 3la Adam")
    s("Karim El Amrani", 2025, 11, 3, 11, 20, KARIM, "Lah ybarek fik a khti, Adam kaysenna 3amtou 😄")
    s("Khadija El Amrani", 2026, 6, 20, 18, 0, ME, "Mama, chrit billet: nji l Casablanca le 18 juillet 7ta le 8 août")
    # Ramadan / Eid
    for (y, mo, d) in [(2022, 4, 2), (2023, 3, 23), (2024, 3, 11), (2025, 3, 1), (2026, 2, 18)]:
        s("Famille El Amrani", y, mo, d, 12, 0, FATIMA, "Ramadan mabrouk 3likom, Allah ytqbbel")
    for (y, mo, d) in [(2022, 5, 2), (2023, 4, 21), (2024, 4, 10), (2025, 3, 30), (2026, 3, 20)]:
        s("Famille El Amrani", y, mo, d, 10, 0, MAMA, "3id mabrouk 3likom! Allah y3awdo 3lina b s7a")
        s("Khadija El Amrani", y, mo, d, 11, 0, ME, "3id mabrouk Mama ❤️ twahchtkom")
    # birthdays: Yasmine 14 May
    wishes = {
        2022: [("Khadija El Amrani", MAMA, "3id milad sa3id a benti ❤️"), ("Salma El Amrani", SALMA, "3id milad sa3id khti!!"),
               ("Inès Morel", INES, "Joyeux anniversaire ma Yasmine !!"), ("Camille Durand", CAMILLE, "Joyeux anniversaire 🎂"),
               ("Théo Girard", THEO, "Joyeux anniversaire collègue !"), ("Liam O'Connor", LIAM, "Happy birthday Yasmine!")],
        2023: [("Khadija El Amrani", MAMA, "3id milad sa3id a benti"), ("Mohammed El Amrani", BABA, "3id milad sa3id a benti"),
               ("Salma El Amrani", SALMA, "3id milad sa3id khti"), ("Inès Morel", INES, "Joyeux anniversaire ma belle !!"),
               ("Camille Durand", CAMILLE, "Joyeux anniversaire Yasmine"), ("Théo Girard", THEO, "Joyeux anniv !")],
        2024: [("Khadija El Amrani", MAMA, "3id milad sa3id a benti, awel 3id milad b3id 3lina"),
               ("Mohammed El Amrani", BABA, "3id milad sa3id a benti"),
               ("Karim El Amrani", KARIM, "3id milad sa3id a khti"), ("Inès Morel", INES, "Joyeux anniversaire ❤️"),
               ("Camille Durand", CAMILLE, "Joyeux anniversaire de Lyon !"), ("Émilie Tremblay", EMILIE, "Bonne fête Yasmine!! 🎉"),
               ("Liam O'Connor", LIAM, "Happy birthday from Dublin!")],
        2025: [("Khadija El Amrani", MAMA, "3id milad sa3id a benti"), ("Salma El Amrani", SALMA, "3id milad sa3id khti"),
               ("Inès Morel", INES, "Joyeux anniversaire !"), ("Liam O'Connor", LIAM, "Happy birthday!!")],
        2026: [("Khadija El Amrani", MAMA, "3id milad sa3id a benti"), ("Karim El Amrani", KARIM, "3id milad sa3id a khti"),
               ("Émilie Tremblay", EMILIE, "Bonne fête ma belle!")],
    }
    for y, ws in wishes.items():
        for i, (chat, who, text) in enumerate(ws):
            s(chat, y, 5, 14, 9 + i, 10, who, text)
            s(chat, y, 5, 14, 9 + i, 30, ME, "Merci ❤️")


def write_chats():
    by = {}
    for chat, d, hh, mi, author, text in S:
        msgs.append((chat, export_time(d, hh, mi, 0), author, text))
    for m in msgs:
        by.setdefault(m[0], []).append(m)
    os.makedirs(os.path.join(OUT, "chats"), exist_ok=True)
    for chat, lst in by.items():
        lst.sort(key=lambda x: x[1])
        first = lst[0][1] - timedelta(minutes=1)
        lines = [f"[{first:%d/%m/%Y, %H:%M:%S}] {chat}: {LRM}Messages and calls are end-to-end encrypted. "
                 "No one outside of this chat, not even WhatsApp, can read or listen to them."]
        n = 0
        for _, t, author, text in lst:
            stamp = f"[{t:%d/%m/%Y, %H:%M:%S}]"
            if text == "<added Youssef>":
                lines.append(f"{stamp} {chat}: {LRM}{SALMA} added {YOUSSEF}")
                continue
            if text == "<created>":
                lines.append(f"{stamp} {chat}: {LRM}{MARC} created group “{chat}”")
                lines.append(f"{stamp} {chat}: {LRM}{MARC} added you")
                continue
            if text is None:
                n += 1
                text = f"{LRM}<attached: {n:08d}-PHOTO-{t:%Y-%m-%d-%H-%M-%S}.jpg>"
            lines.append(f"{stamp} {author}: {text}")
        with open(os.path.join(OUT, "chats", f"WhatsApp Chat - {chat}.txt"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")


# ---------------------------------------------------------------- photos & locations
def photos():
    out = []

    def ph(d, hh, city, people, gps=True):
        lat, lon, _ = CITIES[city]
        t = datetime(d.year, d.month, d.day, hh, rng.randrange(60), rng.randrange(60))
        p = {"file": f"IMG_{t:%Y%m%d_%H%M%S}.jpg", "takenAt": f"{t:%Y-%m-%d %H:%M:%S}", "people": people}
        if gps:
            p["lat"] = round(lat + rng.uniform(-0.02, 0.02), 6)
            p["lon"] = round(lon + rng.uniform(-0.02, 0.02), 6)
        out.append(p)

    for i in range(4): ph(date(2022, 8, 6), 11 + i, "Annecy", [INES, CAMILLE, THEO] if i < 2 else [CAMILLE])
    for i in range(7): ph(date(2022, 10, 21 + i % 3), 10 + i, "Paris", [CAMILLE] if i % 2 == 0 else [])
    for i in range(5): ph(date(2022, 12, 22 + i), 15, "Casablanca", [MAMA, BABA], gps=False)
    for i in range(16):
        day = date(2023, 7, 12 + i % 8)
        ppl = [SALMA, YOUSSEF, MAMA] if day == date(2023, 7, 15) else ([SALMA] if i % 3 == 0 else [FATIMA])
        ph(day, 12 + i % 9, "Marrakech", ppl)
    for i in range(3): ph(date(2023, 12, 28 + i), 16, "Casablanca", [KARIM, NADIA] if i == 0 else [MAMA])
    # Lyon life 2022-2024
    d = date(2022, 2, 5)
    i = 0
    while d < MOVE:
        if city_on(d) == "Lyon":
            ph(d, 14 + i % 6, "Lyon", [[INES], [CAMILLE], [THEO], [], [INES, CAMILLE]][i % 5])
            i += 1
        d += timedelta(days=29)
    ph(date(2023, 5, 14), 20, "Lyon", [INES, CAMILLE])
    # Montréal life
    d = date(2024, 3, 9)
    i = 0
    while d < date(2026, 11, 20):
        if city_on(d) == "Montréal":
            ph(d, 13 + i % 7, "Montréal", [[EMILIE], [], [EMILIE, MARC], [EMILIE], []][i % 5])
            i += 1
        d += timedelta(days=31)
    ph(date(2024, 5, 14), 19, "Montréal", [EMILIE])
    for i in range(6): ph(date(2025, 5, 13 + i % 3), 11 + i, "Québec City", [EMILIE] if i != 3 else [])
    for i in range(3): ph(date(2025, 9, 20 + i), 15, "Montréal", [LIAM])
    for i in range(2): ph(date(2025, 12, 5 + i), 12, "Montréal", [], gps=False)
    for i in range(9): ph(date(2026, 7, 19) + timedelta(days=2 * i), 17, "Casablanca", [MAMA, KARIM, NADIA] if i % 2 else [SALMA])
    out.sort(key=lambda p: p["takenAt"])
    return out


KEY_DAYS = {date(2022, 10, 22), date(2023, 5, 14), date(2023, 7, 15), date(2023, 12, 31), date(2024, 5, 14),
            date(2025, 5, 14), date(2025, 11, 3)}


def locations():
    recs = []
    d = START
    while d <= END:
        city = city_on(d)
        k = 1 if rng.random() < 0.7 else 0
        if d in KEY_DAYS:
            k = 1
        if d == MOVE:
            plan = [("Lyon", 7), ("Montréal", 20)]
        else:
            plan = [(city, 9 + h * 5) for h in range(k)]
        for c, hh in plan:
            lat, lon, tz = CITIES[c]
            t = datetime(d.year, d.month, d.day, hh, rng.randrange(60), tzinfo=ZoneInfo(tz))
            recs.append({"latitudeE7": int(round((lat + rng.uniform(-0.015, 0.015)) * 1e7)),
                         "longitudeE7": int(round((lon + rng.uniform(-0.015, 0.015)) * 1e7)),
                         "timestamp": t.astimezone(ZoneInfo("UTC")).strftime("%Y-%m-%dT%H:%M:%S.000Z")})
        d += timedelta(days=1)
    return recs


def main():
    filler()
    story()
    write_chats()
    with open(os.path.join(OUT, "photos.json"), "w", encoding="utf-8") as f:
        json.dump(photos(), f, ensure_ascii=False, indent=1)
    with open(os.path.join(OUT, "locations.json"), "w", encoding="utf-8") as f:
        json.dump({"locations": locations()}, f, indent=1)
    with open(os.path.join(OUT, "owner.txt"), "w", encoding="utf-8") as f:
        f.write(ME + "\n")
    with open(os.path.join(OUT, "time-zone.txt"), "w", encoding="utf-8") as f:
        f.write("America/Toronto\n")


if __name__ == "__main__":
    main()
