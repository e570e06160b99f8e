#!/usr/bin/env python3
"""Deterministic generator of the held-out-8 world (Shreya Kulkarni: Pune -> Bengaluru -> Hyderabad -> Berlin).

WhatsApp Android exports, US locale, 12-hour clock (half the chats with U+202F before AM/PM).
Run: python3 make_world.py  (writes world/)
"""
import json, os, random, shutil
from datetime import date, datetime, timedelta

R = random.Random(20261128)
HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, 'world')

OWNER = 'Shreya Kulkarni'
AAI, BABA, DIDI, BHAI, MAUSI = 'Sunita Kulkarni', 'Prakash Kulkarni', 'Neha Kulkarni', 'Varun Kulkarni', 'Vandana Joshi'
AMIT_NO = '+91 98220 45678'
PRIYA, KARAN, RAHUL, SNEHA = 'Priya Deshpande', 'Karan Mehta', 'Rahul Nair', 'Sneha Reddy'
MEERA, ISHAAN = 'Meera Iyer', 'Ishaan Rao'
LENA, LENA_NO, JONAS, TOBIAS = 'Lena Fischer', '+49 1512 3456789', 'Jonas Weber', 'Tobias Braun'
ENC = 'Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.'

D = lambda s: date.fromisoformat(s)
START, END = D('2022-01-03'), D('2026-11-26')

# ---------------------------------------------------------------- filler (no event words in here)
HING_A = ['kya scene hai', 'haan yaar', 'chal theek hai', 'kya kar rahi hai?', 'khana khaya?', 'accha', 'hmm',
          'sahi hai', 'kuch nahi bas', 'lol', '😂😂', 'ok', 'kal baat karte hai', 'busy tha aaj', 'traffic bahut tha',
          'chai pi?', 'bhook lagi hai', 'so rahi hu ab', 'good night', 'gm', 'arre wah', 'pakka?', 'haan haan',
          'thik hai na', 'kab free hai?', 'call karu?', 'abhi meeting mein hu', 'baad mein bolti hu', 'nice 👍',
          'sach mein?', 'hahaha', 'kya baat hai', 'weekend ka kya plan?', 'movie dekhi kal', 'mast', 'done',
          'sun na', 'kuch khaas nahi', 'thak gayi yaar', 'barish ho rahi hai yahan', 'OMG', 'bol na',
          'chal bye', 'ho gaya', 'ekdum', 'kal pakka', 'ok ok']
HING_FAM = ['jevan zala ka?', 'bara', 'ho Aai', 'kay chalu aahe?', 'kal call kar', 'dawai li?', 'thandi hai kya wahan?',
            'paani piya kar', 'aaj bhaji banayi', 'theek hai beta', 'ghar pe sab theek', 'lavkar zop', 'nahi re',
            'kal mandir gaye the', 'photo bhej', 'accha beta', 'khayal rakh', 'ho', 'barr', 'chal theek hai',
            'kuch chahiye to bata', 'aaj kaam zyada tha', 'hmm', 'ok Baba']
ENG = ['sounds good', 'see you tomorrow', 'haha yes', 'coffee?', 'running 5 min late', 'ok!', 'thanks :)',
       'did you see the mail?', 'lunch at 12?', 'nice', 'true', 'good morning', 'let me check', 'all good',
       'ja genau', 'Feierabend!', 'bis morgen', 'Mahlzeit', 'stand-up moved to 10:30', 'na klar', 'alles gut',
       'the U-Bahn is delayed again', 'who is in the office today?', 'I am wfh today', 'Prost', '👍']
LENA_F = ['haha', 'coffee later?', 'how was your day?', 'did you eat?', 'see you at the office', 'omg yes',
          'that meeting was so long', 'ok :)', 'good night!', 'morning ☀️', 'wanna walk by the canal?',
          'I am so tired', 'sounds good', 'tschüss', 'let me know', 'lol', 'same', 'you are the best']


def nnb(flag):
    return '\u202f' if flag else ' '


class Chat:
    def __init__(self, title, members, nnbsp, first):
        self.title, self.members, self.nnbsp, self.first = title, members, nnbsp, first
        self.items = []  # (datetime, author or None, text)

    def add(self, dt, author, text):
        self.items.append((dt, author, text))


def dt(s):
    return datetime.fromisoformat(s)


