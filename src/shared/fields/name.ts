/**
 * Names of people and companies (spec §5 "Names: start with a capital; letters, space, comma, dot,
 * apostrophe, hyphen"). Letters are any Unicode letters, so Lithuanian ąčęėįšųūž and foreign names
 * (Müller, Øster, Żółć) pass; combining marks are allowed for decomposed input, and the typographic
 * apostrophe ’ counts as an apostrophe (O’Brien).
 */

export const NAME_MAX_LENGTH = 100;

const NAME = /^[\p{Lu}\p{Lt}][\p{L}\p{M} ,.'’-]*$/u;

/** 1–100 characters, a capital letter first, then letters, space , . ' ’ - only. */
export function isValidName(name: string): boolean {
  const composed = name.normalize('NFC');
  return composed.length <= NAME_MAX_LENGTH && NAME.test(composed);
}
