import { STAFF_ROLES, type StaffRole } from '@domain/back-office/staff-roles';
import { staffTexts } from '@domain/messages/back-office/staff';

/** The roles as checkboxes in a fieldset: a member may hold several. */
export function RoleChoices({
  formId,
  chosen = [],
  error,
}: {
  formId: string;
  chosen?: readonly string[];
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${formId}-roles-message` : undefined}>
      <legend className="mb-1 text-sm font-semibold">{staffTexts.team.rolesLabel}</legend>
      {error ? (
        <p id={`${formId}-roles-message`} className="text-xs font-medium text-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {STAFF_ROLES.map((role: StaffRole) => (
          <label key={role} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name="roles"
              value={role}
              defaultChecked={chosen.includes(role)}
              className="size-5 accent-primary-700"
            />
            {staffTexts.roles[role]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
