import { describe, expect, it } from 'vitest';
import { errors } from './errors';

describe('error catalogue', () => {
  it('holds the texts of specification 2.1, 5, 8 and 9 verbatim', () => {
    expect(errors.unexpectedApplicationError).toBe('Unexpected Application Error!');
    expect(errors.accountAlreadyOpened).toBe('You have already opened this type of Account!');
    expect(errors.loading).toBe('Loading.....!');
    expect(errors.checkCustomerFailed).toBe('Unable to check customer details at this time. Please try again later!');
    expect(errors.submissionError).toBe('A submission Erro Occurred!');
    expect(errors.checkNetwork).toBe('Oops! Kindly check your Network.');
    expect(errors.unableToSave).toBe('Unable to save your details at this time.');
    expect(errors.emailTaken).toBe('Email is Already Taken');
    expect(errors.noInternet).toBe('No Internet');
    expect(errors.noEntriesToShow).toBe('No entries to show');
    expect(errors.invalidNigeriaState).toBe('Invalid Nigeria State');
    expect(errors.closeAlert).toBe('Close alert');
  });

  it('holds the console-only texts', () => {
    expect(errors.console.bvnDataFailed).toBe('Unable to getBvnData at this time');
    expect(errors.console.submitFailed).toBe('Oops! Unable to submit details at this time');
  });

  it('names an unknown state', () => {
    expect(errors.unknownNigeriaState('Wakanda')).toBe('Unknown Nigeria State: Wakanda');
  });
});
