import json
C = []
def c(id, kind, q, expect, why, after=None, proof=None, answerable=True):
    o = {"id": id, "kind": kind, "question": q}
    if after: o["after"] = after
    o["expect"] = expect
    if not answerable: o["answerable"] = False
    if proof: o["proof"] = proof
    o["why"] = why
    C.append(o)

# WHO
c("w01","who","Who do I write to most?",{"names":["Duarte"],"none":["Joana"]},"Inês sends most messages in the Duarte Lemos chat (477, Joana 448), which is also the largest chat (1,059).")
c("w02","who","who's in the family group?",{"names":["Mãe","Pai","Rui","Tia Graça"],"none":["Joana","Duarte","Oskar"]},"Senders of 'Família Carvalho 🏠' besides the owner: Mãe, Pai, Rui Carvalho, Tia Graça.")
c("w03","who","Who wished me happy birthday last year?",{"names":["Mãe","Joana","Rui","Pai","Catarina","Oskar"],"none":["Henrique","Beatriz"]},"Birthday/parabéns messages on 2025-07-17: Mãe, Joana, Rui, Pai (family group), Catarina, Oskar (Atelier Tejo).",proof={"author":"Mãe","date":"2025-07-17","contains":"Parabéns"})
c("w04","who","Who got engaged on New Year's Eve 2023?",{"names":["Joana"],"none":["Catarina","Beatriz"]},"Joana wrote on 2023-12-31 23:58 that Miguel proposed ('pediu-me em casamento').",proof={"author":"Joana","date":"2023-12-31","contains":"casamento"})
c("w05","who","Who's in Atelier Tejo with me?",{"names":["Oskar","Amara","Nuno"],"none":["Henrique","Joana"]},"Senders of the 'Atelier Tejo' group besides the owner.")
c("w06","who","who complained about the caução?",{"names":["Beatriz"],"none":["Catarina","Oskar"]},"Only Beatriz Nogueira (and Inês) write about the 'caução' (deposit), March-April 2023.",proof={"author":"Beatriz","contains":"caução"})
c("w07","who","Apart from me, who talks the most in Atelier Tejo?",{"names":["Amara"],"none":["Henrique"]},"Atelier Tejo senders: Amara 172, Nuno 155, Oskar 150 (owner 222 excluded).")
c("w08","who","who did I message most in 2022?",{"names":["Joana"]},"2022: Inês sent 101 messages to Joana vs 74 to Duarte; Joana chat 188 vs Duarte 168; Joana also authored the most (103).")
c("w09","who","At whose party did I meet Duarte?",{"names":["Catarina"]},"Duarte's first message 2021-05-08: 'Sou o Duarte, da festa da Catarina'.",proof={"author":"Duarte","date":"2021-05-08","contains":"festa"})
c("w10","who","Who had a baby?",{"names":["Rui"],"none":["Joana","Catarina"]},"Rui wrote in the family group on 2024-02-11: 'A Leonor nasceu!'.",proof={"author":"Rui","date":"2024-02-11","contains":"nasceu"})

# WHEN
c("n01","when","When did I first message Duarte?",{"date":"2021-05-08","names":["Duarte"]},"First message in the Duarte Lemos chat: 08/05/2021 23:41 (Duarte), Inês replies 23:50.",proof={"date":"2021-05-08","contains":"Duarte"})
c("n02","when","When did I stop talking to Bia?",{"date":"2023-04-18","names":["Beatriz"]},"Last message in the Beatriz Nogueira chat: 18/04/2023 ('adeus Bia'); no later message from or to her anywhere.",proof={"author":"Inês","date":"2023-04-18","contains":"caução"})
c("n03","when","when did i move to lisbon",{"date":"2023-04-01"},"Family group 01/04/2023 19:22: 'Chegámos! Já estamos no apartamento novo em Alfama'; location history Porto in the morning, Lisbon in the evening.",proof={"date":"2023-04-01","contains":"Alfama"})
c("n04","when","When was Jo's wedding?",{"date":"2024-06-22","names":["Joana"]},"Joana 2024-01-20: 'casamento ... no Funchal, 22 de junho'; on 2024-06-22 she writes 'o melhor dia da minha vida'.",proof={"author":"Joana","contains":"22 de junho"})
c("n05","when","When did Henrique and I make up?",{"date":"2023-05-06","names":["Henrique"]},"Henrique 06/05/2023: 'desculpa pelo concurso. Fui injusto contigo', after silence since 2022-11-19.",proof={"author":"Henrique","date":"2023-05-06","contains":"desculpa"})
c("n06","when","When was my niece Leonor born?",{"date":"2024-02-11"},"Rui in the family group on 2024-02-11: 'A Leonor nasceu!'.",proof={"author":"Rui","date":"2024-02-11","contains":"Leonor"})
c("n07","when","What was my busiest year for messages?",{"year":2024},"Messages per year: 2021 960, 2022 936, 2023 864, 2024 1063, 2025 953, 2026 805 (to October).")
c("n08","when","When did I start at Atelier Tejo?",{"date":"2023-04-03"},"Oskar 2023-03-20: 'Starting 3 April, right?'; Atelier Tejo group welcomes Inês on 03/04/2023.",proof={"date":"2023-04-03","contains":"Welcome"})
c("n09","when","when did we go to Marrakech?",{"month":"2022-10"},"Joana 2022-09-15 booked flights 'Marraquexe ... 8 a 12 de outubro'; photos and locations in Marrakech 8-12 Oct 2022.")
c("n10","when","When did Henrique last send a message?",{"date":"2026-08-30","names":["Henrique"]},"Latest message authored by Henrique Matos in any chat: 30/08/2026.",proof={"author":"Henrique","date":"2026-08-30"})
c("n11","when","last time Catarina texted me?",{"date":"2026-10-19","names":["Catarina"]},"Latest message authored by Catarina Sousa in any chat: 19/10/2026.",proof={"author":"Catarina","date":"2026-10-19"})
c("n12","when","When did I tell Mãe I was moving to Lisbon?",{"date":"2023-02-10"},"Inês to Mãe 10/02/2023: 'Vou mudar-me para Lisboa em abril'.",proof={"author":"Inês","date":"2023-02-10","contains":"Lisboa"})

