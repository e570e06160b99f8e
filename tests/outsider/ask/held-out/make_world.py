#!/usr/bin/env python3
"""Deterministic generator for the held-out "Ask your world" test world.

Owner: Inês Carvalho, an architect from Porto who moves to Lisbon (Alfama)
on 2023-04-01. Run: python3 make_world.py  (writes ./world/).
"""
import json
import os
import random
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "world")
ZONE = "Europe/Lisbon"
TZ = ZoneInfo(ZONE)
OWNER = "Inês Carvalho"
START = date(2021, 1, 4)
END = date(2026, 10, 30)
MOVE = date(2023, 4, 1)
NOTICE = ("Messages and calls are end-to-end encrypted. No one outside of this chat, "
          "not even WhatsApp, can read or listen to them. Tap to learn more.")

rng = random.Random(290029)

CITY = {
    "Porto": (41.1496, -8.6110),
    "Lisbon": (38.7223, -9.1393),
    "Coimbra": (40.2033, -8.4103),
    "Funchal": (32.6669, -16.9241),
    "Seville": (37.3891, -5.9845),
    "Marrakech": (31.6295, -7.9811),
    "Braga": (41.5454, -8.4265),
    "Paris": (48.8566, 2.3522),
}

# ---------------------------------------------------------------- filler text
PT_GENERIC = [
    "então, tudo bem?", "tudo e contigo?", "haha", "hahahaha", "sim sim", "ok", "okk",
    "vou agora", "já cheguei", "estou a sair do trabalho", "que dia...", "amanhã falamos",
    "boa noite", "bom dia!", "<Media omitted>", "viste isto?", "lol", "nem me digas",
    "ligo-te daqui a pouco", "estou no metro", "que fome", "combinado", "pode ser",
    "não sei bem, depois vejo", "a sério?", "adorei", "obrigada!!", "de nada :)",
    "estou tão cansada", "chove imenso aqui", "que calor hoje", "vou jantar, depois digo",
    "tens razão", "nao consigo hoje, desculpa", "fica para a próxima", "👍", "😂😂",
    "mandei-te o link", "já viste o jogo?", "esqueci-me completamente", "afinal não",
]
FAMILY = [
    "Já jantaram?", "O Pai está a ver o futebol outra vez", "Quem vem almoçar domingo?",
    "Fiz bacalhau com natas", "<Media omitted>", "Liguem à avó", "Está tudo bem por aí?",
    "Beijinhos a todos", "Chegaste bem?", "Amanhã vou ao mercado do Bolhão",
    "A Tia passa cá no sábado", "Não se esqueçam de levar casaco", "ahah que giro",
    "O carro voltou a fazer aquele barulho", "Vou à missa e depois passo aí",
    "Alguém sabe onde está o comando da televisão?", "Bom dia família ☀️",
    "Estou orgulhosa de vocês", "Já está tudo tratado", "Saudades!!",
]
FRIENDS = [
    "quinta é no sítio do costume?", "eu levo o vinho", "quem é que reserva?",
    "estou atrasada 10 min", "guardem-me um lugar", "<Media omitted>",
    "que noite ahahah", "alguém viu o meu casaco?", "próxima semana não posso",
    "bora ao Café Ceuta", "o Café Ceuta estava cheio", "pedi as francesinhas",
    "hoje sou eu que pago", "dividimos a conta?", "fotos no drive", "já chegaram?",
]
WORK_EN = [
    "Morning! Stand-up in 5", "Can someone review the façade drawings?", "pushed the new plans to the drive",
    "the client wants another option for the staircase", "lunch at Time Out Market?",
    "I'll be late, metro is stuck", "<Media omitted>", "nice work on the model!",
    "meeting moved to 15:00", "does anyone have the câmara contact?", "sending the renders now",
    "ok", "thanks!", "haha", "sure", "on it", "who has the laser measure?",
    "reunião às 10h amanhã", "alguém tem o contacto do engenheiro?", "obrigado pessoal",
    "the printer is broken again", "coffee?", "site visit tomorrow 9:30",
]
OSKAR = [
    "hej! how's it going?", "did you see the email from the client?", "coffee later?",
    "I finally understood how to pronounce 'obrigado' lol", "<Media omitted>",
    "Time Out Market at 13?", "the model looks great", "I'm working from home today",
    "fika at 16?", "thanks Inês!", "haha true", "see you tomorrow", "good luck with the pitch",
    "do you know a good dentist in Lisbon?", "it's raining again", "okey",
]
DUARTE = [
    "já saíste?", "tenho saudades tuas", "o que queres jantar?", "compro pão no caminho",
    "<Media omitted>", "estou a chegar", "amo-te", "❤️", "boa noite meu amor",
    "vi um filme que vais adorar", "hoje fico até tarde no hospital", "já estás em casa?",
    "traz leite pf", "hahah parva", "ligas-me quando saires?", "dormiste bem?",
    "vamos ao cinema sábado?", "a máquina da roupa acabou", "ok meu amor", "sim",
]
JOANA = [
    "amigaaaa", "preciso de te contar uma coisa", "liga-me!!", "<Media omitted>",
    "hahahahaha morri", "estás viva?", "saudades tuas Nês", "vamos tomar café?",
    "bora ao Café Ceuta sábado", "que drama", "ele é mesmo parvo", "eu sabia!!",
    "manda fotos", "amo-te amiga", "o meu chefe hoje...", "viste a story da Cat?",
    "estou a ver casas outra vez", "nao aguento mais esta semana", "😂😂😂", "siim",
]
MAE = [
    "Filha, já comeste?", "Liga-me quando puderes", "Estás bem?", "<Media omitted>",
    "Beijinhos da mãe", "Tens de vir cá a casa", "Vi uma receita que vais gostar",
    "Não trabalhes tanto", "O teu pai manda beijinhos", "Já estou em casa",
    "sim mãe", "estou bem, não te preocupes", "ligo-te à noite", "ok mãe beijinhos",
    "Levaste o casaco?", "Cuidado na estrada", "A Bolinha está com saudades tuas",
]
RUI = [
    "mana", "emprestas-me o carro sábado?", "<Media omitted>", "viste o jogo?",
    "o Pai está impossível hoje ahah", "ok", "obrigado mana", "vens cá no fim de semana?",
    "haha", "tenho um trabalho novo para te mostrar", "boa!", "liga-me depois",
]
CATARINA = [
    "olá Inês!", "vamos jantar esta semana?", "<Media omitted>", "que giro!!",
    "tenho saudades vossas", "já viste a exposição em Serralves?", "combinado :)",
    "hoje não dá, fica para a próxima", "beijinhos", "hahaha",
]
BIA = [
    "chegas a que horas?", "comprei detergente", "a luz do corredor fundiu outra vez",
    "<Media omitted>", "vais jantar a casa?", "deixei-te comida no frigorífico",
    "ok", "lol", "a senhoria ligou", "hoje vem cá o meu irmão", "obrigada querida",
]
HENRIQUE = [
    "já viste o concurso novo?", "cafe amanhã?", "<Media omitted>", "ahah boa",
    "mandei-te os desenhos", "vi uma obra do Siza que tens de ver", "ok combinado",
    "estou na faculdade até às 18h", "bora", "que seca de reunião",
]


