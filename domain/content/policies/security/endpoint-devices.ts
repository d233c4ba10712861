import type { PolicyDocument } from '../../policy';
import { SECURITY_POLICY_CONTROL, securityPolicyClosing } from './document-control';

const title = 'User Endpoint Devices Policy';

export const userEndpointDevicesPolicy: PolicyDocument = {
  ...SECURITY_POLICY_CONTROL,
  path: '/user-endpoint-devices-policy-v1',
  title,
  summary:
    'The security rules for the laptops, desktops, tablets and phones used to reach the Bank’s information, whether issued by the Bank or personally owned.',
  body: `
## Purpose
Laptops, desktops, tablets and phones are where our people meet the Bank's information, and the devices most often lost, stolen or attacked. This policy sets the security that every such device must have before it is used for the Bank's work.

## Scope
This policy applies to all user endpoint devices that store, process or access the Bank's information: devices issued by the Bank, and personal devices approved for limited Bank use (bring your own device, BYOD). It applies to every user of those devices.

## Policy statements
### Bank-issued devices
1. Devices are registered in the asset register and assigned to a named user before they are issued.
2. Every device is configured to the Bank's secure standard before use, including:
   full-disk encryption; current, supported operating system; automatic security updates; endpoint protection against malware; a host firewall; automatic screen lock after no more than 5 minutes; and no local administrator rights for ordinary users.
3. Only software approved by Information Technology may be installed.
4. Devices are managed centrally so that the Bank can apply updates, enforce settings and remotely lock or wipe a lost device.
5. USB storage ports are disabled unless an exception is approved.

### Personal devices (BYOD)
1. Personal devices may access only the services the Bank makes available for them, such as e-mail and collaboration tools, through the Bank's mobile device management application.
2. The device must have a supported operating system, a screen lock with a PIN, password or biometrics, and must not be rooted or jailbroken.
3. Bank information is kept in the managed work container, separated from personal data. The Bank may wipe the work container, but not personal data, if the device is lost or the user leaves.
4. Customer Restricted information must not be stored on personal devices.

### Using devices safely
1. Keep devices with you or locked away; never leave them in a parked car or unattended in public.
2. Connect only to trusted networks. On public Wi-Fi, use the Bank's virtual private network before accessing Bank services.
3. Do not let family members or others use a Bank device.
4. Follow the [Clear Screen and Clear Desk Policy](/clear-screen-and-clear-desk-policy-v1) wherever you work.

### Loss, theft and repair
1. Report a lost or stolen device to Information Technology and Information Security immediately, so that it can be locked or wiped; for theft, also report to the police.
2. Devices are repaired only by Information Technology or an approved vendor, with storage removed or encrypted.

### Return and disposal
Devices are returned to Information Technology when a user leaves or no longer needs them. Storage is securely wiped, or destroyed when it cannot be wiped, before the device is reused or disposed of, and the asset register is updated.

## Roles and responsibilities
- **Information Technology** configures, manages, repairs and disposes of devices, and keeps the asset register.
- **Information Security** sets the secure standard, approves exceptions and monitors compliance.
- **Line managers** approve device and BYOD requests for their teams.
- **Users** look after their devices, keep security controls on and report loss at once.
${securityPolicyClosing(title)}`,
};
