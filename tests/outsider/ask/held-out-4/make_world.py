#!/usr/bin/env python3
"""Deterministic generator for the held-out-4 world (Inês Carvalho, Porto -> Lisbon).

Portuguese (European) + English chats. Run: python3 make_world.py  (writes ./world/)
"""
import datetime as dt
import json
import os
import random
import shutil
from zoneinfo import ZoneInfo

R = random.Random(20261127)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "world")
TZ = ZoneInfo("Europe/Lisbon")

OWNER = "Inês Carvalho"
MAE = "Mãe"
PAI = "Pai"
RITA = "Rita Carvalho"
AVO = "Avó Lurdes"
TIAGO = "Tiago Ferreira"
BIA = "Beatriz Sousa"
MIGUEL = "Miguel Antunes"
DANIEL = "Daniel Okafor"
CHLOE = "Chloe Martin"
SOFIA = "Sofia Mendes"
HANNAH = "Hannah Weber"

START = dt.date(2021, 1, 4)
END = dt.date(2026, 11, 14)
MOVE = dt.date(2023, 9, 16)
MIGUEL_FIRST = dt.date(2021, 4, 10)

FAMILY = "Família Carvalho"
JANTARES = "Jantares de Sexta"
OFFICE = "Lumen Product Team"

CITY = {
    "Porto": (41.14961, -8.61099),
    "Lisbon": (38.71667, -9.13333),
    "Braga": (41.55032, -8.42005),
    "Madrid": (40.4165, -3.70256),
    "London": (51.50853, -0.12574),
    "Rome": (41.89193, 12.51133),
    "Barcelona": (41.38879, 2.15899),
}

# ---------------------------------------------------------------- text pools
PT_OWNER = [
    "Ok combinado", "Sim sim", "Hahaha", "Ya, pode ser", "Tou a sair agora", "Já cheguei",
    "Depois ligo-te", "Que fixe!", "A sério?", "Nem me fales", "Tou mt cansada hoje",
    "Amanhã vejo isso", "Obg 😘", "Bjs", "Vou ver e digo-te", "Tb acho", "Não sei ainda",
    "Hoje o dia foi looong", "Estou no trabalho, falamos logo", "Pq?", "Ahah ok",
    "Ja vi", "Simmm", "Tou quase", "Logo à noite?", "Que giro", "Ui", "Nop",
    "Vou fazer sopa para o jantar", "Tá a chover imenso", "Que sono", "Claro!",
    "Vi agora a tua msg", "Boa ideia", "Fica para a próxima", "Ai que saudades",
]
PT_OTHER = [
    "Então, tudo bem?", "Olá!", "Como correu o dia?", "Já jantaste?", "Olha isto ahah",
    "Ok", "Tá bem", "Liga-me quando puderes", "Vi uma série nova, tens de ver",
    "Que frio hoje", "Estás em casa?", "Bom dia ☀️", "Boa noite", "Fds que trânsito",
    "Hahahaha", "Nem acredito", "Manda foto", "Amanhã tenho reunião cedo", "Ya",
    "Tá combinado", "Beijinhos", "Fixe!", "Vamos ver", "Q horas?", "Tou contigo",
    "Depois conta tudo", "Que preguiça hoje", "Acabei agora o ginásio", "E tu?",
    "Tenho tantas saudades tuas", "Ontem fui ao cinema", "Já viste o jogo?",
]
EN_OWNER = [
    "Sounds good!", "Haha yes", "On it", "Sure", "I'll check tomorrow", "Omg", "Thanks!!",
    "Sorry, was in a meeting", "Not sure yet", "Let's see", "Yesss", "Totally",
    "Can we do it after lunch?", "Fair enough", "Ahah true", "Just sent it",
    "Miss you!", "Will call you later", "That's hilarious", "ok ok",
]
EN_OTHER = [
    "Hey! How are you?", "How's your week going?", "Haha", "Did you see this?", "Lol",
    "Ok cool", "Good morning!", "Any plans for the weekend?", "Call later?", "Nice!",
    "I'm so tired today", "Just finished work", "That's amazing", "Can't wait",
    "Sure thing", "Thanks a lot", "Ugh mondays", "Sending you a hug", "xx",
    "Quick question when you have a sec", "No worries", "Will do",
]
WORK = [
    "Standup moved to 10:30", "PR is up, can someone review?", "The release is out 🎉",
    "Who's joining the retro?", "I'll update the roadmap doc", "Design review at 3pm",
    "Metrics look good this week", "Can we push the demo to Thursday?", "Lunch at 1?",
    "Jira is down again", "Nice work everyone", "I'm WFH today",
]
FAMILY_LINES = {
    MAE: ["Bom dia família ☀️", "Já comeram?", "Domingo há almoço cá em casa", "Cuidado com o frio",
          "Liguem à avó", "Que saudades de vos ter todos juntos", "Fiz bolo de laranja",
          "Alguém sabe do carregador do pai?", "Beijinhos a todos", "Mandem notícias"],
    PAI: ["Bom dia", "O Porto ganhou!!", "Vou à garagem", "Ok", "Estou a chegar",
          "Alguém precisa de alguma coisa do Continente?", "Abraço"],
    RITA: ["Ahah mãe", "Eu levo a sobremesa", "Chego às 13h", "Sim mãe", "Que fome",
           "Alguém viu o jogo?", "Manda foto avó!"],
    AVO: ["bom dia meus amores", "Beijinhos da avo", "ja comi obrigada", "Deus vos abençoe",
          "quando vem ca a Ines", "estou bem nao se preocupem"],
    OWNER: ["Bom dia!", "Hahaha", "Vou sim", "Beijinhos a todos", "Tou a trabalhar, logo falo",
            "Que bom aspeto!", "Saudades 💛"],
}
CLIMB = ["Escalada amanhã às 19h?", "Tenho os braços destruídos da escalada", "Bora à escalada?",
         "Ontem na escalada fiz aquela via azul!"]