def fmt_time(t, flag):
    h = t.hour % 12 or 12
    ap = 'AM' if t.hour < 12 else 'PM'
    return f'{t.month}/{t.day}/{t.year % 100:02d}, {h}:{t.minute:02d}{nnb(flag)}{ap}'


SCALE = 0.29


def filler(chat, start, end, rate, authors, pools, weights=None, media=0.05, deleted=0.0, multi=0.01):
    """rate(day) -> probability of a conversation that day; authors list; pools dict author->list"""
    d = start
    while d <= end:
        p = rate(d) * SCALE
        if p > 0 and R.random() < p:
            n = R.randint(2, 7)
            t = datetime(d.year, d.month, d.day, R.randint(8, 21), R.randint(0, 59))
            for _ in range(n):
                a = R.choices(authors, weights=weights)[0] if weights else R.choice(authors)
                x = R.random()
                if x < media:
                    txt = '<Media omitted>'
                elif x < media + deleted:
                    txt = 'This message was deleted'
                elif x < media + deleted + multi:
                    txt = R.choice(pools[a]) + '\n' + R.choice(pools[a])
                else:
                    txt = R.choice(pools[a])
                chat.add(t, a, txt)
                t += timedelta(minutes=R.randint(0, 9))
                if t.date() != d:
                    break
        d += timedelta(days=1)


def rng(a, b):
    return lambda d, a=D(a), b=D(b): a <= d <= b


def rate_fn(*segs):
    def f(d):
        for (a, b, p) in segs:
            if D(a) <= d <= D(b):
                return p
        return 0
    return f


chats = {}

def mk(key, title, members, nnbsp, first):
    chats[key] = Chat(title, members, nnbsp, D(first))
    return chats[key]

aai = mk('aai', AAI, [OWNER, AAI], True, '2022-01-03')
baba = mk('baba', BABA, [OWNER, BABA], False, '2022-01-04')
didi = mk('didi', DIDI, [OWNER, DIDI], True, '2022-01-03')
bhai = mk('bhai', BHAI, [OWNER, BHAI], False, '2022-01-05')
mausi = mk('mausi', MAUSI, [OWNER, MAUSI], True, '2022-01-10')
priya = mk('priya', PRIYA, [OWNER, PRIYA], False, '2022-01-03')
karan = mk('karan', KARAN, [OWNER, KARAN], True, '2022-01-04')
meera = mk('meera', MEERA, [OWNER, MEERA], False, '2022-06-20')
ishaan = mk('ishaan', ISHAAN, [OWNER, ISHAAN], True, '2022-07-04')
lena = mk('lena', LENA, [OWNER, LENA], False, '2024-10-05')
fam = mk('fam', 'Kulkarni-Deshmukh Parivar 🪔', None, True, '2022-01-03')
col = mk('col', "CSE Batch '22 🎓", None, False, '2022-01-03')
off = mk('off', 'Team Spree 🐻', None, True, '2024-09-16')

P = {OWNER: HING_A}
for n in (AAI, BABA, DIDI, BHAI, MAUSI):
    P[n] = HING_FAM
for n in (PRIYA, KARAN, RAHUL, SNEHA, MEERA, ISHAAN, AMIT_NO):
    P[n] = HING_A
POFF = {OWNER: ENG, JONAS: ENG, TOBIAS: ENG, LENA: ENG, LENA_NO: ENG}
PLENA = {OWNER: LENA_F, LENA: LENA_F}

# ---------------------------------------------------------------- filler volumes
filler(aai, D('2022-01-03'), END, rate_fn(('2022-01-01', '2024-09-09', 0.32), ('2024-09-10', '2024-09-30', 3.0),
                                        ('2024-10-01', '2026-12-31', 0.30)), [OWNER, AAI], P)
filler(baba, D('2022-01-04'), END, rate_fn(('2022-01-01', '2026-12-31', 0.10)), [OWNER, BABA], P)
filler(didi, D('2022-01-03'), END, rate_fn(('2022-01-01', '2023-11-30', 0.22), ('2023-12-01', '2023-12-31', 0.7),
                                         ('2024-01-01', '2025-05-31', 0.18), ('2025-06-01', '2025-06-30', 3.0),
                                         ('2025-07-01', '2026-12-31', 0.2)), [OWNER, DIDI], P)
