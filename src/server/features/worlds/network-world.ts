/** The Network Visualizer: who talks to whom in the period, people who share a chat with messages in it, weighted by answers. */
import { sql } from 'drizzle-orm';
import type { WorldPeriodQuery } from '../../../contract/worlds';
import type { SocialNetwork } from '../../../contract/worlds-social';
import { inPeriod, KIND, num, shown } from './world-filters';
import type { WorldContext } from './world-scope';

export function createNetworkWorld({ query, scope, people }: WorldContext) {
  return {
    async network(userId: string, q: WorldPeriodQuery = {}): Promise<SocialNetwork> {
      const s = await scope(userId, false);
      const everyone = await people(s, q, 'shown');
      if (!everyone.length) return { nodes: [], edges: [] };
      const messages = sql`${shown(s, 'x', KIND.message)} and ${inPeriod('x', q)}`;
      const shared = await query<{ a: string; b: string; n: number }>(
        sql`with active as (select distinct x.chat_id from world_messages x where ${messages}),
         roots as (
           select distinct cp.chat_id, coalesce(w.merged_into, w.id) as root from world_chat_people cp
           join world_people w on w.id = cp.person_id where cp.chat_id in (select chat_id from active))
         select x.root as a, y.root as b, count(*)::int as n from roots x join roots y on x.chat_id = y.chat_id and x.root < y.root group by 1, 2`,
      );
      const answers = await query<{ a: string; b: string; n: number }>(
        sql`select prev as a, root as b, count(*)::int as n from (
           select coalesce(w.merged_into, w.id) as root,
                  lag(coalesce(w.merged_into, w.id)) over (partition by x.chat_id order by x.at, x.key) as prev
           from world_messages x join world_people w on w.id = x.person_id where ${messages}) t
         where prev is not null and prev <> root group by prev, root`,
      );
      const known = new Set(everyone.map((p) => p.id));
      const edges = new Map<string, { source: string; target: string; weight: number; chats: number }>();
      const edge = (a: string, b: string) => {
        const [source, target] = a < b ? [a, b] : [b, a];
        const k = `${source}|${target}`;
        let e = edges.get(k);
        if (!e) edges.set(k, (e = { source, target, weight: 0, chats: 0 }));
        return e;
      };
      for (const r of shared) if (known.has(r.a) && known.has(r.b)) edge(r.a, r.b).chats += num(r.n);
      for (const r of answers) if (known.has(r.a) && known.has(r.b)) edge(r.a, r.b).weight += num(r.n);
      return {
        nodes: everyone.map((p) => ({ id: p.id, name: p.name, weight: p.messageCount, isSelf: p.isSelf })),
        edges: [...edges.values()].sort((a, b) => b.weight - a.weight || b.chats - a.chats),
      };
    },
  };
}