def pick(pool):
    return R.choice(pool)


# ---------------------------------------------------------------- model
chats = {}  # title -> list of [datetime, sender, text] ; also system lines (sender None)
members = {}


def add(chat, when, sender, text):
    chats.setdefault(chat, []).append([when, sender, text])


def at(d, hh, mm):
    return dt.datetime(d.year, d.month, d.day, hh, mm)


def months(a, b):
    y, m = a.year, a.month
    while (y, m) <= (b.year, b.month):
        yield y, m
        m += 1
        if m == 13:
            y, m = y + 1, 1


def days_in(y, m):
    nxt = dt.date(y + (m == 12), m % 12 + 1, 1)
    return (nxt - dt.date(y, m, 1)).days


def allowed_days(y, m, lo, hi, blocked):
    out = []
    for d in range(1, days_in(y, m) + 1):
        day = dt.date(y, m, d)
        if lo <= day <= hi and not any(b0 <= day <= b1 for b0, b1 in blocked):
            out.append(day)
    return out


def filler(chat, people, lang, rate_fn, lo, hi, blocked=(), weights=None, group=False,
           extra_pool=None):
    """Conversations until each month's count is reached. people: non-owner participants."""
    for y, m in months(lo, hi):
        n = rate_fn(y, m)
        days = allowed_days(y, m, lo, hi, blocked)
        if n <= 0 or not days:
            continue
        made = 0
        while made < n:
            day = R.choice(days)
            t = at(day, R.randint(8, 22), R.randint(0, 59))
            k = min(R.randint(2, 5), n - made)
            speaker = OWNER if R.random() < 0.5 else R.choice(people)
            for _ in range(k):
                if group:
                    names = [OWNER] + people
                    w = weights or [1] * len(names)
                    speaker = R.choices(names, w)[0]
                if group and chat == FAMILY:
                    text = pick(FAMILY_LINES[speaker])
                elif group and chat == OFFICE:
                    text = pick(WORK + (EN_OWNER if speaker == OWNER else EN_OTHER))
                elif lang == "en":
                    text = pick(EN_OWNER if speaker == OWNER else EN_OTHER)
                else:
                    text = pick(PT_OWNER if speaker == OWNER else PT_OTHER)
                    if extra_pool and R.random() < 0.12:
                        text = pick(extra_pool)
                if R.random() < 0.04:
                    text = "<Media omitted>"
                add(chat, t, speaker, text)
                made += 1
                t += dt.timedelta(minutes=R.randint(1, 14))
                if not group:
                    speaker = R.choice(people) if speaker == OWNER else OWNER
                    if R.random() < 0.25:  # double texting
                        speaker = OWNER if speaker != OWNER else R.choice(people)


# ------------------------------------------------------ periods / constraints
TENSE = (dt.date(2024, 2, 17), dt.date(2024, 3, 9))
SILENCE = (dt.date(2024, 2, 17), dt.date(2025, 2, 10))  # no Tiago filler at all
BIA_LAST = dt.date(2023, 7, 22)
SOFIA_FIRST = dt.date(2023, 10, 2)
DANIEL_FIRST = dt.date(2023, 9, 11)
OFFICE_FIRST = dt.date(2023, 9, 18)
DANIEL_BERLIN = dt.date(2025, 1, 10)
ROME = (dt.date(2022, 5, 20), dt.date(2022, 5, 24))
LONDON = (dt.date(2022, 10, 7), dt.date(2022, 10, 10))
WEDDING = dt.date(2024, 6, 15)
MADRID = (dt.date(2025, 3, 13), dt.date(2025, 3, 16))
BARCELONA = (dt.date(2025, 9, 19), dt.date(2025, 9, 21))
BIRTHDAYS = [dt.date(y, 3, 14) for y in range(2021, 2027)]
MOVE_WEEK = (dt.date(2023, 9, 11), dt.date(2023, 9, 17))
# keep filler off days with planted, topic-specific conversations
QUIET = [(b, b) for b in BIRTHDAYS] + [MOVE_WEEK, (WEDDING, WEDDING)]

# ------------------------------------------------------ filler per chat
filler(MIGUEL, [MIGUEL], "pt", lambda y, m: 30 if (y, m) in ((2023, 8), (2023, 9)) else 18,
       MIGUEL_FIRST + dt.timedelta(days=1), END, QUIET, extra_pool=[
    "Amor, compras para o jantar?", "Love you", "Já saí do escritório, 20 min", "Weekend em casa?",
    "Sorry amor, atrasei-me", "Vês o filme hoje?"])
filler(MAE, [MAE], "pt", lambda y, m: 25 if (y, m) == (2023, 9) else (7 if dt.date(y, m, 1) < MOVE else 16), START, END, QUIET,
       extra_pool=["Filha, já comeste?", "Liga à tua avó", "Quando vens cá acima?"])
filler(RITA, [RITA], "pt", lambda y, m: 16 if (y == 2024 and 3 <= m <= 6) else 6, START, END, QUIET,
       extra_pool=["Mana!!", "Ritinha 💛", "Olha o que o gato fez"])
