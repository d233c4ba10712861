import { describe, expect, it } from 'vitest';
import { errorTexts } from './errors';

describe('error catalogue', () => {
  it('holds the texts of specification 2.1, 5, 8 and 9 verbatim', () => {
    expect(errorTexts.unexpectedApplicationError).toBe('Unexpected Application Error!');
    expect(errorTexts.accountAlreadyOpened).toBe('You have already opened this type of Account!');
    expect(errorTexts.loading).toBe('Loading.....!');
    expect(errorTexts.checkCustomerFailed).toBe(
      'Unable to check customer details at this time. Please try again later!',
    );
    expect(errorTexts.submissionError).toBe('A submission Erro Occurred!');
    expect(errorTexts.checkNetwork).toBe('Oops! Kindly check your Network.');
    expect(errorTexts.unableToSave).toBe('Unable to save your details at this time.');
    expect(errorTexts.emailTaken).toBe('Email is Already Taken');
    expect(errorTexts.noInternet).toBe('No Internet');
    expect(errorTexts.noEntriesToShow).toBe('No entries to show');
    expect(errorTexts.invalidNigeriaState).toBe('Invalid Nigeria State');
    expect(errorTexts.closeAlert).toBe('Close alert');
  });

  it('holds the console-only texts', () => {
    expect(errorTexts.console.bvnDataFailed).toBe('Unable to getBvnData at this time');
    expect(errorTexts.console.submitFailed).toBe('Oops! Unable to submit details at this time');
  });

  it('names an unknown state', () => {
    expect(errorTexts.unknownNigeriaState('Wakanda')).toBe('Unknown Nigeria State: Wakanda');
  });
});
