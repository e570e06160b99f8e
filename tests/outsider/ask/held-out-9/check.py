#!/usr/bin/env python3
"""Recomputes, from world/ only, every fact cases.jsonl expects and prints MISMATCH lines.
  python3 check.py          -> compare cases.jsonl with the recomputed facts (0 mismatches expected)
  python3 check.py --write  -> (re)write cases.jsonl from the definitions below
Conventions: a message is any line with an author (text, <Media omitted>, deleted, edited);
system lines are not messages. "chat with X" = the one-to-one chat file named after X.
Dates are local (the export's time zone). Photos belong to the nearest named place (< 60 km)."""
import collections, glob, json, math, os, re, sys
from datetime import date, datetime

HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, 'world')
LINE = re.compile(r'^(\d\d)/(\d\d)/(\d{4}), (\d\d):(\d\d) - (.*)$')
OWNER = open(os.path.join(W, 'owner.txt'), encoding='utf-8').read().strip()


def load_chats():
    chats = {}
    for f in sorted(glob.glob(os.path.join(W, 'chats', '*.txt'))):
        name = os.path.basename(f)[len('WhatsApp Chat with '):-4]
        out = []
        for ln in open(f, encoding='utf-8').read().split('\n'):
            m = LINE.match(ln)
            if m:
                d, mo, y, h, mi, rest = m.groups()
                t = datetime(int(y), int(mo), int(d), int(h), int(mi))
                if rest.startswith('Messages and calls are end-to-end'):
                    continue
                if ': ' in rest:
                    a, tx = rest.split(': ', 1)
                    out.append({'t': t, 'a': a, 'x': tx})
                else:
                    out.append({'t': t, 'a': None, 'x': rest})
            elif out and ln:
                out[-1]['x'] += '\n' + ln
        chats[name] = out
    return chats


C = load_chats()
P = json.load(open(os.path.join(W, 'photos.json'), encoding='utf-8'))
L = json.load(open(os.path.join(W, 'locations.json')))['locations']
FAMILY, UNI, CHAMA = 'Familia Were ❤️', 'UoN Stats Alumni 2022', 'Vijana Investment Club'
PLACES = {
    'Kisumu': (-0.0917, 34.7680), 'Nairobi': (-1.2864, 36.8172), 'Naivasha': (-0.7167, 36.4333),
    'Diani': (-4.3167, 39.5667), 'Kampala': (0.3476, 32.5825), 'Jinja': (0.4244, 33.2042),
    'London': (51.5072, -0.1276), 'Edinburgh': (55.9533, -3.1883),
}
ONE_TO_ONE = [k for k in C if k not in (FAMILY, UNI, CHAMA)]


def km(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (*a, *b))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 6371 * 2 * math.asin(math.sqrt(h))


def place_of(lat, lon):
    best = min(PLACES, key=lambda p: km((lat, lon), PLACES[p]))
    return best if km((lat, lon), PLACES[best]) < 60 else None


def D(s):
    return date.fromisoformat(s)


def msgs(chat=None, author=None, year=None, start=None, end=None, contains=None):
    out = []
    for name, ms in C.items():
        if chat and name != chat:
            continue
        for m in ms:
            if m['a'] is None:
                continue
            d = m['t'].date()
            if author and m['a'] != author:
                continue
            if year and d.year != year:
                continue
            if start and d < D(start):
                continue
            if end and d > D(end):
                continue
            if contains and contains.lower() not in m['x'].lower():
                continue
            out.append(dict(m, chat=name))
    return out


def n(**kw):
    return len(msgs(**kw))


def top(counter, margin=1.05):
    (a, x), (b, y) = counter.most_common(2)
    assert x >= y * margin, f'no clear winner {counter.most_common(3)}'
    return a


def top_chat(**kw):
    return top(collections.Counter({c: n(chat=c, **kw) for c in ONE_TO_ONE}))


