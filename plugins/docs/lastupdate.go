package docs

import (
	"fmt"
	"strings"
	"time"

	"gosaurus/generator/gitlog"
)

// lastUpdateOptions are the docs plugin's showLastUpdateTime and showLastUpdateAuthor.
type lastUpdateOptions struct {
	Time, Author bool
}

// setLastUpdate fills each doc's last update as Docusaurus does: the front matter's
// last_update {date, author} when it has both, else the last git commit of the file with the
// front matter's values preferred. One git log covers the whole docs folder.
func setLastUpdate(v *Version) error {
	show := v.ShowLastUpdate
	if !show.Time && !show.Author {
		return nil
	}
	var needGit []*Doc
	for _, d := range v.Docs {
		date, author, err := lastUpdateFrontMatter(d)
		if err != nil {
			return err
		}
		if date != 0 && author != "" {
			d.LastUpdatedAt, d.LastUpdatedBy = date, author
			continue
		}
		if show.Time {
			d.LastUpdatedAt = date
		}
		if show.Author {
			d.LastUpdatedBy = author
		}
		needGit = append(needGit, d)
	}
	if len(needGit) == 0 {
		return nil
	}
	files := make([]string, len(needGit))
	for i, d := range needGit {
		files[i] = d.File
	}
	commits, err := gitlog.LastCommits(v.DocsDir, files)
	if err != nil {
		v.Warnings = append(v.Warnings, fmt.Sprintf("cannot read the last update of the docs from git (%v); the docs show none", err))
		return nil
	}
	untracked := 0
	for _, d := range needGit {
		c, ok := commits[d.File]
		if !ok {
			untracked++
			continue
		}
		if show.Time && d.LastUpdatedAt == 0 {
			d.LastUpdatedAt = c.At
		}
		if show.Author && d.LastUpdatedBy == "" {
			d.LastUpdatedBy = c.Author
		}
	}
	if untracked > 0 {
		v.Warnings = append(v.Warnings, fmt.Sprintf("cannot infer the update date of %d docs, as they are not tracked by git", untracked))
	}
	return nil
}

// lastUpdateFrontMatter reads last_update: {date, author}; the date in milliseconds.
func lastUpdateFrontMatter(d *Doc) (int64, string, error) {
	raw, ok := d.FrontMatter["last_update"]
	if !ok || raw == nil {
		return 0, "", nil
	}
	m, ok := raw.(map[string]any)
	if !ok {
		return 0, "", fmt.Errorf("%s:1: front matter last_update must be an object {date, author}, got %v", d.Source, raw)
	}
	author, _ := m["author"].(string)
	var at int64
	switch t := m["date"].(type) {
	case nil:
	case time.Time:
		at = t.UnixMilli()
	case string:
		parsed, err := parseDate(t)
		if err != nil {
			return 0, "", fmt.Errorf("%s:1: front matter last_update.date %q is not a date such as 2024-03-15", d.Source, t)
		}
		at = parsed.UnixMilli()
	default:
		return 0, "", fmt.Errorf("%s:1: front matter last_update.date must be a date such as 2024-03-15, got %v", d.Source, t)
	}
	return at, author, nil
}

func parseDate(s string) (time.Time, error) {
	for _, layout := range []string{"2006-01-02", time.RFC3339, "2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02T15:04"} {
		if t, err := time.ParseInLocation(layout, strings.TrimSpace(s), time.UTC); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("not a date")
}
