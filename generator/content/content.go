// Package content holds what the docs, pages and blog plugins share, and the build with them:
// which files of a content folder are content, how they are read (and kept between builds),
// and how URLs and slugs are made.
package content

import (
	"crypto/md5"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"gosaurus/generator/config"
	"gosaurus/generator/markdown"
	"gosaurus/generator/sitefs"
)

// Files lists the files below dir with one of exts (".md", ".tsx", …), relative to dir with
// forward slashes and sorted, leaving out what Docusaurus's default exclude globs leave out:
// names starting with "_" or ".", folders starting with "_", __tests__ folders and *.test.*
// files. A missing dir has no files. Every file must lie in roots (links included).
func Files(roots sitefs.Roots, dir string, exts []string) ([]string, error) {
	var files []string
	dirInside := roots.Contains(dir)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir && errors.Is(err, fs.ErrNotExist) {
				return filepath.SkipDir
			}
			return err
		}
		name := d.Name()
		if p != dir && (strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".") || name == "node_modules") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		ext := filepath.Ext(name)
		if d.IsDir() || !slices.Contains(exts, ext) || strings.HasSuffix(strings.TrimSuffix(name, ext), ".test") {
			return nil
		}
		if !roots.Walked(dirInside, p, d) {
			return OutsideError(roots, p, "reads")
		}
		rel, _ := filepath.Rel(dir, p)
		files = append(files, filepath.ToSlash(rel))
		return nil
	})
	sort.Strings(files)
	return files, err
}

// OutsideError is the error for a file, reached through a symbolic link, outside the folders
// the build may read; verb says what the build does with files ("reads", "copies").
func OutsideError(roots sitefs.Roots, p, verb string) error {
	return fmt.Errorf("%s is a link to a file outside the site folder and the folders its config names; gosaurus %s only files inside them", Rel(roots[0], p), verb)
}

// Rel is p relative to dir with forward slashes, or p when it is not below dir.
func Rel(dir, p string) string {
	if r, err := filepath.Rel(dir, p); err == nil && filepath.IsLocal(r) {
		return filepath.ToSlash(r)
	}
	return p
}

var slashes = regexp.MustCompile(`/{2,}`)

// URL joins URL path parts as Docusaurus's normalizeUrl does: single slashes between the
// non-empty parts, a trailing slash only when the last of them has one.
func URL(parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	u := slashes.ReplaceAllString(strings.Join(kept, "/"), "/")
	if !strings.HasPrefix(u, "/") {
		u = "/" + u
	}
	return u
}

// CheckURLPart refuses a front matter value that becomes part of a page's URL and file name
// (a slug, a doc id) when it holds a control character: no URL or file system takes one, and
// the page would otherwise fail only when it is written, in terms of a folder.
func CheckURLPart(source, key, value string) error {
	if i := strings.IndexFunc(value, unicode.IsControl); i >= 0 {
		r, _ := utf8.DecodeRuneInString(value[i:])
		return fmt.Errorf("%s:1: front matter %s %q holds the control character %U, which no URL or file name may hold; write it with printable characters only", source, key, value, r)
	}
	return nil
}

// Kebab is lodash's kebabCase: the words of s (split at spaces, punctuation, lower-to-upper
// case changes and between letters and digits), lower-cased and joined by hyphens, once its
// Latin letters have lost their accents and its apostrophes are gone ("Ünïcode", "don't":
// "unicode", "dont"), as Docusaurus's tag permalinks and generated file names have them.
func Kebab(s string) string {
	s = deburr(s)
	var words []string
	var cur []rune
	kind := func(r rune) int {
		switch {
		case unicode.IsDigit(r):
			return 1
		case unicode.IsUpper(r):
			return 2
		case unicode.IsLetter(r):
			return 3
		}
		return 0
	}
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(s)
	for i, r := range rs {
		k := kind(r)
		if k == 0 {
			flush()
			continue
		}
		if len(cur) > 0 {
			prev := kind(cur[len(cur)-1])
			switch {
			case (prev == 1) != (k == 1): // letters and digits part
				flush()
			case prev == 3 && k == 2: // fooBar
				flush()
			case prev == 2 && k == 2 && i+1 < len(rs) && kind(rs[i+1]) == 3: // XMLHttp
				flush()
			}
		}
		cur = append(cur, r)
	}
	flush()
	return strings.Join(words, "-")
}

