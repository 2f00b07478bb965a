package swizzle

import (
	"cmp"
	"os"
	"path/filepath"
	"slices"
)

// Status is how safe an action on a component is, as Docusaurus's themes declare it
// (getSwizzleConfig): safe (meant to be swizzled, kept compatible within a major version),
// unsafe (internal: allowed with --danger), forbidden (not meant to be swizzled).
type Status string

const (
	Safe      Status = "safe"
	Unsafe    Status = "unsafe"
	Forbidden Status = "forbidden"
)

// Label is the status as Docusaurus's swizzle --list shows it.
func (s Status) Label() string {
	switch s {
	case Safe:
		return "Safe"
	case Forbidden:
		return "Forbidden"
	}
	return "Unsafe"
}

// Safety is what a theme says of one of its components.
type Safety struct {
	Wrap, Eject Status
	About       string // one line; "N/A" when the theme says nothing, as Docusaurus shows it
}

// ClassicTheme and AlgoliaTheme are the themes whose components gosaurus carries, by the
// names Docusaurus knows them by. The classic theme's folder also holds the components of
// @docusaurus/theme-live-codeblock, @docusaurus/theme-mermaid and plugin-ideal-image.
const (
	ClassicTheme = "@docusaurus/theme-classic"
	AlgoliaTheme = "@docusaurus/theme-search-algolia"
)

// classicSafety is the swizzle config of @docusaurus/theme-classic 3.8: the components it
// declares, and what it allows of each. The descriptions are gosaurus's.
var classicSafety = map[string]Safety{
	"Admonition/Icon":           {Forbidden, Safe, "the folder of the admonitions' icons"},
	"Admonition/Icon/Danger":    {Safe, Safe, "the danger admonition's icon"},
	"Admonition/Icon/Info":      {Safe, Safe, "the info admonition's icon"},
	"Admonition/Icon/Note":      {Safe, Safe, "the note admonition's icon"},
	"Admonition/Icon/Tip":       {Safe, Safe, "the tip admonition's icon"},
	"Admonition/Icon/Warning":   {Safe, Safe, "the warning admonition's icon"},
	"Admonition/Layout":         {Safe, Safe, "the layout every admonition type renders"},
	"Admonition/Type":           {Forbidden, Safe, "the folder of the admonition types' components"},
	"Admonition/Type/Caution":   {Safe, Safe, "renders :::caution"},
	"Admonition/Type/Danger":    {Safe, Safe, "renders :::danger"},
	"Admonition/Type/Info":      {Safe, Safe, "renders :::info"},
	"Admonition/Type/Note":      {Safe, Safe, "renders :::note"},
	"Admonition/Type/Tip":       {Safe, Safe, "renders :::tip"},
	"Admonition/Type/Warning":   {Safe, Safe, "renders :::warning"},
	"Admonition/Types":          {Forbidden, Safe, "the admonition types by name: eject it to add or replace types"},
	"Blog":                      {Forbidden, Forbidden, "a folder: swizzle the components inside it"},
	"Blog/Components":           {Forbidden, Forbidden, "a folder: swizzle the components inside it"},
	"Blog/Pages":                {Forbidden, Forbidden, "a folder: swizzle the components inside it"},
	"CodeBlock":                 {Safe, Safe, "multi-line code blocks"},
	"CodeBlock/Content":         {Unsafe, Unsafe, "the folder of what renders a code block's kinds of content"},
	"ColorModeToggle":           {Safe, Safe, "the light and dark mode switch"},
	"DocBreadcrumbs/Items":      {Forbidden, Unsafe, "the folder of the breadcrumbs' items"},
	"DocCardList":               {Safe, Safe, "a list of cards for sidebar items, as on generated index pages"},
	"DocItem/TOC":               {Forbidden, Forbidden, "a folder: swizzle the components inside it"},
	"DocSidebar":                {Safe, Unsafe, "the docs pages' sidebar"},
	"Footer":                    {Safe, Safe, "the site's footer"},
	"Footer/Copyright":          {Safe, Safe, "the footer's copyright line"},
	"Footer/Layout":             {Safe, Safe, "the footer's layout"},
	"Footer/LinkItem":           {Safe, Safe, "one link of the footer"},
	"Footer/Links":              {Safe, Safe, "the footer's links"},
	"Footer/Links/MultiColumn":  {Safe, Safe, "the footer's links in columns"},
	"Footer/Links/Simple":       {Safe, Safe, "the footer's links on one row"},
	"Footer/Logo":               {Safe, Safe, "the footer's logo"},
	"Icon":                      {Forbidden, Forbidden, "a folder: swizzle the icons inside it"},
	"Icon/Arrow":                {Safe, Safe, "the arrow icon"},
	"Icon/DarkMode":             {Safe, Safe, "the dark mode icon"},
	"Icon/Edit":                 {Safe, Safe, "the edit icon"},
	"Icon/LightMode":            {Safe, Safe, "the light mode icon"},
	"Icon/Menu":                 {Safe, Safe, "the menu icon"},
	"Icon/Socials":              {Forbidden, Forbidden, "a folder: swizzle the icons inside it"},
	"MDXComponents":             {Forbidden, Safe, "the components MDX renders: eject it to add your own"},
	"MDXComponents/A":           {Safe, Safe, "links in MDX"},
	"MDXComponents/Code":        {Safe, Safe, "<code> and code blocks in MDX"},
	"MDXComponents/Details":     {Safe, Safe, "<details> in MDX"},
	"MDXComponents/Heading":     {Safe, Safe, "headings in MDX"},
	"MDXComponents/Img":         {Safe, Safe, "images in MDX"},
	"MDXComponents/Pre":         {Safe, Safe, "<pre> in MDX"},
	"MDXComponents/Ul":          {Safe, Safe, "unordered lists in MDX"},
	"MDXContent":                {Safe, Safe, "wraps MDX content and gives it the MDX components"},
	"NavbarItem/ComponentTypes": {Forbidden, Safe, "the navbar item types by name: eject it to add types"},
	"NotFound":                  {Safe, Safe, "the site's 404 page"},
	"SearchBar":                 {Safe, Safe, "the navbar's search bar"},
	"SkipToContent":             {Safe, Safe, "the \"skip to content\" link, for keyboard and screen reader users"},
	"prism-include-languages":   {Forbidden, Safe, "the Prism languages code blocks highlight: eject it to add some"},
}

