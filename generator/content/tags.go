package content

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"

	"gopkg.in/yaml.v2"
)

// TagDef is one tag of a tags file (tags.yml), the docs' and the blog's alike: its label, its
// permalink below the plugin's tags path, and its description.
type TagDef struct {
	Label       string `yaml:"label"`
	Permalink   string `yaml:"permalink"`
	Description string `yaml:"description"`
}

// ReadTagsFile reads the tags file of a docs or blog folder, keyed as in the file, as
// Docusaurus's one reader of it does for both plugins: a tag may give a label, a permalink and
// a description and nothing else; the label defaults to the key capitalized and the permalink
// to "/" and its kebab case; two tags may not share a permalink. A missing file is no tags,
// unless required (the plugin's tags option names it). Messages name file relative to siteDir.
func ReadTagsFile(siteDir, file string, required bool) (map[string]TagDef, error) {
	rel := Rel(siteDir, file)
	data, err := os.ReadFile(file)
	if errors.Is(err, os.ErrNotExist) && !required {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("the tags file %s cannot be read: %v", rel, err)
	}
	var raw yaml.MapSlice
	if err := yaml.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("%s: %v; expected tag keys, each with optional label, permalink and description", rel, err)
	}
	defs := map[string]TagDef{}
	byPermalink := map[string][]string{}
	for _, e := range raw {
		key := fmt.Sprint(e.Key)
		var def TagDef
		if e.Value != nil {
			b, _ := yaml.Marshal(e.Value)
			if err := yaml.UnmarshalStrict(b, &def); err != nil {
				return nil, fmt.Errorf("%s: tag %q: %v; a tag has label, permalink and description", rel, key, err)
			}
		}
		if def.Label == "" {
			def.Label = capitalize(key)
		}
		if def.Permalink == "" {
			def.Permalink = "/" + Kebab(key)
		}
		defs[key] = def
		byPermalink[def.Permalink] = append(byPermalink[def.Permalink], key)
	}
	var shared []string
	for permalink, keys := range byPermalink {
		if len(keys) > 1 {
			shared = append(shared, fmt.Sprintf("%s (%s)", permalink, strings.Join(keys, ", ")))
		}
	}
	if len(shared) > 0 {
		sort.Strings(shared)
		return nil, fmt.Errorf("%s: tags have the same permalink: %s; give each its own permalink", rel, strings.Join(shared, "; "))
	}
	return defs, nil
}

// capitalize is lodash's capitalize, as Docusaurus makes a tag's default label: the first
// letter upper case, the rest lower case.
func capitalize(s string) string {
	r := []rune(strings.ToLower(s))
	if len(r) == 0 {
		return s
	}
	return strings.ToUpper(string(r[0])) + string(r[1:])
}
