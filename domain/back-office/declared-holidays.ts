/**
 * The Islamic public holidays the Federal Government declares each year (decision 094), which the
 * bank keeps here: Eid-el-Fitr and Eid-el-Kabir two days each, Eid-el-Maulud one. These are the
 * EXPECTED dates, from the lunar calendar: the government announces the real ones a few days
 * before, after the moon is sighted, and may move them. When it does, change the date here (and add
 * the next year's before it starts). Give the day itself: one on a weekend moves to the Monday by
 * the rule in public-holidays.ts, as the government declares it. A day off the government declares
 * at short notice (an election day) goes here too.
 */
export const DECLARED_HOLIDAYS: readonly { day: string; name: string }[] = [
  { day: '2026-03-20', name: 'Eid-el-Fitr' },
  { day: '2026-03-21', name: 'Eid-el-Fitr, second day' },
  { day: '2026-05-27', name: 'Eid-el-Kabir' },
  { day: '2026-05-28', name: 'Eid-el-Kabir, second day' },
  { day: '2026-08-26', name: 'Eid-el-Maulud' },
  { day: '2027-03-10', name: 'Eid-el-Fitr' },
  { day: '2027-03-11', name: 'Eid-el-Fitr, second day' },
  { day: '2027-05-16', name: 'Eid-el-Kabir' },
  { day: '2027-05-17', name: 'Eid-el-Kabir, second day' },
  { day: '2027-08-15', name: 'Eid-el-Maulud' },
];
