import { describe, expect, it } from 'vitest';
import {
  WIZARD_STEPS,
  WizardBasicInfoSchema,
  WizardStepOneSchema,
  isRequiredWizardField,
  wizardDetailsSchema,
  wizardDocumentsSchema,
  wizardStepFields,
  wizardStepOneFieldsSchema,
  type WizardStep,
} from './wizard';

const STEP_1 = {
  accountProduct: '001',
  bvnNo: '22222222222',
  email: 'ada@example.com',
  birthDate: '1990-04-12',
  phoneNo: '08031234567',
  acctType: 'Individual',
};
const STEP_2 = {
  preferredBranch: 'ikeja',
  title: 'Mrs',
  lastname: 'Eze',
  firstname: 'Ada',
  gender: 'Female',
  maritalStatus: 'Single',
  stateOfOrigin: 'Enugu',
  lga: 'Nsukka',
};
const STEP_3 = {
  homeAddress: '12 Allen Avenue',
  city: 'Ikeja',
  stateOfResidence: 'Lagos',
  idType: 'International Passport',
  idNO: 'A1234567890',
  idIssueDate: '2020-01-10',
  idExpiryDate: '2099-01-09',
  employmentStatus: 'Employed',
  channels: ['USSD'],
};
const STEP_4 = {
  nokType: 'Brother',
  nokAddress: '3 Broad Street',
  nokSurname: 'Eze',
  nokFirstname: 'Obi',
  nokMobile: '08031112222',
};

