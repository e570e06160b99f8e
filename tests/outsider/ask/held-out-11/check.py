#!/usr/bin/env python3
"""Recomputes from world/ every fact that cases.jsonl expects; prints MISMATCH lines (want 0)."""
import json, os, re, glob, sys
from collections import Counter
from datetime import datetime, timedelta, timezone, date

HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, 'world')
TZ = timedelta(hours=7)
OWNER = open(os.path.join(W, 'owner.txt'), encoding='utf-8').read().strip()
EVENT = re.compile(r' (added .* to the group|left the group|removed .* from the group|named the group .*|changed the group photo)\.$')


def fix(o):
    if isinstance(o, str):
        return o.encode('latin-1').decode('utf-8')
    if isinstance(o, list):
        return [fix(x) for x in o]
    if isinstance(o, dict):
        return {k: fix(v) for k, v in o.items()}
    return o


CHATS = {}
MS = []  # every message: dict(chat, sender, dt, text, raw, event)
for fn in sorted(glob.glob(os.path.join(W, 'chats', '*.json'))):
    obj = fix(json.load(open(fn, encoding='ascii')))
    title = obj['title']
    parts = [p['name'] for p in obj['participants']]
    assert OWNER in parts, fn
    ts = [m['timestamp_ms'] for m in obj['messages']]
    assert ts == sorted(ts, reverse=True), 'not newest first: ' + fn
    assert len(ts) < 10000
    CHATS[title] = {'parts': parts, 'group': 'joinable_mode' in obj}
    for m in obj['messages']:
        dt = datetime.fromtimestamp(m['timestamp_ms'] / 1000, tz=timezone.utc).replace(tzinfo=None) + TZ
        c = m.get('content', '')
        MS.append({'chat': title, 'sender': m['sender_name'], 'dt': dt, 'd': dt.date(), 'text': c, 'raw': m,
                   'event': bool(CHATS[title]['group'] and EVENT.search(c or ''))})
PHOTOS = json.load(open(os.path.join(W, 'photos.json'), encoding='utf-8'))
LOCS = json.load(open(os.path.join(W, 'locations.json')))['locations']

PL = {'Hanoi': (21.0285, 105.8542), 'Hạ Long': (20.9101, 107.1839), 'Huế': (16.4637, 107.5909),
      'Hội An': (15.8801, 108.3380), 'Hồ Chí Minh': (10.7769, 106.7009), 'Đà Lạt': (11.9404, 108.4583),
      'Bangkok': (13.7563, 100.5018), 'Chiang Mai': (18.7883, 98.9853), 'Singapore': (1.2903, 103.8519)}


def place_of(lat, lon):
    best = min(PL, key=lambda p: (PL[p][0] - lat) ** 2 + (PL[p][1] - lon) ** 2)
    la, lo = PL[best]
    return best if (la - lat) ** 2 + (lo - lon) ** 2 < 0.1 ** 2 else None


def full(nick):
    people = {p for c in CHATS.values() for p in c['parts']} | {p for ph in PHOTOS for p in ph['people']}
    hits = [p for p in people if p.split()[-1] == nick or p.split()[0] == nick]
    assert len(hits) == 1, (nick, hits)
    return hits[0]


def short(name):
    return name.split()[0] if name.split()[0] in ('Ploy', 'Somchai', 'David', 'Nattapong') else name.split()[-1]


def one2one(nick):
    f = full(nick)
    hits = [t for t, c in CHATS.items() if not c['group'] and f in c['parts']]
    assert len(hits) == 1
    return hits[0]


def group(word):
    hits = [t for t, c in CHATS.items() if c['group'] and word in t]
    assert len(hits) == 1, word
    return hits[0]


def count(chat=None, sender=None, year=None, a=None, b=None, pred=None):
    n = 0
    for m in MS:
        if m['event']:
            continue
        if chat and m['chat'] != chat:
            continue
        if sender and m['sender'] != sender:
            continue
        if year and m['d'].year != year:
            continue
        if a and m['d'] < a:
            continue
        if b and m['d'] > b:
            continue
        if pred and not pred(m):
            continue
        n += 1
    return n


def photos_at(place, year=None, person=None):
    n = 0
    for ph in PHOTOS:
        if place and ('lat' not in ph or place_of(ph['lat'], ph['lon']) != place):
            continue
        if year and not ph['takenAt'].startswith(str(year)):
            continue
        if person and person not in ph['people']:
            continue
        n += 1
    return n


def loc_on(d):
    ps = set()
    for l in LOCS:
        dt = datetime.strptime(l['timestamp'][:19], '%Y-%m-%dT%H:%M:%S') + TZ
        if dt.date() == d:
            ps.add(place_of(l['latitudeE7'] / 1e7, l['longitudeE7'] / 1e7))
    return ps


