import type { PolicyDocument } from '../../policy';
import { SECURITY_POLICY_CONTROL, securityPolicyClosing } from './document-control';

const title = 'Clear Screen and Clear Desk Policy';

export const clearScreenClearDeskPolicy: PolicyDocument = {
  ...SECURITY_POLICY_CONTROL,
  path: '/clear-screen-and-clear-desk-policy-v1',
  title,
  summary:
    'Simple habits that stop information being seen or taken: lock your screen, clear your desk, collect your printing and dispose of papers securely.',
  body: `
## Purpose
Customer application forms, identity documents, account statements and passwords on sticky notes can all be read, photographed or taken by someone walking past. This policy reduces that risk by requiring screens to be locked and desks to be cleared whenever they are unattended.

## Scope
This policy applies to all staff, contractors and vendors working on the Bank's premises or remotely, and to every workspace: desks, counters, meeting rooms, printers and screens, including when working from home.

## Policy statements
### Clear screen
1. Lock your screen (Windows key + L, or the equivalent) every time you leave your device, even for a moment.
2. Devices lock automatically after no more than 5 minutes without activity, and ask for your password or fingerprint to unlock.
3. Position screens in banking halls and open areas so that customers and visitors cannot read them; use privacy filters where this is not possible.
4. Close confidential documents and applications when they are not in use, and before sharing your screen in a meeting.
5. Log off or shut down your computer at the end of the day, unless Information Technology asks you to leave it on for updates.

### Clear desk
1. At the end of each day, and whenever you leave your desk for a long period, lock away all Confidential and Restricted papers and removable media in a drawer or cabinet.
2. Customer documents such as application forms, identity documents, signature cards and title documents are never left unattended on a counter or desk.
3. Keys to drawers and cabinets are not left in locks or on desks.
4. Never write passwords, PINs or codes on paper or sticky notes.
5. Clear whiteboards and flip charts after meetings, and leave meeting rooms free of papers.

### Printing, copying and scanning
1. Collect printed documents immediately. Use secure printing, where your card or code releases the job at the printer, for Confidential and Restricted information.
2. Do not leave originals in scanners or copiers.

### Disposal
1. Confidential and Restricted papers are destroyed in a shredder or placed in the locked confidential waste bins for secure destruction, never in ordinary waste.
2. Storage media are handed to Information Technology for secure wiping or destruction.

### Working remotely
Apply the same rules at home and when travelling: lock your screen, do not let family members or others use your work device, keep printed Bank information to a minimum and shred it, and take care that others cannot see your screen in public places.

## Roles and responsibilities
- **Every member of staff** follows these habits every day.
- **Line managers and branch managers** make sure their areas comply and carry out spot checks.
- **Information Security** carries out periodic clear desk and clear screen checks and reports results.
- **Facilities** provides lockable storage, shredders and confidential waste bins.
- **Information Technology** enforces automatic screen locking.
${securityPolicyClosing(title)}`,
};
