#!/usr/bin/env python3
"""Deterministic generator of the held-out-6 world (Valeria Ortiz: Mexico City -> Lisbon).

Writes world/ next to this file. Seeded, so every run writes the same bytes.
Chat times are written in the phone's zone at export time (Europe/Lisbon). Before the move
the filler is kept between 13:00 and 23:59 Lisbon time (morning to evening in Mexico City),
so a message's date is the same in both zones.
"""
import json
import math
import os
import random
from datetime import date, datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
WORLD = os.path.join(HERE, "world")
R = random.Random(20261127)

OWNER = "Valeria Ortiz"
START = date(2022, 1, 1)
END = date(2026, 11, 20)
MOVE = date(2024, 3, 9)

MAMA = "Mamá"
PA = "Jorge Ortiz"
DANI = "Daniela Ortiz"
EMI = "Emilio Ortiz"
LUPE = "Guadalupe Ramírez"
SOFI = "Sofía Herrera"
ANDRES = "Andrés Molina"
HANNAH = "Hannah Whitfield"
TIAGO = "Tiago Ferreira"
INES = "Inês Carvalho"
JOAO = "João Pires"
MARIANA = "Mariana López"
CAMILA = "Camila Reyes"

ES = [
    "¿Cómo estás?", "Todo bien por acá", "Jajaja", "Ok", "Sale", "Te llamo al rato", "Buenas noches",
    "Qué onda", "Ahorita no puedo, estoy en junta", "Va", "Mañana te cuento", "Besos", "Cuídate mucho",
    "¿Viste el partido?", "Qué calor hace hoy", "Está lloviendo muchísimo", "Ya llegué a la casa",
    "¿A qué hora?", "Perfecto", "Órale", "Sí, claro", "No manches", "Qué bonito", "Jajaja no puede ser",
    "Luego hablamos", "¿Qué vas a hacer el fin?", "Ando cansadísima", "Ya vi, gracias", "Qué padre",
    "Me cuentas cómo te fue", "¿Ya viste esto?", "Sí sí", "Buenos días", "Ahí vamos",
]
ES_MAMA = [
    "Mija, ¿ya comiste?", "Mija, abrígate que está haciendo frío", "Buenos días mija, que Dios te bendiga",
    "¿Ya cenaste?", "Te quiero mucho", "Háblame cuando puedas", "Tu papá te manda saludos",
    "¿Cómo te fue hoy?", "Ya me voy a dormir", "Cuídate mucho", "Aquí todo tranquilo",
]
ES_VAL_TO_MAMA = [
    "Hola Mamá", "Sí Mamá, ya comí", "Todo bien Mamá", "Te quiero Mamá", "Ahorita te marco",
    "Ya llegué", "Buenas noches Mamá", "Jajaja ay Mamá", "Sí, no te preocupes",
]
ES_VAL_TO_PA = ["Hola Pa", "Gracias Pa", "Sí Pa, todo bien", "Pa, ¿viste el partido?", "Te quiero Pa"]
ES_VAL_TO_DANI = ["Hermanita!!", "Jajaja Dani", "Dani, ¿cómo vas?", "Te extraño hermanita", "Qué bonito Dani"]
ES_VAL_TO_EMI = ["Emi!", "¿Qué onda Emi?", "Jajaja Emi no manches", "Hermano!! ¿cómo vas?"]
ES_VAL_TO_LUPE = ["Hola Tía Lupe!", "Gracias Tía", "Un beso Tía Lupe"]
PT = [
    "Bom dia!", "Tudo bem?", "Tudo ótimo", "Vamos almoçar?", "Combinado", "Obrigada", "Até amanhã",
    "Que giro", "Fixe", "Estou a caminho", "Já chego", "Hahaha", "Boa noite", "Queres um café?",
    "Amanhã há reunião às 10h", "Está um calor", "Vou ao ginásio", "Viste a mensagem?", "Sim sim",
    "Beijinhos", "Boa!", "Pode ser", "Logo falamos", "Que dia longo", "Estás em casa?", "Vamos jantar fora?",
]
PT_WORK = [
    "Bom dia equipa", "A reunião passou para as 15h", "Já fiz o deploy", "Alguém viu o bug do login?",
    "Obrigado!", "Vou almoçar, volto já", "Revisão de código às 11h", "Hoje trabalho de casa",
    "Boa, ficou ótimo", "Sprint fechado", "Preciso de ajuda com os testes", "Fixe", "Até amanhã",
]
EN = [
    "How are you?", "Haha", "Miss you!", "Call this weekend?", "So good", "Sounds great", "Ugh Mondays",
    "Send pics!", "Love that", "Night night x", "Omg yes", "How's work?", "Can't wait", "Same here",
    "That's hilarious", "Fingers crossed", "Talk soon x",
]

