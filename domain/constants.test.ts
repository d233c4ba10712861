import { expect, it } from 'vitest';
import * as constants from './constants';

it('holds the limits of specification 9', () => {
  expect(constants).toMatchObject({
    IDENTITY_NUMBER_LENGTH: 11,
    OTP_LENGTH: 6,
    ACCOUNT_NUMBER_LENGTH: 10,
    PHONE_LENGTH: 13,
    PHONE_MAX_DIGITS: 15,
    WIZARD_MAX_FILE_BYTES: 1_000_000,
    DEFAULT_MAX_FILE_BYTES: 2_000_000,
    QUICK_STEP: 50,
    LINKING_STEP: 51,
    BVN_USSD_CODE: '*565*0#',
    SUBSCRIBE_ALERT_MS: 7000,
    NOTICE_AUTO_CLOSE_MS: 10_000,
  });
  expect(constants.CBN_LINKING_CIRCULAR).toEqual({
    reference: 'PSM/DIR/PUB/CIR/001/053',
    issuedOn: '2023-12-01',
    linkingDeadline: '2024-03-01',
  });
});