# lines only the owner would write, and lines only the other side would write
OWNER_ONLY = set(['sim mãe', 'estou bem, não te preocupes', 'ligo-te à noite', 'ok mãe beijinhos', 'obrigada!!', 'estou tão cansada', 'sim sim', 'já cheguei', 'estou a sair do trabalho'])
OTHER_ONLY = set(['Filha, já comeste?', 'Beijinhos da mãe', 'O teu pai manda beijinhos', 'Tens de vir cá a casa', 'Não trabalhes tanto', 'Levaste o casaco?', 'Cuidado na estrada', 'A Bolinha está com saudades tuas', 'Liga-me quando puderes', 'mana', 'obrigado mana', 'emprestas-me o carro sábado?', 'o Pai está impossível hoje ahah', 'vens cá no fim de semana?', 'tenho um trabalho novo para te mostrar', 'hoje fico até tarde no hospital', 'olá Inês!', 'saudades tuas Nês', 'amigaaaa', 'thanks Inês!', "hej! how's it going?", "I finally understood how to pronounce 'obrigado' lol", 'Estou orgulhosa de vocês', 'O Pai está a ver o futebol outra vez', 'Fiz bacalhau com natas', 'A Tia passa cá no sábado', 'Vou à missa e depois passo aí', 'Liguem à avó', 'vi uma obra do Siza que tens de ver', 'estou na faculdade até às 18h', 'a senhoria ligou', 'hoje vem cá o meu irmão', 'deixei-te comida no frigorífico', 'obrigada querida', 'o meu chefe hoje...', 'estou a ver casas outra vez', 'viste a story da Cat?', 'ele é mesmo parvo', 'hahahahaha morri', 'Vi uma receita que vais gostar', 'mandei-te os desenhos', 'do you know a good dentist in Lisbon?', "I'm working from home today", 'fika at 16?'])