filler(bhai, D('2022-01-05'), END, rate_fn(('2022-01-01', '2026-12-31', 0.12)), [OWNER, BHAI], P)
filler(mausi, D('2022-01-10'), END, rate_fn(('2022-01-01', '2026-12-31', 0.06)), [OWNER, MAUSI], P)
filler(priya, D('2022-01-03'), D('2023-04-14'), rate_fn(('2022-01-01', '2022-12-31', 0.8), ('2023-01-01', '2023-04-14', 0.4)),
       [OWNER, PRIYA], P)
filler(priya, D('2023-11-21'), END, rate_fn(('2023-11-21', '2026-12-31', 0.2)), [OWNER, PRIYA], P)
filler(karan, D('2022-01-04'), D('2023-10-31'), rate_fn(('2022-01-01', '2022-06-30', 0.35), ('2022-07-01', '2022-12-31', 0.18),
                                                       ('2023-01-01', '2023-06-30', 0.07), ('2023-07-01', '2023-10-31', 0.03)),
       [OWNER, KARAN], P)
filler(meera, D('2022-06-21'), END, rate_fn(('2022-06-21', '2024-08-31', 0.15), ('2024-09-01', '2026-12-31', 0.3)),
       [OWNER, MEERA], P)
filler(ishaan, D('2022-07-05'), END, rate_fn(('2022-07-05', '2024-08-31', 0.35), ('2024-09-01', '2026-12-31', 0.04)),
       [OWNER, ISHAAN], P)
filler(lena, D('2024-10-06'), END, rate_fn(('2024-10-06', '2024-12-31', 0.45), ('2025-01-01', '2025-12-31', 1.6), ('2026-01-01', '2026-12-31', 1.2)),
       [OWNER, LENA], PLENA)
fam_auth = [OWNER, AAI, BABA, DIDI, BHAI]
filler(fam, D('2022-01-03'), D('2023-02-14'), rate_fn(('2022-01-01', '2026-12-31', 0.2)), fam_auth, P, weights=[2, 4, 2, 2, 1])
filler(fam, D('2023-02-16'), END, rate_fn(('2023-02-16', '2023-11-30', 0.2), ('2023-12-01', '2023-12-31', 2.5),
                                         ('2024-01-01', '2026-12-31', 0.2)), fam_auth + [AMIT_NO], P, weights=[2, 4, 2, 2, 1, 1])
col_auth = [OWNER, PRIYA, KARAN, RAHUL, SNEHA]
filler(col, D('2022-01-03'), D('2022-06-30'), rate_fn(('2022-01-01', '2026-12-31', 0.5)), col_auth, P, weights=[3, 3, 2, 3, 2])
filler(col, D('2022-07-01'), D('2024-05-10'), rate_fn(('2022-07-01', '2022-12-31', 0.12), ('2023-01-01', '2024-05-10', 0.05)),
       [OWNER, RAHUL, SNEHA], P, weights=[1, 2, 1])
filler(off, D('2024-09-17'), D('2024-10-04'), rate_fn(('2024-01-01', '2026-12-31', 0.6)), [OWNER, JONAS, TOBIAS, LENA_NO], POFF)
filler(off, D('2024-10-05'), D('2026-04-29'), rate_fn(('2024-01-01', '2026-12-31', 0.35)), [OWNER, JONAS, TOBIAS, LENA], POFF,
       deleted=0.01)
filler(off, D('2026-05-01'), END, rate_fn(('2024-01-01', '2026-12-31', 0.3)), [OWNER, JONAS, LENA], POFF, deleted=0.01)

# ---------------------------------------------------------------- events (fixed texts)
E = []  # (chatkey, 'YYYY-MM-DD HH:MM', author or None for system, text)
def ev(c, when, who, text):
    E.append((c, when, who, text))

