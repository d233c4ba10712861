import type { Route } from './+types/logout';
import { actOnLogout, loadLogout } from './logout.server';

export const loader = () => loadLogout();
export const action = (args: Route.ActionArgs) => actOnLogout(args);
