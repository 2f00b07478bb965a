// Package search builds the offline search index of a site: every page split into sections
// (title, h2/h3 heading, text, code identifiers, anchor), written as a few JSON shards per docs
// version with a small manifest. The theme's search box fetches them on first use and indexes
// them in the browser with MiniSearch, so search works on any static host, with no service.
//
// Layout of the files, relative to the build folder:
//
//	search-index/<version>/manifest.json        fixed name, so the theme can find it
//	search-index/<version>/shard-<n>.<hash>.json content-hashed, safe to cache for ever
package search

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
)

// Format is the version of the files' layout; the theme refuses manifests of another format.
const Format = 1

// Dir is the folder of the index inside the build folder.
const Dir = "search-index"

// Page is one rendered page to index.
type Page struct {
	Path        string         // route path, baseUrl included
	Title       string         // the page's title (what the browser tab shows before " | site")
	Version     string         // docs version the page belongs to
	FrontMatter map[string]any // for the opt-outs: unlisted: true, search: false
	Sections    []Section      // Extract of the server-rendered app of the page
}

// Input is what Build indexes.
type Input struct {
	Versions []string // every docs version; each gets a manifest, even with no pages
	Pages    []Page
	Options
	Kept *Shards // the shards of the build before, nil for none
}

// Options size the shards. A shard closes when it reaches either limit, so a 5,000-page site
// loads as a dozen or more files that the browser fetches in parallel and indexes one by
// one, showing results from the first while the rest arrive.
type Options struct {
	ShardPages int // default 300
	ShardBytes int // default 512 KiB, counted as the length of the strings it holds
}

// File is one file of the index, its path relative to the build folder.
type File struct {
	Path     string
	Contents []byte
}

// Manifest is search-index/<version>/manifest.json.
type Manifest struct {
	Format   int     `json:"format"`
	Version  string  `json:"version"`
	Pages    int     `json:"pages"`
	Sections int     `json:"sections"`
	Shards   []Shard `json:"shards"`
}

// Shard describes one shard file in the manifest. Its sections get the document ids
// Base, Base+1, … so ids are unique across the shards of a version.
type Shard struct {
	File     string `json:"file"` // relative to the manifest
	Base     int    `json:"base"`
	Pages    int    `json:"pages"`
	Sections int    `json:"sections"`
	Bytes    int    `json:"bytes"`
}

// shardData is the JSON of a shard. Rows are arrays rather than objects: key names repeated
// for every section would be a fifth of the bytes.
//
//	pages:    [[path, title], …]
//	sections: [[pageIndex, anchor, heading, text, code], …]
type shardData struct {
	Pages    [][2]string `json:"pages"`
	Sections [][5]any    `json:"sections"`
}

// Excluded reports whether front matter keeps a page out of the index: unlisted pages are
// reachable only by their link, and `search: false` opts a page out explicitly.
func Excluded(fm map[string]any) bool {
	if v, ok := fm["unlisted"].(bool); ok && v {
		return true
	}
	if v, ok := fm["search"].(bool); ok && !v {
		return true
	}
	return false
}

// Build indexes the sections of every page not excluded and returns the index files.
// The output depends only on the input, so two builds of a site are byte-identical.
func Build(in Input) ([]File, error) {
	if in.ShardPages <= 0 {
		in.ShardPages = 300
	}
	if in.ShardBytes <= 0 {
		in.ShardBytes = 512 << 10
	}
	byVersion := map[string][]Page{}
	for _, v := range in.Versions {
		byVersion[v] = nil
	}
	for _, p := range in.Pages {
		if p.Version == "" {
			return nil, fmt.Errorf("search: page %s has no docs version", p.Path)
		}
		if !Excluded(p.FrontMatter) {
			byVersion[p.Version] = append(byVersion[p.Version], p)
		}
	}
	versions := make([]string, 0, len(byVersion))
	for v := range byVersion {
		versions = append(versions, v)
	}
	sort.Strings(versions)
	var files []File
	for _, v := range versions {
		pages := byVersion[v]
		sort.Slice(pages, func(i, j int) bool { return pages[i].Path < pages[j].Path })
		fs, err := buildVersion(v, pages, in.Options, in.Kept)
		if err != nil {
			return nil, err
		}
		files = append(files, fs...)
	}
	in.Kept.Done()
	return files, nil
}

func buildVersion(version string, pages []Page, opts Options, kept *Shards) ([]File, error) {
	dir := Dir + "/" + url.PathEscape(version) + "/"
	m := Manifest{Format: Format, Version: version, Pages: len(pages), Shards: []Shard{}}
	var files []File
	var cur []Page
	size := 0
	closeShard := func() error {
		if len(cur) == 0 {
			return nil
		}
		key := version + "\x00" + cur[0].Path
		shard, ok := keptFor(kept, key, cur)
		if !ok {
			var err error
			if shard, err = encodeShard(cur); err != nil {
				return err
			}
		}
		kept.Put(key, shard)
		name := fmt.Sprintf("shard-%d.%s.json", len(m.Shards), shard.hash)
		m.Shards = append(m.Shards, Shard{File: name, Base: m.Sections, Pages: len(cur), Sections: shard.sections, Bytes: len(shard.data)})
		m.Sections += shard.sections
		files = append(files, File{Path: dir + name, Contents: shard.data})
		cur, size = nil, 0
		return nil
	}
	for _, p := range pages {
		cur = append(cur, p)
		size += len(p.Path) + len(p.Title) + 8
		for _, s := range p.Sections {
			size += len(s.Anchor) + len(s.Heading) + len(s.Text) + len(s.Code) + 20
		}
		if len(cur) >= opts.ShardPages || size >= opts.ShardBytes {
			if err := closeShard(); err != nil {
				return nil, err
			}
		}
	}
	if err := closeShard(); err != nil {
		return nil, err
	}
	mb, err := encode(m)
	if err != nil {
		return nil, err
	}
	return append(files, File{Path: dir + "manifest.json", Contents: mb}), nil
}

// encodeShard writes the shard of pages.
func encodeShard(pages []Page) (keptShard, error) {
	var d shardData
	for i, p := range pages {
		d.Pages = append(d.Pages, [2]string{p.Path, p.Title})
		for _, s := range p.Sections {
			d.Sections = append(d.Sections, [5]any{i, s.Anchor, s.Heading, s.Text, s.Code})
		}
	}
	data, err := encode(d)
	if err != nil {
		return keptShard{}, err
	}
	sum := sha256.Sum256(data)
	return keptShard{pages: pages, data: data, hash: hex.EncodeToString(sum[:4]), sections: len(d.Sections)}, nil
}

// encode is json.Marshal without HTML escaping: the files are fetched as JSON, never inlined
// into a page, and "\u003c" for every "<" of a code sample only costs bytes.
func encode(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}