filler(TIAGO, [TIAGO], "pt",
       lambda y, m: 10 if y == 2021 else 14 if dt.date(y, m, 1) < dt.date(2024, 2, 1) else (7 if (y, m) == (2024, 2) else 8),
       START, END, QUIET + [SILENCE], extra_pool=["Majestic às 18h?", "Bora café no Majestic?",
                                                    "Já viste o jogo do Porto?"])
filler(BIA, [BIA], "pt",
       lambda y, m: 10 if dt.date(y, m, 1) < dt.date(2022, 12, 1) else 4,
       START, BIA_LAST - dt.timedelta(days=30), QUIET, extra_pool=["Bia aqui 🙋‍♀️", "Majestic amanhã?"])
filler(CHLOE, [CHLOE], "en", lambda y, m: 8 if y == 2021 else 12 if y <= 2023 else 2, START, END, QUIET)
filler(DANIEL, [DANIEL], "en", lambda y, m: 8 if dt.date(y, m, 1) < dt.date(2025, 1, 1) else 2,
       DANIEL_FIRST + dt.timedelta(days=3), END, QUIET)


def sofia_rate(y, m):
    k = (y - 2023) * 12 + (m - 10)
    return min(4 + 2 * k, 22)


filler(SOFIA, [SOFIA], "pt", sofia_rate, SOFIA_FIRST + dt.timedelta(days=1), END, QUIET,
       extra_pool=CLIMB)
filler(FAMILY, [MAE, PAI, RITA, AVO], "pt", lambda y, m: 10, START, END, QUIET,
       weights=[0.2, 0.4, 0.12, 0.2, 0.08], group=True)
# Jantares: Tiago / Bia / Miguel; Bia until May 2023; Tiago absent during the silence
filler(JANTARES, [TIAGO, BIA, MIGUEL], "pt", lambda y, m: 10, START, dt.date(2023, 5, 31), QUIET,
       weights=[0.25, 0.35, 0.2, 0.2], group=True)
filler(JANTARES, [TIAGO, MIGUEL], "pt", lambda y, m: 8 if dt.date(y, m, 1) < MOVE else 2,
       dt.date(2023, 6, 1), dt.date(2024, 2, 16), QUIET, weights=[0.35, 0.4, 0.25], group=True)
filler(JANTARES, [MIGUEL], "pt", lambda y, m: 0, dt.date(2024, 2, 17), dt.date(2025, 2, 10))
filler(JANTARES, [TIAGO, MIGUEL], "pt", lambda y, m: 2, dt.date(2025, 2, 11), END, QUIET,
       weights=[0.35, 0.4, 0.25], group=True)
filler(OFFICE, [DANIEL, HANNAH], "en", lambda y, m: 10, OFFICE_FIRST + dt.timedelta(days=1),
       DANIEL_BERLIN - dt.timedelta(days=1), QUIET, weights=[0.3, 0.4, 0.3], group=True)
filler(OFFICE, [HANNAH], "en", lambda y, m: 0, DANIEL_BERLIN, END)
# after Daniel leaves, the team chat continues with Hannah and the owner only (two senders)
filler(OFFICE, [HANNAH], "en", lambda y, m: 6, DANIEL_BERLIN + dt.timedelta(days=2), END, QUIET,
       weights=[0.5, 0.5], group=True)

# ------------------------------------------------------ planted: chat starts
add(MIGUEL, at(MIGUEL_FIRST, 11, 20), MIGUEL, "Foi muito bom jantar contigo ontem 😊 repetimos?")
add(MIGUEL, at(MIGUEL_FIRST, 11, 48), OWNER, "Também gostei muito! Sim, repetimos")
add(TIAGO, at(START, 9, 12), TIAGO, "Bom ano Inês!! Este ano é que é 💪")
add(TIAGO, at(START, 9, 20), OWNER, "Ahah bom ano Tiaguinho! Café esta semana?")
add(JANTARES, at(dt.date(2021, 1, 8), 18, 2), TIAGO, "Sexta jantar lá em casa? Eu faço francesinha")
add(JANTARES, at(dt.date(2021, 1, 8), 18, 10), BIA, "Simmm 🙋‍♀️")
add(JANTARES, at(dt.date(2021, 1, 8), 18, 15), MIGUEL, "Conta comigo")
add(JANTARES, at(dt.date(2021, 1, 8), 18, 21), OWNER, "Eu levo o vinho")

