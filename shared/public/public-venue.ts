// The venue's public document as the pages read it (docs/api.md, Events: `/e/<slug>/state.json`, `/ws/<event>`): the shape the server's VenueDoc has.
import type { EventRef, Phase, PublicAlert, PublicMatch, TeamRef, UpNextEntry } from '../engine/types.js';

export interface PublicVenue {
  slug: string;
  name: string;
  date: string;
  banner: string;
  courtCount: number;
  restMin: number;
  divisions: { slug: string; name: string; phase: Phase; champion: TeamRef | null }[];
  /** `startedAt`: when the live match went on court (epoch ms), else null. */
  courts: { court: number; status: 'open' | 'paused'; division: EventRef | null; match: PublicMatch | null; startedAt: number | null }[];
  upNext: (UpNextEntry & { division: EventRef })[];
  recentAlerts: PublicAlert[];
  generatedAt: number;
}

export type VenueCourt = PublicVenue['courts'][number];
export type VenueUpNext = PublicVenue['upNext'][number];
