// Why a match of the venue's up next waits, in the desk's words and the page's language (the desk names the player; a
// player's name is private: the event desk only). Says in every language what shared/venue/readiness.ts `waitSentence`
// says in English for the desk.
import type { Tournament } from '../../shared/engine/types.js';
import type { Words } from '../../shared/i18n/words.js';
import { MINUTE, type NotReady } from '../../shared/venue/readiness.js';

export function waitIn(why: NotReady, states: ReadonlyMap<string, Tournament>, division: string, now: number, w: Words): string {
  const t = states.get(division);
  const teamName = (d: Tournament | undefined, id: string) => d?.teams[id]?.name ?? w.t('event.aTeam');
  const courtOf = (d: Tournament | undefined, team: string): string => {
    const m = d && Object.values(d.matches).find((x) => x.status === 'live' && (x.a === team || x.b === team));
    return m?.court ? String(m.court) : 'none';
  };
  switch (why.why) {
    case 'sides':
      return w.t('event.waitSides');
    case 'team':
      return w.t('event.waitTeam', { team: teamName(t, why.team), court: courtOf(t, why.team) });
    case 'rest':
      return w.t('event.waitRest', { team: teamName(t, why.team), min: Math.max(1, Math.ceil((why.until - now) / MINUTE)) });
    case 'player': {
      const other = states.get(why.busy.division);
      return w.t('event.waitPlayer', {
        player: t?.teams[why.player.team]?.playerNames[why.player.index] ?? w.t('event.aPlayer'),
        team: teamName(t, why.player.team),
        court: courtOf(other, why.busy.team),
        elsewhere: why.busy.division === division ? 'no' : 'yes',
        division: other?.name ?? why.busy.division,
      });
    }
  }
}
