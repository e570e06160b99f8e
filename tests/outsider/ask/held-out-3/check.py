#!/usr/bin/env python3
"""Recomputes every number, date and proof in cases.jsonl from world/ with its own code; prints mismatches."""
import json, os, datetime as dt
H = os.path.dirname(os.path.abspath(__file__)); W = os.path.join(H, 'world')
ME = open(os.path.join(W, 'owner.txt')).read().strip()
rows = []  # dicts
for fn in sorted(os.listdir(os.path.join(W, 'chats'))):
    title = fn.replace('WhatsApp Chat with ', '').replace('.txt', '')
    for line in open(os.path.join(W, 'chats', fn), encoding='utf-8'):
        line = line.rstrip('\n')
        if len(line) < 20 or line[2] != '/' or line[17:20] != ' - ': continue
        rest = line[20:]
        if ': ' not in rest: continue
        who, text = rest.split(': ', 1)
        day = dt.datetime.strptime(line[:17], '%d/%m/%Y, %H:%M')
        rows.append({'chat': title, 'who': who, 'at': day, 'text': text})
photos = json.load(open(os.path.join(W, 'photos.json')))
locs = json.load(open(os.path.join(W, 'locations.json')))['locations']
def yr(r, y): return r['at'].year == y
def in_box(p, lat, lon): return (p['lat'] - lat) ** 2 + (p['lon'] - lon) ** 2 < 0.05 ** 2
bday = lambda y: [r for r in rows if r['at'].date() == dt.date(y, 8, 14) and r['who'] != ME and ('birthday' in r['text'].lower() or 'hbd' in r['text'].lower() or 'bday' in r['text'].lower())]
NUM = {
 'ho3-hm-1': lambda: len([r for r in rows if r['who'] == 'Bea Santos' and yr(r, 2025)]),
 'ho3-hm-2': lambda: len([r for r in rows if r['chat'] == 'Bautista Fam']),
 'ho3-hm-3': lambda: len([p for p in photos if in_box(p, 1.29, 103.85)]),
 'ho3-hm-4': lambda: len([p for p in photos if in_box(p, 9.307, 123.305)]),
 'ho3-hm-5': lambda: len([r for r in rows if r['who'] == ME and yr(r, 2023)]),
 'ho3-hm-6': lambda: len({r['who'] for r in bday(2024)}),
 'ho3-hm-7': lambda: len([r for r in rows if r['chat'] == 'Bautista Fam' and r['who'] == 'Kuya Ben' and yr(r, 2024)]),
 'ho3-hm-8': lambda: len([r for r in rows if r['chat'] == 'Dondon Aquino']),
 'ho3-hm-9': lambda: len([p for p in photos if p['takenAt'].startswith('2025-08-14')]),
 'ho3-hm-10': lambda: len([r for r in rows if r['chat'] == 'Mama' and r['who'] == 'Mama' and yr(r, 2022)]),
 'ho3-hm-11': lambda: len([p for p in photos if 'Paolo' in (p.get('people') or [])]),
 'ho3-hm-12': lambda: len([r for r in rows if r['chat'] == 'Ops Team Makati']),
 'ho3-hm-13': lambda: len([r for r in rows if r['who'] == 'Migs Villanueva' and yr(r, 2021)]),
 'ho3-cmp-1': lambda: len([r for r in rows if r['who'] == 'Migs Villanueva']),
 'ho3-cmp-2': lambda: len([r for r in rows if r['who'] == ME and yr(r, 2022)]),
 'ho3-cmp-3': lambda: len([p for p in photos if in_box(p, 16.40, 120.60)]),
 'ho3-cmp-4': lambda: len([r for r in rows if r['chat'] == 'Bautista Fam' and r['who'] == 'Ate Mylene']),
 'ho3-cmp-5': lambda: len([r for r in rows if r['chat'] == 'Paolo Lim' and yr(r, 2024)]),
 'ho3-cmp-6': lambda: len([r for r in rows if r['chat'] == 'Bea Santos' and yr(r, 2025)]),
 'ho3-cmp-7': lambda: len([r for r in rows if r['chat'] == 'Bautista Fam' and r['who'] == 'Tita Cora']),
 'ho3-fu-1': lambda: len([r for r in rows if r['who'] == 'Bea Santos' and yr(r, 2024)]),
 'ho3-fu-2': lambda: len([r for r in rows if r['who'] == 'Migs Villanueva' and yr(r, 2024)]),
 'ho3-fu-4': lambda: len([p for p in photos if in_box(p, 16.40, 120.60)]),
 'ho3-fu-6': lambda: len([r for r in rows if r['chat'] == 'Ops Team Makati' and r['who'] == ME]),
 'ho3-fu-7': lambda: len([r for r in rows if r['chat'] == 'Bautista Fam' and r['who'] == 'Tita Cora']),
}
def cnt(f): return len([r for r in rows if f(r)])
def d(x): return x.strftime('%Y-%m-%d')
def chat_first(c): return d(min(r['at'] for r in rows if r['chat'] == c))
def chat_last(c): return d(max(r['at'] for r in rows if r['chat'] == c))
def loc_city_on(day):
    pts = [l for l in locs if (dt.datetime.strptime(l['timestamp'], '%Y-%m-%dT%H:%M:%SZ') + dt.timedelta(hours=8)).date() == day]
    return pts
