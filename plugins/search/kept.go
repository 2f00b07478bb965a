package search

import (
	"slices"

	"gosaurus/generator/memo"
)

// Shards keeps the encoded shards of one build for the next, as the dev server rebuilds after
// each save: a shard of the same pages, with the same sections, is not encoded again (at
// 5,000 pages, encoding every shard was the largest part of a save's search work). Keys are
// the version and the shard's first page. A nil Shards keeps nothing.
type Shards = memo.Memo[string, keptShard]

type keptShard struct {
	pages    []Page
	data     []byte
	hash     string
	sections int
}

// keptFor returns the shard of the build before under key when it holds the same pages.
func keptFor(k *Shards, key string, pages []Page) (keptShard, bool) {
	prev, ok := k.Get(key)
	if !ok || !slices.EqualFunc(prev.pages, pages, samePage) {
		return keptShard{}, false
	}
	return prev, true
}

// samePage compares what a shard holds of a page. The sections of a page that did not change
// are the slice the build before extracted, which compares without being read.
func samePage(a, b Page) bool {
	if a.Path != b.Path || a.Title != b.Title || len(a.Sections) != len(b.Sections) {
		return false
	}
	if len(a.Sections) == 0 || &a.Sections[0] == &b.Sections[0] {
		return true
	}
	return slices.Equal(a.Sections, b.Sections)
}
