/** How many items each list has, as the specification names them (key path → count). */
export const PHILOSOPHY_LIST_SIZES = {
  'extendedCopyright.impacts': 4,
  'copyleft.freedoms': 4,
  'copyleft.stories': 4,
  'copyleft.benefits': 4,
  'separation.pillar': 4,
  'returning.goals': 3,
} as const;
