#!/usr/bin/env python3
"""Writes world/ for held-out-9: Akinyi Were, from Kisumu; studies in Nairobi, works in Nairobi,
then Kampala, then London. Swahili + Sheng + English chats, WhatsApp Android UK-locale export.
Deterministic (seeded). Run: python3 make_world.py"""
import json, os, random, shutil
from datetime import date, datetime, timedelta

R = random.Random(20261128)
HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, 'world')

OWNER = 'Akinyi Were'
ZONE = 'Europe/London'  # the phone was in London when the chats were exported
START, END = date(2022, 1, 3), date(2026, 11, 26)

GRACE, JOSEPH, AWINO, OCHIENG = 'Grace Were', 'Joseph Were', 'Awino Were', 'Ochieng Were'
ROSE, PETER, OTIS, SHIKU = 'Rose Adhiambo', 'Peter Onyango', 'Otieno Odhiambo', 'Wanjiku Kamau'
KEVIN, AMINA, HARRIET, DANIEL = 'Kevin Mwangi', 'Amina Hassan', 'Harriet Cole', 'Daniel Ssempijja'
BRIAN, FAITH = 'Brian Kiprop', 'Faith Njeri'
BRIAN_NUM = '+254 712 345 678'      # Brian in the family group before he was saved
CLASSMATE = '+254 733 902 417'      # a classmate never saved
CHAMA_NUM = '+254 711 406 233'      # a chama member never saved
BRIAN_SAVED = date(2024, 8, 10)

FAMILY, UNI, CHAMA = 'Familia Were', 'UoN Stats 4th Year', 'Chama ya Vijana'

SW = ['niaje', 'poa sana', 'uko wapi?', 'tutaonana kesho', 'sawa basi', 'asante sana', 'sasa?', 'fiti',
      'mambo vipi', 'safi tu', 'umekula?', 'nimechoka leo', 'ni sawa', 'haha 😂', 'nakupigia baadaye',
      'niko njiani', 'nitakucall jioni', 'mvua inanyesha sana leo', 'sema', 'hehe', 'uko poa?',
      'Mungu akubariki', 'usiku mwema', 'habari ya asubuhi?', 'nzuri sana', 'nimeona', 'ata mimi',
      'wueh', 'manze', 'pole, nilikuwa busy', 'tuko pamoja', 'aki wewe 😂', 'sawa sawa', 'Okay',
      'Sure', 'lol', 'nimeskia', 'uko fiti?', 'tupatane weekend', 'nitakutumia baadaye', 'eeh',
      'si mbaya', 'leo ni joto sana', 'ndio', 'hapana bana', 'wacha tu', 'nimefurahi kukusikia',
      'sawa basi\nnitakucall jioni', 'good morning', 'good night', 'ni kweli', 'kwani?']
FAM = ['Bwana asifiwe 🙏', 'habari za nyumbani?', 'tuko salama', 'Mungu ni mwema', 'amen',
       'asanteni sana', 'mvua imenyesha Kisumu leo', 'tumekula samaki leo', 'usiku mwema wote',
       'habari ya asubuhi familia', 'salamu kwa wote', 'tuombeane', 'poa sana', 'sawa basi',
       'Cucu anawasalimia', 'ni sawa', 'nimeona', 'asante Mungu']
UK = ['morning!', 'fancy a coffee?', 'see you at standup', 'ha, fair', 'cheers', 'running 5 mins late',
      'lunch?', 'that meeting could have been an email', 'have a good weekend!', 'you too',
      'how was your weekend?', 'brilliant', 'the tube was a nightmare today', 'ta', 'sounds good',
      'on my way', 'haha yes', 'nice one', 'let me check and get back to you', 'grabbing a tea, want one?',
      'pub later?', 'soz, was in a call', 'absolutely', 'love that', 'night!']
UG = ['Oli otya?', 'Gyendi', 'see you at the office', 'the boda was slow today', 'sawa', 'nice',
      'let me check', 'ok boss 😂', 'are you coming for lunch?', 'the traffic on Jinja Road is crazy',
      'webale', 'we are together', 'call me when free', 'thanks', 'cool', 'rolex for lunch?']
UNI_T = ['CAT ni lini?', 'notes za regression ziko wapi?', 'nani ako library?', 'lecturer hajakuja',
         'tupatane LT2', 'assignment ni ya Friday', 'haha 😂', 'poa', 'asante', 'sawa basi', 'niaje wasee',
         'hii exam itatuua', 'form ni gani?', 'tutaonana kesho']