DATE = {
 'ho3-when-1': lambda: chat_first('Bea Santos'),
 'ho3-when-2': lambda: chat_last('Dondon Aquino'),
 'ho3-when-3': lambda: d(min(r['at'] for r in rows if 'nakalipat' in r['text'])),
 'ho3-when-5': lambda: d(min(r['at'] for r in rows if r['chat'] == 'Jolina Reyes' and r['at'] > dt.datetime(2023, 9, 30))),
 'ho3-when-6': lambda: max({p['takenAt'][:10] for p in photos if 'Kat' in (p.get('people') or [])}, key=lambda day: len([p for p in photos if p['takenAt'].startswith(day) and 'Kat' in (p.get('people') or [])])),
 'ho3-when-7': lambda: d(min(r['at'] for r in rows if 'promoted' in r['text'])),
 'ho3-when-8': lambda: d(dt.datetime.strptime(min(p['takenAt'] for p in photos if in_box(p, 1.29, 103.85)), '%Y-%m-%d %H:%M:%S')),
 'ho3-when-10': lambda: d(min(r['at'] for r in rows if 'engaged' in r['text'])),
 'ho3-when-11': lambda: d(max(r['at'] for r in rows if r['who'] == 'Angelica Tan')),
 'ho3-chg-3': lambda: chat_last('Ops Team Makati'),
 'ho3-chg-5': lambda: d(max(r['at'] for r in rows if r['chat'] == 'Barkada UST' and r['who'] == 'Dondon Aquino')),
 'ho3-chg-6': lambda: d(min(r['at'] for r in rows if 'engaged' in r['text'])),
 'ho3-fu-5': lambda: chat_first('Paolo Lim'),
}
bad = []
cases = [json.loads(l) for l in open(os.path.join(H, 'cases.jsonl'))]
ids = [c['id'] for c in cases]
if len(ids) != len(set(ids)): bad.append('duplicate ids')
for c in cases:
    e = c['expect']
    if 'after' in c and c['after'] not in ids[:ids.index(c['id'])]: bad.append(f"{c['id']}: after refers to a later/missing case")
    if 'number' in e:
        if c['id'] not in NUM: bad.append(f"{c['id']}: number without independent check")
        elif NUM[c['id']]() != e['number']: bad.append(f"{c['id']}: number {e['number']} != {NUM[c['id']]()}")
    if 'date' in e:
        if c['id'] in DATE:
            if DATE[c['id']]() != e['date']: bad.append(f"{c['id']}: date {e['date']} != {DATE[c['id']]()}")
        elif 'proof' not in c or c['proof'].get('date') != e['date']:
            bad.append(f"{c['id']}: date not checked")
    if 'proof' in c:
        p = c['proof']
        ok = [r for r in rows if ('author' not in p or r['who'] == p['author']) and ('date' not in p or d(r['at']) == p['date'])
              and ('contains' not in p or p['contains'].lower() in r['text'].lower())]
        if not ok: bad.append(f"{c['id']}: no message matches proof {p}")
