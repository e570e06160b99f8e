/**
 * Chats written for the relationship tests (issue 27), every figure worked out by hand (UTC):
 * - anaChat: Ana and Me. 2022 is busy (ten days a month: Ana writes at 09:00, Me answers at
 *   09:05, she at 09:07), 2023 quiet (one day a month: Me at 20:00, Ana at 20:10, Me at
 *   20:12): Ana starts 120 conversations and Me 12; 252 messages from Ana, 144 from Me;
 *   the messages a month fall in Jan 2023.
 * - giuseppeChat: Giuseppe (120 messages) and Lia (30) in Nov 2019, a chat Me is not in.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const line = (day: number, month: number, year: number, time: string, who: string, text: string) => `${pad(day)}/${pad(month)}/${year}, ${time} - ${who}: ${text}`;

export function anaChat(): string {
  const lines: string[] = [];
  for (let month = 1; month <= 12; month += 1)
    for (let day = 1; day <= 10; day += 1) {
      lines.push(line(day, month, 2022, '09:00', 'Ana', `Morning! Day ${day} of month ${month}`));
      lines.push(line(day, month, 2022, '09:05', 'Me', `Hi Ana, coffee later?`));
      lines.push(line(day, month, 2022, '09:07', 'Ana', `Yes, see you at ten`));
    }
  for (let month = 1; month <= 12; month += 1) {
    lines.push(line(15, month, 2023, '20:00', 'Me', `Long time, how was month ${month}?`));
    lines.push(line(15, month, 2023, '20:10', 'Ana', `Busy, sorry`));
    lines.push(line(15, month, 2023, '20:12', 'Me', `No worries`));
  }
  return lines.join('\n');
}

export function giuseppeChat(): string {
  const lines: string[] = [];
  for (let i = 0; i < 150; i += 1) lines.push(line(1 + (i % 28), 11, 2019, `${pad(8 + (i % 12))}:${pad(i % 60)}`, i % 5 === 4 ? 'Lia' : 'Giuseppe', `Note ${i} about the shop`));
  return lines.join('\n');
}