def conv(senders, pool, n, owner_share=0.45):
    """A short exchange: list of (sender, text)."""
    out = []
    others = [s for s in senders if s != OWNER]
    for _ in range(n):
        s = OWNER if rng.random() < owner_share else rng.choice(others)
        while True:
            text = rng.choice(pool)
            if not (text in (OTHER_ONLY if s == OWNER else OWNER_ONLY)):
                break
        out.append((s, text))
    return out


chats = {}  # title -> list of (datetime, sender, text)
members = {}


def add(title, when, sender, text):
    chats.setdefault(title, []).append((when, sender, text))


def days(a, b):
    d = a
    while d <= b:
        yield d
        d += timedelta(days=1)


def fill(title, senders, pool, a, b, p, nmin=2, nmax=6, skip=None, owner_share=0.45, weekdays_only=False):
    members[title] = senders
    for d in days(max(a, START), min(b, END)):
        if skip and skip(d):
            continue
        if weekdays_only and d.weekday() >= 5:
            continue
        if rng.random() >= p:
            continue
        n = rng.randint(nmin, nmax)
        t = datetime(d.year, d.month, d.day, rng.randint(8, 21), rng.randint(0, 59))
        for s, text in conv(senders, pool, n, owner_share):
            add(title, t, s, text)
            t += timedelta(minutes=rng.randint(0, 7))
            if t.date() != d:
                t = datetime(d.year, d.month, d.day, 23, 59)


def planted(title, d, hhmm, sender, text):
    h, m = map(int, hhmm.split(":"))
    y, mo, da = map(int, d.split("-"))
    add(title, datetime(y, mo, da, h, m), sender, text)


MAE_N, PAI, RUI_N, TIA = "Mãe", "Pai", "Rui Carvalho", "Tia Graça"
JO, DU, BI, HE, CA = "Joana Pires", "Duarte Lemos", "Beatriz Nogueira", "Henrique Matos", "Catarina Sousa"
OS, AM, NU = "Oskar Lindqvist", "Amara Okafor", "Nuno Braga"

FAM = "Família Carvalho 🏠"
QUINTA = "Jantares de Quinta"
ATELIER = "Atelier Tejo"

HEN_SILENCE = (date(2022, 11, 20), date(2023, 5, 5))
TRIPS = [  # (start, end, city)
    (date(2021, 9, 11), date(2021, 9, 12), "Braga"),
    (date(2022, 10, 8), date(2022, 10, 12), "Marrakech"),
    (date(2024, 6, 20), date(2024, 6, 24), "Funchal"),
    (date(2024, 12, 24), date(2024, 12, 26), "Coimbra"),
    (date(2025, 7, 15), date(2025, 7, 19), "Seville"),
    (date(2026, 3, 9), date(2026, 3, 12), "Paris"),
]


def in_silence(d):
    return HEN_SILENCE[0] <= d <= HEN_SILENCE[1]