# ------------------------------------------------------ planted: birthdays
WISH = {
    2021: [(FAMILY, MAE), (FAMILY, PAI), (FAMILY, RITA), (FAMILY, AVO),
           (TIAGO, TIAGO), (BIA, BIA), (CHLOE, CHLOE)],
    2022: [(FAMILY, MAE), (FAMILY, PAI), (FAMILY, RITA), (FAMILY, AVO), (MIGUEL, MIGUEL),
           (TIAGO, TIAGO), (BIA, BIA), (CHLOE, CHLOE)],
    2023: [(FAMILY, MAE), (FAMILY, PAI), (FAMILY, RITA), (FAMILY, AVO), (MIGUEL, MIGUEL),
           (TIAGO, TIAGO), (BIA, BIA), (CHLOE, CHLOE)],
    2024: [(FAMILY, MAE), (FAMILY, PAI), (FAMILY, RITA), (FAMILY, AVO), (MIGUEL, MIGUEL),
           (SOFIA, SOFIA), (CHLOE, CHLOE), (DANIEL, DANIEL)],
    2025: [(FAMILY, MAE), (FAMILY, PAI), (FAMILY, RITA), (FAMILY, AVO), (MIGUEL, MIGUEL),
           (SOFIA, SOFIA), (TIAGO, TIAGO), (OFFICE, HANNAH)],
    2026: [(FAMILY, MAE), (FAMILY, PAI), (FAMILY, RITA), (FAMILY, AVO), (MIGUEL, MIGUEL),
           (SOFIA, SOFIA), (TIAGO, TIAGO), (CHLOE, CHLOE)],
}
PT_WISH = {
    MAE: "Parabéns minha filha querida!! 🎂❤️ {n} anos!",
    PAI: "Parabéns Inês! Um grande beijinho do pai",
    RITA: "PARABÉNS MANAAA 🎉🎉",
    AVO: "parabens minha neta linda beijinhos da avo",
    MIGUEL: "Parabéns amor ❤️ hoje és só tu",
    TIAGO: "Parabéns Inês!! Bora celebrar 🍻",
    BIA: "Parabéns miúda!! 🥳",
    SOFIA: "Parabéns Inês!!! 🎂 Festa logo?",
}
EN_WISH = {
    CHLOE: "Happy birthday lovely!! 🎂 Have the best day",
    DANIEL: "Happy birthday Inês! 🎉 Enjoy your day off",
    HANNAH: "Happy birthday Inês!! 🥳 Cake in the office tomorrow",
}
for y, lst in WISH.items():
    d = dt.date(y, 3, 14)
    minute = 0
    for chat, who in lst:
        minute += R.randint(7, 40)
        t = at(d, 8, 0) + dt.timedelta(minutes=minute)
        text = (PT_WISH.get(who) or EN_WISH[who]).format(n=y - 1993)
        if who == MIGUEL and y == 2026:
            text = "Parabéns amor!! Logo há jantar no Ramiro 🦐"
        if who == MIGUEL and y == 2025:
            text = "Parabéns amor ❤️ Madrid é toda nossa hoje"
        add(chat, t, who, text)
        if chat == FAMILY:
            continue
        thanks = "Obrigada!! 😘" if who not in EN_WISH else "Thank you so much!! 💛"
        add(chat, t + dt.timedelta(minutes=R.randint(3, 30)), OWNER, thanks)
    add(FAMILY, at(d, 13, 5), OWNER, "Obrigada a todos!! Adoro-vos 💛")
# a belated wish from Chloe in 2025 (on the 15th)
add(CHLOE, at(dt.date(2025, 3, 15), 21, 40), CHLOE, "Oh no I'm a day late!! Happy belated birthday Inês 💐")
add(CHLOE, at(dt.date(2025, 3, 15), 22, 3), OWNER, "Ahah no worries, thank you Chloe!!")

# ------------------------------------------------------ planted: Rome trip 2022
add(MIGUEL, at(dt.date(2022, 4, 2), 21, 10), MIGUEL, "E se fôssemos a Roma em maio? Vi voos baratos")
add(MIGUEL, at(dt.date(2022, 4, 2), 21, 14), OWNER, "SIM!! Roma 🇮🇹 marca já")
add(FAMILY, at(dt.date(2022, 5, 20), 7, 30), OWNER, "Vamos embarcar para Roma! Beijinhos")
add(FAMILY, at(dt.date(2022, 5, 20), 7, 41), MAE, "Boa viagem filha! Tirem muitas fotos")
add(CHLOE, at(dt.date(2022, 5, 22), 19, 2), OWNER, "In Rome with Miguel, eating gelato twice a day 🍨")
add(CHLOE, at(dt.date(2022, 5, 22), 19, 30), CHLOE, "Jealous!! Enjoy Rome xx")

# ------------------------------------------------------ planted: London 2022
add(CHLOE, at(dt.date(2022, 8, 30), 20, 5), CHLOE, "When are you coming to London?? I have a spare room now")
add(CHLOE, at(dt.date(2022, 8, 30), 20, 31), OWNER, "Booked!! 7 to 10 October ✈️")
add(CHLOE, at(dt.date(2022, 10, 7), 12, 2), CHLOE, "Landed? I'm at Paddington")
add(CHLOE, at(dt.date(2022, 10, 7), 12, 9), OWNER, "Just landed! See you soon")
add(CHLOE, at(dt.date(2022, 10, 11), 9, 15), OWNER, "Thank you for the best weekend in London 💛")

# ------------------------------------------------------ planted: Bia moves away, fades, stops
add(BIA, at(dt.date(2022, 11, 3), 20, 12), BIA, "Inês tenho novidades: aceitei o emprego em Amesterdão 😬")
add(BIA, at(dt.date(2022, 11, 3), 20, 20), OWNER, "O QUÊ?! Parabéns Bia!! Mas vou ter tantas saudades")
add(JANTARES, at(dt.date(2022, 11, 25), 23, 0), BIA, "Último jantar de sexta antes de Amesterdão 😭 adoro-vos")
add(BIA, at(dt.date(2023, 7, 22), 18, 40), OWNER, "Bia! Estás por cá no verão? Faz tempo que não falamos")
add(BIA, at(dt.date(2023, 7, 22), 21, 55), BIA, "Talvez em agosto... um dia destes combinamos!")
add(JANTARES, at(dt.date(2023, 6, 2), 10, 0), None, "Beatriz Sousa left")

