import { acceptableUsePolicy } from './security/acceptable-use';
import { clearScreenClearDeskPolicy } from './security/clear-desk';
import { employeeInfoSecurityResponsibilities } from './security/employee-responsibilities';
import { userEndpointDevicesPolicy } from './security/endpoint-devices';
import { infoTransferPolicy } from './security/info-transfer';
import { physicalAccessPolicy } from './security/physical-access';
import { thirdPartyInfoSecurityPolicy } from './security/third-party';

/** The seven information security policies, in the order of the route table (specification 2.1). */
export const securityPolicies = [
  infoTransferPolicy,
  thirdPartyInfoSecurityPolicy,
  acceptableUsePolicy,
  employeeInfoSecurityResponsibilities,
  physicalAccessPolicy,
  clearScreenClearDeskPolicy,
  userEndpointDevicesPolicy,
];