# ---------------------------------------------------------------- filler
fill(FAM, [OWNER, MAE_N, PAI, RUI_N, TIA], FAMILY, START, END, 0.09, 2, 5, owner_share=0.25)
fill(QUINTA, [OWNER, JO, BI, HE, CA], FRIENDS, START, date(2023, 3, 31), 0.10, 2, 6, skip=in_silence, owner_share=0.3)
fill(QUINTA, [OWNER, JO, HE, CA], FRIENDS, date(2023, 5, 6), END, 0.035, 2, 4, owner_share=0.3)
fill(ATELIER, [OWNER, OS, AM, NU], WORK_EN, date(2023, 4, 3), END, 0.20, 2, 6, owner_share=0.3, weekdays_only=True)
fill(MAE_N, [OWNER, MAE_N], MAE, START, END, 0.08, 2, 5)
fill(RUI_N, [OWNER, RUI_N], RUI, START, END, 0.05, 2, 4)
fill(JO, [OWNER, JO], JOANA, START, date(2023, 3, 31), 0.13, 2, 7)
fill(JO, [OWNER, JO], JOANA, date(2023, 4, 1), END, 0.10, 2, 6)
fill(DU, [OWNER, DU], DUARTE, date(2021, 5, 9), date(2021, 12, 31), 0.12, 2, 5)
fill(DU, [OWNER, DU], DUARTE, date(2022, 1, 1), END, 0.15, 2, 5)
fill(BI, [OWNER, BI], BIA, START, date(2023, 2, 28), 0.07, 2, 4)
fill(HE, [OWNER, HE], HENRIQUE, START, date(2022, 10, 20), 0.08, 2, 5)
fill(HE, [OWNER, HE], HENRIQUE, date(2023, 5, 7), END, 0.02, 2, 3)
fill(CA, [OWNER, CA], CATARINA, START, END, 0.03, 2, 4)
fill(OS, [OWNER, OS], OSKAR, date(2023, 4, 10), END, 0.07, 2, 4)

# ---------------------------------------------------------------- planted story
# Duarte: first contact after a party
planted(DU, "2021-05-08", "23:41", DU, "Olá Inês! Sou o Duarte, da festa da Catarina. Foi muito bom conhecer-te")
planted(DU, "2021-05-08", "23:50", OWNER, "olá Duarte! igualmente :) chegaste bem?")
planted(CA, "2021-05-09", "11:02", CA, "então?? o Duarte pediu-me o teu número ahahah")
planted(DU, "2021-09-10", "19:20", DU, "amanhã apanho-te às 9h para irmos a Braga")
planted(DU, "2021-09-12", "21:05", OWNER, "adorei Braga contigo, o Bom Jesus é lindo")

# Henrique: the competition fight, silence, reconciliation
planted(HE, "2022-10-25", "18:10", OWNER, "Henrique, apresentaste o concurso como se fosse só teu. Isso não foi justo")
planted(HE, "2022-10-25", "18:40", HE, "estás a exagerar, eu fiz a maior parte")
planted(HE, "2022-10-26", "09:12", OWNER, "a maior parte? fui eu que desenhei a fachada toda")
planted(HE, "2022-11-03", "22:30", HE, "não quero discutir mais sobre o concurso")
planted(HE, "2022-11-19", "20:14", OWNER, "ok. então não falamos mais.")
planted(HE, "2023-05-06", "10:05", HE, "Inês, desculpa pelo concurso. Fui injusto contigo. Posso ligar-te?")
planted(HE, "2023-05-06", "10:31", OWNER, "obrigada Henrique. liga quando quiseres")
planted(QUINTA, "2022-11-24", "21:00", CA, "o Henrique não vem hoje outra vez?")
planted(QUINTA, "2022-11-24", "21:04", JO, "deixa estar Cat, eles ainda estão chateados")

# Marrakech trip with Joana and Catarina
planted(JO, "2022-09-15", "20:01", JO, "reservei os voos para Marraquexe!! 8 a 12 de outubro")
planted(CA, "2022-09-15", "20:30", CA, "Marraquexe vai ser incrível")
planted(JO, "2022-10-13", "10:00", OWNER, "já tenho saudades de Marraquexe, o riad era perfeito")

