#!/usr/bin/env python3
"""Recomputes from world/ every fact cases.jsonl expects; prints MISMATCH lines (0 expected).

Parses the WhatsApp Android exports itself (US locale, 12-hour, U+202F or space before AM/PM).
Run: python3 make_world.py && python3 check.py
"""
import glob, json, math, os, re, sys
from collections import Counter, defaultdict
from datetime import datetime, date

HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, 'world')
LINE = re.compile(r'^(\d{1,2})/(\d{1,2})/(\d{2}), (\d{1,2}):(\d{2})[\u202f ](AM|PM) - (.*)$')


def load():
    msgs, system = [], []
    for path in sorted(glob.glob(os.path.join(W, 'chats', '*.txt'))):
        chat = os.path.basename(path)[len('WhatsApp Chat with '):-4]
        last = None
        for raw in open(path, encoding='utf-8').read().split('\n'):
            m = LINE.match(raw)
            if not m:
                if last is not None and raw:
                    last['text'] += '\n' + raw
                continue
            mo, d, y, h, mi, ap, rest = m.groups()
            h = int(h) % 12 + (12 if ap == 'PM' else 0)
            at = datetime(2000 + int(y), int(mo), int(d), h, int(mi))
            if rest.startswith('Messages and calls are end-to-end encrypted'):
                last = None
                continue
            if ': ' in rest:
                a, t = rest.split(': ', 1)
                last = {'chat': chat, 'at': at, 'author': a, 'text': t}
                msgs.append(last)
            else:
                system.append({'chat': chat, 'at': at, 'text': rest})
                last = None
    photos = json.load(open(os.path.join(W, 'photos.json'), encoding='utf-8'))
    locs = json.load(open(os.path.join(W, 'locations.json')))['locations']
    owner = open(os.path.join(W, 'owner.txt')).read().strip()
    return msgs, system, photos, locs, owner


MSGS, SYSTEM, PHOTOS, LOCS, OWNER = load()
CITY = {'Pune': (18.5204, 73.8567), 'Bengaluru': (12.9716, 77.5946), 'Hyderabad': (17.4401, 78.3489),
        'Goa': (15.4909, 73.8278), 'Mumbai': (19.0178, 72.8478), 'Berlin': (52.5200, 13.4050),
        'Prague': (50.0875, 14.4213), 'Munich': (48.1351, 11.5820)}
GROUPS = {"CSE Batch '22 🎓", 'Kulkarni-Deshmukh Parivar 🪔', 'Team Spree 🐻'}
FAM, COL, OFF = 'Kulkarni-Deshmukh Parivar 🪔', "CSE Batch '22 🎓", 'Team Spree 🐻'


def city_of(lat, lon):
    best = min(CITY, key=lambda c: (CITY[c][0] - lat) ** 2 + (CITY[c][1] - lon) ** 2)
    la, lo = CITY[best]
    return best if abs(la - lat) < 0.2 and abs(lo - lon) < 0.2 else None


def yr(m, y):
    return m['at'].year == y


def n_chat(chat, year=None, author=None, month=None):
    """messages in a chat (optionally in a year/month 'YYYY-MM', by an author)"""
    return sum(1 for m in MSGS if m['chat'] == chat and (year is None or m['at'].year == year)
               and (month is None or m['at'].strftime('%Y-%m') == month) and (author is None or m['author'] == author))


def n_authored(person, year=None):
    return sum(1 for m in MSGS if m['author'] == person and (year is None or m['at'].year == year))


def one_to_one_totals(pred):
    c = Counter(m['chat'] for m in MSGS if m['chat'] not in GROUPS and pred(m))
    return c


def top_person(pred):
    """top person by 1:1 chat volume; also verifies the same person tops by messages authored anywhere
    plus owner messages into their 1:1 chat (robust to either reading)"""
    a = one_to_one_totals(pred).most_common()
    b = Counter(m['author'] for m in MSGS if m['author'] != OWNER and pred(m)).most_common()
    return a, b


def first_date(pred):
    return min(m['at'] for m in MSGS if pred(m)).date().isoformat()


def last_date(pred):
    return max(m['at'] for m in MSGS if pred(m)).date().isoformat()


def photos_in(city=None, year=None, person=None):
    n = 0
    for p in PHOTOS:
        if city is not None and ('lat' not in p or city_of(p['lat'], p['lon']) != city):
            continue
        if year is not None and not p['takenAt'].startswith(str(year)):
            continue
        if person is not None and person not in p['people']:
            continue
        n += 1
    return n