# ------------------------------------------------------ planted: the move Porto -> Lisbon
add(MIGUEL, at(dt.date(2023, 7, 3), 22, 10), OWNER, "Recebi a proposta da Lumen! É em Lisboa...")
add(MIGUEL, at(dt.date(2023, 7, 3), 22, 14), MIGUEL, "Aceita!! Eu peço transferência, vamos os dois 💪")
add(MIGUEL, at(dt.date(2023, 8, 5), 19, 0), MIGUEL, "Vi um apartamento em Arroios com varanda, 2 quartos")
add(MIGUEL, at(dt.date(2023, 8, 5), 19, 6), OWNER, "Marca visita! Arroios é perfeito")
add(MIGUEL, at(dt.date(2023, 8, 12), 17, 30), OWNER, "Assinámos!! Temos apartamento em Lisboa 🏠")
add(MAE, at(dt.date(2023, 8, 12), 18, 0), OWNER, "Mãe, assinámos o contrato do apartamento em Arroios!")
add(MAE, at(dt.date(2023, 8, 12), 18, 4), MAE, "Que bom filha! Vou ter saudades mas estou feliz por ti")
add(JANTARES, at(dt.date(2023, 9, 8), 17, 0), TIAGO, "Jantar de despedida da Inês hoje, Majestic às 20h!")
add(JANTARES, at(dt.date(2023, 9, 8), 17, 10), OWNER, "Vou chorar 😭 até logo")
add(JANTARES, at(dt.date(2023, 9, 8), 17, 12), MIGUEL, "Lá estaremos")
mw = [
    (MIGUEL, dt.date(2023, 9, 11), 20, 0, OWNER, "Já temos 30 caixas e ainda falta a cozinha"),
    (MIGUEL, dt.date(2023, 9, 11), 20, 5, MIGUEL, "Eu trago mais caixas do escritório amanhã"),
    (MAE, dt.date(2023, 9, 12), 19, 30, MAE, "Precisas de ajuda com as caixas? O pai pode ir no sábado"),
    (MAE, dt.date(2023, 9, 12), 19, 41, OWNER, "Sim por favor! A carrinha vem às 8h no sábado"),
    (DANIEL, dt.date(2023, 9, 11), 10, 3, DANIEL, "Hi Inês, Daniel from Lumen here 👋 Looking forward to having you on the team!"),
    (DANIEL, dt.date(2023, 9, 11), 10, 30, OWNER, "Hi Daniel! Thanks, moving to Lisbon this Saturday, see you on the 18th"),
    (TIAGO, dt.date(2023, 9, 13), 21, 0, TIAGO, "Vou ajudar a carregar as caixas no sábado, conta comigo"),
    (TIAGO, dt.date(2023, 9, 13), 21, 7, OWNER, "És o maior Tiago ❤️"),
    (MIGUEL, dt.date(2023, 9, 14), 22, 10, MIGUEL, "Desmontei a cama, dormimos no colchão até sábado ahah"),
    (FAMILY, dt.date(2023, 9, 15), 20, 0, OWNER, "Amanhã é o dia da mudança! Últimas caixas fechadas"),
    (FAMILY, dt.date(2023, 9, 15), 20, 9, AVO, "boa sorte minha querida, vem visitar a avo"),
    (FAMILY, dt.date(2023, 9, 16), 21, 30, OWNER, "Já estamos em Lisboa!! Casa nova 🏠 obrigada pai pela ajuda"),
    (FAMILY, dt.date(2023, 9, 16), 21, 40, PAI, "Foi um prazer. Boa sorte na casa nova"),
    (MAE, dt.date(2023, 9, 17), 11, 0, MAE, "Que bonito o apartamento! Adorei a varanda, manda mais fotos"),
    (MIGUEL, dt.date(2023, 9, 17), 15, 0, OWNER, "Ainda há caixas por todo o lado mas já é casa 🥰"),
]
for chat, d, hh, mm, who, text in mw:
    add(chat, at(d, hh, mm), who, text)

# ------------------------------------------------------ planted: Sofia, new friend in Lisbon
add(SOFIA, at(SOFIA_FIRST, 20, 15), OWNER, "Olá Sofia! Sou a Inês, da escalada 🙂 foi fixe conhecer-te")
add(SOFIA, at(SOFIA_FIRST, 20, 31), SOFIA, "Olá Inês!! Igualmente, quinta vamos outra vez?")
for d, lat, lon, who in [(dt.date(2023, 11, 18), 38.7205, -9.1411, SOFIA),
                         (dt.date(2024, 4, 6), 38.7188, -9.1352, SOFIA),
                         (dt.date(2024, 10, 12), 38.7223, -9.1393, SOFIA),
                         (dt.date(2025, 5, 24), 38.7169, -9.1399, SOFIA)]:
    add(SOFIA, at(d, 10, 2), who, "location: https://maps.google.com/?q=%.4f,%.4f" % (lat, lon))
    add(SOFIA, at(d, 10, 3), who, "Estou aqui, na esplanada")
add(SOFIA, at(dt.date(2025, 8, 20), 21, 0), SOFIA, "Barcelona em setembro? Fim de semana de escalada em Montserrat!")
add(SOFIA, at(dt.date(2025, 8, 20), 21, 12), OWNER, "Bora!! 19 a 21?")
add(SOFIA, at(dt.date(2025, 9, 22), 9, 0), SOFIA, "Já tenho saudades de Barcelona 😭")

# ------------------------------------------------------ planted: Tiago, locations, tension, silence, repair
for d in [dt.date(2021, 4, 17), dt.date(2021, 11, 6), dt.date(2022, 3, 12), dt.date(2022, 9, 24),
          dt.date(2023, 2, 18)]:
    add(TIAGO, at(d, 17, 45), TIAGO, "location: https://maps.google.com/?q=41.1465,-8.6068")
    add(TIAGO, at(d, 17, 46), TIAGO, "Tou aqui à tua espera")