MEDIA = "<Media omitted>"


def d(s):
    return date.fromisoformat(s)


def rate_at(schedule, day):
    r = 0.0
    for start, value in schedule:
        if day >= d(start):
            r = value
    return r


def poisson(lam):
    if lam <= 0:
        return 0
    limit, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= R.random()
        if p <= limit:
            return k
        k += 1


# chat title -> dict(members (non-owner), lang pools, schedule, owner share, media rates, quiet windows)
CHATS = {
    MAMA: dict(members=[MAMA], sched=[("2022-01-01", 0.45), ("2024-03-09", 0.85)], media={MAMA: 0.03}),
    PA: dict(members=[PA], sched=[("2022-01-01", 0.1)], media={PA: 0.02}),
    DANI: dict(members=[DANI], sched=[("2022-01-01", 0.3), ("2023-04-10", 1.1), ("2023-11-01", 0.3),
                                      ("2025-09-20", 0.6), ("2026-04-02", 0.7)], media={DANI: 0.10}),
    EMI: dict(members=[EMI], sched=[("2022-01-01", 0.32), ("2025-01-01", 0.04)], media={EMI: 0.03}),
    LUPE: dict(members=[LUPE], sched=[("2022-01-01", 0.05)], media={LUPE: 0.02}),
    SOFI: dict(members=[SOFI], sched=[("2022-01-01", 0.9), ("2023-01-01", 0.6), ("2024-03-09", 0.12),
                                      ("2024-10-01", 0.04), ("2025-02-11", 0.0)], media={SOFI: 0.03}),
    ANDRES: dict(members=[ANDRES], sched=[("2022-01-01", 0.25), ("2023-05-20", 0.0), ("2023-09-17", 0.15)],
                 media={ANDRES: 0.03}),
    HANNAH: dict(members=[HANNAH], sched=[("2022-02-15", 0.45), ("2023-01-01", 0.05), ("2024-11-01", 0.4)],
                 media={HANNAH: 0.04}),
    TIAGO: dict(members=[TIAGO], sched=[("2024-03-19", 0.3), ("2024-10-10", 1.3)], media={TIAGO: 0.03}),
    INES: dict(members=[INES], sched=[("2024-03-20", 0.25), ("2026-01-01", 0.04)], media={INES: 0.03}),
    "Familia Ortiz": dict(members=[MAMA, PA, DANI, EMI, LUPE],
                          sched=[("2022-01-01", 0.3), ("2023-10-01", 1.0), ("2023-11-01", 0.3),
                                 ("2026-04-01", 2.6), ("2026-05-01", 0.4)], media={DANI: 0.10, MAMA: 0.03}),
    "Equipa Produto": dict(members=[TIAGO, INES, JOAO], sched=[("2024-03-19", 1.0), ("2026-06-01", 0.1)],
                           weekdays=True, media={}),
    "Las de la prepa": dict(members=[SOFI, MARIANA, CAMILA], sched=[("2022-01-01", 0.45), ("2023-09-01", 0.07)],
                            media={MARIANA: 0.05}),
}
GROUPS = {"Familia Ortiz", "Equipa Produto", "Las de la prepa"}

msgs = {c: [] for c in CHATS}  # chat -> list of (datetime, author, text)


def add(chat, when, author, text):
    msgs[chat].append((datetime.fromisoformat(when), author, text))


def pool(chat, author, day):
    if chat == HANNAH:
        return EN
    if chat == "Equipa Produto":
        return PT_WORK
    if chat in (TIAGO, INES):
        return PT
    if author == MAMA:
        return ES_MAMA
    if author == OWNER:
        return {MAMA: ES_VAL_TO_MAMA, PA: ES_VAL_TO_PA, DANI: ES_VAL_TO_DANI, EMI: ES_VAL_TO_EMI,
                LUPE: ES_VAL_TO_LUPE}.get(chat, ES) + ES
    return ES