# The move Porto -> Lisbon (2023-04-01) and the deposit fight with Bia
planted(MAE_N, "2023-02-10", "19:00", OWNER, "Mãe, aceitei o trabalho no Atelier Tejo. Vou mudar-me para Lisboa em abril")
planted(MAE_N, "2023-02-10", "19:06", MAE_N, "Lisboa?! Filha que notícia. Estou feliz por ti mas vou ter saudades")
planted(BI, "2023-03-02", "21:15", OWNER, "Bia, vou sair do apartamento no fim de março, já avisei a senhoria")
planted(BI, "2023-03-02", "21:40", BI, "a sério? e eu pago a renda sozinha?")
planted(BI, "2023-03-14", "12:30", BI, "quero a minha parte da caução de volta antes de te ires embora")
planted(BI, "2023-03-14", "12:52", OWNER, "a caução é da senhoria, não fica comigo. já te expliquei")
planted(BI, "2023-03-20", "23:02", BI, "estás a ser egoísta. sempre foste")
planted(BI, "2023-03-29", "18:20", OWNER, "deixei as chaves na mesa. a caução vai direto para ti")
planted(BI, "2023-04-18", "14:47", OWNER, "a senhoria devolveu a caução. transferi-te a tua parte. adeus Bia")
planted(JO, "2023-03-21", "22:10", OWNER, "a Bia disse que eu sou egoísta por causa da caução")
planted(JO, "2023-03-21", "22:13", JO, "a Bia passou-se. não ligues")
planted(DU, "2023-03-27", "20:00", DU, "aluguei a carrinha para sábado, 8h da manhã")
planted(DU, "2023-03-28", "21:35", OWNER, "ainda faltam 12 caixas para a mudança")
planted(FAM, "2023-03-30", "09:00", PAI, "Sábado de manhã ajudo-vos a carregar as caixas na carrinha")
planted(FAM, "2023-04-01", "19:22", OWNER, "Chegámos! Já estamos no apartamento novo em Alfama 🏡")
planted(FAM, "2023-04-01", "19:30", MAE_N, "Que bom filha! Manda fotos do apartamento")
planted(JO, "2023-04-01", "20:15", JO, "então, Alfama? já tens vista para o rio?")
planted(JO, "2023-04-01", "20:20", OWNER, "vista para o Tejo da varanda!! vens cá em maio")
planted(DU, "2023-04-02", "11:00", DU, "falta montar a cama e a estante. o resto já está")
planted(OS, "2023-03-20", "10:00", OS, "Hi Inês! Oskar here from Atelier Tejo, welcome aboard. Starting 3 April, right?")
planted(OS, "2023-03-20", "10:40", OWNER, "Hi Oskar! Yes, 3 April. I'm moving to Lisbon the weekend before")
planted(ATELIER, "2023-04-03", "09:05", NU, "Bem-vinda Inês! Welcome to the team")
planted(ATELIER, "2023-04-03", "09:07", AM, "Welcome Inês!! 🎉")
add("__left__", datetime(2023, 4, 20, 10, 2), BI, "left")  # system line in QUINTA, see below

# a few multi-line messages
planted(MAE_N, "2023-03-25", "10:15", MAE_N, "Lista do que deves levar:\n- o edredão grande\n- as panelas da avó\n- o vaso da varanda")
planted(DU, "2022-02-14", "09:00", DU, "Feliz dia dos namorados\nobrigado por este ano incrível\n❤️")
planted(ATELIER, "2025-03-03", "09:30", NU, "Agenda da semana:\nMon - client call\nWed - site visit Marvila\nFri - renders due")

# Rui's baby
planted(FAM, "2024-02-11", "06:40", RUI_N, "A Leonor nasceu! 3,2 kg, mãe e bebé estão bem ❤️")
planted(FAM, "2024-02-11", "06:45", MAE_N, "Sou avó!!! Que felicidade")
planted(FAM, "2024-02-11", "07:10", OWNER, "Parabéns mano!! Mal posso esperar para conhecer a Leonor")
planted(RUI_N, "2024-02-11", "08:00", OWNER, "vou a Porto este fim de semana conhecer a minha sobrinha")

# Joana's wedding in Funchal, 22 June 2024
planted(JO, "2023-12-31", "23:58", JO, "NÊS!!! o Miguel pediu-me em casamento!!!")
planted(JO, "2023-12-31", "23:59", OWNER, "AAAAAA parabéns amiga!!!")
planted(JO, "2024-01-20", "15:00", JO, "o casamento vai ser na Madeira, no Funchal, 22 de junho. és a minha madrinha?")
planted(JO, "2024-01-20", "15:02", OWNER, "claro que sim!!! chorei")
planted(QUINTA, "2024-01-20", "16:00", JO, "Save the date: casamento 22 de junho no Funchal 💍")
planted(QUINTA, "2024-01-20", "16:05", CA, "vou já marcar o voo para o casamento")
planted(DU, "2024-06-19", "22:00", DU, "já fiz a mala para o Funchal. levas o vestido na mão?")
planted(JO, "2024-06-22", "23:30", JO, "obrigada por tudo madrinha, o melhor dia da minha vida")
planted(JO, "2024-06-22", "12:00", OWNER, "location: https://maps.google.com/?q=32.6669,-16.9241")
planted(CA, "2024-06-23", "10:00", CA, "que casamento lindo, ainda estou a chorar")