add(TIAGO, at(dt.date(2023, 4, 4), 19, 0), TIAGO, "Inês, preciso de um favor enorme... emprestas-me 800€ para arranjar o carro? Devolvo até ao Natal")
add(TIAGO, at(dt.date(2023, 4, 4), 19, 20), OWNER, "Claro, transfiro amanhã")
tense = [
    (dt.date(2024, 2, 17), 11, 0, OWNER, "Tiago, desculpa voltar ao assunto, mas e o dinheiro do carro? Já passou o Natal"),
    (dt.date(2024, 2, 17), 13, 40, TIAGO, "A sério que me estás a cobrar o dinheiro por mensagem?"),
    (dt.date(2024, 2, 17), 13, 42, OWNER, "São 800€ Tiago. Preciso deles para a renda"),
    (dt.date(2024, 2, 17), 13, 55, TIAGO, "Nunca pensei isso de ti. Eu disse que pagava o dinheiro quando pudesse"),
    (dt.date(2024, 2, 17), 14, 1, OWNER, "Não é justo dizeres isso"),
    (dt.date(2024, 2, 24), 22, 10, OWNER, "Podemos falar com calma?"),
    (dt.date(2024, 2, 25), 9, 3, TIAGO, "Agora não"),
    (dt.date(2024, 3, 2), 18, 0, TIAGO, "Transferi 300€. O resto quando der."),
    (dt.date(2024, 3, 2), 18, 30, OWNER, "Ok. Obrigada."),
    (dt.date(2024, 3, 9), 23, 5, OWNER, "Tiago, isto está a ficar estranho entre nós. Fico triste."),
    (dt.date(2024, 3, 9), 23, 50, TIAGO, "Também eu. Preciso de tempo."),
]
for d, hh, mm, who, text in tense:
    add(TIAGO, at(d, hh, mm), who, text)
add(MIGUEL, at(dt.date(2024, 2, 17), 14, 20), OWNER, "Discuti com o Tiago por causa do dinheiro 😔")
add(MIGUEL, at(dt.date(2024, 2, 17), 14, 31), MIGUEL, "Que chato amor. Ele há de cair em si")
repair = [
    (dt.date(2025, 2, 10), 19, 12, TIAGO, "Olá Inês. Sei que já passou quase um ano. Desculpa por tudo, fui um idiota. Transferi o resto hoje."),
    (dt.date(2025, 2, 10), 19, 40, OWNER, "Tiago... obrigada. Tinha saudades tuas, a sério"),
    (dt.date(2025, 2, 10), 19, 45, TIAGO, "Vou a Lisboa no sábado, almoçamos?"),
    (dt.date(2025, 2, 10), 19, 47, OWNER, "Sim!! 💛"),
    (dt.date(2025, 2, 15), 16, 0, OWNER, "Que bom foi ver-te hoje. Como nos velhos tempos"),
]
for d, hh, mm, who, text in repair:
    add(TIAGO, at(d, hh, mm), who, text)
add(JANTARES, at(dt.date(2025, 2, 16), 12, 0), MIGUEL, "O Tiago voltou!! 🍻")
add(TIAGO, at(dt.date(2025, 10, 4), 17, 0), TIAGO, "location: https://maps.google.com/?q=38.7110,-9.1430")
add(TIAGO, at(dt.date(2025, 10, 4), 17, 1), TIAGO, "Estou em Lisboa, cheguei agora")

# ------------------------------------------------------ planted: Rita's wedding in Braga
add(RITA, at(dt.date(2023, 12, 26), 20, 0), RITA, "Mana, vou casar!!! O Hugo pediu-me ontem na consoada 💍")
add(RITA, at(dt.date(2023, 12, 26), 20, 3), OWNER, "AAAAH Ritinha!!! Que felicidade 😭💛")
add(RITA, at(dt.date(2024, 1, 20), 15, 0), RITA, "Já temos data: 15 de junho! O casamento vai ser na Quinta da Malafaia em Braga")
add(RITA, at(dt.date(2024, 1, 20), 15, 6), OWNER, "Braga 💛 perfeito. Conta comigo para tudo")
add(RITA, at(dt.date(2024, 3, 23), 11, 0), RITA, "Queres ser minha madrinha de casamento?")
add(RITA, at(dt.date(2024, 3, 23), 11, 2), OWNER, "SIM!!! Claro que sim 😭")
add(FAMILY, at(dt.date(2024, 5, 30), 20, 0), MAE, "Faltam duas semanas para o casamento da Rita!! Já compraram os sapatos?")
add(FAMILY, at(dt.date(2024, 6, 14), 21, 0), RITA, "Amanhã caso-me!!! Obrigada a todos 😭")
add(FAMILY, at(WEDDING, 23, 50), MAE, "Que dia tão bonito. Parabéns aos noivos ❤️")
add(FAMILY, at(WEDDING, 23, 55), PAI, "Foi o casamento mais bonito do mundo")
add(RITA, at(dt.date(2024, 6, 16), 12, 0), RITA, "Obrigada pelo discurso mana, toda a gente chorou")
add(MIGUEL, at(WEDDING, 9, 0), MIGUEL, "Já estou no carro, vamos para Braga às 10h")

