package routes

import (
	"path"
	"strings"

	"gosaurus/generator/config"
)

// IsExternal tells whether a link leaves the site: it has a scheme (https:, mailto:) or is
// protocol-relative.
func IsExternal(u string) bool {
	if strings.HasPrefix(u, "//") {
		return true
	}
	if i := strings.IndexByte(u, ':'); i > 0 {
		scheme := u[:i]
		return !strings.ContainsAny(scheme, "/?#")
	}
	return false
}

// SplitHash splits a link at its #fragment, which the second part keeps.
func SplitHash(u string) (string, string) {
	if i := strings.IndexByte(u, '#'); i >= 0 {
		return u[:i], u[i:]
	}
	return u, ""
}

// ResolveFrom resolves a relative path against the URL of the page it is on, as the browser
// does: from its folder, which for a URL without a trailing slash is the one above it.
func ResolveFrom(page, rel string) string {
	return path.Join(path.Dir(page+"x"), rel)
}

// PageURL is the URL of the page at permalink once the trailingSlash option is applied to it,
// as the route table has it.
func PageURL(cfg *config.Config, permalink string) string {
	if cfg.TrailingSlash == nil {
		return permalink
	}
	return TrailingSlash(permalink, cfg.BaseURL, *cfg.TrailingSlash)
}
