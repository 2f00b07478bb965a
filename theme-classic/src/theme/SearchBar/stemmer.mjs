// English stemming and term processing for the offline search (MiniSearch's tokenize and
// processTerm). Plain ES module without imports, so node can test it directly.
//
// The stemmer follows the steps of Porter's 1980 algorithm: suffixes are removed in five
// passes, each rule guarded by the "measure" of what would remain (roughly its number of
// vowel-consonant groups), so "relational" → "relat" but "ration" keeps its "ion".

const VOWELS = 'aeiou';

// isConsonant: y is a consonant at the start of a word or after a vowel ("toy"), a vowel
// after a consonant ("happy").
function isConsonant(w, i) {
  if (VOWELS.includes(w[i])) {
    return false;
  }
  if (w[i] === 'y') {
    return i === 0 || !isConsonant(w, i - 1);
  }
  return true;
}

// measure counts the VC groups of a stem: [C](VC)^m[V].
function measure(stem) {
  let m = 0;
  let i = 0;
  const n = stem.length;
  while (i < n && isConsonant(stem, i)) {
    i++;
  }
  while (i < n) {
    while (i < n && !isConsonant(stem, i)) {
      i++;
    }
    if (i >= n) {
      break;
    }
    while (i < n && isConsonant(stem, i)) {
      i++;
    }
    m++;
  }
  return m;
}

function hasVowel(stem) {
  for (let i = 0; i < stem.length; i++) {
    if (!isConsonant(stem, i)) {
      return true;
    }
  }
  return false;
}

function endsWithDoubleConsonant(w) {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

// endsCVC: consonant-vowel-consonant, the last not w, x or y ("hop", not "snow"): such short
// stems get their "e" back ("hoping" → "hope").
function endsCVC(w) {
  const n = w.length;
  return (
    n >= 3 &&
    isConsonant(w, n - 3) &&
    !isConsonant(w, n - 2) &&
    isConsonant(w, n - 1) &&
    !'wxy'.includes(w[n - 1])
  );
}

// applyLongest finds the longest suffix of rules that w ends with; when the stem before it
// passes the condition, the suffix is replaced. Only the longest match is ever considered.
function applyLongest(w, rules, condition) {
  let best = null;
  for (const [suffix, replacement] of rules) {
    if (w.endsWith(suffix) && (!best || suffix.length > best[0].length)) {
      best = [suffix, replacement];
    }
  }
  if (!best) {
    return w;
  }
  const stem = w.slice(0, w.length - best[0].length);
  return condition(stem, best[0]) ? stem + best[1] : w;
}

const STEP2 = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'],
  ['bli', 'ble'], ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'],
  ['ization', 'ize'], ['ation', 'ate'], ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'],
  ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'], ['iviti', 'ive'], ['biliti', 'ble'],
  ['logi', 'log'],
];
const STEP3 = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''],
  ['ness', ''],
];
const STEP4 = [
  'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou',
  'ism', 'ate', 'iti', 'ous', 'ive', 'ize',
].map((s) => [s, '']);

function step1(w) {
  // Plurals.
  if (w.endsWith('sses') || w.endsWith('ies')) {
    w = w.slice(0, -2);
  } else if (w.endsWith('s') && !w.endsWith('ss')) {
    w = w.slice(0, -1);
  }
  // Past tenses and gerunds.
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) {
      w = w.slice(0, -1);
    }
  } else {
    const suffix = w.endsWith('ed') ? 'ed' : w.endsWith('ing') ? 'ing' : '';
    const stem = suffix ? w.slice(0, -suffix.length) : '';
    if (suffix && hasVowel(stem)) {
      w = stem;
      if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) {
        w += 'e';
      } else if (endsWithDoubleConsonant(w) && !'lsz'.includes(w[w.length - 1])) {
        w = w.slice(0, -1);
      } else if (measure(w) === 1 && endsCVC(w)) {
        w += 'e';
      }
    }
  }
  // Terminal y after a vowel-bearing stem.
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) {
    w = w.slice(0, -1) + 'i';
  }
  return w;
}

function step5(w) {
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCVC(stem))) {
      w = stem;
    }
  }
  if (w.endsWith('ll') && measure(w) > 1) {
    w = w.slice(0, -1);
  }
  return w;
}

// stem reduces a lower-case English word to its stem: "configuring", "configured" and
// "configuration" all become "configur". Words of one or two letters and words with
// anything but a-z (identifiers with digits, other scripts) are returned as they are.
export function stem(word) {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) {
    return word;
  }
  let w = step1(word);
  w = applyLongest(w, STEP2, (s) => measure(s) > 0);
  w = applyLongest(w, STEP3, (s) => measure(s) > 0);
  w = applyLongest(w, STEP4, (s, suffix) => measure(s) > 1 && (suffix !== 'ion' || /[st]$/.test(s)));
  return step5(w);
}

// Words too common to help a search; dropped from the index and from queries.
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have if in into is it its of on or that the their then there these they this to was were will with'.split(
    ' ',
  ),
);

// The tokenizer MiniSearch uses by default: runs of anything but space and punctuation.
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

// Lower case to upper case and an upper-case run before a capitalised word end a part:
// "AvMicroserviceApi" → Av Microservice Api, "XMLHttpRequest" → XML Http Request.
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

// Indexing calls tokenize and processTerm for every word of every page, but a site has far
// fewer distinct words than words: caching the work per distinct word makes indexing a
// 1,000-page site several times faster.
const camelParts = new Map();
const indexTerms = new Map();

// tokenize splits indexed text into words, adding the parts of camelCase identifiers so that
// "Microservice" finds AvMicroserviceApi. Queries are split without the parts (MiniSearch
// calls it without a field name), so "AvApi" looks for the whole identifier.
export function tokenize(text, fieldName) {
  const words = text.split(SPACE_OR_PUNCTUATION).filter(Boolean);
  if (fieldName === undefined) {
    return words;
  }
  const out = [];
  for (const word of words) {
    out.push(word);
    let parts = camelParts.get(word);
    if (parts === undefined) {
      parts = word.split(CAMEL_BOUNDARY);
      camelParts.set(word, parts.length > 1 ? parts : null);
    }
    if (parts && parts.length > 1) {
      out.push(...parts);
    }
  }
  return out;
}

// processTerm turns an indexed word into its index terms: its stem, and also the whole
// lower-cased word when the stem is three or more letters shorter. Without that, a word typed
// half-way past its stem ("configurati", stem "configur") would match nothing: too long to be
// a prefix of the stem, too far from it for the typo tolerance.
export function processTerm(term) {
  let terms = indexTerms.get(term);
  if (terms === undefined) {
    const lower = term.toLowerCase();
    if (!lower || STOP_WORDS.has(lower)) {
      terms = null;
    } else {
      const s = stem(lower);
      terms = lower.length - s.length >= 3 ? [s, lower] : s;
    }
    indexTerms.set(term, terms);
  }
  return terms;
}

// processQueryTerm turns a word of a query into the one term it looks for: its stem.
export function processQueryTerm(term) {
  const lower = term.toLowerCase();
  if (!lower || STOP_WORDS.has(lower)) {
    return null;
  }
  return stem(lower);
}

// matchesTerms reports whether a word of a text produced one of the index terms a result
// matched, for highlighting it in the title, heading and snippet.
export function matchesTerms(word, terms) {
  const lower = word.toLowerCase();
  return terms.has(lower) || terms.has(stem(lower));
}
