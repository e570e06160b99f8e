#!/usr/bin/env python3
"""Writes cases.jsonl. Numbers come from a generic counter over the world; check.py recomputes each one independently."""
import re, glob, os, json
H = os.path.dirname(os.path.abspath(__file__))
rx = re.compile(r'^(\d\d)/(\d\d)/(\d{4}), (\d\d):(\d\d) - ([^:]+): (.*)$')
M = []
for f in glob.glob(os.path.join(H, 'world/chats/*.txt')):
    chat = os.path.basename(f)[len('WhatsApp Chat with '):-4]
    for l in open(f, encoding='utf-8'):
        m = rx.match(l.rstrip('\n'))
        if m: M.append((chat, m.group(6), f"{m.group(3)}-{m.group(2)}-{m.group(1)}", m.group(7)))
PH = json.load(open(os.path.join(H, 'world/photos.json')))
O = 'Rafael Bautista'
def n(chat=None, author=None, year=None):
    return sum(1 for c, a, d, t in M if (chat is None or c == chat) and (author is None or a == author) and (year is None or d[:4] == str(year)))
def photos_near(lat, lon, r=0.3):
    return sum(1 for p in PH if abs(p['lat'] - lat) < r and abs(p['lon'] - lon) < r)
SG, BG, DG = (1.2903, 103.8520), (16.4023, 120.5960), (9.3068, 123.3054)
C = []
def case(id, kind, q, expect, why, after=None, answerable=True, proof=None):
    o = {"id": id, "kind": kind, "question": q}
    if after: o["after"] = after
    o["expect"] = expect
    if not answerable: o["answerable"] = False
    if proof: o["proof"] = proof
    o["why"] = why
    C.append(o)
