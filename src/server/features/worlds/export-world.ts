/**
 * The export of one world as a JSON document (GET export?world=): the world's data in the
 * chosen period (every part of it: people, network, places and photos, timeline), the
 * period itself, the summary shown above every world (the whole world and the plan's
 * limit, as on the page: the summary has no period), and what every figure of it is
 * computed from (`coverage`, ADR 052: the same data points as the pages).
 */
import type { PhotosResponse, PlacesResponse, Timeline, TimelineQuery, WorldKind, WorldPeriodQuery, WorldSummary } from '../../../contract/worlds';
import type { SocialNetwork, SocialPerson } from '../../../contract/worlds-social';
import { pseudonymousNetwork, pseudonymousPeople } from './share-privacy';

/** What the export reads (the worlds service has these methods). */
export interface ExportSource {
  summary(userId: string): Promise<WorldSummary>;
  people(userId: string, q?: WorldPeriodQuery): Promise<SocialPerson[]>;
  network(userId: string, q?: WorldPeriodQuery): Promise<SocialNetwork>;
  places(userId: string, q?: WorldPeriodQuery): Promise<PlacesResponse>;
  photos(userId: string, q?: WorldPeriodQuery): Promise<PhotosResponse>;
  timeline(userId: string, q: TimelineQuery): Promise<Timeline>;
}

export interface WorldExportRequest {
  world: WorldKind;
  period: WorldPeriodQuery;
  /** A shared link without messages: people go by pseudonym (share-privacy.ts). */
  anonymous?: boolean;
}

export async function exportWorld(source: ExportSource, userId: string, { world, period, anonymous }: WorldExportRequest) {
  const q: WorldPeriodQuery = { from: period.from, to: period.to };
  const data: Record<string, unknown> = {};
  if (world === 'social') {
    const people = await source.people(userId, q);
    data.people = anonymous ? pseudonymousPeople(people) : people;
  }
  if (world === 'network') {
    const network = await source.network(userId, q);
    data.network = anonymous ? pseudonymousNetwork(network) : network;
  }
  if (world === 'map') Object.assign(data, await source.places(userId, q), await source.photos(userId, q));
  if (world === 'timeline') data.timeline = await source.timeline(userId, { bucket: 'month', ...q });
  const summary = await source.summary(userId);
  return {
    world,
    exportedAt: new Date().toISOString(),
    period: { from: period.from ?? null, to: period.to ?? null },
    summary,
    ...data,
    // Last: the map's places and photos carry their own (the same) coverage.
    coverage: { ...summary.coverage, imported: summary.dataPoints },
  };
}