def photos(place=None, year=None, person=None, places=None):
    out = []
    for p in P:
        pl = place_of(p['lat'], p['lon']) if 'lat' in p else None
        if place and pl != place:
            continue
        if places and pl not in places:
            continue
        if year and int(p['takenAt'][:4]) != year:
            continue
        if person and person not in p['people']:
            continue
        out.append(dict(p, place=pl))
    return out


def where_on(ds):
    c = collections.Counter(place_of(r['latitudeE7'] / 1e7, r['longitudeE7'] / 1e7)
                            for r in L if r['timestamp'][:10] == ds)
    ph = collections.Counter(p['place'] for p in photos() if p['takenAt'][:10] == ds and p['place'])
    assert len(c) == 1, (ds, c)
    pl = next(iter(c))
    assert not ph or set(ph) == {pl}, (ds, ph, pl)
    return pl


def sys_lines(chat, word):
    return [m for m in C[chat] if m['a'] is None and word in m['x']]


def sys_actor(chat, word):
    ls = sys_lines(chat, word)
    assert len(ls) == 1, (chat, word, ls)
    x = ls[0]['x']
    people = sorted({a for ms in C.values() for a in (m['a'] for m in ms) if a}, key=len, reverse=True)
    return next(p for p in people if x.startswith(p + ' '))


def first_day(**kw):
    return min(m['t'] for m in msgs(**kw)).date().isoformat()


def last_day(**kw):
    return max(m['t'] for m in msgs(**kw)).date().isoformat()


def month_top(**kw):
    c = collections.Counter(m['t'].strftime('%Y-%m') for m in msgs(**kw))
    return top(c, 1.0001)


def authors_of(word, chat=None):
    return sorted({m['a'] for m in msgs(contains=word, chat=chat)})


def gap_after(chat, days=60):
    ts = sorted(m['t'].date() for m in msgs(chat=chat))
    gaps = [(b - a).days for a, b in zip(ts, ts[1:])]
    i = max(range(len(gaps)), key=lambda k: gaps[k])
    assert gaps[i] >= days and sorted(gaps)[-2] < days
    return ts[i].isoformat(), ts[i + 1].isoformat()


G, JO, AW, OC, OT = 'Grace Were', 'Joseph Were', 'Awino Were', 'Ochieng Were', 'Otieno Odhiambo'
SH, KE, AM, HA, DA = 'Wanjiku Kamau', 'Kevin Mwangi', 'Amina Hassan', 'Harriet Cole', 'Daniel Ssempijja'
BR, FA = 'Brian Kiprop', 'Faith Njeri'


def winner(a, b, va, vb):
    assert va != vb and max(va, vb) >= min(va, vb) * 1.05, (a, b, va, vb)
    return (a, b) if va > vb else (b, a)


# Each case: (id, kind, question, calc -> expect dict, extras)
CASES = []


def case(id, kind, q, calc, **extra):
    CASES.append((id, kind, q, calc, extra))


def cmp_names(a, b, va, vb):
    w, l = winner(a, b, va, vb)
    return {'names': [w]}


# ---------------- who (10)
case('who-1', 'who', "who'd i text most in 2023", lambda: {'names': [top_chat(year=2023)]},
     why='largest one-to-one chat in 2023 (messages both ways)')
case('who-2', 'who', 'Who set up the chama group?', lambda: {'names': [sys_actor(CHAMA, 'created group')]},
     why='system line "created group" in the chama')
case('who-3', 'who', 'who renamed the family group to the harusi name',
     lambda: {'names': [sys_actor(FAMILY, 'to "Harusi')]}, why='subject change to "Harusi ya Awino & Brian"')
case('who-4', 'who', 'Who mentiond the ruracio?', lambda: {'names': authors_of('ruracio')},
     why='authors of messages containing "ruracio"')
case('who-5', 'who', 'who told the family that Dada amejifungua?',
     lambda: {'names': authors_of('amejifungua')},
     proof={'author': BR, 'date': '2025-10-05', 'contains': 'amejifungua'}, why='the birth announcement')
