package build

import "sync"

// memo keeps values computed in one build for the next, as the dev server rebuilds after each
// save. Only what a build used is kept for the next one, so it does not grow with every
// save. A nil memo keeps nothing.
type memo[K comparable, V any] struct {
	mu   sync.Mutex
	prev map[K]V // the build before's
	next map[K]V // this build's
}

func (m *memo[K, V]) get(key K) (V, bool) {
	var v V
	if m == nil {
		return v, false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.prev[key]
	return v, ok
}

func (m *memo[K, V]) put(key K, v V) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.next == nil {
		m.next = map[K]V{}
	}
	m.next[key] = v
}

// done ends a build: the next one sees what this one put.
func (m *memo[K, V]) done() {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.prev, m.next = m.next, nil
}
