package markdown

import "testing"

func TestWriteHeadingIDs(t *testing.T) {
	src := "---\n# a YAML comment, not a heading\ntitle: T\n---\n\n# Getting Started\n\n## Install [the CLI](./cli.md)\n\n" +
		"```md\n## Not a heading\n```\n\n## Getting started\n\n### Kept {#kept-id}\n\n### Kept id\n\n#NoSpace\n"
	want := "---\n# a YAML comment, not a heading\ntitle: T\n---\n\n# Getting Started {#getting-started}\n\n## Install [the CLI](./cli.md) {#install-the-cli}\n\n" +
		"```md\n## Not a heading\n```\n\n## Getting started {#getting-started-1}\n\n### Kept {#kept-id}\n\n### Kept id {#kept-id-1}\n\n#NoSpace\n"
	got, changed := WriteHeadingIDs([]byte(src), HeadingIDOptions{})
	if !changed || string(got) != want {
		t.Errorf("changed %v, got:\n%s\nwant:\n%s", changed, got, want)
	}
	if again, changed := WriteHeadingIDs(got, HeadingIDOptions{}); changed || string(again) != want {
		t.Errorf("a second run changed the file:\n%s", again)
	}

	got, _ = WriteHeadingIDs([]byte("## Hello World {#old}\r\n## API Reference\r\n"), HeadingIDOptions{KeepCase: true, Overwrite: true})
	if want := "## Hello World {#Hello-World}\r\n## API Reference {#API-Reference}\r\n"; string(got) != want {
		t.Errorf("--maintain-case --overwrite: got %q, want %q", got, want)
	}
}