case('who-6', 'who', 'Who was in my uni group?',
     lambda: {'names': sorted({m['a'] for m in msgs(chat=UNI)} - {OWNER} - {a for a in {m['a'] for m in msgs(chat=UNI)} if a.startswith('+')})},
     why='named members who wrote in the uni group (one member is an unsaved number)')
case('who-7', 'who', 'who did I message most after moving to London?',
     lambda: {'names': [top_chat(start='2025-08-23')]}, why='largest one-to-one chat from 2025-08-23')
case('who-8', 'who', 'who in the family group said hongera for my graduation?',
     lambda: {'names': sorted({m['a'] for m in msgs(chat=FAMILY, contains='hongera') if 'graduation' in m['x'].lower() or m['t'].date() == D('2022-12-09')} - {OWNER})},
     why='family group congratulations on 2022-12-09 (Mama, Baba, Shangazi)')
case('who-9', 'who', 'who left the uni group', lambda: {'names': [sys_actor(UNI, ' left')]},
     why='system line "left" in the uni group')
case('who-10', 'who', 'Who wished me a happy birthday in 2025?',
     lambda: {'names': sorted({m['a'] for m in msgs(start='2025-06-14', end='2025-06-14')
                               if re.search(r'birthday|HBD|kuzaliwa', m['x'], re.I) and m['a'] != OWNER})},
     why='birthday wishes on 2025-06-14')

# ---------------- when (10)
case('when-1', 'when', 'When did I first message Harriet?', lambda: {'date': first_day(chat=HA)},
     proof={'author': HA, 'date': '2025-09-01', 'contains': 'Welcome'}, why='first message in the chat with Harriet')
case('when-2', 'when', 'when did i last hear from kevin', lambda: {'date': last_day(author=KE)},
     proof={'author': KE, 'date': '2023-09-14', 'contains': 'tutaonana'}, why="Kevin's last message anywhere")
case('when-3', 'when', 'When did I move to Kampala?',
     lambda: {'date': msgs(author=OWNER, contains='Nimefika Kampala')[0]['t'].date().isoformat()},
     proof={'author': OWNER, 'date': '2024-03-02', 'contains': 'Kampala'}, why='"Nimefika Kampala" to Mama; locations switch that day')
case('when-4', 'when', 'when did I get nyumbani for Christmas 2025?',
     lambda: {'date': msgs(author=OWNER, contains='Nyumbani tamu', start='2025-12-01')[0]['t'].date().isoformat()},
     proof={'author': OWNER, 'date': '2025-12-19', 'contains': 'Kisumu'}, why='"Mama nimefika Kisumu! Nyumbani tamu"; locations switch that day')
case('when-5', 'when', "When was Dada's ruracio?",
     lambda: {'date': msgs(author=JO, contains='Ruracio imeenda')[0]['t'].date().isoformat()},
     proof={'author': JO, 'date': '2024-08-10', 'contains': 'Ruracio'}, why='announced for 10 August; Baba reports it went well that day')
case('when-6', 'when', 'when was Zawadi born',
     lambda: {'date': msgs(contains='amejifungua')[0]['t'].date().isoformat()},
     proof={'author': BR, 'date': '2025-10-05', 'contains': 'Zawadi'}, why='"Awino amejifungua salama"')
case('when-7', 'when', 'When did things go quiet with Shiku?',
     lambda: {'month': gap_after(SH)[0][:7]}, why='last message before the long silence: 2024-06-01')
case('when-8', 'when', 'when did me and Shiku start talking again',
     lambda: {'date': gap_after(SH)[1]},
     proof={'author': OWNER, 'date': '2025-01-19', 'contains': 'pole'}, why='first message after the silence')
case('when-9', 'when', 'When did I arrive in London?',
     lambda: {'date': msgs(author=OWNER, contains='Nimefika London')[0]['t'].date().isoformat()},
     proof={'author': OWNER, 'date': '2025-08-23', 'contains': 'London'}, why='"Nimefika London salama"; locations switch that day')
