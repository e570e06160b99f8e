#!/usr/bin/env python3
"""held-out-14 world: Turkish + English iMessage (imessage-exporter txt). Deterministic (seed 14)."""
import json, os, random, shutil
from datetime import datetime, timedelta, date

R = random.Random(14)
HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, 'world')
CENT = json.load(open(os.path.join(HERE, 'places.json')))['centres']

def ts(d):  # imessage-exporter: "%b %d, %Y %l:%M:%S %p"
    h = d.hour % 12 or 12
    return d.strftime('%b %d, %Y ') + f'{h:>2}' + d.strftime(':%M:%S %p')

FILLER = ['Nasılsın?', 'iyiyim sen?', 'tamam', 'ok 👍', 'görüşürüz', 'gorusuruz', 'haha', 'aynen', 'sonra ararım',
          'şu an müsait değilim', 'sounds good', 'see you', 'yarın konuşalım', 'eve geldim', 'yoldayım',
          'çok yorgunum bugün', 'hava çok güzel', 'yemek yedin mi?', 'kolay gelsin', 'sağol', 'tesekkurler',
          'ne yapıyorsun', 'bi bakarım', 'olur', 'lol', 'ok talk later', 'iyi geceler', 'günaydın', 'gunaydin']

chats = {}  # file name -> list of (datetime, sender, body, tapback)
def add(chat, d, who, body, tap=None):
    chats.setdefault(chat, []).append((d, who, body, tap))

def at(s):
    return datetime.strptime(s, '%Y-%m-%d %H:%M')

def filler(chat, members, start, end, per_month, me_share=0.5, skip=None):
    d = start
    while d < end:
        nxt = (d.replace(day=1) + timedelta(days=32)).replace(day=1)
        n = per_month(d) if callable(per_month) else per_month
        n = max(1, round(n * 0.6)) if n > 1 else n
        for _ in range(n):
            day = d + timedelta(seconds=R.randrange(int((min(nxt, end) - d).total_seconds())))
            day = day.replace(hour=R.randrange(8, 23), second=R.randrange(60))
            if skip and skip[0] <= day < skip[1]:
                continue
            who = 'Me' if R.random() < me_share else R.choice(members)
            tap = 'Loved by Me' if who != 'Me' and R.random() < 0.05 else None
            add(chat, day, who, R.choice(FILLER), tap)
        d = nxt

S, E = datetime(2022, 1, 3), datetime(2026, 11, 26)
# one-to-one chats (contact names resolved)
filler('Anne', ['Anne'], S, E, lambda d: {2022: 8, 2023: 10, 2024: 7, 2025: 9, 2026: 8}[d.year], 0.45)
filler('Babam', ['Babam'], S, E, lambda d: 4 if d.year != 2024 else 9, 0.5)
filler('Elif', ['Elif'], S, E, lambda d: {2022: 6, 2023: 7, 2024: 16, 2025: 12, 2026: 7}[d.year], 0.55)
filler('Can Demir', ['Can Demir'], S, E, lambda d: {2022: 9, 2023: 8, 2024: 5, 2025: 4, 2026: 3}[d.year], 0.5,
       skip=(at('2023-06-10 23:59'), at('2024-01-20 00:00')))
filler('Ayşe Yılmaz', ['Ayşe Yılmaz'], S, at('2023-04-10 00:00'), 5, 0.5)
filler('Çağla', ['Çağla'], S, at('2024-11-01 00:00'), 4, 0.5)
filler('+90 533 418 27 90', ['+90 533 418 27 90'], at('2024-11-04 00:00'), E, 4, 0.5)
filler('İsmail Dayı', ['İsmail Dayı'], S, E, 1, 0.4)
filler('Babaanne', ['Babaanne'], S, E, 1, 0.3)
filler('Ayşe Kaya', ['Ayşe Kaya'], at('2023-02-06 00:00'), at('2024-08-30 00:00'), 6, 0.5)
filler('Tom Fischer', ['Tom Fischer'], at('2025-09-10 00:00'), E,
       lambda d: 14 if at('2025-10-01 00:00') <= d < at('2026-10-01 00:00') else 2, 0.5)
