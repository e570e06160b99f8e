#!/usr/bin/env python3
"""Deterministic generator of the held-out-11 world (Vietnamese + English, Hà Nội -> Huế -> Sài Gòn -> Bangkok).
Facebook Messenger JSON export (one file per conversation, newest message first, Meta's latin-1 mojibake)."""
import json, os, random, shutil, unicodedata
from datetime import datetime, date, timedelta, timezone

R = random.Random(20261128)
HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, 'world')
TZ = timedelta(hours=7)  # Asia/Ho_Chi_Minh, no DST

OWNER = 'Trần Minh Khoa'
ME, BO, TUAN, LINH, LAN = 'Phạm Thị Hạnh', 'Trần Văn Dũng', 'Trần Minh Tuấn', 'Trần Ngọc Linh', 'Đỗ Thị Lan'
MAI, HUNG, THAO, DUC = 'Nguyễn Thị Mai', 'Nguyễn Văn Hùng', 'Trần Thị Thảo', 'Võ Minh Đức'
NAM, PLOY, SOMCHAI, DAVID, NATT = 'Nguyễn Hoàng Nam', 'Ploy Chaiyaporn', 'Somchai Wongsakul', 'David Miller', 'Nattapong Rattanakul'
VINH, BA = 'Lê Quang Vinh', 'Lê Thị Sen'

END = date(2026, 11, 26)
START = date(2022, 1, 3)
MOVE_SGN = date(2022, 8, 20)
MOVE_BKK = date(2025, 2, 22)

VI = ["Ăn cơm chưa?", "Hôm nay mệt quá", "Ok nhé", "Để mai tính nha", "Trời mưa to quá", "Đang làm, tí gọi lại",
      "Haha", "Ừ", "Cuối tuần rảnh không?", "Nhớ mặc ấm nhé", "Gửi rồi đó", "Cảm ơn nha", "Xem cái này đi",
      "Đang trên đường", "Ngủ sớm đi", "Chào, khỏe ko?", "Vâng ạ", "Dạ con biết rồi", "Hihi", "Được rồi nhé"]
TEEN = ["an com chua", "ok e", "ko sao dau", "dc r", "j vay", "hihi", "k bít nữa", "đc nha", "oke", "ukm",
        "tí nữa nhé", "đang bận xíu", "hic", "thôi ngủ đây", "mai gặp nha", "chao nha", "ok a", "k sao", "vui ghê", "r nha"]
PARENT = ["Con ăn uống đầy đủ nhé", "Mẹ gửi đồ rồi, nhớ ra lấy", "Nhà mình trời lạnh lắm", "Con nhớ giữ sức khỏe",
          "Tối nay cả nhà ăn lẩu", "Bố đi câu cá về rồi", "Cuối tuần gọi video nhé", "Ăn cơm chưa con?",
          "con ngủ sớm đi nha", "Bà ngoại hỏi thăm con đó", "Trời lạnh nhớ mặc ấm", "Ok con"]
CHILD = ["Dạ con ăn rồi ạ", "Dạ vâng", "dạ mẹ", "ok mẹ", "Con biết rồi ạ", "Dạ con đang làm", "Con gửi ảnh nè",
         "hihi", "ok nha", "Tối con gọi nhé", "dc a", "Nhớ nhà ghê"]
EN = ["Morning!", "Lunch at the usual place?", "Sounds good", "I'll send it after the meeting",
      "Traffic on Sukhumvit is crazy", "Thanks!", "haha", "See you tomorrow", "Coffee?", "Can you check the deck?",
      "On my way", "Nice one", "Long day...", "Did you see the email?", "Standup in 5", "Pad kra pao again lol"]
UNI = ["Mai thi môn j v mn?", "ai có slide ko", "haha", "tối nay ăn bún bò ko", "deadline tuần sau nha",
       "nhớ Huế ghê", "ok", "mn khỏe ko", "lâu quá ko gặp", "hihi", "đc nha", "chụp ảnh gửi nhóm đi"]
WORK_VI = ["Anh gửi file rồi nha", "Họp lúc 2h nhé", "ok a", "Sếp hỏi báo cáo kìa", "Trưa nay ăn cơm tấm ko",
           "Kẹt xe quá", "dc e", "Tối nay nhậu ko", "hihi", "Cà phê sữa đá ko em"]

