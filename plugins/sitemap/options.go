package sitemap

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/plugins/plugin/options"
)

// Options are @docusaurus/plugin-sitemap's options, with its defaults.
type Options struct {
	ChangeFreq string   // "" leaves <changefreq> out (null)
	Priority   *float64 // nil leaves <priority> out (null)
	LastMod    string   // "date", "datetime", or "" for no <lastmod>
	Filename   string
	// Ignore matches the route paths that ignorePatterns keeps out; nil for none.
	Ignore *regexp.Regexp
}

var changeFreqs = []string{"always", "hourly", "daily", "weekly", "monthly", "yearly", "never"}

// ReadOptions checks the plugin's options as Docusaurus 3.8.1 does. createSitemapItems, a
// function, is left out of the config's data (and named by its warning).
func ReadOptions(file string, in config.PluginEntry) (Options, error) {
	half := 0.5
	o := Options{ChangeFreq: "weekly", Priority: &half, Filename: "sitemap.xml"}
	bad := func(name, msg string) error {
		return &config.Error{File: file, Key: in.Key + "." + name, Msg: msg}
	}
	m := in.Options
	if err := checkKnown(file, in); err != nil {
		return o, err
	}
	for _, name := range []string{"cacheTime", "trailingSlash"} {
		if _, ok := m[name]; ok {
			msg := "is no longer an option of the sitemap plugin; remove it"
			if name == "trailingSlash" {
				msg = "is no longer an option of the sitemap plugin, which follows the site's trailingSlash"
			}
			return o, bad(name, msg)
		}
	}
	if v, ok := m["changefreq"]; ok {
		s, isString := v.(string)
		switch {
		case v == nil:
			o.ChangeFreq = ""
		case isString && slices.Contains(changeFreqs, s):
			o.ChangeFreq = s
		default:
			return o, bad("changefreq", fmt.Sprintf("must be one of %s, or null; got %v", strings.Join(changeFreqs, ", "), v))
		}
	}
	if v, ok := m["priority"]; ok {
		n, isNumber := v.(float64)
		if i, isInt := v.(int64); isInt {
			n, isNumber = float64(i), true
		}
		switch {
		case v == nil:
			o.Priority = nil
		case isNumber && n >= 0 && n <= 1:
			o.Priority = &n
		default:
			return o, bad("priority", fmt.Sprintf("must be a number from 0 to 1, or null; got %v", v))
		}
	}
	if v, ok := m["lastmod"]; ok {
		s, _ := v.(string)
		if v != nil && s != "date" && s != "datetime" {
			return o, bad("lastmod", fmt.Sprintf(`must be "date", "datetime" or null; got %v`, v))
		}
		o.LastMod = s
	}
	if v, ok := m["filename"]; ok {
		s, isString := v.(string)
		if !isString || s == "" || strings.Contains(s, "..") {
			return o, bad("filename", fmt.Sprintf("must be a file name such as sitemap.xml, got %v", v))
		}
		o.Filename = strings.TrimPrefix(s, "/")
	}
	if v, ok := m["ignorePatterns"]; ok && v != nil {
		list, isList := v.([]any)
		if !isList {
			return o, bad("ignorePatterns", fmt.Sprintf("must be an array of glob patterns such as /tags/**, got %s", config.TypeName(v)))
		}
		var res []string
		for i, e := range list {
			s, isString := e.(string)
			if !isString {
				return o, bad(fmt.Sprintf("ignorePatterns[%d]", i), fmt.Sprintf("must be a glob pattern such as /tags/**, got %s", config.TypeName(e)))
			}
			res = append(res, globRegexp(s))
		}
		if len(res) > 0 {
			o.Ignore = regexp.MustCompile(strings.Join(res, "|"))
		}
	}
	return o, nil
}

// globRegexp is the regular expression of a glob as Docusaurus matches route paths with
// micromatch: "*" and "?" within a path segment, "**" any segments (none too: "/tags/**"
// matches "/tags"), "{a,b}" either; the whole path, a final slash allowed after a "*".
func globRegexp(glob string) string {
	var b strings.Builder
	b.WriteString("^(?:")
	for i := 0; i < len(glob); i++ {
		c := glob[i]
		switch {
		case strings.HasPrefix(glob[i:], "/**"):
			if i+3 == len(glob) || glob[i+3] == '/' {
				b.WriteString("(?:/.*)?")
			} else {
				b.WriteString("/.*")
			}
			i += 2
		case i == 0 && strings.HasPrefix(glob, "**/"):
			b.WriteString("(?:.*/)?")
			i += 2
		case strings.HasPrefix(glob[i:], "**"):
			b.WriteString(".*")
			i++
		case c == '*':
			b.WriteString("[^/]*")
			if i == len(glob)-1 {
				b.WriteString("/?")
			}
		case c == '?':
			b.WriteString("[^/]")
		case c == '{':
			end := strings.IndexByte(glob[i:], '}')
			if end < 0 {
				b.WriteString(regexp.QuoteMeta("{"))
				continue
			}
			alts := strings.Split(glob[i+1:i+end], ",")
			for j, a := range alts {
				alts[j] = regexp.QuoteMeta(a)
			}
			b.WriteString("(?:" + strings.Join(alts, "|") + ")")
			i += end
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString(")$")
	return b.String()
}

// checkKnown refuses an option Docusaurus 3.8.1's schema does not know; cacheTime and
// trailingSlash, which it knows to refuse, get their own messages.
func checkKnown(file string, in config.PluginEntry) error {
	m := maps.Clone(in.Options)
	delete(m, "cacheTime")
	delete(m, "trailingSlash")
	return options.New(file, in.Key, m).Known("@docusaurus/plugin-sitemap",
		"changefreq", "priority", "lastmod", "createSitemapItems", "ignorePatterns", "filename")
}
