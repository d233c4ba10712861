import type { Route } from './+types/logout';
import { actOnStaffLogout, loadStaffLogout } from './logout.server';

export const loader = () => loadStaffLogout();
export const action = (args: Route.ActionArgs) => actOnStaffLogout(args);