# group system lines
ev('fam', '2022-01-03 07:00', None, f'{DIDI} created group "Kulkarni Family"')
ev('fam', '2022-01-03 07:01', None, f'{DIDI} added you')
ev('col', '2022-01-03 07:00', None, f'{RAHUL} created group "CSE Batch \'22 🎓"')
ev('col', '2022-01-03 07:01', None, f'{RAHUL} added you')
ev('off', '2024-09-16 08:00', None, f'{JONAS} created group "Team Spree 🐻"')
ev('off', '2024-09-16 08:01', None, f'{JONAS} added you')
ev('off', '2024-09-16 08:02', None, f'{JONAS} added {LENA_NO}')
ev('off', '2024-09-16 08:02', None, f'{JONAS} added {TOBIAS}')
ev('off', '2024-09-16 08:05', JONAS, 'Willkommen Shreya! Welcome to the team 🎉')
ev('off', '2024-09-16 08:09', LENA_NO, 'Hi Shreya, I am Lena from the data team, welcome to Kiezwerk!')
ev('off', '2024-09-20 12:30', LENA_NO, 'lunch at the Thai place on Oranienstraße?')
ev('off', '2024-10-01 16:00', LENA_NO, 'Shreya, I can show you Kreuzberg on Saturday if you like')
ev('off', '2024-10-01 16:05', OWNER, 'Yes please! Danke Lena')
ev('off', '2026-04-30 17:00', TOBIAS, 'Last day today, thanks for everything folks 🙏')
ev('off', '2026-04-30 17:02', None, f'{TOBIAS} left')

# study, move to Hyderabad, first naukri
ev('bhai', '2022-01-03 07:30', OWNER, 'Bhai new year ka kya plan tha? Aaji ko mera namaskar bol')
ev('bhai', '2022-01-03 07:40', BHAI, 'kuch nahi Tai, ghar pe hi. Aaji bol rahi thi tu kab aayegi')
ev('aai', '2023-12-09 10:00', AAI, 'Aaji bahut khush thi kal, sabko aashirwad diya')
ev('col', '2022-02-14 19:10', PRIYA, 'Bengaluru hostel ka last semester yaar, kitna fast gaya')
ev('aai', '2022-03-02 20:00', OWNER, 'Aai, Bengaluru mein bahut garmi hai ab')
ev('aai', '2022-05-18 18:30', OWNER, 'Aai!! Navyug Systems ne offer diya, Hyderabad mein naukri 🎉')
ev('aai', '2022-05-18 18:34', AAI, 'Shabbas beta! Baba ko bata diya maine 🙏')
ev('col', '2022-06-10 16:00', KARAN, 'Convocation done!! Bengaluru we will miss you 🎓')
ev('meera', '2022-06-20 11:00', OWNER, 'Hi Meera, Ishaan ne number diya, aap Gachibowli mein flatmate dhoondh rahe ho?')
ev('meera', '2022-06-20 11:20', MEERA, 'Haan! 2BHK flat hai, Gachibowli mein, ek room khaali hai')
ev('aai', '2022-06-28 21:00', AAI, 'Hyderabad wala flat safe hai na? Meera kaisi hai? Ghar ka address bhej')
ev('aai', '2022-07-01 22:10', OWNER, 'Aai pahunch gayi Hyderabad, naya ghar accha hai')
ev('ishaan', '2022-07-04 13:00', ISHAAN, 'Welcome to Navyug! first day kaisa gaya?')
ev('ishaan', '2022-07-04 13:05', OWNER, 'Thank you! Pehla din at Navyug, bahut log hai yaar')

# Goa trip (college)
ev('col', '2022-12-10 20:00', RAHUL, 'Goa trip final: 28 Dec to 1 Jan, sab aa rahe ho na?')
ev('col', '2022-12-10 20:05', PRIYA, 'pakka! Goa here we come 🏖️')
ev('col', '2022-12-31 23:50', SNEHA, 'Happy new year from Goa gang 🎆')

