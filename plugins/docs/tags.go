package docs

import (
	"fmt"
	"net/url"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"gosaurus/generator/content"
)

// Tag is a doc's tag as the theme shows it: in the doc's footer and on the tag pages.
type Tag struct {
	Label       string `json:"label"`
	Permalink   string `json:"permalink"`
	Description string `json:"description,omitempty"`
}

// TagPage is a tag of a version and the listed docs that carry it, sorted by title.
type TagPage struct {
	Tag
	Docs []*Doc
}

// readTagsFile reads a version's predefined tags (tags.yml in its docs folder, or the file the
// tags option names), keyed as in the file; defaults as Docusaurus's: the label is the key
// capitalized and the permalink its kebab case. A missing file is an error only when the option
// names it.
func readTagsFile(siteDir string, v *Version) (map[string]Tag, error) {
	if v.TagsFile == "" {
		return nil, nil
	}
	defs, err := content.ReadTagsFile(siteDir, filepath.Join(v.DocsDir, filepath.FromSlash(v.TagsFile)), v.TagsFileRequired)
	if err != nil {
		return nil, err
	}
	tags := map[string]Tag{}
	for key, d := range defs {
		tags[key] = Tag{Label: d.Label, Permalink: tagPermalink(v.TagsPath, d.Permalink), Description: d.Description}
	}
	return tags, nil
}

// docTags resolves a doc's tags front matter: each a tag key of the tags file, or an inline
// tag (a label, or {label, permalink}).
func docTags(d *Doc, defs map[string]Tag, tagsPath string) ([]Tag, error) {
	raw, ok := d.FrontMatter["tags"]
	if !ok || raw == nil {
		return nil, nil
	}
	list, ok := raw.([]any)
	if !ok {
		return nil, fmt.Errorf("%s:1: front matter tags must be a list of tags, got %v", d.Source, raw)
	}
	var tags []Tag
	var undefined []string
	for _, t := range list {
		switch t := t.(type) {
		case string:
			if def, ok := defs[t]; ok {
				tags = append(tags, def)
				continue
			}
			undefined = append(undefined, t)
			tags = append(tags, Tag{Label: t, Permalink: tagPermalink(tagsPath, content.Kebab(t))})
		case map[string]any:
			label, _ := t["label"].(string)
			permalink, _ := t["permalink"].(string)
			if label == "" || permalink == "" {
				return nil, fmt.Errorf("%s:1: a tag object in the front matter needs a label and a permalink, got %v", d.Source, t)
			}
			undefined = append(undefined, label)
			tags = append(tags, Tag{Label: label, Permalink: tagPermalink(tagsPath, permalink)})
		default:
			return nil, fmt.Errorf("%s:1: front matter tags must be strings or {label, permalink} objects, got %v", d.Source, t)
		}
	}
	if defs != nil && len(undefined) > 0 {
		d.Version.Warnings = append(d.Version.Warnings, fmt.Sprintf("Tags [%s] used in %s are not defined in %s", strings.Join(undefined, ", "), d.Source, d.Version.TagsFile))
	}
	return tags, nil
}

// tagPages groups the listed docs of a version by tag permalink, in label order.
func tagPages(docs []*Doc) []*TagPage {
	byPermalink := map[string]*TagPage{}
	var pages []*TagPage
	for _, d := range docs {
		if d.Unlisted {
			continue
		}
		for _, t := range d.Tags {
			p := byPermalink[t.Permalink]
			if p == nil {
				p = &TagPage{Tag: t}
				byPermalink[t.Permalink] = p
				pages = append(pages, p)
			}
			p.Docs = append(p.Docs, d)
		}
	}
	// Titles in the reader's alphabetical order (localeCompare in Docusaurus), not by code point:
	// "How to increase" before "How to Perform".
	titles := collate.New(language.English)
	for _, p := range pages {
		sort.SliceStable(p.Docs, func(i, j int) bool { return titles.CompareString(p.Docs[i].Title, p.Docs[j].Title) < 0 })
	}
	sort.SliceStable(pages, func(i, j int) bool { return pages[i].Label < pages[j].Label })
	return pages
}

// tagPermalink is a tag's route under the version's tags path, with unsafe characters encoded.
func tagPermalink(tagsPath, permalink string) string {
	u := &url.URL{Path: permalink}
	return joinURL(tagsPath, u.EscapedPath())
}