CHAMA_T = ['nimetuma', 'received, asante', 'meeting ni Sunday', 'poa', 'sawa', 'nani hajatuma?',
           'tutaonana Sunday', 'asanteni', 'minutes ziko hapa', '<Media omitted>', 'ni sawa']


def media(p):
    return '<Media omitted>' if R.random() < p else None


# chat definitions: key -> (file title, is_group, members other than owner, pool, active ranges with monthly rate)
CHATS = {
    'grace': (GRACE, False, [GRACE], SW + FAM, [(date(2022, 1, 3), END, 20)]),
    'joseph': (JOSEPH, False, [JOSEPH], SW + FAM, [(date(2022, 1, 3), END, 4)]),
    'awino': (AWINO, False, [AWINO], SW, [(date(2022, 1, 3), END, 11)]),
    'ochieng': (OCHIENG, False, [OCHIENG], SW, [(date(2022, 1, 3), END, 6)]),
    'otis': (OTIS, False, [OTIS], SW, [(date(2022, 1, 3), END, 10)]),
    'shiku': (SHIKU, False, [SHIKU], SW, [(date(2022, 1, 3), date(2024, 5, 20), 14),
                                          (date(2025, 1, 20), END, 7)]),
    'kevin': (KEVIN, False, [KEVIN], SW, [(date(2022, 1, 3), date(2022, 12, 31), 12),
                                          (date(2023, 1, 1), date(2023, 9, 10), 4)]),
    'amina': (AMINA, False, [AMINA], SW, [(date(2022, 1, 3), END, 4)]),
    'harriet': (HARRIET, False, [HARRIET], UK, [(date(2025, 9, 2), END, 30)]),
    'daniel': (DANIEL, False, [DANIEL], UG, [(date(2024, 2, 21), date(2025, 8, 22), 13),
                                             (date(2025, 9, 1), END, 2)]),
    'family': (FAMILY, True, [GRACE, JOSEPH, AWINO, OCHIENG, ROSE, PETER], FAM,
               [(date(2022, 3, 6), END, 11)]),
    'uni': (UNI, True, [FAITH, KEVIN, SHIKU, CLASSMATE], UNI_T,
            [(date(2022, 1, 10), date(2022, 12, 31), 16), (date(2023, 1, 1), END, 2)]),
    'chama': (CHAMA, True, [OTIS, AWINO, FAITH, CHAMA_NUM], CHAMA_T, [(date(2022, 6, 6), END, 5)]),
}
FILE_NAME = {'family': FAMILY + ' ❤️', 'uni': 'UoN Stats Alumni 2022', 'chama': 'Vijana Investment Club'}  # export named after the subject at export time

msgs = {k: [] for k in CHATS}     # (datetime, author, text) ; author None = system line
SCRIPT_DAYS = {k: set() for k in CHATS}


def add(chat, d, hm, author, text):
    h, m = hm
    msgs[chat].append((datetime(d.year, d.month, d.day, h, m), author, text))
    SCRIPT_DAYS[chat].add(d)


def D(s):
    return date.fromisoformat(s)


def sys(chat, d, hm, text):
    add(chat, D(d) if isinstance(d, str) else d, hm, None, text)


def s(chat, d, hm, author, text):
    add(chat, D(d), hm, author, text)


# ---------------------------------------------------------------- group system lines
sys('uni', '2022-01-10', (9, 2), f'{FAITH} created group "{UNI}"')
sys('uni', '2022-01-10', (9, 3), f'{FAITH} added you')
sys('uni', '2022-01-10', (9, 4), f'{FAITH} added {KEVIN}')
sys('uni', '2022-01-10', (9, 5), f'{FAITH} added {SHIKU}')
sys('uni', '2022-01-10', (9, 6), f'{FAITH} added {CLASSMATE}')
sys('uni', '2022-12-10', (10, 15), f'{FAITH} changed the subject from "{UNI}" to "UoN Stats Alumni 2022"')
sys('uni', '2023-10-02', (18, 40), f'{KEVIN} left')
sys('family', '2022-03-06', (15, 0), f'{OCHIENG} created group "{FAMILY}"')
for who in ['you', GRACE, JOSEPH, AWINO, ROSE, PETER]:
    sys('family', '2022-03-06', (15, 1), f'{OCHIENG} added {who}')