# chats: key -> (title, participants, kind)
CHATS = {
    'me': (ME, [ME, OWNER]), 'bo': (BO, [BO, OWNER]), 'tuan': (TUAN, [TUAN, OWNER]), 'linh': (LINH, [LINH, OWNER]),
    'mai': (MAI, [MAI, OWNER]), 'hung': (HUNG, [HUNG, OWNER]), 'nam': (NAM, [NAM, OWNER]),
    'ploy': (PLOY, [PLOY, OWNER]), 'david': (DAVID, [DAVID, OWNER]),
    'fam': ('Nhà Trần + bé Bin', [ME, BO, TUAN, LINH, LAN, OWNER]),
    'uni': ('K45 KT Huế 🎓', [MAI, THAO, DUC, OWNER]),
    'office': ('Lumen BKK 🍜', [PLOY, SOMCHAI, NATT, OWNER]),
}
GROUPS = {'fam', 'uni', 'office'}
MSGS = {k: [] for k in CHATS}


def ts(d, h, m, s=0):
    local = datetime(d.year, d.month, d.day, h, m, s)
    return int((local - TZ).replace(tzinfo=timezone.utc).timestamp() * 1000)


def add(chat, d, h, mi, sender, content=None, **extra):
    if isinstance(d, str):
        d = date.fromisoformat(d)
    m = {'sender_name': sender, 'timestamp_ms': ts(d, h, mi, R.randrange(60))}
    if content is not None:
        m['content'] = content
    m.update(extra)
    m['is_geoblocked_for_viewer'] = False
    m['is_unsent_image_by_messenger_kid_parent'] = False
    MSGS[chat].append(m)


def days(a, b):
    d = a
    while d <= b:
        yield d
        d += timedelta(days=1)


def rate(chat, d):
    """expected messages per day"""
    y = d.year
    if chat == 'me':
        return 0.45
    if chat == 'bo':
        return 0.12
    if chat == 'tuan':
        return 0.2
    if chat == 'linh':
        return 0.55 if date(2024, 8, 20) <= d <= date(2024, 12, 31) else 0.3
    if chat == 'mai':
        if d <= date(2023, 9, 15):
            return 0.75
        if d < date(2025, 1, 28):
            return 0
        return 0.3
    if chat == 'hung':
        if y == 2022:
            return 0.5
        if y == 2023:
            return 0.2
        return 0.08 if d < date(2024, 3, 10) else 0
    if chat == 'nam':
        if d < date(2022, 9, 6):
            return 0
        return 0.9 if d < MOVE_BKK else 0.1
    if chat == 'ploy':
        if d < date(2025, 3, 5):
            return 0
        return 0.45 if y == 2025 else 1.1
    if chat == 'david':
        if d < date(2025, 3, 5):
            return 0
        return 0.25 if d <= date(2026, 6, 30) else 0.05
    if chat == 'fam':
        if date(2024, 12, 1) <= d <= date(2024, 12, 31):
            return 6.0
        if date(2025, 8, 1) <= d <= date(2025, 8, 31):
            return 1.8
        return 0.5
    if chat == 'uni':
        return {2022: 0.9, 2023: 0.35, 2024: 0.12, 2025: 0.08, 2026: 0.06}[y]
    if chat == 'office':
        return 0 if d < date(2025, 3, 4) else 0.9
    return 0


def senders(chat, d):
    if chat in ('me', 'bo', 'tuan', 'linh', 'mai', 'hung', 'nam', 'ploy', 'david'):
        return CHATS[chat][1]
    if chat == 'fam':
        s = [ME, ME, BO, TUAN, LINH, LINH, OWNER, OWNER]
        if d >= date(2023, 5, 20):
            s.append(LAN)
        return s
    if chat == 'uni':
        s = [MAI, THAO, OWNER]
        if d >= date(2022, 2, 14):
            s.append(DUC)
        if d < date(2024, 3, 15):
            s.append(HUNG)
        if date(2023, 9, 16) <= d < date(2025, 1, 28):
            s = [x for x in s if x != MAI]  # Mai goes silent in the group too
        return s
    if chat == 'office':
        s = [PLOY, SOMCHAI, OWNER, OWNER]
        if d <= date(2026, 6, 29):
            s.append(DAVID)
        if d >= date(2026, 7, 7):
            s.append(NATT)
        return s