case('when-10', 'when', 'when did i start my first job at Savanna Insights?',
     lambda: {'date': msgs(author=OWNER, contains='nimeanza kazi')[0]['t'].date().isoformat()},
     proof={'author': OWNER, 'date': '2023-01-16', 'contains': 'Savanna'}, why='"nimeanza kazi leo at Savanna Insights"')

# ---------------- how much (10)
case('much-1', 'how-much', 'How many messages did Harriet send me in 2026?', lambda: {'number': n(author=HA, year=2026)},
     why='Harriet writes only in her chat')
case('much-2', 'how-much', 'how many photos from Jinja?', lambda: {'number': len(photos(place='Jinja'))}, why='photos near Jinja')
case('much-3', 'how-much', 'How many messages did Amina and I exchange in 2024?', lambda: {'number': n(chat=AM, year=2024)},
     why='chat with Amina, both sides')
case('much-4', 'how-much', 'How many photos did I take in Uganda?',
     lambda: {'number': len(photos(places=('Kampala', 'Jinja')))}, why='Kampala + Jinja')
case('much-5', 'how-much', 'how many messages were posted in the family group in 2023',
     lambda: {'number': n(chat=FAMILY, year=2023)}, why='family group, everyone, system lines excluded')
case('much-6', 'how-much', 'How many photos is my sister in?', lambda: {'number': len(photos(person=AW))},
     why='photos tagged Awino Were')
case('much-7', 'how-much', 'how many times did I wish Amina Eid Mubarak',
     lambda: {'number': n(author=OWNER, chat=AM, contains='Eid Mubarak')}, why='one per Eid al-Fitr 2022-2026')
case('much-8', 'how-much', 'How much was the monthly chama contribution when it started?',
     lambda: {'number': int(re.search(r'KSh ([\d,]+)', msgs(chat=CHAMA, contains='Michango ya kila mwezi')[0]['x']).group(1).replace(',', ''))},
     proof={'author': OT, 'date': '2022-06-05', 'contains': 'KSh'}, why='"Michango ya kila mwezi ni KSh 2,000"')
case('much-9', 'how-much', 'How many messages did Daniel send me while I lived in Kampala?',
     lambda: {'number': n(author=DA, start='2024-03-02', end='2025-08-22')}, why='Daniel, 2024-03-02..2025-08-22')
case('much-10', 'how-much', 'how many pics did i take the year i moved to London',
     lambda: {'number': len(photos(year=int(msgs(author=OWNER, contains='Nimefika London')[0]['t'].year)))},
     why='photos taken in 2025')

# ---------------- compare (10)
case('cmp-1', 'compare', 'Did I write more to Otis or Shiku in 2023?',
     lambda: cmp_names(OT, SH, n(chat=OT, author=OWNER, year=2023), n(chat=SH, author=OWNER, year=2023)),
     why="owner's own messages in each one-to-one chat in 2023")
case('cmp-2', 'compare', 'Mama or Dada - who did I talk to more in 2025?',
     lambda: cmp_names(G, AW, n(chat=G, year=2025), n(chat=AW, year=2025)), why='one-to-one chats, both sides')
case('cmp-3', 'compare', 'were there more photos from Diani or Naivasha?',
     lambda: {'place': winner('Diani', 'Naivasha', len(photos(place='Diani')), len(photos(place='Naivasha')))[0]},
     why='photo counts per place')
case('cmp-4', 'compare', 'Did I message Daniel more in 2024 or 2025?',
     lambda: {'year': int(winner('2024', '2025', n(chat=DA, year=2024), n(chat=DA, year=2025))[0])},
     why='chat with Daniel per year')
case('cmp-5', 'compare', 'Who posted more in the family group in 2024, Mama or Baba?',
     lambda: cmp_names(G, JO, n(chat=FAMILY, author=G, year=2024), n(chat=FAMILY, author=JO, year=2024)),
     why='family group only')