sys('family', '2022-03-06', (15, 3), f'{OCHIENG} changed this group\'s icon')
sys('family', '2024-07-20', (11, 30), f'{AWINO} changed the subject from "{FAMILY}" to "Ruracio ya Awino 💍"')
sys('family', '2024-07-20', (11, 31), f'{JOSEPH} added {BRIAN_NUM}')
sys('family', '2024-11-02', (19, 5), f'{AWINO} changed the subject from "Ruracio ya Awino 💍" to "Harusi ya Awino & Brian"')
sys('family', '2025-01-05', (12, 0), f'{JOSEPH} changed the subject from "Harusi ya Awino & Brian" to "{FAMILY} ❤️"')
sys('family', '2025-01-05', (12, 1), f'{JOSEPH} changed this group\'s icon')
sys('chama', '2022-06-05', (17, 0), f'{OTIS} created group "{CHAMA}"')
for who in ['you', AWINO, FAITH, CHAMA_NUM]:
    sys('chama', '2022-06-05', (17, 1), f'{OTIS} added {who}')
sys('chama', '2024-01-08', (20, 10), f'{OTIS} changed the subject from "{CHAMA}" to "Vijana Investment Club"')
sys('chama', '2025-02-16', (21, 2), f'{FAITH} left')
sys('chama', '2025-02-17', (8, 15), f'{OTIS} removed {CHAMA_NUM}')
sys('chama', '2025-02-17', (8, 16), f'{OTIS} changed this group\'s icon')

