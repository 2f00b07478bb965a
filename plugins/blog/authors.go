package blog

import (
	"fmt"
	"os"
	"sort"
	"strings"

	"gopkg.in/yaml.v2"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
)

// Author is a post's author, from authors.yml (Key set) or written inline in front matter.
type Author struct {
	Key         string            `json:"key,omitempty"`
	Name        string            `json:"name,omitempty"`
	Title       string            `json:"title,omitempty"`
	URL         string            `json:"url,omitempty"`
	ImageURL    string            `json:"imageURL,omitempty"`
	Email       string            `json:"email,omitempty"`
	Description string            `json:"description,omitempty"`
	Socials     map[string]string `json:"socials,omitempty"`
	Page        *AuthorPage       `json:"page"` // the author's own page, nil when it has none
}

// AuthorPage is where an author's posts are listed.
type AuthorPage struct {
	Permalink string `json:"permalink"`
}

// authorsMap is authors.yml: the authors posts name by key.
type authorsMap struct {
	file  string // relative to the site, for messages
	list  []*Author
	byKey map[string]*Author
}

// loadAuthors reads the authors map file (authorsMapPath) of the blog folder, if there is one.
func loadAuthors(cfg *config.Config, opts Options) (*authorsMap, error) {
	file := localizedFile(cfg, opts, opts.AuthorsMapPath)
	am := &authorsMap{file: content.Rel(cfg.SiteDir, file), byKey: map[string]*Author{}}
	data, err := os.ReadFile(file)
	if err != nil {
		return am, nil
	}
	var entries yaml.MapSlice
	if err := yaml.Unmarshal(data, &entries); err != nil {
		return nil, fmt.Errorf("%s: %v", am.file, err)
	}
	base := content.URL(cfg.BaseURL, opts.RouteBasePath, opts.AuthorsBasePath)
	for _, e := range entries {
		key := fmt.Sprint(e.Key)
		fields, ok := e.Value.(yaml.MapSlice)
		if !ok {
			return nil, fmt.Errorf("%s: %q should be an author object containing properties like name, title, and imageURL", am.file, key)
		}
		a := &Author{Key: key}
		var page any
		for _, f := range fields {
			if fmt.Sprint(f.Key) == "page" {
				page = f.Value
				continue
			}
			a.set(fmt.Sprint(f.Key), f.Value)
		}
		if a.Name == "" && a.ImageURL == "" {
			return nil, fmt.Errorf("%s: author %q needs a name or an imageURL", am.file, key)
		}
		a.ImageURL = imageURL(cfg.BaseURL, a.ImageURL)
		if a.Socials, err = normalizeSocials(a.Socials); err != nil {
			return nil, fmt.Errorf("%s: author %q: %v", am.file, key, err)
		}
		switch pg := page.(type) {
		case bool:
			if pg {
				a.Page = &AuthorPage{Permalink: content.URL(base, content.Kebab(key))}
			}
		case yaml.MapSlice:
			for _, f := range pg {
				if fmt.Sprint(f.Key) == "permalink" {
					a.Page = &AuthorPage{Permalink: content.URL(base, fmt.Sprint(f.Value))}
				}
			}
		}
		am.list = append(am.list, a)
		am.byKey[key] = a
	}
	return am, nil
}

// set sets a field read from YAML or front matter (image_url is imageURL's other name).
func (a *Author) set(k string, v any) {
	if k == "socials" {
		a.Socials = map[string]string{}
		switch m := v.(type) {
		case yaml.MapSlice:
			for _, f := range m {
				a.Socials[fmt.Sprint(f.Key)] = fmt.Sprint(f.Value)
			}
		case map[string]any:
			for sk, sv := range m {
				a.Socials[sk] = fmt.Sprint(sv)
			}
		}
		return
	}
	s, ok := v.(string)
	if !ok {
		return
	}
	switch k {
	case "key":
		a.Key = s
	case "name":
		a.Name = s
	case "title":
		a.Title = s
	case "url":
		a.URL = s
	case "imageURL", "image_url":
		a.ImageURL = s
	case "email":
		a.Email = s
	case "description":
		a.Description = s
	}
}

// socialURLs make a profile URL of a handle, for the platforms Docusaurus knows by name.
var socialURLs = map[string]string{
	"x": "https://x.com/%s", "twitter": "https://twitter.com/%s", "github": "https://github.com/%s",
	"linkedin": "https://www.linkedin.com/in/%s/", "stackoverflow": "https://stackoverflow.com/users/%s",
	"bluesky": "https://bsky.app/profile/%s", "instagram": "https://www.instagram.com/%s",
	"threads": "https://www.threads.net/@%s", "mastodon": "https://mastodon.social/@%s",
	"twitch": "https://twitch.tv/%s", "youtube": "https://youtube.com/@%s", "email": "mailto:%s",
}