def loc_days(a, b):
    ps = set()
    d = a
    while d <= b:
        ps |= loc_on(d)
        d += timedelta(days=1)
    return ps


def only(s):
    assert len(s) == 1, s
    return next(iter(s))


def top_contact(year):
    """person with most messages in their 1:1 chat; must also lead on messages they sent anywhere, by a margin"""
    per = {}
    for t, c in CHATS.items():
        if not c['group']:
            other = [p for p in c['parts'] if p != OWNER][0]
            per[other] = count(chat=t, year=year)
    r = sorted(per.items(), key=lambda x: -x[1])
    sent = Counter(m['sender'] for m in MS if m['d'].year == year and m['sender'] != OWNER and not m['event'])
    r2 = sent.most_common(2)
    assert r[0][1] > 1.15 * r[1][1], ('top not clear', year, r[:3])
    assert r2[0][0] == r[0][0] and r2[0][1] > 1.1 * r2[1][1], ('top by sent differs', year, r2, r[:2])
    return short(r[0][0]), r[0][1]


def first_day(chat, pred=lambda m: True):
    return min(m['d'] for m in MS if m['chat'] == chat and not m['event'] and pred(m))


def last_day(chat, before=None, sender=None):
    return max(m['d'] for m in MS if m['chat'] == chat and not m['event'] and (before is None or m['d'] < before)
               and (sender is None or m['sender'] == sender))


def event(chat, pattern):
    hits = [m for m in MS if m['chat'] == chat and m['event'] and re.search(pattern, m['text'])]
    assert len(hits) == 1, (chat, pattern, len(hits))
    return hits[0]


def find(author, word, d=None):
    hits = [m for m in MS if m['sender'] == author and word.lower() in m['text'].lower() and (d is None or m['d'] == d)]
    return hits


def busiest_month(chat=None):
    c = Counter(m['d'].strftime('%Y-%m') for m in MS if not m['event'] and (chat is None or m['chat'] == chat))
    (m1, n1), (m2, n2) = c.most_common(2)
    assert n1 > 1.15 * n2, (chat, m1, n1, m2, n2)
    return m1


D = date.fromisoformat
FAM, UNI, OFF = group('Nhà'), group('K45'), group('Lumen')
MOVE_BKK = first_day(one2one('Hạnh'), lambda m: 'Bangkok' in m['text'] and 'đến nơi' in m['text'])


def silence_after(chat, a):
    """longest gap in a chat; returns (last day before, first day after)"""
    ds = sorted({m['d'] for m in MS if m['chat'] == chat and not m['event']})
    gaps = sorted(((ds[i + 1] - ds[i]).days, ds[i], ds[i + 1]) for i in range(len(ds) - 1))
    g, x, y = gaps[-1]
    assert g > 3 * gaps[-2][0]
    return x, y


# ---------- the expected fact of each case, computed ----------
def ownerto(short, year):
    return count(chat=one2one(short), sender=OWNER, year=year)


def winner(pairs):
    (a, x), (b, y) = sorted(pairs, key=lambda p: -p[1])
    assert x > 1.1 * y, pairs
    return a, x


C = {}
C['who-top-2023'] = lambda: {'names': [top_contact(2023)[0]]}
C['who-left-uni'] = lambda: {'names': [short(event(UNI, 'left the group')['sender'])]}
C['who-renamed-fam-2025'] = lambda: {'names': [only({short(m['sender']) for m in MS if m['chat'] == FAM and m['event'] and 'named' in m['text'] and m['d'].year == 2025})]}
C['who-added-natt'] = lambda: {'names': [short(event(OFF, 'added Nattapong')['sender'])]}
C['who-bday-2025'] = lambda: {'names': sorted({short(m['sender']) for m in MS if m['d'] == D('2025-10-03') and m['sender'] != OWNER and re.search('sinh nhật|HPBD|birthday', m['text'], re.I)})}
C['who-top-2026'] = lambda: {'names': [top_contact(2026)[0]]}
C['who-added-lan'] = lambda: {'names': [short(event(FAM, 'added Đỗ Thị Lan')['sender'])]}

C['when-move-bkk'] = lambda: {'date': str(MOVE_BKK)}
C['when-first-ploy'] = lambda: {'date': str(first_day(one2one('Ploy')))}
C['when-quiet-mai'] = lambda: {'month': silence_after(one2one('Mai'), None)[0].strftime('%Y-%m')}
C['when-wedding'] = lambda: {'date': str(only({m['d'] for m in find(full('Linh'), 'đám cưới hôm nay')}))}
C['when-baby'] = lambda: {'date': str(only({m['d'] for m in find(full('Tuấn'), 'sinh em bé')}))}
C['when-thesis'] = lambda: {'date': str(only({m['d'] for m in find(OWNER, 'bảo vệ luận văn')}))}
C['when-last-hung'] = lambda: {'date': str(last_day(one2one('Hùng')))}