# ---------------------------------------------------------------- scripted story
# chama contributions
s('chama', '2022-06-05', (17, 5), OTIS, 'Karibuni wote! Michango ya kila mwezi ni KSh 2,000, tarehe 5')
s('chama', '2024-01-08', (20, 12), OTIS, 'Tumekubaliana: kuanzia February michango ni KSh 3,000 kwa mwezi')
s('chama', '2024-01-08', (20, 14), OWNER, 'sawa, poa na mimi')
# first messages of the set in some chats
s('kevin', '2022-01-03', (19, 0), KEVIN, 'niaje Akinyi, umerudi Nairobi?')
# Kevin fades
s('kevin', '2023-09-14', (20, 30), OWNER, 'Kev, tupatane weekend? si tumepotea sana')
s('kevin', '2023-09-14', (21, 50), KEVIN, 'sawa basi, tutaonana')
# graduation 2022-12-09
s('family', '2022-12-09', (16, 0), GRACE, 'Hongera kwa graduation mama! Tunajivunia sana 🎓')
s('family', '2022-12-09', (16, 4), JOSEPH, 'Hongera Akinyi. First class degree ya Statistics!')
s('family', '2022-12-09', (16, 7), ROSE, 'Shangazi anasema hongera mpendwa 🎉')
s('family', '2022-12-09', (16, 9), OWNER, 'asante sana wote 🙏🏾')
s('otis', '2022-12-09', (18, 0), OTIS, 'Hongera kwa graduation msee! Sasa ni graduate rasmi 😎')
s('awino', '2022-12-09', (18, 20), AWINO, 'Dada yangu amegraduate!! hongera sana ❤️')
s('uni', '2022-12-09', (20, 0), FAITH, 'Hongera class of 2022! Tumemaliza wasee 🎓')
# first job, Nairobi
s('grace', '2023-01-16', (19, 10), OWNER, 'Mama, nimeanza kazi leo at Savanna Insights. Office iko Westlands')
s('grace', '2023-01-16', (19, 25), GRACE, 'Bwana asifiwe! Fanya kazi kwa bidii mama')
s('otis', '2023-01-16', (20, 0), OWNER, 'Otis, first day kwa kazi mpya imeenda poa')
# Naivasha
s('shiku', '2023-04-06', (18, 0), SHIKU, 'Naivasha kesho! nimebook cottage karibu na lake')
s('shiku', '2023-04-09', (20, 30), OWNER, 'Naivasha ilikuwa poa sana, asante Shiku ❤️')
# Diani trip (the coast) 2023-12-27..31
s('amina', '2023-12-10', (12, 0), AMINA, 'Mkija Diani tarehe 27 nitawapeleka beach ya Galu, karibuni sana')
s('shiku', '2023-12-27', (9, 0), SHIKU, 'SGR imefika Mombasa! Diani here we come 🌴')
s('shiku', '2023-12-31', (19, 0), OWNER, 'Diani was the best trip ever, tutarudi')
# job change -> Kampala
s('grace', '2024-02-12', (19, 0), OWNER, 'Mama, nimekubali offer ya Nile Fintech. Nitahamia Kampala mwezi ujao')
s('grace', '2024-02-12', (19, 20), GRACE, 'Kampala? Mbali kidogo lakini Mungu atakulinda. Hongera mama')
s('daniel', '2024-02-21', (10, 0), DANIEL, 'Hi Akinyi, Daniel here from Nile Fintech. I will pick you up at Entebbe')
s('otis', '2024-02-28', (18, 0), OWNER, 'Otis, nimeacha kazi Savanna Insights leo. Last day 🥲')
s('grace', '2024-03-02', (17, 45), OWNER, 'Nimefika Kampala salama Mama 🙏🏾')
s('grace', '2024-03-02', (17, 50), GRACE, 'Asante Mungu. Pumzika mama')
s('daniel', '2024-03-02', (16, 0), DANIEL, 'Welcome to Kampala! The apartment in Kololo is ready for you')
s('daniel', '2024-03-04', (8, 30), DANIEL, 'first day at Nile Fintech! the office is on Kampala Road, 3rd floor')
# Jinja birthday weekend 2024-06-14..16
s('daniel', '2024-06-10', (13, 0), DANIEL, 'For your birthday we go to Jinja, source of the Nile, rafting!')
s('daniel', '2024-06-16', (19, 0), OWNER, 'Jinja was amazing, thanks for organising Daniel 🙏🏾')
# fallout with Shiku, May 2024
s('shiku', '2024-05-28', (21, 0), SHIKU, 'Tangu uhamie Kampala hunijibu hata. Umebadilika sana Akinyi')
s('shiku', '2024-05-28', (21, 10), OWNER, 'Shiku si hivyo, kazi imenibana tu')
s('shiku', '2024-05-28', (21, 12), OWNER, 'You deleted this message')
s('shiku', '2024-05-28', (21, 20), SHIKU, 'This message was deleted')
s('shiku', '2024-05-28', (21, 25), SHIKU, 'Kila mara ni kazi. Sawa basi, nimeelewa')
s('shiku', '2024-06-01', (10, 0), OWNER, 'Shiku tafadhali tuongee')
# reconciliation 2025-01-19
s('shiku', '2025-01-19', (18, 30), OWNER, 'Shiku, pole sana kwa yale yote. Nimekumiss sana rafiki yangu')
s('shiku', '2025-01-19', (19, 0), SHIKU, 'Aki Akinyi 😭 nimekumiss pia. Tusahau yaliyopita')
# ruracio 2024-08-10 (Kisumu)
s('family', '2024-07-20', (11, 35), AWINO, 'Familia, ruracio itakuwa tarehe 10 August Kisumu. Brian na wazee wake watakuja')
s('family', '2024-07-20', (11, 40), PETER, 'Mjomba atakuwa pale kuongoza mazungumzo ya mahari')
s('family', '2024-07-20', (12, 0), BRIAN_NUM, 'Asanteni sana familia, tunashukuru kwa kunikaribisha')
s('grace', '2024-08-08', (9, 0), OWNER, 'Mama nimefika Kisumu, niko njiani kuja nyumbani')
s('family', '2024-08-10', (21, 0), JOSEPH, 'Ruracio imeenda vizuri sana. Mahari imekubaliwa: ng\'ombe 12')
s('family', '2024-08-10', (21, 5), BRIAN, 'Asante Baba, asante Mama. Nimefurahi sana')
s('family', '2024-08-10', (21, 10), OWNER, 'Hongera Dada na Brian! 💍')
s('awino', '2024-08-11', (10, 0), AWINO, 'Asante kwa kuja ruracio Akinyi, bila wewe singeweza')
# wedding 2024-12-14 Kisumu
s('family', '2024-11-02', (19, 10), AWINO, 'Harusi ni tarehe 14 December, St. Stephen\'s Church Kisumu. Mjiandae!')
s('family', '2024-12-14', (22, 0), PETER, 'Harusi imekuwa nzuri sana. Mungu awabariki Awino na Brian')
s('family', '2024-12-14', (22, 5), OWNER, 'Best harusi ever 😭❤️ hongera Dada')
s('otis', '2024-12-15', (11, 0), OTIS, 'Harusi ya Awino ilikuwa moto! Ulicheza sana 😂')
# London
s('grace', '2025-07-10', (19, 0), OWNER, 'Mama, nimepata kazi London, Thames Analytics. Nitaenda mwisho wa August')
s('grace', '2025-07-10', (19, 30), GRACE, 'London! Mungu wangu. Hongera mama, lakini utakuwa mbali sana')
s('daniel', '2025-08-22', (17, 0), DANIEL, 'Safe travels Akinyi, Kampala will miss you')
s('grace', '2025-08-23', (15, 0), OWNER, 'Nimefika London salama Mama. Baridi kidogo 🥶')
s('ochieng', '2025-08-24', (12, 0), OCHIENG, 'Kaka yako anakumiss tayari. London iko aje?')
s('harriet', '2025-09-01', (18, 0), HARRIET, 'Hi Akinyi! Harriet from the data team, lovely to meet you today. Welcome to Thames Analytics!')
s('harriet', '2025-09-01', (18, 20), OWNER, 'Thank you Harriet! Everyone has been so welcoming')
s('grace', '2025-09-14', (13, 0), OWNER, 'Mama, rent ya flat hapa London ni £1,350 kwa mwezi 😩')
s('harriet', '2026-03-20', (12, 0), HARRIET, 'Edinburgh for Easter weekend? I found cheap trains from King\'s Cross')
s('harriet', '2026-04-05', (21, 0), OWNER, 'Edinburgh was magical, Arthur\'s Seat views 😍 thanks for planning')
# bursts: the Edinburgh trip logistics, the wedding eve in the family group
TRIP = ['train is at 7:30 from King\'s Cross', 'got the tickets!', 'I\'ll bring snacks', 'what time do we check in?',
        'the Airbnb is near the Royal Mile', 'bring a warm coat, it\'s Scotland 😂', 'haha noted', 'so excited',
        'meet at the platform?', 'yes! platform 5 I think', 'ok see you there', 'don\'t be late 😂', 'never', 'night!']