def place_on(day):
    """city of the location records and photos of a local day (they must agree)"""
    cs = {city_of(l['latitudeE7'] / 1e7, l['longitudeE7'] / 1e7) for l in LOCS if l['timestamp'][:10] == day}
    cs |= {city_of(p['lat'], p['lon']) for p in PHOTOS if p['takenAt'][:10] == day and 'lat' in p}
    return cs


def monthly(pred):
    return Counter(m['at'].strftime('%Y-%m') for m in MSGS if pred(m))


BAD = []


def need(cond, what):
    if not cond:
        BAD.append(what)


def one(pairs, what):
    """pairs = most_common list; require a clear winner (>=15% ahead) and return it"""
    need(len(pairs) >= 1, what + ': empty')
    if len(pairs) >= 2:
        need(pairs[0][1] >= 1.15 * pairs[1][1], f'{what}: no clear winner {pairs[:3]}')
    return pairs[0][0]


def facts():
    """id -> expected fields recomputed from world/"""
    F = {}
    # ---------------- who
    a, b = top_person(lambda m: yr(m, 2025))
    F['who-01'] = {'names': [one(a, 'who-01 1:1')]}
    need(one(b, 'who-01 authored') == F['who-01']['names'][0], 'who-01 readings disagree')
    a, b = top_person(lambda m: yr(m, 2022))
    F['who-02'] = {'names': [one(a, 'who-02 1:1')]}
    need(one(b, 'who-02 authored') == F['who-02']['names'][0], 'who-02 readings disagree')
    F['who-03'] = {'names': sorted({m['author'] for m in MSGS if m['chat'] == COL} - {OWNER})}
    first24 = min((m for m in MSGS if m['at'].date() == date(2024, 3, 21) and m['author'] != OWNER
                   and re.search(r'birthday|bday|janamdin|hbd', m['text'], re.I)), key=lambda m: m['at'])
    F['who-04'] = {'names': [first24['author']]}
    wishers = sorted({m['author'] for m in MSGS if m['chat'] == OFF and re.search('diwali', m['text'], re.I)})
    F['who-05'] = {'names': wishers, 'none': sorted({m['author'] for m in MSGS if m['chat'] == OFF} - set(wishers) - {OWNER, '+49 1512 3456789'})}
    added = [s for s in SYSTEM if s['chat'] == FAM and ' added +91' in s['text']]
    need(len(added) == 1, 'who-06 one add')
    F['who-06'] = {'names': [added[0]['text'].split(' added ')[0]]}
    ren = [s for s in SYSTEM if s['chat'] == FAM and 'changed the subject' in s['text']]
    need(len(ren) == 1, 'who-07 one rename')
    F['who-07'] = {'names': [ren[0]['text'].split(' changed the subject')[0]]}
    left = [s['text'][:-5] for s in SYSTEM if s['chat'] == OFF and s['text'].endswith(' left')]
    F['who-08'] = {'names': left}
    a, b = top_person(lambda m: m['at'].strftime('%Y-%m') == '2024-09')
    F['who-09'] = {'names': [one(a, 'who-09')]}
    need(one(b, 'who-09 authored') == F['who-09']['names'][0], 'who-09 readings disagree')
    goa = set()
    for p in PHOTOS:
        if 'lat' in p and city_of(p['lat'], p['lon']) == 'Goa':
            goa |= set(p['people'])
    F['who-10'] = {'names': sorted(goa), 'none': ['Meera Iyer', 'Lena Fischer']}
    # ---------------- when
    F['when-01'] = {'date': first_date(lambda m: m['chat'] == 'Meera Iyer')}
    F['when-02'] = {'date': first_date(lambda m: 'Landed in Berlin' in m['text'])}
    need(place_on(F['when-02']['date']) >= {'Berlin'}, 'when-02 location Berlin')
    F['when-03'] = {'date': first_date(lambda m: 'Sagai ho gayi' in m['text'])}
    F['when-04'] = {'date': first_date(lambda m: 'shaadi sampann' in m['text'])}
    F['when-05'] = {'month': last_date(lambda m: m['chat'] == 'Priya Deshpande' and m['at'] < datetime(2023, 6, 1))[:7]}
    F['when-06'] = {'date': first_date(lambda m: m['chat'] == 'Priya Deshpande' and m['at'] > datetime(2023, 5, 1))}
    F['when-07'] = {'date': last_date(lambda m: m['author'] == 'Karan Mehta')}
    F['when-08'] = {'date': first_date(lambda m: m['chat'] == 'Ishaan Rao')}
    F['when-09'] = {'date': first_date(lambda m: m['text'].startswith('Beta hua'))}
    F['when-10'] = {'date': first_date(lambda m: 'Kiezwerk se offer' in m['text'])}
    # ---------------- how much
    F['num-01'] = {'number': n_chat('Meera Iyer', 2023, 'Meera Iyer')}
    F['num-02'] = {'number': photos_in('Goa')}
    F['num-03'] = {'number': n_chat(FAM, 2024)}
    F['num-04'] = {'number': photos_in('Prague')}
    F['num-05'] = {'number': n_chat('Vandana Joshi', 2025, OWNER)}
    F['num-06'] = {'number': photos_in(person='Lena Fischer')}
    F['num-07'] = {'number': n_chat('Ishaan Rao', 2024, 'Ishaan Rao')}
    F['num-08'] = {'number': n_authored('Karan Mehta', 2022)}
    F['num-09'] = {'number': photos_in(year=2023)}
    F['num-10'] = {'number': n_chat('Neha Kulkarni', month='2023-12')}
    # ---------------- compare
    def cmp(x, y, what):
        (na, va), (nb, vb) = x, y
        need(va != vb and max(va, vb) >= 1.1 * min(va, vb), f'{what}: too close {va} {vb}')
        return (na, va) if va > vb else (nb, vb)
    w, v = cmp(('Sunita Kulkarni', n_chat('Sunita Kulkarni', 2024, OWNER)), ('Neha Kulkarni', n_chat('Neha Kulkarni', 2024, OWNER)), 'cmp-01')
    F['cmp-01'] = {'names': [w], 'number': v}
    w, v = cmp(('Meera Iyer', n_chat('Meera Iyer', 2023, 'Meera Iyer')), ('Ishaan Rao', n_chat('Ishaan Rao', 2023, 'Ishaan Rao')), 'cmp-02')
    F['cmp-02'] = {'names': [w], 'number': v}
    w, v = cmp(('Munich', photos_in('Munich')), ('Prague', photos_in('Prague')), 'cmp-03')
    F['cmp-03'] = {'place': w, 'number': v}
    w, v = cmp(('Rahul Nair', n_chat(COL, author='Rahul Nair')), ('Sneha Reddy', n_chat(COL, author='Sneha Reddy')), 'cmp-04')
    F['cmp-04'] = {'names': [w], 'number': v}
    w, v = cmp(('Lena Fischer', n_chat('Lena Fischer', 2025)), ('Meera Iyer', n_chat('Meera Iyer', 2025)), 'cmp-05')
    F['cmp-05'] = {'names': [w], 'number': v}
    w, v = cmp((2022, n_chat('Karan Mehta', 2022)), (2023, n_chat('Karan Mehta', 2023)), 'cmp-06')
    F['cmp-06'] = {'year': w, 'number': v}
    w, v = cmp(('Prakash Kulkarni', n_chat(FAM, author='Prakash Kulkarni')), ('Sunita Kulkarni', n_chat(FAM, author='Sunita Kulkarni')), 'cmp-07')
    F['cmp-07'] = {'names': [w], 'number': v}
    w, v = cmp((2023, n_chat(FAM, 2023)), (2024, n_chat(FAM, 2024)), 'cmp-08')
    F['cmp-08'] = {'year': w, 'number': v}
    w, v = cmp(('Goa', photos_in('Goa')), ('Mumbai', photos_in('Mumbai')), 'cmp-09')
    F['cmp-09'] = {'place': w, 'number': v}
    w, v = cmp(('Varun Kulkarni', n_chat('Varun Kulkarni', 2025, 'Varun Kulkarni')), ('Neha Kulkarni', n_chat('Neha Kulkarni', 2025, 'Neha Kulkarni')), 'cmp-10')
    F['cmp-10'] = {'names': [w], 'number': v}
    # ---------------- where
    def only_place(day, what):
        cs = place_on(day)
        need(len(cs) == 1 and None not in cs, f'{what}: places {cs}')
        return sorted(cs, key=str)[0]
    F['where-01'] = {'place': only_place('2025-03-21', 'where-01')}
    F['where-02'] = {'place': only_place('2023-11-12', 'where-02')}
    F['where-03'] = {'place': only_place(F['when-04']['date'], 'where-03')}
    F['where-04'] = {'place': Counter(city_of(l['latitudeE7'] / 1e7, l['longitudeE7'] / 1e7) for l in LOCS
                                      if l['timestamp'][:7] == '2025-03' and city_of(l['latitudeE7'] / 1e7, l['longitudeE7'] / 1e7) != 'Berlin').most_common(1)[0][0]}
    F['where-05'] = {'place': only_place('2023-08-13', 'where-05')}
    F['where-06'] = {'place': only_place('2022-12-31', 'where-06')}
    F['where-07'] = {'place': only_place(first_date(lambda m: 'Wiesn crew' in m['text']), 'where-07')}
    F['where-08'] = {'place': Counter(city_of(l['latitudeE7'] / 1e7, l['longitudeE7'] / 1e7) for l in LOCS
                                      if '2023-01-02' <= l['timestamp'][:10] < '2024-09-10').most_common(1)[0][0]}
    lc = Counter(city_of(p['lat'], p['lon']) for p in PHOTOS if 'Lena Fischer' in p['people'] and 'lat' in p).most_common()
    F['where-09'] = {'place': one(lc, 'where-09')}
    F['where-10'] = {'place': Counter(city_of(l['latitudeE7'] / 1e7, l['longitudeE7'] / 1e7) for l in LOCS
                                      if l['timestamp'][:7] <= '2022-05').most_common(1)[0][0]}
    # ---------------- what (proofs only; checked below), t-04 / t-09 names
    F['what-04'] = {'names': [re.search(r'naam (\w+) rakha', m['text']).group(1) for m in MSGS if 'Naamkaran' in m['text']][:1]}
    F['what-09'] = {'names': ['Kiezwerk']}
    need(any('Kiezwerk' in m['text'] for m in MSGS), 'what-09 Kiezwerk in data')
    # ---------------- change
    F['chg-01'] = {'month': F['when-05']['month'], 'date': F['when-06']['date']}
    by_year = Counter(m['at'].year for m in MSGS if m['chat'] == 'Karan Mehta')
    F['chg-02'] = {'year': one(by_year.most_common(), 'chg-02 year'), 'date': F['when-07']['date']}
    # first month Lena tops the 1:1 ranking (and stays top every later month)
    months = sorted({m['at'].strftime('%Y-%m') for m in MSGS})
    tops = {mo: Counter(m['chat'] for m in MSGS if m['chat'] not in GROUPS and m['at'].strftime('%Y-%m') == mo).most_common(1)[0][0] for mo in months}
    firstlena = next(mo for mo in months if tops[mo] == 'Lena Fischer')
    F['chg-03'] = {'month': firstlena}
    later = [mo for mo in months if mo >= firstlena]
    need(sum(tops[mo] != 'Lena Fischer' for mo in later) <= 2, 'chg-03 Lena stays top (at most 2 exceptions)')
    ish = monthly(lambda m: m['chat'] == 'Ishaan Rao')
    before = sum(ish[mo] for mo in ish if '2023-09' <= mo <= '2024-08') / 12
    after = sum(ish[mo] for mo in ish if '2024-09' <= mo <= '2025-08') / 12
    need(after < before / 3, 'chg-04 Ishaan drop')
    F['chg-04'] = {'month': '2024-09'}
    F['chg-05'] = {'month': one(monthly(lambda m: m['chat'] == FAM).most_common(), 'chg-05')}
    F['chg-06'] = {'month': one(monthly(lambda m: m['chat'] == 'Sunita Kulkarni').most_common(), 'chg-06')}
    F['chg-07'] = {'month': last_date(lambda m: m['chat'] == COL)[:7]}
    F['chg-08'] = {'year': one(Counter(m['at'].year for m in MSGS).most_common(), 'chg-08')}
    F['chg-09'] = {'names': [re.search(r'to "(.*?)[^\w\s-]*"$', ren[0]['text']).group(1).strip()]}
    F['chg-10'] = {'month': one(monthly(lambda m: m['chat'] == 'Neha Kulkarni').most_common(), 'chg-10')}
    a, _ = top_person(lambda m: m['at'] >= datetime(2024, 9, 10))
    F['chg-11'] = {'names': [one(a, 'chg-11')]}
    mee = monthly(lambda m: m['chat'] == 'Meera Iyer')
    mb = sum(mee[mo] for mo in mee if '2023-09' <= mo <= '2024-08') / 12
    ma = sum(mee[mo] for mo in mee if '2024-09' <= mo <= '2025-08') / 12
    need(ma > 1.5 * mb, f'chg-12 Meera rise {mb} {ma}')
    F['chg-12'] = {'month': '2024-09'}
    # ---------------- follow-ups
    F['fu-01'] = {'number': n_chat('Meera Iyer', 2024, 'Meera Iyer')}
    a, b = top_person(lambda m: yr(m, 2023))
    F['fu-02'] = {'names': [one(a, 'fu-02')]}
    need(one(b, 'fu-02 authored') == F['fu-02']['names'][0], 'fu-02 readings disagree')
    F['fu-03'] = {'number': photos_in('Munich')}
    w, v = cmp(('Sunita Kulkarni', n_chat('Sunita Kulkarni', 2025, OWNER)), ('Neha Kulkarni', n_chat('Neha Kulkarni', 2025, OWNER)), 'fu-04')
    F['fu-04'] = {'names': [w], 'number': v}
    F['fu-05'] = {'date': '2023-12-06'}
    need(any(m['at'].date() == date(2023, 12, 6) and 'Mehendi' in m['text'] for m in MSGS), 'fu-05 mehendi day')
    F['fu-06'] = {'place': only_place('2023-03-21', 'fu-06')}
    F['fu-07'] = {'number': n_chat('Prakash Kulkarni', 2025, OWNER)}
    F['fu-08'] = {'date': first_date(lambda m: 'Naamkaran ho gaya' in m['text'])}
    F['fu-09'] = {'number': n_chat('Ishaan Rao', 2025, 'Ishaan Rao')}
    F['fu-10'] = {'date': first_date(lambda m: m['chat'] == 'Varun Kulkarni')}
    return F


