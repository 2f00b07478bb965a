// activeBaseRegex navbar option: a regexp source tested on the pathname.
export function isRegexpStringMatch(regexAsString, valueToTest) {
  if (typeof regexAsString === 'undefined') {
    return false;
  }
  return new RegExp(regexAsString, 'gi').test(valueToTest);
}
