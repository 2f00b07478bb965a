package translations

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// The site's own labels are found in <Translate> elements and translate() calls written with
// literal strings, keyed by id, else by message.
func TestSiteCodeMessages(t *testing.T) {
	src := t.TempDir()
	page := `import Translate, {translate} from '@docusaurus/Translate';
export default function Home() {
  const title = translate({id: 'home.title', message: 'Welcome', description: 'The home title'});
  const alt = translate({ message: "A diagram" });
  return <main>
    <Translate id="home.tagline" description="Under the title">Docs that build fast</Translate>
    <Translate>Read more</Translate>
    <Translate id={dynamic}>{notLiteral}</Translate>
  </main>;
}
`
	if err := os.WriteFile(filepath.Join(src, "index.jsx"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := siteCodeMessages(src)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Message{
		"home.title":   {Message: "Welcome", Description: "The home title"},
		"A diagram":    {Message: "A diagram", Description: ""},
		"home.tagline": {Message: "Docs that build fast", Description: "Under the title"},
		"Read more":    {Message: "Read more", Description: ""},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
	if got, err := siteCodeMessages(filepath.Join(src, "missing")); err != nil || len(got) != 0 {
		t.Errorf("a site without src/: %v, %v", got, err)
	}
}