C['hm-mom-2025'] = lambda: {'number': count(chat=one2one('Hạnh'), sender=full('Hạnh'), year=2025)}
C['hm-dalat-photos'] = lambda: {'number': photos_at('Đà Lạt')}
C['hm-mom-voice-2024'] = lambda: {'number': count(chat=one2one('Hạnh'), sender=full('Hạnh'), year=2024, pred=lambda m: 'audio_files' in m['raw'])}
C['hm-linh-photos'] = lambda: {'number': photos_at(None, person=full('Linh'))}
C['hm-me-dec-2024'] = lambda: {'number': count(sender=OWNER, a=D('2024-12-01'), b=D('2024-12-31'))}
C['hm-nam-2023'] = lambda: {'number': count(sender=full('Nam'), year=2023)}
C['hm-bkk-photos-2025'] = lambda: {'number': photos_at('Bangkok', year=2025)}

C['cmp-mai-hung-2022'] = lambda: dict(zip(('names', 'number'), (lambda w: ([w[0]], w[1]))(winner([('Mai', ownerto('Mai', 2022)), ('Hùng', ownerto('Hùng', 2022))]))))
C['cmp-hue-saigon'] = lambda: (lambda w: {'place': w[0], 'number': w[1]})(winner([('Huế', photos_at('Huế')), ('Hồ Chí Minh', photos_at('Hồ Chí Minh'))]))
C['cmp-mom-dad-fam-2024'] = lambda: (lambda w: {'names': [w[0]], 'number': w[1]})(winner([('Hạnh', count(chat=FAM, sender=full('Hạnh'), year=2024)), ('Dũng', count(chat=FAM, sender=full('Dũng'), year=2024))]))
C['cmp-ploy-david-2025'] = lambda: (lambda w: {'names': [w[0]], 'number': w[1]})(winner([('Ploy', count(chat=one2one('Ploy'), year=2025)), ('David', count(chat=one2one('David'), year=2025))]))
C['cmp-linh-23-24'] = lambda: (lambda w: {'year': w[0], 'number': w[1]})(winner([(2023, count(chat=one2one('Linh'), year=2023)), (2024, count(chat=one2one('Linh'), year=2024))]))
C['cmp-me-22-25'] = lambda: (lambda w: {'year': w[0], 'number': w[1]})(winner([(2022, count(sender=OWNER, year=2022)), (2025, count(sender=OWNER, year=2025))]))
C['cmp-halong-chiangmai'] = lambda: (lambda w: {'place': w[0], 'number': w[1]})(winner([('Hạ Long', photos_at('Hạ Long')), ('Chiang Mai', photos_at('Chiang Mai'))]))

C['where-bday-2025'] = lambda: {'place': only(loc_on(D('2025-10-03')))}
C['where-tet-2024'] = lambda: {'place': only(loc_days(D('2024-02-09'), D('2024-02-11')))}
C['where-june-2024'] = lambda: {'place': only(loc_days(D('2024-06-01'), D('2024-06-30')) - {'Hồ Chí Minh'})}
C['where-xmas-2023'] = lambda: {'place': only(loc_days(D('2023-12-22'), D('2023-12-24')))}
C['where-vinh-photos'] = lambda: {'place': only({place_of(p['lat'], p['lon']) for p in PHOTOS if full('Vinh') in p['people']})}
C['where-304-2023'] = lambda: {'place': only(loc_on(D('2023-04-30')))}

C['what-ploy-apartment'] = lambda: {'place': 'On Nut', '_proof': find(full('Ploy'), 'apartment')}
C['what-wedding-date'] = lambda: {'date': '2024-12-28' if find(full('Hạnh'), '28/12') else None}
C['what-thesis-score'] = lambda: {'number': int(re.search(r'được (\d+) điểm', find(OWNER, 'luận văn', D('2022-06-15'))[0]['text']).group(1))}
C['what-baby-name'] = lambda: {'names': [re.search(r'tên ở nhà là (\w+)', find(full('Tuấn'), 'sinh em bé')[0]['text']).group(1)]}
C['what-first-company'] = lambda: {'names': [re.search(r'công ty (Sao Việt)', min(find(OWNER, 'công ty'), key=lambda m: m['dt'])['text']).group(1)]}
C['what-david-left'] = lambda: {'place': 'Manchester' if find(full('David'), 'Manchester', event(OFF, 'David Miller left')['d']) else None}
C['what-loy-krathong'] = lambda: {'place': 'Chiang Mai' if find(full('Ploy'), 'Loy Krathong') else None}