# Christmas 2024 in Coimbra at Tia Graça's
planted(FAM, "2024-12-01", "20:00", TIA, "Este ano o Natal é cá em Coimbra, já está decidido!")
planted(FAM, "2024-12-24", "13:00", RUI_N, "Estamos a chegar a Coimbra, 20 minutos")

# Seville on the 2025 birthday
planted(DU, "2025-06-30", "21:00", DU, "surpresa: para os teus anos vamos a Sevilha, 15 a 19 de julho")
planted(DU, "2025-07-16", "22:00", OWNER, "location: https://maps.google.com/?q=37.3891,-5.9845")

# Paris work trip with Oskar
planted(ATELIER, "2026-02-20", "11:00", AM, "Inês and Oskar go to Paris for the competition jury, 9-12 March")
planted(OS, "2026-03-10", "08:10", OS, "croissant before the jury? meet at the hotel lobby")

# Oskar's recurring lunch place
planted(OS, "2024-05-06", "12:30", OS, "Time Out Market again? the usual bifana place")

# Birthdays: 17 July each year
BDAY_WISHERS = {
    2021: [(MAE_N, MAE_N, "Parabéns minha filha! 30 anos! ❤️"), (JO, JO, "Happy birthday Nês!!! 🎂"),
           (FAM, RUI_N, "Parabéns mana!"), (BI, BI, "parabéns querida!! bolo logo à noite"),
           (HE, HE, "parabéns Inês! grande abraço")],
    2022: [(MAE_N, MAE_N, "Parabéns filha, 31 anos!"), (JO, JO, "happy birthday amiga!!"),
           (DU, DU, "Feliz aniversário meu amor ❤️"), (FAM, PAI, "Parabéns à nossa Inês!"),
           (CA, CA, "Parabéns Inês!! 🥳")],
    2023: [(MAE_N, MAE_N, "Parabéns filha! O primeiro aniversário em Lisboa"),
           (JO, JO, "happy birthday Nês!! de longe mas sempre perto"), (FAM, RUI_N, "Parabéns mana!! 🎉"),
           (ATELIER, OS, "Happy birthday Inês! cake at 4pm"), (DU, DU, "parabéns meu amor")],
    2024: [(MAE_N, MAE_N, "Parabéns filha! 33 anos"), (JO, JO, "HAPPY BIRTHDAY madrinha!!"),
           (FAM, TIA, "Muitos parabéns Inês, beijinhos da tia"), (ATELIER, AM, "Happy birthday Inês!! 🎂"),
           (HE, HE, "parabéns Inês!")],
    2025: [(MAE_N, MAE_N, "Parabéns minha querida filha! Aproveita Sevilha"),
           (JO, JO, "Happy birthday Nês!!! manda fotos de Sevilha"),
           (FAM, RUI_N, "Parabéns mana! A Leonor também manda beijinhos"),
           (FAM, PAI, "Parabéns filha, um grande abraço do pai"),
           (CA, CA, "happy birthday Inês!! 🥳"), (ATELIER, OS, "Happy birthday Inês! enjoy Seville")],
    2026: [(MAE_N, MAE_N, "Parabéns filha! 35 anos ❤️"), (JO, JO, "happy birthday Nês!!"),
           (FAM, RUI_N, "Parabéns mana!"), (DU, DU, "parabéns meu amor, logo jantamos fora")],
}
for y, wishes in BDAY_WISHERS.items():
    for i, (chat, who, text) in enumerate(wishes):
        add(chat, datetime(y, 7, 17, 8 + i, rng.randint(0, 59)), who, text)
    add(JO, datetime(y, 7, 17, 21, 30), OWNER, "obrigada a todos pelas mensagens ❤️")

# ---------------------------------------------------------------- write chats
os.makedirs(os.path.join(OUT, "chats"), exist_ok=True)
for f in os.listdir(os.path.join(OUT, "chats")):
    os.remove(os.path.join(OUT, "chats", f))

