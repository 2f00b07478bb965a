package swizzle

import (
	"bytes"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// The theme's components are JSX files with global stylesheets whose class names are the ones
// Docusaurus's CSS modules compile to (backToTopButton_sjWU). Ejected, they take the shape
// Docusaurus's theme-classic gives them, so that a copy can move between the two tools: a
// component is index.js (index.tsx with --typescript) and its styles.css a styles.module.css
// imported as styles, whose local names (backToTopButton) the code reads as styles.X.

// hashedClass is a class name as Docusaurus's CSS modules compile it: a camel-case local name
// and a hash of four characters.
var hashedClass = regexp.MustCompile(`^([a-zA-Z][a-zA-Z0-9]*)_[A-Za-z0-9_-]{4}$`)

// stylesImport is how a theme component imports its folder's stylesheet.
const stylesImport = "import './styles.css';"

// shaped is an ejected file: where it comes from in the theme, and what is written where.
type shaped struct {
	from, to string // relative to the theme's folder, and to the site's src/theme
	data     []byte
}

// shape reads the files to eject (relative to t.Dir) and gives each its Docusaurus shape.
func (t Theme) shape(files []string) ([]shaped, error) {
	out := make([]shaped, 0, len(files))
	for _, rel := range files {
		data, err := os.ReadFile(filepath.Join(t.Dir, rel))
		if err != nil {
			return nil, err
		}
		out = append(out, shaped{from: rel, to: t.componentName(rel), data: data})
	}
	var elsewhere *themeText
	for _, f := range out {
		if filepath.Base(f.from) != "styles.css" {
			continue
		}
		if elsewhere == nil {
			var err error
			if elsewhere, err = readThemeText(filepath.Dir(t.Dir)); err != nil {
				return nil, err
			}
		}
		moduleFolder(out, filepath.Dir(f.from), elsewhere, filepath.Join(t.Dir, filepath.Dir(f.from)))
	}
	return out, nil
}

// componentName is where a component file goes: index.jsx and Footer.jsx become .js (.tsx
// with t.TypeScript), as Docusaurus's files are named; helpers keep their names.
func (t Theme) componentName(rel string) string {
	if path.Ext(rel) != ".jsx" || !isComponentFile(filepath.Base(rel)) {
		return rel
	}
	if t.TypeScript {
		return strings.TrimSuffix(rel, ".jsx") + ".tsx"
	}
	return strings.TrimSuffix(rel, ".jsx") + ".js"
}

// themeText is the text of the theme's source files (its src folder, all themes), to tell
// whether a class name is used outside a component's folder.
type themeText struct{ files map[string][]byte }

func readThemeText(src string) (*themeText, error) {
	tt := &themeText{files: map[string][]byte{}}
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch filepath.Ext(p) {
		case ".js", ".jsx", ".mjs", ".ts", ".tsx", ".css", ".scss":
			data, err := os.ReadFile(p)
			tt.files[p] = data
			return err
		}
		return nil
	})
	return tt, err
}

// usedOutside tells whether a file of the theme other than those directly in dir, or than
// the files of dir named in inside, mentions name.
func (tt *themeText) usedOutside(name, dir string, inside map[string]bool) bool {
	for p, data := range tt.files {
		if filepath.Dir(p) == dir && inside[filepath.Base(p)] {
			continue
		}
		if bytes.Contains(data, []byte(name)) {
			return true
		}
	}
	return false
}

// moduleFolder makes the styles.css of the folder dir (relative to the theme, at abs in it) a
// CSS module: each hashed class that only the folder's components use, and only as string
// literals of class names, becomes local and is read as styles.X; every other class stays
// global (:global(.x)), so the copy styles the pages as the original does. A stylesheet left
// with no local class stays as it is.
func moduleFolder(files []shaped, dir string, elsewhere *themeText, abs string) {
	var css *shaped
	var users []*shaped // the folder's files that import the stylesheet
	inside := map[string]bool{"styles.css": true}
	for i := range files {
		f := &files[i]
		switch {
		case filepath.Dir(f.from) != dir:
		case filepath.Base(f.from) == "styles.css":
			css = f
		case isJS(f.from) && bytes.Contains(f.data, []byte(stylesImport)):
			users = append(users, f)
			inside[filepath.Base(f.from)] = true
		}
	}
	if css == nil || len(users) == 0 {
		return
	}
	// Candidates: the hashed classes the stylesheet's selectors name, each base name once.
	count := map[string]int{}
	var candidates []string
	rewriteSelectors(css.data, func(class string) string {
		if m := hashedClass.FindStringSubmatch(class); m != nil && !slices.Contains(candidates, class) {
			candidates = append(candidates, class)
			count[m[1]]++
		}
		return class
	})
	local := map[string]string{} // hashed name → local name
	for _, c := range candidates {
		base := hashedClass.FindStringSubmatch(c)[1]
		if count[base] > 1 || elsewhere.usedOutside(c, abs, inside) {
			continue
		}
		mentions, literal := 0, 0
		for _, u := range users {
			mentions += bytes.Count(u.data, []byte(c))
			literal += classLiterals(u.data, c)
		}
		if mentions > 0 && mentions == literal {
			local[c] = base
		}
	}
	if len(local) == 0 {
		return
	}
	css.to = filepath.Join(filepath.Dir(css.to), "styles.module.css")
	css.data = rewriteSelectors(css.data, func(class string) string {
		if l, ok := local[class]; ok {
			return "." + l
		}
		return ":global(." + class + ")"
	})
	for _, u := range users {
		u.data = bytes.Replace(u.data, []byte(stylesImport), []byte("import styles from './styles.module.css';"), 1)
		u.data = rewriteLiterals(u.data, local)
	}
}