filler('Deniz', ['Deniz'], at('2025-10-13 00:00'), E, lambda d: 10 if d.year == 2025 else 18, 0.5)
# groups
filler('Aile 🏠', ['Anne', 'Babam', 'Elif'], S, E, 8, 0.3)
filler("Kanka'lar", ['Can Demir', 'Çağla', 'Ayşe Yılmaz'], S, at('2023-04-01 00:00'), 9, 0.3)
filler("Kanka'lar", ['Can Demir', 'Çağla'], at('2023-04-01 00:00'), E, 2, 0.3)
filler('Proje Ekibi', ['Ayşe Kaya', 'Mert Öztürk', 'Selin'], at('2023-02-06 00:00'), at('2024-08-30 00:00'),
       lambda d: 10, 0.25)
filler('Proje Ekibi', ['Mert Öztürk'], at('2023-02-06 00:00'), at('2024-08-30 00:00'), 3, 0.0)

# scripted events
add('Babam', at('2023-01-10 19:02'), 'Me', 'Baba Ankara\'daki işi aldım! 1 Şubat\'ta başlıyorum')
add('Babam', at('2023-01-10 19:15'), 'Babam', 'Tebrik ederim oğlum, gurur duyuyorum. Ankara soğuk, sıkı giyin', 'Loved by Me')
add('Proje Ekibi', at('2023-02-06 09:30'), 'Ayşe Kaya', 'Hoş geldin! Ekibe katıldığın için çok sevindik')
for y, place in [(2022, 'İzmir'), (2023, 'Ankara'), (2024, 'Kapadokya'), (2025, 'İstanbul'), (2026, 'Prag')]:
    add('Anne', at(f'{y}-03-12 08:1{y % 10}'), 'Anne', f'Doğum günün kutlu olsun canım oğlum! Nice yaşlara 🎂')
add('Can Demir', at('2023-06-10 22:40'), 'Me', 'bence yanlış yaptın')
add('Can Demir', at('2023-06-10 23:05'), 'Can Demir', 'Tamam. Bir süre konuşmayalım o zaman.')
add('Can Demir', at('2024-01-20 14:12'), 'Can Demir', 'Selam kanka... özledim seni. Bir kahve içelim mi, barışalım?')
add('Can Demir', at('2024-01-20 14:30'), 'Me', 'Ben de özledim. Yarın Kızılay\'da?')
add('Ayşe Yılmaz', at('2023-04-15 21:00'), 'Ayşe Yılmaz', 'Taşınma işleri çok yoğun, sonra yazarım görüşürüz')
add('Elif', at('2024-05-18 22:10'), 'Elif', 'Kardeşim!! Burak\'la nişanlandık 💍 bu akşam sordu', 'Loved by Me')
add('Elif', at('2024-05-18 22:12'), 'Me', 'Abla çok mutlu oldum!!! Tebrikler ikinize')
add('Aile 🏠', at('2024-05-19 10:00'), 'Anne', 'Nişan yemeği haftaya bizde, herkes gelsin')
add('Elif', at('2025-02-02 18:00'), 'Elif', 'Düğün tarihi kesinleşti: 23 Ağustos 2025, İzmir\'de, Alsancak\'ta')
add('Çağla', at('2024-08-05 12:20'), 'Çağla', 'Kadıköy\'de bir daire buldum senin için, Moda tarafı, 2+1. Kira 24.000 TL')
add('Çağla', at('2024-08-05 12:35'), 'Me', 'Süper, hemen bakıyorum')
add('Çağla', at('2024-10-30 20:00'), 'Çağla', 'Numaram değişiyor bu hafta, yenisinden yazarım')
add('+90 533 418 27 90', at('2024-11-03 10:05'), '+90 533 418 27 90', 'Selam, ben Çağla! Yeni numaram bu, kaydet 🙂')
add('Tom Fischer', at('2025-09-12 16:00'), 'Tom Fischer', 'Welcome to the Berlin team soon! For a flat, look in Neukölln, it is cheaper and close to the office')
add('Deniz', at('2025-10-12 21:40'), 'Deniz', 'Merhaba! Dil kafesinde tanıştık, ben Deniz 🙂 numaranı Tom verdi')
add('Deniz', at('2025-10-12 21:55'), 'Me', 'Merhaba Deniz! Çok memnun oldum')
add('Aile 🏠', at('2023-06-27 20:00'), 'Babam', 'Kurban Bayramı için yarın İzmir\'de bekliyoruz seni')
add('Aile 🏠', at('2025-08-24 11:00'), 'Elif', 'Düğüne gelen herkese teşekkürler, çok güzeldi ❤️')
add('Anne', at('2026-11-20 19:00'), 'Anne', 'Annemin yanına, anneanneye uğradın mı?')