def filler_author(chat, day):
    cfg = CHATS[chat]
    members = list(cfg["members"])
    if chat == "Equipa Produto" and day > d("2025-12-19"):
        members = [TIAGO, JOAO]
    if chat == "Las de la prepa" and day >= d("2025-02-11"):
        members = [MARIANA, CAMILA]
    if chat in GROUPS:
        return OWNER if R.random() < 0.25 else R.choice(members)
    return OWNER if R.random() < 0.5 else members[0]


# no filler on these (chat, day) windows: silences and days written by hand
QUIET = {
    ANDRES: [("2023-05-20", "2023-09-16")],
    SOFI: [("2025-02-11", "2026-12-31")],
}


def quiet(chat, day):
    for a, b in QUIET.get(chat, []):
        if d(a) <= day <= d(b):
            return True
    return False


day = START
while day <= END:
    for chat, cfg in CHATS.items():
        if cfg.get("weekdays") and day.weekday() >= 5:
            continue
        if quiet(chat, day):
            continue
        n = poisson(rate_at(cfg["sched"], day))
        for _ in range(n):
            author = filler_author(chat, day)
            lo = 13 * 60 if day < MOVE else 8 * 60
            minute = R.randint(lo, 23 * 60 + 58)
            when = datetime(day.year, day.month, day.day, minute // 60, minute % 60)
            if R.random() < cfg["media"].get(author, 0.0):
                text = MEDIA
            else:
                p = pool(chat, author, day)
                text = R.choice(p)
                if R.random() < 0.06:
                    text = text + "\n" + R.choice(p)
            msgs[chat].append((when, author, text))
    day += timedelta(days=1)

# ---- hand-written life events (Lisbon time) ----
# Hannah: met at a language exchange in Mexico City
add(HANNAH, "2022-02-14 19:05", HANNAH, "Hi Valeria! It's Hannah from the intercambio last night :)")
add(HANNAH, "2022-02-14 19:20", OWNER, "Hannah!! So nice to meet you. Tacos next week?")
add(HANNAH, "2022-07-25 21:10", HANNAH, "I got the job at the British Museum!! Moving back to London in August")
add(HANNAH, "2022-07-25 21:15", OWNER, "NO WAY congrats!! I'm so happy for you (and sad you're leaving)")
# prepa trip to Guadalajara
add("Las de la prepa", "2022-08-03 20:00", MARIANA, "Entonces sí vamos a Guadalajara del 12 al 15?")
add("Las de la prepa", "2022-08-03 20:05", OWNER, "Sí!! Ya compré mi boleto")
add("Las de la prepa", "2022-08-15 22:30", SOFI, "Las amo, qué viaje tan bonito a Guadalajara")
# Daniela: engagement, boda in Oaxaca on 2023-10-21
add(DANI, "2023-04-10 21:00", DANI, "Vale!!! Rodrigo me pidió matrimonio 💍")
add(DANI, "2023-04-10 21:02", OWNER, "AAAAH hermanita!!! Felicidades!!")
add(DANI, "2023-06-03 19:30", DANI, "Ya tenemos fecha para la boda: 21 de octubre en Oaxaca!")
add("Familia Ortiz", "2023-06-03 20:00", MAMA, "Ya saben todos, la boda de Dani es el 21 de octubre en Oaxaca")
add(LUPE, "2023-06-05 18:00", LUPE, "Mi niña, ¿vas a ir a la boda de tu hermana? Yo ya reservé hotel")
add(LUPE, "2023-06-05 18:20", OWNER, "Claro Tía Lupe, ahí nos vemos")
add("Familia Ortiz", "2023-10-21 23:40", DANI, "Gracias a todos por venir a la boda, los amo")
add("Familia Ortiz", "2023-10-21 23:45", OWNER, "Fue la boda más bonita del mundo ❤️")
# Andrés: fallout over money, silence, reconciliation
add(ANDRES, "2023-05-20 20:15", OWNER, "Andrés, ya van tres meses. Me debes 3000 pesos y ni me contestas")
add(ANDRES, "2023-05-20 20:40", ANDRES, "Neta me vas a cobrar así? Qué poca")
add(ANDRES, "2023-05-20 20:42", OWNER, "Pues sí. Ya me cansé")
add(ANDRES, "2023-09-16 18:05", ANDRES, "Vale, perdón por lo de mayo. Ya te pagué los 3000 pesos, revisa tu cuenta")
add(ANDRES, "2023-09-16 18:30", OWNER, "Gracias Andrés. Perdón yo también por cómo te hablé")
add(MAMA, "2023-04-10 22:00", MAMA, "¿Ya te contó tu hermana? Rodrigo le pidió matrimonio!")
add(MAMA, "2024-12-28 21:00", MAMA, "Mija, tu hermano Emilio empieza en el trabajo nuevo en enero, casi no va a tener tiempo")
# Tía Lupe birthday 2023
add(LUPE, "2023-07-17 17:00", LUPE, "Feliz cumpleaños mi niña! Te mandé unos tamales con tu mamá")
# the job and the move to Lisbon (mudanza)
add(MAMA, "2023-12-04 19:00", OWNER, "Mamá, me ofrecieron el trabajo en Lisboa!! Empiezo en marzo")
add(MAMA, "2023-12-04 19:10", MAMA, "Ay mija qué orgullo, pero te voy a extrañar mucho")
add(MAMA, "2024-02-25 18:00", MAMA, "Mija, ya empaqué las 3 cajas para tu mudanza. Tu papá las lleva el jueves")
add(PA, "2024-03-02 20:00", OWNER, "Pa, el vuelo me costó 14800 pesos, ya está pagado")
add(PA, "2024-03-02 20:30", PA, "Muy bien mija. Te llevamos al aeropuerto")
add("Familia Ortiz", "2024-03-08 22:00", OWNER, "Mañana me voy! Los quiero mucho")
add(MAMA, "2024-03-09 19:30", OWNER, "Ya aterricé en Lisboa! Todo bien, ya voy al hotel")
add(MAMA, "2024-03-09 19:35", MAMA, "Gracias a Dios mija")
add(SOFI, "2024-03-09 21:00", SOFI, "Llegaste bien a Lisboa? Te extraño ya")
# Lisbon: new colleagues
add(TIAGO, "2024-03-18 09:30", TIAGO, "Olá Valeria! Sou o Tiago, da equipa de produto. Bem-vinda a Lisboa!")
add(TIAGO, "2024-03-18 09:40", OWNER, "Olá Tiago! Obrigada 😊")
add("Equipa Produto", "2024-03-18 10:00", JOAO, "Bem-vinda à equipa, Valeria!")
add("Equipa Produto", "2024-03-18 10:05", OWNER, "Obrigada a todos!")
add(INES, "2024-03-19 10:10", INES, "Olá! Sou a Inês. Se precisares de alguma coisa diz!")
add(INES, "2024-03-19 10:20", OWNER, "Obrigada Inês!")
add(TIAGO, "2024-03-27 12:30", TIAGO, "Vi um apartamento em Arroios, 1150 euros por mês, dois quartos. Queres ver?")
add(TIAGO, "2024-03-27 12:40", OWNER, "Sim! Vamos ver amanhã")
add(MAMA, "2024-04-06 20:00", OWNER, "Ya firmé el contrato del departamento en Arroios!")
# Madrid with Tiago
add(TIAGO, "2024-10-08 21:00", TIAGO, "Já tenho os bilhetes, vamos de quinta a segunda")
add(TIAGO, "2024-10-14 22:00", TIAGO, "Madrid foi incrível. Obrigado pela companhia")
# Christmas in Mexico City
add(MAMA, "2024-12-19 23:00", OWNER, "Ya estoy en la Ciudad de México Mamá!! Nos vemos mañana")
# Sofía fades
add(SOFI, "2025-02-11 20:00", OWNER, "Sofi! Hace mucho que no sé de ti")
add(SOFI, "2025-02-11 22:15", SOFI, "Qué gusto saber de ti. Un día de estos hablamos con calma")
add(SOFI, "2025-06-10 19:00", OWNER, "Sofi, te extraño. ¿Cómo va todo?")
# London with Hannah
add(HANNAH, "2025-03-02 20:00", HANNAH, "You HAVE to come to London. Easter?")
add(HANNAH, "2025-03-02 20:10", OWNER, "YES. Booking flights now")
add(HANNAH, "2025-04-18 11:00", OWNER, "Landed at Heathrow!!")
# Inês's casamento in Porto on 2025-09-13
add(INES, "2025-05-30 13:00", INES, "Vale! O casamento é dia 13 de setembro no Porto. Vens, certo?")
add(INES, "2025-05-30 13:10", OWNER, "Claro que vou!! 🥹")
add(TIAGO, "2025-09-01 19:00", TIAGO, "Já comprei os bilhetes de comboio para o casamento da Inês")
add("Equipa Produto", "2025-09-15 09:30", INES, "Obrigada por terem vindo ao casamento! ❤️")
# Daniela's baby
add(DANI, "2025-09-20 21:00", DANI, "Vale, estoy embarazada!!! 🥹")
add(DANI, "2025-09-20 21:01", OWNER, "QUEEEE!!! Voy a ser tía!!!")
add(DANI, "2026-01-15 20:00", DANI, "Ya decidimos: se va a llamar Mateo")
add("Familia Ortiz", "2026-04-02 18:00", DANI, "Ya nació Mateo!! Todos estamos bien")
add("Familia Ortiz", "2026-04-02 18:05", OWNER, "Bienvenido Mateo!!! Los amo")
# work: Inês leaves, the launch moves
add("Equipa Produto", "2025-11-03 11:00", JOAO, "O lançamento da app foi adiado para janeiro")
add("Equipa Produto", "2025-12-19 17:00", INES, "Último dia na empresa, vou sentir a vossa falta")
# birthday in Mexico City 2026
add(MAMA, "2026-07-10 23:30", OWNER, "Ya aterricé Mamá! Voy a conocer a Mateo")

# owner's birthday (17 July): who wishes, each year
WISHES = {
    2022: [MAMA, PA, DANI, EMI, LUPE, SOFI, ANDRES, HANNAH, "prepa:" + MARIANA, "prepa:" + CAMILA],
    2023: [MAMA, PA, DANI, EMI, SOFI, HANNAH, "prepa:" + MARIANA],  # Lupe written above; Andrés silent
    2024: [MAMA, PA, DANI, EMI, LUPE, SOFI, ANDRES, HANNAH, TIAGO, INES],
    2025: [MAMA, PA, DANI, LUPE, HANNAH, TIAGO, INES],
    2026: [MAMA, PA, DANI, EMI, LUPE, ANDRES, HANNAH, TIAGO],
}
WISH_TEXT = {
    MAMA: "Feliz cumpleaños mija!! Te quiero muchísimo", PA: "Feliz cumpleaños hija, un abrazo enorme",
    DANI: "Feliz cumple hermanita!! 🎂", EMI: "Feliz cumple Vale!", LUPE: "Feliz cumpleaños mi niña, que Dios te bendiga",
    SOFI: "Feliz cumple amiga!! Te quiero", ANDRES: "Feliz cumpleaños Vale!", HANNAH: "Happy birthday Vale!! 🎉",
    TIAGO: "Parabéns Vale!! 🎂", INES: "Parabéns! Muitas felicidades", MARIANA: "Feliz cumple Vale!!",
    CAMILA: "Feliz cumpleaños Valeee",
}
for year, people in WISHES.items():
    for i, who in enumerate(people):
        chat = who
        if who.startswith("prepa:"):
            who = who[6:]
            chat = "Las de la prepa"
        at = f"{year}-07-17 {14 + i // 2:02d}:{(i * 7) % 60:02d}"
        add(chat, at, who, WISH_TEXT[who])
        add(chat, f"{year}-07-17 {14 + i // 2:02d}:{(i * 7) % 60 + 1:02d}", OWNER,
            "Gracias!! ❤️" if chat not in (HANNAH, TIAGO, INES) else ("Thank you!! ❤️" if chat == HANNAH else "Obrigada!! ❤️"))


def fmt(dt):
    return dt.strftime("%d/%m/%Y, %H:%M")


os.makedirs(os.path.join(WORLD, "chats"), exist_ok=True)
for chat, items in msgs.items():
    items.sort(key=lambda m: m[0])
    lines = ["%s - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, "
             "can read or listen to them. Tap to learn more." % fmt(items[0][0])]
    for when, author, text in items:
        lines.append(f"{fmt(when)} - {author}: {text}")
    with open(os.path.join(WORLD, "chats", f"WhatsApp Chat with {chat}.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")

# ---- where she is, day by day ----
CITY = {
    "Mexico City": (19.4326, -99.1332, -6), "Guadalajara": (20.6597, -103.3496, -6),
    "Oaxaca": (17.0732, -96.7266, -6), "Lisbon": (38.7223, -9.1393, 0), "Madrid": (40.4168, -3.7038, 1),
    "London": (51.5074, -0.1278, 0), "Porto": (41.1579, -8.6291, 0),
}
TRIPS = [
    ("2022-08-12", "2022-08-15", "Guadalajara"), ("2023-10-19", "2023-10-23", "Oaxaca"),
    ("2024-10-10", "2024-10-14", "Madrid"), ("2024-12-19", "2025-01-06", "Mexico City"),
    ("2025-04-18", "2025-04-22", "London"), ("2025-09-12", "2025-09-14", "Porto"),
    ("2026-07-10", "2026-07-26", "Mexico City"),
]


def city_on(day):
    for a, b, c in TRIPS:
        if d(a) <= day <= d(b):
            return c
    return "Mexico City" if day < MOVE else "Lisbon"


locs = []
day = START
while day <= END:
    c = city_on(day)
    lat, lon, _ = CITY[c]
    for hour_utc in ([16] if c in ("Mexico City", "Guadalajara", "Oaxaca") else [12]) + ([21] if R.random() < 0.4 else []):
        if c in ("Mexico City", "Guadalajara", "Oaxaca") and hour_utc == 21:
            hour_utc = 23
        locs.append({
            "latitudeE7": int(round((lat + R.uniform(-0.02, 0.02)) * 1e7)),
            "longitudeE7": int(round((lon + R.uniform(-0.02, 0.02)) * 1e7)),
            "timestamp": f"{day.isoformat()}T{hour_utc:02d}:{R.randint(0, 59):02d}:00Z",
        })
    day += timedelta(days=1)
with open(os.path.join(WORLD, "locations.json"), "w", encoding="utf-8") as f:
    json.dump({"locations": locs}, f, indent=1)

# ---- photos ----
PHOTO_PLAN = [
    # (city, first day, last day, count, people pool, gps)
    ("Mexico City", "2022-01-08", "2022-07-30", 8, [SOFI, HANNAH, DANI], True),
    ("Guadalajara", "2022-08-12", "2022-08-15", 8, [SOFI, MARIANA, CAMILA], True),
    ("Mexico City", "2022-09-01", "2024-03-05", 15, [SOFI, DANI, MAMA, ANDRES, EMI], True),
    ("Oaxaca", "2023-10-20", "2023-10-22", 12, [DANI, MAMA, PA, EMI, LUPE], True),
    ("Lisbon", "2024-03-20", "2026-11-15", 24, [TIAGO, INES, JOAO], True),
    ("Lisbon", "2024-05-01", "2026-10-30", 5, [], False),
    ("Madrid", "2024-10-10", "2024-10-14", 9, [TIAGO], True),
    ("Mexico City", "2024-12-20", "2025-01-05", 6, [MAMA, PA, DANI, EMI], True),
    ("London", "2025-04-18", "2025-04-22", 8, [HANNAH], True),
    ("Porto", "2025-09-12", "2025-09-14", 10, [TIAGO, INES, JOAO], True),
    ("Mexico City", "2026-07-11", "2026-07-25", 8, [DANI, MAMA, PA], True),
]
photos = []
for city, a, b, n, people, gps in PHOTO_PLAN:
    span = (d(b) - d(a)).days
    for _ in range(n):
        day = d(a) + timedelta(days=R.randint(0, span))
        t = datetime(day.year, day.month, day.day, R.randint(10, 20), R.randint(0, 59), R.randint(0, 59))
        who = []
        if people:
            if city == "Madrid" or city == "London":
                who = people[:]
            elif city == "Lisbon":
                who = [TIAGO] if R.random() < 0.75 else []
                who += [p for p in (INES, JOAO) if R.random() < 0.3]
            else:
                who = sorted(set(R.sample(people, R.randint(1, min(3, len(people))))), key=people.index)
        p = {"file": t.strftime("IMG_%Y%m%d_%H%M%S.jpg"), "takenAt": t.strftime("%Y-%m-%d %H:%M:%S")}
        if gps:
            lat, lon, _ = CITY[city]
            p["lat"] = round(lat + R.uniform(-0.015, 0.015), 6)
            p["lon"] = round(lon + R.uniform(-0.015, 0.015), 6)
        p["people"] = who
        photos.append(p)
photos.sort(key=lambda p: p["takenAt"])
with open(os.path.join(WORLD, "photos.json"), "w", encoding="utf-8") as f:
    json.dump(photos, f, ensure_ascii=False, indent=1)

with open(os.path.join(WORLD, "owner.txt"), "w", encoding="utf-8") as f:
    f.write(OWNER + "\n")
with open(os.path.join(WORLD, "time-zone.txt"), "w", encoding="utf-8") as f:
    f.write("Europe/Lisbon\n")

print("messages:", sum(len(v) for v in msgs.values()), "chats:", len(msgs), "photos:", len(photos), "locations:", len(locs))
for c, v in msgs.items():
    print(f"  {c}: {len(v)}")
