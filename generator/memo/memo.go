// Package memo keeps what one build computed for the next, as the dev server rebuilds the
// site after each save: parsed markdown, compiled modules, page documents, search sections
// and shards. Only what a build used is kept for the next one, so a memo does not grow with
// every save.
package memo

import "sync"

// Memo maps keys to the values the build before computed. A nil *Memo keeps nothing, which
// is what a build outside the dev server has. It is safe for concurrent use.
type Memo[K comparable, V any] struct {
	mu   sync.Mutex
	prev map[K]V // the build before's
	next map[K]V // this build's
}

// Get returns what the build before put under key.
func (m *Memo[K, V]) Get(key K) (V, bool) {
	var v V
	if m == nil {
		return v, false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.prev[key]
	return v, ok
}

// Put keeps v under key for the next build.
func (m *Memo[K, V]) Put(key K, v V) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.next == nil {
		// A build puts about as many values as the one before: growing the map from empty
		// rehashed it a dozen times a save at 5,000 docs.
		m.next = make(map[K]V, len(m.prev))
	}
	m.next[key] = v
}

// Done ends a build: the next one gets what this one put.
func (m *Memo[K, V]) Done() {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.prev, m.next = m.next, nil
}

// Forget drops what the build before put, when something all its values depend on changed.
func (m *Memo[K, V]) Forget() {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.prev = nil
}