# Didi sagai + shaadi
ev('didi', '2023-01-15 19:00', DIDI, 'Shreya ek news hai... Amit ke ghar wale aaye the, sagai 12 Feb ko fix hui!')
ev('didi', '2023-01-15 19:02', OWNER, 'DIDI!!! OMG congratulations 😭❤️')
ev('mausi', '2023-01-16 10:00', MAUSI, 'Neha ki sagai ki khabar suni, bahut khushi hui. Amit accha ladka hai, Pune ka hi hai')
ev('didi', '2023-02-12 21:00', DIDI, 'Sagai ho gayi officially 💍 thank you for coming')
ev('fam', '2023-02-12 21:30', BABA, 'Aaj Neha ki sagai sampann hui. Sabka dhanyavaad 🙏')
ev('fam', '2023-02-15 10:00', None, f'{DIDI} added {AMIT_NO}')
ev('fam', '2023-02-15 10:05', AMIT_NO, 'Namaste sab ko, Amit here 🙏')
ev('didi', '2023-11-25 20:00', DIDI, 'Mehendi 6 Dec ko, shaadi 8 Dec, Baner wale lawns pe. Tu 4 tak aa ja')
ev('aai', '2023-11-26 09:00', AAI, 'Shaadi ki shopping ke liye 4 ko aa jaana, Laxmi Road jaana hai')
ev('fam', '2023-12-06 22:00', DIDI, 'Mehendi ka rang dekho 😍')
ev('didi', '2023-12-06 23:00', OWNER, 'Didi teri mehendi sabse best thi')
ev('fam', '2023-12-08 23:30', BABA, 'Neha aur Amit ki shaadi sampann hui. Sab ka aashirwad 🙏')
ev('priya', '2023-12-08 22:00', PRIYA, 'shaadi ki photos mast hai! Neha didi looked so pretty')
ev('fam', '2023-12-10 12:00', None, f'{BHAI} changed the subject from "Kulkarni Family" to "Kulkarni-Deshmukh Parivar 🪔"')
ev('fam', '2023-12-10 12:01', BHAI, 'naya naam 😎 Amit jiju welcome officially')

# Priya fight + reconciliation
ev('priya', '2023-04-15 21:10', OWNER, 'Priya tere Goa ke paise abhi tak nahi aaye, 4 mahine ho gaye')
ev('priya', '2023-04-15 21:15', PRIYA, 'seriously? paise ke liye aise bolegi? theek hai, rakh apne paas tera hisaab')
ev('priya', '2023-04-15 21:20', OWNER, 'This message was deleted')
ev('priya', '2023-04-15 21:22', PRIYA, 'bas. mujhe baat nahi karni')
ev('priya', '2023-11-20 20:00', PRIYA, 'Shreya... sorry yaar. Paise bhej diye. Bahut miss kiya tujhe')
ev('priya', '2023-11-20 20:07', OWNER, 'Priya 😭 mujhe bhi sorry. Bahut miss kiya')

# Karan fades
ev('karan', '2023-11-02 19:00', KARAN, 'haan yaar bas busy hu, baad mein baat karte hai')
ev('karan', '2024-02-10 09:00', OWNER, 'Happy bday Karan!! 🎂 kaisa hai?')
ev('karan', '2023-02-10 09:00', OWNER, 'HBD Karan 🎂')
ev('karan', '2023-02-10 12:00', KARAN, 'thanks Shreya!')
ev('karan', '2022-02-10 00:05', OWNER, 'Happy birthday Karan!!! party kab?')
ev('karan', '2022-02-10 10:00', KARAN, 'thank you thank you, party Koramangala mein!')

# Mumbai trip with Mausi
ev('mausi', '2023-08-01 18:00', MAUSI, 'Shreya 12 ko Mumbai aa rahi hai na? Dadar wale ghar pe ruk jaana')
ev('mausi', '2023-08-12 20:00', OWNER, 'Mausi pahunch gayi Mumbai, Dadar station pe hu')

# Berlin offer, move, new job
ev('aai', '2024-06-12 19:00', OWNER, 'Aai!!! Berlin wali company Kiezwerk se offer aaya! 🇩🇪')
ev('aai', '2024-06-12 19:10', AAI, 'Itni door? Accha hai beta, par khana time pe khana wahan')
ev('baba', '2024-06-12 19:30', BABA, 'Very proud of you beta. Berlin is a big step. Visa ka kaam jaldi start karo')
ev('ishaan', '2024-06-12 20:00', ISHAAN, 'Berlin?? bhai Navyug chhod ke ja rahi hai 😭 congrats though, deserve karti hai')
ev('meera', '2024-06-12 20:10', MEERA, 'Berlin!!! flat mein party chahiye aaj')
ev('didi', '2024-06-12 20:30', DIDI, 'Meri behen Berlin jaa rahi hai 😭❤️ congrats')
ev('ishaan', '2024-08-30 18:00', ISHAAN, 'Last day at Navyug 😢 farewell cake was good though')
ev('aai', '2024-09-10 18:40', OWNER, 'Landed in Berlin Aai! sab theek hai')
ev('fam', '2024-09-10 18:45', OWNER, 'Landed in Berlin 🇩🇪')
ev('aai', '2024-09-10 18:50', AAI, 'Shukr hai. Jevan kar aur so ja')
ev('lena', '2024-10-05 19:00', LENA, 'Hey Shreya, it is Lena! saved your number from the team group 🙂')
ev('lena', '2024-10-05 19:02', OWNER, 'Hi Lena! thanks for the tour of Kreuzberg today')
ev('meera', '2024-09-25 21:00', MEERA, 'Flat itna khaali lagta hai tere bina 😭 Berlin kaisa hai?')