// deburr is lodash's deburr, with apostrophes dropped as kebabCase drops them: the letters of
// Latin-1 and Latin Extended-A as basic Latin letters, combining marks left out.
func deburr(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\'' || r == '\u2019':
		case r >= 0x300 && r <= 0x36f, r >= 0xfe20 && r <= 0xfe2f, r >= 0x20d0 && r <= 0x20ff:
		case r >= 0xc0 && r <= 0x17f && r != 0xd7 && r != 0xf7:
			if plain, ok := latinLetters[r]; ok {
				b.WriteString(plain)
				continue
			}
			for _, d := range norm.NFD.String(string(r)) {
				if !unicode.Is(unicode.Mn, d) {
					b.WriteRune(d)
				}
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// latinLetters are the letters of deburr's ranges that do not decompose into a basic Latin
// letter and marks.
var latinLetters = map[rune]string{
	'Æ': "Ae", 'æ': "ae", 'Ð': "D", 'ð': "d", 'Ø': "O", 'ø': "o", 'Þ': "Th", 'þ': "th", 'ß': "ss",
	'Đ': "D", 'đ': "d", 'Ħ': "H", 'ħ': "h", 'ı': "i", 'Ĳ': "IJ", 'ĳ': "ij", 'ĸ': "k", 'Ŀ': "L",
	'ŀ': "l", 'Ł': "L", 'ł': "l", 'ŉ': "'n", 'Ŋ': "N", 'ŋ': "n", 'Œ': "Oe", 'œ': "oe", 'Ŧ': "T",
	'ŧ': "t", 'ſ': "s",
}

// DocuHash is @docusaurus/utils's docuHash: the name Docusaurus gives a file it generates for
// s (a source such as @site/blog/post.md): s in kebab case and the first three hex digits of
// its MD5, cut to fit a file name of 255 bytes with room for an extension.
func DocuHash(s string) string {
	if s == "/" {
		return "index"
	}
	sum := md5.Sum([]byte(s))
	hash := hex.EncodeToString(sum[:])[:3]
	name := Kebab(s)
	const maxName, room = 255, 10
	if len(name)+1+len(hash)+room > maxName {
		name = strings.ToValidUTF8(name[:maxName-room-1], "\uFFFD")
	}
	return name + "-" + hash
}

// MaxFileSize bounds one markdown file: a larger page is not something anyone reads, and
// compiling it would take the build's time and memory.
const MaxFileSize = 10 << 20

// ReadMarkdown reads and parses a markdown file of the site (source names it in messages),
// returning its text too, after the site's markdown.preprocessor and the remark plugins of its
// content plugin instance (remark, nil for none) where it has them; what says which content it
// is ("docs", "posts") for the message on a file that is too large. parses (nil: none) keeps
// the documents of the build before.
func ReadMarkdown(cfg *config.Config, remark config.Remark, parses *Parses, file, source, what string) (*markdown.Parsed, []byte, error) {
	src, err := parses.read(file, func() ([]byte, error) {
		if st, err := os.Stat(file); err == nil && st.Size() > MaxFileSize {
			return nil, fmt.Errorf("%s: the file is %.1f MB; %s may be at most %d MB, so split it into several pages", source, float64(st.Size())/(1<<20), what, MaxFileSize>>20)
		}
		return os.ReadFile(file)
	})
	if err != nil {
		return nil, nil, err
	}
	pre, toc, err := Transform(cfg, remark, file, src)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", source, err)
	}
	parsed, err := parses.parse(source, pre, cfg.MarkdownFormat())
	if err != nil || sameSlice(pre, src) {
		return parsed, pre, err
	}
	if err := SetTOC(parsed, source, toc, cfg.MarkdownFormat()); err != nil {
		return nil, nil, err
	}
	// Titles and descriptions come from the file as written, as in Docusaurus; one that only
	// parses once transformed gives them from its transformed text.
	if written, err := parses.parse(source, src, cfg.MarkdownFormat()); err == nil {
		parsed.SetWritten(written)
	}
	return parsed, pre, nil
}

// Transform is the text of a markdown file as it is compiled: src after the site's
// markdown.preprocessor, then remark (nil for none), the remark plugins of the file's content
// plugin instance. It is src itself when there are neither. toc is the text whose headings
// make the table of contents where the remark plugins made it another (see config.Remark).
func Transform(cfg *config.Config, remark config.Remark, file string, src []byte) (text, toc []byte, err error) {
	if cfg.MarkdownPreprocessor != nil {
		if src, err = cfg.MarkdownPreprocessor(file, src); err != nil {
			return nil, nil, err
		}
	}
	if remark != nil {
		return remark(file, src)
	}
	return src, nil, nil
}

// SetTOC gives parsed the table of contents of the text toc (see Transform), when there is one.
func SetTOC(parsed *markdown.Parsed, source string, toc []byte, format string) error {
	if toc == nil {
		return nil
	}
	of, err := markdown.Parse(source, toc, format)
	if err != nil {
		return err
	}
	parsed.SetTOC(of)
	return nil
}

// Hash names a markdown file's contents: what a rebuild knows an unchanged file by.
func Hash(src []byte) string {
	sum := sha256.Sum256(src)
	return hex.EncodeToString(sum[:])
}
