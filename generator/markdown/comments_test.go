package markdown

import "testing"

func TestBlankComments(t *testing.T) {
	for _, c := range []struct {
		in   string
		mdx  bool
		want string
	}{
		{"a\n<!-- truncate -->\nb", false, "a\n                 \nb"},
		{"a <!-- x\ny --> b", false, "a       \n      b"},
		{"`<!-- kept -->` and ``a <!-- kept --> b``", false, "`<!-- kept -->` and ``a <!-- kept --> b``"},
		{"```\n<!-- kept -->\n```\n<!-- x -->", false, "```\n<!-- kept -->\n```\n          "},
		{"{/* truncate */}", true, "                "},
		{"{/* kept in .md */}", false, "{/* kept in .md */}"},
		{"<!-- unclosed", false, "<!-- unclosed"},
	} {
		if got := string(blankComments([]byte(c.in), c.mdx)); got != c.want {
			t.Errorf("blankComments(%q, %v) = %q, want %q", c.in, c.mdx, got, c.want)
		}
	}
}