# Prague (birthday 2025), Munich (Oktoberfest 2025)
ev('lena', '2025-02-20 20:00', LENA, 'For your birthday: Praha trip, 20 to 23 March? I booked the train 🚆')
ev('lena', '2025-03-21 10:00', LENA, 'Happy birthday!!! best birthday breakfast ever 🥐')
ev('lena', '2025-03-23 21:00', LENA, 'Prague was magical, the Charles Bridge at night ✨')
ev('off', '2025-09-10 11:00', JONAS, 'Oktoberfest on 27th? I booked a table in the Augustiner tent 🍺')
ev('off', '2025-09-27 19:00', JONAS, 'Wiesn crew, Prost!! 🥨')
ev('lena', '2025-09-28 22:00', LENA, 'Munich was fun but my feet hurt 😂')

# Didi baby + naamkaran
ev('didi', '2025-06-18 06:30', DIDI, 'Beta hua!! 3.1 kg, dono theek hai 👶')
ev('baba', '2025-06-18 07:00', BABA, 'Beta hua! Neha ko beta hua.')
ev('fam', '2025-06-18 07:10', AMIT_NO, 'Beta hua 👶 sab ko badhai!')
ev('fam', '2025-06-29 13:00', AAI, 'Naamkaran ho gaya, naam Aarav rakha 🙏')
ev('didi', '2025-06-29 14:00', OWNER, 'Aarav!! perfect naam Didi')

# Varun (Bhai) Raksha Bandhan
for y, d in ((2022, '08-11'), (2023, '08-30'), (2024, '08-19'), (2025, '08-09'), (2026, '08-28')):
    ev('bhai', f'{y}-{d} 09:00', OWNER, 'Happy Raksha Bandhan Bhai 🧵 rakhi mili?')
    ev('bhai', f'{y}-{d} 10:00', BHAI, 'Haan mili Tai! Happy Raksha Bandhan' + (', gift mein headphones bhejunga? ya mujhe chahiye 😂' if y == 2025 else ''))

# Diwali greetings
DIWALI = {2022: '10-24', 2023: '11-12', 2024: '10-31', 2025: '10-20', 2026: '11-08'}
for y, d in DIWALI.items():
    ev('fam', f'{y}-{d} 08:00', BABA, 'Shubh Deepavali sarvanna 🪔')
    ev('aai', f'{y}-{d} 08:05', OWNER, 'Happy Diwali Aai 🪔')
    ev('mausi', f'{y}-{d} 09:00', MAUSI, 'Shubh Deepavali Shreya 🪔 khush raho')
    ev('meera', f'{y}-{d} 10:00', MEERA if y != 2022 else OWNER, 'Happy Diwali 🪔✨')
    if y <= 2022 or y >= 2024:
        ev('priya', f'{y}-{d} 10:30', PRIYA, 'Happy Diwali yaar 🪔')
    if y >= 2024:
        ev('off', f'{y}-{d} 09:30', JONAS, 'Happy Diwali Shreya! 🪔')
        ev('off', f'{y}-{d} 09:35', LENA, 'Happy Diwali!! save me some sweets')
ev('fam', '2023-11-12 20:00', OWNER, 'Ghar pe Diwali best 🪔')

# Holi
for y, d in ((2022, '03-18'), (2023, '03-08'), (2024, '03-25'), (2025, '03-14'), (2026, '03-04')):
    ev('fam', f'{y}-{d} 09:00', DIDI, 'Happy Holi sab ko 🎨')
# Ganpati
for y, d in ((2022, '08-31'), (2023, '09-19'), (2024, '09-07'), (2025, '08-27'), (2026, '09-14')):
    ev('fam', f'{y}-{d} 10:00', AAI, 'Ganpati Bappa Morya 🙏 ghari bappa aale')