const messageOf = (
  result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('the wizard step schemas (section 5)', () => {
  it('accept complete steps, three-letter names included (Eze, Obi, Ada)', () => {
    expect(WizardBasicInfoSchema.safeParse(STEP_1).success).toBe(true);
    expect(wizardDetailsSchema(2, false).safeParse(STEP_2).success).toBe(true);
    expect(wizardDetailsSchema(3, false).safeParse(STEP_3).success).toBe(true);
    expect(wizardDetailsSchema(4, false).safeParse(STEP_4).success).toBe(true);
  });

  it('convert an 11-digit phone to the 13-character international form', () => {
    expect(WizardBasicInfoSchema.parse(STEP_1).phoneNo).toBe('2348031234567');
    expect((wizardDetailsSchema(4, false).parse(STEP_4) as Record<string, unknown>).nokMobile).toBe('2348031112222');
  });

  it.each([
    [1, 'accountProduct', 'empty', 'Choose an Account Type to continue!'],
    [1, 'bvnNo', '2222222222', 'BVN must be valid 11 characters!!'],
    [1, 'email', 'a..b@c.com', 'The values entered for Email is invalid!'],
    [1, 'birthDate', `${new Date().getFullYear()}-01-01`, 'Date of Birth must be valid!!'],
    [1, 'birthDate', '1899-01-01', 'Date of Birth must be valid!!'],
    [1, 'phoneNo', '0803', 'Phone must be valid & numeric characters only!!'],
    [2, 'preferredBranch', 'empty', 'Choose a branch to continue!'],
    [2, 'title', 'empty', 'The values entered for Title is invalid!'],
    [2, 'lastname', 'Ez', 'The values entered for Surname is invalid!'],
    [2, 'mmaidenname', 'Ok', "mother's maiden name must be valid!!"],
    [2, 'gender', 'empty', 'Choose a gender to continue!'],
    [2, 'maritalStatus', 'empty', 'Choose a marital status to continue!'],
    [2, 'occupation', 'Astronaut', 'Choose occupation to continue!'],
    [2, 'sector', 'Nowhere', 'Choose a sector to continue!'],
    [2, 'segment', 'Nobody', 'Choose sector segment to continue!'],
    [2, 'countryOfResidence', 'Atlantis', 'Choose country of residence to continue!'],
    [2, 'stateOfOrigin', 'empty', 'Choose state of origin to continue!'],
    [2, 'stateOfOrigin', 'Atlantis', 'Choose state of origin to continue!'],
    [2, 'lga', 'Ikeja', 'Choose LGA to continue!'],
    [3, 'stateOfResidence', 'empty', 'The values entered for State of Residence is invalid!'],
    [3, 'homeAddress', '12', 'The values entered for Residential Address is invalid!'],
    [3, 'street', 'Bu', 'Invalid Street!'],
    [3, 'city', 'Ik', 'Invalid City!'],
    [3, 'zipCode', '1234567890', 'Invalid ZIP/Area Code!'],
    [3, 'officePhone', '12ab', 'Office Phone must be valid & numeric characters only!!'],
    [3, 'idNO', 'A123', 'Invalid idNo!'],
    [3, 'idIssueDate', '2999-01-01', 'Invalid ID Issue Date.!'],
    [3, 'idExpiryDate', '2001-01-01', 'Invalid ID Expired Date.!'],
    [3, 'channels', [], 'Choose at least one channel!'],
    [4, 'nokMobile', '0803', 'The values entered for Phone is invalid!'],
    [4, 'nokBvnNo', '123', 'The values entered for BVN is invalid!'],
    [4, 'nokBirthDate', '2999-01-01', 'The values entered for Date of Birth is invalid!'],
  ] as const)('step %i: %s = %j says %j', (step, field, value, message) => {
    const base = { 1: STEP_1, 2: STEP_2, 3: STEP_3, 4: STEP_4 }[step];
    const schema = step === 1 ? WizardBasicInfoSchema : wizardDetailsSchema(step, false);
    expect(messageOf(schema.safeParse({ ...base, [field]: value }), field)).toBe(message);
  });

  it('ask the corporate extras of corporate applicants only: TIN, country of birth, referees', () => {
    expect(wizardStepFields(3, false)).not.toContain('tin');
    expect(wizardStepFields(3, true)).toEqual(expect.arrayContaining(['tin', 'idIssuer']));
    expect(messageOf(wizardDetailsSchema(3, true).safeParse(STEP_3), 'tin')).toBe('Invalid TIN!');
    expect(
      messageOf(wizardDetailsSchema(2, true).safeParse({ ...STEP_2, countryOfBirth: 'Atlantis' }), 'countryOfBirth'),
    ).toBe('Choose country of birth to continue!');
    expect(
      messageOf(wizardDetailsSchema(4, true).safeParse({ ...STEP_4, referee1AcctNo: '123' }), 'referee1AcctNo'),
    ).toBe('The values entered for First Referee Account Number is invalid!');
  });

  it('need an expiry date unless the ID type carries none (NIN slip, voter card)', () => {
    const { idExpiryDate: _expiry, ...withoutExpiry } = STEP_3;
    expect(messageOf(wizardDetailsSchema(3, false).safeParse(withoutExpiry), 'idExpiryDate')).toBe(
      'Invalid ID Expired Date.!',
    );
    expect(
      wizardDetailsSchema(3, false).safeParse({ ...withoutExpiry, idType: 'NIN', idNO: '70123456789' }).success,
    ).toBe(true);
  });

  it('report the rules across fields in the same round as the others (issue 27.12)', () => {
    const step3 = wizardDetailsSchema(3, false).safeParse({
      ...STEP_3,
      idType: "Driver's License",
      idNO: 'AB12',
      city: '',
    });
    expect(messageOf(step3, 'idNO')).toBe('Invalid idNo!');
    expect(messageOf(step3, 'city')).toBe('Invalid City!');
    // A phone that fails too (its rule converts the number) does not stop the rules across fields.
    const withBadPhone = wizardDetailsSchema(3, false).safeParse({
      ...STEP_3,
      idType: "Driver's License",
      idNO: 'AB12',
      officePhone: '12ab',
    });
    expect(messageOf(withBadPhone, 'officePhone')).toBe('Office Phone must be valid & numeric characters only!!');
    expect(messageOf(withBadPhone, 'idNO')).toBe('Invalid idNo!');
    const step2 = wizardDetailsSchema(2, false).safeParse({ ...STEP_2, lga: 'Ikeja', title: '' });
    expect(messageOf(step2, 'lga')).toBe('Choose LGA to continue!');
    expect(messageOf(step2, 'title')).toBe('The values entered for Title is invalid!');
  });

  it('treat an optional select left on its placeholder as not chosen', () => {
    expect(wizardDetailsSchema(2, false).safeParse({ ...STEP_2, religion: 'empty', occupation: 'empty' }).success).toBe(
      true,
    );
  });

  it('require the signature, utility bill, ID card and terms at step 5; the photo and letters are exempt', () => {
    const result = wizardDocumentsSchema(true).safeParse({});
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'scannedIDCard',
      'signature',
      'terms',
      'utilityBill',
    ]);
    expect(messageOf(result, 'terms')).toBe('You have to accept our terms and condition to proceed!');
    expect(messageOf(result, 'utilityBill')).toBe('Upload your Utility Bill!');
  });

  // Issue 27.4: a document the server kept from an earlier round is not asked for again.
  it('leave out at step 5 the documents already uploaded, and report every failing file at once', () => {
    const result = wizardDocumentsSchema(false, ['signature', 'utilityBill']).safeParse({
      scannedIDCard: new File([new Uint8Array(10)], 'id.pdf', { type: 'application/pdf' }),
      photo: new File([new Uint8Array(1_000_001)], 'me.jpg', { type: 'image/jpeg' }),
      terms: 'true',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid File Type. Upload image file only for Scanned ID Card',
      'File larger than 1MB for Passport Photo',
    ]);
  });
});

