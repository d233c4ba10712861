import type { PolicyDocument } from '../../policy';
import { SECURITY_POLICY_CONTROL, securityPolicyClosing } from './document-control';

const title = 'Physical Access and Environmental Security Policy';

export const physicalAccessPolicy: PolicyDocument = {
  ...SECURITY_POLICY_CONTROL,
  path: '/physical-access-and-environmental-security-policy-v1',
  title,
  summary:
    'How the Bank controls entry to its offices, branches and data rooms, and protects equipment from fire, flood, power failure and other environmental threats.',
  body: `
## Purpose
Customers' records, cash, title documents and the systems that run their accounts all sit in physical places. This policy protects those places from unauthorised entry, damage and interference, and protects equipment from environmental threats such as fire, flood and power failure.

## Scope
This policy applies to all the Bank's premises (head office, branches, data rooms, archives and disaster recovery sites) and to everyone who enters them: staff, contractors, vendors, visitors and customers.

## Policy statements
### Security zones
The Bank's premises are divided into zones, with stronger controls as sensitivity increases:
- **Public areas:** banking halls and reception, open to customers during business hours and monitored by closed-circuit television (CCTV).
- **Staff areas:** offices, open only to staff and escorted visitors, controlled by access cards.
- **Secure areas:** data rooms, vaults, strong rooms and archives of title documents, open only to named staff whose role needs it, controlled by access cards with a second factor or dual control.

### Entry control
1. Every member of staff wears a Bank identity badge where it can be seen while on the premises.
2. Access rights follow the role and are reviewed every quarter by the owner of each secure area; access of leavers is removed on their last day.
3. Visitors sign in, show identification, wear a visitor badge, and are escorted in staff and secure areas. The visitor register is kept for at least one year.
4. Do not allow anyone to follow you through a controlled door (tailgating), and challenge or report anyone without a badge.
5. Deliveries are received in a designated area, away from secure areas.
6. Entry to secure areas is logged and the logs are reviewed.

### Working in secure areas
1. Photography and recording are not allowed in secure areas without written approval.
2. Vendors working in secure areas are supervised for the whole visit.
3. Secure areas are locked when unoccupied.

### Environmental protection
1. Data rooms have fire detection and a suitable fire suppression system, temperature and humidity control, raised floors or water detection, and are not sited below water pipes where avoidable.
2. Critical equipment is protected by uninterruptible power supplies and generators, with fuel and maintenance contracts sufficient for extended public power outages.
3. Fire extinguishers, alarms, emergency lighting and exits are provided and tested regularly; staff take part in evacuation drills at least once a year.
4. Smoking, eating and drinking are not allowed in data rooms.

### Equipment
1. Equipment is sited and protected to reduce the risk of damage, theft and unauthorised viewing.
2. Cabling for power and data is protected from interception and damage.
3. Equipment is maintained according to the supplier's recommendations, and only by authorised people.
4. Equipment leaving the premises needs authorisation and a record; storage media are securely wiped or destroyed before disposal or reuse.

### Monitoring
CCTV covers entrances, banking halls, cash areas and secure areas. Recordings are kept for a defined period, accessed only by authorised staff, and handled in line with the Nigeria Data Protection Act 2023.

## Roles and responsibilities
- **Facilities and Administration** manage access control systems, CCTV, environmental controls and maintenance.
- **Owners of secure areas** approve and review who may enter.
- **Information Security** sets the requirements for data rooms and reviews compliance.
- **Branch managers** apply this policy in their branches.
- **Everyone on the premises** follows the entry rules and reports concerns.
${securityPolicyClosing(title)}`,
};