// normalizeSocials turns the handles of an author's socials into links, as Docusaurus does:
// a URL stays as written, a handle of a known platform becomes its profile URL (the platform
// name then lower-cased), and a value with a slash that is not a URL is an error.
func normalizeSocials(socials map[string]string) (map[string]string, error) {
	if socials == nil {
		return nil, nil
	}
	out := make(map[string]string, len(socials))
	for platform, v := range socials {
		switch {
		case strings.HasPrefix(v, "http://") || strings.HasPrefix(v, "https://") || strings.HasPrefix(v, "mailto:"):
			out[platform] = v
		case strings.Contains(v, "/"):
			return nil, fmt.Errorf("socials.%s is %q; give a username or handle, or an absolute http(s) URL", platform, v)
		case socialURLs[strings.ToLower(platform)] != "":
			out[strings.ToLower(platform)] = fmt.Sprintf(socialURLs[strings.ToLower(platform)], v)
		default:
			out[platform] = v
		}
	}
	return out, nil
}

// imageURL puts baseUrl before a site-absolute image path.
func imageURL(baseURL, u string) string {
	if strings.HasPrefix(u, "/") {
		return content.URL(baseURL, u)
	}
	return u
}

// postAuthors resolves a post's authors front matter: keys of the authors map, inline author
// objects (which may override a key's fields), or the legacy author/author_title/… fields.
func (am *authorsMap) postAuthors(baseURL string, fm map[string]any) ([]Author, error) {
	legacy := Author{}
	for _, k := range []string{"author", "author_title", "authorTitle", "author_url", "authorURL", "author_image_url", "authorImageURL"} {
		if s, ok := fm[k].(string); ok {
			switch k {
			case "author":
				legacy.Name = s
			case "author_title", "authorTitle":
				legacy.Title = s
			case "author_url", "authorURL":
				legacy.URL = s
			default:
				legacy.ImageURL = imageURL(baseURL, s)
			}
		}
	}
	var list []any
	switch v := fm["authors"].(type) {
	case nil:
	case []any:
		list = v
	default:
		list = []any{v}
	}
	if legacy.Name != "" || legacy.Title != "" || legacy.URL != "" || legacy.ImageURL != "" {
		if len(list) > 0 {
			return nil, fmt.Errorf("use the authors front matter or the author_* fields, not both")
		}
		return []Author{legacy}, nil
	}
	var out []Author
	for _, entry := range list {
		var a Author
		switch e := entry.(type) {
		case string:
			a.Key = e
		case map[string]any:
			keys := make([]string, 0, len(e))
			for k := range e {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				a.set(k, e[k])
			}
		default:
			return nil, fmt.Errorf("%v does not look like a valid blog post author; use an author key or an author object (with a key and/or name)", entry)
		}
		var err error
		if a.Socials, err = normalizeSocials(a.Socials); err != nil {
			return nil, err
		}
		if a.Key != "" {
			known, ok := am.byKey[a.Key]
			if !ok {
				if len(am.list) == 0 {
					return nil, fmt.Errorf("can't reference blog post authors by a key (such as %q) because no authors map file (%s) could be loaded", a.Key, am.file)
				}
				keys := make([]string, len(am.list))
				for i, k := range am.list {
					keys[i] = k.Key
				}
				return nil, fmt.Errorf("blog author with key %q not found in %s; valid author keys are: %s", a.Key, am.file, strings.Join(keys, ", "))
			}
			a = merge(*known, a)
		} else {
			a.ImageURL = imageURL(baseURL, a.ImageURL)
		}
		out = append(out, a)
	}
	return out, nil
}

// merge is an authors map entry with the fields a post sets inline over it.
func merge(known, inline Author) Author {
	for _, f := range []struct {
		dst *string
		src string
	}{{&known.Name, inline.Name}, {&known.Title, inline.Title},
		{&known.URL, inline.URL}, {&known.ImageURL, inline.ImageURL}, {&known.Email, inline.Email}, {&known.Description, inline.Description}} {
		if f.src != "" {
			*f.dst = f.src
		}
	}
	if inline.Socials != nil {
		known.Socials = inline.Socials
	}
	return known
}
