package docs

import (
	"bufio"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
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
	commits, err := gitLastCommits(v.DocsDir, needGit)
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
			d.LastUpdatedAt = c.at
		}
		if show.Author && d.LastUpdatedBy == "" {
			d.LastUpdatedBy = c.author
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

type gitCommit struct {
	at     int64 // milliseconds
	author string
}

// gitLastCommits runs one git log over dir, newest first, and keeps each wanted file's first
// (latest) commit, stopping as soon as every wanted file is found.
func gitLastCommits(dir string, docs []*Doc) (map[string]gitCommit, error) {
	top, err := exec.Command("git", "-C", dir, "rev-parse", "--show-toplevel").Output()
	if err != nil {
		return nil, fmt.Errorf("not a git repository")
	}
	root := strings.TrimSpace(string(top))
	want := map[string]string{} // path relative to the repository → absolute file
	for _, d := range docs {
		abs, err := filepath.EvalSymlinks(d.File)
		if err != nil {
			abs = d.File
		}
		if rel, err := filepath.Rel(root, abs); err == nil {
			want[filepath.ToSlash(rel)] = d.File
		}
	}
	cmd := exec.Command("git", "-C", dir, "log", "--format=%x1e%ct%x1f%an", "--name-only", "--no-renames", "-z", "--", ".")
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	found := map[string]gitCommit{}
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	sc.Split(splitNUL)
	var cur gitCommit
	for sc.Scan() && len(found) < len(want) {
		tok := strings.TrimLeft(sc.Text(), "\n")
		if i := strings.IndexByte(tok, '\x1e'); i >= 0 {
			// A commit header, possibly followed by its first file name on the next line.
			head, first, _ := strings.Cut(tok[i+1:], "\n")
			ts, author, _ := strings.Cut(head, "\x1f")
			sec, _ := strconv.ParseInt(ts, 10, 64)
			cur = gitCommit{at: sec * 1000, author: author}
			tok = strings.TrimLeft(first, "\n")
		}
		if file, ok := want[tok]; ok && tok != "" {
			if _, seen := found[file]; !seen {
				found[file] = cur
			}
		}
	}
	_ = cmd.Process.Kill() // done early, or at the end of the log
	_ = cmd.Wait()
	return found, nil
}

func splitNUL(data []byte, atEOF bool) (int, []byte, error) {
	for i, b := range data {
		if b == 0 {
			return i + 1, data[:i], nil
		}
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}