# HOW MUCH
c("h01","how-much","How many messages did Rui send last year?",{"number":54,"names":["Rui"]},"Messages authored by Rui Carvalho in 2025, all chats (1:1 + family group).")
c("h02","how-much","How many photos are from Funchal?",{"number":14,"place":"Funchal"},"photos.json entries whose nearest city is Funchal (20-24 June 2024).")
c("h03","how-much","how many msgs in the family group?",{"number":576},"All sender lines in 'Família Carvalho 🏠' (notice and 'created group' excluded).")
c("h04","how-much","How many messages did I send Joana in 2023?",{"number":75,"names":["Joana"]},"Owner-authored messages in the Joana Pires chat dated 2023.")
c("h05","how-much","How many pictures did I take in Marrakech?",{"number":10,"place":"Marrakech"},"photos.json entries nearest Marrakech.")
c("h06","how-much","How many messages did Duarte and I exchange in 2022?",{"number":168,"names":["Duarte"]},"All messages (both directions) in the Duarte Lemos chat in 2022.")
c("h07","how-much","how many messages did Oskar send in 2024",{"number":108,"names":["Oskar"]},"Messages authored by Oskar Lindqvist in 2024 (1:1 + Atelier Tejo).")
c("h08","how-much","How many photos is Duarte in?",{"number":30,"names":["Duarte"]},"photos.json entries whose people include Duarte Lemos.")
c("h09","how-much","How many messages did Mãe send in March 2023?",{"number":4,"names":["Mãe"]},"Messages authored by Mãe dated 2023-03 (all chats).")
c("h10","how-much","How many messages has Bia sent in total?",{"number":166,"names":["Beatriz"]},"All messages authored by Beatriz Nogueira: 108 in her 1:1 chat + 58 in Jantares de Quinta.")
c("h11","how-much","how many photos from Paris?",{"number":8,"place":"Paris"},"photos.json entries nearest Paris (work trip 9-12 March 2026).")
c("h12","how-much","How many messages are in my chat with Catarina?",{"number":200,"names":["Catarina"]},"All sender lines in 'WhatsApp Chat with Catarina Sousa.txt'.")

# COMPARE
c("c01","compare","Who sent more messages in 2025, Rui or Mãe?",{"names":["Mãe"],"number":59},"2025 authored messages, all chats: Mãe 59, Rui 54.")
c("c02","compare","Did I text Jo or Duarte more in 2024?",{"names":["Duarte"]},"Owner-authored 2024 messages: Duarte Lemos chat 106, Joana Pires chat 65.")
c("c03","compare","More photos from Porto or Lisbon?",{"place":"Porto","number":20},"Photos nearest Porto 20, nearest Lisbon 18.")
c("c04","compare","Henrique or Bia - who wrote more in 2021?",{"names":["Henrique"],"number":98},"2021 authored messages, all chats: Henrique 98, Beatriz 86.")
c("c05","compare","amara or nuno, who's chattier in Atelier Tejo?",{"names":["Amara"],"number":172},"Atelier Tejo authored messages: Amara 172, Nuno 155.")
c("c06","compare","Did Joana and I talk more in 2021 or 2022?",{"year":2021,"names":["Joana"]},"Joana Pires chat totals: 2021 217, 2022 188.")
c("c07","compare","Who writes more, Pai or Tia Graça?",{"names":["Tia Graça"],"number":108},"All authored messages: Tia Graça 108, Pai 100 (both only in the family group).")
c("c08","compare","Was Oskar more active in 2024 or 2025?",{"year":2024,"names":["Oskar"]},"Oskar authored messages: 2024 108, 2025 76.")

