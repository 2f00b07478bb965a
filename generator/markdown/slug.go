package markdown

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Slugger makes heading ids the way github-slugger 1.5 (and so Docusaurus) does: lower case,
// punctuation and symbols dropped, spaces to hyphens, repeats numbered -1, -2, ….
type Slugger struct {
	seen map[string]int
}

// NewSlugger returns a slugger with no ids taken.
func NewSlugger() *Slugger { return &Slugger{seen: map[string]int{}} }

// Slug returns a unique id for text.
func (s *Slugger) Slug(text string) string { return s.unique(Slugify(text)) }

// SlugKeepCase is Slug without lowering the case (write-heading-ids --maintain-case).
func (s *Slugger) SlugKeepCase(text string) string { return s.unique(slugify(text, false)) }

func (s *Slugger) unique(base string) string {
	slug := base
	if n, ok := s.seen[base]; ok {
		for {
			n++
			slug = base + "-" + strconv.Itoa(n)
			if _, taken := s.seen[slug]; !taken {
				break
			}
		}
		s.seen[base] = n
	}
	s.seen[slug] = 0
	return slug
}

// Reserve marks an explicit id ({#id}) as taken.
func (s *Slugger) Reserve(id string) {
	if _, ok := s.seen[id]; !ok {
		s.seen[id] = 0
	}
}

// Slugify is the stateless part of Slug.
func Slugify(text string) string { return slugify(text, true) }

// slugify is github-slugger's slug of text: lowered as JavaScript lowers it (unless lower is
// false), the characters it removes removed (see sluggerKeeps), spaces made hyphens.
func slugify(text string, lower bool) string {
	if lower {
		text = jsLowerCase(text)
	}
	var b strings.Builder
	for _, r := range text {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case unicode.Is(sluggerKeeps, r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// jsLowerCase is s as JavaScript's toLowerCase gives it, which follows Unicode's full case
// mapping where Go's strings.ToLower maps a character to one: İ (U+0130) is i and a combining
// dot above, and a capital sigma that ends a word is ς. (Characters newer than Go's Unicode
// tables keep their case.)
func jsLowerCase(s string) string {
	if !strings.ContainsAny(s, "\u0130\u03a3") {
		return strings.ToLower(s)
	}
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == '\u0130':
			b.WriteString("i\u0307")
		case r == '\u03a3' && finalSigma(s, i):
			b.WriteRune('\u03c2')
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// finalSigma tells whether the capital sigma at s[i] ends a word, as Unicode's Final_Sigma
// condition has it: a cased letter before it and none after it, case-ignorable characters
// (accents, apostrophes) skipped on either side.
func finalSigma(s string, i int) bool {
	before := s[:i]
	for before != "" {
		r, size := utf8.DecodeLastRuneInString(before)
		if !caseIgnorable(r) {
			if !cased(r) {
				return false
			}
			break
		}
		before = before[:len(before)-size]
	}
	if before == "" {
		return false
	}
	for _, r := range s[i+len("\u03a3"):] {
		if !caseIgnorable(r) {
			return !cased(r)
		}
	}
	return true
}

// cased tells whether r has case, as Unicode's Cased property.
func cased(r rune) bool {
	return unicode.In(r, unicode.Lu, unicode.Ll, unicode.Lt, unicode.Other_Lowercase, unicode.Other_Uppercase)
}

// caseIgnorable tells whether r is skipped when the case of its neighbours is looked at, as
// Unicode's Case_Ignorable property: marks, format characters, modifiers, and the word-break
// classes MidLetter, MidNumLet and Single_Quote (apostrophes, periods, colons).
func caseIgnorable(r rune) bool {
	switch r {
	case '\'', '.', ':', '\u00b7', '\u0387', '\u055f', '\u05f4', '\u2018', '\u2019', '\u2024', '\u2027', '\ufe13', '\ufe52', '\ufe55', '\uff07', '\uff0e', '\uff1a':
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
}