case('cmp-6', 'compare', 'kaka or baba, who have I exchanged more messages with overall?',
     lambda: cmp_names(OC, JO, n(chat=OC), n(chat=JO)), why='one-to-one chats, all time')
case('cmp-7', 'compare', 'Was I more active in the uni group in 2022 or 2023?',
     lambda: {'year': int(winner('2022', '2023', n(chat=UNI, author=OWNER, year=2022), n(chat=UNI, author=OWNER, year=2023))[0])},
     why="owner's messages in the uni group")
case('cmp-8', 'compare', 'Did Harriet or Mum send me more messages in 2026?',
     lambda: cmp_names(HA, G, n(author=HA, year=2026), n(chat=G, author=G, year=2026)), why="each one's messages to me in their chat")
case('cmp-9', 'compare', 'more photos in London or in Edinburgh?',
     lambda: {'place': winner('London', 'Edinburgh', len(photos(place='London')), len(photos(place='Edinburgh')))[0]},
     why='photo counts per place')
case('cmp-10', 'compare', 'did i txt amina more in 2022 or 2023',
     lambda: {'year': int(winner('2022', '2023', n(chat=AM, year=2022), n(chat=AM, year=2023))[0])},
     why='chat with Amina per year')

# ---------------- where (10)
case('where-1', 'where', 'Where was I on my birthday 2024?', lambda: {'place': where_on('2024-06-14')},
     why='birthday = 14 June (wishes every year); locations and photos that day')
case('where-2', 'where', 'whre was i on christmas 2023', lambda: {'place': where_on('2023-12-25')}, why='locations + photos on 2023-12-25')
case('where-3', 'where', "Where did I spend New Year's Eve 2023?", lambda: {'place': where_on('2023-12-31')}, why='locations on 2023-12-31')
case('where-4', 'where', 'Where were my graduation photos taken?',
     lambda: {'place': collections.Counter(p['place'] for p in photos() if p['takenAt'][:10] == '2022-12-09').most_common(1)[0][0]},
     why='graduation 2022-12-09; photos that day')
case('where-5', 'where', 'Where was I on my birthday last year?', lambda: {'place': where_on('2025-06-14')},
     why='last year = 2025')
case('where-6', 'where', 'where did i go for the Easter weekend 2026', lambda: {'place': where_on('2026-04-04')},
     why='Easter 2026 = 3-5 April')
case('where-7', 'where', "Where was I for Dada's ruracio?", lambda: {'place': where_on('2024-08-10')},
     why='ruracio 2024-08-10; locations + photos')
case('where-8', 'where', 'where do I have the most photos with Daniel?',
     lambda: {'place': top(collections.Counter(p['place'] for p in photos(person=DA)))}, why='photos tagged Daniel by place')
case('where-9', 'where', 'Where was I living in 2023?',
     lambda: {'place': top(collections.Counter(place_of(r['latitudeE7'] / 1e7, r['longitudeE7'] / 1e7) for r in L if r['timestamp'][:4] == '2023'), 2)},
     why='most location records in 2023')
case('where-10', 'where', 'where was I on 8 April 2023?', lambda: {'place': where_on('2023-04-08')}, why='Naivasha trip')

# ---------------- what (12)
case('what-1', 'what', 'What did Mama say when I told her about the London kazi?',
     lambda: {'place': 'London' if msgs(author=G, contains='London', start='2025-07-10', end='2025-07-10') else None},
     proof={'author': G, 'date': '2025-07-10', 'contains': 'London'}, why="Mama's reply that evening")
case('what-2', 'what', 'what did Baba say about the dowry?',
     lambda: {'number': int(re.search(r"ng'ombe (\d+)", msgs(author=JO, contains='Mahari')[0]['x']).group(1))},
     proof={'author': JO, 'date': '2024-08-10', 'contains': 'Mahari'}, why='"Mahari imekubaliwa: ng\'ombe 12"')