for i, tx in enumerate(TRIP):
    s('harriet', '2026-04-02', (18, 2 + 3 * i), HARRIET if i % 2 == 0 else OWNER, tx)
EVE = ['Kesho ni siku kubwa!', 'Mama amepika sana', 'Mjomba ako njiani', 'tumefika Kisumu', 'karibu sana',
       'magari ya kesho yako tayari', 'Shangazi amefika', 'Bwana asifiwe', 'usiku mwema wote, tutaonana kesho',
       'asanteni', 'kesho saa tatu kanisani', 'sawa basi', 'picha ziko tayari', 'Cucu amefika salama',
       'tuombeane', 'amen', 'maua yamefika', 'poa sana', 'tuko tayari', 'amen 🙏']
FAMS = [GRACE, JOSEPH, AWINO, OCHIENG, ROSE, PETER, OWNER]
for i, tx in enumerate(EVE):
    s('family', '2024-12-13', (17, 1 + 2 * i), FAMS[i % len(FAMS)], tx)
# baby 2025-10-05
s('family', '2025-10-05', (14, 0), BRIAN, 'Awino amejifungua salama! Mtoto msichana, tumemwita Zawadi 👶🏾')
s('family', '2025-10-05', (14, 10), GRACE, 'Asante Mungu! Cucu mpya hapa 😭🙏')
s('family', '2025-10-05', (14, 20), OWNER, 'Hongera Dada!! Siwezi kungoja kumuona Zawadi')
s('awino', '2025-10-06', (9, 0), AWINO, 'Zawadi ana kilo 3.4, analala sana 😍')
# Christmas at home 2025
s('grace', '2025-12-19', (20, 0), OWNER, 'Mama nimefika Kisumu! Nyumbani tamu 🏡')
# occasions every year
for y in range(2022, 2027):
    if y >= 2023:
        s('family', f'{y}-01-01', (10, 0), JOSEPH, f'Heri ya mwaka mpya {y} familia!')
        s('grace', f'{y}-01-01', (10, 30), OWNER, 'Heri ya mwaka mpya Mama ❤️')
    s('grace', f'{y}-03-03', (8, 0), OWNER, 'Happy birthday Mama! Heri ya siku ya kuzaliwa ❤️')
    if y <= 2026:
        s('grace', f'{y}-06-14', (8, 0), GRACE, 'Heri ya siku ya kuzaliwa mwanangu Akinyi! Mungu akubariki')
        s('awino', f'{y}-06-14', (9, 0), AWINO, 'HBD Dada!! 🎂🎉')
        s('otis', f'{y}-06-14', (11, 0), OTIS, 'Happy birthday Akinyi! Sherehe iko wapi? 🎉')
    s('awino', f'{y}-09-21', (8, 30), OWNER, 'HBD Dada yangu! 🎂')
    s('otis', f'{y}-11-09', (9, 0), OWNER, 'HBD Otis! Miaka mingi ya baraka 🎉')
    if y <= 2025:
        s('family', f'{y}-12-25', (11, 0), GRACE, 'Krismasi njema familia yangu 🎄')
        s('grace', f'{y}-12-25', (9, 0), OWNER, 'Krismasi njema Mama 🎄')
        s('amina', f'{y}-12-25', (10, 0), AMINA, 'Merry Christmas Akinyi! Krismasi njema 🎄')
    if y == 2022:
        s('kevin', '2022-12-24', (18, 0), OWNER, 'Krismasi njema Kev! 🎄')