# WHERE
c("p01","where","Where was I on my birthday last year?",{"place":"Seville"},"Birthday = 17 July (many 'parabéns'/'happy birthday' each 17/07); on 2025-07-17 photos and location records are in Seville.")
c("p02","where","Where was Jo's wedding?",{"place":"Funchal"},"Joana 2024-01-20: 'o casamento vai ser na Madeira, no Funchal'; photos 20-24 June 2024 in Funchal.",proof={"author":"Joana","contains":"Funchal"})
c("p03","where","Where did I spend Christmas 2024?",{"place":"Coimbra"},"2024-12-25 location records and photos are all in Coimbra (Tia Graça hosts).")
c("p04","where","Where do I meet Jo most?",{"place":"Porto"},"Photos tagged Joana Pires: Porto 15, Funchal 8, Marrakech 6.")
c("p05","where","where did I live before I moved?",{"place":"Porto"},"Location history before April 2023 is almost all in Porto; she moves from Porto to Lisbon on 2023-04-01.")
c("p06","where","Where did Duarte and I go in September 2021?",{"place":"Braga"},"Photos with Duarte on 11-12 Sept 2021 are in Braga; Duarte: 'para irmos a Braga'.")
c("p07","where","Where was I on 10 March 2026?",{"place":"Paris"},"Location records and photos on 2026-03-10 are in Paris.")
c("p08","where","Where did I take photos with Tia Graça?",{"place":"Coimbra"},"All photos tagged Tia Graça are nearest Coimbra (Christmas 2024).")
c("p09","where","where was i on 9 oct 2022",{"place":"Marrakech"},"Location records and photos on 2022-10-09 are in Marrakech.")

# WHAT
c("t01","what","What did Bia say about the caução?",{"names":["Beatriz"]},"Beatriz 2023-03-14: 'quero a minha parte da caução de volta antes de te ires embora'.",proof={"author":"Beatriz","date":"2023-03-14","contains":"caução"})
c("t02","what","What did we talk about the week of the move?",{},"Week of 2023-04-01: boxes for the move ('12 caixas', Pai loads 'as caixas'), the van, the new flat in Alfama.",proof={"contains":"caixas"})
c("t03","what","What did Henrique say when he apologised?",{"names":["Henrique"]},"Henrique 2023-05-06: 'desculpa pelo concurso. Fui injusto contigo. Posso ligar-te?'.",proof={"author":"Henrique","date":"2023-05-06","contains":"injusto"})
c("t04","what","What's the name of Rui's baby?",{"names":["Leonor"]},"Rui 2024-02-11: 'A Leonor nasceu!'.",proof={"author":"Rui","contains":"Leonor"})
c("t05","what","What did Duarte plan for my birthday in 2025?",{"place":"Seville","names":["Duarte"]},"Duarte 2025-06-30: 'surpresa: para os teus anos vamos a Sevilha, 15 a 19 de julho'.",proof={"author":"Duarte","date":"2025-06-30","contains":"Sevilha"})
c("t06","what","what did Joana ask me in january 2024?",{"names":["Joana"]},"Joana 2024-01-20: 'és a minha madrinha?' (be her maid of honour at the Funchal wedding).",proof={"author":"Joana","date":"2024-01-20","contains":"madrinha"})
c("t07","what","What was the fight with Henrique about?",{"names":["Henrique"]},"2022-10-25: Inês says he presented the competition ('concurso') as only his; he says she exaggerates.",proof={"date":"2022-10-25","contains":"concurso"})
c("t08","what","What did Mãe say when I told her about Lisbon?",{"names":["Mãe"]},"Mãe 2023-02-10: 'Lisboa?! Filha que notícia. Estou feliz por ti mas vou ter saudades'.",proof={"author":"Mãe","date":"2023-02-10","contains":"saudades"})
c("t09","what","What did Amara say about the Paris trip?",{"names":["Amara"]},"Amara in Atelier Tejo 2026-02-20: 'Inês and Oskar go to Paris for the competition jury, 9-12 March'.",proof={"author":"Amara","date":"2026-02-20","contains":"Paris"})