case('what-3', 'what', "what's my rent in london",
     lambda: {'number': int(re.search(r'£([\d,]+)', msgs(author=OWNER, contains='rent')[0]['x']).group(1).replace(',', ''))},
     proof={'author': OWNER, 'date': '2025-09-14', 'contains': 'rent'}, why='told Mama £1,350 a month')
case('what-4', 'what', 'What did Daniel say about my apartment in Kampala?',
     lambda: {'place': 'Kololo' if msgs(author=DA, contains='apartment in Kololo') else None},
     proof={'author': DA, 'date': '2024-03-02', 'contains': 'apartment'}, why='"The apartment in Kololo is ready"')
case('what-5', 'what', "what's the baby's name?",
     lambda: {'names': ['Zawadi'] if msgs(author=BR, contains='Zawadi') else []},
     proof={'author': BR, 'date': '2025-10-05', 'contains': 'Zawadi'}, why='"tumemwita Zawadi"')
case('what-6', 'what', 'what was the company I joined in Kampala called',
     lambda: {'names': ['Nile Fintech'] if msgs(author=OWNER, contains='Nile Fintech') else []},
     proof={'author': OWNER, 'date': '2024-02-12', 'contains': 'Nile Fintech'}, why='told Mama she accepted the offer')
case('what-7', 'what', 'What did Amina suggest for our Diani trip?',
     lambda: {'place': 'Galu' if msgs(author=AM, contains='Galu') else None},
     proof={'author': AM, 'date': '2023-12-10', 'contains': 'Galu'}, why='"beach ya Galu"')
case('what-8', 'what', 'what did my uncle say about the harusi?',
     lambda: {'date': msgs(author='Peter Onyango', contains='Harusi')[0]['t'].date().isoformat()},
     proof={'author': 'Peter Onyango', 'date': '2024-12-14', 'contains': 'Harusi'}, why='Mjomba in the family group on the wedding day')
case('what-9', 'what', 'what did Awino say about where the harusi would be?',
     lambda: {'place': 'Kisumu' if msgs(author=AW, contains="St. Stephen's Church Kisumu") else None},
     proof={'author': AW, 'date': '2024-11-02', 'contains': 'Harusi'}, why="St. Stephen's Church Kisumu, 14 December")
case('what-10', 'what', 'What did Harriet plan for Easter?',
     lambda: {'place': 'Edinburgh' if msgs(author=HA, contains='Edinburgh for Easter') else None},
     proof={'author': HA, 'date': '2026-03-20', 'contains': 'Edinburgh'}, why='"Edinburgh for Easter weekend?"')
case('what-11', 'what', 'what did the chama decide in January 2024?',
     lambda: {'number': int(re.search(r'KSh ([\d,]+)', msgs(chat=CHAMA, author=OT, start='2024-01-01', end='2024-01-31', contains='michango')[0]['x']).group(1).replace(',', ''))},
     proof={'author': OT, 'date': '2024-01-08', 'contains': 'michango'}, why='contribution raised to KSh 3,000')
case('what-12', 'what', 'What did my brother say after I moved to London?',
     lambda: {'date': msgs(author=OC, contains='London', start='2025-08-23')[0]['t'].date().isoformat()},
     proof={'author': OC, 'date': '2025-08-24', 'contains': 'anakumiss'}, why='"Kaka yako anakumiss tayari"')

# ---------------- change (12)
case('change-1', 'change', 'When did things get tense with Shiku?',
     lambda: {'date': msgs(author=SH, contains='Umebadilika')[0]['t'].date().isoformat()},
     proof={'author': SH, 'date': '2024-05-28', 'contains': 'Umebadilika'}, why='the fallout; silence follows')
case('change-2', 'change', 'how did my chats with Kevin change after 2022? when did they stop?',
     lambda: {'month': last_day(chat=KE)[:7]}, why='172→~40 messages a year, ends 2023-09-14')
case('change-3', 'change', 'How much did I still talk to Daniel after I moved to London? how many messages',
     lambda: {'number': n(chat=DA, start='2025-08-23')}, why='chat with Daniel from 2025-08-23, both sides')