# Owner birthday 21 March
for y in range(2022, 2027):
    ev('aai', f'{y}-03-21 00:01', AAI, 'Janamdin ki badhai beta 🎂 khush raho')
    ev('baba', f'{y}-03-21 07:30', BABA, 'Happy birthday Shreya beta')
    ev('didi', f'{y}-03-21 08:00', DIDI, 'HBD chotu 🎂❤️')
    ev('bhai', f'{y}-03-21 09:00', BHAI, 'happy bday Tai 🎂')
    ev('mausi', f'{y}-03-21 09:30', MAUSI, 'Janamdin ki badhai Shreya, khoob tarakki karo')
    if y != 2023:
        ev('priya', f'{y}-03-21 00:10', PRIYA, 'happy bday yaar 🎉🎂')
    if y == 2023:
        ev('priya', f'{y}-03-21 11:00', PRIYA, 'happy bday yaar 🎉')
    if y <= 2023:
        ev('karan', f'{y}-03-21 13:00', KARAN, 'HBD Shreya!')
    if y >= 2023:
        ev('meera', f'{y}-03-21 08:30', MEERA, 'Happy birthday roomie 🎂')
        ev('ishaan', f'{y}-03-21 10:00', ISHAAN, 'happy bday Shreya 🎉')
    if y >= 2026:
        ev('lena', f'{y}-03-21 08:00', LENA, 'Happy birthday Shreya!! 🎂')

# Baba birthday 15 July
for y in range(2022, 2027):
    ev('baba', f'{y}-07-15 08:00', OWNER, 'Happy birthday Baba 🎂')

for c, when, who, text in E:
    chats[c].add(dt(when), who, text)

# ---------------------------------------------------------------- write chats
if os.path.exists(W):
    shutil.rmtree(W)