for d in ['2022-05-02', '2023-04-21', '2024-04-10', '2025-03-30', '2026-03-20']:
    s('amina', d, (9, 0), OWNER, 'Eid Mubarak Amina! Salamu kwa familia 🌙')
    s('amina', d, (9, 30), AMINA, 'Khair Mubarak dear, asante sana ❤️')
# Shiku's birthday: 2 Feb; she wishes Akinyi too (not during the silence)
for y in [2022, 2023, 2025, 2026]:
    s('shiku', f'{y}-02-02', (8, 0), OWNER, 'Happy birthday Shiku!! 🎉')
s('shiku', '2024-02-02', (8, 0), OWNER, 'Happy birthday Shiku!! 🎉')
s('shiku', '2022-06-14', (10, 0), SHIKU, 'Happy birthday Akinyi 🎂')
s('shiku', '2023-06-14', (10, 0), SHIKU, 'Happy birthday Akinyi 🎂')
s('shiku', '2025-06-14', (10, 0), SHIKU, 'Happy birthday Akinyi 🎂 nakupenda')
s('shiku', '2026-06-14', (10, 0), SHIKU, 'Happy birthday Akinyi 🎂')
s('harriet', '2026-06-14', (8, 30), HARRIET, 'Happy birthday lovely! Cake at lunch is on me 🎂')
s('amina', '2024-06-14', (12, 0), AMINA, 'Heri ya siku ya kuzaliwa Akinyi! 🎂')
# Shangazi & Mjomba in the family group
s('family', '2023-06-24', (17, 0), ROSE, 'Shangazi atakuja Kisumu kwa fundraiser ya kanisa, karibuni')
s('family', '2025-08-23', (16, 0), PETER, 'Mjomba anakutakia kila la heri London Akinyi')

# ---------------------------------------------------------------- filler
def month_iter(a, b):
    y, m = a.year, a.month
    while (y, m) <= (b.year, b.month):
        yield y, m
        m += 1
        if m == 13:
            y, m = y + 1, 1


def days_in(y, m):
    n = date(y + (m == 12), m % 12 + 1, 1)
    return (n - date(y, m, 1)).days


SILENT = {  # chat -> list of (from, to) with no filler at all
    'shiku': [(date(2024, 5, 21), date(2025, 1, 19))],
    'kevin': [(date(2023, 9, 11), END)],
    'uni': [],
}


def members_at(chat, d):
    _, grp, mem, _, _ = CHATS[chat]
    mem = list(mem)
    if chat == 'family' and d >= date(2024, 7, 21):
        mem.append(BRIAN if d >= BRIAN_SAVED else BRIAN_NUM)
    if chat == 'uni' and d >= date(2023, 9, 10):
        mem.remove(KEVIN)
    if chat == 'uni' and date(2024, 5, 21) <= d <= date(2025, 1, 19):
        mem.remove(SHIKU)
    if chat == 'chama' and d >= date(2025, 2, 16):
        mem = [x for x in mem if x not in (FAITH, CHAMA_NUM)]
    return mem


