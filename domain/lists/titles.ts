/**
 * Titles (honorifics) offered for the customer and the next of kin. The specification names the
 * first eight and "about 45 more"; the rest are honorifics in common use in Nigeria.
 */
export const TITLES = [
  'Alfa',
  'Alhaji',
  'Mr',
  'Mrs',
  'Chief',
  'Doctor',
  'Professor',
  'Pastor',
  'Miss',
  'Ms',
  'Master',
  'Alhaja',
  'Hajia',
  'Mallam',
  'Engr',
  'Arc',
  'Barr',
  'Hon',
  'Sen',
  'Justice',
  'Ambassador',
  'Prince',
  'Princess',
  'Oba',
  'Igwe',
  'Emir',
  'HRH',
  'Otunba',
  'Oloye',
  'Mazi',
  'Nze',
  'Ogbuefi',
  'Sir',
  'Lady',
  'Elder',
  'Rev',
  'Rev Fr',
  'Bishop',
  'Apostle',
  'Prophet',
  'Evangelist',
  'Deacon',
  'Deaconess',
  'Imam',
  'Sheikh',
  'Ustaz',
  'Comrade',
  'Capt',
  'Col',
  'Gen',
  'Maj',
  'Lt',
  'Sgt',
] as const;

/** Titles that name a man or a woman; the others (Chief, Doctor, Alhaji's Alfa...) suit either. */
const TITLES_OF_GENDER: Record<string, 'Male' | 'Female'> = {
  Mr: 'Male',
  Master: 'Male',
  Alhaji: 'Male',
  Mallam: 'Male',
  Prince: 'Male',
  Sir: 'Male',
  Ogbuefi: 'Male',
  Mrs: 'Female',
  Miss: 'Female',
  Ms: 'Female',
  Alhaja: 'Female',
  Hajia: 'Female',
  Princess: 'Female',
  Lady: 'Female',
  Deaconess: 'Female',
};

/** A title that names the other gender than the one given ('Mr' for a woman): worth a second look, not a refusal. */
export function isTitleOfOtherGender(title: unknown, gender: unknown): boolean {
  const ofTitle = typeof title === 'string' ? TITLES_OF_GENDER[title] : undefined;
  return Boolean(ofTitle && (gender === 'Male' || gender === 'Female') && ofTitle !== gender);
}