describe("step 1's schema (the form's and the API's)", () => {
  it("asks a company's name and CAC number of corporate applicants only, before the other fields", () => {
    expect(WizardStepOneSchema.safeParse(STEP_1).data).toMatchObject({
      ...STEP_1,
      phoneNo: '2348031234567',
      cbBy: 'unknown',
    });
    const company = WizardStepOneSchema.safeParse({ ...STEP_1, acctType: 'Corporate', bvnNo: '12' });
    expect(company.error?.issues.map((issue) => issue.path[0])).toEqual(['businessName', 'cacNumber', 'bvnNo']);
    const registered = WizardStepOneSchema.safeParse({
      ...STEP_1,
      acctType: 'Corporate',
      businessName: 'Eze Foods',
      cacNumber: 'rc 123 4567',
    });
    expect(registered.data).toMatchObject({ acctType: 'Corporate', cacNumber: 'RC1234567' });
  });

  it('refuses an unknown kind of applicant by the kind field', () => {
    expect(messageOf(WizardStepOneSchema.safeParse({ ...STEP_1, acctType: 'Other' }), 'acctType')).toBe(
      messageOf(WizardBasicInfoSchema.safeParse({ ...STEP_1, acctType: 'Other' }), 'acctType'),
    );
  });

  it("in the browser, takes the kind from the page's address: the form does not send it", () => {
    const { acctType: _kind, ...typed } = STEP_1;
    expect(wizardStepOneFieldsSchema(false).safeParse(typed).success).toBe(true);
    expect(Object.keys(wizardStepOneFieldsSchema(true).safeParse(typed).error?.flatten().fieldErrors ?? {})).toEqual([
      'businessName',
      'cacNumber',
    ]);
  });
});

describe('the required fields the form marks', () => {
  const stepSchema = (step: WizardStep, isCorporate: boolean) =>
    step === 1
      ? WizardBasicInfoSchema
      : step === 5
        ? wizardDocumentsSchema(isCorporate)
        : wizardDetailsSchema(step, isCorporate);

  it('are the fields each step schema refuses when empty, for both kinds of applicant', () => {
    for (const isCorporate of [false, true]) {
      for (const step of WIZARD_STEPS) {
        const shape = stepSchema(step, isCorporate).shape as Record<
          string,
          { safeParse: (value: unknown) => { success: boolean } }
        >;
        for (const field of wizardStepFields(step, isCorporate)) {
          const refusesEmpty = !shape[field]!.safeParse(
            field === 'channels' ? [] : field === 'terms' ? false : undefined,
          ).success;
          expect({ step, isCorporate, field, required: isRequiredWizardField(field) }).toEqual({
            step,
            isCorporate,
            field,
            required: refusesEmpty,
          });
        }
      }
    }
  });
});
