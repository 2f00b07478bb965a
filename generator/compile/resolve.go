package compile

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
	"gosaurus/generator/markdown"
	"gosaurus/generator/output"
	"gosaurus/generator/routes"
	"gosaurus/generator/sitefs"
)

// linkResolver resolves the markdown links and images of one doc, page or post (see
// markdown.Resolver).
type linkResolver struct {
	cfg    *config.Config
	site   *output.Site
	images map[string]string // folder and source file → URL of its copy, shared by all markdown files
	warn   func(string)
	// readable is what the markdown may read, as the code it imports (a nil one reads all).
	readable *sitefs.Readable

	file, source, permalink string // the markdown file and its page
	dir                     string // the folder of the file read (a translation's), where relative images and files are
	// roots are the content folders, where "/x.md" links point: a docs version's folder and
	// its translation's for a partial, as Docusaurus tries a version's content paths.
	roots []string
	// targets are the pages markdown links may point at by file (the doc's version, the
	// post's blog), file → permalink.
	targets map[string]string
}

func (r *linkResolver) Link(u string, line int) (string, bool, error) {
	if u == "" || routes.IsExternal(u) || strings.HasPrefix(u, "#") {
		return u, false, nil
	}
	target, hash := routes.SplitHash(u)
	target, query, _ := strings.Cut(target, "?")
	// As a URL parser reads it (and Docusaurus resolves markdown links with one): a backslash
	// in a path is a slash, so links written with Windows separators still find their file.
	target = strings.ReplaceAll(target, `\`, "/")
	if query != "" {
		query = "?" + query
	}
	if unescaped, err := url.PathUnescape(target); err == nil {
		target = unescaped
	}
	if file, err := r.linkedFile(target, line); err != nil {
		return "", false, err
	} else if file != "" {
		u, err := r.asset("files", file)
		return u + hash, true, err
	}
	if strings.HasSuffix(target, ".md") || strings.HasSuffix(target, ".mdx") {
		// As Docusaurus looks: ./x.md and ../x.md from the file's folder only; other paths from
		// the content folder (the doc's own version) and the site folder first, then, unless
		// they start with a slash, from the file's folder.
		var dirs []string
		if !strings.HasPrefix(target, "./") && !strings.HasPrefix(target, "../") {
			dirs = append(append(dirs, r.roots...), r.cfg.SiteDir)
		}
		if !strings.HasPrefix(target, "/") {
			dirs = append(dirs, filepath.Dir(r.file))
		}
		var file string
		for _, dir := range dirs {
			file = filepath.Join(dir, filepath.FromSlash(target))
			if permalink, ok := r.targets[file]; ok {
				return permalink + query + hash, false, nil
			}
		}
		msg := fmt.Sprintf("%s:%d: broken markdown link %q: no page at %s", r.source, line, u, content.Rel(r.cfg.SiteDir, file))
		if r.cfg.OnBrokenMarkdownLinks == "throw" {
			return "", false, fmt.Errorf("%s (onBrokenMarkdownLinks: throw)", msg)
		}
		r.report(r.cfg.OnBrokenMarkdownLinks, msg)
		// Left as the URL it is, where onBrokenLinks reports it again: under the base URL
		// when it starts with a slash (Link adds it), else relative to the page.
	}
	if strings.HasPrefix(target, "/") {
		if !strings.HasPrefix(target, r.cfg.BaseURL) {
			target = strings.TrimSuffix(r.cfg.BaseURL, "/") + target
		}
		return target + query + hash, false, nil
	}
	// A plain relative URL resolves against the page's own URL, as in the browser: the URL
	// the trailingSlash option gives it (guide/index.md is at /guide without the slash).
	return routes.ResolveFrom(routes.PageURL(r.cfg, r.permalink), target) + query + hash, false, nil
}

// Image resolves a markdown image: a file of the site (next to the markdown, in a static
// folder by its URL, or by @site/) becomes what Docusaurus makes of it, a data: URL when
// smaller than 10,000 bytes, else a copy in assets/images, with its size.
func (r *linkResolver) Image(src string, line int) (string, markdown.ImageFile, error) {
	if src == "" || routes.IsExternal(src) || strings.HasPrefix(src, "data:") {
		return src, markdown.ImageFile{}, nil
	}
	target, _ := routes.SplitHash(src)
	target, _, _ = strings.Cut(target, "?")
	if unescaped, err := url.PathUnescape(target); err == nil {
		target = unescaped
	}
	var file string
	switch rest, site := strings.CutPrefix(target, "@site/"); {
	case site:
		file = filepath.Join(r.cfg.SiteDir, filepath.FromSlash(rest))
		if !sitefs.IsFile(file) || !sitefs.Inside(r.cfg.SiteDir, file) {
			return "", markdown.ImageFile{}, fmt.Errorf("%s:%d: image %q not found (looked for %s)", r.source, line, src, content.Rel(r.cfg.SiteDir, file))
		}
	case strings.HasPrefix(target, "/"):
		for _, dir := range r.cfg.StaticDirectories {
			root := filepath.Join(r.cfg.SiteDir, dir)
			if p := filepath.Join(root, filepath.FromSlash(target)); sitefs.IsFile(p) && sitefs.Inside(root, p) {
				file = p
				break
			}
		}
		if file == "" {
			return "", markdown.ImageFile{}, fmt.Errorf("%s:%d: image %q not found in the static folders (%s)", r.source, line, src, strings.Join(r.cfg.StaticDirectories, ", "))
		}
	default:
		file = filepath.Join(r.dir, filepath.FromSlash(target))
		if !sitefs.IsFile(file) {
			return "", markdown.ImageFile{}, fmt.Errorf("%s:%d: image %q not found (looked for %s)", r.source, line, src, content.Rel(r.cfg.SiteDir, file))
		}
	}
	if err := r.readable.Check(file); err != nil {
		return "", markdown.ImageFile{}, fmt.Errorf("%s:%d: image %w", r.source, line, err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return "", markdown.ImageFile{}, fmt.Errorf("%s:%d: image %q: %w", r.source, line, src, err)
	}
	w, h := imageSize(file, data)
	img := markdown.ImageFile{Local: true, Width: w, Height: h}
	if len(data) < inlineImageLimit {
		return "data:" + imageType(file) + ";base64," + base64.StdEncoding.EncodeToString(data), img, nil
	}
	u, err := r.asset("images", file)
	return u, img, err
}

// assetLike matches the paths Docusaurus takes for files rather than pages when a markdown
// link points at them: any extension but a page's.
func assetLike(p string) bool {
	ext := path.Ext(p)
	return ext != "" && ext != "." && ext != ".md" && ext != ".mdx" && ext != ".html"
}

// linkedFile is the file a markdown link points at when Docusaurus serves it as a file of the
// page (copied to assets/files): "@site/x" (which must exist), a path with a file's
// extension found in a static folder ("/x.pdf") or next to the markdown ("./x.sh"). "" when
// the link is not to such a file.
func (r *linkResolver) linkedFile(target string, line int) (string, error) {
	if rest, ok := strings.CutPrefix(target, "@site/"); ok {
		file := filepath.Join(r.cfg.SiteDir, filepath.FromSlash(rest))
		if !sitefs.IsFile(file) || !sitefs.Inside(r.cfg.SiteDir, file) {
			return "", fmt.Errorf("%s:%d: linked file %q not found (looked for %s)", r.source, line, target, content.Rel(r.cfg.SiteDir, file))
		}
		return file, nil
	}
	if !assetLike(target) {
		return "", nil
	}
	if strings.HasPrefix(target, "/") {
		for _, dir := range r.cfg.StaticDirectories {
			root := filepath.Join(r.cfg.SiteDir, dir)
			if p := filepath.Join(root, filepath.FromSlash(target)); sitefs.IsFile(p) && sitefs.Inside(root, p) {
				return p, nil
			}
		}
		return "", nil
	}
	file := filepath.Join(r.dir, filepath.FromSlash(target))
	if !sitefs.IsFile(file) {
		return "", nil
	}
	if err := r.readable.Check(file); err != nil {
		return "", fmt.Errorf("%s:%d: linked file %w", r.source, line, err)
	}
	return file, nil
}

// asset copies a file the markdown uses to its AssetPath and returns its URL. Each file is
// copied once per build.
func (r *linkResolver) asset(folder, file string) (string, error) {
	key := folder + "\x00" + file
	if u, ok := r.images[key]; ok {
		return u, nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("%s: %w", r.source, err)
	}
	out := AssetPath(folder, file, data)
	if err := r.site.Copy(out, file); err != nil {
		return "", err
	}
	u := r.cfg.BaseURL + out
	r.images[key] = u
	return u, nil
}

func (r *linkResolver) report(level, msg string) {
	if level == "ignore" {
		return
	}
	r.warn(msg)
}

// AssetPath is where a file the markdown uses, file with contents data, goes in the build:
// assets/<folder>/, named by its contents as Docusaurus names it, <name>-<md4>.<ext> (other
// sites may link to it).
func AssetPath(folder, file string, data []byte) string {
	ext := path.Ext(file)
	name := strings.TrimSuffix(filepath.Base(file), ext)
	return fmt.Sprintf("assets/%s/%s-%s%s", folder, name, md4Hex(data), ext)
}