case('change-4', 'change', 'How did the family group name change over time?',
     lambda: {'names': [re.search(r'to "([^"💍]+?)\s*💍?"', m['x']).group(1).strip() for m in sys_lines(FAMILY, 'changed the subject')][:2]},
     why='subject changes: Ruracio ya Awino 💍 → Harusi ya Awino & Brian → Familia Were ❤️')
case('change-5', 'change', 'what happened to the uni group after graduation',
     lambda: {'names': [re.search(r'to "([^"]+)"', sys_lines(UNI, 'changed the subject')[0]['x']).group(1)]},
     why='renamed to "UoN Stats Alumni 2022" on 2022-12-10')
case('change-6', 'change', 'who stopped being in the chama in 2025?',
     lambda: {'names': [sys_actor(CHAMA, ' left')]}, why='Faith Njeri left; an unsaved number was removed')
case('change-7', 'change', 'how did my chats with Otis change in 2025 compared to 2024 - how many in 2025?',
     lambda: {'number': n(chat=OT, year=2025)}, why='chat with Otis per year')
case('change-8', 'change', 'How did things with Harriet grow? how many messages in 2026?',
     lambda: {'number': n(chat=HA, year=2026)}, why='chat with Harriet, 2026 (2025 had fewer)')
case('change-9', 'change', 'what was my busiest month with Harriet',
     lambda: {'month': month_top(chat=HA)}, why='chat with Harriet per month')
case('change-10', 'change', 'Did the uni group die down after 2022? how many messages in 2023',
     lambda: {'number': n(chat=UNI, year=2023)}, why='uni group, 2023')
case('change-11', 'change', 'How long was the silence between me and Wanjiku, when did it end?',
     lambda: {'date': gap_after(SH)[1]}, why='2024-06-01 → 2025-01-19')
case('change-12', 'change', 'which month was the family group busiest?',
     lambda: {'month': month_top(chat=FAMILY)}, why='family group per month')

# ---------------- follow-up (10)
case('fu-1', 'follow-up', 'and in 2022?', lambda: {'number': n(chat=AM, year=2022)}, after='much-3',
     why='chat with Amina, 2022')
case('fu-2', 'follow-up', 'what about Daniel?', lambda: {'number': n(author=DA, year=2026)}, after='much-1',
     why="Daniel's messages in 2026")
case('fu-3', 'follow-up', 'and on my birthday 2022?', lambda: {'place': where_on('2022-06-14')}, after='where-1',
     why='locations on 2022-06-14')
case('fu-4', 'follow-up', 'and Daniel?', lambda: {'date': first_day(chat=DA)}, after='when-1',
     proof={'author': DA, 'date': '2024-02-21', 'contains': 'Daniel'}, why='first message in the chat with Daniel')
case('fu-5', 'follow-up', 'and Diani?', lambda: {'number': len(photos(place='Diani'))}, after='much-2',
     why='photos near Diani')
case('fu-6', 'follow-up', 'and from the chama?', lambda: {'names': [sys_actor(CHAMA, ' left')]}, after='who-9',
     why='chama "left" line')
case('fu-7', 'follow-up', 'what about 2022?',
     lambda: cmp_names(G, AW, n(chat=G, year=2022), n(chat=AW, year=2022)), after='cmp-2', why='2022 comparison')
case('fu-8', 'follow-up', 'and the harusi?',
     lambda: {'date': msgs(author='Peter Onyango', contains='Harusi imekuwa')[0]['t'].date().isoformat()},
     after='when-5', proof={'author': 'Peter Onyango', 'date': '2024-12-14', 'contains': 'Harusi'},
     why='wedding 14 December 2024')
case('fu-9', 'follow-up', 'and in 2025?', lambda: {'number': n(chat=FAMILY, year=2025)}, after='much-5',
     why='family group, 2025')
case('fu-10', 'follow-up', 'and in 2026?', lambda: {'names': [top_chat(year=2026)]}, after='who-1',
     why='largest one-to-one chat in 2026')

