/**
 * The home and corporate pages to prerender, with one page per board and management profile.
 * Relative imports: react-router.config.ts loads this file without the path aliases.
 */
import { leadership } from '../leadership';

export function corporatePaths(): string[] {
  return [
    '/',
    '/about',
    '/anniversary',
    '/bigfamilydream',
    '/directors',
    '/management',
    ...leadership.directors.map((person) => `/directors/${person.profile}`),
    ...leadership.management.map((person) => `/management/${person.profile}`),
    '/team',
    '/rates',
    '/apps',
    '/coming-soon',
    '/error',
  ];
}