left_line = chats.pop("__left__")[0]


def fmt(dt):
    return dt.strftime("%d/%m/%Y, %H:%M")


msg_total = 0
for title, msgs in chats.items():
    msgs.sort(key=lambda m: m[0])
    lines = [f"{fmt(datetime(msgs[0][0].year, msgs[0][0].month, msgs[0][0].day, 0, 0) if False else msgs[0][0] - timedelta(minutes=1))} - {NOTICE}"]
    if title in (FAM, QUINTA, ATELIER):
        lines.append(f"{fmt(msgs[0][0] - timedelta(minutes=1))} - {OWNER if title != ATELIER else NU} created group \"{title}\"")
    for dt, s, text in msgs:
        if title == QUINTA and left_line and dt > left_line[0]:
            lines.append(f"{fmt(left_line[0])} - {left_line[1]} left")
            left_line = None
        lines.append(f"{fmt(dt)} - {s}: {text}")
        msg_total += 1
    with open(os.path.join(OUT, "chats", f"WhatsApp Chat with {title}.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")

# ---------------------------------------------------------------- photos
photos = []


def photo(dt, city, people=None, jitter=0.002):
    rec = {"file": dt.strftime("IMG_%Y%m%d_%H%M%S.jpg"), "takenAt": dt.strftime("%Y-%m-%d %H:%M:%S")}
    if city:
        la, lo = CITY[city]
        rec["lat"] = round(la + rng.uniform(-jitter, jitter), 4)
        rec["lon"] = round(lo + rng.uniform(-jitter, jitter), 4)
    if people:
        rec["people"] = people
    photos.append(rec)


def at(d, h=None):
    return datetime(d.year, d.month, d.day, h if h is not None else rng.randint(10, 20), rng.randint(0, 59), rng.randint(0, 59))


# trips
for d, ppl in [(date(2021, 9, 11), [DU]), (date(2021, 9, 11), [DU]), (date(2021, 9, 12), [DU]),
               (date(2021, 9, 12), None), (date(2021, 9, 12), [DU])]:
    photo(at(d), "Braga", ppl)
for i in range(10):
    d = date(2022, 10, 8) + timedelta(days=i % 5)
    photo(at(d), "Marrakech", [[JO, CA], [JO], [CA], None][i % 4])
for i in range(14):
    d = date(2024, 6, 20) + timedelta(days=i % 5)
    ppl = [[JO], [DU], [JO, CA], None, [JO, DU]][i % 5]
    photo(at(d), "Funchal", ppl)
for i in range(6):
    d = date(2024, 12, 24) + timedelta(days=i % 3)
    photo(at(d), "Coimbra", [[TIA], [MAE_N, PAI], [RUI_N], None][i % 4])
for i in range(12):
    d = date(2025, 7, 15) + timedelta(days=i % 5)
    photo(at(d), "Seville", [[DU], None][i % 2])
photo(datetime(2025, 7, 17, 21, 14, 5), "Seville", [DU])
for i in range(8):
    d = date(2026, 3, 9) + timedelta(days=i % 4)
    photo(at(d), "Paris", [[OS], None][i % 2])
# Porto: with Joana mostly, family
porto_days = [date(2021, 2, 13), date(2021, 4, 24), date(2021, 7, 17), date(2021, 12, 25), date(2022, 3, 5),
              date(2022, 6, 24), date(2022, 7, 17), date(2022, 12, 25), date(2023, 3, 31), date(2023, 5, 13),
              date(2023, 8, 19), date(2023, 12, 25), date(2024, 2, 17), date(2024, 9, 7), date(2025, 1, 18),
              date(2025, 5, 3), date(2025, 12, 25), date(2026, 4, 11), date(2026, 8, 22), date(2021, 10, 2)]
for i, d in enumerate(porto_days):
    if d.month == 12 and d.day == 25:
        ppl = [MAE_N, PAI, RUI_N]
    elif d == date(2024, 2, 17):
        ppl = [RUI_N]
    else:
        ppl = [JO] if i % 3 != 2 else [JO, CA]
    photo(at(d), "Porto", ppl)
# Lisbon
lisbon_days = [date(2023, 4, 1), date(2023, 4, 1), date(2023, 4, 15), date(2023, 6, 13), date(2023, 7, 17),
               date(2023, 10, 7), date(2024, 3, 2), date(2024, 5, 6), date(2024, 7, 17), date(2024, 11, 9),
               date(2025, 2, 14), date(2025, 4, 25), date(2025, 10, 4), date(2026, 1, 10), date(2026, 5, 16),
               date(2026, 7, 17), date(2026, 9, 26), date(2023, 11, 17)]
for i, d in enumerate(lisbon_days):
    ppl = [DU]
    if d in (date(2024, 5, 6), date(2023, 11, 17), date(2025, 10, 4)):
        ppl = [OS]
    if d == date(2023, 4, 1) and i == 1:
        ppl = None
    photo(at(d), "Lisbon", ppl)
# screenshots without a place
for d in [date(2022, 2, 2), date(2024, 8, 30), date(2026, 6, 1)]:
    photo(at(d), None)
photos.sort(key=lambda p: p["takenAt"])
# unique file names
seen = set()
for p in photos:
    while p["file"] in seen:
        p["file"] = p["file"].replace(".jpg", "_1.jpg")
    seen.add(p["file"])
with open(os.path.join(OUT, "photos.json"), "w", encoding="utf-8") as fh:
    json.dump(photos, fh, ensure_ascii=False, indent=1)

# ---------------------------------------------------------------- locations
locs = []


def loc(d, city, n):
    la, lo = CITY[city]
    hours = sorted(rng.sample(range(9, 22), n))
    for h in hours:
        local = datetime(d.year, d.month, d.day, h, rng.randint(0, 59), tzinfo=TZ)
        utc = local.astimezone(ZoneInfo("UTC"))
        locs.append({
            "latitudeE7": int(round((la + rng.uniform(-0.004, 0.004)) * 1e7)),
            "longitudeE7": int(round((lo + rng.uniform(-0.004, 0.004)) * 1e7)),
            "timestamp": utc.strftime("%Y-%m-%dT%H:%M:%SZ"),
        })


def city_on(d):
    for a, b, c in TRIPS:
        if a <= d <= b:
            return c
    if d.month == 12 and d.day == 25 and d.year != 2024:
        return "Porto"
    if d == MOVE:
        return None  # handled explicitly
    return "Porto" if d < MOVE else "Lisbon"


for d in days(START, END):
    c = city_on(d)
    trip = any(a <= d <= b for a, b, _ in TRIPS)
    special = (d.month == 7 and d.day == 17) or (d.month == 12 and d.day == 25)
    if d == MOVE:
        loc(d, "Porto", 2)  # morning in Porto (hours sampled 9..21; keep order by fixing below)
        continue
    if trip or special:
        loc(d, c, 4)
    elif rng.random() < 0.17:
        loc(d, c, 2)
# move day: Porto in the morning, Lisbon in the evening
locs = [x for x in locs if not x["timestamp"].startswith("2023-04-01")]
for h, city in [(8, "Porto"), (9, "Porto"), (15, "Coimbra"), (19, "Lisbon"), (21, "Lisbon")]:
    la, lo = CITY[city]
    local = datetime(2023, 4, 1, h, 10, tzinfo=TZ)
    locs.append({"latitudeE7": int(la * 1e7), "longitudeE7": int(lo * 1e7),
                 "timestamp": local.astimezone(ZoneInfo("UTC")).strftime("%Y-%m-%dT%H:%M:%SZ")})
locs.sort(key=lambda x: x["timestamp"])
with open(os.path.join(OUT, "locations.json"), "w", encoding="utf-8") as fh:
    json.dump({"locations": locs}, fh, indent=1)

with open(os.path.join(OUT, "owner.txt"), "w", encoding="utf-8") as fh:
    fh.write(OWNER + "\n")
with open(os.path.join(OUT, "time-zone.txt"), "w", encoding="utf-8") as fh:
    fh.write(ZONE + "\n")

print(f"messages={msg_total} photos={len(photos)} locations={len(locs)} total={msg_total + len(photos) + len(locs)}")
for title, msgs in sorted(chats.items(), key=lambda kv: -len(kv[1])):
    print(f"  {len(msgs):5d}  {title}")
