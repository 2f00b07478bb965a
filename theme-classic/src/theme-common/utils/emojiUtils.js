// The emoji a text starts with, if any, and the rest of it: a whole grapheme, so that flags,
// skin tones and joined sequences stay one emoji. As in Docusaurus, a grapheme counts when it
// has an Extended_Pictographic or Emoji code point (the latter includes digits, '#' and '*').
export function extractLeadingEmoji(input) {
  const grapheme = engine.firstGrapheme(input);
  if (!grapheme || !engine.isEmoji(grapheme)) {
    return {emoji: null, rest: input};
  }
  return {emoji: grapheme, rest: input.slice(grapheme.length)};
}

// Node and browsers have Intl.Segmenter and Unicode property escapes. The embedded engine has
// neither (it reads \p as a plain "p"), so there the common emoji blocks and the ways a
// grapheme extends an emoji stand in for them.
const engine = hasUnicodeSupport()
  ? {
      firstGrapheme: (input) =>
        new Intl.Segmenter(undefined, {granularity: 'grapheme'}).segment(input)[Symbol.iterator]().next().value?.segment,
      isEmoji: (grapheme) => new RegExp('\\p{Extended_Pictographic}|\\p{Emoji}', 'u').test(grapheme),
    }
  : {firstGrapheme: firstEmojiGrapheme, isEmoji: (grapheme) => [...grapheme].some((c) => isEmojiPoint(c.codePointAt(0)))};

function hasUnicodeSupport() {
  try {
    return typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' && new RegExp('\\p{L}', 'u').test('é');
  } catch {
    return false;
  }
}

const regionalIndicator = (p) => p >= 0x1f1e6 && p <= 0x1f1ff;

// The first code point with what extends it: a variation selector, a skin tone, a keycap, tag
// characters, a second regional indicator (a flag), or a zero-width joiner and the next one.
function firstEmojiGrapheme(input) {
  const points = [...input];
  if (points.length === 0) {
    return undefined;
  }
  let end = 1;
  while (end < points.length) {
    const p = points[end].codePointAt(0);
    if (p === 0xfe0e || p === 0xfe0f || p === 0x20e3 || (p >= 0x1f3fb && p <= 0x1f3ff) || (p >= 0xe0020 && p <= 0xe007f)) {
      end++;
    } else if (p === 0x200d && end + 1 < points.length) {
      end += 2;
    } else if (end === 1 && regionalIndicator(points[0].codePointAt(0)) && regionalIndicator(p)) {
      end++;
    } else {
      break;
    }
  }
  return points.slice(0, end).join('');
}

function isEmojiPoint(p) {
  return (
    p === 0x23 || p === 0x2a || (p >= 0x30 && p <= 0x39) || p === 0xa9 || p === 0xae ||
    p === 0x203c || p === 0x2049 || p === 0x2122 || p === 0x2139 || (p >= 0x2194 && p <= 0x21aa) ||
    (p >= 0x231a && p <= 0x23ff) || p === 0x24c2 || (p >= 0x25aa && p <= 0x25fe) ||
    (p >= 0x2600 && p <= 0x27bf) || (p >= 0x2934 && p <= 0x2935) || (p >= 0x2b05 && p <= 0x2b55) ||
    p === 0x3030 || p === 0x303d || p === 0x3297 || p === 0x3299 || (p >= 0x1f000 && p <= 0x1faff)
  );
}