# extra fact checks
if cnt(lambda r: r['chat'] == 'Jolina Reyes' and dt.datetime(2023, 10, 1) <= r['at'] < dt.datetime(2024, 1, 20)) != 0: bad.append('jolina silence broken')
if cnt(lambda r: r['chat'] == 'Jolina Reyes' and r['at'].year == 2023 and r['at'].month == 9) < 5: bad.append('jolina tense sept')
if {r['who'] for r in bday(2025)} != {'Bea Santos', 'Mama', 'Paolo Lim', 'Jolina Reyes', 'Rhea Castillo', 'Kuya Ben', 'Migs Villanueva'}: bad.append('who-3 greeters')
if sorted(bday(2024), key=lambda r: r['at'])[0]['who'] != 'Bea Santos': bad.append('who-6')
top = lambda chat: max({r['who'] for r in rows if r['chat'] == chat}, key=lambda w: cnt(lambda r: r['chat'] == chat and r['who'] == w))
if top('Barkada UST') != 'Gino Ramos': bad.append('who-7')
per_chat = {c: cnt(lambda r, c=c: r['chat'] == c) for c in {r['chat'] for r in rows}}
if max(per_chat, key=per_chat.get) != 'Bea Santos': bad.append('who-1')
if {r['who'] for r in rows if r['chat'] == 'Bautista Fam'} != {ME, 'Mama', 'Ate Mylene', 'Kuya Ben', 'Tita Cora'}: bad.append('who-2')
years = {y: cnt(lambda r, y=y: r['who'] == ME and r['at'].year == y) for y in range(2021, 2026)}
if max(years, key=years.get) != 2022: bad.append('when-9')
if not cnt(lambda r: r['who'] == 'Jolina Reyes') < cnt(lambda r: r['who'] == 'Migs Villanueva'): bad.append('cmp-1')
if not cnt(lambda r: r['chat'] == 'Bautista Fam' and r['who'] == 'Mama') < NUM['ho3-cmp-4'](): bad.append('cmp-4')
if not cnt(lambda r: r['chat'] == 'Angelica Tan' and r['at'].year == 2024) < NUM['ho3-cmp-5'](): bad.append('cmp-5')
if not cnt(lambda r: r['chat'] == 'Bea Santos' and r['at'].year == 2023) < NUM['ho3-cmp-6'](): bad.append('cmp-6')
if not cnt(lambda r: r['chat'] == 'Bautista Fam' and r['who'] == 'Kuya Ben') < NUM['ho3-cmp-7'](): bad.append('cmp-7')
if not years[2024] < years[2022]: bad.append('cmp-2')
if not NUM['ho3-hm-4']() < NUM['ho3-cmp-3'](): bad.append('cmp-3')
PL = {'ho3-where-1': (dt.date(2025, 8, 14), 9.307, 123.305), 'ho3-where-2': (dt.date(2023, 8, 14), 14.115, 120.962),
      'ho3-where-7': (dt.date(2024, 8, 14), 9.65, 123.85), 'ho3-fu-3': (dt.date(2024, 8, 14), 9.65, 123.85)}
for cid, (day, la, lo) in PL.items():
    pts = loc_city_on(day)
    if not pts or any((l['latitudeE7'] / 1e7 - la) ** 2 + (l['longitudeE7'] / 1e7 - lo) ** 2 > 0.05 ** 2 for l in pts): bad.append(cid + ' locations')
if not cnt(lambda r: r['chat'] == 'Migs Villanueva' and 'maginhawa' in r['text'].lower()) >= 5: bad.append('where-6')
# world shape
for c in {r['chat'] for r in rows}:
    s = {r['who'] for r in rows if r['chat'] == c}
    if c in ('Bautista Fam', 'Barkada UST', 'Ops Team Makati') and len(s) < 3: bad.append('group ' + c)
    if c not in ('Bautista Fam', 'Barkada UST', 'Ops Team Makati') and s != {ME, c}: bad.append('1:1 senders ' + c)
total = len(rows) + len(photos) + len(locs)
if not (3000 <= len(rows) <= 7000 and 40 <= len(photos) <= 120 and len(locs) <= 1500 and total <= 9000): bad.append('sizes')
print(f"{len(cases)} cases, {len(rows)} messages, {len(photos)} photos, {len(locs)} location records")
print('\n'.join(bad) if bad else 'no mismatches')