# CHANGE
c("g01","change","When did things get tense with Bia?",{"month":"2023-03","names":["Beatriz"]},"March 2023: rent ('pago a renda sozinha?' 03-02), deposit ('caução' 03-14), 'estás a ser egoísta' 03-20.",proof={"author":"Beatriz","contains":"egoísta"})
c("g02","change","When did things get tense with Henrique?",{"month":"2022-10","names":["Henrique"]},"2022-10-25 quarrel about the concurso; silence from 2022-11-19 until 2023-05-06.",proof={"date":"2022-10-25","contains":"justo"})
c("g03","change","How has my friendship with Henrique changed since the concurso?",{"month":"2023-05","names":["Henrique"]},"They stopped talking after 2022-11-19, made up on 2023-05-06, and write far less since (1:1 chat: 191 messages before the quarrel, 71 in the 3.5 years after making up).",proof={"author":"Henrique","date":"2023-05-06","contains":"desculpa"})
c("g04","change","How did my chats with Joana change after I moved to Lisbon?",{"names":["Joana"],"none":["Beatriz"]},"Joana Pires chat: 438 messages in the 27 months before the move (16/month) vs 567 in the 43 months after (13/month): fewer but steady; she stays the top friend.")
c("g05","change","Did Bia and I ever make up?",{"date":"2023-04-18","names":["Beatriz"]},"No: last message with Beatriz on 2023-04-18 ('adeus Bia'); she left Jantares de Quinta on 2023-04-20 and never wrote again.",proof={"date":"2023-04-18","contains":"adeus"})
c("g06","change","Who did I start talking to around the time I moved to Lisbon?",{"names":["Oskar","Amara","Nuno"],"none":["Beatriz"]},"New senders from March/April 2023: Oskar Lindqvist (first 2023-03-20), Amara Okafor and Nuno Braga (Atelier Tejo, 2023-04-03).")
c("g07","change","Did I send fewer messages the year I moved? how many in 2023?",{"number":348,"year":2023},"Owner-authored messages: 2022 399, 2023 348 (fewer).")

# FOLLOW-UP
c("f01","follow-up","And Mãe?",{"number":59,"names":["Mãe"]},"Follows h01 (messages sent last year): Mãe authored 59 messages in 2025.",after="h01")
c("f02","follow-up","What about 2022?",{"number":64,"names":["Mãe"]},"Follows f01: Mãe authored 64 messages in 2022.",after="f01")
c("f03","follow-up","and Seville?",{"number":13,"place":"Seville"},"Follows h02 (photos from Funchal): 13 photos nearest Seville.",after="h02")
c("f04","follow-up","And Oskar?",{"date":"2023-03-20","names":["Oskar"]},"Follows n01 (first message): first message in the Oskar Lindqvist chat 2023-03-20.",after="n01",proof={"author":"Oskar","date":"2023-03-20","contains":"welcome"})
c("f05","follow-up","and the year before?",{"place":"Lisbon"},"Follows p01 (birthday last year): on 2024-07-17 location records and photos are in Lisbon.",after="p01")
c("f06","follow-up","Apart from me, who writes the most in it?",{"names":["Rui"],"none":["Joana"]},"Follows w02 (family group): Rui 119, Tia Graça 108, Mãe 104, Pai 100 (owner 145 excluded).",after="w02")
c("f07","follow-up","what about 2024?",{"number":65,"names":["Joana"]},"Follows h04 (messages I sent Joana in 2023): 65 owner-authored messages in the Joana chat in 2024.",after="h04")

# CANNOT
c("x01","cannot","When did I first message Gonçalo?",{"none":["Gonçalo Ramos"]},"No person named Gonçalo in any chat, photo or tag.",answerable=False)
c("x02","cannot","How many messages did I send in 2019?",{"none":["2019-"]},"Data starts in January 2021.",answerable=False)
c("x03","cannot","What's Oskar's phone number?",{"none":["+351","+46"]},"Chat exports carry no phone numbers.",answerable=False)
c("x04","cannot","What did the doctor say about my knee?",{"none":["joelho"]},"No chat mentions a doctor or a knee.",answerable=False)
c("x05","cannot","Where was I on 5 May 2020?",{"none":["Porto","Lisbon"]},"No photo or location record before January 2021.",answerable=False)
c("x06","cannot","What was the weather like in Seville on my birthday?",{"none":["°C","sunny"]},"No weather data and no chat describes the weather in Seville.",answerable=False)
c("x07","cannot","How much rent do I pay for the flat in Alfama?",{"none":["€"]},"No chat states the Alfama rent amount.",answerable=False)
c("x08","cannot","What's the name of Duarte's sister?",{"none":["Leonor"]},"No chat mentions a sister of Duarte.",answerable=False)

with open("cases.jsonl","w",encoding="utf-8") as f:
    for o in C: f.write(json.dumps(o, ensure_ascii=False)+"\n")
print(len(C))
