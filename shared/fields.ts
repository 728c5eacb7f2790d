// Validation of registration/team fields (CONTRACT 4) and creation parameters (CONTRACT 5).
import type { CreateParams, Rules, Stage, TeamFields } from './types.js';

export interface CleanTeamFields { name: string; captain: string; phone: string; players: number; playerNames: string[] }
export type FieldsCheck<T> = { ok: true; value: T } | { ok: false; error: string; fields: Record<string, string> };
export interface TeamFieldOptions {
  /** Registration requires a phone; organizer team operations check it only when given. */
  phoneRequired: boolean;
  /** Names already taken (registered and withdrawn teams, minus the team being edited). */
  takenNames: string[];
}
export function checkTeamFields(f: TeamFields, rules: Rules, opts: TeamFieldOptions): FieldsCheck<CleanTeamFields> { throw new Error('todo'); }
export interface CleanCreateParams { name: string; date: string; courtCount: number; rules: Rules; stages: Stage[]; notes: string }
export function checkCreateParams(p: CreateParams): FieldsCheck<CleanCreateParams> { throw new Error('todo'); }
