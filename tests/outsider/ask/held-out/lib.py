"""Parse the held-out world (used by check.py)."""
import json, os, re
from collections import Counter
from datetime import datetime
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
W = os.path.join(HERE, "world")
HEAD = re.compile(r"^(\d\d)/(\d\d)/(\d{4}), (\d\d):(\d\d) - (.*)$")
OWNER = open(os.path.join(W, "owner.txt"), encoding="utf-8").read().strip()
TZ = ZoneInfo(open(os.path.join(W, "time-zone.txt")).read().strip())


def messages():
    """[{chat, at (naive local), author, text}] - lines with a sender only."""
    out = []
    for f in sorted(os.listdir(os.path.join(W, "chats"))):
        chat = f[len("WhatsApp Chat with "):-4]
        cur = None
        for line in open(os.path.join(W, "chats", f), encoding="utf-8").read().splitlines():
            m = HEAD.match(line)
            if m:
                d, mo, y, h, mi, rest = m.groups()
                cur = None
                if ": " in rest:
                    author, text = rest.split(": ", 1)
                    cur = {"chat": chat, "at": datetime(int(y), int(mo), int(d), int(h), int(mi)), "author": author, "text": text}
                    out.append(cur)
            elif cur is not None:
                cur["text"] += "\n" + line
    return out


def photos():
    out = json.load(open(os.path.join(W, "photos.json"), encoding="utf-8"))
    for p in out:
        p["at"] = datetime.strptime(p["takenAt"], "%Y-%m-%d %H:%M:%S")
    return out


CITY = {"Porto": (41.1496, -8.6110), "Lisbon": (38.7223, -9.1393), "Coimbra": (40.2033, -8.4103),
        "Funchal": (32.6669, -16.9241), "Seville": (37.3891, -5.9845), "Marrakech": (31.6295, -7.9811),
        "Braga": (41.5454, -8.4265), "Paris": (48.8566, 2.3522)}


def city(lat, lon):
    return min(CITY, key=lambda c: (CITY[c][0] - lat) ** 2 + (CITY[c][1] - lon) ** 2)


def locations():
    out = []
    for r in json.load(open(os.path.join(W, "locations.json")))["locations"]:
        utc = datetime.strptime(r["timestamp"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=ZoneInfo("UTC"))
        lat, lon = r["latitudeE7"] / 1e7, r["longitudeE7"] / 1e7
        out.append({"at": utc.astimezone(TZ).replace(tzinfo=None), "lat": lat, "lon": lon, "city": city(lat, lon)})
    return out