def text(chat, sender):
    if chat in ('ploy', 'david', 'office'):
        return R.choice(EN)
    if chat in ('me', 'bo', 'fam'):
        return R.choice(PARENT if sender in (ME, BO) else CHILD + VI)
    if chat == 'uni':
        return R.choice(UNI + TEEN)
    if chat == 'nam':
        return R.choice(WORK_VI + TEEN)
    return R.choice(VI + TEEN)


def poisson(lam):
    n, p, L = 0, 1.0, pow(2.718281828, -lam)
    while True:
        p *= R.random()
        if p < L:
            return n
        n += 1


# ---------------- filler ----------------
for chat in CHATS:
    for d in days(START, END):
        n = poisson(0.62 * rate(chat, d))
        for _ in range(n):
            s = R.choice(senders(chat, d))
            h, mi = R.randrange(7, 23), R.randrange(60)
            r = R.random()
            if chat == 'me' and s == ME and r < 0.12:
                add(chat, d, h, mi, s, audio_files=[{'uri': 'messages/inbox/%s/audio/audioclip%d.mp4' % ('thread', R.randrange(10**12)), 'creation_timestamp': ts(d, h, mi) // 1000}])
            elif chat in ('linh', 'uni') and r < 0.08:
                add(chat, d, h, mi, s, sticker={'uri': 'messages/stickers_used/%d.png' % R.randrange(10**15), 'ai_stickers': []})
            elif r < 0.04:
                add(chat, d, h, mi, s, photos=[{'uri': 'messages/inbox/thread/photos/%d.jpg' % R.randrange(10**15), 'creation_timestamp': ts(d, h, mi) // 1000}])
            else:
                extra = {}
                if R.random() < 0.06:
                    other = [p for p in CHATS[chat][1] if p != s]
                    extra['reactions'] = [{'reaction': R.choice(['❤', '😆', '👍']), 'actor': R.choice(other)}]
                add(chat, d, h, mi, s, text(chat, s), **extra)
    # calls only in the chat with anh Tuấn
for d in days(START, END):
    if R.random() < 0.03:
        add('tuan', d, 21, R.randrange(60), R.choice([TUAN, OWNER]), 'The call ended.', call_duration=R.randrange(60, 1800))

# ---------------- scripted story ----------------
TET = {2022: '2022-02-01', 2023: '2023-01-22', 2024: '2024-02-10', 2025: '2025-01-29', 2026: '2026-02-17'}
for y, t in TET.items():
    t0 = date.fromisoformat(t)
    add('fam', t0 - timedelta(days=1), 23, 50, ME, 'Chúc cả nhà năm mới an khang thịnh vượng, mạnh khỏe nhé!')
    add('fam', t0, 0, 5, LINH, 'Chúc mừng năm mới cả nhà ❤❤')
    add('fam', t0, 8, 30, BO, 'chuc mung nam moi ca nha')
    add('nam' if y in (2023, 2024, 2025) else 'uni', t0, 9, 15, NAM if y in (2023, 2024, 2025) else THAO, 'Chúc mừng năm mới! Ăn Tết vui vẻ nha')
    if y == 2026:
        add('ploy', t0, 10, 2, PLOY, 'Happy Lunar New Year! Chúc mừng năm mới 🎉')
        add('ploy', t0, 10, 9, OWNER, 'Thank you Ploy! First Tết away from home, weird haha')
        add('me', t0, 12, 0, OWNER, 'Con ăn Tết ở Bangkok năm nay, nhớ nhà quá mẹ ơi')
for y in range(2022, 2027):
    add('me', '%d-03-08' % y, 8, 0, OWNER, 'Chúc mẹ 8/3 vui vẻ, luôn xinh đẹp nha mẹ ❤')
    add('linh', '%d-03-08' % y, 8, 10, OWNER, 'Chúc Bé 8/3 vui vẻ nha hihi')
    add('me', '%d-10-20' % y, 8, 0, OWNER, 'Chúc mẹ 20/10 vui vẻ ạ')
    if y <= 2025 or True:
        if date(y, 10, 3) <= END:
            add('me', '%d-10-03' % y, 7, 30, ME, 'Chúc mừng sinh nhật con trai, mạnh khỏe thành công nhé')
            add('linh', '%d-10-03' % y, 0, 1, LINH, 'HPBD anh Khoa!!! 🎂')
            add('me', '%d-10-03' % y, 7, 45, OWNER, 'Con cảm ơn mẹ ạ ❤')
TRUNGTHU = ['2022-09-10', '2023-09-29', '2024-09-17', '2025-10-06', '2026-09-25']
for t in TRUNGTHU:
    add('me', t, 19, 0, ME, 'Trung thu con có ăn bánh trung thu ko? Mẹ gửi bánh vào rồi đó')

S = [
    # 2022: Huế, thesis, graduation, Saigon
    ('uni', '2022-01-05', 20, 0, MAI, 'Mai gửi lịch bảo vệ luận văn cho cả nhóm nè'),
    ('mai', '2022-03-02', 20, 0, OWNER, 'Mèo ơi, mai đi thư viện ko?'),
    ('mai', '2022-03-02', 20, 5, MAI, 'ok Mèo đi, 8h nha'),
    ('hung', '2022-03-05', 21, 0, OWNER, 'Tí ơi tối nay đá bóng ko'),
    ('hung', '2022-03-05', 21, 3, HUNG, 'Tí đi, 7h sân trường'),
    ('uni', '2022-02-14', 9, 0, THAO, None, {'content': 'Trần Thị Thảo added Võ Minh Đức to the group.'}),
    ('uni', '2022-04-08', 21, 0, HUNG, 'Mai đi Hội An nha cả nhóm, 7h sáng tập trung'),
    ('mai', '2022-04-11', 22, 0, MAI, 'Hội An vui quá, mệt mà đã ghê'),
    ('me', '2022-06-15', 16, 20, OWNER, 'Con bảo vệ luận văn xong rồi mẹ ơi, được 9 điểm!'),
    ('me', '2022-06-15', 16, 40, ME, 'Giỏi quá con trai, mừng quá!'),
    ('uni', '2022-07-08', 11, 0, MAI, 'Tốt nghiệp rồi cả nhà ơi!!! 🎓'),
    ('me', '2022-08-10', 20, 5, OWNER, 'Con nhận được việc ở công ty Sao Việt trong Sài Gòn rồi mẹ'),
    ('me', '2022-08-10', 20, 15, ME, 'Chúc mừng con! Vào đó nhớ giữ sức khỏe nha'),
    ('me', '2022-08-20', 18, 0, OWNER, 'Con đến nơi rồi mẹ, Sài Gòn nóng quá'),
    ('nam', '2022-09-05', 9, 10, NAM, 'Chào em, anh là Nam bên team marketing, có gì cần hỏi anh nhé'),
    ('nam', '2022-09-05', 9, 20, OWNER, 'Dạ em chào anh Nam ạ'),
    ('fam', '2023-02-01', 20, 0, LINH, None, {'content': 'Trần Ngọc Linh named the group Nhà mình ❤.'}),
    ('fam', '2023-04-25', 20, 0, TUAN, 'Nghỉ lễ 30/4 đi Hạ Long nhé, anh đặt phòng rồi'),
    ('fam', '2023-05-20', 10, 0, TUAN, None, {'content': 'Trần Minh Tuấn added Đỗ Thị Lan to the group.'}),
    ('fam', '2023-05-20', 10, 5, LAN, 'Chào cả nhà ạ, em là Lan đây'),
    ('uni', '2023-07-08', 10, 0, THAO, None, {'content': 'Trần Thị Thảo named the group K45 KT Huế 🎓.'}),
    ('mai', '2023-09-16', 22, 10, OWNER, 'Mai ơi nghe mình nói đã, mình ko cố ý quên mà'),
    ('mai', '2023-09-16', 22, 30, MAI, 'Thôi Khoa ko cần giải thích nữa. Mình mệt rồi.'),
    ('nam', '2023-12-18', 14, 0, NAM, 'Cuối tuần này lên Đà Lạt nha em, anh book homestay rồi'),
    ('hung', '2024-03-10', 21, 0, HUNG, 'ok để hôm nào rảnh gặp nha'),
    ('uni', '2024-03-15', 8, 0, HUNG, None, {'content': 'Nguyễn Văn Hùng left the group.'}),
    ('nam', '2024-06-10', 11, 0, NAM, 'Chuyến công tác Singapore tuần sau em chuẩn bị slide nha'),
    ('nam', '2024-10-08', 15, 0, OWNER, 'Tuần này em xin nghỉ về Hà Nội dự đám hỏi của Linh, em gái em'),
    ('linh', '2024-08-25', 21, 0, LINH, 'Anh ơi, anh Vinh cầu hôn em rồi!!! 💍'),
    ('linh', '2024-08-25', 21, 5, OWNER, 'Trời ơi chúc mừng nha Bé!'),
    ('fam', '2024-10-12', 21, 0, ME, 'Đám hỏi của Bé xong rồi, cả nhà vất vả quá'),
    ('fam', '2024-10-20', 20, 0, ME, 'Nhà trai báo rồi, đám cưới của Bé định ngày 28/12 nhé cả nhà'),
    ('fam', '2024-12-28', 23, 0, LINH, 'Cảm ơn cả nhà, đám cưới hôm nay vui quá ❤'),
    ('me', '2025-01-10', 20, 0, OWNER, 'Con nhận offer ở Bangkok rồi mẹ, công ty Lumen Digital'),
    ('mai', '2025-01-28', 20, 0, MAI, 'Chúc mừng năm mới Khoa. Lâu quá rồi ha... mình xin lỗi chuyện năm đó'),
    ('mai', '2025-01-28', 20, 20, OWNER, 'Mình cũng xin lỗi Mai. Năm mới mình làm lành nha'),
    ('nam', '2025-02-14', 17, 0, NAM, 'Last day ở Sao Việt của em hả? Nhớ giữ liên lạc nha'),
    ('me', '2025-02-22', 19, 0, OWNER, 'Con đến nơi rồi mẹ, Bangkok nóng không kém Sài Gòn'),
    ('office', '2025-03-03', 9, 0, SOMCHAI, None, {'content': 'Somchai Wongsakul added Trần Minh Khoa to the group.'}),
    ('office', '2025-03-03', 9, 2, SOMCHAI, 'Welcome Khoa to the Bangkok team!'),
    ('ploy', '2025-03-04', 12, 0, PLOY, "Hi Khoa! I'm Ploy from the design team, welcome to Lumen :)"),
    ('ploy', '2025-03-04', 12, 10, OWNER, 'Hi Ploy, thanks! Still figuring out the BTS haha'),
    ('ploy', '2025-03-10', 19, 0, PLOY, "There's a nice apartment near On Nut BTS, 10 min walk, want me to ask the owner?", {'share': {'link': 'https://www.facebook.com/marketplace/item/731946250118472/'}}),
    ('me', '2025-04-01', 21, 0, OWNER, 'Con dọn về nhà mới rồi mẹ, gần ga BTS On Nut'),
    ('office', '2025-06-01', 12, 0, PLOY, None, {'content': 'Ploy Chaiyaporn named the group Lumen BKK 🍜.'}),
    ('fam', '2025-08-14', 6, 30, TUAN, 'Lan sinh em bé rồi cả nhà ơi! Bé trai, tên ở nhà là Bin, mẹ tròn con vuông'),
    ('fam', '2025-08-14', 6, 40, ME, 'Mừng quá! Chúc mừng hai đứa nha'),
    ('ploy', '2025-08-14', 12, 0, OWNER, 'My older brother Tuấn just became a dad, baby boy!'),
    ('fam', '2025-08-16', 9, 0, TUAN, None, {'content': 'Trần Minh Tuấn named the group Nhà Trần + bé Bin.'}),
    ('ploy', '2025-10-01', 13, 0, PLOY, 'Loy Krathong in Chiang Mai this year? I can book the night train', {'share': {'link': 'https://www.railway.co.th/Home/Index?lang=en'}}),
    ('ploy', '2025-10-03', 9, 0, PLOY, 'Happy birthday Khoa!! 🎂'),
    ('office', '2026-06-30', 17, 0, DAVID, 'Last day, lads. Going back to Manchester, come visit!'),
    ('office', '2026-06-30', 17, 30, DAVID, None, {'content': 'David Miller left the group.'}),
    ('office', '2026-07-06', 10, 0, SOMCHAI, None, {'content': 'Somchai Wongsakul added Nattapong Rattanakul to the group.'}),
]
for row in S:
    chat, d, h, mi, s, c = row[:6]
    extra = row[6] if len(row) > 6 else {}
    if c is None:
        add(chat, d, h, mi, s, **extra)
    else:
        add(chat, d, h, mi, s, c, **extra)

# Remove filler that falls inside silences / outside membership windows set by scripted events
def keep(chat, m):
    t = m['timestamp_ms']
    c = m.get('content', '')
    if chat == 'mai' and ts(date(2023, 9, 16), 22, 31) < t < ts(date(2025, 1, 28), 19, 59):
        return False
    if chat == 'hung' and t > ts(date(2024, 3, 10), 21, 1):
        return False
    if chat == 'uni' and m['sender_name'] == HUNG and t > ts(date(2024, 3, 15), 7, 59) and 'left' not in c:
        return False
    if chat == 'office' and t < ts(date(2025, 3, 3), 9, 0):
        return False
    if chat == 'office' and m['sender_name'] == DAVID and t > ts(date(2026, 6, 30), 17, 31):
        return False
    if chat == 'office' and m['sender_name'] == NATT and t < ts(date(2026, 7, 6), 10, 1):
        return False
    if chat == 'fam' and m['sender_name'] == LAN and t < ts(date(2023, 5, 20), 10, 0):
        return False
    if chat == 'ploy' and t < ts(date(2025, 3, 4), 11, 59):
        return False
    if chat == 'nam' and t < ts(date(2022, 9, 5), 9, 9):
        return False
    return True


def mojibake(o):
    if isinstance(o, str):
        return o.encode('utf-8').decode('latin-1')
    if isinstance(o, list):
        return [mojibake(x) for x in o]
    if isinstance(o, dict):
        return {k: mojibake(v) for k, v in o.items()}
    return o


if os.path.exists(W):
    shutil.rmtree(W)
os.makedirs(os.path.join(W, 'chats'))
total = 0
for i, (chat, (title, parts)) in enumerate(CHATS.items()):
    ms = [m for m in MSGS[chat] if keep(chat, m)]
    ms.sort(key=lambda m: m['timestamp_ms'], reverse=True)
    # make timestamps unique
    seen = set()
    for m in ms:
        while m['timestamp_ms'] in seen:
            m['timestamp_ms'] += 1
        seen.add(m['timestamp_ms'])
    ms.sort(key=lambda m: m['timestamp_ms'], reverse=True)
    total += len(ms)
    folded = unicodedata.normalize('NFKD', title.replace('đ', 'd').replace('Đ', 'D'))
    slug = ''.join(ch for ch in folded.lower() if ch.isascii() and ch.isalnum()) or 'chat'
    tp = 'inbox/%s_%d' % (slug, 10000000000000000 + i * 7919)
    for m in ms:
        for key in ('photos', 'audio_files'):
            for p in m.get(key, []):
                p['uri'] = p['uri'].replace('messages/inbox/thread', 'messages/' + tp)
    obj = {'participants': [{'name': p} for p in parts], 'messages': ms, 'title': title,
           'is_still_participant': True, 'thread_path': tp, 'magic_words': []}
    if chat in GROUPS:
        obj['joinable_mode'] = {'mode': 1, 'link': ''}
    fname = title.replace('/', '_') + '_message_1.json'
    with open(os.path.join(W, 'chats', fname), 'w', encoding='ascii') as f:
        json.dump(mojibake(obj), f, ensure_ascii=True, indent=2)

# ---------------- places, photos, locations ----------------
PL = {
    'hanoi': (21.0285, 105.8542), 'halong': (20.9101, 107.1839), 'hue': (16.4637, 107.5909),
    'hoian': (15.8801, 108.3380), 'saigon': (10.7769, 106.7009), 'dalat': (11.9404, 108.4583),
    'bangkok': (13.7563, 100.5018), 'chiangmai': (18.7883, 98.9853), 'singapore': (1.2903, 103.8519),
}
TRIPS = [  # (first, last, place)
    ('2022-01-29', '2022-02-06', 'hanoi'), ('2022-04-09', '2022-04-11', 'hoian'),
    ('2023-01-19', '2023-01-27', 'hanoi'), ('2023-04-29', '2023-05-01', 'halong'),
    ('2023-12-22', '2023-12-25', 'dalat'), ('2024-02-07', '2024-02-14', 'hanoi'),
    ('2024-06-14', '2024-06-17', 'singapore'), ('2024-10-11', '2024-10-13', 'hanoi'),
    ('2024-12-26', '2024-12-30', 'hanoi'), ('2025-01-26', '2025-02-02', 'hanoi'),
    ('2025-08-20', '2025-08-24', 'hanoi'), ('2025-11-04', '2025-11-07', 'chiangmai'),
]


def where(d):
    for a, b, p in TRIPS:
        if date.fromisoformat(a) <= d <= date.fromisoformat(b):
            return p
    if d < MOVE_SGN:
        return 'hue'
    if d < MOVE_BKK:
        return 'saigon'
    return 'bangkok'


locs = []
for d in days(START, END):
    p = where(d)
    trip = p not in ('hue', 'saigon', 'bangkok') or d in (MOVE_SGN, MOVE_BKK)
    n = 2 if trip else 1
    for k in range(n):
        la, lo = PL[p]
        h = 10 + k * 8 + R.randrange(3)
        locs.append({'latitudeE7': int(round((la + R.uniform(-0.02, 0.02)) * 1e7)),
                     'longitudeE7': int(round((lo + R.uniform(-0.02, 0.02)) * 1e7)),
                     'timestamp': (datetime(d.year, d.month, d.day, h, R.randrange(60), R.randrange(60)) - TZ).strftime('%Y-%m-%dT%H:%M:%S.000Z')})
with open(os.path.join(W, 'locations.json'), 'w') as f:
    json.dump({'locations': locs}, f, indent=1)

PHOTO_PLAN = [  # (first, last, place, count, people pool)
    ('2022-01-10', '2022-07-08', 'hue', 17, [MAI, HUNG, THAO, DUC]),
    ('2022-01-30', '2022-02-04', 'hanoi', 6, [ME, BO, TUAN, LINH, BA]),
    ('2022-04-09', '2022-04-11', 'hoian', 10, [MAI, HUNG, THAO]),
    ('2022-09-01', '2024-12-20', 'saigon', 13, [NAM]),
    ('2023-04-29', '2023-05-01', 'halong', 11, [TUAN, LINH, LAN]),
    ('2023-12-22', '2023-12-25', 'dalat', 9, [NAM]),
    ('2024-02-08', '2024-02-13', 'hanoi', 5, [ME, BO, BA, LINH]),
    ('2024-06-14', '2024-06-17', 'singapore', 7, [NAM]),
    ('2024-10-12', '2024-10-12', 'hanoi', 4, [LINH, VINH, ME, BO]),
    ('2024-12-28', '2024-12-28', 'hanoi', 9, [LINH, VINH, ME, BO, TUAN, LAN, BA]),
    ('2025-03-05', '2026-11-20', 'bangkok', 14, [PLOY, SOMCHAI, DAVID]),
    ('2025-08-21', '2025-08-23', 'hanoi', 4, [TUAN, LAN, ME]),
    ('2025-11-04', '2025-11-07', 'chiangmai', 8, [PLOY]),
]
photos = []
for a, b, p, cnt, pool in PHOTO_PLAN:
    a, b = date.fromisoformat(a), date.fromisoformat(b)
    span = (b - a).days
    for k in range(cnt):
        d = a + timedelta(days=R.randrange(span + 1))
        t = datetime(d.year, d.month, d.day, R.randrange(8, 21), R.randrange(60), R.randrange(60))
        ppl = sorted(R.sample(pool, R.randrange(0, min(3, len(pool)) + 1)))
        if p == 'hanoi' and b == date(2024, 12, 28) and LINH not in ppl:
            ppl = sorted(ppl + [LINH])
        ph = {'file': 'IMG_%s.jpg' % t.strftime('%Y%m%d_%H%M%S'), 'takenAt': t.strftime('%Y-%m-%d %H:%M:%S'), 'people': ppl}
        la, lo = PL[p]
        if not (p in ('saigon', 'bangkok') and k % 6 == 5):  # a few without GPS
            ph['lat'], ph['lon'] = round(la + R.uniform(-0.01, 0.01), 6), round(lo + R.uniform(-0.01, 0.01), 6)
        photos.append(ph)
photos.sort(key=lambda x: x['takenAt'])
names = set()
for ph in photos:  # unique file names
    while ph['file'] in names:
        ph['file'] = ph['file'].replace('.jpg', '_1.jpg')
    names.add(ph['file'])
with open(os.path.join(W, 'photos.json'), 'w', encoding='utf-8') as f:
    json.dump(photos, f, ensure_ascii=False, indent=1)
with open(os.path.join(W, 'owner.txt'), 'w', encoding='utf-8') as f:
    f.write(OWNER + '\n')
with open(os.path.join(W, 'time-zone.txt'), 'w') as f:
    f.write('Asia/Ho_Chi_Minh\n')
print('messages', total, 'photos', len(photos), 'locations', len(locs))