# ------------------------------------------------------ planted: avó's recipe (multi-line)
add(FAMILY, at(dt.date(2022, 12, 20), 16, 30), AVO,
    "receita do arroz doce para a consoada\n1 litro de leite\n250g de arroz carolino\ncasca de limao e canela\nbeijinhos da avo")
add(FAMILY, at(dt.date(2022, 12, 20), 16, 45), RITA, "Obrigada avó!! Este ano faço eu")

# ------------------------------------------------------ planted: Daniel leaves for Berlin
add(DANIEL, at(dt.date(2024, 11, 14), 18, 0), DANIEL, "Can I tell you something before the team knows? I got an offer in Berlin, I'm leaving Lumen in January")
add(DANIEL, at(dt.date(2024, 11, 14), 18, 5), OWNER, "Noooo Dan!! Congrats though, Berlin will be amazing")
add(OFFICE, at(dt.date(2025, 1, 9), 17, 0), DANIEL, "Last day today, thank you all, I'll miss you 💙")
add(OFFICE, at(dt.date(2025, 1, 9), 17, 10), HANNAH, "We'll miss you Dan!!")
add(OFFICE, at(dt.date(2025, 1, 9), 17, 12), OWNER, "Best of luck in Berlin Dan!")
add(OFFICE, at(dt.date(2025, 1, 9), 18, 0), None, "Daniel Okafor left")

# ------------------------------------------------------ planted: Madrid birthday trip 2025
add(MIGUEL, at(dt.date(2025, 2, 1), 22, 0), MIGUEL, "Surpresa: reservei Madrid para os teus anos, 13 a 16 de março ✈️")
add(MIGUEL, at(dt.date(2025, 2, 1), 22, 3), OWNER, "NÃO ACREDITO 😭 Madrid!!")

# ------------------------------------------------------ write chats
FILES = {
    MIGUEL: MIGUEL, MAE: MAE, RITA: RITA, TIAGO: TIAGO, BIA: BIA, CHLOE: CHLOE, DANIEL: DANIEL,
    SOFIA: SOFIA, FAMILY: FAMILY, JANTARES: JANTARES, OFFICE: OFFICE,
}
if os.path.isdir(OUT):
    shutil.rmtree(OUT)
os.makedirs(os.path.join(OUT, "chats"))
with open(os.path.join(OUT, "owner.txt"), "w") as f:
    f.write(OWNER + "\n")
with open(os.path.join(OUT, "time-zone.txt"), "w") as f:
    f.write("Europe/Lisbon\n")
