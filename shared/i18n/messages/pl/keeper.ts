// The keeper pad and the words of play it shares with the pages.
import type { keeper as english } from '../en/keeper.js';
import type { PartOf } from '../catalogue.js';

export const keeper: PartOf<typeof english> = {
  'play.poolRound': 'Grupa {pool} · kolejka {round}',
  'play.stageRound':
    '{stage, select, bracket {Drabinka} losers {Drabinka przegranych} final {Finał} other {Grupa}} · runda {round}{slot, select, 0 {} other { · mecz {slot}}}',
  'play.label':
    '{code, select, final {Finał} semifinal {Półfinał} quarterfinal {Ćwierćfinał} plainRound {Runda {n}} winnersFinal {Finał zwycięzców} winnersSemifinal {Półfinał zwycięzców} winnersQuarterfinal {Ćwierćfinał zwycięzców} winnersRound {Runda {n} zwycięzców} losersFinal {Finał przegranych} losersRound {Runda {n} przegranych} third {Mecz o 3. miejsce} grandFinal {Wielki finał} resetFinal {Finał rozstrzygający} consolationFinal {Finał pocieszenia} consolationSemifinal {Półfinał pocieszenia} consolationQuarterfinal {Ćwierćfinał pocieszenia} consolationRound {Runda {n} pocieszenia} other {{code}}}',
  'play.pointsWinBy': 'do {points}, przewaga {winBy} pkt',
  'play.cap': 'limit {cap}',
  'play.bestOf':
    'do {wins, plural, one {# wygranego seta} few {# wygranych setów} many {# wygranych setów} other {# wygranego seta}} (maks. {bestOf})',
  'play.oneSet': 'jeden set',
  'play.setTo': 'Set {set} · do {target}',
  'play.setsWon': 'sety {a}-{b}',
  'play.stagePlay':
    '{sets, select, one {1 set do {points}} other {{bestOf, select, 3 {do 2 wygranych setów} 5 {do 3 wygranych setów} other {maks. {bestOf} sety}}, sety do {points}}}',
  'play.winBy': 'przewaga {winBy} pkt',
  'play.decidingSet': 'set decydujący do {points}{noCap, select, yes { (bez limitu)} other {}}',
  'play.stagePools': 'Grupy: {play}',
  'play.stageBracket': 'Drabinka: {play}',
  'play.now': 'teraz',
  'play.inMin': 'za {min} min',
  'play.waitsForMatch': 'czeka na mecz, który jeszcze trwa',

  'keeper.court': 'Boisko {court}',
  'keeper.title': 'Protokolant boiska {court} · {tournament}',
  'keeper.needsScript': 'Strona protokolanta wymaga JavaScriptu.',
  'keeper.badLink': 'Ten link protokolanta jest nieważny. Zeskanuj ponownie kod QR boiska.',
  'keeper.noCourt': 'Nie ma takiego turnieju ani boiska.',
  'keeper.tryAgain': 'Spróbuj ponownie',
  'keeper.handedOverTitle': 'Wynik prowadzi teraz inne urządzenie.',
  'keeper.handedOverText': 'To urządzenie nie wysyła już punktów i tylko śledzi wynik.',
  'keeper.takeOverAgain': 'Znów prowadź wynik tutaj',
  'keeper.otherScoring': 'Inne urządzenie prowadzi wynik na boisku {court}.',
  'keeper.thisFollows': 'To urządzenie śledzi wynik.',
  'keeper.takeOver': 'Prowadź wynik tutaj',
  'keeper.noneScoring': 'Żadne urządzenie nie prowadzi teraz wyniku na boisku {court}.',
  'keeper.scoreHere': 'Prowadź wynik na tym urządzeniu',
  'keeper.scoresWithOthers':
    'To urządzenie prowadzi wynik na boisku {court}; {others, plural, one {jeszcze jedno urządzenie jest otwarte i śledzi wynik} few {jeszcze # urządzenia są otwarte i śledzą wynik} many {jeszcze # urządzeń jest otwartych i śledzi wynik} other {jeszcze # urządzenia są otwarte i śledzą wynik}}.',
  'keeper.unsavedSending': 'Jeszcze nie zapisano na serwerze: wysyłanie…',
  'keeper.unsavedOffline': 'Jeszcze nie zapisano na serwerze: zostanie wysłane po powrocie połączenia.',
  'keeper.sets': 'Sety: {sets}',
  'keeper.pointFor': 'Punkt dla: {name}',
  'keeper.sideA': 'Strona A',
  'keeper.sideB': 'Strona B',
  'keeper.correct': 'Popraw wynik',
  'keeper.pointLess': 'Punkt mniej dla: {name}',
  'keeper.thisSide': 'tej strony',
  'keeper.submitFinal': 'Wyślij wynik końcowy',
  'keeper.finalSending': 'Wynik końcowy {sets}: wysyłanie…',
  'keeper.finalSavedHere': 'Wynik końcowy {sets}: zapisany na tym telefonie, zostanie wysłany po powrocie połączenia.',
  'keeper.division': 'Kategoria',
  'keeper.courtFree': 'Boisko {court} jest wolne: tu pojawi się następny mecz.',
  'keeper.paused': 'Boisko {court} jest wstrzymane.',
  'keeper.pausedWhy': 'Boisko {court} jest wstrzymane: {reason}.',
  'keeper.noMatch': 'Na boisku {court} nie ma teraz meczu.',
  'keeper.nextAppears': 'Następny mecz pojawi się tu sam.',
  'keeper.nextOn': 'Następny na boisku {court}',
  'keeper.toBeDecided': 'Do ustalenia',
  'keeper.versus': '{a} – {b}',
  'keeper.confirmTitle': 'Wysłać wynik końcowy?',
  'keeper.confirmText': '{winner} wygrywa z: {loser} {won}-{lost} ({sets}). To kończy mecz na boisku {court}.',
  'keeper.back': 'Wróć',
  'keeper.matchOver': 'Mecz zakończony',
  'keeper.decidingSet': 'set decydujący do {points}{cap, select, 0 {, bez limitu} other {, limit {cap}}}',

  'pad.connecting': 'Łączenie…',
  'pad.connectingPending':
    'Łączenie · {n, plural, one {# niezapisana zmiana} few {# niezapisane zmiany} many {# niezapisanych zmian} other {# niezapisanej zmiany}}',
  'pad.savingPending': 'Zapisywanie: {n, plural, one {# zmiana} few {# zmiany} many {# zmian} other {# zmiany}}…',
  'pad.online': 'Online · wszystko zapisane',
  'pad.reconnecting': 'Ponowne łączenie…',
  'pad.reconnectingPending':
    'Ponowne łączenie · {n, plural, one {# niezapisana zmiana} few {# niezapisane zmiany} many {# niezapisanych zmian} other {# niezapisanej zmiany}}',
  'pad.offline': 'Offline · nic nie czeka',
  'pad.offlinePending':
    'Offline · {n, plural, one {# niezapisana zmiana} few {# niezapisane zmiany} many {# niezapisanych zmian} other {# niezapisanej zmiany}}',
  'pad.refused': 'Brak połączenia',
  'pad.refusedPending':
    'Brak połączenia · {n, plural, one {# niezapisana zmiana} few {# niezapisane zmiany} many {# niezapisanych zmian} other {# niezapisanej zmiany}}',
  'pad.refusedKey': 'Ten kod QR nie jest ważny dla boiska {court}. Poproś stolik sędziowski o kod QR boiska i zeskanuj go ponownie.',
  'pad.refusedGone': 'Boiska {court} nie ma już w tym turnieju. Poproś stolik sędziowski o kod QR boiska.',
  'pad.refusedTooMany':
    'Na boisku {court} otwarto zbyt wiele urządzeń. Zamknij tę stronę na telefonie, który już nie prowadzi wyniku, i spróbuj ponownie.',
  'pad.refusedOther': 'Serwer odrzucił to urządzenie (kod {code}). Odśwież stronę; jeśli to się powtórzy, powiadom stolik sędziowski.',
  'pad.undoReopen': 'Cofnij: otwórz ponownie seta {set} przy {a}-{b}',
  'pad.undoPoint': 'Cofnij ostatni punkt (wróć do {a}-{b})',
  'pad.setWon': '{team} wygrywa seta {set}, {a}-{b}. Set {next} zaczyna się od 0-0.',
  'pad.matchPoint': '{team} wygrywa seta {a}-{b}. Stuknij „{submit}”, żeby zakończyć mecz.',
  'pad.undone': 'Cofnięto: {a}-{b}.',
  'pad.undoneSets': 'Cofnięto: {a}-{b} (sety {sets}).',
  'pad.sendingFinal': 'Wysyłanie wyniku końcowego…',
  'pad.finalKept': 'Wynik końcowy jest zapisany na tym telefonie i zostanie wysłany po powrocie połączenia.',
  'pad.finalSaved': 'Wynik końcowy zapisany.',
  'pad.finalNotSaved': 'Twój wynik końcowy nie został zapisany.',
  'pad.savingFinal': 'Zapisywanie wyniku końcowego…',
  'pad.nowOn': 'Teraz na boisku {court}: {title}.',
  'pad.nowOnDivision': 'Teraz na boisku {court} ({division}): {title}.',
  'pad.deskChanged': 'Stolik sędziowski zmienił wynik: teraz {a}-{b}.',
  'pad.deskChangedSets': 'Stolik sędziowski zmienił wynik: teraz {a}-{b} (sety {sets}).',
  'pad.leftCourt': 'Meczu {title} nie ma już na boisku {court}.',
  'pad.notSavedConflict': 'Nie zapisano: ten mecz nie jest już rozgrywany na boisku {court}.',
  'pad.notSavedGone': 'Nie zapisano: boiska {court} już nie ma.',
  'pad.notSavedOther': 'Nie zapisano: serwer odrzucił ten wynik. Powiadom stolik sędziowski.',
  'pad.fateRemoved':
    '{who, select, desk {Stolik sędziowski usunął mecz {title} z harmonogramu.} other {Mecz {title} usunięto z harmonogramu.}}',
  'pad.fateFinal':
    '{who, select, desk {Stolik sędziowski wpisał wynik meczu {title}} other {Wpisano wynik meczu {title}}}{hasSets, select, yes {: {sets}} other {}}{hasWinner, select, yes {; wygrywa {winner}} other {}}.',
  'pad.fateForfeit':
    '{who, select, desk {Stolik sędziowski wpisał walkower w meczu {title}} other {Mecz {title} zakończył się walkowerem}}{hasWinner, select, yes {: wygrywa {winner}} other {}}.',
  'pad.fateCancelled':
    '{who, select, desk {Stolik sędziowski odwołał mecz {title}} other {Mecz {title} odwołano}}{hasWinner, select, yes {; dalej przechodzi {winner}} other {}}.',
  'pad.fateMoved':
    '{who, select, desk {Stolik sędziowski przeniósł mecz {title} na boisko {to}.} other {Mecz {title} przeniesiono na boisko {to}.}}',
  'pad.fateQueued':
    '{who, select, desk {Stolik sędziowski odesłał mecz {title} z powrotem do kolejki; zostanie rozegrany później.} other {Mecz {title} wrócił do kolejki; zostanie rozegrany później.}}',
};
