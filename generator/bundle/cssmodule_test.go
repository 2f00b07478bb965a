package bundle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCSSModule(t *testing.T) {
	site := t.TempDir()
	dir := filepath.Join(site, "src", "components")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "styles.module.css")
	src := `@import './base.css';
.hero { background: url('/img/a.png'); animation: spin 1s; }
.hero-banner > .hero:hover, :global(.navbar) .hero { color: red; }
@keyframes spin { from { opacity: 0 } }
`
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	names, css, err := cssModule(file, site, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	hash := strings.TrimPrefix(names["hero"], "hero_")
	if len(hash) != 4 || names["hero-banner"] != "hero-banner_"+hash || names["spin"] != "spin_"+hash || len(names) != 3 {
		t.Fatalf("names: %v", names)
	}
	for _, want := range []string{`@import "./base.css";`, ".hero_" + hash + " {", "url(/img/a.png)", ".navbar .hero_" + hash, "animation: spin_" + hash + " 1s", "@keyframes spin_" + hash} {
		if !strings.Contains(css, want) {
			t.Errorf("missing %q in\n%s", want, css)
		}
	}
	if strings.Contains(css, localPrefix) {
		t.Errorf("a local name left unrenamed:\n%s", css)
	}
	// Another file of the same name elsewhere gets names of its own; the same file the same.
	other := filepath.Join(site, "src", "pages", "styles.module.css")
	_ = os.MkdirAll(filepath.Dir(other), 0o755)
	_ = os.WriteFile(other, []byte(".hero { color: blue }"), 0o644)
	otherNames, _, err := cssModule(other, site, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	again, _, _ := cssModule(file, site, nil, nil)
	if otherNames["hero"] == names["hero"] || again["hero"] != names["hero"] {
		t.Errorf("names: %v, the other file's %v, again %v", names, otherNames, again)
	}
}