# words that must not be in the data for the "cannot" cases
ABSENT = {'cant-01': ['salary', 'gehalt', 'ctc', 'lpa'], 'cant-03': ['rohit'], 'cant-05': ['rent', 'miete', 'kiraya'],
          'cant-08': ['weather', 'mausam', 'rain in goa'], 'cant-07': ['wife', 'biwi']}


def main():
    F = facts()
    mism = []
    cases = [json.loads(l) for l in open(os.path.join(HERE, 'cases.jsonl'), encoding='utf-8') if l.strip()]
    ids = {c['id'] for c in cases}
    for c in cases:
        exp = c.get('expect', {})
        if c['id'] in F:
            for k, v in F[c['id']].items():
                if k == 'none':
                    continue
                if exp.get(k) != v:
                    mism.append(f"MISMATCH {c['id']} {k}: case {exp.get(k)!r} != world {v!r}")
            for n in F[c['id']].get('none', []):
                if n not in exp.get('none', []):
                    mism.append(f"MISMATCH {c['id']} none lacks {n}")
        for n in exp.get('none', []):
            if n in exp.get('names', []):
                mism.append(f"MISMATCH {c['id']} {n} both in names and none")
        pr = c.get('proof')
        if pr:
            ok = any(m['author'] == pr['author'] and m['at'].date().isoformat() == pr['date']
                     and pr['contains'].lower() in m['text'].lower() for m in MSGS)
            if not ok:
                mism.append(f"MISMATCH {c['id']} proof not found {pr}")
        if c.get('answerable') is False:
            for w in ABSENT.get(c['id'], []):
                if any(re.search(r'\b' + re.escape(w) + r'\b', m['text'], re.I) for m in MSGS):
                    mism.append(f"MISMATCH {c['id']} data mentions {w!r}")
            for n in exp.get('none', []):
                if any(n.lower() in m['text'].lower() or n == m['author'] for m in MSGS):
                    mism.append(f"MISMATCH {c['id']} none-name {n} is in the data")
        if c.get('after') and c['after'] not in ids:
            mism.append(f"MISMATCH {c['id']} after unknown {c['after']}")
    for i in F:
        if i not in ids:
            mism.append(f'MISMATCH {i} computed but no case')
    for b in BAD:
        mism.append('MISMATCH world: ' + b)
    kinds = Counter(c['kind'] for c in cases)
    for l in mism:
        print(l)
    print(f'{len(cases)} cases {dict(kinds)}; {len(MSGS)} messages, {len(PHOTOS)} photos, {len(LOCS)} locations; {len(mism)} mismatches')
    return 1 if mism else 0


if __name__ == '__main__':
    if '--facts' in sys.argv:
        print(json.dumps(facts(), ensure_ascii=False, indent=0))
        for b in BAD:
            print('BAD', b)
    else:
        sys.exit(main())
