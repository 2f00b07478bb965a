package markdown

import (
	"fmt"
	"testing"
)

// The slugs github-slugger 1.5.0 gives these texts (as Docusaurus 3.8.1 installs it, under
// Node 20): JavaScript's lowering (İ, a final Σ) and the characters its pattern keeps, which
// Unicode's categories do not give (x² loses its ², Ⓐ and enclosing marks stay, and letters
// newer than the pattern's Unicode go).
func TestSlugifyAsGithubSlugger(t *testing.T) {
	for _, c := range []struct{ text, slug string }{
		{"Hello World", "hello-world"},
		{"bodyProps?:object", "bodypropsobject"},
		{"İçe aktarma", "i\u0307çe-aktarma"},
		{"İSTANBUL", "i\u0307stanbul"},
		{"ΟΔΟΣ ΣΟΦΙΑΣ", "οδος-σοφιας"},
		{"Σ", "σ"},
		{"ΑΣ.", "ας"},
		{"ΑΣ'Α", "ασα"},
		{"ʰΣ", "ʰσ"},
		{"Привет, мир!", "привет-мир"},
		{"日本語の見出し", "日本語の見出し"},
		{"한국어 제목", "한국어-제목"},
		{"עברית", "עברית"},
		{"العربية ١٢٣", "العربية-١٢٣"},
		{"हिन्दी शीर्षक", "हिन्दी-शीर्षक"},
		{"Ελληνικά", "ελληνικά"},
		{"Déjà vu", "déjà-vu"},
		{"e\u0301", "e\u0301"},
		{"x² + y³ = ¼", "x--y--"},
		{"Ⓐ circled Ⓩ", "ⓐ-circled-ⓩ"},
		{"🅰 squared 🆉", "🅰-squared-🆉"},
		{"Emoji 🎉 rocket 🚀", "emoji--rocket-"},
		{"👨\u200d👩\u200d👧 family", "-family"},
		{"a\u200db\u200cc", "abc"},
		{"non\u00a0breaking", "nonbreaking"},
		{"tab\u0009here", "tabhere"},
		{"  leading and trailing  ", "--leading-and-trailing--"},
		{"multiple   spaces", "multiple---spaces"},
		{"snake_case and kebab-case", "snake_case-and-kebab-case"},
		{"‿connector⁀", "‿connector⁀"},
		{"Ｆｕｌｌｗｉｄｔｈ\u3000ｗｏｒｄ！", "ｆｕｌｌｗｉｄｔｈｗｏｒｄ"},
		{"Roman Ⅻ numerals ⅻ", "roman-ⅻ-numerals-ⅻ"},
		{"A\u20ddB enclosed", "a\u20ddb-enclosed"},
		{"½ ¾ ⅓", "--"},
		{"100% of $5 & #1 @home", "100-of-5--1-home"},
		{"C++ / C# / F#", "c--c--f"},
		{"a.b.c", "abc"},
		{"«quoted» “text” ‘x’", "quoted-text-x"},
		{"Ǆ ǅ ǆ titlecase", "ǆ-ǆ-ǆ-titlecase"},
		{"ß ẞ", "ß-ß"},
		{"ﬁ ligature", "ﬁ-ligature"},
		{"Ꭰ Cherokee ꭰ", "ꭰ-cherokee-ꭰ"},
		{"𝐁𝐨𝐥𝐝 math", "𝐁𝐨𝐥𝐝-math"},
		{"ℌ ℍ ℎ", "ℌ-ℍ-ℎ"},
		{"Vithkuqi 𐕰", "vithkuqi-"},
		{"Nag Mundari 𞓐", "nag-mundari-"},
		{"Kawi 𑼄", "kawi-"},
		{"CJK ext H 𱍐", "cjk-ext-h-"},
		{"Arabic ࡰ new", "arabic--new"},
		{"Toto 𞊐", "toto-"},
		{"ʻOkina and ʼ", "ʻokina-and-ʼ"},
		{"a·b", "ab"},
		{"~tilde~ `tick`", "tilde-tick"},
	} {
		if got := Slugify(c.text); got != c.slug {
			t.Errorf("Slugify(%q) = %q, want %q", c.text, got, c.slug)
		}
	}
}

// Repeats are numbered as github-slugger numbers them, a slug that is itself numbered too.
func TestSluggerRepeats(t *testing.T) {
	s := NewSlugger()
	var got []string
	for _, text := range []string{"a", "a", "a-1", "a", "A", "Foo Bar", "foo-bar", "", " "} {
		got = append(got, s.Slug(text))
	}
	want := []string{"a", "a-1", "a-1-1", "a-2", "a-3", "foo-bar", "foo-bar-1", "", "-"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("slugs %q, want %q", got, want)
	}
}
