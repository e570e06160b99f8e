#!/usr/bin/env python3
"""Recomputes every expected fact of held-out-14 from world/ (independently of make_world.py)."""
import json, os, glob, math
from datetime import datetime, timezone, timedelta
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, 'world')
TZ = timezone(timedelta(hours=3))  # Europe/Istanbul, UTC+3 all year since 2016

def parse(path):
    msgs = []
    for block in open(path, encoding='utf-8').read().strip().split('\n\n'):
        lines = block.split('\n')
        stamp = lines[0].split(' (Read by')[0]
        dt = datetime.strptime(' '.join(stamp.split()), '%b %d, %Y %I:%M:%S %p')
        body = []
        for ln in lines[2:]:
            if ln == 'Tapbacks:':
                break
            body.append(ln)
        msgs.append({'dt': dt, 'who': lines[1], 'body': '\n'.join(body)})
    return msgs

C = {os.path.basename(p)[:-4]: parse(p) for p in glob.glob(os.path.join(W, 'chats', '*.txt'))}
ONE = [n for n in C if n not in ('Aile 🏠', "Kanka'lar", 'Proje Ekibi')]
def cnt(chat, who=None, year=None, since=None):
    return sum(1 for m in C[chat] if (who is None or m['who'] == who) and (year is None or m['dt'].year == year)
               and (since is None or m['dt'] >= since))
def first(chat, who, word):
    return next(m['dt'].date().isoformat() for m in C[chat] if m['who'] == who and word.lower() in m['body'].lower())

CENT = json.load(open(os.path.join(HERE, 'places.json')))['centres']
def near(lat, lon):
    p, d = min(((k, math.hypot(lat - v[0], lon - v[1])) for k, v in CENT.items()), key=lambda x: x[1])
    return p if d < 0.5 else None
photos = json.load(open(os.path.join(W, 'photos.json')))
PH = Counter(near(p['lat'], p['lon']) for p in photos if 'lat' in p)
locs = json.load(open(os.path.join(W, 'locations.json')))['locations']
def place_on(day):
    ps = Counter(near(l['latitudeE7'] / 1e7, l['longitudeE7'] / 1e7) for l in locs
                 if datetime.strptime(l['timestamp'], '%Y-%m-%dT%H:%M:%SZ').replace(tzinfo=timezone.utc).astimezone(TZ).date().isoformat() == day)
    return ps.most_common(1)[0][0] if ps else None
def place_month(ym):
    ps = Counter(near(l['latitudeE7'] / 1e7, l['longitudeE7'] / 1e7) for l in locs if l['timestamp'].startswith(ym))
    return ps.most_common(1)[0][0]
def top_sent(year):
    c = Counter({n: cnt(n, 'Me', year) for n in ONE})
    (a, x), (b, y) = c.most_common(2)
    assert x > y, (a, x, b, y)
    return a
def more(a, b):
    assert a[1] != b[1], (a, b)
    return a[0] if a[1] > b[1] else b[0]
yearly = {y: sum(cnt(n, year=y) for n in C) for y in range(2022, 2026)}
can = C['Can Demir']
gap = max(range(1, len(can)), key=lambda i: can[i]['dt'] - can[i - 1]['dt'])
# Ayşe Yılmaz fading: last message of hers anywhere
ay_last = max(m['dt'] for n in C for m in C[n] if m['who'] == 'Ayşe Yılmaz')
res_before_ist = None
for day in ['2024-06-01']:
    res_before_ist = place_month('2024-06')

F = {
 'who-1': {'names': [top_sent(2024)]},
 'who-2': {'names': sorted({m['who'] for m in C['Aile 🏠'] if m['who'] != 'Me'})},
 'who-3': {'names': [next(m['who'] for n in ONE for m in C[n] if 'Kadıköy' in m['body'])]},
 'who-4': {'names': ['Burak'] if 'Burak' in next(m['body'] for m in C['Elif'] if 'nişanlandık' in m['body']) else []},
 'when-1': {'date': C['Deniz'][0]['dt'].date().isoformat()},
 'when-2': {'date': can[gap - 1]['dt'].date().isoformat()},
 'when-3': {'date': first('Elif', 'Elif', 'nişanlandık')},
 'when-4': {'year': min(yearly, key=yearly.get)},
 'much-1': {'number': cnt('Anne', 'Anne', 2023)},
 'much-2': {'number': PH['Berlin']},
 'much-3': {'number': cnt('Proje Ekibi', 'Mert Öztürk')},
 'much-4': {'number': cnt("Kanka'lar", 'Me', 2022)},
 'cmp-1': {'names': [more(('Anne', cnt('Anne', 'Anne', 2024)), ('Babam', cnt('Babam', 'Babam', 2024)))]},
 'cmp-2': {'place': more(('Bodrum', PH['Bodrum']), ('Cappadocia', PH['Cappadocia']))},
 'cmp-3': {'year': more((2022, cnt('Can Demir', 'Me', 2022)), (2024, cnt('Can Demir', 'Me', 2024)))},
 'cmp-4': {'names': [more(('Ayşe Kaya', cnt('Proje Ekibi', 'Ayşe Kaya')), ('Mert Öztürk', cnt('Proje Ekibi', 'Mert Öztürk')))]},
 'where-1': {'place': place_on('2024-03-12')},
 'where-2': {'place': place_on('2023-06-28')},
 'where-3': {'place': res_before_ist},
 'where-4': {'place': place_month('2026-02')},
 'what-1': {'number': int(next(m['body'] for m in C['Çağla'] if 'Kira' in m['body']).split('Kira ')[1].split(' ')[0].replace('.', ''))},
 'what-2': {'date': '2025-08-23' if '23 Ağustos 2025' in next(m['body'] for m in C['Elif'] if 'Düğün tarihi' in m['body']) else None},
 'what-3': {'place': 'Neukölln' if any('Neukölln' in m['body'] for m in C['Tom Fischer'] if m['who'] == 'Tom Fischer') else None},
 'what-4': {'date': first('Babam', 'Babam', 'Tebrik')},
 'chg-1': {'date': can[gap]['dt'].date().isoformat()},
 'chg-2': {'month': ay_last.strftime('%Y-%m')},
 'chg-3': {'number': cnt('Tom Fischer', since=datetime(2026, 10, 1))},
 'chg-4': {'date': C['+90 533 418 27 90'][0]['dt'].date().isoformat()},
 'fu-1': {'number': cnt('Anne', 'Anne', 2024)},
 'fu-2': {'names': [top_sent(2025)]},
 'fu-3': {'place': place_on('2026-03-12')},
 'fu-4': {'number': PH['Istanbul']},
}
if __name__ == '__main__':
    cases = [json.loads(l) for l in open(os.path.join(HERE, 'cases.jsonl'), encoding='utf-8') if l.strip()]
    bad = 0
    allmsgs = [(m['who'], m['dt'].date().isoformat(), m['body']) for n in C for m in C[n]]
    for c in cases:
        if c['id'] in F:
            for k, v in F[c['id']].items():
                if c['expect'].get(k) != v:
                    bad += 1; print('MISMATCH', c['id'], k, c['expect'].get(k), '!=', v)
        elif c.get('answerable', True):
            bad += 1; print('NOT CHECKED', c['id'])
        p = c.get('proof')
        if p and not any(w == p['author'] and d == p['date'] and p['contains'].lower() in b.lower() for w, d, b in allmsgs):
            bad += 1; print('BAD PROOF', c['id'], p)
    print(Counter(c['kind'] for c in cases))
    print(f'{bad} mismatches')
