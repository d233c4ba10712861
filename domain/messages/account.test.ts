import { describe, expect, it } from 'vitest';
import { accountTexts } from './account';
import { wizardTexts } from './wizard';

describe('account-opening texts', () => {
  it('builds the templates', () => {
    expect(accountTexts.accountOption('Save-4-It')).toBe('Save-4-It Account');
    expect(accountTexts.chooser.getStartedWith('Flexi')).toBe('Get Started With Flexi Now');
  });

  it('holds the chooser and instant form texts verbatim (2.4, 2.6)', () => {
    expect(accountTexts.chooser.title).toBe('Instant Account Opening');
    expect(accountTexts.chooser.bestSelling).toBe('Best Selling Products For You');
    expect(accountTexts.instant.title).toBe('Instant Account');
    expect(accountTexts.instant.intro).toBe('Kindly tell us a bit about you');
    expect(accountTexts.instant.emailNote).toBe('Email provided here will be used to complete registration');
    expect(accountTexts.instant.submit).toBe('OPEN INSTANT ACCOUNT');
    expect(accountTexts.instant.validateBvn).toBe('Validate BVN to get started');
  });

  it('labels the instant form fields as 2.6 quotes them', () => {
    expect(accountTexts.fieldLabels).toMatchObject({
      bvnNo: 'BVN',
      accountProduct: 'Type of Account',
      email: 'Email',
      nin: 'NIN',
      preferredBranch: 'Preferred Branch',
      lastname: 'Surname',
      firstname: 'Firstname',
      middlename: 'Middlename',
      phoneNo: 'Phone',
      gender: 'Gender',
      birthDate: 'Date of Birth',
      photo: 'Passport Photo',
      scannedIDCard: 'Scanned ID Card',
      homeAddress: 'Residential Address',
      street: 'Nearest Bus Stop',
      channels: 'Preferred Channels',
    });
  });

  it('holds the BVN dialog and page texts verbatim (2.7)', () => {
    expect(accountTexts.bvnDialog).toEqual({
      title: 'BVN Validation',
      text: 'You are required to validate your BVN to continue with this application',
      submit: 'PROCEED TO VALIDATE',
    });
    expect(accountTexts.bvnPage).toEqual({
      heading: 'Validate Bvn To Proceed',
      submit: 'VALIDATE BVN',
      dataFetched: 'Bvn Data Fetched..!',
      step: 'Verify Identity',
    });
  });

  it('holds the result texts verbatim (2.6, 2.9)', () => {
    expect(accountTexts.instantResult.heading).toBe('Congratulations!');
    expect(`${accountTexts.instantResult.resendPrompt} ${accountTexts.instantResult.resendEmail}`).toBe(
      "Didn't get a mail? Resend email",
    );
    expect(accountTexts.resultModal.heading).toBe('CONGRATULATIONS');
    expect(accountTexts.resultModal.provideDetails).toBe('Provide Additional Details');
    expect(accountTexts.resultModal.later).toBe('May be Later');
    expect(accountTexts.resultModal.notReady).toBe(
      'We are working on getting your account ready!. Your account details will be sent to you shortly.',
    );
    expect(accountTexts.resultModal.completelyUpdated).toBe('Your account has been completely updated successfully!');
    expect(accountTexts.resultModal.registrationCompleted).toBe(
      'Your registration has completed successfully. If you are yet to get your account details, it will be sent to you shortly.',
    );
    expect(accountTexts.resultModal.thankYou).toBe('Thank you for completing your registration!');
    expect(accountTexts.resultModal.accountOpened('Flexi', '0123456789')).toContain('0123456789');
  });

  it('holds the wizard texts verbatim (2.5)', () => {
    expect(wizardTexts.title).toBe('New Account');
    expect(wizardTexts.steps.corporate).toEqual([
      'Basic Info',
      'Personal Info',
      'Business Location',
      'Next Of Kin',
      'Verify Identity',
    ]);
    // Each step's title of 2.5, where it is true (docs/decisions/044).
    expect(wizardTexts.headings.personal).toEqual([
      'BVN Validation',
      'Bio Data',
      'Personal Data',
      'Next Of Kin',
      'Document Upload',
    ]);
    expect(wizardTexts.headings.corporate).toEqual([
      'BVN Validation',
      'Bio Data',
      'Business Location',
      'Authorization and Referee Details',
      'Verify Identity',
    ]);
    // The stepper and the heading of a screen agree.
    expect(wizardTexts.steps.personal.slice(2)).toEqual(wizardTexts.headings.personal.slice(2));
    expect(wizardTexts.steps.corporate.slice(2, 3)).toEqual(wizardTexts.headings.corporate.slice(2, 3));
    expect(wizardTexts.basicInfo.otpPlaceholder).toBe('Enter 6 Digits OTP Code Here');
    expect(wizardTexts.basicInfo.secondsRemaining).toBe('Seconds Remaining');
    expect(wizardTexts.basicInfo.alterStepOne).toBe('If you need to Alter Step One Information, Kindly Contact Us!');
    expect(wizardTexts.basicInfo.emailSent).toBe(
      'Nice Job! Email has been sent to you. Verify your email to complete registration!',
    );
    expect(wizardTexts.bioData.intro).toBe('Kindly tell us a few things about you');
    expect(wizardTexts.bioData.emailVerified).toBe('Email Is Verified!');
    expect(wizardTexts.nextOfKin.intro).toBe('Tell us about your Next Of Kin');
    expect(wizardTexts.documents.terms).toBe('I have read and accepted the Terms and Conditions');
    expect(wizardTexts.documents.submit).toBe('COMPLETE REGISTRATION');
  });

  it('holds the linking texts verbatim (2.8)', () => {
    expect(accountTexts.profileLink.title).toBe('Self Service Portal');
    expect(accountTexts.profileLink.alternativeTitle).toBe('Update Account Profile');
    expect(accountTexts.profileLink.submit).toBe('SUBMIT');
    expect(accountTexts.profileLink.success).toBe(
      'Your BVN & NIN have been linked successfully! Thank you for choosing us!',
    );
    expect(accountTexts.profileLink.circular).toContain('PSM/DIR/PUB/CIR/001/053');
    expect(accountTexts.profileLink.circular).toContain('1 December 2023');
    expect(accountTexts.profileLink.circular).toContain('1 March 2024');
  });
});