C['chg-mai'] = lambda: {'month': silence_after(one2one('Mai'), None)[1].strftime('%Y-%m')}
C['chg-hung-fade'] = lambda: {'month': last_day(one2one('Hùng')).strftime('%Y-%m')}
C['chg-ploy-2026'] = lambda: {'number': count(chat=one2one('Ploy'), year=2026)}
C['chg-nam-after-move'] = lambda: {'number': count(chat=one2one('Nam'), a=MOVE_BKK)}
C['chg-mai-zero-year'] = lambda: {'year': only({y for y in range(2022, 2027) if count(chat=one2one('Mai'), year=y) == 0})}
C['chg-fam-busiest'] = lambda: {'month': busiest_month(FAM)}
C['chg-busiest-month'] = lambda: {'month': busiest_month()}

C['fu-dad-2025'] = lambda: {'number': count(chat=one2one('Dũng'), sender=full('Dũng'), year=2025)}
C['fu-halong-photos'] = lambda: {'number': photos_at('Hạ Long')}
C['fu-move-saigon'] = lambda: {'date': str(only({m['d'] for m in find(OWNER, 'Sài Gòn nóng')}))}
C['fu-mai-hung-2023'] = lambda: (lambda w: {'names': [w[0]], 'number': w[1]})(winner([('Mai', ownerto('Mai', 2023)), ('Hùng', ownerto('Hùng', 2023))]))
C['fu-top-2025'] = lambda: {'names': [top_contact(2025)[0]]}
C['fu-tet-2026'] = lambda: {'place': only(loc_days(D('2026-02-16'), D('2026-02-18')))}

# the cannot cases: assert the data really lacks the fact
def cannot_salary():
    bad = [m for m in MS if re.search(r'lương|salary|baht|THB|triệu', m['text'], re.I)]
    return {} if not bad else {'_bad': len(bad)}
def cannot_nguyen():
    ng = {p for c in CHATS.values() for p in c['parts'] if p.startswith('Nguyễn')}
    return {} if len(ng) >= 2 else {'_bad': 1}
def cannot_future():
    return {} if not [m for m in MS if re.search(r'cưới nhau|marry|propose', m['text'], re.I)] else {'_bad': 1}
def cannot_binh():
    people = {p for c in CHATS.values() for p in c['parts']} | {p for ph in PHOTOS for p in ph['people']}
    return {} if not [p for p in people if 'Bình' in p] and not [m for m in MS if 'Bình' in m['text']] else {'_bad': 1}
def cannot_sad():
    return {} if not [m for m in MS if m['sender'] == full('Hạnh') and re.search(r'buồn|sad|khóc', m['text'], re.I)] else {'_bad': 1}
def cannot_banoi():
    return {} if not [m for m in MS if re.search(r'bà nội|ba noi', m['text'], re.I)] else {'_bad': 1}
C['x-salary'] = cannot_salary
C['x-nguyen'] = cannot_nguyen
C['x-future'] = cannot_future
C['x-binh'] = cannot_binh
C['x-sad'] = cannot_sad
C['x-banoi'] = cannot_banoi

if __name__ == '__main__':
    show = '--show' in sys.argv
    bad = 0
    cases = [json.loads(l) for l in open(os.path.join(HERE, 'cases.jsonl'), encoding='utf-8') if l.strip()] if os.path.exists(os.path.join(HERE, 'cases.jsonl')) else []
    byid = {c['id']: c for c in cases}
    for cid, f in C.items():
        got = f()
        got_pub = {k: v for k, v in got.items() if not k.startswith('_')}
        if show:
            print(cid, json.dumps(got_pub, ensure_ascii=False))
        if '_bad' in got or any(v is None for v in got_pub.values()) or ('_proof' in got and not got['_proof']):
            print('MISMATCH', cid, 'data does not support the case', got); bad += 1; continue
        if cid not in byid:
            if cases:
                print('MISMATCH', cid, 'missing from cases.jsonl'); bad += 1
            continue
        exp = {k: v for k, v in byid[cid].get('expect', {}).items() if k != 'none'}
        if exp != got_pub:
            print('MISMATCH', cid, 'expects', json.dumps(exp, ensure_ascii=False), 'data says', json.dumps(got_pub, ensure_ascii=False)); bad += 1
    for c in cases:
        if c['id'] not in C:
            print('MISMATCH', c['id'], 'no computation'); bad += 1
        p = c.get('proof')
        if p and not find(p['author'], p['contains'], D(p['date'])):
            print('MISMATCH', c['id'], 'proof not found', p); bad += 1
        for n in c.get('expect', {}).get('none', []):
            for k in ('names',):
                if n in c['expect'].get(k, []):
                    print('MISMATCH', c['id'], 'name both expected and forbidden', n); bad += 1
        if c.get('after') and c['after'] not in byid:
            print('MISMATCH', c['id'], 'follows unknown case'); bad += 1
    kinds = Counter(c['kind'] for c in cases)
    print('cases', len(cases), dict(kinds))
    print(bad, 'mismatches')
    sys.exit(1 if bad else 0)