// SafetyOf is what the theme (ClassicTheme or AlgoliaTheme) says of the component name of t.
// A component the theme says nothing of is unsafe, and a folder that is not a component
// itself cannot be wrapped, as Docusaurus has it; the Algolia theme declares none.
func (t Theme) SafetyOf(theme, name string) Safety {
	if theme == ClassicTheme {
		if s, ok := classicSafety[name]; ok {
			return s
		}
	}
	if t.isFolder(name) {
		return Safety{Forbidden, Unsafe, "N/A"}
	}
	return Safety{Unsafe, Unsafe, "N/A"}
}

// isFolder tells whether name is a folder of the theme that is not a component itself: no
// index file in it.
func (t Theme) isFolder(name string) bool {
	dir := filepath.Join(t.Dir, filepath.FromSlash(name))
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return false
	}
	_, ok := findComponent(dir, "index")
	return !ok
}

// Listed is a component with its safety, as swizzle --list shows it.
type Listed struct {
	Name string
	Safety
}

// List lists the theme's components, the safest first as Docusaurus orders them: those safe
// to wrap and eject, then to wrap, then to eject, each by name.
func (t Theme) List(theme string) ([]Listed, error) {
	names, err := t.Components()
	if err != nil {
		return nil, err
	}
	list := make([]Listed, len(names))
	for i, n := range names {
		list[i] = Listed{n, t.SafetyOf(theme, n)}
	}
	rank := func(b bool) int {
		if b {
			return 0
		}
		return 1
	}
	slices.SortStableFunc(list, func(a, b Listed) int {
		return cmp.Or(
			cmp.Compare(rank(a.Wrap == Safe && a.Eject == Safe), rank(b.Wrap == Safe && b.Eject == Safe)),
			cmp.Compare(rank(a.Wrap == Safe), rank(b.Wrap == Safe)),
			cmp.Compare(rank(a.Eject == Safe), rank(b.Eject == Safe)),
			cmp.Compare(a.Name, b.Name))
	})
	return list, nil
}
