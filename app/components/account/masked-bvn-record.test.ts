import { describe, expect, it } from 'vitest';
import { maskBvnRecord } from './masked-bvn-record';

describe('maskBvnRecord', () => {
  it('keeps the name and gender, the last four digits of numbers and only the year of birth', () => {
    const masked = maskBvnRecord({
      bvnNo: '22222222222',
      firstname: 'Adaeze',
      middlename: 'Ngozi',
      lastname: 'Okonkwo',
      gender: 'Female',
      birthDate: '1990-04-12',
      phoneNo: '2348031234567',
      nin: '70123456789',
      email: 'ada@example.com',
    });
    expect(masked).toEqual({
      bvnNo: '•••••••2222',
      name: 'Adaeze Ngozi Okonkwo',
      gender: 'Female',
      birthDate: '••-••-1990',
      phoneNo: '+234 803 ••• 4567',
      nin: '•••••••6789',
    });
    expect(JSON.stringify(masked)).not.toContain('22222222222');
    expect(JSON.stringify(masked)).not.toContain('ada@example.com');
  });

  it('leaves what the record lacks empty', () => {
    const masked = maskBvnRecord({
      bvnNo: '22222222223',
      firstname: 'Tunde',
      middlename: '',
      lastname: 'Bakare',
      gender: 'Male',
      birthDate: '1985-11-02',
      phoneNo: '',
      nin: '',
      email: '',
    });
    expect(masked).toMatchObject({ name: 'Tunde Bakare', phoneNo: '', nin: '' });
  });
});
