/**
 * The coordinator slice of specification 3: the three leadership lists, the selected category and,
 * once a person is chosen, category_id (the person's profile slug). Pure functions: the loaders
 * derive the state from the URL, so nothing lives in the browser.
 */
import { leadership } from './leadership';
import type { Leadership } from './leadership-schema';

export type LeadershipCategory = keyof Leadership;
/** The categories that have their own list and profile pages (/directors, /management). */
export type ProfileCategory = Exclude<LeadershipCategory, 'teamleads'>;

export interface Coordinator extends Leadership {
  category: LeadershipCategory;
  category_id: string | null;
}

export function createCoordinator(category: LeadershipCategory = 'directors'): Coordinator {
  return { ...leadership, category, category_id: null };
}

/** Changes the category and, when an id is given, the category_id. */
export function setCategory(state: Coordinator, category: LeadershipCategory, id?: string): Coordinator {
  return { ...state, category, category_id: id ?? state.category_id };
}

export function selectedGroup(state: Coordinator) {
  return state[state.category];
}

export function selectedPerson(state: Coordinator) {
  return selectedGroup(state).find((person) => person.profile === state.category_id);
}

/** /directors and /directors/x are the board; /management and /management/x the management team. */
export function profileCategoryOf(pathname: string): ProfileCategory {
  return pathname.toLowerCase().startsWith('/management') ? 'management' : 'directors';
}
