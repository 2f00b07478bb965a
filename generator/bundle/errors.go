package bundle

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// buildError turns esbuild's errors into one error, a line per problem (the first five).
func (in *Input) buildError(msgs []api.Message) error {
	if len(msgs) == 0 {
		return nil
	}
	var lines []string
	for i, m := range msgs {
		if i == 5 {
			lines = append(lines, fmt.Sprintf("… and %d more", len(msgs)-5))
			break
		}
		switch {
		case m.Location == nil, m.Location.File == stylesheetSource:
			// An @import of the site stylesheet, which gosaurus writes, is no place of the
			// site's: the message names the stylesheet that failed to load (Sass, PostCSS).
			lines = append(lines, m.Text)
		case in.fromSource(m.Location) != "":
			terms := in.sourceTerms(m.Location)
			msg := in.fromSource(m.Location) + terms(m.Text) + "\n    " + in.sourceText(m.Location)
			for _, n := range m.Notes { // where the tag that is not closed opens
				if n.Location != nil && in.fromSource(n.Location) != "" {
					msg += "\n" + in.fromSource(n.Location) + terms(n.Text) + "\n    " + in.sourceText(n.Location)
				}
			}
			lines = append(lines, msg)
		case in.virtualSource(m.Location) != "":
			// A place in the code generated for a page that no line of the page maps to: the
			// page is named, and the generated line (often the page's whole JSX) left out.
			lines = append(lines, in.virtualSource(m.Location)+": "+in.sourceTerms(m.Location)(m.Text))
		default:
			where := fmt.Sprintf("%s:%d:%d: ", m.Location.File, m.Location.Line, m.Location.Column+1)
			if isMarkdown.MatchString(m.Location.File) {
				// A partial, whose module is compiled: its lines are not the file's, which the
				// line of text shown locates instead.
				where = m.Location.File + ": "
			}
			text := m.Location.LineText
			if compiledCSS.MatchString(m.Location.File) || in.PostCSS.takes(in.siteFile(m.Location.File)) {
				where, text = in.stylesheetPlace(m.Location)
			}
			if msg, ok := in.missingExport(m.Text); ok {
				lines = append(lines, where+msg)
			} else {
				lines = append(lines, where+m.Text+"\n    "+text)
			}
		}
	}
	return fmt.Errorf("bundling failed:\n%s", strings.Join(lines, "\n"))
}

// compiledCSS matches the stylesheets esbuild reads compiled, not as written: CSS modules
// (their local names renamed) and Sass, whose lines are not the file's; so are those of the
// stylesheets PostCSS ran over.
var compiledCSS = regexp.MustCompile(`\.module\.(css|s[ac]ss)$|\.s[ac]ss$`)

// stylesheetPlace is "file:line:column: " and the line's text, in the file as written, of a
// message about a compiled stylesheet: the place of the url() or @import path the message is
// about, found in the file; or "file: " and the compiled line when it is not found there.
func (in *Input) stylesheetPlace(loc *api.Location) (string, string) {
	compiled := loc.LineText
	token := ""
	if loc.Column >= 0 && loc.Column+loc.Length <= len(compiled) {
		token = strings.Trim(compiled[loc.Column:loc.Column+loc.Length], `"'`)
	}
	token = strings.TrimSuffix(strings.TrimPrefix(token, "url("), ")")
	token = strings.Trim(token, `"'`)
	file := in.siteFile(loc.File)
	src, err := os.ReadFile(file)
	if token == "" || err != nil {
		return loc.File + ": ", compiled
	}
	for n, line := range strings.Split(string(src), "\n") {
		if col := strings.Index(line, token); col >= 0 {
			return fmt.Sprintf("%s:%d:%d: ", loc.File, n+1, col+1), line
		}
	}
	return loc.File + ": ", compiled
}

// fromSource is "file:line: " of the page a message about a compiled markdown module is
// about, "" for other modules or where the module has no text of the page.
func (in *Input) fromSource(loc *api.Location) string {
	mod, ok := in.Virtual[strings.TrimPrefix(loc.File, "virtual:")]
	if !ok || mod.SourceLine == nil {
		return ""
	}
	line, _, ok := mod.SourceLine(loc.Line, loc.Column)
	if !ok {
		return ""
	}
	return fmt.Sprintf("%s:%d: ", mod.Source, line)
}

// virtualSource is the page a generated module was compiled from, "" for other modules.
func (in *Input) virtualSource(loc *api.Location) string {
	return in.Virtual[strings.TrimPrefix(loc.File, "virtual:")].Source
}

// sourceTerms is how a message about the module at loc says things in the page's terms.
func (in *Input) sourceTerms(loc *api.Location) func(string) string {
	if f := in.Virtual[strings.TrimPrefix(loc.File, "virtual:")].SourceTerms; f != nil {
		return f
	}
	return func(s string) string { return s }
}

// sourceText is the line of the page fromSource names.
func (in *Input) sourceText(loc *api.Location) string {
	_, text, _ := in.Virtual[strings.TrimPrefix(loc.File, "virtual:")].SourceLine(loc.Line, loc.Column)
	return text
}

var noMatchingExport = regexp.MustCompile(`^No matching export in "(.+)" for import "(.+)"$`)

// missingExport rewrites esbuild's "No matching export" for a module of the theme as the
// public name the site imported: the site relies on a Docusaurus API gosaurus lacks, and the
// message says which, rather than the theme's file path.
func (in *Input) missingExport(text string) (string, bool) {
	m := noMatchingExport.FindStringSubmatch(text)
	if m == nil {
		return "", false
	}
	file, name := m[1], m[2]
	module := in.themeModuleName(file)
	if module == "" {
		return fmt.Sprintf("%q has no export named %q", file, name), true
	}
	if name == "default" {
		return fmt.Sprintf("%q has no default export in gosaurus's theme (import the names it exports instead)", module), true
	}
	return fmt.Sprintf("%q has no export named %q: gosaurus's theme does not provide this name of Docusaurus's API", module, name), true
}

// themeModuleName is the specifier a site imports a file of the theme by ("@docusaurus/router",
// "@theme/Tabs"), or "" for a file outside the theme. file is relative to the site folder.
func (in *Input) themeModuleName(file string) string {
	file = in.siteFile(file)
	theme, err := filepath.Abs(in.ThemeDir)
	if err != nil {
		return ""
	}
	rel, err := filepath.Rel(theme, file)
	if err != nil || strings.HasPrefix(rel, "..") {
		return ""
	}
	rel = strings.TrimSuffix(filepath.ToSlash(rel), filepath.Ext(rel))
	switch {
	case strings.HasPrefix(rel, "client/exports/"):
		return "@docusaurus/" + strings.TrimPrefix(rel, "client/exports/")
	case strings.HasPrefix(rel, "theme/"):
		return "@theme/" + strings.TrimSuffix(strings.TrimPrefix(rel, "theme/"), "/index")
	}
	return ""
}

// siteFile is the file of an esbuild message as an absolute path: esbuild names the files in
// the site folder relative to it.
func (in *Input) siteFile(file string) string {
	if !filepath.IsAbs(file) {
		return filepath.Join(in.SiteDir, file)
	}
	return file
}
