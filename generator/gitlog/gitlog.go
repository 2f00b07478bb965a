// Package gitlog reads the last commit of files from git, for the last-update dates that
// docs show and the sitemap's lastmod.
package gitlog

import (
	"bufio"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// Commit is what a file's last commit says: when, and who.
type Commit struct {
	At     int64 // milliseconds since the epoch
	Author string
}

// LastCommits runs one git log over dir, newest first, and keeps the last commit of each of
// files (absolute paths; the keys of the map), stopping as soon as every file is found. A
// file git does not track has none.
func LastCommits(dir string, files []string) (map[string]Commit, error) {
	top, err := exec.Command("git", "-C", dir, "rev-parse", "--show-toplevel").Output()
	if err != nil {
		return nil, fmt.Errorf("not a git repository")
	}
	root := strings.TrimSpace(string(top))
	want := map[string]string{} // path relative to the repository → absolute file
	for _, f := range files {
		abs, err := filepath.EvalSymlinks(f)
		if err != nil {
			abs = f
		}
		if rel, err := filepath.Rel(root, abs); err == nil {
			want[filepath.ToSlash(rel)] = f
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
	found := map[string]Commit{}
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	sc.Split(splitNUL)
	var cur Commit
	for sc.Scan() && len(found) < len(want) {
		tok := strings.TrimLeft(sc.Text(), "\n")
		if i := strings.IndexByte(tok, '\x1e'); i >= 0 {
			// A commit header, possibly followed by its first file name on the next line.
			head, first, _ := strings.Cut(tok[i+1:], "\n")
			ts, author, _ := strings.Cut(head, "\x1f")
			sec, _ := strconv.ParseInt(ts, 10, 64)
			cur = Commit{At: sec * 1000, Author: author}
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
