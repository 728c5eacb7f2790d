// The engine's refusals as messages (docs/translating.md, Refusals): the registration's, the desk's and the CSV import's.
import type { refusals as english } from '../en/refusals.js';
import type { PartOf } from '../catalogue.js';

export const refusals: PartOf<typeof english> = {
  'refusal.textControl':
    '{field, select, name {O nome da equipe} captain {O nome do capitão} phone {O telefone} playerNames {A lista de jogadores} deskName {O nome da mesa} other {Este campo}} não pode conter {multi, select, yes {caracteres de controle ou de direção do texto} other {quebras de linha nem caracteres de controle ou de direção do texto}}.',
  'refusal.textInvisible':
    '{multi, select, yes {{field, select, playerNames {A lista de jogadores} other {Este campo}} não pode ter um nome feito só de caracteres invisíveis; escreva nomes legíveis, um por linha.} other {{field, select, name {O nome da equipe} captain {O nome do capitão} deskName {O nome da mesa} other {O campo}} só tem caracteres invisíveis; escreva um nome legível.}}',
  'refusal.textLong':
    '{field, select, name {O nome da equipe tem} captain {O nome do capitão tem} phone {O telefone tem} playerNames {A lista de jogadores tem} deskName {O nome da mesa tem} other {O texto tem}} {n} caracteres; o máximo é {max}.',
  'refusal.teamNameMissing': 'Digite o nome da equipe.',
  'refusal.teamNameTaken': 'Já existe uma equipe inscrita com o nome “{name}”; escolha outro.',
  'refusal.captainMissing': 'Digite o nome do capitão.',
  'refusal.phoneMissing': 'Digite um telefone para a mesa conseguir falar com o capitão.',
  'refusal.phoneInvalid': 'O telefone precisa ter de 7 a 15 dígitos (espaços, hífens, pontos, parênteses e um + no início são aceitos).',
  'refusal.players': 'O número de jogadores deve ser um número inteiro de {min} a {max}.',
  'refusal.playerNameLong': 'O nome “{name}” tem mais de {max} caracteres.',
  'refusal.playerNamesMany':
    'Há {listed, plural, one {# nome} many {# nomes} other {# nomes}} para {players, plural, one {# jogador} many {# jogadores} other {# jogadores}}; escreva no máximo {players}, um por linha.',
  'refusal.registrationClosed': 'As inscrições deste torneio estão encerradas.',
  'refusal.teamLimit': 'Este torneio já atingiu o limite de {max} equipes.',
  'refusal.phaseUnknown': 'A fase deve ser uma destas: checkin, closed, live, final.',
  'refusal.liveNoDraw': 'Gere os grupos ou a chave antes de começar ao vivo.',
  'refusal.broadcastEmpty': 'Escreva a mensagem a enviar.',
  'refusal.noMatch': 'Não há jogo com o id {id}.',
  'refusal.noCourt': 'A quadra {court} não existe.',
  'refusal.noTeam': 'Não há equipe com o id {id}.',
  'refusal.notPlayed': '{match} não está em jogo.',
  'refusal.changed':
    '{court, select, none {Este jogo} other {A quadra {court}}} mudou nesse meio-tempo; recarregue para ver o estado atual.',
  'refusal.noSets':
    'Nenhum set informado: um jogo em melhor de {bestOf} precisa de pelo menos {need, plural, one {# set} many {# sets} other {# sets}}.',
  'refusal.tooManySets': '{n} sets informados: um jogo em melhor de {bestOf} tem no máximo {bestOf}.',
  'refusal.afterDecider': 'O set {set} ({score}) vem depois do set de desempate: o jogo já tinha terminado {sets} em sets.',
  'refusal.unfinished': 'O jogo não terminou: está {sets} em sets e um jogo em melhor de {bestOf} se vence com {need}.',
  'refusal.noTournament': 'Não existe o torneio "{slug}".',
  'refusal.deleteConfirm': 'Para excluir o torneio, confirme com "yes".',
  'refusal.poolsOpen':
    '{n, plural, one {Falta # jogo de grupo} many {Faltam # jogos de grupo} other {Faltam # jogos de grupo}}: a chave é sorteada quando todos os jogos de grupo estiverem decididos.',
  'refusal.poolsExist': 'Os grupos já existem; apague o sorteio para recomeçar.',
  'refusal.twoTeams': 'São necessárias pelo menos 2 equipes inscritas para formar grupos.',
  'refusal.nothingDrawn': 'Nada foi gerado ainda.',
  'refusal.scoreRecorded': 'Não é mais possível sortear de novo: já há um placar registrado.',
  'refusal.poolsFirst': 'Gere e jogue os grupos antes da chave.',
};