# ---------------- cannot (8)
for i, (q, none, why) in enumerate([
    ("What's my salary at Thames Analytics?", [], 'salary never mentioned'),
    ('Will Shiku visit me in London next year?', [], 'future'),
    ('When did I last talk to Tom Baker?', ['Tom Baker'], 'no such person'),
    ('Which hospital was Zawadi born in?', [], 'never mentioned'),
    ('what was my final year project about', [], 'never mentioned'),
    ('How many messages did I send Otis on Telegram?', [], 'only WhatsApp exports'),
    ("What's Harriet's home address?", [], 'never mentioned'),
    ("Who will be Zawadi's godmother?", [], 'future, never mentioned'),
], 1):
    case(f'cannot-{i}', 'cannot', q, (lambda none=none: {'none': none} if none else {}), answerable=False, why=why)

KINDS = {'who': 10, 'when': 10, 'how-much': 10, 'compare': 10, 'where': 10, 'what': 12, 'change': 12,
         'follow-up': 10, 'cannot': 8}


def build():
    out = []
    for id, kind, q, calc, extra in CASES:
        c = {'id': id, 'kind': kind, 'question': q}
        if 'after' in extra:
            c['after'] = extra['after']
        c['expect'] = calc()
        if extra.get('answerable') is False:
            c['answerable'] = False
        if 'proof' in extra:
            c['proof'] = extra['proof']
        c['why'] = extra.get('why', '')
        out.append(c)
    return out


def proof_ok(p):
    return any(m['a'] == p['author'] and m['t'].date().isoformat() == p['date'] and p['contains'].lower() in m['x'].lower()
               for m in msgs())


def main():
    built = build()
    if '--write' in sys.argv:
        with open(os.path.join(HERE, 'cases.jsonl'), 'w', encoding='utf-8') as f:
            for c in built:
                f.write(json.dumps(c, ensure_ascii=False) + '\n')
    have = {}
    for ln in open(os.path.join(HERE, 'cases.jsonl'), encoding='utf-8'):
        if ln.strip():
            c = json.loads(ln)
            have[c['id']] = c
    bad = 0
    ids = [c['id'] for c in built]
    for c in built:
        h = have.get(c['id'])
        if h is None:
            print('MISMATCH', c['id'], 'missing from cases.jsonl'); bad += 1; continue
        for k, v in c['expect'].items():
            if v in (None, [], ''):
                if k != 'none':
                    print('MISMATCH', c['id'], k, 'not found in the data'); bad += 1
        if h.get('expect') != c['expect']:
            print('MISMATCH', c['id'], 'expect', h.get('expect'), '!=', c['expect']); bad += 1
        if h.get('question') != c['question'] or h.get('after') != c.get('after'):
            print('MISMATCH', c['id'], 'question/after differ'); bad += 1
        if not c['expect'] and c.get('answerable') is not False:
            print('MISMATCH', c['id'], 'no expectation'); bad += 1
        p = h.get('proof')
        if p and not proof_ok(p):
            print('MISMATCH', c['id'], 'proof not found', p); bad += 1
        if p and c['kind'] == 'when' and 'date' in c['expect'] and p['date'] != c['expect']['date']:
            print('MISMATCH', c['id'], 'proof date differs from the expected date'); bad += 1
        if c.get('after') and c['after'] not in ids[:ids.index(c['id'])]:
            print('MISMATCH', c['id'], 'after must name an earlier case'); bad += 1
    for k in set(have) - set(ids):
        print('MISMATCH', k, 'in cases.jsonl but not defined'); bad += 1
    kinds = collections.Counter(c['kind'] for c in built)
    if kinds != collections.Counter(KINDS):
        print('MISMATCH kinds', dict(kinds)); bad += 1
    msgs_n = n()
    print(f'{len(built)} cases, {dict(kinds)}; {len(C)} chats, {msgs_n} messages, {len(P)} photos, '
          f'{len(L)} location records; {bad} mismatches')
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
