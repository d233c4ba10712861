/**
 * Nigerian states, senatorial districts and local government areas, from the data of the
 * naija-state-local-government package. Its index.js is not used: it throws a TypeError on a
 * missing state and returns undefined (then crashes) on an unknown one, so the look-up lives here.
 */
import source from 'naija-state-local-government/src/statesAndLocalGov.json';
import { messages } from './messages';

export type NigerianState = {
  readonly state: string;
  readonly senatorialDistricts: readonly string[];
  readonly lgas: readonly string[];
};

const FCT = 'Federal Capital Territory';
const FCT_ALIASES = ['fct', 'f.c.t', 'abuja', 'f c t'];

// The source lists two Edo LGAs twice; select options need unique values.
const STATES: readonly NigerianState[] = source
  .map((entry) => ({
    state: entry.state,
    senatorialDistricts: entry.senatorial_districts,
    lgas: [...new Set(entry.lgas)],
  }))
  .sort((a, b) => a.state.localeCompare(b.state, 'en'));

/** The 36 states and the Federal Capital Territory, alphabetical, spelled as the source (Nassarawa). */
export const NIGERIAN_STATES: readonly string[] = STATES.map(({ state }) => state);

function findState(input: string): NigerianState | undefined {
  const wanted = input.trim().toLowerCase();
  const name = FCT_ALIASES.includes(wanted) ? FCT.toLowerCase() : wanted;
  return STATES.find(({ state }) => state.toLowerCase() === name);
}

/**
 * Finds a state by name, ignoring case and surrounding spaces; fct, f.c.t, abuja and 'f c t' mean
 * the Federal Capital Territory. Throws 'Invalid Nigeria State' for an empty or missing state and
 * 'Unknown Nigeria State: {state}' for a name that is none of the 37.
 */
export function lookupState(input: string | null | undefined): NigerianState {
  if (typeof input !== 'string' || input.trim() === '') throw new Error(messages.errors.invalidNigeriaState);
  const found = findState(input);
  if (!found) throw new Error(messages.errors.unknownNigeriaState(input.trim()));
  return found;
}

/** Whether the text names a state (aliases included); never throws. */
export function isNigerianState(input: string | null | undefined): boolean {
  return typeof input === 'string' && findState(input) !== undefined;
}

export function lgasOf(state: string | null | undefined): readonly string[] {
  return lookupState(state).lgas;
}

export function senatorialDistrictsOf(state: string | null | undefined): readonly string[] {
  return lookupState(state).senatorialDistricts;
}

/** Whether the LGA belongs to the state (exact LGA spelling, state aliases allowed); never throws. */
export function isLgaOf(state: string | null | undefined, lga: string): boolean {
  return isNigerianState(state) && lookupState(state).lgas.includes(lga.trim());
}