os.makedirs(os.path.join(W, 'chats'))
for key, c in chats.items():
    items = sorted(c.items, key=lambda x: (x[0], 0 if x[1] is None else 1))
    first = items[0][0] - timedelta(minutes=1)
    lines = [f'{fmt_time(first, c.nnbsp)} - {ENC}']
    for t, a, text in items:
        if a is None:
            lines.append(f'{fmt_time(t, c.nnbsp)} - {text}')
        else:
            lines.append(f'{fmt_time(t, c.nnbsp)} - {a}: {text}')
    with open(os.path.join(W, 'chats', f'WhatsApp Chat with {c.title}.txt'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')

# ---------------------------------------------------------------- places, photos, locations
CITY = {
    'Pune': (18.5204, 73.8567), 'Bengaluru': (12.9716, 77.5946), 'Hyderabad': (17.4401, 78.3489),
    'Goa': (15.4909, 73.8278), 'Mumbai': (19.0178, 72.8478), 'Berlin': (52.5200, 13.4050),
    'Prague': (50.0875, 14.4213), 'Munich': (48.1351, 11.5820),
}
# (city, first day, last day) stays overriding home
TRIPS = [('Pune', '2022-10-22', '2022-10-26'), ('Goa', '2022-12-28', '2023-01-01'), ('Pune', '2023-02-11', '2023-02-13'),
         ('Mumbai', '2023-08-12', '2023-08-14'), ('Pune', '2023-11-10', '2023-11-14'), ('Pune', '2023-12-04', '2023-12-12'),
         ('Prague', '2025-03-20', '2025-03-23'), ('Pune', '2025-06-26', '2025-07-05'), ('Munich', '2025-09-26', '2025-09-28')]


def where(d):
    for c, a, b in TRIPS:
        if D(a) <= d <= D(b):
            return c
    if d <= D('2022-06-14'):
        return 'Bengaluru'
    if d <= D('2022-06-30'):
        return 'Pune'
    if d < D('2024-09-10'):
        return 'Hyderabad'
    return 'Berlin'

locs = []
d = START
while d <= END:
    c = where(d)
    travel = any(D(a) <= d <= D(b) for _, a, b in TRIPS)
    n = 3 if travel else (1 if R.random() < 0.55 else 0)
    if d == D('2024-09-10'):
        n = 0
        for hh, cc in ((3, 'Hyderabad'), (16, 'Berlin'), (19, 'Berlin')):
            la, lo = CITY[cc]
            locs.append({'latitudeE7': int(round(la * 1e7)), 'longitudeE7': int(round(lo * 1e7)),
                         'timestamp': f'2024-09-10T{hh:02d}:10:00.000Z'})
    for _ in range(n):
        la, lo = CITY[c]
        la += R.uniform(-0.03, 0.03)
        lo += R.uniform(-0.03, 0.03)
        ts = datetime(d.year, d.month, d.day, R.randint(8, 15), R.randint(0, 59), R.randint(0, 59))
        locs.append({'latitudeE7': int(round(la * 1e7)), 'longitudeE7': int(round(lo * 1e7)),
                     'timestamp': ts.strftime('%Y-%m-%dT%H:%M:%S.000Z')})
    d += timedelta(days=1)
with open(os.path.join(W, 'locations.json'), 'w') as f:
    json.dump({'locations': locs}, f, indent=1)

# photo shoots: (city, day, count, people, gps)
SHOOTS = [
    ('Bengaluru', '2022-02-19', 4, [PRIYA, KARAN], True), ('Bengaluru', '2022-06-10', 4, [PRIYA, KARAN, RAHUL, SNEHA], True),
    ('Pune', '2022-10-24', 4, [AAI, BABA, DIDI, BHAI], True),
    ('Goa', '2022-12-29', 5, [PRIYA, KARAN, RAHUL, SNEHA], True), ('Goa', '2022-12-31', 7, [PRIYA, RAHUL, SNEHA], True),
    ('Pune', '2023-02-12', 5, [DIDI, AAI, BABA], True), ('Hyderabad', '2023-03-21', 4, [MEERA, ISHAAN], True),
    ('Mumbai', '2023-08-13', 6, [MAUSI], True), ('Hyderabad', '2023-10-07', 3, [MEERA], True),
    ('Pune', '2023-11-12', 3, [AAI, BABA, BHAI], True), ('Pune', '2023-12-06', 4, [DIDI], True),
    ('Pune', '2023-12-08', 10, [DIDI, AAI, BABA, BHAI, MAUSI], True),
    ('Hyderabad', '2024-03-21', 4, [MEERA, ISHAAN], True), ('Hyderabad', '2024-08-30', 3, [ISHAAN], True),
    ('Berlin', '2024-10-05', 3, [LENA], True), ('Berlin', '2024-12-14', 4, [LENA, JONAS], True),
    ('Prague', '2025-03-21', 5, [LENA], True), ('Prague', '2025-03-22', 4, [LENA], True),
    ('Pune', '2025-06-29', 8, [DIDI, AAI, BABA], True), ('Munich', '2025-09-27', 7, [LENA, JONAS], True),
    ('Berlin', '2025-12-20', 5, [LENA], True), ('Berlin', '2026-03-21', 4, [LENA], True),
    ('Berlin', '2026-06-13', 4, [], False),
]
photos = []
for c, day, n, ppl, gps in SHOOTS:
    t = datetime.fromisoformat(day + ' 11:00:00') + timedelta(minutes=R.randint(0, 120))
    for i in range(n):
        t += timedelta(minutes=R.randint(1, 40), seconds=R.randint(0, 59))
        p = {'file': t.strftime('IMG_%Y%m%d_%H%M%S.jpg'), 'takenAt': t.strftime('%Y-%m-%d %H:%M:%S'),
             'people': [x for x in ppl if R.random() < 0.8] if ppl else []}
        if ppl and not p['people']:
            p['people'] = [ppl[0]]
        if gps:
            la, lo = CITY[c]
            p['lat'] = round(la + R.uniform(-0.02, 0.02), 6)
            p['lon'] = round(lo + R.uniform(-0.02, 0.02), 6)
        photos.append(p)
with open(os.path.join(W, 'photos.json'), 'w') as f:
    json.dump(photos, f, indent=1, ensure_ascii=False)
with open(os.path.join(W, 'owner.txt'), 'w') as f:
    f.write(OWNER + '\n')
with open(os.path.join(W, 'time-zone.txt'), 'w') as f:
    f.write('Europe/Berlin\n')
print('messages', sum(len(c.items) for c in chats.values()), 'photos', len(photos), 'locations', len(locs))