for chat, title in FILES.items():
    rows = sorted(chats[chat], key=lambda r: r[0])
    first = rows[0][0] - dt.timedelta(minutes=3)
    lines = [first.strftime("%d/%m/%Y, %H:%M") + " - Messages and calls are end-to-end encrypted. "
             "No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more."]
    for when, who, text in rows:
        head = when.strftime("%d/%m/%Y, %H:%M") + " - "
        lines.append(head + (text if who is None else who + ": " + text))
    with open(os.path.join(OUT, "chats", "WhatsApp Chat with %s.txt" % title), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")

# ------------------------------------------------------ photos
photos = []


def photo(when, city, people=None, place=True):
    rec = {"file": when.strftime("IMG_%Y%m%d_%H%M%S.jpg"), "takenAt": when.strftime("%Y-%m-%d %H:%M:%S")}
    if place:
        la, lo = CITY[city]
        rec["lat"] = round(la + R.uniform(-0.004, 0.004), 5)
        rec["lon"] = round(lo + R.uniform(-0.004, 0.004), 5)
    if people:
        rec["people"] = people
    photos.append(rec)


def rtime(d, h0=10, h1=20):
    return dt.datetime(d.year, d.month, d.day, R.randint(h0, h1), R.randint(0, 59), R.randint(0, 59))


# Porto life before the move
for d, ppl in [(dt.date(2021, 3, 14), [TIAGO, BIA]), (dt.date(2021, 4, 17), [TIAGO]),
               (dt.date(2021, 6, 23), [TIAGO, BIA, MIGUEL]), (dt.date(2021, 6, 23), [BIA]),
               (dt.date(2021, 8, 7), None), (dt.date(2021, 11, 6), [TIAGO]),
               (dt.date(2021, 12, 25), [MAE, PAI, RITA, AVO]), (dt.date(2022, 3, 12), [TIAGO, BIA]),
               (dt.date(2022, 3, 14), [MIGUEL]), (dt.date(2022, 7, 2), None),
               (dt.date(2022, 9, 24), [TIAGO]), (dt.date(2022, 12, 25), [MAE, AVO]),
               (dt.date(2023, 2, 18), [TIAGO, MIGUEL]), (dt.date(2023, 3, 14), [MIGUEL, TIAGO]),
               (dt.date(2023, 6, 23), [TIAGO]), (dt.date(2023, 9, 8), [TIAGO, MIGUEL])]:
    photo(rtime(d), "Porto", ppl)
# Rome
for i in range(12):
    d = ROME[0] + dt.timedelta(days=i % 5)
    photo(rtime(d), "Rome", [MIGUEL] if i % 3 == 0 else None)
# London with Chloe
for i in range(8):
    d = LONDON[0] + dt.timedelta(days=i % 4)
    photo(rtime(d), "London", [CHLOE] if i % 2 == 0 else None)
# Lisbon life after the move
lis = [(dt.date(2023, 9, 16), [MIGUEL]), (dt.date(2023, 9, 17), None), (dt.date(2023, 10, 14), None),
       (dt.date(2023, 11, 18), [SOFIA]), (dt.date(2024, 1, 13), [MIGUEL]), (dt.date(2024, 3, 14), [MIGUEL]),
       (dt.date(2024, 3, 14), [SOFIA, MIGUEL]), (dt.date(2024, 4, 6), [SOFIA]), (dt.date(2024, 5, 11), None),
       (dt.date(2024, 7, 20), [SOFIA]), (dt.date(2024, 8, 3), None), (dt.date(2024, 10, 12), [SOFIA]),
       (dt.date(2024, 11, 30), [DANIEL]), (dt.date(2025, 2, 15), [TIAGO]), (dt.date(2025, 4, 25), [MIGUEL]),
       (dt.date(2025, 5, 24), [SOFIA]), (dt.date(2025, 6, 13), [SOFIA, MIGUEL]), (dt.date(2025, 7, 19), None),
       (dt.date(2025, 10, 4), [TIAGO]), (dt.date(2025, 11, 8), [SOFIA]), (dt.date(2026, 1, 17), None),
       (dt.date(2026, 3, 14), [MIGUEL]), (dt.date(2026, 3, 14), [MIGUEL, SOFIA]),
       (dt.date(2026, 5, 9), [SOFIA]), (dt.date(2026, 6, 12), [MIGUEL]), (dt.date(2026, 8, 22), None),
       (dt.date(2026, 10, 3), [SOFIA]), (dt.date(2026, 10, 24), None), (dt.date(2026, 11, 7), [MIGUEL]),
       (dt.date(2024, 12, 7), None), (dt.date(2025, 12, 13), [SOFIA])]
for d, ppl in lis:
    photo(rtime(d), "Lisbon", ppl)
# Braga wedding
for i, ppl in enumerate([[RITA], [RITA, MAE], [RITA, PAI], [MIGUEL], [RITA, MIGUEL], None,
                         [MAE, PAI, RITA, AVO], [RITA], None]):
    photo(rtime(WEDDING, 11, 23), "Braga", ppl)
# Christmas in Porto after the move
for y in (2023, 2024, 2025):
    for ppl in ([MAE, PAI], [RITA, AVO], None):
        photo(rtime(dt.date(y, 12, 25), 12, 21), "Porto", ppl)
# Madrid birthday trip
for i in range(10):
    d = MADRID[0] + dt.timedelta(days=i % 4)
    photo(rtime(d), "Madrid", [MIGUEL] if i % 2 == 1 else None)
# Barcelona with Sofia
for i in range(7):
    d = BARCELONA[0] + dt.timedelta(days=i % 3)
    photo(rtime(d), "Barcelona", [SOFIA] if i != 3 else None)
# screenshots / no place
for d in [dt.date(2021, 9, 2), dt.date(2022, 2, 11), dt.date(2024, 9, 5), dt.date(2026, 2, 20)]:
    photo(rtime(d), None, None, place=False)
photos.sort(key=lambda p: p["takenAt"])
seen = set()
for p in photos:  # unique file names
    while p["file"] in seen:
        p["file"] = p["file"].replace(".jpg", "_1.jpg")
    seen.add(p["file"])
with open(os.path.join(OUT, "photos.json"), "w", encoding="utf-8") as f:
    json.dump(photos, f, ensure_ascii=False, indent=1)

# ------------------------------------------------------ location history
locs = []


def point(d, hh, mm, city):
    la, lo = CITY[city]
    local = dt.datetime(d.year, d.month, d.day, hh, mm, tzinfo=TZ)
    utc = local.astimezone(dt.timezone.utc)
    locs.append({"latitudeE7": int(round((la + R.uniform(-0.005, 0.005)) * 1e7)),
                 "longitudeE7": int(round((lo + R.uniform(-0.005, 0.005)) * 1e7)),
                 "timestamp": utc.strftime("%Y-%m-%dT%H:%M:%SZ")})


special = {}  # date -> city for every trip / event day
for a, b, city in [(ROME[0], ROME[1], "Rome"), (LONDON[0], LONDON[1], "London"),
                   (MADRID[0], MADRID[1], "Madrid"), (BARCELONA[0], BARCELONA[1], "Barcelona"),
                   (WEDDING, WEDDING, "Braga")]:
    d = a
    while d <= b:
        special[d] = city
        d += dt.timedelta(days=1)
for y in (2023, 2024, 2025):
    for dd in (23, 24, 25, 26):
        special[dt.date(y, 12, dd)] = "Porto"
for b in BIRTHDAYS:
    special.setdefault(b, "Porto" if b < MOVE else "Lisbon")
d = START
while d <= END:
    if d == MOVE:
        point(d, 8, 10, "Porto")
        point(d, 11, 0, "Porto")
        point(d, 17, 30, "Lisbon")
        point(d, 22, 0, "Lisbon")
    elif d in special:
        for hh in (9, 13, 17, 21):
            point(d, hh, R.randint(0, 59), special[d])
    elif R.random() < 0.19:
        home = "Porto" if d < MOVE else "Lisbon"
        point(d, R.randint(8, 11), R.randint(0, 59), home)
        point(d, R.randint(18, 22), R.randint(0, 59), home)
    d += dt.timedelta(days=1)
with open(os.path.join(OUT, "locations.json"), "w") as f:
    json.dump({"locations": locs}, f, indent=1)

n_msgs = sum(len([r for r in rows if r[1] is not None]) for rows in chats.values())
print("messages", n_msgs, "photos", len(photos), "locations", len(locs),
      "total", n_msgs + len(photos) + len(locs))
