package content

import "testing"

// A build's Parses hands back the document the build before parsed from the same text, parses
// a changed text again, and forgets what a build did not ask for.
func TestParsesKeepsTheBuildBefores(t *testing.T) {
	p := &Parses{}
	get := func(source, text string) any {
		t.Helper()
		doc, err := p.parse(source, []byte(text), "detect")
		if err != nil {
			t.Fatal(err)
		}
		return doc
	}
	a, b := get("docs/a.md", "# A\n\nOne."), get("docs/b.md", "# B\n\nTwo.")
	p.Done()
	if get("docs/a.md", "# A\n\nOne.") != a {
		t.Error("an unchanged file was parsed again")
	}
	if get("docs/b.md", "# B\n\nTwo, edited.") == b {
		t.Error("an edited file was not parsed again")
	}
	p.Done() // this build did not ask for b's first text
	if get("docs/b.md", "# B\n\nTwo.") == b {
		t.Error("a text no build asked for since was kept")
	}
	if get("docs/c.md", "# A\n\nOne.") == a {
		t.Error("another file with the same text shared its document")
	}
	var none *Parses
	if doc, err := none.parse("docs/a.md", []byte("# A"), "detect"); err != nil || doc == nil {
		t.Errorf("a nil Parses parses: %v, %v", doc, err)
	}
}

// The same text read again into another slice (a build told of no changes reads every file)
// still finds the document the build before parsed, and so does the very slice kept.
func TestParsesKeepsDocumentsOfTextsReadAgain(t *testing.T) {
	p := &Parses{}
	text := []byte("# A\n\nOne.")
	a, err := p.parse("docs/a.md", text, "detect")
	if err != nil {
		t.Fatal(err)
	}
	p.Done()
	if again, _ := p.parse("docs/a.md", text, "detect"); again != a {
		t.Error("the kept text was parsed again")
	}
	p.Done()
	if again, _ := p.parse("docs/a.md", []byte(string(text)), "detect"); again != a {
		t.Error("the same text read again was parsed again")
	}
}