B, MG, J, DD, MA, MY, AN, PA, RH = 'Bea Santos', 'Migs Villanueva', 'Jolina Reyes', 'Dondon Aquino', 'Mama', 'Ate Mylene', 'Angelica Tan', 'Paolo Lim', 'Rhea Castillo'
FAM, BK, OPS = 'Bautista Fam', 'Barkada UST', 'Ops Team Makati'
# ---- who
case("ho3-who-1", "who", "who do i text the most", {"names": ["Bea"]}, "Bea Santos chat has the most messages (%d) and she is the top sender other than me" % n(B))
case("ho3-who-2", "who", "whos in the fam gc", {"names": ["Mama", "Mylene", "Ben", "Cora"]}, "senders of Bautista Fam")
case("ho3-who-3", "who", "who greeted me on my bday last year", {"names": ["Bea", "Mama", "Paolo", "Jolina", "Rhea", "Ben", "Migs"]}, "greetings on 2025-08-14 (birthday from the yearly happy-birthday messages)", proof={"author": RH, "date": "2025-08-14", "contains": "birthday"})
case("ho3-who-4", "who", "who mentioned the kasal in baguio", {"names": ["Migs", "Rhea"]}, "messages containing 'kasal': Migs 2024-10-01, Rhea 2025-02-08", proof={"author": MG, "date": "2024-10-01", "contains": "kasal"})
case("ho3-who-5", "who", "who tried to borrow money from me in 2022", {"names": ["Dondon"]}, "Dondon 2022-06-28 'pahiram muna 5k'", proof={"author": DD, "date": "2022-06-28", "contains": "pahiram"})
case("ho3-who-6", "who", "who was first to greet me on my birthday in 2024", {"names": ["Bea"]}, "earliest happy-birthday message on 2024-08-14 is Bea's at 07:xx", proof={"author": B, "date": "2024-08-14", "contains": "birthday"})
case("ho3-who-7", "who", "who posts the most in barkada ust", {"names": ["Gino"]}, "top sender in Barkada UST (Gino %d, Migs %d)" % (n(BK, 'Gino Ramos'), n(BK, MG)))
case("ho3-who-8", "who", "who welcomed me to the cebu office", {"names": ["Paolo"]}, "Paolo 2024-03-18 'welcome sa team'", proof={"author": PA, "date": "2024-03-18", "contains": "welcome"})
case("ho3-who-9", "who", "who congratulated me on the promotion", {"names": ["Angelica"]}, "Angelica in Ops Team Makati 2022-09-05", proof={"author": AN, "date": "2022-09-05", "contains": "promoted"})
# ---- when
case("ho3-when-1", "when", "when did I first message bea", {"date": "2021-05-10"}, "first message in the Bea Santos chat", proof={"author": B, "date": "2021-05-10", "contains": "Jolina"})
case("ho3-when-2", "when", "when did i stop talking to dondon", {"date": "2022-06-30"}, "last message in the Dondon Aquino chat (none after)", proof={"author": O, "date": "2022-06-30", "contains": "kulitin"})
case("ho3-when-3", "when", "when did i move to cebu", {"date": "2024-03-16"}, "'nakalipat na ako! new flat sa Lahug, Cebu City' in Bautista Fam", proof={"author": O, "date": "2024-03-16", "contains": "Lahug"})
case("ho3-when-4", "when", "when did things get tense w jolina", {"month": "2023-09"}, "argument about the 8k utang 3-20 Sept 2023, then silence", proof={"author": J, "date": "2023-09-03", "contains": "maningil"})
case("ho3-when-5", "when", "tell me when jolina and i made up", {"date": "2024-01-20"}, "Jolina 'sorry na talaga ... bati na tayo?'", proof={"author": J, "date": "2024-01-20", "contains": "bati"})
case("ho3-when-6", "when", "when was migs's wedding", {"date": "2025-02-08"}, "Migs 'kasal namin ni Kat sa Baguio, Feb 8'; Rhea on 2025-02-08", proof={"author": RH, "date": "2025-02-08", "contains": "kasal"})
case("ho3-when-7", "when", "when did i get promoted to team lead", {"date": "2022-09-05"}, "Ops Team Makati 2022-09-05", proof={"author": AN, "date": "2022-09-05", "contains": "team lead"})
case("ho3-when-8", "when", "when did bea and i go to singapore", {"date": "2023-11-10"}, "trip 10-14 Nov 2023 (flights message, photos, locations)", proof={"author": O, "date": "2023-11-10", "contains": "Singapore"})
case("ho3-when-9", "when", "which year did i send the most msgs", {"year": 2022}, "messages by me per year: 2022 has %d" % n(author=O, year=2022))
case("ho3-when-10", "when", "when did bea and me get engaged", {"date": "2025-08-14"}, "Bea 'engaged na tayo' 2025-08-14", proof={"author": B, "date": "2025-08-14", "contains": "engaged"})
case("ho3-when-11", "when", "last time i heard from angelica", {"date": "2025-03-03"}, "latest message authored by Angelica Tan")
# ---- how much
case("ho3-hm-1", "how-much", "how many msgs did bea send last year", {"number": n(author=B, year=2025)}, "messages by Bea Santos in 2025")
case("ho3-hm-2", "how-much", "I want to know how many messages are in the fam group", {"number": n(FAM)}, "all messages in Bautista Fam")
case("ho3-hm-3", "how-much", "how many pics from singapore", {"number": photos_near(*SG), "place": "Singapore"}, "photos with coordinates in Singapore")
case("ho3-hm-4", "how-much", "how many photos do i have from dumaguete", {"number": photos_near(*DG), "place": "Dumaguete"}, "photos with coordinates in Dumaguete")
case("ho3-hm-5", "how-much", "how many messages did I send in 2023", {"number": n(author=O, year=2023)}, "messages by Rafael Bautista in 2023, all chats")
case("ho3-hm-6", "how-much", "how many ppl said happy birthday to me in 2024", {"number": 5, "names": ["Bea", "Mama", "Paolo", "Migs", "Cora"]}, "distinct authors of happy-birthday messages on 2024-08-14")
case("ho3-hm-7", "how-much", "how many msgs did kuya ben send in the fam gc in 2024", {"number": n(FAM, 'Kuya Ben', 2024)}, "Kuya Ben in Bautista Fam, 2024")
case("ho3-hm-8", "how-much", "how many messages have dondon and i exchanged", {"number": n(DD)}, "all messages in the Dondon Aquino chat")
case("ho3-hm-9", "how-much", "how many photos did i take on my bday 2025", {"number": 5}, "photos taken on 2025-08-14")
case("ho3-hm-10", "how-much", "number of msgs mama sent in our chat in 2022", {"number": n(MA, MA, 2022)}, "Mama's messages in the Mama chat in 2022")
case("ho3-hm-11", "how-much", "how many pics is paolo tagged in", {"number": sum(1 for p in PH if 'Paolo' in p.get('people', []))}, "photos with Paolo in people")
case("ho3-hm-12", "how-much", "how many msgs in ops team makati", {"number": n(OPS)}, "all messages in Ops Team Makati")
case("ho3-hm-13", "how-much", "how many messages did migs send in 2021", {"number": n(author=MG, year=2021)}, "messages by Migs Villanueva in 2021, all chats")
# ---- compare
case("ho3-cmp-1", "compare", "who texts me more, migs or jolina", {"names": ["Migs"], "number": n(author=MG)}, "all-time messages by Migs %d vs Jolina %d" % (n(author=MG), n(author=J)))
case("ho3-cmp-2", "compare", "did i send more msgs in 2022 or 2024", {"year": 2022, "number": n(author=O, year=2022)}, "my messages 2022 %d vs 2024 %d" % (n(author=O, year=2022), n(author=O, year=2024)))
case("ho3-cmp-3", "compare", "more pics in baguio or dumaguete", {"place": "Baguio", "number": photos_near(*BG)}, "Baguio %d vs Dumaguete %d photos" % (photos_near(*BG), photos_near(*DG)))
case("ho3-cmp-4", "compare", "mama vs ate mylene, who msgs more in the fam group", {"names": ["Mylene"], "number": n(FAM, MY)}, "Bautista Fam: Mylene %d vs Mama %d" % (n(FAM, MY), n(FAM, MA)))
case("ho3-cmp-5", "compare", "who did i talk to more in 2024 angelica or paolo", {"names": ["Paolo"], "number": n(PA, year=2024)}, "2024 chat messages: Paolo %d vs Angelica %d" % (n(PA, year=2024), n(AN, year=2024)))
case("ho3-cmp-6", "compare", "did bea and i chat more in 2023 or 2025", {"year": 2025, "number": n(B, year=2025)}, "Bea Santos chat: 2025 %d vs 2023 %d" % (n(B, year=2025), n(B, year=2023)))
case("ho3-cmp-7", "compare", "tita cora or kuya ben - whos more active in bautista fam", {"names": ["Cora"], "number": n(FAM, 'Tita Cora')}, "Bautista Fam: Cora %d vs Ben %d" % (n(FAM, 'Tita Cora'), n(FAM, 'Kuya Ben')))
# ---- where
case("ho3-where-1", "where", "where was I on my birthday last year", {"place": "Dumaguete"}, "2025-08-14 photos and location records in Dumaguete")
case("ho3-where-2", "where", "where was i on my bday in 2023", {"place": "Tagaytay"}, "2023-08-14 photos and location records in Tagaytay")
case("ho3-where-3", "where", "where did i travel in nov 2023", {"place": "Singapore"}, "10-14 Nov 2023 photos/locations in Singapore")
case("ho3-where-4", "where", "where was migs wedding", {"place": "Baguio"}, "'kasal namin ni Kat sa Baguio' + photos 2025-02-08", proof={"author": MG, "date": "2024-10-01", "contains": "Baguio"})
case("ho3-where-5", "where", "which city did i move to", {"place": "Cebu"}, "move message 2024-03-16, location history shifts to Cebu City", proof={"author": O, "date": "2024-03-16", "contains": "Cebu"})
case("ho3-where-6", "where", "where do migs and i usually meet up", {"place": "Maginhawa"}, "Migs chat repeatedly says 'Maginhawa later?' / 'kita tayo sa Maginhawa'", proof={"contains": "Maginhawa"})
case("ho3-where-7", "where", "where was i on 14 aug 2024", {"place": "Tagbilaran"}, "photos and location records that day in Tagbilaran")
# ---- what
case("ho3-what-1", "what", "what did bea say about my flat", {"names": ["Bea"]}, "Bea 2024-03-16 about the Lahug flat's small kitchen", proof={"author": B, "date": "2024-03-16", "contains": "kusina"})
case("ho3-what-2", "what", "what did jolina and i fight about", {"names": ["Jolina"]}, "the 8k utang, Sept 2023", proof={"author": O, "date": "2023-09-03", "contains": "utang"})
case("ho3-what-3", "what", "what happened with dondon", {"names": ["Dondon"]}, "asked to borrow 5k, I refused 2022-06-30, no messages after", proof={"author": DD, "date": "2022-06-28", "contains": "pahiram"})
case("ho3-what-4", "what", "what did we talk about the week of the move", {"place": "Cebu"}, "week of 2024-03-16: new flat in Lahug, Paolo welcome, last day", proof={"date": "2024-03-16", "contains": "Lahug"})
case("ho3-what-5", "what", "whats the name of ate mylene's dog", {"names": ["Bantay"]}, "Ate Mylene 2022-04-03", proof={"author": MY, "date": "2022-04-03", "contains": "Bantay"})
case("ho3-what-6", "what", "what did migs ask me in october 2024", {"names": ["Migs"]}, "asked me to be best man", proof={"author": MG, "date": "2024-10-01", "contains": "best man"})
case("ho3-what-7", "what", "what did gino say about my speech", {"names": ["Gino"]}, "Gino 2025-02-08 in Barkada UST", proof={"author": "Gino Ramos", "date": "2025-02-08", "contains": "speech"})
case("ho3-what-8", "what", "what did angelica tell me on my last day", {"names": ["Angelica"]}, "Angelica 2024-03-15", proof={"author": AN, "date": "2024-03-15", "contains": "last day"})
case("ho3-what-9", "what", "what did mama say when i moved", {"names": ["Mama"]}, "Mama in Bautista Fam 2024-03-16", proof={"author": MA, "date": "2024-03-16", "contains": "lock"})
# ---- change
case("ho3-chg-1", "change", "how has my friendship with angelica changed since i moved to cebu", {"names": ["Angelica"], "month": "2024-03"}, "Angelica chat: %d msgs before 2024-03-16, %d after" % (sum(1 for c, a, d, t in M if c == AN and d < '2024-03-16'), sum(1 for c, a, d, t in M if c == AN and d > '2024-03-16')))
case("ho3-chg-2", "change", "how did things w jolina change in 2023", {"names": ["Jolina"], "month": "2023-09"}, "argument Sept 2023, no messages Oct 2023-19 Jan 2024", proof={"author": J, "date": "2023-09-12", "contains": "chat"})
case("ho3-chg-3", "change", "when did the ops gc go quiet", {"date": "2024-03-08"}, "last message in Ops Team Makati", proof={"author": O, "date": "2024-03-08", "contains": "last shift"})
case("ho3-chg-4", "change", "how has my chatting with paolo changed over time", {"names": ["Paolo"], "month": "2024-03"}, "chat starts 2024-03-18 after the move")
case("ho3-chg-5", "change", "when did dondon leave the barkada gc", {"date": "2022-06-25"}, "Dondon's last message in Barkada UST", proof={"author": DD, "date": "2022-06-25", "contains": "GC"})
case("ho3-chg-6", "change", "how did things with bea change in 2025", {"names": ["Bea"], "date": "2025-08-14"}, "engaged on 2025-08-14", proof={"author": B, "date": "2025-08-14", "contains": "engaged"})
# ---- follow-up
case("ho3-fu-1", "follow-up", "and in 2024?", {"number": n(author=B, year=2024)}, "messages by Bea in 2024", after="ho3-hm-1")
case("ho3-fu-2", "follow-up", "what about migs", {"number": n(author=MG, year=2024)}, "messages by Migs in 2024", after="ho3-fu-1")
case("ho3-fu-3", "follow-up", "and 2024?", {"place": "Tagbilaran"}, "birthday 2024-08-14 in Tagbilaran", after="ho3-where-2")
case("ho3-fu-4", "follow-up", "and baguio", {"number": photos_near(*BG)}, "photos in Baguio", after="ho3-hm-3")
case("ho3-fu-5", "follow-up", "and paolo?", {"date": "2024-03-18"}, "first message in the Paolo Lim chat", after="ho3-when-1", proof={"author": PA, "date": "2024-03-18", "contains": "Paolo"})
case("ho3-fu-6", "follow-up", "how many of those were mine", {"number": n(OPS, O)}, "my messages in Ops Team Makati", after="ho3-hm-12")
case("ho3-fu-7", "follow-up", "how many msgs did tita cora send there", {"number": n(FAM, 'Tita Cora')}, "Tita Cora in Bautista Fam", after="ho3-who-2")
# ---- cannot
case("ho3-x-1", "cannot", "when did i first message carmela", {"none": []}, "no Carmela in the data", answerable=False)
case("ho3-x-2", "cannot", "how many msgs did i send in 2019", {"none": []}, "data starts March 2021", answerable=False)
case("ho3-x-3", "cannot", "whats bea's salary", {"none": ["₱", "PHP"]}, "no chat mentions it", answerable=False)
case("ho3-x-4", "cannot", "what did kat text me", {"none": []}, "Kat is only tagged in photos; she has no messages", answerable=False)
case("ho3-x-5", "cannot", "how much is my rent in lahug", {"none": ["₱", "PHP"]}, "rent never mentioned", answerable=False)
case("ho3-x-6", "cannot", "where was i on new years eve 2020", {"none": []}, "before the data", answerable=False)
case("ho3-x-7", "cannot", "whats my blood type", {"none": []}, "not in the data", answerable=False)
with open(os.path.join(H, 'cases.jsonl'), 'w') as f:
    for c in C: f.write(json.dumps(c, ensure_ascii=False) + "\n")
import collections; print(len(C), dict(collections.Counter(c['kind'] for c in C)))
