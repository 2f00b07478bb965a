package pipeline

import "testing"

func TestPageFile(t *testing.T) {
	yes, no := true, false
	for _, c := range []struct {
		path  string
		slash *bool
		want  string
	}{
		{"/b/", nil, "index.html"},
		{"/b/", &no, "index.html"},
		{"/b/docs/intro", nil, "docs/intro/index.html"},
		{"/b/docs/intro/", &yes, "docs/intro/index.html"},
		{"/b/docs/intro", &no, "docs/intro.html"},
		{"/b/docs", &no, "docs.html"},
		{"/b/docs/old.html", nil, "docs/old.html"},
		{"/b/docs/old.HTM", &yes, "docs/old.HTM"},
	} {
		if got := pageFile("/b/", c.path, c.slash); got != c.want {
			t.Errorf("pageFile(%s, %v) = %s, want %s", c.path, c.slash, got, c.want)
		}
	}
}
