package build

import (
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/output"
	"gosaurus/generator/sitefs"
	"gosaurus/plugins/docs"
)

// linkResolver resolves one doc's markdown links and images (see markdown.Resolver).
type linkResolver struct {
	cfg     *config.Config
	content *docs.Content
	doc     *docs.Doc
	site    *output.Site
	images  map[string]string // source file → URL, shared by all docs
	warn    func(string)
}

func isExternal(u string) bool {
	if strings.HasPrefix(u, "//") {
		return true
	}
	if i := strings.IndexByte(u, ':'); i > 0 {
		scheme := u[:i]
		return !strings.ContainsAny(scheme, "/?#")
	}
	return false
}

func splitHash(u string) (string, string) {
	if i := strings.IndexByte(u, '#'); i >= 0 {
		return u[:i], u[i:]
	}
	return u, ""
}

func (r *linkResolver) Link(u string, line int) (string, error) {
	if u == "" || isExternal(u) || strings.HasPrefix(u, "#") {
		return u, nil
	}
	target, hash := splitHash(u)
	target, query, _ := strings.Cut(target, "?")
	if query != "" {
		query = "?" + query
	}
	if unescaped, err := url.PathUnescape(target); err == nil {
		target = unescaped
	}
	if strings.HasSuffix(target, ".md") || strings.HasSuffix(target, ".mdx") {
		file := filepath.Join(filepath.Dir(r.doc.File), filepath.FromSlash(target))
		if strings.HasPrefix(target, "/") {
			file = filepath.Join(r.cfg.Docs.Path, filepath.FromSlash(target))
		}
		for _, d := range r.content.Docs {
			if d.File == file {
				return d.Permalink + query + hash, nil
			}
		}
		msg := fmt.Sprintf("%s:%d: broken markdown link %q: no doc at %s", r.doc.Source, line, u, relTo(r.cfg.SiteDir, file))
		if r.cfg.OnBrokenMarkdownLinks == "throw" {
			return "", fmt.Errorf("%s (onBrokenMarkdownLinks: throw)", msg)
		}
		r.report(r.cfg.OnBrokenMarkdownLinks, msg)
		// Left as a URL relative to the page, where onBrokenLinks reports it again.
	}
	if strings.HasPrefix(target, "/") && !strings.HasSuffix(target, ".md") && !strings.HasSuffix(target, ".mdx") {
		if !strings.HasPrefix(target, r.cfg.BaseURL) {
			target = strings.TrimSuffix(r.cfg.BaseURL, "/") + target
		}
		return target + query + hash, nil
	}
	// A plain relative URL resolves against the page's own URL, as in the browser.
	return path.Join(path.Dir(r.doc.Permalink+"x"), target) + query + hash, nil
}

func (r *linkResolver) Image(src string, line int) (string, error) {
	if src == "" || isExternal(src) || strings.HasPrefix(src, "data:") {
		return src, nil
	}
	target, _ := splitHash(src)
	target, _, _ = strings.Cut(target, "?")
	if unescaped, err := url.PathUnescape(target); err == nil {
		target = unescaped
	}
	if strings.HasPrefix(target, "/") {
		for _, dir := range r.cfg.StaticDirectories {
			p := filepath.Join(r.cfg.SiteDir, dir, filepath.FromSlash(target))
			if fileExists(p) && sitefs.Inside(filepath.Join(r.cfg.SiteDir, dir), p) {
				return strings.TrimSuffix(r.cfg.BaseURL, "/") + target, nil
			}
		}
		return "", fmt.Errorf("%s:%d: image %q not found in the static folders (%s)", r.doc.Source, line, src, strings.Join(r.cfg.StaticDirectories, ", "))
	}
	file := filepath.Join(filepath.Dir(r.doc.File), filepath.FromSlash(target))
	if fileExists(file) && !sitefs.Inside(r.cfg.SiteDir, file) {
		return "", fmt.Errorf("%s:%d: image %q is outside the site folder", r.doc.Source, line, src)
	}
	if u, ok := r.images[file]; ok {
		return u, nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("%s:%d: image %q not found (looked for %s)", r.doc.Source, line, src, relTo(r.cfg.SiteDir, file))
	}
	ext := path.Ext(file)
	name := strings.TrimSuffix(filepath.Base(file), ext)
	out := fmt.Sprintf("assets/images/%s.%s%s", name, shortHash(data), ext)
	if err := r.site.Copy(out, file); err != nil {
		return "", err
	}
	u := r.cfg.BaseURL + out
	r.images[file] = u
	return u, nil
}

func (r *linkResolver) report(level, msg string) {
	if level == "ignore" {
		return
	}
	r.warn(msg)
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

func relTo(dir, p string) string {
	if r, err := filepath.Rel(dir, p); err == nil && filepath.IsLocal(r) {
		return filepath.ToSlash(r)
	}
	return p
}
