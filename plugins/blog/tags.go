package blog

import (
	"fmt"

	"gosaurus/generator/config"
	"gosaurus/generator/content"
)

// Tag is a post's tag. Inline tags are the ones the tags file does not define.
type Tag struct {
	Label       string `json:"label"`
	Permalink   string `json:"permalink"`
	Description string `json:"description,omitempty"`
	Inline      bool   `json:"inline"`
}

// TagGroup is a tag with its posts and its paginated pages.
type TagGroup struct {
	Tag
	Posts    []*Post // the listed posts, or all when every one is unlisted
	Pages    []ListPage
	Unlisted bool // every post of the tag is unlisted
}

// loadTagsFile reads the tags file (the tags option, tags.yml by default) of the blog folder:
// key → the tag's label, permalink (below the tags base path) and description.
func loadTagsFile(cfg *config.Config, opts Options) (map[string]Tag, error) {
	if opts.TagsPath == "" {
		return nil, nil
	}
	defs, err := content.ReadTagsFile(cfg.SiteDir, localizedFile(cfg, opts, opts.TagsPath), opts.TagsFileRequired)
	if err != nil {
		return nil, err
	}
	tags := map[string]Tag{}
	for key, d := range defs {
		tags[key] = Tag{Label: d.Label, Permalink: d.Permalink, Description: d.Description}
	}
	return tags, nil
}

// postTags resolves a post's tags front matter against the tags file; a tag it does not define
// is inline: its label is the name and its permalink the name in kebab case.
func postTags(v any, base string, file map[string]Tag) ([]Tag, error) {
	list, ok := v.([]any)
	if v != nil && !ok {
		return nil, fmt.Errorf("front matter tags must be a list")
	}
	var out []Tag
	for _, item := range list {
		switch t := item.(type) {
		case string:
			if known, ok := file[t]; ok {
				known.Permalink = content.URL(base, known.Permalink)
				out = append(out, known)
			} else {
				out = append(out, Tag{Label: t, Permalink: content.URL(base, content.Kebab(t)), Inline: true})
			}
		case map[string]any:
			label, _ := t["label"].(string)
			permalink, _ := t["permalink"].(string)
			if label == "" || permalink == "" {
				return nil, fmt.Errorf("a tag object needs a label and a permalink, got %v", t)
			}
			desc, _ := t["description"].(string)
			out = append(out, Tag{Label: label, Permalink: content.URL(base, permalink), Description: desc, Inline: true})
		default:
			return nil, fmt.Errorf("a tag must be a name or an object { label, permalink }, got %v", item)
		}
	}
	return out, nil
}

// groupTags groups the posts by tag permalink (the first label seen wins), in the order the
// posts use them, and paginates each tag's posts.
func groupTags(posts []*Post, opts ListOptions) []*TagGroup {
	var groups []*TagGroup
	byPermalink := map[string]*TagGroup{}
	for _, p := range posts {
		for _, t := range p.Tags {
			g, ok := byPermalink[t.Permalink]
			if !ok {
				g = &TagGroup{Tag: t}
				byPermalink[t.Permalink] = g
				groups = append(groups, g)
			}
			if len(g.Posts) == 0 || g.Posts[len(g.Posts)-1] != p {
				g.Posts = append(g.Posts, p)
			}
		}
	}
	for _, g := range groups {
		if listed := Listed(g.Posts); len(listed) > 0 {
			g.Posts = listed
		} else {
			g.Unlisted = true
		}
		g.Pages = Paginate(g.Posts, g.Permalink, opts)
	}
	return groups
}
