package markdown

import (
	"strconv"
	"strings"
	"unicode"
)

// Slugger makes heading ids the way github-slugger (and so Docusaurus) does: lower case,
// punctuation dropped, spaces to hyphens, repeats numbered -1, -2, ….
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

func slugify(text string, lower bool) string {
	if lower {
		text = strings.ToLower(text)
	}
	var b strings.Builder
	for _, r := range text {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_':
			b.WriteRune(r)
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.No, r):
			b.WriteRune(r)
		}
	}
	return b.String()
}