for chat, (title, grp, mem, pool, ranges) in CHATS.items():
    for a, b, rate in ranges:
        for y, m in month_iter(a, b):
            n = max(0, int(R.gauss(rate, rate * 0.25) + 0.5))
            made = 0
            while made < n:
                day = R.randint(1, days_in(y, m))
                d = date(y, m, day)
                if d < a or d > b or d in SCRIPT_DAYS[chat]:
                    made += 1
                    continue
                if any(f <= d <= t for f, t in SILENT.get(chat, [])):
                    made += 1
                    continue
                k = R.randint(2, 5)
                h, mi = R.randint(7, 20), R.randint(0, 59)
                t = datetime(y, m, day, h, mi)
                ms = members_at(chat, d)
                last = None
                for i in range(k):
                    if grp:
                        au = OWNER if R.random() < 0.3 else R.choice(ms)
                    else:
                        au = OWNER if R.random() < 0.5 else ms[0]
                    tx = media(0.06) or R.choice(pool)
                    if chat == 'uni' and y == 2022 and R.random() < 0.02:
                        tx = 'You deleted this message' if au == OWNER else 'This message was deleted'
                    elif R.random() < 0.03 and tx != '<Media omitted>':
                        tx += ' <This message was edited>'
                    msgs[chat].append((t, au, tx))
                    t += timedelta(minutes=R.randint(1, 9))
                made += k

ENC = 'Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.'


def fmt(t):
    return t.strftime('%d/%m/%Y, %H:%M')