# residences and trips (for locations and photos)
RES = [(date(2022, 1, 1), 'Izmir'), (date(2023, 2, 1), 'Ankara'), (date(2024, 9, 1), 'Istanbul'),
       (date(2025, 10, 1), 'Berlin'), (date(2026, 10, 1), 'Istanbul')]
TRIPS = [(date(2022, 8, 10), date(2022, 8, 17), 'Bodrum'), (date(2023, 6, 27), date(2023, 7, 2), 'Izmir'),
         (date(2024, 3, 10), date(2024, 3, 13), 'Cappadocia'), (date(2024, 8, 12), date(2024, 8, 18), 'Bodrum'),
         (date(2025, 8, 21), date(2025, 8, 25), 'Izmir'), (date(2026, 3, 10), date(2026, 3, 14), 'Prague')]
def where(d):
    for a, b, p in TRIPS:
        if a <= d <= b:
            return p
    p = None
    for a, q in RES:
        if d >= a:
            p = q
    return p

locs = []
d = date(2022, 1, 3)
while d <= date(2026, 11, 26):
    if d.toordinal() % 3 == 0 or any(a <= d <= b for a, b, _ in TRIPS):
        lat, lon = CENT[where(d)]
        t = datetime(d.year, d.month, d.day, 9 + R.randrange(3), R.randrange(60)) - timedelta(hours=3)
        locs.append({'latitudeE7': int(round((lat + R.uniform(-0.03, 0.03)) * 1e7)),
                     'longitudeE7': int(round((lon + R.uniform(-0.03, 0.03)) * 1e7)),
                     'timestamp': t.strftime('%Y-%m-%dT%H:%M:00Z')})
    d += timedelta(days=1)

photos = []
PLAN = [(date(2022, 8, 11), 7, ['Can Demir', 'Çağla']), (date(2023, 6, 28), 4, ['Anne', 'Babam', 'Elif']),
        (date(2024, 3, 11), 6, []), (date(2024, 8, 13), 5, ['Can Demir']), (date(2025, 8, 23), 9, ['Elif', 'Anne', 'Babam']),
        (date(2025, 11, 8), 6, ['Deniz']), (date(2026, 1, 17), 5, ['Deniz', 'Tom Fischer']), (date(2026, 3, 12), 6, ['Deniz']),
        (date(2024, 10, 5), 5, ['Çağla']), (date(2023, 9, 9), 4, []), (date(2026, 10, 20), 3, [])]
for day, n, people in PLAN:
    for i in range(n):
        t = datetime(day.year, day.month, day.day, 11 + i // 2, (i * 7) % 60, i)
        p = {'file': t.strftime('IMG_%Y%m%d_%H%M%S.jpg'), 'takenAt': t.strftime('%Y-%m-%d %H:%M:%S')}
        if i != 1:
            lat, lon = CENT[where(day)]
            p['lat'], p['lon'] = round(lat + R.uniform(-0.02, 0.02), 5), round(lon + R.uniform(-0.02, 0.02), 5)
        if people:
            p['people'] = people[: 1 + i % len(people)]
        photos.append(p)

shutil.rmtree(W, ignore_errors=True)
os.makedirs(os.path.join(W, 'chats'))
for name, msgs in chats.items():
    msgs.sort(key=lambda m: m[0])
    out = []
    for dt, who, body, tap in msgs:
        head = ts(dt)
        if who != 'Me' and R.random() < 0.3:
            head += f' (Read by you after {1 + R.randrange(40)} minutes)'
        if R.random() < 0.04:
            body = f'IMG_{R.randrange(1000, 9999)}.HEIC'
        block = [head, who, body]
        if tap:
            block += ['Tapbacks:', f'    {tap}']
        out.append('\n'.join(block))
    with open(os.path.join(W, 'chats', name + '.txt'), 'w', encoding='utf-8') as f:
        f.write('\n\n'.join(out) + '\n')
json.dump(photos, open(os.path.join(W, 'photos.json'), 'w'), ensure_ascii=False, indent=1)
json.dump({'locations': locs}, open(os.path.join(W, 'locations.json'), 'w'), indent=1)
open(os.path.join(W, 'owner.txt'), 'w').write('Me\n')
open(os.path.join(W, 'time-zone.txt'), 'w').write('Europe/Istanbul\n')
print(sum(len(m) for m in chats.values()), 'messages', len(chats), 'chats', len(photos), 'photos', len(locs), 'locations')