func isJS(name string) bool {
	return slices.Contains(componentExts, filepath.Ext(name)) || filepath.Ext(name) == ".mjs"
}

// stringLiteral matches a one-line JavaScript string literal without escapes, with the = of a
// JSX attribute before it.
var stringLiteral = regexp.MustCompile(`(\w=)?(['"])([^'"\\\n]*)['"]`)

// classLiterals counts the mentions of class in string literals that are lists of class names.
func classLiterals(js []byte, class string) int {
	n := 0
	for _, m := range stringLiteral.FindAllSubmatch(js, -1) {
		if m[2][0] != m[0][len(m[0])-1] {
			continue
		}
		for _, tok := range strings.Fields(string(m[3])) {
			if tok == class {
				n++
			}
		}
	}
	return n
}

// rewriteLiterals rewrites the string literals that name a local class: 'x_hash' becomes
// styles.x, "a x_hash" the template literal `a ${styles.x}`, in braces as a JSX attribute.
func rewriteLiterals(js []byte, local map[string]string) []byte {
	return stringLiteral.ReplaceAllFunc(js, func(lit []byte) []byte {
		m := stringLiteral.FindSubmatch(lit)
		if m[2][0] != lit[len(lit)-1] {
			return lit
		}
		toks := strings.Fields(string(m[3]))
		changed := false
		for i, tok := range toks {
			if l, ok := local[tok]; ok {
				toks[i], changed = "${styles."+l+"}", true
			}
		}
		if !changed {
			return lit
		}
		expr := "`" + strings.Join(toks, " ") + "`"
		if len(toks) == 1 {
			expr = strings.TrimSuffix(strings.TrimPrefix(toks[0], "${"), "}")
		}
		if len(m[1]) > 0 {
			return []byte(string(m[1]) + "{" + expr + "}")
		}
		return []byte(expr)
	})
}

// cssClass is a class selector.
var cssClass = regexp.MustCompile(`\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)`)

// rewriteSelectors replaces each class selector of the stylesheet's rules (not of at-rules,
// comments, strings, attribute selectors or declarations) by what rename returns for its name.
func rewriteSelectors(css []byte, rename func(class string) string) []byte {
	// mask is css with its comments, strings and attribute selectors blanked out.
	mask := bytes.Clone(css)
	blank := func(from, to int) {
		for j := from; j < to && j < len(mask); j++ {
			if mask[j] != '\n' {
				mask[j] = ' '
			}
		}
	}
	for i := 0; i < len(css); i++ {
		switch c := css[i]; {
		case c == '/' && i+1 < len(css) && css[i+1] == '*':
			end := bytes.Index(css[i+2:], []byte("*/"))
			to := len(css)
			if end >= 0 {
				to = i + 2 + end + 2
			}
			blank(i, to)
			i = to - 1
		case c == '"' || c == '\'':
			j := i + 1
			for ; j < len(css) && css[j] != c; j++ {
				if css[j] == '\\' {
					j++
				}
			}
			blank(i, j+1)
			i = j
		case c == '[':
			j := i + 1
			for ; j < len(css) && css[j] != ']'; j++ {
			}
			blank(i, j+1)
			i = j
		}
	}
	var out bytes.Buffer
	start := 0 // where the text since the last ; { or } starts
	for i := 0; i <= len(mask); i++ {
		if i < len(mask) && !bytes.ContainsRune([]byte("{;}"), rune(mask[i])) {
			continue
		}
		seg := mask[start:i]
		if i < len(mask) && mask[i] == '{' && !bytes.HasPrefix(bytes.TrimSpace(seg), []byte("@")) {
			last := start
			for _, m := range cssClass.FindAllIndex(seg, -1) {
				out.Write(css[last : start+m[0]])
				out.WriteString(rename(string(css[start+m[0]+1 : start+m[1]])))
				last = start + m[1]
			}
			out.Write(css[last:i])
		} else {
			out.Write(css[start:i])
		}
		if i < len(mask) {
			out.WriteByte(css[i])
		}
		start = i + 1
	}
	return out.Bytes()
}