shutil.rmtree(W, ignore_errors=True)
os.makedirs(os.path.join(W, 'chats'))
for chat, (title, grp, mem, pool, ranges) in CHATS.items():
    lst = sorted(msgs[chat], key=lambda x: x[0])
    first = lst[0][0] - timedelta(minutes=1)
    lines = [f'{fmt(first)} - {ENC}']
    for t, au, tx in lst:
        if au is None:
            lines.append(f'{fmt(t)} - {tx}')
        else:
            lines.append(f'{fmt(t)} - {au}: {tx}')
    name = FILE_NAME.get(chat, title)
    with open(os.path.join(W, 'chats', f'WhatsApp Chat with {name}.txt'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')

# ---------------------------------------------------------------- where the owner was
PLACES = {
    'Kisumu': (-0.0917, 34.7680), 'Nairobi': (-1.2864, 36.8172), 'Naivasha': (-0.7167, 36.4333),
    'Diani': (-4.3167, 39.5667), 'Kampala': (0.3476, 32.5825), 'Jinja': (0.4244, 33.2042),
    'London': (51.5072, -0.1276), 'Edinburgh': (55.9533, -3.1883),
}
STAYS = [  # (from, to, place) ; later rows override earlier
    ('2022-01-01', '2024-03-01', 'Nairobi'), ('2024-03-02', '2025-08-22', 'Kampala'),
    ('2025-08-23', '2026-11-26', 'London'),
    ('2022-01-01', '2022-01-08', 'Kisumu'), ('2022-04-15', '2022-04-18', 'Kisumu'),
    ('2022-08-05', '2022-08-08', 'Kisumu'), ('2022-12-20', '2023-01-03', 'Kisumu'),
    ('2023-04-07', '2023-04-09', 'Naivasha'), ('2023-12-20', '2023-12-26', 'Kisumu'),
    ('2023-12-27', '2023-12-31', 'Diani'), ('2024-06-14', '2024-06-16', 'Jinja'),
    ('2024-08-08', '2024-08-12', 'Kisumu'), ('2024-12-12', '2025-01-02', 'Kisumu'),
    ('2025-12-19', '2026-01-04', 'Kisumu'), ('2026-04-03', '2026-04-05', 'Edinburgh'),
]


def place_on(d):
    p = None
    for a, b, pl in STAYS:
        if D(a) <= d <= D(b):
            p = pl
    return p


locs = []
d = date(2022, 1, 1)
while d <= END:
    pl = place_on(d)
    lat, lon = PLACES[pl]
    for hh in ([9, 15] if R.random() < 0.4 else [12]):
        locs.append({'latitudeE7': int(round((lat + R.uniform(-0.01, 0.01)) * 1e7)),
                     'longitudeE7': int(round((lon + R.uniform(-0.01, 0.01)) * 1e7)),
                     'timestamp': f'{d.isoformat()}T{hh:02d}:{R.randint(0, 59):02d}:00Z'})
    d += timedelta(days=1)
with open(os.path.join(W, 'locations.json'), 'w') as f:
    json.dump({'locations': locs}, f, indent=0)

# ---------------------------------------------------------------- photos
PHOTO_SETS = [  # (date, place, n, people)
    ('2022-01-05', 'Kisumu', 3, [GRACE, AWINO]),
    ('2022-04-16', 'Kisumu', 2, [JOSEPH]),
    ('2022-07-23', 'Nairobi', 2, [SHIKU, KEVIN]),
    ('2022-10-15', 'Nairobi', 2, [OTIS]),
    ('2022-12-09', 'Nairobi', 6, [GRACE, JOSEPH, AWINO]),
    ('2022-12-25', 'Kisumu', 3, [GRACE, JOSEPH, OCHIENG]),
    ('2023-02-18', 'Nairobi', 2, [SHIKU]),
    ('2023-04-07', 'Naivasha', 4, [SHIKU, FAITH]),
    ('2023-04-08', 'Naivasha', 4, [SHIKU, FAITH]),
    ('2023-08-12', 'Nairobi', 2, []),
    ('2023-12-25', 'Kisumu', 3, [GRACE, AWINO]),
    ('2023-12-28', 'Diani', 5, [SHIKU, AMINA]),
    ('2023-12-29', 'Diani', 4, [SHIKU]),
    ('2023-12-30', 'Diani', 3, [AMINA]),
    ('2024-03-09', 'Kampala', 2, [DANIEL]),
    ('2024-05-11', 'Kampala', 2, []),
    ('2024-06-14', 'Jinja', 4, [DANIEL]),
    ('2024-06-15', 'Jinja', 5, [DANIEL]),
    ('2024-08-10', 'Kisumu', 7, [AWINO, BRIAN, PETER]),
    ('2024-10-19', 'Kampala', 2, [DANIEL]),
    ('2024-12-14', 'Kisumu', 8, [AWINO, BRIAN, GRACE]),
    ('2025-03-15', 'Kampala', 3, []),
    ('2025-06-14', 'Kampala', 2, [DANIEL]),
    ('2025-09-06', 'London', 3, []),
    ('2025-10-25', 'London', 2, [HARRIET]),
    ('2025-12-25', 'Kisumu', 4, [GRACE, AWINO, BRIAN]),
    ('2026-04-04', 'Edinburgh', 5, [HARRIET]),
    ('2026-04-05', 'Edinburgh', 3, [HARRIET]),
    ('2026-06-14', 'London', 2, [HARRIET]),
    ('2026-08-01', 'London', 3, []),
]
photos = []
no_gps = 0
for ds, pl, n, ppl in PHOTO_SETS:
    lat, lon = PLACES[pl]
    dd = D(ds)
    t = datetime(dd.year, dd.month, dd.day, R.randint(10, 13), R.randint(0, 59), R.randint(0, 59))
    for i in range(n):
        p = {'file': f'IMG_{t.strftime("%Y%m%d_%H%M%S")}.jpg', 'takenAt': t.strftime('%Y-%m-%d %H:%M:%S')}
        if ds in ('2023-08-12', '2026-08-01') and i == 0:
            no_gps += 1  # a couple of screenshots without GPS
        else:
            p['lat'] = round(lat + R.uniform(-0.008, 0.008), 6)
            p['lon'] = round(lon + R.uniform(-0.008, 0.008), 6)
        p['people'] = list(ppl) if (ppl and (i % 3 != 2 or len(ppl) == 1)) else []
        photos.append(p)
        t += timedelta(minutes=R.randint(3, 40), seconds=R.randint(0, 59))
with open(os.path.join(W, 'photos.json'), 'w') as f:
    json.dump(photos, f, indent=1, ensure_ascii=False)
with open(os.path.join(W, 'owner.txt'), 'w') as f:
    f.write(OWNER + '\n')
with open(os.path.join(W, 'time-zone.txt'), 'w') as f:
    f.write(ZONE + '\n')
print('chats', len(CHATS), 'messages', sum(len([x for x in v if x[1]]) for v in msgs.values()),
      'photos', len(photos), 'locations', len(locs))
